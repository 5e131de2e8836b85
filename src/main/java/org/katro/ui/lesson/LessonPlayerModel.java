package org.katro.ui.lesson;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.katro.board.Board;
import org.katro.engine.Event;
import org.katro.engine.Hole;
import org.katro.lesson.Lesson;
import org.katro.lesson.Presentation;
import org.katro.lesson.Presentation.Sowing;
import org.katro.lesson.Presentation.Verdict;
import org.katro.lesson.Progress;
import org.katro.lesson.Question;
import org.katro.lesson.Reveal;
import org.katro.lesson.Step;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.session.GameSession;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The lesson player's state and logic, on top of the main screen's {@link GameSession} (which owns
 * the cursor, the seed-by-seed stepping and the narration of each event). What is shown at each
 * moment (caption, question, verdict, the board and what it hides) comes from the lesson's
 * {@link Presentation}, which the web page and the printed worksheet read too.
 * <p>
 * Every way forward (next step, a seed on, the scrubber, playback) stops where a question waits,
 * until it is answered. A first wrong answer is told what it meant and gets a second try; then the
 * answer, why, and the lap is played. The narration says each seed. No JavaFX toolkit needed.
 */
public final class LessonPlayerModel {
    /** One answer to choose on a button: what is graded, and what the button says. */
    public record Choice(String answer, String label) {
    }


    private final Lesson lesson;
    private final Presentation presentation;
    /** where what is shown and answered is written down: the learner's, or the class's own while projected */
    private Progress progress;
    /** while projected: the learner's progress, put aside */
    private Progress learners;
    /** the class's own progress, written while projected: the answers the teacher records for the class */
    private Progress classProgress = new Progress();
    /** while projected: the learner's place as she left it, to go back to */
    private LessonPlayerModel left;
    private final GameSession game;
    private final Language language;
    private final Texts ui;
    private final Set<Integer> answered = new HashSet<>();
    /** each answered question's last answer and how it was settled: stepping back to it says them again */
    private final Map<Integer, String> answers = new HashMap<>();
    private final Map<Integer, Verdict> verdicts = new HashMap<>();
    /** the step whose question is open, or whose verdict is shown; -1 for none */
    private int asked = -1;
    /** the wrong answers given to the open question: the ladder's rung (a hint, then the board pointing, then the answer) */
    private int wrongs;
    /** the key of the caption shown, for its recordings; empty when none shows */
    private String captionKey = "";
    /** the last answer given to the question {@link #asked}, for its verdict to be said again in another language */
    private String given;

    /** the taps the faded steps wait for, in the game's order */
    private final List<Sowing> sowings;
    /** the cursor indices of the taps given: passing them again plays the seeds */
    private final Set<Integer> sown = new HashSet<>();
    /** the tap waited for, or null */
    private Sowing open;
    /** the faded step whose last tap is still told (its verdict, a wrong tap's path drawn); -1 for none */
    private int toldStep = -1;
    private Set<Hole> drawn = Set.of();
    private final ReadOnlyBooleanWrapper sowing = new ReadOnlyBooleanWrapper(this, "sowing");

