package org.katro;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import org.junit.jupiter.api.Test;
import org.katro.engine.Rules;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackages;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The layers: the engine at the bottom, headless packages (notation, command line, computer,
 * analysis, texts) on a plain JDK with no display, one package per screen, kiosk and the
 * application's composition root on top, and no package that needs another which needs it back.
 */
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
        noClasses().that().resideInAnyPackage("org.katro.engine..", "org.katro.notation..", "org.katro.cli..",
                        "org.katro.lesson..", "org.katro.picture..", "org.katro.sheet..", "org.katro.web..",
                        "org.katro.solver..")
                .should().transitivelyDependOnClassesThat()
                .resideInAnyPackage("javafx..", "org.controlsfx..", "org.kordamp.ikonli..")
                .check(MAIN);
    }

    @Test
    void theEngineDependsOnNoOtherPartOfTheApplication() {
        // no list of the other packages: one added tomorrow is forbidden too
        noClasses().that().resideInAPackage("org.katro.engine..")
                .should().dependOnClassesThat(resideInAPackage("org.katro..")
                        .and(resideOutsideOfPackage("org.katro.engine..")))
                .check(MAIN);
    }

    @Test
    void theNotationDependsOnlyOnTheEngine() {
        noClasses().that().resideInAPackage("org.katro.notation..")
                .should().dependOnClassesThat(resideInAPackage("org.katro..")
                        .and(resideOutsideOfPackages("org.katro.notation..", "org.katro.engine..")))
                .check(MAIN);
    }

    @Test
    void noPackageNeedsAPackageThatNeedsItBack() {
        // every package is its own slice, so a cycle between ui and ui.lesson counts as well as one with kiosk
        slices().matching("org.katro.(**)").should().beFreeOfCycles().check(MAIN);
    }

    @Test
    void languageNamesComeFromTheBundlesNotTheJdk() {
        // a station's runtime image (and a modular run) has no locale data but English: "(French)" on a French screen
        noClasses().should().callMethod(java.util.Locale.class, "getDisplayLanguage", java.util.Locale.class)
                .orShould().callMethod(java.util.Locale.class, "getDisplayName", java.util.Locale.class)
                .check(MAIN);
    }

    @Test
    void theScreensKnowNeitherTheKioskNorTheApplication() {
        noClasses().that().resideInAPackage("org.katro.ui..")
                .should().dependOnClassesThat().resideInAnyPackage("org.katro.kiosk..", "org.katro.app..")
                .check(MAIN);
    }

    @Test
    void viewModelsDrawNothing() {
        // a view model is tested without a stage: it may use properties, never nodes or windows
        noClasses().that().resideInAPackage("org.katro.ui..").and().haveSimpleNameEndingWith("Model")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..")
                .check(MAIN);
        noClasses().that().haveSimpleName("Stepping").or().haveSimpleName("GameSession")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..")
                .check(MAIN);
    }

    @Test
    void theHeadlessPartsUseNoJavaFx() {
        noClasses().that().resideInAnyPackage("org.katro.engine..", "org.katro.notation..", "org.katro.cli..",
                        "org.katro.computer..", "org.katro.solver..", "org.katro.analysis..", "org.katro.text..", "org.katro.practice..",
                        "org.katro.lesson..", "org.katro.picture..", "org.katro.sheet..", "org.katro.web..",
                        "org.katro.store..", "org.katro.sound..", "org.katro.files..", "org.katro.hint..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..", "org.kordamp.ikonli..")
                .check(MAIN);
    }

    @Test
    void noPackageHoldsMoreThanFourteenClasses() {
        Map<String, Long> sizes = MAIN.stream().filter(c -> c.isTopLevelClass() && c.getPackageName().startsWith("org.katro"))
                .collect(Collectors.groupingBy(JavaClass::getPackageName, TreeMap::new, Collectors.counting()));
        assertTrue(sizes.size() > 10, "found the packages: " + sizes);
        sizes.values().removeIf(n -> n <= 14);
        assertEquals(Map.of(), sizes, "packages with more than 14 top-level classes");
    }
}
