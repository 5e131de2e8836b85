package org.katro.lesson;

import org.katro.board.Board;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Hole;
import org.katro.engine.Turn;
import org.katro.solver.Value;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.text.Texts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a lesson shows at each moment, decided once: the lesson player on screen, the web page and
 * the printed worksheet all take their caption, question, verdict, highlights and board from here,
 * so none of them can show what another hides.
 * <p>
 * The caption, its "More", its side note and its highlights are those of the last step picture
 * reached, so they never run ahead of the seeds. A question waits where its lap's seeds are in hand
 * (or where the turn starts, for a question about the board before it); at that event the board
 * hides its answer ({@link Board#question}), while the question waits and before it opens. The
 * lesson's game is replayed once, here.
 */
public final class Presentation {
    private static final String BUNDLE = "org.katro.lesson.Reveal";

    /** How a question was settled, for the verdict's words, icon and outline. */
    public enum Verdict {
        NONE, RIGHT,
        /** a first wrong answer: the rule that decides it, in the learner's case; another try */
        TRY_AGAIN,
        /** a second wrong answer: the board points at what to look at, never the answer; a last try */
        LOOK,
        WRONG, SHOWN;

        /** Whether the question is still open after this verdict. */
        public boolean tryAgain() {
            return this == TRY_AGAIN || this == LOOK;
        }
    }

    /**
     * What is shown at one event.
     *
     * @param reached  the step whose picture was reached last: its caption is shown
     * @param asking   the step whose question waits here, or -1
     * @param captionKey the key of the caption shown, that of step {@code reached} (the name of its
     *                 recordings), empty when no caption shows: two steps with the same words keep
     *                 their own keys
     * @param more     the caption's longer explanation, empty when it has none
     * @param note     the side note, empty when it has none
     * @param question the waiting question as asked, empty when none waits
     * @param board    the board, with the reached step's holes pointed out and, while a question
     *                 waits, nothing of its answer
     */
    public record Moment(int reached, int asking, String caption, String captionKey, String more, String note, String question,
            Board board) {
    }

    /**
     * One tap a faded step waits for: at cursor index {@code at}, the hole the learner taps (where the
     * seed falls, or where the turn ends); the tap moves the cursor to {@code to}. {@code path} is the
     * lap's holes up to that seed, drawn on the board when the tap was wrong; {@code lap} the lap's number
     * in its turn.
     */
    public record Sowing(int step, Step.Fade fade, int at, Hole hole, int to, List<Hole> path, int lap) {
        public Sowing {
            path = List.copyOf(path);
        }
    }

    private final Lesson lesson;
    private final GameCursor game;
    /** the taps the faded steps wait for, in the game's order */
    private final List<Sowing> sowings;
    /** each step's question as the engine answers it; null for a step without one */
    private final Reveal[] reveals;
    /** the turn each step's claim (wins, loses) is about, as the loader proved it; null for a step without one */
    private final Turn[] claimed;
    /**
     * for each step asking for a front row, the first event at which the row asked for is already that
     * side's front row (the board's own marks would tell it from there on); -1 for the other steps
     */
    private final int[] frontRowKnown;

    /** Replays {@code lesson}'s game and works out each question's answer. */
    public Presentation(Lesson lesson) {
        this.lesson = lesson;
        this.game = lesson.cursor();
        reveals = new Reveal[lesson.getSteps().size()];
        for (int i = 0; i < reveals.length; i++) {
            Question q = lesson.getSteps().get(i).getQuestion();
            // the loader has checked every question against the engine
            reveals[i] = q == null ? null : q.reveal(game, lesson.stepStart(i)).orElseThrow();
        }
        frontRowKnown = new int[reveals.length];
        int at = game.index();
        for (int i = 0; i < reveals.length; i++) {
            frontRowKnown[i] = reveals[i] != null && reveals[i].kind() == Question.Kind.FRONT_ROW
                    ? frontRowSince(game, reveals[i]) : -1;
        }
        // the cursor where the lesson gave it: its game is seen from there
        game.seek(at);
        sowings = sowings(lesson, game.events());
        claimed = new Turn[reveals.length];
        for (int i = 0; i < claimed.length; i++) {
            if (lesson.getSteps().get(i).claim().isPresent()) {
                claimed[i] = turnOf(game, lesson.stepStart(i)).orElseThrow();
            }
        }
    }

    /** The first event at which {@code r}'s side has the front row it has where {@code r} asks for it. */
    private static int frontRowSince(GameCursor game, Reveal r) {
        int side = r.turn().side().ordinal();
        game.seek(r.askAt());
        int asked = Board.at(game).frontRows()[side];
        int k = 0;
        for (; k < r.askAt(); k++) {
            game.seek(k);
            if (Board.at(game).frontRows()[side] == asked) {
                break;
            }
        }
        return k;
    }

    /** The turn event {@code from} belongs to: the one a step starting there shows, and its claim is about. */
    static Optional<Turn> turnOf(GameCursor game, int from) {
        int t = Collections.binarySearch(game.turnStarts(), from);
        t = t >= 0 ? t : -t - 2;
        return t < 0 || t >= game.turns().size() ? Optional.empty() : Optional.of(game.turns().get(t));
    }

    /** What step {@code step} claims its turn's move is worth, in a sentence; empty when it claims nothing. */
    public String worth(int step, Language language) {
        Turn turn = claimed[step];
        if (turn == null) {
            return "";
        }
        Value v = lesson.getSteps().get(step).claim().orElseThrow();
        Texts texts = new Texts(language, BUNDLE);
        Narrator narrator = new Narrator(language);
        return texts.text(v.kind() == Value.Kind.WIN ? "worth.wins" : "worth.loses",
                turn.before().toMove().symbol() + turn.move().toString(), v.turns(),
                narrator.player(turn.before().toMove().opponent()), narrator.player(turn.before().toMove()));
    }

    public Lesson lesson() {
        return lesson;
    }

    /**
     * The taps the lesson's faded steps wait for: each seed of a step sown seed by seed, the last seed of
     * one whose last seed only is sown, and where the turn ends, right after the lift, for the outcome.
     */
    private static List<Sowing> sowings(Lesson lesson, List<Event> events) {
        List<Sowing> out = new ArrayList<>();
        for (int i = 0; i < lesson.getSteps().size(); i++) {
            Step.Fade fade = lesson.getSteps().get(i).fading().orElse(null);
            if (fade == null) {
                continue;
            }
            List<Integer> seeds = new ArrayList<>();
            List<Hole> path = new ArrayList<>();
            List<List<Hole>> paths = new ArrayList<>();
            for (int e = lesson.stepStart(i); e < lesson.getSteps().get(i).getAt(); e++) {
                if (events.get(e) instanceof Event.Sow sow) {
                    seeds.add(e);
                    path.add(sow.hole());
                    paths.add(List.copyOf(path));
                }
            }
            int last = seeds.get(seeds.size() - 1);
            Event.Sow end = (Event.Sow) events.get(last);
            switch (fade) {
                case SEEDS -> {
                    for (int k = 0; k < seeds.size(); k++) {
                        int e = seeds.get(k);
                        Event.Sow sow = (Event.Sow) events.get(e);
                        out.add(new Sowing(i, fade, e, sow.hole(), e + 1, paths.get(k), sow.lap()));
                    }
                }
                case LAST -> out.add(new Sowing(i, fade, last, end.hole(), last + 1, paths.get(paths.size() - 1),
                        end.lap()));
                // the whole turn: its end tapped before a seed falls
                case OUTCOME -> out.add(new Sowing(i, fade, seeds.get(0), end.hole(), last + 1,
                        paths.get(paths.size() - 1), end.lap()));
            }
        }
        return List.copyOf(out);
    }

    /** The taps the lesson's faded steps wait for, in the game's order: the laps the learner sows. */
    public List<Sowing> sowings() {
        return sowings;
    }

    /** The taps step {@code step} waits for, in order: empty for a step that does not fade. */
    public List<Sowing> sowings(int step) {
        return sowings.stream().filter(w -> w.step() == step).toList();
    }

    /**
     * The tap of a faded step whose lap is on its way at event {@code k} (from the step's start to the
     * tap): there the board draws no path ahead nor capture marks, which would tell where the seeds fall.
     */
    public Optional<Sowing> fadedAt(int k) {
        return sowings.stream().filter(w -> lesson.stepStart(w.step()) <= k && k <= w.at()).findFirst();
    }

    /**
     * {@code board}, shown at event {@code k}, without the path ahead while a faded step's lap is on its
     * way ({@link #fadedAt}); the picture of the step before, where it starts, keeps its marks unless
     * seeds are already in hand there.
     */
    public Board hidingSowing(int k, Board board) {
        return fadedAt(k).filter(w -> k > lesson.stepStart(w.step()) || board.hand() > 0).isPresent()
                ? board.question(null, null, false) : board;
    }

    /**
     * What is shown where {@code w}'s tap waits, on the page and on paper: the board before the seed
     * falls, nothing of where it falls, the hole the lap's seeds came from with the way they go; with
     * one seed in hand that way's arrow would point at the very hole asked for, so it goes (said in
     * words instead). Its question is the line a question about a lap starts with: who holds how many
     * seeds from which hole.
     */
    public Moment sowing(Sowing w, Language language, Reveal.Medium medium) {
        Moment m = seek(w.at(), -1, language, medium);
        Board b = m.board();
        Event.Pick pick = null;
        for (Event e : game.events().subList(0, w.at())) {
            pick = e instanceof Event.Pick p ? p : pick;
        }
        Board shown = b.hand() > 1 && pick != null ? b.question(pick.hole(), pick.direction(), false)
                : b.question(null, null, false);
        String holding = pick == null ? "" : Reveal.holding(pick, b.hand(), b.hand() <= 1, language);
        return new Moment(m.reached(), -1, m.caption(), m.captionKey(), m.more(), m.note(), holding, shown);
    }

    /** The lesson's game, replayed once: the screen steps through it, the page and the paper seek in it. */
    public GameCursor game() {
        return game;
    }

    /** Step {@code step}'s question as the engine answers it, or null. */
    public Reveal reveal(int step) {
        return reveals[step];
    }

    // ---------------------------------------------------------------- the question gate
    // The lesson player, the attract loop (through the player) and the web page's table all ask here
    // which question waits and until when its answer stays hidden; none decides it again.

    /** The first step whose question, not among {@code answered}, waits at an event from {@code from} to {@code to}; -1 for none. */
    public int waiting(int from, int to, Set<Integer> answered) {
        for (int i = 0; i < reveals.length; i++) {
            if (reveals[i] != null && !answered.contains(i) && reveals[i].askAt() >= from
                    && reveals[i].askAt() <= to) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The step whose question stops the way forward from event {@code from} to {@code to}, not among
     * {@code answered}; -1 when the way is clear. A question waiting at the picture its way arrives at
     * lets it through: the picture is shown first, and the question opens with the next step on.
     */
    public int stops(int from, int to, Set<Integer> answered) {
        int j = waiting(from, to, answered);
        return j >= 0 && reveals[j].askAt() == to && to > from && waitsAtPicture(j) ? -1 : j;
    }

    /**
     * The step whose question opens on arriving at event {@code k}, not among {@code answered}; -1 for
     * none (a question at the picture of the step before opens with the next step on, not on arrival).
     */
    public int opens(int k, Set<Integer> answered) {
        int j = waiting(k, k, answered);
        return j >= 0 && !waitsAtPicture(j) ? j : -1;
    }

    /**
     * The step among {@code answered} whose answer is still shown at event {@code k}: asked at or
     * before it, its lap not yet over (its step's picture not passed); the latest such; -1 for none.
     */
    public int answerShown(int k, Set<Integer> answered) {
        int shown = -1;
        for (int j : answered) {
            if (reveals[j] != null && reveals[j].askAt() <= k && k <= lesson.getSteps().get(j).getAt() && j > shown) {
                shown = j;
            }
        }
        return shown;
    }

    /** The steps whose questions wait at event index {@code k}. */
    public Set<Integer> askedAt(int k) {
        Set<Integer> out = new java.util.HashSet<>();
        for (int i = 0; i < reveals.length; i++) {
            if (reveals[i] != null && reveals[i].askAt() == k) {
                out.add(i);
            }
        }
        return out;
    }

    /**
     * What is shown at event index {@code k}, where the game's board is {@code board}, with the
     * question of step {@code asking} waiting (-1 for none), asked as on {@code medium}, and no question
     * answered yet.
     */
    public Moment at(Board board, int k, int asking, Language language, Reveal.Medium medium) {
        return at(board, k, asking, Set.of(), language, medium);
    }

    /**
     * What is shown at event index {@code k}, as {@link #at(Board, int, int, Language, Reveal.Medium)},
     * the questions of the steps in {@code settled} being answered: their boards show what they hid.
     */
    public Moment at(Board board, int k, int asking, Set<Integer> settled, Language language, Reveal.Medium medium) {
        LessonText text = lesson.text(language.locale());
        int reached = lesson.reachedAt(k);
        Step shown = lesson.getSteps().get(reached);
        // a caption tells the board of its step's picture (and what it invites to watch): once a seed
        // of the next lap has fallen, or seeds are lifted from a hole it does not name, it would speak
        // of a board no longer shown (rules-1's "South lifts the three seeds of S2" while North lifts
        // N3; rules-7's intro, which gave away where the single seed falls, over its question), so only
        // the narration speaks, and the holes the caption pointed out are no longer pointed out; a
        // caption that names the hole lifted tells that lift ("South plays the two seeds of S1") and
        // stays, but not over captured seeds lifted to be sown on ("S7, which now holds four" while S7
        // is emptied into the hand)
        String caption = text.get(shown.getCaption());
        boolean told = game.events().subList(Math.min(shown.getAt(), k), k).stream()
                .noneMatch(e -> e instanceof Event.Sow || e instanceof Event.Pick p
                        && (p.reason() == Event.PickReason.AFTER_CAPTURE || !names(caption, p.hole())));
        Set<Hole> pointed = Set.copyOf(shown.highlights(board.geometry()));
        Board b = told ? board.highlighting(pointed) : board;
        // the capturing seed already marks what it will take; a lesson told in captions alone (the
        // visitor track) has no sentence for that seed, so its marks come with the capture's caption
        if (!lesson.narrated() && k > 0 && game.events().get(k - 1) instanceof Event.Sow) {
            b = b.withoutCapture();
        }
        String question = "";
        if (asking >= 0) {
            // the open question's board points out no hole: those of the step before belong to its
            // caption, and one may be the answer (the worked example's landing question after "the two
            // seeds of N6 join S5" ringed N6 as if to tap it)
            b = hiding(b, reveals[asking]).highlighting(Set.of());
            question = reveals[asking].question(language, medium);
        }
        // where a question not yet answered is asked, its board hides the answer before the question
        // opens too: the picture of the step before it is shown at that same event first
        // (waitsAtPicture), on the screen and on paper, and would show the path ahead of the lap asked about
        for (int i = 0; i < reveals.length; i++) {
            if (i == asking || settled.contains(i)) {
                continue;
            }
            if (reveals[i] != null && reveals[i].askAt() == k) {
                b = hiding(b, reveals[i]);
            }
            // the row asked for is not marked on the way to its question either, once it is that row
            if (frontRowKnown[i] >= 0 && k >= frontRowKnown[i] && k < reveals[i].askAt()) {
                b = b.withoutFrontRows();
            }
        }
        if (!told) {
            return new Moment(reached, asking, "", "", "", "", question, b);
        }
        // a proved claim of the step is said with its side note
        String note = (text.find(shown.getNote()).orElse("") + " " + worth(reached, language)).strip();
        return new Moment(reached, asking, caption, shown.getCaption(), text.find(shown.getMore()).orElse(""),
                note, question, b);
    }

    /** Whether {@code caption} names {@code hole} ("S6", the same in every language). */
    private static boolean names(String caption, Hole hole) {
        return Pattern.compile("\\b" + hole.name() + "\\b").matcher(caption).find();
    }

    /**
     * {@code board} as it shows while {@code r}'s question waits: nothing of its answer. With a single
     * seed in hand the arrow on the hole played would point at the very hole asked for, so the way is
     * said in the question's words instead ({@link Reveal#question}).
     */
    private static Board hiding(Board board, Reveal r) {
        Hole played = r.kind().beforeTurn() ? null : r.lap().pick().hole();
        Board hidden = board.question(played, r.lap().pick().direction(), r.kind() == Question.Kind.FRONT_ROW);
        return r.singleSeed() ? hidden.choosing(Set.of(), played, Set.of()) : hidden;
    }

    /**
     * The board of step {@code step}'s open question on the ladder's second rung ({@link Verdict#LOOK}):
     * the holes to look at pointed out, never the answer.
     */
    public Board pointing(Board asking, int step) {
        return asking.highlighting(reveals[step].lookAt());
    }

    /**
     * Whether step {@code step}'s question waits just where the step before it ends: that step's
     * picture and caption are shown first, and the question opens with the next step on, so that one
     * step on never passes a step unseen.
     */
    public boolean waitsAtPicture(int step) {
        return step > 0 && reveals[step] != null && reveals[step].askAt() == lesson.stepStart(step);
    }

    /** The board at event index {@code k} as {@link #at} shows it, the lesson's game moved there. */
    public Moment seek(int k, int asking, Language language, Reveal.Medium medium) {
        game.seek(k);
        return at(Board.at(game), k, asking, language, medium);
    }

    /**
     * The verdict on step {@code step}'s question, {@code given} being the last answer, in a sentence or
     * two: right or not and what the answer meant; a first wrong answer also gets where to look and the
     * rule. Why the answer is right is {@link #why}, kept apart so that the verdict stays short.
     */
    public String verdict(int step, Verdict how, String given, Language language) {
        Reveal r = reveals[step];
        Texts texts = new Texts(language, BUNDLE);
        return switch (how) {
            case NONE -> "";
            case TRY_AGAIN -> texts.text("verdict.wrong") + " " + r.hint(given, language, ownHint(step, given, language))
                    + (r.kind().yesNo() ? "" : " " + texts.text("tryAgain"));
            case LOOK -> texts.text("verdict.wrong") + " " + r.look(language) + (r.kind().yesNo() ? "" : " " + texts.text("tryAgain"));
            case SHOWN -> r.shown(language);
            case RIGHT, WRONG -> texts.text(how == Verdict.RIGHT ? "verdict.right" : "verdict.wrong") + " "
                    + r.response(given, language);
        };
    }

    /**
     * The curator's hint for the kind of wrong answer {@code given} is, in {@code language} (English
     * where it has none of its own); null where the lesson leaves that kind to the engine's hint.
     */
    private String ownHint(int step, String given, Language language) {
        Question q = lesson.getSteps().get(step).getQuestion();
        return reveals[step].mistake(given).map(q.getHints()::get)
                .map(key -> lesson.text(language.locale()).get(key)).orElse(null);
    }

    /**
     * Why step {@code step}'s answer is right, with the lesson's own explanation: shown once the
     * question is over ({@code how} neither NONE nor TRY_AGAIN), behind the verdict; empty before.
     */
    public String why(int step, Verdict how, Language language) {
        if (how == Verdict.NONE || how.tryAgain()) {
            return "";
        }
        String explain = lesson.getSteps().get(step).getQuestion().getExplain();
        String why = reveals[step].why(language);
        return explain == null ? why : why + " " + lesson.text(language.locale()).get(explain);
    }

    /** The answer to step {@code step}'s question and why, in full: the page's answer and the paper's key. */
    public String answer(int step, Language language) {
        return verdict(step, Verdict.SHOWN, null, language) + " " + why(step, Verdict.SHOWN, language);
    }
}
