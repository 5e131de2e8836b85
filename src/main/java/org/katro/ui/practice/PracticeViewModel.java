package org.katro.ui.practice;

import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ChangeListener;
import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.hint.LapCase;
import org.katro.hint.Rule;
import org.katro.lesson.Lesson;
import org.katro.lesson.Presentation.Verdict;
import org.katro.lesson.Reveal;
import org.katro.practice.Difficulty;
import org.katro.practice.Kind;
import org.katro.practice.PracticeQuestion;
import org.katro.practice.Puzzle;
import org.katro.practice.PuzzleMaker;
import org.katro.practice.QuestionMaker;
import org.katro.practice.Review;
import org.katro.solver.Analysis.MoveValue;
import org.katro.ui.shell.BackgroundJob;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.text.Texts;
import org.katro.board.Board;
import org.katro.ui.session.GameSession;
import org.katro.ui.session.Stepping;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Endless practice: one question at a time on a move from a random game, graded by the engine,
 * explained by playing the move's first lap, and harder after a run of right answers. While a
 * question waits, the board shows the position and the move only: nothing of the lap ahead.
 */
public final class PracticeViewModel {
    /** One answer to choose on a button: what is graded, and what the button says. */
    public record Choice(String answer, String label) {
    }

    /** The word {@link #streak()} keeps when no ruleset is pinned. */
    private static final String ANY = "any";
    /** Right answers in a row that raise the difficulty. */
    public static final int RUN = 3;
    /** Questions in a row not answered right at the first try that lower it. */
    public static final int MISSES = 2;
    /** The count buttons go up to this; questions whose capture takes more are not asked on screen. */
    public static final int MOST_COUNTED = 20;

    private final QuestionMaker maker;
    private final PuzzleMaker puzzleMaker;
    /** makes the next puzzle; a new one, or leaving the puzzles, drops the one under way */
    private final BackgroundJob making;
    private final BooleanProperty puzzles = new SimpleBooleanProperty(this, "puzzles");
    private final IntegerProperty puzzleTurns = new SimpleIntegerProperty(this, "puzzleTurns", Puzzle.LEVELS.get(0));
    /** the one ruleset questions and puzzles are asked under, or null for all of them in turn */
    private final ObjectProperty<Ruleset> pinned = new SimpleObjectProperty<>(this, "pinned");
    private final ReadOnlyObjectWrapper<Puzzle> puzzle = new ReadOnlyObjectWrapper<>(this, "puzzle");
    /** plays the first lap once the question is answered */
    private final Stepping lap = new Stepping();
    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language");
    private final ReadOnlyObjectWrapper<PracticeQuestion> question = new ReadOnlyObjectWrapper<>(this, "question");
    private final ReadOnlyObjectWrapper<Board> board = new ReadOnlyObjectWrapper<>(this, "board");
    private final ReadOnlyObjectWrapper<Difficulty> difficulty =
            new ReadOnlyObjectWrapper<>(this, "difficulty", Difficulty.FIRST);
    private final ReadOnlyBooleanWrapper answered = new ReadOnlyBooleanWrapper(this, "answered");
    private final ReadOnlyBooleanWrapper right = new ReadOnlyBooleanWrapper(this, "right");
    private final ReadOnlyBooleanWrapper tryAgain = new ReadOnlyBooleanWrapper(this, "tryAgain");
    private final ReadOnlyBooleanWrapper lapShown = new ReadOnlyBooleanWrapper(this, "lapShown");
    /** a puzzle's answer is being played out on the board */
    private final ReadOnlyBooleanWrapper showingAnswer = new ReadOnlyBooleanWrapper(this, "showingAnswer");
    /** the answers offered on buttons of their own: a yes/no question's reasons after a wrong answer, a lesson question's answers */
    private final ReadOnlyObjectWrapper<List<Choice>> choices = new ReadOnlyObjectWrapper<>(this, "choices", List.of());
    /** the lesson's question asked again, null while practice asks its own */
    private final ReadOnlyObjectWrapper<Reveal> lessonQuestion = new ReadOnlyObjectWrapper<>(this, "lessonQuestion");
    private final ReadOnlyIntegerWrapper countLimit = new ReadOnlyIntegerWrapper(this, "countLimit");
    private final ReadOnlyStringWrapper questionText = new ReadOnlyStringWrapper(this, "questionText");
    private final ReadOnlyStringWrapper feedback = new ReadOnlyStringWrapper(this, "feedback", "");
    private final ReadOnlyStringWrapper explanation = new ReadOnlyStringWrapper(this, "explanation", "");
    private final ReadOnlyStringWrapper narration = new ReadOnlyStringWrapper(this, "narration", "");
    private final ReadOnlyStringWrapper score = new ReadOnlyStringWrapper(this, "score");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title");
    /** the line {@link #streak()} gives, each time it changes */
    private final ReadOnlyStringWrapper kept = new ReadOnlyStringWrapper(this, "kept");
    /** the board follows the lap being played, once the question is answered */
    private final ChangeListener<Board> followLap = (obs, old, now) -> board.set(now);
    private final ChangeListener<String> followNarration = (obs, old, now) -> {
        narration.set(now);
        // each seed's sentence stays long enough to be read
        lap.shows(now, false);
    };

