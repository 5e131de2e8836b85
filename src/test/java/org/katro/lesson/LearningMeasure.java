package org.katro.lesson;

import org.katro.hint.LapCase;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.List;

/**
 * The measure of issue 46, not a test: every shipped lesson run with wrong answers given on purpose,
 * reporting per lesson its questions, how many have a first hint that names the learner's case (the
 * rule that decides the answer, said with this lap's own holes or rows), and how many laps the lesson
 * lets the learner sow. {@link LearningMeasureTest} holds the figures to what docs/learning.md says.
 * Run: {@code mvn -B -ntp -q test -Dtest=LearningMeasureTest -Dkatro.measure=true}.
 */
public final class LearningMeasure {
    private LearningMeasure() {
    }

    /** One lesson's row of the table. */
    public record Row(String lesson, int questions, int caseNamed, int sownByLearner, List<String> firstHints) {
    }

    /** A wrong answer to step {@code step}'s question: a tap off the lap, the other yes/no, another number or row. */
    static String wrong(Reveal r) {
        return switch (r.kind()) {
            case LANDING -> r.lap().pick().hole().name();
            default -> r.choices().stream().filter(c -> !r.isRight(c)).findFirst().orElseThrow();
        };
    }

    /** Whether {@code hint} says the rule that decides {@code r}, with a hole or a row of its own case. */
    static boolean namesCase(Reveal r, String hint, Language language) {
        if (r.asked() == null) {
            return hint.matches("(?s).*(\\b[SN]\\d+\\b|" + rows(language) + ").*");
        }
        String rule = r.lapCase().hint(r.asked(), language);
        return hint.contains(rule) && rule.matches("(?s).*(\\b[SN]\\d+\\b|" + rows(language) + ").*");
    }

    private static String rows(Language language) {
        org.katro.text.Texts t = new org.katro.text.Texts(language, "org.katro.hint.Hints");
        return String.join("|", t.text("row.outer"), t.text("row.middle"), t.text("row.inner"));
    }

    public static List<Row> run(LessonLibrary library, Language language) {
        List<Row> rows = new ArrayList<>();
        for (Lesson lesson : library.lessons()) {
            Presentation p = new Presentation(lesson);
            int questions = 0;
            int named = 0;
            List<String> hints = new ArrayList<>();
            for (int i = 0; i < lesson.getSteps().size(); i++) {
                Reveal r = p.reveal(i);
                if (r == null) {
                    continue;
                }
                questions++;
                String hint = p.verdict(i, Presentation.Verdict.TRY_AGAIN, wrong(r), language);
                hints.add((i + 1) + " " + r.kind().id() + " [" + r.rule().id() + "]: " + hint + " || "
                        + p.verdict(i, Presentation.Verdict.LOOK, wrong(r), language) + " {look at "
                        + r.lookAt() + "}");
                named += namesCase(r, hint, language) ? 1 : 0;
            }
            rows.add(new Row(lesson.id(), questions, named, lapsSown(p), hints));
        }
        return rows;
    }

    /** The laps a faded step lets the learner sow: each lap with a tap of hers (a seed, its last, the turn's end). */
    static int lapsSown(Presentation p) {
        return (int) p.sowings().stream().map(w -> w.step() + ":" + w.lap()).distinct().count();
    }

    public static void main(String[] args) {
        for (Row row : run(LessonLoader.load(List.of(LessonSource.bundled())), Language.ENGLISH)) {
            System.out.printf("| %s | %d | %d | %d |%n", row.lesson(), row.questions(), row.caseNamed(), row.sownByLearner());
            row.firstHints().forEach(h -> System.out.println("    " + h));
        }
    }
}