    private final ReadOnlyIntegerWrapper step = new ReadOnlyIntegerWrapper(this, "step", -1);
    private final ReadOnlyIntegerWrapper target = new ReadOnlyIntegerWrapper(this, "target");
    private final ReadOnlyIntegerWrapper stepIndex = new ReadOnlyIntegerWrapper(this, "stepIndex");
    private final ReadOnlyIntegerWrapper stepSize = new ReadOnlyIntegerWrapper(this, "stepSize");
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper(this, "caption");
    /** while the seeds of a lesson told in its captions alone fall between two pictures: what to watch */
    private final ReadOnlyStringWrapper watch = new ReadOnlyStringWrapper(this, "watch", "");
    private final ReadOnlyStringWrapper more = new ReadOnlyStringWrapper(this, "more", "");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(this, "note", "");
    private final ReadOnlyStringWrapper stepLabel = new ReadOnlyStringWrapper(this, "stepLabel");
    private final ReadOnlyStringWrapper seedLabel = new ReadOnlyStringWrapper(this, "seedLabel", "");
    private final ReadOnlyStringWrapper question = new ReadOnlyStringWrapper(this, "question", "");
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper(this, "verdict", "");
    private final ReadOnlyStringWrapper why = new ReadOnlyStringWrapper(this, "why", "");
    private final ReadOnlyObjectWrapper<Verdict> verdictKind = new ReadOnlyObjectWrapper<>(this, "verdictKind",
            Verdict.NONE);
    private final ReadOnlyBooleanWrapper asking = new ReadOnlyBooleanWrapper(this, "asking");
    private final ReadOnlyObjectWrapper<Question.Kind> kind = new ReadOnlyObjectWrapper<>(this, "kind");
    private final ReadOnlyObjectWrapper<List<Choice>> choices = new ReadOnlyObjectWrapper<>(this, "choices", List.of());
    private final ReadOnlyBooleanWrapper canNext = new ReadOnlyBooleanWrapper(this, "canNext");
    private final ReadOnlyBooleanWrapper canPrevious = new ReadOnlyBooleanWrapper(this, "canPrevious");
    private final ReadOnlyBooleanWrapper ended = new ReadOnlyBooleanWrapper(this, "ended");
    private final BooleanProperty unattended = new SimpleBooleanProperty(this, "unattended");
    /** where the questions are asked: on the screen a hole is tapped; on a projector the class thinks, the teacher shows */
    private final ObjectProperty<Reveal.Medium> medium = new SimpleObjectProperty<>(this, "medium", Reveal.Medium.SCREEN);
    private final ReadOnlyObjectWrapper<Board> board = new ReadOnlyObjectWrapper<>(this, "board");

    /**
     * Opens the lesson {@code presentation} shows at step {@code start} (the resume point), its events
     * already shown; the presentation's game is the one stepped through.
     */
    public LessonPlayerModel(Presentation presentation, Language language, Progress progress, int start) {
        this.lesson = presentation.lesson();
        this.presentation = presentation;
        this.progress = progress;
        this.language = language;
        this.ui = new Texts(language, "org.katro.ui.lesson.LessonPlayer");
        this.game = new GameSession(presentation.game(), language);
        game.showSerpentProperty().set(true);
        // a step ends where its lesson stops to look: no pause inside it
        game.stepping().pauseAtBreaksProperty().set(false);
        // a lesson told in its captions alone shows no sentence while its seeds fall: they fall at a
        // watching pace, not at that of reading a narration nobody sees (8 seeds took 20 s on the visitor track)
        game.stepping().sowingPaceProperty().set(!lesson.narrated());
        // the game's board changes with every step, and last of all it shows: follow it, not the index
        game.boardProperty().addListener((obs, old, now) -> follow());
        sowings = presentation.sowings();
        game.seek(lesson.getSteps().get(start).getAt());
        target.set(index());
        follow();
        medium.addListener(obs -> follow());
    }

    /**
     * Goes on from where the learner was in {@code before}, the same lesson in another language: the
     * same place, the questions answered, the open question with its first try, the verdict shown, each
     * said in this model's language. A question must not open again nor lose its try with the language.
     */
    public void continueFrom(LessonPlayerModel before) {
        if (before.left != null) {
            // the class's lesson goes on in the new language, the learner's place still put aside
            putAside(before.left);
        }
        answered.addAll(before.answered);
        sown.addAll(before.sown);
        answers.putAll(before.answers);
        verdicts.putAll(before.verdicts);
        // opened at the resume point, this model may have asked a question the learner has answered since
        putAway();
        // a lap under way is shown at its end, as when the screen is left: the new screen has no playback running
        int at = before.asking.get() ? before.index() : Math.max(before.index(), before.target.get());
        game.seek(at);
        target.set(at);
        given = before.given;
        if (before.asking.get()) {
            ask(before.asked);
            if (before.wrongs > 0) {
                wrongs = before.wrongs;
                rung();
            }
        } else if (before.verdictKind.get() != Verdict.NONE) {
            asked = before.asked;
            tell(before.verdictKind.get());
        }
        follow();
    }

