package org.katro.translation;

import com.ibm.icu.text.PluralRules;
import com.ibm.icu.util.ULocale;
import org.katro.lesson.TextFiles;
import org.katro.text.Language;
import org.katro.text.PatternCheck;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A language added without a rebuild: a folder named by the language's code ({@code
 * <data>/languages/es/}) with {@value #ABOUT} (its name in itself and whose plural rules its counts
 * follow) and the app's texts translated from the English bundles, one file per bundle, named after
 * it ({@code org.katro.text.Messages.properties}); its lessons' texts go in {@code lessons/ID.properties}.
 * Any text the folder lacks is said in English. A folder that cannot be a language is left out with
 * one line that says why, and the application starts without it.
 */
public final class LanguageFolder {
    /** The file that names the language and its plural rules. */
    public static final String ABOUT = "language.properties";
    /** The folder, inside the language's, of its lessons' texts. */
    public static final String LESSONS = "lessons";
    /** The added languages' folder inside the data folder. */
    public static final String IN_DATA = "languages";

    /** Every bundle of the app's texts, by name: a translation has one file for each. */
    public static final List<String> BUNDLES = List.of("org.katro.text.Messages", "org.katro.text.Glossary",
            "org.katro.engine.Reasons", "org.katro.notation.Problems", "org.katro.lesson.Reveal",
            "org.katro.lesson.Refusals",
            "org.katro.practice.Questions", "org.katro.sheet.Sheet", "org.katro.web.Player",
            "org.katro.kiosk.attract.AttractBanner", "org.katro.kiosk.idle.IdleQuestion", "org.katro.kiosk.pin.PinPad",
            "org.katro.kiosk.Keypad",
            "org.katro.ui.shell.Shell", "org.katro.ui.board.Board", "org.katro.ui.why.Why",
            "org.katro.ui.glance.Glance", "org.katro.ui.share.TakeHomeMenu", "org.katro.ui.home.HomeView",
            "org.katro.ui.explorer.ExplorerView", "org.katro.ui.setup.SetupView", "org.katro.ui.play.PlayView",
            "org.katro.ui.review.ReviewView", "org.katro.ui.compare.CompareView", "org.katro.ui.lesson.LessonPlayer",
            "org.katro.ui.practice.PracticeView", "org.katro.ui.glossary.GlossaryView",
            "org.katro.ui.staff.StaffView", "org.katro.ui.learners.LearnersView", "org.katro.ui.editor.EditorView",
            "org.katro.ui.translate.TranslateView",
            "org.katro.ui.projector.Projector", "org.katro.ui.sound.Sound",
            "org.katro.hint.Hints");

    /** The most entries of the languages' folder looked at: names only, so cheap, but not without end. */
    private static final int MOST_LISTED = 4096;

    private LanguageFolder() {
    }

    /** A folder that cannot be a language: the message names it and says why, on one line. */
    public static final class Refused extends Exception {
        /** long enough for a path and any reason, short enough that a quoted file cannot flood a log */
        private static final int LONGEST = 400;

        public Refused(Path folder, String reason) {
            super("language folder " + TextFiles.oneLine(folder.toString(), LONGEST) + ": " + TextFiles.oneLine(reason, LONGEST));
        }
    }

    /**
     * The languages of {@code folder} (the data folder's {@value #IN_DATA}), one a subfolder, in the
     * order of their codes; each that cannot be one is told to {@code problems} and left out. No
     * folder: no added language. What is read is bounded ({@link Budget}): the first {@value
     * Budget#LANGUAGES} folders by code are looked at, the others left out with one line, and a
     * language that does not fit in what is left of the budget is left out unread.
     */
    public static List<Language> loadAll(Path folder, Consumer<String> problems) {
        return loadAll(folder, problems, Budget.standard());
    }

