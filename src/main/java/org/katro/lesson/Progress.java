package org.katro.lesson;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * What the learner has done in this session: how far each lesson got (to resume it), which lessons
 * are done, and the questions answered right. A question counts by its first answer only, so trying
 * again after the reveal does not raise the score. Plain Java: the screens wrap it.
 * <p>
 * The progress written down (a learner's database) may come after the learner has begun: until
 * {@link #merged()}, the progress here is not the learner's whole progress ({@link #complete()} is
 * false), and what is written down is {@linkplain #merge merged} in when it comes, never replaced,
 * so that neither loses a step reached, a lesson done or a first answer.
 */
public final class Progress {
    /**
     * One lesson's progress.
     *
     * @param reached the furthest step shown (-1 before the lesson was opened)
     * @param at      the step to resume at: the last one shown
     * @param asked   questions answered at least once
     * @param right   questions whose first answer was right
     */
    public record Entry(int reached, int at, boolean done, int asked, int right) {
        static final Entry NEW = new Entry(-1, 0, false, 0, 0);

        public boolean started() {
            return reached >= 0;
        }
    }

    /** Hears each change as it happens, so that it can be written down (a learner's file, a station's figures). */
    public interface Listener {
        void shown(String lesson, Entry entry, boolean finished);

        /** A first answer and what it was (a word: see {@link Reveal}); a later one to the same question is not heard. */
        void answered(String lesson, int step, boolean right, String answer);
    }

    private final Map<String, Entry> entries = new HashMap<>();
    /** lessons shown since the progress was cleared, whose step to resume at is this session's */
    private final Set<String> shownHere = new HashSet<>();
    private boolean complete = true;
    private final Map<String, Map<Integer, Boolean>> firstAnswers = new HashMap<>();
    private Listener listener = new Listener() {
        @Override
        public void shown(String lesson, Entry entry, boolean finished) {
        }

        @Override
        public void answered(String lesson, int step, boolean right, String answer) {
        }
    };

    public void listen(Listener listener) {
        this.listener = listener;
    }

    /**
     * Adds a lesson's progress as it was written down to what is here: the further step reached,
     * done if either is, each question's first answer as written down (it came first), and the step
     * to resume at written down unless the lesson was shown since.
     */
    public void merge(String lesson, int reached, int at, boolean done, Map<Integer, Boolean> answers) {
        Map<Integer, Boolean> firsts = firstAnswers.computeIfAbsent(lesson, k -> new HashMap<>());
        firsts.putAll(answers);
        int right = (int) firsts.values().stream().filter(b -> b).count();
        Entry here = entries.getOrDefault(lesson, Entry.NEW);
        entries.put(lesson, new Entry(Math.max(reached, here.reached()), shownHere.contains(lesson) ? here.at() : at,
                done || here.done(), firsts.size(), right));
    }

    /** Everything written down has been merged in. */
    public void merged() {
        complete = true;
    }

    /** True unless progress written down is still awaited: only then is this the learner's whole progress. */
    public boolean complete() {
        return complete;
    }

    public Entry of(Lesson lesson) {
        return entries.getOrDefault(lesson.id(), Entry.NEW);
    }

    /** The learner is at {@code step}; reaching the last step finishes the lesson. */
    public void shown(Lesson lesson, int step) {
        Entry e = of(lesson);
        boolean done = e.done() || step == lesson.getSteps().size() - 1;
        Entry now = new Entry(Math.max(e.reached(), step), step, done, e.asked(), e.right());
        entries.put(lesson.id(), now);
        shownHere.add(lesson.id());
        listener.shown(lesson.id(), now, done && !e.done());
    }

    /** The learner answered {@code answer} to the question of {@code step}; only the first answer to it counts. */
    public void answered(Lesson lesson, int step, boolean right, String answer) {
        Map<Integer, Boolean> answers = firstAnswers.computeIfAbsent(lesson.id(), k -> new HashMap<>());
        if (answers.putIfAbsent(step, right) == null) {
            Entry e = of(lesson);
            entries.put(lesson.id(), new Entry(e.reached(), e.at(), e.done(), e.asked() + 1,
                    e.right() + (right ? 1 : 0)));
            listener.answered(lesson.id(), step, right, answer);
        }
    }

    /** Forgets everything: a kiosk's next visitor starts afresh. */
    public void clear() {
        entries.clear();
        firstAnswers.clear();
        shownHere.clear();
        complete = true;
    }

    /** Forgets everything, and awaits the progress of the learner now learning, written down elsewhere. */
    public void await() {
        clear();
        complete = false;
    }

    public int lessonsDone() {
        return (int) entries.values().stream().filter(Entry::done).count();
    }

    public int questionsAsked() {
        return entries.values().stream().mapToInt(Entry::asked).sum();
    }

    public int questionsRight() {
        return entries.values().stream().mapToInt(Entry::right).sum();
    }
}
