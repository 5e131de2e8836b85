package org.katro.lesson;

import java.util.HashMap;
import java.util.Map;

/**
 * What the learner has done in this session: how far each lesson got (to resume it), which lessons
 * are done, and the questions answered right. A question counts by its first answer only, so trying
 * again after the reveal does not raise the score. Plain Java: the screens wrap it.
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

        /** A first answer; a later one to the same question is not heard. */
        void answered(String lesson, int step, boolean right);
    }

    private final Map<String, Entry> entries = new HashMap<>();
    private final Map<String, Map<Integer, Boolean>> firstAnswers = new HashMap<>();
    private Listener listener = new Listener() {
        @Override
        public void shown(String lesson, Entry entry, boolean finished) {
        }

        @Override
        public void answered(String lesson, int step, boolean right) {
        }
    };

    public void listen(Listener listener) {
        this.listener = listener;
    }

    /** Puts back a lesson's progress as it was written down: where it got, and each question's first answer. */
    public void restore(String lesson, int reached, int at, boolean done, Map<Integer, Boolean> answers) {
        firstAnswers.put(lesson, new HashMap<>(answers));
        int right = (int) answers.values().stream().filter(b -> b).count();
        entries.put(lesson, new Entry(reached, at, done, answers.size(), right));
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
        listener.shown(lesson.id(), now, done && !e.done());
    }

    /** The learner answered the question of {@code step}; only the first answer to it counts. */
    public void answered(Lesson lesson, int step, boolean right) {
        Map<Integer, Boolean> answers = firstAnswers.computeIfAbsent(lesson.id(), k -> new HashMap<>());
        if (answers.putIfAbsent(step, right) == null) {
            Entry e = of(lesson);
            entries.put(lesson.id(), new Entry(e.reached(), e.at(), e.done(), e.asked() + 1,
                    e.right() + (right ? 1 : 0)));
            listener.answered(lesson.id(), step, right);
        }
    }

    /** Forgets everything: a kiosk's next visitor starts afresh. */
    public void clear() {
        entries.clear();
        firstAnswers.clear();
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