    static List<Language> loadAll(Path folder, Consumer<String> problems, Budget budget) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        Path root;
        Budget.Listed listed;
        try {
            root = folder.toRealPath();
            listed = Budget.list(folder, MOST_LISTED);
        } catch (IOException e) {
            problems.accept("languages folder " + folder + ": cannot be listed (" + TextFiles.reason(e) + ")");
            return List.of();
        }
        if (listed.more()) {
            problems.accept("languages folder " + folder + ": more than " + MOST_LISTED + " entries; the others are left out");
        }
        List<Path> dirs = listed.entries().stream().filter(Files::isDirectory).sorted().toList();
        List<Language> out = new ArrayList<>();
        for (Path dir : dirs.subList(0, Math.min(dirs.size(), budget.languages()))) {
            one(root, dir, problems, budget).ifPresent(out::add);
        }
        if (dirs.size() > budget.languages()) {
            problems.accept("languages folder " + folder + ": " + (dirs.size() - budget.languages()) + " folders left out,"
                    + " from " + TextFiles.oneLine(dirs.get(budget.languages()).getFileName().toString()) + " on: at most "
                    + budget.languages() + " added languages are looked at");
        }
        return out;
    }

    /**
     * The one language {@code code} of {@code folder} (the data folder's {@value #IN_DATA}), checked
     * and bounded as {@link #loadAll} checks each: what a start that speaks an added language reads
     * before its first window. No such folder, or one left out (told to {@code problems}): empty.
     */
    public static Optional<Language> loadOne(Path folder, String code, Consumer<String> problems) {
        Path dir = folder.resolve(code);
        if (!code.matches("[a-z]{2,3}") || !Files.isDirectory(dir)) {
            return Optional.empty();
        }
        try {
            return one(folder.toRealPath(), dir, problems, Budget.standard());
        } catch (IOException e) {
            problems.accept("languages folder " + folder + ": cannot be listed (" + TextFiles.reason(e) + ")");
            return Optional.empty();
        }
    }

    /** The language of {@code dir}, or empty with one line to {@code problems} when it is left out. */
    private static Optional<Language> one(Path root, Path dir, Consumer<String> problems, Budget budget) {
        try {
            inside(root, dir);
            code(dir);
            budget.take(dir);
            return Optional.of(load(dir, problems, budget));
        } catch (Refused e) {
            problems.accept(e.getMessage());
            return Optional.empty();
        }
    }

    /** Refuses a language folder that is a symbolic link out of the languages' folder, as lessons refuse theirs. */
    private static void inside(Path root, Path dir) throws Refused {
        try {
            Path real = dir.toRealPath();
            if (!real.startsWith(root)) {
                throw new Refused(dir, "is a link out of the languages folder (to " + real + ")");
            }
        } catch (IOException e) {
            throw new Refused(dir, "cannot be read (" + TextFiles.reason(e) + ")");
        }
    }

    /** The language of one folder; a text that cannot stand for its English is left to English without a word. */
    public static Language load(Path dir) throws Refused {
        return load(dir, problem -> { });
    }

    /**
     * The language of one folder; each translated text that cannot stand for its English (see {@link
     * PatternCheck}) is left out, so said in English, with one line to {@code problems} naming the
     * file, the key and why.
     */
    public static Language load(Path dir, Consumer<String> problems) throws Refused {
        Budget budget = Budget.standard();
        budget.take(dir);
        return load(dir, problems, budget);
    }

    private static Language load(Path dir, Consumer<String> problems, Budget budget) throws Refused {
        String code = code(dir);
        Properties about = read(dir, dir.resolve(ABOUT), budget).orElseThrow(() -> new Refused(dir, "no " + ABOUT
                + " (it names the language and its plural rule; katro translate writes one)"));
        String name = about.getProperty("name", "").strip();
        if (name.isEmpty()) {
            throw new Refused(dir, ABOUT + ": name (the language's name in itself) is missing");
        }
        String plural = plurals(dir, about.getProperty("plural", "").strip());
        for (String key : about.stringPropertyNames()) {
            if (!key.equals("name") && !key.equals("plural")) {
                throw new Refused(dir, ABOUT + ": unknown key '" + TextFiles.oneLine(key) + "' (it has name and plural)");
            }
        }
        Map<String, Map<String, String>> texts = new HashMap<>();
        for (String bundle : BUNDLES) {
            read(dir, dir.resolve(bundle + ".properties"), budget).ifPresent(p -> texts.put(bundle, map(p)));
        }
        unknownFiles(dir);
        Map<String, Map<String, String>> lessons = new HashMap<>();
        Path lessonDir = dir.resolve(LESSONS);
        if (Files.isDirectory(lessonDir, LinkOption.NOFOLLOW_LINKS)) {
            for (Path f : list(dir, lessonDir)) {
                String file = f.getFileName().toString();
                if (file.endsWith(".properties")) {
                    lessons.put(file.substring(0, file.length() - ".properties".length()), map(read(dir, f, budget).orElseThrow()));
                }
            }
        }
        Language probe = Language.added(code, name, plural, Map.of(), Map.of());
        for (Map.Entry<String, Map<String, String>> bundle : texts.entrySet()) {
            checkPatterns(dir, probe, bundle.getKey(), bundle.getValue(), problems);
        }
        return Language.added(code, name, plural, texts, lessons);
    }

    /**
     * Leaves out of {@code texts} (one bundle's) each text that cannot stand for its English: a broken
     * brace, a plural or a number where English names a player, found here is one line at start and
     * English on the screen, not a failure on the screen that says it.
     */
    private static void checkPatterns(Path dir, Language language, String bundle, Map<String, String> texts,
            Consumer<String> problems) {
        ResourceBundle english = ResourceBundle.getBundle(bundle, Locale.ROOT);
        for (String key : new TreeSet<>(texts.keySet())) {
            if (english.containsKey(key)) {
                Optional<String> problem = PatternCheck.problem(language, english.getString(key), texts.get(key));
                if (problem.isPresent()) {
                    texts.remove(key);
                    problems.accept("language folder " + TextFiles.oneLine(dir.toString(), Refused.LONGEST) + ": " + bundle
                            + ".properties: " + TextFiles.oneLine(key, Refused.LONGEST) + " is shown in English: "
                            + TextFiles.oneLine(problem.get(), Refused.LONGEST));
                }
            }
        }
    }

    /** The folder's name as a language code: two or three small letters, not a shipped language's. */
    static String code(Path dir) throws Refused {
        String code = dir.getFileName() == null ? "" : dir.getFileName().toString();
        if (!code.matches("[a-z]{2,3}")) {
            throw new Refused(dir, "the folder's name is the language's code: two or three small letters (es, pl, sw)");
        }
        if (Language.byCode(code).filter(Language::shipped).isPresent()) {
            throw new Refused(dir, code + " is shipped with the application; an added language needs a code of its own");
        }
        return code;
    }

    /** {@code plural} checked against ICU's list of languages with plural rules. */
    static String plurals(Path dir, String plural) throws Refused {
        if (plural.isEmpty()) {
            throw new Refused(dir, ABOUT + ": plural (the language whose plural rules the counts follow: en, pl...) is missing");
        }
        if (!knownPlurals(plural)) {
            throw new Refused(dir, ABOUT + ": plural = " + TextFiles.oneLine(plural) + " is not a language whose"
                    + " plural rules are known; name one that counts as yours does (en: one, other; pl: one, few, many, other)");
        }
        return plural;
    }

    /** Whether ICU has plural rules for the language {@code code} names. */
    public static boolean knownPlurals(String code) {
        // asked of the plural data itself: ICU's list of locales is empty in a linked runtime image
        boolean[] known = new boolean[1];
        return code.matches("[a-z]{2,3}") && PluralRules.getFunctionalEquivalent(new ULocale(code), known) != null && known[0];
    }

    private static void unknownFiles(Path dir) throws Refused {
        for (Path f : list(dir, dir)) {
            String file = f.getFileName().toString();
            if (file.endsWith(".properties") && !file.equals(ABOUT)
                    && !BUNDLES.contains(file.substring(0, file.length() - ".properties".length()))) {
                // a misspelt bundle would otherwise leave its texts in English without a word
                throw new Refused(dir, file + " is not one of the application's texts (katro translate lists them)");
            }
        }
    }

    private static List<Path> list(Path dir, Path folder) throws Refused {
        try (Stream<Path> all = Files.list(folder)) {
            return all.sorted().toList();
        } catch (IOException e) {
            throw new Refused(dir, folder.getFileName() + " cannot be listed (" + TextFiles.reason(e) + ")");
        }
    }

    /** A properties file of the folder (UTF-8, never through a symbolic link), if there is one. */
    private static Optional<Properties> read(Path dir, Path file, Budget budget) throws Refused {
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        String named = dir.relativize(file).toString();
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new Refused(dir, named + " is not a file");
        }
        try {
            byte[] bytes = TextFiles.read(file, LinkOption.NOFOLLOW_LINKS);
            budget.read(bytes);
            return Optional.of(TextFiles.properties(bytes));
        } catch (IOException e) {
            throw new Refused(dir, named + " cannot be read (" + TextFiles.reason(e) + ")");
        } catch (TextFiles.Refused e) {
            throw new Refused(dir, named + (e.line() > 0 ? ":" + e.line() : "") + ": " + e.reason());
        }
    }

    private static Map<String, String> map(Properties p) {
        Map<String, String> m = new HashMap<>();
        p.stringPropertyNames().forEach(k -> m.put(k, p.getProperty(k)));
        return m;
    }

    /** The English texts of the bundle {@code name}, as the application ships them (comments and all). */
    static byte[] english(String name) {
        try (InputStream in = LanguageFolder.class.getResourceAsStream("/" + name.replace('.', '/') + ".properties")) {
            if (in == null) {
                throw new IllegalStateException("no bundle " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
