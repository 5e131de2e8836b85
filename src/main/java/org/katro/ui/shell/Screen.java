package org.katro.ui.shell;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * A screen of the app, by what it is: the navigator says which one shows, the memory keeps the one
 * a learner left as a place, and the kiosk knows its home screen and its staff page by it. The
 * lesson player's screen carries its lesson's id.
 *
 * @param lesson the lesson's id on a {@link Kind#LESSON} screen; null on every other
 */
public record Screen(Kind kind, String lesson) {
    /** The kinds of screens; those a learner may come back to have the name their place is stored by. */
    public enum Kind {
        HOME("home"),
        SETUP(null),
        /** the explorer, on any game */
        EXPLORER("game"),
        /** the explorer on a line the solver found: a detour from a game, not a place to come back to */
        LINE(null),
        PLAY("play"),
        /** a finished game looked back at: a detour from the game, not a place to come back to */
        REVIEW(null),
        COMPARE(null),
        LESSON("lesson"),
        PRACTICE("practice"),
        GLOSSARY(null),
        LEARNERS(null),
        STAFF(null),
        /** the lesson editor: its draft comes back from the autosave, not from a stored place */
        EDITOR(null);

        /** the name stored in a learner's state; written by every Katro since the memory came, so never changed */
        private final String place;

        Kind(String place) {
            this.place = place;
        }
    }

    public static final Screen HOME = new Screen(Kind.HOME, null);
    public static final Screen SETUP = new Screen(Kind.SETUP, null);
    public static final Screen EXPLORER = new Screen(Kind.EXPLORER, null);
    public static final Screen PLAY = new Screen(Kind.PLAY, null);
    public static final Screen LINE = new Screen(Kind.LINE, null);
    public static final Screen REVIEW = new Screen(Kind.REVIEW, null);
    public static final Screen COMPARE = new Screen(Kind.COMPARE, null);
    public static final Screen PRACTICE = new Screen(Kind.PRACTICE, null);
    public static final Screen GLOSSARY = new Screen(Kind.GLOSSARY, null);
    public static final Screen LEARNERS = new Screen(Kind.LEARNERS, null);
    public static final Screen STAFF = new Screen(Kind.STAFF, null);
    public static final Screen EDITOR = new Screen(Kind.EDITOR, null);

    /** between a lesson's place and its id: {@code lesson:rules-1-serpent} */
    private static final char LESSON_ID = ':';

    public Screen {
        Objects.requireNonNull(kind);
        if ((kind == Kind.LESSON) != (lesson != null)) {
            throw new IllegalArgumentException("a lesson id on the lesson player's screen, and only there");
        }
    }

    /** The lesson player on the lesson {@code id}. */
    public static Screen lesson(String id) {
        return new Screen(Kind.LESSON, Objects.requireNonNull(id));
    }

    /** The place a learner left, as stored: {@code home}, {@code game}, {@code play}, {@code practice} or {@code lesson:ID}; empty for a screen nobody comes back to. */
    public Optional<String> place() {
        return Optional.ofNullable(kind.place).map(p -> lesson == null ? p : p + LESSON_ID + lesson);
    }

    /** The screen a stored place names; empty for a name no screen has (a newer Katro's, or one typed by hand). */
    public static Optional<Screen> ofPlace(String place) {
        int colon = place.indexOf(LESSON_ID);
        String name = colon < 0 ? place : place.substring(0, colon);
        return Arrays.stream(Kind.values()).filter(k -> name.equals(k.place)).findFirst().flatMap(k -> {
            if (k == Kind.LESSON) {
                return colon < 0 || colon == place.length() - 1 ? Optional.empty()
                        : Optional.of(lesson(place.substring(colon + 1)));
            }
            return colon < 0 ? Optional.of(new Screen(k, null)) : Optional.empty();
        });
    }
}
