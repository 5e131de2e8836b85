package org.katro.lesson;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.katro.engine.GameCursor;
import org.katro.engine.Ruleset;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every shipped lesson loads, and everything it refers to exists: texts, holes, events, laps. */
class LessonsTest {
    /** The lessons as curators edit them, in the project's top-level folder. */
    private static final Path FOLDER = Path.of("lessons");
    /** The languages the product speaks; the first is the default bundle, without a suffix. */
    private static final List<String> LANGUAGES = List.of("en", "fr", "mg", "de", "ca");
    private static LessonLibrary bundled;

    @BeforeAll
    static void load() {
        bundled = LessonLoader.load(List.of(LessonSource.bundled()));
    }

    @Test
    void everyLessonInTheFolderIsListedAndLoads() throws Exception {
        assertEquals(List.of(), bundled.problems());
        Set<String> files;
        try (var all = Files.list(FOLDER)) {
            files = all.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".fxml"))
                    .collect(Collectors.toSet());
        }
        assertEquals(files, Set.copyOf(LessonSource.folder(FOLDER).files()), "lessons.list names every lesson");
        assertEquals(files.size(), bundled.lessons().size());
        // and the lesson the other tests walk through is one of them
        assertTrue(bundled.byId("worked-example").isPresent());
    }

    @Test
    void everyTextKeyExistsInEveryLanguage() throws Exception {
        List<String> missing = new ArrayList<>();
        for (Lesson lesson : bundled.lessons()) {
            List<String> keys = new ArrayList<>(List.of(lesson.getTitle(), lesson.getSummary()));
            for (Step s : lesson.getSteps()) {
                keys.add(s.getCaption());
                keys.add(s.getNote());
                keys.add(s.getQuestion() == null ? null : s.getQuestion().getExplain());
            }
            String defaults = lesson.id() + ".properties";
            Map<String, String> base = LessonLoader.bundle(LessonSource.bundled(), defaults).orElseThrow();
            keys.stream().filter(k -> k != null && !base.containsKey(k))
                    .forEach(k -> missing.add(defaults + ": no " + k));
            for (String language : LANGUAGES) {
                String file = lesson.id() + suffix(language) + ".properties";
                Map<String, String> texts = LessonLoader.bundle(LessonSource.bundled(), file).orElse(Map.of());
                missing.addAll(differences(file, base, texts, false));
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void theLessonScreensAndExplanationsSpeakEveryLanguage() throws IOException {
        List<String> missing = new ArrayList<>();
        for (String bundle : List.of("/org/katro/lesson/Reveal", "/org/katro/ui/home/HomeView",
                "/org/katro/ui/lesson/LessonPlayer")) {
            Map<String, String> base = resource(bundle + ".properties");
            for (String language : LANGUAGES) {
                String file = bundle + suffix(language) + ".properties";
                missing.addAll(differences(file, base, resource(file), true));
            }
        }
        assertEquals(List.of(), missing);
    }

    private static String suffix(String language) {
        return language.equals(LANGUAGES.get(0)) ? "" : "_" + language;
    }

    /** A UTF-8 bundle on the class path, empty when absent. */
    private static Map<String, String> resource(String file) throws IOException {
        Properties p = new Properties();
        try (InputStream in = LessonsTest.class.getResourceAsStream(file)) {
            if (in != null) {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
        }
        return p.stringPropertyNames().stream().collect(Collectors.toMap(k -> k, p::getProperty));
    }

    /**
     * How a translation falls short of the default bundle: missing or extra keys, blank texts and, for
     * MessageFormat patterns, arguments lost (a lone apostrophe quotes everything after it).
     */
    private static List<String> differences(String file, Map<String, String> base, Map<String, String> texts,
                                            boolean patterns) {
        List<String> out = new ArrayList<>();
        if (texts.isEmpty()) {
            return List.of(file + ": missing");
        }
        base.keySet().stream().filter(k -> !texts.containsKey(k)).forEach(k -> out.add(file + ": no " + k));
        texts.keySet().stream().filter(k -> !base.containsKey(k)).forEach(k -> out.add(file + ": unknown " + k));
        texts.forEach((k, v) -> {
            if (v.isBlank()) {
                out.add(file + ": blank " + k);
            } else if (patterns && base.containsKey(k) && !arguments(v).equals(arguments(base.get(k)))) {
                out.add(file + ": " + k + " shows arguments " + arguments(v) + ", not " + arguments(base.get(k)));
            }
        });
        return out;
    }

    /**
     * The argument numbers a MessageFormat pattern actually shows. A count said through a choice (a
     * plural) gets a number of its own, 901 for argument 1, which its branch for many shows.
     */
    private static Set<Integer> arguments(String pattern) {
        MessageFormat format = new MessageFormat(pattern, Locale.ROOT);
        java.text.Format[] formats = format.getFormatsByArgumentIndex();
        Object[] marks = IntStream.range(0, 10).mapToObj(i -> i < formats.length
                && formats[i] instanceof java.text.ChoiceFormat ? (Object) (900 + i) : "<arg" + i + ">").toArray();
        String shown = format.format(marks);
        return IntStream.range(0, marks.length).filter(i -> shown.contains(String.valueOf(marks[i]))).boxed()
                .collect(Collectors.toSet());
    }

    @Test
    void stepsAndQuestionsReferToHolesAndEventsThatExist() {
        for (Lesson lesson : bundled.lessons()) {
            GameCursor game = lesson.cursor();
            int previous = -1;
            for (int i = 0; i < lesson.getSteps().size(); i++) {
                Step step = lesson.getSteps().get(i);
                String where = lesson.id() + " step " + i;
                assertTrue(step.getAt() > previous && step.getAt() <= game.size(), where);
                assertEquals(step.highlightNames().size(), step.highlights(game.geometry()).size(), where);
                if (step.getQuestion() != null) {
                    Reveal r = step.getQuestion().reveal(game, lesson.stepStart(i)).orElseThrow();
                    if (r.kind() == Question.Kind.FRONT_ROW) {
                        // about the board where a turn starts, before any of its laps
                        assertTrue(game.turnStarts().contains(r.askAt()) && r.askAt() == lesson.stepStart(i), where);
                    } else {
                        assertTrue(r.lapEnd() > lesson.stepStart(i) && r.lapEnd() <= step.getAt(), where);
                        assertTrue(game.lapEnds().contains(r.lapEnd()), where);
                    }
                }
                previous = step.getAt();
            }
            assertEquals(game.size(), lesson.getSteps().get(lesson.getSteps().size() - 1).getAt(),
                    lesson.id() + ": the last step reaches the end of the game");
        }
    }

    @Test
    void tutorialAndRulesetLessonsCoverWhatTheIssueAsks() {
        Set<Ruleset> rulesets = EnumSet.noneOf(Ruleset.class);
        bundled.lessons().forEach(l -> rulesets.add(l.ruleset()));
        assertEquals(EnumSet.allOf(Ruleset.class), rulesets, "one lesson per ruleset at least");
        long tutorial = bundled.lessons().stream().filter(l -> l.id().startsWith("rules-")).count();
        assertEquals(7, tutorial);
        for (Lesson l : bundled.lessons()) {
            assertTrue(l.getMinutes() > 0, l.id());
            if (l.id().startsWith("rules-")) {
                assertTrue(l.questionCount() > 0, l.id() + " asks the learner to predict");
            }
        }
    }

    @Test
    void theReadmeExampleLoads(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        // the curator's guide, where lessons/README.md points, holds the example lesson
        String readme = Files.readString(Path.of("docs", "curator.md"));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("```(?:xml|properties)\n(.*?)```",
                java.util.regex.Pattern.DOTALL).matcher(readme);
        assertTrue(m.find());
        Files.writeString(dir.resolve("first-seeds.fxml"), m.group(1));
        assertTrue(m.find());
        Files.writeString(dir.resolve("first-seeds.properties"), m.group(1));
        LessonLibrary library = LessonLoader.load(List.of(LessonSource.folder(dir)));
        assertEquals(List.of(), library.problems());
        assertEquals(3, library.lessons().get(0).getSteps().size());
    }

    @Test
    void textsFallBackToTheDefaultLanguage() {
        Lesson lesson = bundled.byId("worked-example").orElseThrow();
        assertTrue(lesson.text(java.util.Locale.FRENCH).get("title").startsWith("L'exemple"));
        // a language the product does not speak
        assertTrue(lesson.text(java.util.Locale.ITALIAN).get("title").startsWith("The worked example"));
        assertEquals("[no-such-key]", lesson.text(java.util.Locale.ENGLISH).get("no-such-key"));
        assertFalse(lesson.text(java.util.Locale.ENGLISH).find("no-such-key").isPresent());
    }
}