    /**
     * On a projector the lesson belongs to the class, not to the learner signed in: from here on,
     * what is shown and answered is written down apart, and questions are asked to be thought about,
     * not tapped; off again, the learner finds her place as she left it (the same step, a question
     * still open, no first answer given, her progress not moved).
     */
    public void project(boolean on) {
        if (on && left == null) {
            LessonPlayerModel place = new LessonPlayerModel(presentation, language, new Progress(), 0);
            place.continueFrom(this);
            putAside(place);
        } else if (!on && left != null) {
            medium.set(Reveal.Medium.SCREEN);
            progress = learners;
            answered.clear();
            answers.clear();
            verdicts.clear();
            wrongs = 0;
            continueFrom(left);
            left = null;
        }
    }

    /** Where the class's answers go while projected (the app's, written down apart from every learner's). */
    public void projectInto(Progress classes) {
        classProgress = classes;
    }

    /** The learner's {@code place} and progress put aside; the class's own progress written from here on. */
    private void putAside(LessonPlayerModel place) {
        left = place;
        learners = progress;
        progress = classProgress;
        medium.set(Reveal.Medium.PAGE);
    }

    // ---------------------------------------------------------------- what the learner does

    /** To the end of the step under way, or of the next step; stops at a question not yet answered. */
    public void next() {
        if (asking.get()) {
            return;
        }
        int idx = index();
        int c = lesson.stepAt(idx);
        int to = idx < at(c) ? at(c) : c + 1 < lesson.getSteps().size() ? at(c + 1) : idx;
        if (to > idx && !sowing.get() && clear(to)) {
            if (target.get() == to) {
                // the seeds are already on their way to that picture: a learner in a hurry sees it at once
                game.seek(to);
            } else {
                target.set(to);
                follow();
            }
        }
    }

    /** Back to the last step picture before here; an open question is put away. */
    public void previous() {
        int idx = index();
        int to = 0;
        for (Step s : lesson.getSteps()) {
            if (s.getAt() < idx) {
                to = s.getAt();
            }
        }
        goBack(to);
    }

    /** One event on, for playback: true while the step's events are still to come. */
    public boolean tick() {
        if (asking.get() || sowing.get() || index() >= target.get()) {
            return false;
        }
        // landing where a question waits opens it (follow), and that stops the playback
        game.tick();
        return !asking.get() && !sowing.get() && index() < target.get();
    }

    /** Shows the step's end at once (reduced motion, or a learner in a hurry). */
    public void finishStep() {
        if (!asking.get() && !sowing.get() && (clear(target.get()) || !asking.get() && index() < target.get())) {
            // up to the step's end, or to the tap a faded step waits for
            game.seek(target.get());
        }
    }

    public void forwardSeed() {
        if (!asking.get() && !sowing.get() && index() < game.cursor().size() && clear(index() + 1)) {
            game.forward();
            target.set(index());
            follow();
        }
    }

    public void backSeed() {
        if (index() > 0) {
            goBack(index() - 1);
        }
    }

    /**
     * The step's scrubber moved to its seed {@code k} (0: before the first, all the step's seeds: its
     * picture): back freely, forward up to a waiting question.
     */
    public void scrub(int k) {
        int to = afterSeed(step.get(), k);
        if (to < 0) {
            return;
        }
        if (to < index()) {
            goBack(to);
        } else if (to > index() && !asking.get() && !sowing.get() && clear(to)) {
            game.seek(to);
            target.set(to);
            follow();
        }
    }

    /**
     * The learner tapped {@code hole}: the seed sown where a faded step waits for it, an answer when a
     * landing question is open, otherwise nothing.
     */
    public void tapped(Hole hole) {
        if (sowing.get()) {
            sow(hole);
        } else if (asking.get() && kind.get() == Question.Kind.LANDING) {
            answer(hole.name());
        }
    }

