package org.katro.lesson;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.katro.board.Board;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Words that match the board (issues 44 and 46): every event of every shipped lesson, the visitor
 * track included, is shown as the lesson shows it, and the claims of the caption then on screen are
 * compared with the board at that event: which hole is lifted and by which side, whether a capture
 * is shown and from where, which hole a last seed fell in, what the captured seeds do next. No
 * caption may speak of a moment already past or still to come.
 */
class CaptionsMatchTheBoardTest {
    /** "South lifts the three seeds of S2", "North sows two seeds from N5", "plays the single seed of S9" */
    private static final Pattern LIFTS = Pattern.compile(
            "\\b(South|North) (?:now )?(lifts|sows|plays)\\b[^.:;]*?\\b(?:of|from) ([SN]\\d+)");
    /** The lessons a newcomer starts with: they say whose side is whose before they name a hole. */
    private static final Set<String> FIRST = Set.of("visitor", "worked-example", "rules-1-serpent");
    private static final Pattern HOLE = Pattern.compile("\\b[SN]\\d+\\b");
    private static LessonLibrary library;

    @BeforeAll
    static void load() {
        library = LessonLoader.load(List.of(LessonSource.bundled()));
        assertEquals(List.of(), library.problems());
    }

    /** Every event of every lesson, as shown, with the caption on screen and the board. */
    private record Shown(Lesson lesson, int k, Presentation.Moment moment, GameCursor game) {
        String where() {
            return lesson.id() + " event " + k + " (step " + (moment.reached() + 1) + "): \"" + moment.caption() + "\"";
        }
    }

    private static List<Shown> walk() {
        List<Shown> out = new ArrayList<>();
        for (Lesson lesson : library.lessons()) {
            Presentation p = new Presentation(lesson);
            GameCursor game = p.game();
            for (int k = 0; k <= game.size(); k++) {
                Set<Integer> asked = p.askedAt(k);
                int asking = asked.isEmpty() || asked.stream().anyMatch(p::waitsAtPicture) ? -1 : asked.iterator().next();
                Presentation.Moment m = p.seek(k, asking, Language.ENGLISH, Reveal.Medium.SCREEN);
                out.add(new Shown(lesson, k, m, game));
            }
        }
        return out;
    }

    /** The last lift at or before event {@code k}, or null. */
    private static Event.Pick lastPick(GameCursor game, int k) {
        for (int i = k - 1; i >= 0; i--) {
            if (game.events().get(i) instanceof Event.Pick p) {
                return p;
            }
        }
        return null;
    }