    private Texts texts;
    private GameSession game;
    /** the step just after the first lap's last seed and its captures */
    private int lapEnd;
    private String given;
    /** a puzzle's answer: the hole tapped, then the move once a way is chosen */
    private Hole chosen;
    private Move givenMove;
    /** questions on a move asked, and answered right at the first try */
    private int asked;
    private int rightAnswers;
    /** puzzles asked, and solved at the first try: counted apart from the questions */
    private int puzzlesAsked;
    private int puzzlesSolved;
    private int inARow;
    private int missedInARow;
    /** missed items due again (see {@link #review}), asked before any other question */
    private final Deque<Review> due = new ArrayDeque<>();
    /** the lessons a missed lesson question is asked again from, by id */
    private Function<String, Optional<Lesson>> lessons = id -> Optional.empty();
    /** the lesson's question asked now, or null */
    private AskedAgain again;
    /** the practice question's lap as the hint ladder sees it */
    private LapCase lapCase;
    /** the wrong answers given to the lesson's question asked again: the ladder's rung */
    private int wrongs;
    /** the reason chosen on a yes/no question's second try, or null */
    private String reason;
    /** hears each question's first answer: what was asked again (a kind, a lesson's question), and whether it was right */
    private BiConsumer<Review, Boolean> firstAnswers = (item, ok) -> { };

    /** A practice session whose questions all come from {@code seed}, its puzzles made on a thread of its own. */
    public PracticeViewModel(Language language, long seed) {
        this(language, seed, BackgroundJob.thread("katro-puzzles"), Platform::runLater);
    }

    /** The same, its puzzles made on {@code background} and handed over through {@code fx}. */
    public PracticeViewModel(Language language, long seed, Executor background, Consumer<Runnable> fx) {
        this.maker = new QuestionMaker(seed);
        this.puzzleMaker = new PuzzleMaker(seed);
        this.making = new BackgroundJob(background, fx);
        puzzles.addListener((obs, old, now) -> next());
        puzzleTurns.addListener((obs, old, now) -> {
            if (puzzles.get()) {
                next();
            }
        });
        pinned.addListener((obs, old, now) -> next());
        this.language.set(language);
        texts = texts(language);
        this.language.addListener((obs, old, now) -> {
            texts = texts(now);
            game.languageProperty().set(now);
            choices.set(choices.get().stream().map(c -> new Choice(c.answer(), label(c.answer()))).toList());
            say();
        });
        next();
    }

    private static Texts texts(Language language) {
        return new Texts(language, PracticeViewModel.class.getPackageName() + ".PracticeView");
    }

    /**
     * The session's streak as a line to keep: level, right answers in a row, questions asked, right,
     * puzzles asked, solved, and the ruleset pinned or {@code any} ("2 1 9 7 4 3 katro4").
     */
    public String streak() {
        return difficulty.get().level() + " " + inARow + " " + asked + " " + rightAnswers + " " + puzzlesAsked + " "
                + puzzlesSolved + " " + (pinned.get() == null ? ANY : pinned.get().id());
    }

