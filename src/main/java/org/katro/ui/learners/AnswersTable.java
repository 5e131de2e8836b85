package org.katro.ui.learners;

import org.katro.lesson.Presentation;
import org.katro.lesson.Question;
import org.katro.lesson.Reveal;
import org.katro.lesson.words.ReportWords;
import org.katro.store.Learners;
import org.katro.text.Language;
import org.katro.text.Texts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * One lesson's first answers on the teacher page: a line per learner of the page, a cell per
 * question (right or wrong, and the hole or word answered), and the questions the class most got
 * wrong with the wrong answer most gave ("most said S2; it lands on S3"). Plain Java, made off the
 * screen's thread.
 *
 * @param questions each question's heading ("Step 3"), in the lesson's order
 * @param asks      each question as the lesson asks it, for the heading's tooltip and screen readers
 * @param lines     the page's learners, each with a cell per question
 * @param mostWrong the questions most got wrong, the most first, a sentence each
 * @param classCells the class's answers recorded on a projector, a cell per question; empty when it has none
 */
public record AnswersTable(List<String> questions, List<String> asks, List<Line> lines, List<String> mostWrong, List<Cell> classCells) {
    /** How many of the hardest questions are named. */
    static final int HARDEST = 3;

    /** A learner's first answers, a cell per question. */
    public record Line(Learners.Learner learner, List<Cell> cells) { }

    /**
     * One first answer as shown: {@code text} with ✓ or ✗ and the answer's word (only the mark for an
     * answer kept before the words were); {@code right} null for a question not answered.
     */
    public record Cell(String text, Boolean right) { }

    static AnswersTable of(Presentation lesson, List<Learners.Learner> page, Map<String, Map<Integer, Learners.Answer>> pageAnswers,
            Map<String, Map<Integer, Learners.Answer>> everyone, Map<Integer, Learners.Answer> classAnswers, Texts texts, Language language) {
        List<Integer> steps = IntStream.range(0, lesson.lesson().getSteps().size()).filter(i -> lesson.reveal(i) != null)
                .boxed().toList();
        List<String> questions = steps.stream().map(i -> texts.text("question", i + 1)).toList();
        List<String> asks = steps.stream().map(i -> lesson.reveal(i).question(language, Reveal.Medium.SCREEN)).toList();
        List<Line> lines = new ArrayList<>();
        for (Learners.Learner learner : page) {
            Map<Integer, Learners.Answer> answers = pageAnswers.getOrDefault(learner.name(), Map.of());
            lines.add(new Line(learner, steps.stream().map(i -> cell(lesson.reveal(i), answers.get(i), texts, language)).toList()));
        }
        // the class's answers are its own line, counted in no learner's and in no share of wrong answers
        List<Cell> classCells = classAnswers.isEmpty() ? List.of()
                : steps.stream().map(i -> cell(lesson.reveal(i), classAnswers.get(i), texts, language)).toList();
        return new AnswersTable(questions, asks, lines, mostWrong(lesson, steps, everyone, texts, language), classCells);
    }

    private static Cell cell(Reveal reveal, Learners.Answer answer, Texts texts, Language language) {
        if (answer == null) {
            return new Cell(texts.text("notAnswered"), null);
        }
        String mark = answer.right() ? "\u2713" : "\u2717";
        return new Cell(answer.answer().isEmpty() ? mark : mark + " " + ReportWords.label(reveal, answer.answer(), language), answer.right());
    }

    /** The questions with wrong first answers, the largest share first, each with the wrong answer most gave. */
    private static List<String> mostWrong(Presentation lesson, List<Integer> steps, Map<String, Map<Integer, Learners.Answer>> everyone,
            Texts texts, Language language) {
        record Hard(int step, int wrong, int asked, String usual) { }
        List<Hard> hard = new ArrayList<>();
        for (int step : steps) {
            List<Learners.Answer> given = everyone.values().stream().map(a -> a.get(step)).filter(a -> a != null).toList();
            List<String> wrongWords = given.stream().filter(a -> !a.right()).map(Learners.Answer::answer).toList();
            if (wrongWords.isEmpty()) {
                continue;
            }
            // the usual wrong answer: the most given, the first in the answers' order on a tie
            Map<String, Long> counts = wrongWords.stream().filter(w -> !w.isEmpty())
                    .collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
            String usual = counts.entrySet().stream().max(Map.Entry.<String, Long>comparingByValue()
                    .thenComparing(Map.Entry.comparingByKey(Comparator.reverseOrder()))).map(Map.Entry::getKey).orElse("");
            hard.add(new Hard(step, wrongWords.size(), given.size(), usual));
        }
        hard.sort(Comparator.comparingDouble((Hard h) -> -(double) h.wrong() / h.asked()).thenComparingInt(h -> -h.wrong())
                .thenComparingInt(Hard::step));
        return hard.stream().limit(HARDEST).map(h -> {
            Reveal reveal = lesson.reveal(h.step());
            String right = ReportWords.label(reveal, reveal.answer(), language);
            String answer = texts.text(reveal.kind() == Question.Kind.LANDING ? "landsOn" : "answerIs", right);
            return h.usual().isEmpty() ? texts.text("wrongShare", h.step() + 1, h.wrong(), h.asked(), answer)
                    : texts.text("mostSaid", h.step() + 1, h.wrong(), h.asked(), ReportWords.label(reveal, h.usual(), language), answer);
        }).toList();
    }
}