    /** The learner chose {@code answer} among the open question's {@link #choicesProperty() choices}. */
    public void choose(String answer) {
        if (asking.get() && kind.get() != Question.Kind.LANDING) {
            answer(answer);
        }
    }

    /**
     * Shows the open question's answer and why, grading nothing (the kiosk's attract loop); a seed a
     * faded step waits for is sown where it falls.
     */
    public void showAnswer() {
        if (sowing.get()) {
            sow(open.hole());
        } else if (asking.get()) {
            conclude(Verdict.SHOWN);
        }
    }

    /**
     * One move on for a station playing the lesson by itself (the kiosk's attract loop): the waiting
     * question's answer shown, else the next step; false at the lesson's end, where nothing moves.
     */
    public boolean onward() {
        if (asking.get()) {
            showAnswer();
        } else if (canNext.get()) {
            next();
        } else {
            return false;
        }
        return true;
    }

    // ---------------------------------------------------------------- inside

    private int index() {
        return game.stepping().indexProperty().get();
    }

    private int at(int step) {
        return lesson.getSteps().get(step).getAt();
    }

    /**
     * Whether the way forward to {@code to} is clear; if a question waits on it, goes there and asks it;
     * if a faded step's tap does, goes there and waits for it.
     */
    private boolean clear(int to) {
        Sowing w = sowingWithin(index(), to);
        if (w != null) {
            // the seeds before the tap still fall by themselves, up to it
            target.set(w.at());
            follow();
            return false;
        }
        int j = presentation.stops(index(), to, answered);
        if (j < 0) {
            return true;
        }
        game.seek(presentation.reveal(j).askAt());
        ask(j);
        return false;
    }

    /** Whether the learner sows here: on the screen she taps; a projector or a station playing by itself shows. */
    private boolean fades() {
        return medium.get() == Reveal.Medium.SCREEN && !unattended.get();
    }

    /** The first tap not yet given that waits at or after {@code from} and before {@code to}; null for none. */
    private Sowing sowingWithin(int from, int to) {
        if (!fades()) {
            return null;
        }
        return sowings.stream().filter(w -> w.at() >= from && w.at() < to && !sown.contains(w.at()))
                .findFirst().orElse(null);
    }

    /**
     * The learner tapped {@code hole} where {@link #open} waits: right or wrong, the seed is sown at once,
     * a wrong tap told where it fell with the lap's path drawn; then the step's next tap, or its end.
     */
    private void sow(Hole hole) {
        Sowing w = open;
        boolean right = w.hole().equals(hole);
        sown.add(w.at());
        open = null;
        sowing.set(false);
        Sowing then = sowings.stream().filter(n -> n.step() == w.step() && n.at() >= w.to() && !sown.contains(n.at()))
                .findFirst().orElse(null);
        int to = then == null ? at(w.step()) : then.at();
        game.seek(to);
        target.set(index());
        toldStep = w.step();
        drawn = right ? Set.of() : Set.copyOf(w.path());
        String outcome = w.fade() == Step.Fade.OUTCOME ? ".outcome" : "";
        String path = String.join(" ", w.path().stream().map(Hole::name).toList());
        verdictKind.set(right ? Verdict.RIGHT : Verdict.WRONG);
        verdict.set(right ? ui.text("sow.right" + outcome, w.hole().name())
                : ui.text("sow.wrong" + outcome, hole.name(), w.hole().name(), w.path().size(), path));
        follow();
    }

    /** Opens the tap a faded step waits for at the cursor, or closes the one the cursor has left. */
    private void followSowing(int idx) {
        if (open != null && open.at() != idx) {
            open = null;
            sowing.set(false);
        }
        if (open == null && !asking.get() && fades()) {
            open = sowings.stream().filter(w -> w.at() == idx && !sown.contains(idx)).findFirst().orElse(null);
            if (open != null) {
                sowing.set(true);
                target.set(idx);
            }
        }
        if (toldStep >= 0 && (idx < lesson.stepStart(toldStep) || idx > at(toldStep))) {
            verdict.set("");
            verdictKind.set(Verdict.NONE);
            toldStep = -1;
            drawn = Set.of();
        }
    }

