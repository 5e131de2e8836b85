package org.katro.lesson;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Our texts are our own words: no run of eight words of the lessons, bundles, screens, code or README
 * is one of the source documents', found by the hashes of their runs the project ships
 * ({@link SourceRuns}), on any clone.
 */
class SeedOverlapTest {
    private static final Path SOURCES = Path.of("../shared/seeds");

    @Test
    void noTextRepeatsTheSources() throws Exception {
        Set<Long> runs = SourceRuns.shipped();
        assertTrue(runs.size() > 1_000, "the sources' runs are shipped: " + runs.size());
        List<String> overlaps = SourceRuns.overlaps(Path.of(""), runs);
        assertEquals(List.of(), overlaps.subList(0, Math.min(20, overlaps.size())),
                "places that repeat a source, each a sentence to rewrite in our own words: " + overlaps.size());
    }

    @Test
    void aSentenceOfASourceInABundleIsFound(@TempDir Path project) throws Exception {
        // a made-up source, since the real ones are not here; its run is found however a bundle writes it
        Set<Long> runs = SourceRuns.runs("Les graines tombent une à une dans les trous suivants, jusqu'à la dernière.");
        Path bundle = project.resolve("src/main/resources/org/katro/ui/x/X_fr.properties");
        Files.createDirectories(bundle.getParent());
        Files.writeString(bundle, "sow=Les graines tombent une \\u00E0 une, DANS les trous suivants ; et la fin.\n"
                + "short=Les graines tombent une \u00e0 une dans.\n", StandardCharsets.UTF_8);
        // ten words of the source in a row, escaped and in capitals, said once; seven are not a run
        assertEquals(List.of(Path.of("src/main/resources/org/katro/ui/x/X_fr.properties")
                        + ": \"les graines tombent une \u00e0 une dans les trous suivants\""),
                SourceRuns.overlaps(project, runs));
    }

    @Test
    void theShippedRunsAreTheSourcesRuns() throws Exception {
        Assumptions.assumeTrue(Files.isDirectory(SOURCES), "the source documents are not beside the project");
        Set<Long> sources = SourceRuns.of(SOURCES);
        Set<Long> shipped = SourceRuns.shipped();
        // counts, not the hashes, which would say nothing to a reader
        long missing = sources.stream().filter(h -> !shipped.contains(h)).count();
        long stale = shipped.stream().filter(h -> !sources.contains(h)).count();
        assertTrue(missing == 0 && stale == 0, missing + " runs of the sources are not shipped, " + stale
                + " shipped ones are in no source: write them again with java src/test/java/org/katro/lesson/"
                + "SourceRuns.java ../shared/seeds src/test/resources/org/katro/lesson/" + SourceRuns.RESOURCE);
    }
}
