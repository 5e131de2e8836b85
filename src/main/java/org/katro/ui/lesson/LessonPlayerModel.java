package org.katro.ui.lesson;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.katro.engine.Hole;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonText;
import org.katro.lesson.Progress;
import org.katro.lesson.Question;
import org.katro.lesson.Reveal;
import org.katro.lesson.Step;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.game.GameViewModel;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The lesson player's state and logic, on top of the main screen's {@link GameViewModel} (which owns
 * the cursor, the board state and the seed-by-seed stepping). Going to the next step either plays
 * its events or, when the step has a question not yet answered, stops where the question is asked;
 * an answer is graded against the engine, explained, and then the lap is played. The caption always
 * follows the cursor, so stepping seed by seed keeps the right text. No JavaFX toolkit needed.
 */
public final class LessonPlayerModel {
    private final Lesson lesson;
    private final Progress progress;
    private final GameViewModel game;
    private final Locale locale;
    private final LessonText text;
    private final Texts ui;
    private final Set<Integer> answered = new HashSet<>();

    private final ReadOnlyIntegerWrapper step = new ReadOnlyIntegerWrapper(this, "step", -1);
    private final ReadOnlyIntegerWrapper target = new ReadOnlyIntegerWrapper(this, "target");
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper(this, "caption");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(this, "note", "");
    private final ReadOnlyStringWrapper stepLabel = new ReadOnlyStringWrapper(this, "stepLabel");
    private final ReadOnlyStringWrapper question = new ReadOnlyStringWrapper(this, "question", "");
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper(this, "verdict", "");
    private final ReadOnlyBooleanWrapper asking = new ReadOnlyBooleanWrapper(this, "asking");
    private final ReadOnlyBooleanWrapper yesNo = new ReadOnlyBooleanWrapper(this, "yesNo");
    private final ReadOnlyBooleanWrapper lastRight = new ReadOnlyBooleanWrapper(this, "lastRight");
    private final ReadOnlyBooleanWrapper canNext = new ReadOnlyBooleanWrapper(this, "canNext");
    private final ReadOnlyBooleanWrapper canPrevious = new ReadOnlyBooleanWrapper(this, "canPrevious");
    private final ReadOnlyObjectWrapper<Set<Hole>> highlighted = new ReadOnlyObjectWrapper<>(this, "highlighted", Set.of());

    /** Opens {@code lesson} at step {@code start} (the resume point), its events already shown. */
    public LessonPlayerModel(Lesson lesson, Language language, Progress progress, int start) {
        this.lesson = lesson;
        this.progress = progress;
        this.locale = language.locale();
        this.text = lesson.text(locale);
        this.ui = new Texts(language, "org.katro.ui.lesson.LessonPlayer");
        this.game = new GameViewModel(lesson.cursor(), language);
        game.showSerpentProperty().set(true);
        // a step ends where its lesson stops to look: no pause inside it
        game.stepping().pauseAtBreaksProperty().set(false);
        game.stepping().indexProperty().addListener((obs, old, now) -> follow(now.intValue()));
        game.seek(lesson.getSteps().get(start).getAt());
        follow(game.stepping().indexProperty().get());
    }

    // ---------------------------------------------------------------- what the learner does

    /** To the next step: asks its question first if it has one not yet answered, else plays it. */
    public void next() {
        int i = step.get();
        if (asking.get() || i >= lesson.getSteps().size() - 1) {
            return;
        }
        Step nextStep = lesson.getSteps().get(i + 1);
        if (nextStep.getQuestion() != null && !answered.contains(i + 1)) {
            game.seek(lesson.stepStart(i + 1));
            ask(i + 1, nextStep.getQuestion());
        } else {
            game.seek(lesson.stepStart(i + 1));
            target.set(nextStep.getAt());
            show(i + 1);
        }
    }

    /** Back to the previous step's picture. */
    public void previous() {
        int i = asking.get() ? step.get() : step.get() - 1;
        clearQuestion();
        if (i >= 0) {
            target.set(lesson.getSteps().get(i).getAt());
            game.seek(target.get());
            show(i);
        }
    }

    /** One event on, for playback: true while the step's events are still to come. */
    public boolean tick() {
        if (asking.get() || game.stepping().indexProperty().get() >= target.get()) {
            return false;
        }
        game.tick();
        return game.stepping().indexProperty().get() < target.get();
    }

    /** Shows the step's end at once (reduced motion, or a learner in a hurry). */
    public void finishStep() {
        if (!asking.get()) {
            game.seek(target.get());
        }
    }

    public void forwardSeed() {
        if (!asking.get()) {
            game.forward();
            target.set(game.stepping().indexProperty().get());
        }
    }

    public void backSeed() {
        if (!asking.get()) {
            game.back();
            target.set(game.stepping().indexProperty().get());
        }
    }

    /** The learner tapped {@code hole}: an answer when a landing question is open, otherwise nothing. */
    public void tapped(Hole hole) {
        if (asking.get() && !yesNo.get()) {
            Reveal r = reveal();
            grade(r, r.isRight(hole), ui.text("answer.landing", r.landing().name()));
        }
    }

