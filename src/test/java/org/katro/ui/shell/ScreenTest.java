package org.katro.ui.shell;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The places a learner's state holds, as every Katro since the memory has written them, read as screens and written back the same. */
class ScreenTest {
    @Test
    void theStoredPlacesAreReadAsTheirScreensAndWrittenTheSame() {
        Map<String, Screen> stored = Map.of("home", Screen.HOME, "game", Screen.EXPLORER, "play", Screen.PLAY,
                "practice", Screen.PRACTICE, "lesson:rules-1-serpent", Screen.lesson("rules-1-serpent"));
        stored.forEach((place, screen) -> {
            assertEquals(Optional.of(screen), Screen.ofPlace(place), place);
            assertEquals(Optional.of(place), screen.place(), place);
        });
    }

    @Test
    void aPlaceNoScreenHasIsNone() {
        for (String place : List.of("", "HomeView", "Home", "lesson", "lesson:", "home:x", "setup", "staff", "worked-example")) {
            assertEquals(Optional.empty(), Screen.ofPlace(place), place);
        }
    }

    @Test
    void screensNobodyComesBackToHaveNoPlace() {
        for (Screen screen : List.of(Screen.SETUP, Screen.COMPARE, Screen.GLOSSARY, Screen.LEARNERS, Screen.STAFF)) {
            assertEquals(Optional.empty(), screen.place(), screen.toString());
        }
    }

    @Test
    void onlyTheLessonPlayerHasALesson() {
        assertThrows(IllegalArgumentException.class, () -> new Screen(Screen.Kind.HOME, "worked-example"));
        assertThrows(IllegalArgumentException.class, () -> new Screen(Screen.Kind.LESSON, null));
    }
}