    private void goBack(int to) {
        putAway();
        game.seek(to);
        target.set(index());
        follow();
    }

    private void ask(int j) {
        if (asking.get() && asked == j) {
            return;
        }
        asked = j;
        wrongs = 0;
        Reveal r = presentation.reveal(j);
        target.set(index());
        kind.set(r.kind());
        choices.set(r.choices().stream().map(a -> new Choice(a, r.label(a, language))).toList());
        verdict.set("");
        why.set("");
        verdictKind.set(Verdict.NONE);
        asking.set(true);
        follow();
    }

    private void answer(String answer) {
        boolean right = presentation.reveal(asked).isRight(answer);
        progress.answered(lesson, asked, right, answer);
        if (left != null) {
            // on a projector the teacher recorded the class's answer (a show of hands): the class's, then the answer shown
            conclude(Verdict.SHOWN);
            return;
        }
        given = answer;
        if (!right && wrongs < 2) {
            wrongs++;
            rung();
            return;
        }
        conclude(right ? Verdict.RIGHT : Verdict.WRONG);
    }

    /**
     * The ladder's rung the open question stands on after {@link #wrongs} wrong answers: the rule in the
     * learner's case, then the board pointing at what to look at; a yes/no question's next tries ask
     * why, among reasons, so that the second press is not a free guess.
     */
    private void rung() {
        Reveal r = presentation.reveal(asked);
        if (r.kind().yesNo()) {
            choices.set(r.reasons().stream().map(a -> new Choice(a, r.label(a, language))).toList());
        }
        tell(wrongs == 1 ? Verdict.TRY_AGAIN : Verdict.LOOK);
        follow();
    }

    /** The question is over: the verdict, the answer and why, then the lap is played. */
    private void conclude(Verdict how) {
        answered.add(asked);
        answers.put(asked, given);
        verdicts.put(asked, how);
        asking.set(false);
        choices.set(List.of());
        kind.set(null);
        tell(how);
        target.set(at(asked));
        follow();
    }

    /** Says the verdict on the question {@link #asked} and the answer {@link #given}. */
    private void tell(Verdict how) {
        verdictKind.set(how);
        verdict.set(presentation.verdict(asked, how, given, language));
        why.set(presentation.why(asked, how, language));
    }

    /** Closes an open question without an answer, and forgets a verdict. */
    private void putAway() {
        asking.set(false);
        asked = -1;
        choices.set(List.of());
        kind.set(null);
        verdict.set("");
        why.set("");
        verdictKind.set(Verdict.NONE);
    }

    /** Back where an answered question was asked or its lap is played: its answer and why, said again. */
    private void recall(int idx) {
        asked = presentation.answerShown(idx, answered);
        if (asked >= 0) {
            given = answers.get(asked);
            tell(verdicts.get(asked));
        }
    }