    /**
     * Takes up a streak kept by {@link #streak()} (or by an older Katro, its first four numbers only)
     * with a fresh question at its level; a line it cannot read changes nothing.
     */
    public void resume(String streak) {
        try {
            String[] words = streak.trim().split(" ");
            if (words.length != 4 && words.length != 7) {
                return;
            }
            int[] n = Arrays.stream(words).limit(words.length == 7 ? 6 : 4).mapToInt(Integer::parseInt).toArray();
            int[] p = n.length == 6 ? new int[] {n[4], n[5]} : new int[] {0, 0};
            Ruleset r = words.length == 7 && !ANY.equals(words[6]) ? Ruleset.byId(words[6]).orElseThrow(
                    () -> new IllegalArgumentException(words[6])) : null;
            if (n[1] < 0 || n[1] >= RUN || n[3] < 0 || n[3] > n[2] || p[1] < 0 || p[1] > p[0]) {
                return;
            }
            difficulty.set(new Difficulty(n[0]));
            inARow = n[1];
            asked = n[2];
            rightAnswers = n[3];
            puzzlesAsked = p[0];
            puzzlesSolved = p[1];
            if (r == pinned.get()) {
                next();
            } else {
                // a new pin asks anew under it
                pinned.set(r);
            }
        } catch (IllegalArgumentException e) {
            // a line written by hand or by another version: the session starts afresh
        }
    }

    /**
     * Missed items due again (the learner's Leitner boxes), each asked next, in order, before questions
     * of any kind come back (the questions, not the puzzles): a kind with a fresh question of its kind,
     * a lesson's question as the lesson asked it, found among {@code lessons} by id (one whose lesson is
     * gone is passed over).
     */
    public void review(List<Review> items, Function<String, Optional<Lesson>> lessons) {
        this.lessons = lessons;
        // first: leaving the puzzles asks a question of its own
        puzzles.set(false);
        due.clear();
        due.addAll(items);
        next();
    }

    /** Missed items still to be asked again in this session. */
    public int dueLeft() {
        return due.size();
    }

    /** {@code listener} hears each question's first answer (the learner's boxes are kept from it). */
    public void onFirstAnswer(BiConsumer<Review, Boolean> listener) {
        firstAnswers = listener;
    }

    /** A fresh question at the current difficulty (of a missed kind first, if one is due), or a fresh puzzle of the level chosen. */
    public void next() {
        if (puzzles.get()) {
            makePuzzle();
            return;
        }
        making.cancel();
        puzzle.set(null);
        Review item = due.poll();
        while (item instanceof Review.Question missed) {
            Optional<AskedAgain> asked = AskedAgain.of(missed, lessons);
            if (asked.isPresent()) {
                askAgain(asked.get());
                return;
            }
            item = due.poll();
        }
        Kind kind = item instanceof Review.Practice p ? p.kind() : null;
        PracticeQuestion q;
        do {
            q = maker.next(difficulty.get(), pinned.get(), kind);
        } while (q.lap().taken() > MOST_COUNTED);
        unfollowLap();
        GameCursor cursor = new GameCursor(q.ruleset(), q.position(), List.of(q.move()));
        game = new GameSession(cursor, language.get());
        game.lockedProperty().set(true);
        game.showSerpentProperty().set(false);
        // the seeds are lifted: the hand shows how many, on the mover's side, as the question is asked
        game.seek(1);
        lapEnd = withCaptures(cursor, cursor.lapEnds().get(0));
        lapCase = q.lapCase();
        fresh();
        // everything a new question shows is set before the question, which the screen follows
        countLimit.set(Math.min(MOST_COUNTED, q.position().total(q.position().toMove().opponent())));
        board.set(game.boardProperty().get().question(q.lap().start(), q.move().direction(), false));
        again = null;
        lessonQuestion.set(null);
        question.set(q);
        say();
    }

    /** The cursor index after the captures that follow {@code end}, a lap's end. */
    private static int withCaptures(GameCursor cursor, int end) {
        int at = end;
        while (at < cursor.size() && cursor.events().get(at) instanceof Event.Capture) {
            at++;
        }
        return at;
    }

