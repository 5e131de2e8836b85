package org.katro.ui.staff;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.LessonLibrary;
import org.katro.store.Store;
import org.katro.store.Visits;
import org.katro.text.Language;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The staff page's export writes its own file and nothing a link at its name points to. */
class StaffExportTest {
    @TempDir
    Path data;

    @Test
    void theExportReplacesALinkAtItsNameAndNeverWritesWhereItPoints() throws Exception {
        Path outside = Files.createTempFile("katro-outside", ".csv");
        try (Store store = Store.open(Store.Target.sqlite(data, "hall"), note -> { }, Runnable::run, () -> 0)) {
            Files.writeString(outside, "precious");
            Visits visits = new Visits(store);
            visits.started("v1", 86_400_000L * 20_000);
            Path export = data.resolve("katro-visits-" + LocalDate.now(ZoneOffset.UTC) + ".csv");
            Files.createSymbolicLink(export, outside);
            StaffViewModel vm = new StaffViewModel(Language.ENGLISH, Runnable::run, Runnable::run, visits,
                    new LessonLibrary(List.of(), List.of()), data, ZoneOffset.UTC);
            vm.export();
            assertEquals("precious", Files.readString(outside));
            assertFalse(Files.isSymbolicLink(export));
            assertTrue(Files.readString(export).contains("\"2024-10-04\",\"1\""), Files.readString(export));
        } finally {
            Files.deleteIfExists(outside);
        }
    }
}