    /** Everything that follows the cursor: the open question, the step, its caption, its seed count. */
    private void follow() {
        int idx = index();
        // a verdict on screen stays to be read: a question waiting where its step ends opens with Next
        boolean verdictShown = !asking.get() && asked >= 0 && verdictKind.get() != Verdict.NONE;
        if (!asking.get() && !verdictShown) {
            int j = presentation.opens(idx, answered);
            if (j >= 0) {
                ask(j);
                return;
            }
        }
        if (!asking.get() && asked >= 0 && (idx < presentation.reveal(asked).askAt() || idx > at(asked))) {
            putAway();
        }
        if (!asking.get() && asked < 0) {
            recall(idx);
        }
        followSowing(idx);
        int i = asking.get() ? asked : lesson.stepAt(Math.max(idx, target.get()));
        step.set(i);
        Presentation.Moment now = presentation.at(game.boardProperty().get(), idx, asking.get() ? asked : -1, answered, language,
                medium.get());
        int picture = now.reached();
        captionKey = now.captionKey();
        caption.set(now.caption());
        // a lesson without narration would leave the screen silent while a lap's seeds fall
        watch.set(now.caption().isEmpty() && now.question().isEmpty() && !lesson.narrated() ? ui.text("watch") : "");
        more.set(now.more());
        note.set(now.note());
        question.set(open == null ? now.question() : ui.text("sow." + open.fade().id()));
        // the ladder's second rung points at what to look at on the open question's board
        board.set(asking.get() && verdictKind.get() == Verdict.LOOK ? presentation.pointing(now.board(), asked)
                // a seed to sow shows nothing of where it falls, nor do the seeds falling by themselves
                // before it; a wrong tap's correction draws the lap's path
                : (open != null ? now.board().question(null, null, false) : presentation.hidingSowing(idx, now.board()))
                        .highlighting(drawn.isEmpty() ? now.board().highlighted() : drawn));
        Step s = lesson.getSteps().get(i);
        String base = ui.text("step", i + 1, lesson.getSteps().size());
        stepLabel.set(s.getPicture() > 0 ? base + ui.text("picture", s.getPicture()) : base);
        int from = lesson.stepStart(i);
        int all = sown(from, s.getAt());
        int done = sown(from, Math.min(Math.max(idx, from), s.getAt()));
        seedLabel.set(all == 0 ? "" : ui.text("seeds", done, all));
        // the scrubber counts the step's seeds as its label does (it counted events, lifts too, so that
        // its thumb stood a quarter along at "Seed 0 of 3"); it keeps its value within its range: to 0
        // first, so that a new range never clamps it
        stepIndex.set(0);
        stepSize.set(all);
        stepIndex.set(done);
        progress.shown(lesson, picture);
        canNext.set(!asking.get() && !sowing.get() && idx < game.cursor().size() && (idx < at(i) || i < lesson.getSteps().size() - 1));
        canPrevious.set(idx > 0);
        ended.set(!asking.get() && !sowing.get() && i == lesson.getSteps().size() - 1 && idx >= at(i));
    }

    /** The seeds sown by the events from {@code from} up to the cursor index {@code to}. */
    private int sown(int from, int to) {
        List<Event> events = game.cursor().events();
        int seeds = 0;
        for (int e = from; e < to; e++) {
            seeds += events.get(e) instanceof Event.Sow ? 1 : 0;
        }
        return seeds;
    }

    /**
     * Where step {@code i}'s scrubber at seed {@code k} stands: the step's first event for none, its picture
     * for all its seeds, else just after the k-th seed; -1 for a seed the step does not have.
     */
    private int afterSeed(int i, int k) {
        int from = lesson.stepStart(i);
        int all = sown(from, at(i));
        if (k < 0 || k > all || all == 0) {
            return -1;
        }
        if (k == 0) {
            // the step's own first event (a lift): the start is the step before's picture
            return from + 1;
        }
        if (k == all) {
            return at(i);
        }
        List<Event> events = game.cursor().events();
        int seeds = 0;
        for (int e = from; ; e++) {
            seeds += events.get(e) instanceof Event.Sow ? 1 : 0;
            if (seeds == k) {
                return e + 1;
            }
        }
    }

    // ---------------------------------------------------------------- properties

    public Lesson lesson() {
        return lesson;
    }

    public GameSession game() {
        return game;
    }

    public String title() {
        return lesson.title(language.locale());
    }

    /** The ruleset in force, by its full name as the explorer's title says it, and where it comes from. */
    public String source() {
        String languages = String.join(", ", lesson.ruleset().sourceLanguages().stream()
                .map(l -> ui.text("source." + l.getLanguage())).toList());
        return ui.text("source", game.titleProperty().get(),
                lesson.ruleset().sourceTitle() + " (" + languages + ")");
    }

    /** The step under way (or whose question is open). */
    public ReadOnlyIntegerProperty stepProperty() {
        return step.getReadOnlyProperty();
    }