    /** Nothing answered yet: a new question waits. */
    private void fresh() {
        given = null;
        reason = null;
        wrongs = 0;
        lap.playingProperty().set(false);
        showingAnswer.set(false);
        answered.set(false);
        tryAgain.set(false);
        right.set(false);
        lapShown.set(false);
        narration.set("");
        choices.set(List.of());
    }

    /** Asks the lesson's question {@code asked} on the lesson's own board where it waits, its lap ahead hidden. */
    private void askAgain(AskedAgain asked) {
        unfollowLap();
        Reveal r = asked.reveal();
        game = new GameSession(asked.lesson().cursor(), language.get());
        game.lockedProperty().set(true);
        game.seek(r.askAt());
        lapEnd = withCaptures(game.cursor(), r.lapEnd());
        lapCase = r.lapCase();
        fresh();
        again = asked;
        choices.set(choicesOf(r.choices()));
        board.set(againBoard());
        lessonQuestion.set(r);
        say();
    }

    /** The lesson's board while its question waits; on the ladder's second rung, pointing at what to look at. */
    private Board againBoard() {
        Board asking = again.presentation().at(game.boardProperty().get(), again.reveal().askAt(), again.step(),
                language.get(), Reveal.Medium.SCREEN).board();
        return wrongs >= 2 ? again.presentation().pointing(asking, again.step()) : asking;
    }

    private List<Choice> choicesOf(List<String> answers) {
        return answers.stream().map(a -> new Choice(a, label(a))).toList();
    }

    /** How an answer offered on a button reads in the language now: the lesson's words, or a reason's. */
    private String label(String answer) {
        return again != null ? again.reveal().label(answer, language.get())
                : reasonSaid(Rule.byId(answer.substring(Reveal.REASON.length())).orElseThrow());
    }

    // ---------------------------------------------------------------- answering

    /** A tapped hole: the answer to a landing question, or the hole of a puzzle's move (other questions take no hole). */
    public void answerHole(Hole hole) {
        if (puzzles.get()) {
            if (puzzle.get() != null && !answered.get() && starts().contains(hole)) {
                chosen = hole;
                showPuzzle();
            }
        } else if (again != null) {
            if (again.reveal().asked() == LapCase.Asked.LANDING) {
                answerAgain(hole.name());
            }
        } else if (question.get().kind() == Kind.LANDING) {
            answer(hole.name());
        }
    }

    /**
     * An answer chosen on its button: one of a lesson question's answers, or the reason a yes/no
     * question's second try asks for ({@link Reveal#REASON} and the rule's id).
     */
    public void choose(String answer) {
        if (answered.get() || puzzles.get() || choices.get().stream().noneMatch(c -> c.answer().equals(answer))) {
            return;
        }
        if (again != null) {
            answerAgain(answer);
        } else {
            reason = answer;
            settle(lapCase.reason(LapCase.Asked.CAPTURE).id().equals(answer.substring(Reveal.REASON.length())));
        }
    }

    /**
     * An answer to the lesson's question asked again, on the lesson's own ladder: a first wrong answer
     * gets the rule in the learner's case (a yes/no question then asks why, among reasons), a second
     * the board pointing at what to look at, a third the answer and why. Only the first counts.
     */
    private void answerAgain(String text) {
        if (answered.get()) {
            return;
        }
        Reveal r = again.reveal();
        boolean ok = r.isRight(text);
        given = text;
        if (wrongs == 0) {
            asked++;
            if (ok) {
                rightAnswers++;
            }
            firstAnswers.accept(again.item(), ok);
        }
        if (!ok && wrongs < 2) {
            wrongs++;
            tryAgain.set(true);
            if (r.kind().yesNo()) {
                choices.set(choicesOf(r.reasons()));
            }
            board.set(againBoard());
            say();
            return;
        }
        settle(ok);
    }

    /** The way to sow the hole chosen: a puzzle's answer. */
    public void answerDirection(Direction way) {
        if (puzzles.get() && puzzle.get() != null && chosen != null && !answered.get()) {
            answerMove(new Move(chosen.number(), way));
        }
    }

    // ---------------------------------------------------------------- puzzles

