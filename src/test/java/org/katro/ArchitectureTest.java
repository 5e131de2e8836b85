package org.katro;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import org.junit.jupiter.api.Test;
import org.katro.engine.Rules;

import java.net.URISyntaxException;
import java.nio.file.Path;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The engine, the notation and the command line must run on a plain JDK with no display. */
class ArchitectureTest {
    private static final JavaClasses MAIN = new ClassFileImporter().importPath(mainClasses());

    /** Where the application's classes were loaded from; the tests (which may mix packages) are elsewhere. */
    private static Path mainClasses() {
        try {
            return Path.of(Rules.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theApplicationsClassesAreThere() {
        // guards the rules below against passing on an empty import
        assertTrue(MAIN.containPackage("org.katro.engine"));
        assertTrue(MAIN.containPackage("org.katro.cli"));
        assertTrue(MAIN.containPackage("org.katro.notation"));
    }

    @Test
    void theHeadlessPackagesNeverReachJavaFx() {
        // transitively: whatever the command line uses must not pull JavaFX in either
        noClasses().that().resideInAnyPackage("org.katro.engine..", "org.katro.notation..", "org.katro.cli..")
                .should().transitivelyDependOnClassesThat()
                .resideInAnyPackage("javafx..", "org.controlsfx..", "org.kordamp.ikonli..")
                .check(MAIN);
    }

    @Test
    void theEngineDependsOnNoOtherPartOfTheApplication() {
        noClasses().that().resideInAPackage("org.katro.engine..")
                .should().dependOnClassesThat()
                .resideInAnyPackage("org.katro.ui..", "org.katro.cli..", "org.katro.notation..", "org.katro.lesson..",
                        "org.katro.kiosk..")
                .check(MAIN);
    }

    @Test
    void theNotationDependsOnlyOnTheEngine() {
        noClasses().that().resideInAPackage("org.katro.notation..")
                .should().dependOnClassesThat()
                .resideInAnyPackage("org.katro.ui..", "org.katro.cli..", "org.katro.lesson..", "org.katro.kiosk..")
                .check(MAIN);
    }
}