    /** The cursor index playback runs to: the end of the step being shown. */
    public ReadOnlyIntegerProperty targetProperty() {
        return target.getReadOnlyProperty();
    }

    /** Where the cursor stands within the step under way, from 0 to {@link #stepSizeProperty()}. */
    public ReadOnlyIntegerProperty stepIndexProperty() {
        return stepIndex.getReadOnlyProperty();
    }

    /** How many events the step under way has. */
    public ReadOnlyIntegerProperty stepSizeProperty() {
        return stepSize.getReadOnlyProperty();
    }

    /** The caption of the last step picture reached. */
    public ReadOnlyStringProperty captionProperty() {
        return caption.getReadOnlyProperty();
    }

    /**
     * The key of the caption shown, as the lesson names it (and its recordings): the step's own,
     * whatever another step says in the same words; empty when no caption shows.
     */
    public String captionKey() {
        return captionKey;
    }

    /**
     * What to watch while the seeds of a lesson told in its captions alone (no narration) fall
     * between two pictures, where no caption shows; empty otherwise.
     */
    public ReadOnlyStringProperty watchProperty() {
        return watch.getReadOnlyProperty();
    }

    /** The caption's longer explanation, behind "More"; empty when it has none. */
    public ReadOnlyStringProperty moreProperty() {
        return more.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** The narration of the current event: a sentence for every seed. */
    public ReadOnlyStringProperty narrationProperty() {
        return game.narrationProperty();
    }

    /** "Step 3 of 28 · picture 4". */
    public ReadOnlyStringProperty stepLabelProperty() {
        return stepLabel.getReadOnlyProperty();
    }

    /** "Seed 2 of 5" within the step under way; empty for a step that sows nothing. */
    public ReadOnlyStringProperty seedLabelProperty() {
        return seedLabel.getReadOnlyProperty();
    }

    /** The open question: who plays what, then what is asked; empty when none is open. */
    public ReadOnlyStringProperty questionProperty() {
        return question.getReadOnlyProperty();
    }

    /** What the answer meant, in a sentence or two (a first wrong answer: where to look, and the rule). */
    public ReadOnlyStringProperty verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    /** Once the question is over, why the answer is right: behind the verdict; empty before. */
    public ReadOnlyStringProperty whyProperty() {
        return why.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Verdict> verdictKindProperty() {
        return verdictKind.getReadOnlyProperty();
    }

    /** A faded step waits for the learner to tap where a seed falls (or where the turn ends). */
    public ReadOnlyBooleanProperty sowingProperty() {
        return sowing.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty askingProperty() {
        return asking.getReadOnlyProperty();
    }

    /** The open question's kind, null when none is open. */
    public ReadOnlyObjectProperty<Question.Kind> kindProperty() {
        return kind.getReadOnlyProperty();
    }

    /** The answers to choose from (empty for a landing question: a hole is tapped). */
    public ReadOnlyObjectProperty<List<Choice>> choicesProperty() {
        return choices.getReadOnlyProperty();
    }

    /**
     * The station plays the lesson by itself (a kiosk's attract loop): the screen shows the board and
     * the caption alone, big enough to be read from across the room.
     */
    public BooleanProperty unattendedProperty() {
        return unattended;
    }

    /** The last step's end is shown, nothing asked: the screen offers what to do next. */
    public ReadOnlyBooleanProperty endedProperty() {
        return ended.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canNextProperty() {
        return canNext.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canPreviousProperty() {
        return canPrevious.getReadOnlyProperty();
    }

    /**
     * What the board shows: the game's board with the step's holes pointed out and, while a question
     * waits, nothing of its answer (the hole played keeps the arrow of its direction).
     */
    public ReadOnlyObjectProperty<Board> boardProperty() {
        return board.getReadOnlyProperty();
    }

    /** What the lesson shows, for the web page and the paper to take the same. */
    public Presentation presentation() {
        return presentation;
    }
}