    /** The learner answered yes or no. */
    public void answer(boolean yes) {
        if (asking.get() && yesNo.get()) {
            Reveal r = reveal();
            grade(r, r.isRight(yes), ui.text(r.yes() ? "answer.yes" : "answer.no"));
        }
    }

    /** Shows the open question's answer and explanation without grading anything (the kiosk's attract loop). */
    public void showAnswer() {
        if (asking.get()) {
            Reveal r = reveal();
            conclude(r, yesNo.get() ? ui.text(r.yes() ? "answer.yes" : "answer.no")
                    : ui.text("answer.landing", r.landing().name()), "");
        }
    }

    // ---------------------------------------------------------------- inside

    private void ask(int i, Question q) {
        step.set(i);
        asking.set(true);
        yesNo.set(q.kind() != Question.Kind.LANDING);
        target.set(game.stepping().indexProperty().get());
        verdict.set("");
        Reveal r = reveal();
        question.set(ui.text("question." + q.kind().id(), ui.text("player." + r.lastSeed().player().name())));
        highlighted.set(Set.of());
        caption.set(ui.text("question.caption"));
        note.set("");
        stepLabel.set(label(i));
        updateButtons();
    }

    private Reveal reveal() {
        int i = step.get();
        return lesson.getSteps().get(i).getQuestion().reveal(game.cursor(), lesson.stepStart(i)).orElseThrow();
    }

    private void grade(Reveal r, boolean right, String answer) {
        progress.answered(lesson, step.get(), right);
        lastRight.set(right);
        conclude(r, answer, ui.text(right ? "verdict.right" : "verdict.wrong") + " ");
    }

    /** The question is over: {@code verdict}, the answer and why, then the lap is played. */
    private void conclude(Reveal r, String answer, String verdictText) {
        int i = step.get();
        Question q = lesson.getSteps().get(i).getQuestion();
        answered.add(i);
        String own = q.getExplain() == null ? "" : " " + text.get(q.getExplain());
        verdict.set(verdictText + answer + " " + r.explanation(locale) + own);
        asking.set(false);
        question.set("");
        target.set(lesson.getSteps().get(i).getAt());
        show(i);
    }

    /** The caption follows the cursor: the step whose range holds the current event. */
    private void follow(int index) {
        if (!asking.get()) {
            show(lesson.stepAt(index));
        }
    }

    private void show(int i) {
        if (i != step.get()) {
            verdict.set("");
        }
        step.set(i);
        Step s = lesson.getSteps().get(i);
        caption.set(text.get(s.getCaption()));
        note.set(s.getNote() == null ? "" : text.get(s.getNote()));
        highlighted.set(Set.copyOf(s.highlights(game.cursor().geometry())));
        stepLabel.set(label(i));
        progress.shown(lesson, i);
        updateButtons();
    }

    private void clearQuestion() {
        asking.set(false);
        question.set("");
        verdict.set("");
    }

    private String label(int i) {
        Step s = lesson.getSteps().get(i);
        String base = ui.text("step", i + 1, lesson.getSteps().size());
        return s.getPicture() > 0 ? base + ui.text("picture", s.getPicture()) : base;
    }

    private void updateButtons() {
        canNext.set(!asking.get() && step.get() < lesson.getSteps().size() - 1);
        canPrevious.set(step.get() > 0 || asking.get());
    }

    // ---------------------------------------------------------------- properties

    public Lesson lesson() {
        return lesson;
    }

    public GameViewModel game() {
        return game;
    }

    public String title() {
        return text.get(lesson.getTitle());
    }

    /** The ruleset in force and where it comes from. */
    public String source() {
        String languages = String.join(", ", lesson.ruleset().sourceLanguages().stream()
                .map(l -> l.getDisplayLanguage(locale)).toList());
        return ui.text("source", lesson.ruleset().id(),
                lesson.ruleset().sourceTitle() + " (" + languages + ")");
    }

    public ReadOnlyIntegerProperty stepProperty() {
        return step.getReadOnlyProperty();
    }

    /** The cursor index playback runs to: the end of the step being shown. */
    public ReadOnlyIntegerProperty targetProperty() {
        return target.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty captionProperty() {
        return caption.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** "Step 3 of 28 · picture 4". */
    public ReadOnlyStringProperty stepLabelProperty() {
        return stepLabel.getReadOnlyProperty();
    }

    /** The open question's prompt, empty when none is open. */
    public ReadOnlyStringProperty questionProperty() {
        return question.getReadOnlyProperty();
    }

    /** Right or not, the right answer and why; empty until the step's question is answered. */
    public ReadOnlyStringProperty verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty askingProperty() {
        return asking.getReadOnlyProperty();
    }

    /** The open question is answered yes or no (otherwise by tapping a hole). */
    public ReadOnlyBooleanProperty yesNoProperty() {
        return yesNo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty lastRightProperty() {
        return lastRight.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canNextProperty() {
        return canNext.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canPreviousProperty() {
        return canPrevious.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Set<Hole>> highlightedProperty() {
        return highlighted.getReadOnlyProperty();
    }
}