    @Test
    void aCaptionThatSaysWhoLiftsWhatShowsThatLap() {
        List<String> wrong = new ArrayList<>();
        for (Shown s : walk()) {
            Matcher m = LIFTS.matcher(s.moment().caption());
            if (!m.find()) {
                continue;
            }
            Event.Pick pick = lastPick(s.game(), s.k());
            String side = m.group(1);
            String hole = m.group(3);
            // the lift said is the one under way, or the very next event (a caption before its lap);
            // "lifts" is the moment of the lift, not a lap already sown ("South lifts the five seeds of
            // S6" over the finished lap, S6 empty and N6 marked for the capture)
            boolean next = s.k() < s.game().size() && s.game().events().get(s.k()) instanceof Event.Pick p
                    && p.hole().name().equals(hole);
            boolean under = pick != null && pick.hole().name().equals(hole)
                    && pick.player().name().equalsIgnoreCase(side)
                    && (!m.group(2).equals("lifts") || s.game().events().get(s.k() - 1) == pick);
            // "sows" and "plays" tell a lap of the step shown, which relays may have carried on
            Step step = s.lesson().getSteps().get(s.moment().reached());
            boolean told = !m.group(2).equals("lifts") && s.game().events()
                    .subList(s.lesson().stepStart(s.moment().reached()), step.getAt()).stream()
                    .anyMatch(e -> e instanceof Event.Pick p && p.hole().name().equals(hole));
            under |= told;
            if (!next && !under) {
                wrong.add(s.where() + " while the board shows " + (pick == null ? "no lift" : pick.hole().name() + " lifted"));
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void captureMarksComeWithTheirCaption() {
        List<String> wrong = new ArrayList<>();
        for (Shown s : walk()) {
            Board b = s.moment().board();
            if (b.captureFrom() == null) {
                continue;
            }
            String caption = s.moment().caption();
            String from = b.captureFrom().name();
            // a lesson told in captions alone names the hole taken in the caption over its marks; with a
            // narration, the capturing seed's sentence says it, and a caption over it names or points at it
            boolean said = s.lesson().narrated()
                    ? caption.isEmpty() || caption.contains(from) || b.highlighted().contains(b.captureFrom())
                    : caption.contains(from);
            if (!said) {
                wrong.add(s.where() + " while the board marks the capture of " + b.captureFrom().name());
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** The first time a lesson sows captured seeds on, the caption says so, from the hole that captured. */
    @Test
    void aCaptionOverCapturedSeedsSownOnSaysSo() {
        List<String> wrong = new ArrayList<>();
        Set<String> seen = new java.util.HashSet<>();
        for (Shown s : walk()) {
            String caption = s.moment().caption().toLowerCase(Locale.ROOT);
            if (caption.isEmpty() || s.k() == 0 || !(s.game().events().get(s.k() - 1) instanceof Event.Pick p)
                    || p.reason() != Event.PickReason.AFTER_CAPTURE || !seen.add(s.lesson().id())) {
                // the first time captured seeds are sown on in a lesson is where it must say so
                continue;
            }
            if (!(caption.contains("sow") && caption.contains("captur") && caption.contains(p.hole().name().toLowerCase(Locale.ROOT)))) {
                wrong.add(s.where() + " while the captured seeds are lifted from " + p.hole().name() + " to be sown on");
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void aCaptionAboutAnEmptyHolePointsAtIt() {
        List<String> wrong = new ArrayList<>();
        for (Shown s : walk()) {
            String caption = s.moment().caption();
            if (!caption.contains("empty hole") || s.k() == 0 || !(s.game().events().get(s.k() - 1) instanceof Event.TurnEnd)) {
                continue;
            }
            Event.Sow last = null;
            for (int i = s.k() - 1; last == null && i >= 0; i--) {
                last = s.game().events().get(i) instanceof Event.Sow w && w.endsLap() ? w : null;
            }
            if (last != null && !s.moment().board().highlighted().contains(last.hole())) {
                wrong.add(s.where() + " without pointing at " + last.hole().name());
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theSidesAreNamedBeforeAnyHole() {
        List<String> wrong = new ArrayList<>();
        for (Lesson lesson : library.lessons()) {
            if (!FIRST.contains(lesson.id())) {
                continue;
            }
            LessonText text = lesson.text(Locale.ENGLISH);
            boolean sides = false;
            for (Step step : lesson.getSteps()) {
                String caption = text.get(step.getCaption());
                if (!sides && HOLE.matcher(caption).find()
                        && !(caption.contains("South") && caption.contains("North"))) {
                    wrong.add(lesson.id() + " step " + (lesson.getSteps().indexOf(step) + 1) + ": \"" + caption + "\"");
                }
                sides |= caption.contains("South") && caption.contains("North");
            }
        }
        assertEquals(List.of(), wrong);
    }

    /**
     * A caption shown once seeds are lifted (a question waiting with them in hand, or the next lap
     * starting) speaks of that lift: it names the hole they come from. Rules-1 read "South lifts the
     * three seeds of S2" while North lifted N3, and rules-7 gave the answer of its single seed's
     * question in the caption left over the question.
     */
    @Test
    void aCaptionOverALiftNamesTheHoleLifted() {
        List<String> wrong = new ArrayList<>();
        for (Shown s : walk()) {
            Event.Pick pick = s.k() == 0 ? null : lastPick(s.game(), s.k());
            int at = s.lesson().getSteps().get(s.moment().reached()).getAt();
            if (s.moment().caption().isEmpty() || pick == null || s.game().events().indexOf(pick) < at) {
                continue;
            }
            if (!HOLE.matcher(s.moment().caption()).results().map(r -> r.group()).toList().contains(pick.hole().name())) {
                wrong.add(s.where() + " while " + pick.hole().name() + " is lifted");
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void perfectPlayIsToldInWordsTheNotationBesideIt() {
        Lesson worked = library.byId("worked-example").orElseThrow();
        Presentation p = new Presentation(worked);
        String said = p.worth(1, Language.ENGLISH);
        assertTrue(said.startsWith("With this move, South can always win, whatever North does: in 9 turns"), said);
        assertTrue(said.endsWith("(Perfect play: S1+.)"), said);
    }
}
