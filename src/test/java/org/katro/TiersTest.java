package org.katro;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The fast tier ({@code mvn test -Pfast}) leaves out every test class tagged with one of {@link #SLOW}.
 * A class that starts a window, a process or a server without its tag would silently slow the fast tier
 * (or fail it on a machine without a display), so the tag follows from what the class uses: a class that
 * uses TestFX or JavaFX's platform or stages is a "screen" test, one that starts a process a "process"
 * test, one that starts PostgreSQL a "server" test, and a class that uses a tagged helper (the child JVM,
 * Chromium, the rendered screens) carries the helper's tags.
 */
class TiersTest {
    /** the tags the fast tier leaves out; the pom's fast profile names the same */
    static final Set<String> SLOW = Set.of("screen", "browser", "process", "server", "soak");
    /** what a class's own use of makes it slow: a class or package name's start, and its tag */
    private static final Map<String, String> STARTS = Map.of(
            "org.testfx.", "screen",
            "javafx.application.Platform", "screen",
            "javafx.stage.", "screen",
            "java.lang.ProcessBuilder", "process",
            "io.zonky.test.", "server");

    private static final JavaClasses TESTS = new ClassFileImporter().importPath(testClasses());

    private static Path testClasses() {
        try {
            return Path.of(TiersTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theTestsAreThere() {
        // guards the rule below against passing on an empty import
        assertTrue(TESTS.contain("org.katro.ui.home.HomeScreenTest"));
        assertEquals(Set.of("screen"), missing(TESTS.get("org.katro.ui.home.HomeScreenTest"), Set.of()),
                "a TestFX class untagged would be caught");
    }

    @Test
    void everyTestThatStartsAWindowAProcessOrAServerIsTaggedSo() {
        Map<String, Set<String>> untagged = new TreeMap<>();
        for (JavaClass c : TESTS) {
            if (c.getPackageName().startsWith("org.katro.bench")) {
                continue; // benchmarks, run by their own profile, never by surefire
            }
            Set<String> missing = missing(c, tags(c));
            if (!missing.isEmpty()) {
                untagged.put(c.getName(), missing);
            }
        }
        assertEquals(Map.of(), untagged, "add @Tag(...) to these classes (or their enclosing class)");
    }

    /**
     * The slow tags that what this class uses calls for and that it has not: what its declaration uses
     * (superclass, annotations, fields) needs the class's tags, what a method or constructor uses (its
     * lambdas' included) needs the class's or that method's.
     */
    private static Set<String> missing(JavaClass c, Set<String> has) {
        Set<String> needed = new TreeSet<>();
        Set<JavaClass> inCode = new HashSet<>();
        for (JavaCodeUnit u : c.getCodeUnits()) {
            Set<JavaClass> used = new HashSet<>(u.getRawParameterTypes());
            u.getAccessesFromSelf().forEach(a -> used.add(a.getTargetOwner()));
            u.getAnnotations().forEach(a -> used.add(a.getRawType()));
            inCode.addAll(used);
            Set<String> here = needs(c, used);
            here.removeAll(methodTags(c, u.getName()));
            needed.addAll(here);
        }
        Set<JavaClass> declared = new HashSet<>();
        c.getDirectDependenciesFromSelf().stream().map(Dependency::getTargetClass)
                .filter(t -> !inCode.contains(t)).forEach(declared::add);
        needed.addAll(needs(c, declared));
        needed.removeAll(has);
        return needed;
    }

    private static Set<String> needs(JavaClass c, Set<JavaClass> used) {
        Set<String> needed = new TreeSet<>();
        for (JavaClass t : used) {
            String target = t.getName();
            STARTS.forEach((start, tag) -> {
                if (target.startsWith(start)) {
                    needed.add(tag);
                }
            });
            if (TESTS.contain(target) && !t.equals(c)) {
                tags(TESTS.get(target)).stream().filter(SLOW::contains).forEach(needed::add);
            }
        }
        return needed;
    }

    /** The tags on the test method of this name, or on the method whose lambda this is ({@code lambda$name$0}). */
    private static Set<String> methodTags(JavaClass c, String name) {
        String method = name.startsWith("lambda$") ? name.split("\\$")[1] : name;
        Set<String> tags = new TreeSet<>();
        Arrays.stream(load(c).getDeclaredMethods()).filter(m -> m.getName().equals(method))
                .forEach(m -> Arrays.stream(m.getAnnotationsByType(Tag.class)).map(Tag::value).forEach(tags::add));
        return tags;
    }

    /** The tags on this class and on the classes it is nested in, which JUnit gives it too. */
    private static Set<String> tags(JavaClass c) {
        Set<String> tags = new TreeSet<>();
        for (Class<?> k = load(c); k != null; k = k.getEnclosingClass()) {
            Arrays.stream(k.getAnnotationsByType(Tag.class)).map(Tag::value).forEach(tags::add);
        }
        return tags;
    }

    private static Class<?> load(JavaClass c) {
        try {
            return Class.forName(c.getName(), false, TiersTest.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
