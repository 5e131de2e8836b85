package org.katro.app;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The station's compiler directives (src/build/station-directives.json, which bin/katro and the .deb's
 * launcher give their Java): the VM takes the file; under it a station start compiles no code of its
 * screens, nor JavaFX's scene graph, CSS and controls, with C2, which sooner shows the first frame
 * (JavaFX's drawing may still reach C2), while the engine still reaches C2, so the computer searches
 * as deep in its time. Each is a JVM started with the file and its compilations printed. What reaches
 * C2 is the JIT's own behaviour, so these run under {@code mvn test -Psoak}, not in the default build.
 */
@Tag("process")
@Tag("soak")
class StationDirectivesTest {
    private static final Path DIRECTIVES = Path.of("src/build/station-directives.json");
    /** a PrintCompilation line: time, id, flags, tier, then the method as Class::name */
    private static final Pattern COMPILED = Pattern.compile("^\\s*\\d+\\s+\\d+\\s+[%sbn! ]*([0-4])\\s+([\\w.$/]+)::");

    @TempDir
    Path dir;

    @Test
    void aStationStartUnderTheDirectivesGivesNoScreenCodeToC2() throws Exception {
        // the default thresholds, lower than the image's: without the directives, JavaFX's CSS code reaches C2 here
        List<String> station = new ArrayList<>(ChildJvm.HEADLESS);
        station.addAll(List.of("-Dkatro.timing=true", "-Dkatro.training=true", Launcher.class.getName(),
                "--data=" + dir.resolve("data")));
        List<String[]> compiled = compiled(station);
        assertTrue(compiled.stream().anyMatch(c -> c[0].equals("3") && c[1].startsWith("javafx.")),
                "C1 still compiles JavaFX's code");
        List<String> screens = compiled.stream()
                .filter(c -> c[0].equals("4") && (c[1].startsWith("javafx.") || c[1].startsWith("com.sun.javafx.css.")
                        || c[1].startsWith("com.sun.javafx.scene.") || c[1].startsWith("org.katro.ui.")
                        || c[1].startsWith("org.katro.lesson.")))
                .map(c -> c[1]).toList();
        assertEquals(List.of(), screens, "given to C2");
    }

    @Test
    void theEngineStillReachesC2UnderThem() throws Exception {
        List<String[]> compiled = compiled(List.of("org.katro.cli.Main", "bench", "--rules", "fianarantsoa", "--games", "3000"));
        assertTrue(compiled.stream().anyMatch(c -> c[0].equals("4") && c[1].startsWith("org.katro.engine.")),
                "an engine method compiled by C2");
    }

    /** The tier and class of each compilation of a JVM run with the directives and these arguments, once it ended. */
    private List<String[]> compiled(List<String> arguments) throws IOException, InterruptedException {
        List<String> options = new ArrayList<>(List.of("-XX:+UnlockDiagnosticVMOptions",
                "-XX:CompilerDirectivesFile=" + DIRECTIVES.toAbsolutePath(), "-XX:+PrintCompilation"));
        options.addAll(arguments);
        List<String> lines = ChildJvm.run(dir.resolve("stdout.txt"), options);
        assertTrue(lines.stream().anyMatch(l -> l.contains("compiler directives added")), "the VM took the directives");
        List<String[]> compiled = new ArrayList<>();
        for (String line : lines) {
            Matcher m = COMPILED.matcher(line);
            // a method made not compilable at a tier is not compiled there
            if (m.find() && !line.contains("made not compilable")) {
                compiled.add(new String[] {m.group(1), m.group(2).replace('/', '.')});
            }
        }
        return compiled;
    }
}