    /** Starts making a puzzle of the level chosen, off the JavaFX thread; the screen says so meanwhile. */
    private void makePuzzle() {
        clearPuzzle();
        say();
        Ruleset r = pinned.get();
        if (r != null && !PuzzleMaker.offers(r)) {
            // say() says there are none here
            return;
        }
        int turns = puzzleTurns.get();
        making.run(cancelled -> puzzleMaker.next(r, turns, cancelled), this::pose);
    }

    /** Asks {@code p} in place of the puzzle being made: a puzzle set by hand, as the tests set one. */
    void ask(Puzzle p) {
        puzzles.set(true);
        clearPuzzle();
        pose(p);
    }

    /** No puzzle asked, none under way. */
    private void clearPuzzle() {
        making.cancel();
        unfollowLap();
        lap.playingProperty().set(false);
        showingAnswer.set(false);
        answered.set(false);
        tryAgain.set(false);
        right.set(false);
        lapShown.set(false);
        narration.set("");
        chosen = null;
        givenMove = null;
        puzzle.set(null);
    }

    private void pose(Puzzle p) {
        puzzle.set(p);
        showPuzzle();
        say();
    }

    /** Whether a puzzle is being made. */
    public ReadOnlyBooleanProperty makingProperty() {
        return making.busyProperty();
    }

    /**
     * A quickest win is right, any of them; a first other move (a slower win, one that does not win)
     * is told why and another try is open.
     */
    private void answerMove(Move m) {
        givenMove = m;
        boolean ok = puzzle.get().accepts(m);
        if (!tryAgain.get()) {
            puzzlesAsked++;
            if (ok) {
                puzzlesSolved++;
            } else {
                tryAgain.set(true);
                chosen = null;
                showPuzzle();
                say();
                return;
            }
        }
        tryAgain.set(false);
        right.set(ok);
        answered.set(true);
        showPuzzle();
        say();
    }

    private Set<Hole> starts() {
        Puzzle p = puzzle.get();
        Geometry g = Rules.of(p.ruleset()).geometry(p.position());
        return p.moves().stream().map(m -> g.hole(p.position().toMove(), m.move().hole())).collect(Collectors.toSet());
    }

    /** The puzzle's position: its holes to choose from while it waits, then its winning moves' holes pointed out. */
    private void showPuzzle() {
        Puzzle p = puzzle.get();
        Rules rules = Rules.of(p.ruleset());
        Board still = Board.still(rules, p.position());
        if (answered.get()) {
            Geometry g = rules.geometry(p.position());
            board.set(still.highlighting(p.quickest().stream().map(m -> g.hole(p.position().toMove(), m.hole()))
                    .collect(Collectors.toSet())));
            return;
        }
        Set<Direction> ways = chosen == null ? Set.of() : p.moves().stream().map(MoveValue::move)
                .filter(m -> m.hole() == chosen.number()).map(Move::direction).collect(Collectors.toSet());
        board.set(still.choosing(starts(), chosen, ways));
    }

    /** The texts of a puzzle: what to find, the verdict with the refutation of a wrong move, the quickest wins. */
    private void sayPuzzle() {
        Puzzle p = puzzle.get();
        Language lang = language.get();
        score.set(texts.text("puzzle.score", puzzlesSolved, puzzlesAsked));
        if (p == null) {
            Ruleset r = pinned.get();
            title.set(r == null ? texts.text("title") : texts.text("title.on", new Narrator(lang).name(r)));
            questionText.set(r != null && !PuzzleMaker.offers(r) ? texts.text("puzzle.none", new Narrator(lang).name(r))
                    : texts.text("puzzle.making"));
            feedback.set("");
            explanation.set("");
            return;
        }
        title.set(texts.text("title.on", new Narrator(lang).ruleset(p.ruleset(), p.ruleset().rows(),
                p.position().columns())));
        questionText.set(p.text(lang) + (answered.get() ? "" : " " + texts.text("how.move")));
        String verdict = "";
        if (givenMove != null && tryAgain.get()) {
            verdict = p.verdict(lang, givenMove, false) + " " + texts.text("puzzle.retry");
        } else if (givenMove != null && answered.get()) {
            verdict = p.verdict(lang, givenMove, true);
        }
        feedback.set(verdict);
        explanation.set(answered.get() ? texts.text("puzzle.answer", p.answer(lang)) : "");
    }

    /** Plays a puzzle's answer out on the board, seed by seed: its first quickest win and the game after it. */
    public void showAnswer() {
        Puzzle p = puzzle.get();
        if (!puzzles.get() || p == null || !answered.get()) {
            return;
        }
        unfollowLap();
        GameCursor cursor = new GameCursor(p.ruleset(), p.position(), p.line());
        game = new GameSession(cursor, language.get());
        game.lockedProperty().set(true);
        game.showSerpentProperty().set(false);
        lapEnd = cursor.size();
        lapShown.set(false);
        showingAnswer.set(true);
        game.boardProperty().addListener(followLap);
        game.narrationProperty().addListener(followNarration);
        board.set(game.boardProperty().get());
        lap.playingProperty().set(true);
    }

    /** Yes or no: the answer to a capture question. */
    public void answerCapture(boolean yes) {
        // once a wrong yes or no has been said, the second try is a reason, not the other button
        if (again == null && question.get().kind() == Kind.CAPTURE && choices.get().isEmpty()) {
            answer(yes ? "yes" : "no");
        }
    }

    /** A number: the answer to a count question. */
    public void answerCount(int seeds) {
        if (again == null && question.get().kind() == Kind.COUNT) {
            answer(Integer.toString(seeds));
        }
    }

    /**
     * A first wrong answer is said back and another try is open; a right answer, or the second try,
     * ends the question. Only first answers count for the score and the level.
     */
    private void answer(String text) {
        if (answered.get()) {
            return;
        }
        given = text;
        PracticeQuestion q = question.get();
        boolean ok = text.equals(q.answer());
        if (!tryAgain.get()) {
            asked++;
            firstAnswers.accept(new Review.Practice(q.kind()), ok);
            if (ok) {
                rightAtFirst();
            } else {
                missed();
                // a count where nothing is captured: why it is wrong gives the answer away
                if (!(q.kind() == Kind.COUNT && !q.lap().captures())) {
                    tryAgain.set(true);
                    if (q.kind() == Kind.CAPTURE) {
                        // the second press of yes or no would be a free guess: the second try asks why
                        choices.set(choicesOf(lapCase.reasons(LapCase.Asked.CAPTURE).stream()
                                .map(reason -> Reveal.REASON + reason.id()).toList()));
                    }
                    say();
                    return;
                }
            }
        }
        settle(ok);
    }

    private String reasonSaid(Rule reason) {
        return LapCase.reasonSaid(LapCase.Asked.CAPTURE, reason, language.get());
    }

    /** The question is over, {@code ok} or not: the answer and why are said, and the lap is played. */
    private void settle(boolean ok) {
        tryAgain.set(false);
        choices.set(List.of());
        right.set(ok);
        answered.set(true);
        // from now on the board is the lap's
        game.boardProperty().addListener(followLap);
        game.narrationProperty().addListener(followNarration);
        board.set(game.boardProperty().get());
        say();
        lap.playingProperty().set(true);
    }

    /** The board and narration stop following the last question's lap. */
    private void unfollowLap() {
        if (game != null) {
            game.boardProperty().removeListener(followLap);
            game.narrationProperty().removeListener(followNarration);
        }
    }

    private void rightAtFirst() {
        rightAnswers++;
        missedInARow = 0;
        if (++inARow == RUN) {
            inARow = 0;
            difficulty.set(difficulty.get().harder());
        }
    }

    private void missed() {
        inARow = 0;
        if (++missedInARow == MISSES) {
            missedInARow = 0;
            difficulty.set(difficulty.get().easier());
        }
    }

    // ---------------------------------------------------------------- playing the lap

    /** One event of the first lap, once answered; false (and the answer shown) when the lap is over. */
    public boolean tickLap() {
        if (puzzles.get() && !showingAnswer.get()) {
            return false;
        }
        if (!answered.get() || game.cursor().index() >= lapEnd) {
            if (answered.get()) {
                lapShown.set(true);
                say();
            }
            return false;
        }
        game.tick();
        return true;
    }

    /** The whole first lap (or a puzzle's answer being shown) at once, as reduced motion shows it. */
    public void showLap() {
        if (answered.get() && (!puzzles.get() || showingAnswer.get())) {
            lap.playingProperty().set(false);
            game.seek(lapEnd);
            tickLap();
        }
    }

    // ---------------------------------------------------------------- texts

    private void say() {
        sayAll();
        kept.set(streak());
    }

    private void sayAll() {
        if (puzzles.get()) {
            sayPuzzle();
            return;
        }
        if (again != null) {
            sayAgain();
        } else {
            sayOwn();
        }
        score.set(texts.text("score", difficulty.get().level(), Difficulty.TOP, rightAnswers, asked, inARow, RUN));
    }

    /** A question of practice's own: its move, the ladder's rung or the verdict, and the answer once the lap is shown. */
    private void sayOwn() {
        PracticeQuestion q = question.get();
        title.set(texts.text("title.on", new Narrator(language.get()).ruleset(q.ruleset(), q.ruleset().rows(),
                q.position().columns())));
        questionText.set(q.text(language.get()) + (answered.get() ? "" : " " + texts.text("how." + q.kind().id())));
        feedback.set(tryAgain.get() ? retry(q) : !answered.get() ? "" : reason != null ? reasonTold(q)
                : right.get() ? texts.text("right", given(q)) : wrong(q));
        explanation.set(lapShown.get() ? texts.text("answer." + q.kind().id(), q.lap().captures() ? 1 : 0,
                q.lap().landing().name(), q.lap().taken()) : "");
    }

    /** The lesson's question asked again, in the lesson's own words: the question, the ladder's rung, the verdict and why. */
    private void sayAgain() {
        Lesson l = again.lesson();
        Language lang = language.get();
        title.set(texts.text("title.on", new Narrator(lang).ruleset(l.ruleset(), l.ruleset().rows(), l.getColumns())));
        questionText.set(texts.text("again", l.title(lang.locale())) + " " + again.reveal().question(lang, Reveal.Medium.SCREEN));
        Verdict how = answered.get() ? right.get() ? Verdict.RIGHT : Verdict.WRONG
                : !tryAgain.get() ? Verdict.NONE : wrongs == 1 ? Verdict.TRY_AGAIN : Verdict.LOOK;
        feedback.set(again.presentation().verdict(again.step(), how, given, lang));
        explanation.set(lapShown.get() ? again.presentation().why(again.step(), how, lang) : "");
    }

    /** The reason chosen on a yes/no question's second try: right, or the right one and why. */
    private String reasonTold(PracticeQuestion q) {
        Rule rightReason = lapCase.reason(LapCase.Asked.CAPTURE);
        return right.get() ? texts.text("reason.right", reasonSaid(rightReason))
                : texts.text("reason.wrong", reasonSaid(rightReason), q.why(language.get()));
    }

    /**
     * A wrong answer, the question over (a yes or no ends on a reason, {@link #reasonTold}): for a
     * count where nothing is captured, why there is none, from the position; else the answer given, said back.
     */
    private String wrong(PracticeQuestion q) {
        return q.kind() == Kind.COUNT && !q.lap().captures()
                ? texts.text("wrong.capture", given(q), q.lap().captures() ? 1 : 0, q.why(language.get()))
                : texts.text("wrong", given(q));
    }

    /**
     * What a first wrong answer meant, without the right one (which seed falls on the tapped hole,
     * whether the capture takes more or fewer seeds), and the rule that decides it in this lap's own
     * case; a yes or no is then asked why.
     */
    private String retry(PracticeQuestion q) {
        String hint = lapCase.hint(q.kind() == Kind.LANDING ? LapCase.Asked.LANDING
                : q.kind() == Kind.CAPTURE ? LapCase.Asked.CAPTURE : LapCase.Asked.COUNT, language.get());
        return switch (q.kind()) {
            case LANDING -> tapped(q, hint);
            case CAPTURE -> texts.text("retry", given(q), hint + " " + LapCase.whyAsked(language.get()));
            case COUNT -> texts.text("retry.count", given, q.lap().taken() > Integer.parseInt(given) ? 1 : 0, hint);
        };
    }

    /** Which seed of the lap falls on the hole tapped, if one does. */
    private String tapped(PracticeQuestion q, String hint) {
        List<Event> events = game.cursor().events();
        int k = 0;
        int seed = 0;
        for (int i = 1; i < events.size() && k == 0; i++) {
            if (events.get(i) instanceof Event.Sow sow) {
                seed++;
                k = sow.hole().name().equals(given) ? seed : 0;
                if (sow.endsLap()) {
                    break;
                }
            }
        }
        return k > 0 ? texts.text("retry.on", given, k, q.lap().seeds(), hint) : texts.text("retry.off", given, hint);
    }

    /** The learner's answer in their language: yes and no are words of the screen, holes and numbers stay. */
    private String given(PracticeQuestion q) {
        return q.kind() == Kind.CAPTURE ? texts.text(given.equals("yes") ? "yes" : "no") : given;
    }

    // ---------------------------------------------------------------- properties

    public ObjectProperty<Language> languageProperty() {
        return language;
    }

    /** Whether the session asks puzzles (find the winning move) rather than questions on a move's lap. */
    public BooleanProperty puzzlesProperty() {
        return puzzles;
    }

    /** The one ruleset questions and puzzles are asked under, or null for every ruleset in turn; a change asks anew. */
    public ObjectProperty<Ruleset> pinnedProperty() {
        return pinned;
    }

    /** The screen's title: practice, and the ruleset and board of what is asked, in the ruleset's own name. */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** The line to keep for the next session, {@link #streak()}, each time it changes. */
    public ReadOnlyStringProperty keptProperty() {
        return kept.getReadOnlyProperty();
    }

    /** A puzzle's answer is being played out (or has been, to its end: then {@link #lapShownProperty()} holds). */
    public ReadOnlyBooleanProperty showingAnswerProperty() {
        return showingAnswer.getReadOnlyProperty();
    }

    /** The puzzles' level: a win in so many turns, one of {@link Puzzle#LEVELS}. */
    public IntegerProperty puzzleTurnsProperty() {
        return puzzleTurns;
    }

    /** The puzzle asked, null while one is made (and outside the puzzles). */
    public ReadOnlyObjectProperty<Puzzle> puzzleProperty() {
        return puzzle.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<PracticeQuestion> questionProperty() {
        return question.getReadOnlyProperty();
    }

    /** What the board shows: the question's position while asking, then the lap as it is played. */
    public ReadOnlyObjectProperty<Board> boardProperty() {
        return board.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Difficulty> difficultyProperty() {
        return difficulty.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty answeredProperty() {
        return answered.getReadOnlyProperty();
    }

    /** A first answer was wrong: it is said back, and a second try is open. */
    public ReadOnlyBooleanProperty tryAgainProperty() {
        return tryAgain.getReadOnlyProperty();
    }

    /** The answers offered on buttons of their own (empty when the question's usual buttons or the board answer it). */
    public ReadOnlyObjectProperty<List<Choice>> choicesProperty() {
        return choices.getReadOnlyProperty();
    }

    /** The lesson's question asked again (see {@link #review}); null while practice asks its own. */
    public ReadOnlyObjectProperty<Reveal> lessonQuestionProperty() {
        return lessonQuestion.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty rightProperty() {
        return right.getReadOnlyProperty();
    }

    /** Whether the first lap has been played to its end (then the answer is said). */
    public ReadOnlyBooleanProperty lapShownProperty() {
        return lapShown.getReadOnlyProperty();
    }

    /** The highest number a count question offers: the opponent's seeds, at most {@link #MOST_COUNTED}. */
    public ReadOnlyIntegerProperty countLimitProperty() {
        return countLimit.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty questionTextProperty() {
        return questionText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty feedbackProperty() {
        return feedback.getReadOnlyProperty();
    }

    /** The right answer, said once the lap has been played. */
    public ReadOnlyStringProperty explanationProperty() {
        return explanation.getReadOnlyProperty();
    }

    /** The sentence of the lap's current seed, while it is played. */
    public ReadOnlyStringProperty narrationProperty() {
        return narration.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty scoreProperty() {
        return score.getReadOnlyProperty();
    }

    /** Plays the first lap after an answer: {@link org.katro.ui.session.Playback} ticks {@link #tickLap()} while it plays. */
    public Stepping lap() {
        return lap;
    }

    public GameSession game() {
        return game;
    }
}
