package org.katro.translation;

import com.ibm.icu.text.PluralRules;
import com.ibm.icu.util.ULocale;
import org.katro.files.SafeFile;
import org.katro.lesson.LessonFormat;
import org.katro.lesson.TextFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The texts of a translation as a translator meets them, one at a time: each English text beside
 * the language's own, in plain sentences. A count ({@code {1,choice,1#1 seed|1<{1} seeds}} in
 * English) is asked as one whole sentence per plural category of the language, from ICU's plural
 * rules ("one: # graine", "other: # graines", {@code #} the number), and written back as the plural
 * pattern the app reads ({@code {1,plural,one{# graine} other{# graines}}}); an apostrophe is
 * written as the pattern needs it. A translator never sees nor writes pattern syntax beyond the
 * {@code {0}} of a name. Saved file by file through {@link SafeFile}, into the language's folder.
 */
public final class TextsToTranslate {
    /** The first count of an English pattern: {@code {N,choice,}}. */
    private static final Pattern CHOICE = Pattern.compile("\\{\\s*(\\d+)\\s*,\\s*choice\\s*,");
    /** The first count of a translated pattern: {@code {N,plural,}}. */
    private static final Pattern PLURAL = Pattern.compile("\\{\\s*(\\d+)\\s*,\\s*plural\\s*,");
    /** The category of a count's exact zero, where English says nothing or "no seed". */
    public static final String ZERO = "=0";

    private final Path dir;
    private final String plurals;
    private final List<Text> texts;

    /**
     * One text: where it is ({@code org.katro.text.Messages} or {@code lessons/ID}), its key, its
     * English, and the language's own (null while it has none).
     */
    public record Text(String file, String key, String english, String own) {
        /** Still English: none of its own, or its own reads as English does. */
        public boolean stillEnglish() {
            return own == null || own.equals(english);
        }

        /** The English as a reader reads it: a pattern's doubled apostrophes single. */
        public String englishShown() {
            return shown(english);
        }

        /** Whether English counts something: the text is asked per plural category. */
        public boolean counts() {
            return CHOICE.matcher(english).find();
        }
    }

    private TextsToTranslate(Path dir, String plurals, List<Text> texts) {
        this.dir = dir;
        this.plurals = plurals;
        this.texts = texts;
    }

    /** The texts of the language of folder {@code dir} (as {@link Translation#start} makes one), in the bundles' order. */
    public static TextsToTranslate read(Path dir) throws LanguageFolder.Refused {
        Properties about = properties(dir, dir.resolve(LanguageFolder.ABOUT));
        String plural = about.getProperty("plural", "en").strip();
        List<Text> texts = new ArrayList<>();
        for (String bundle : LanguageFolder.BUNDLES) {
            ResourceBundle english = ResourceBundle.getBundle(bundle, Locale.ROOT);
            Properties own = properties(dir, dir.resolve(bundle + ".properties"));
            for (String key : new TreeSet<>(english.keySet())) {
                texts.add(new Text(bundle, key, english.getString(key), own.getProperty(key)));
            }
        }
        for (Map.Entry<String, byte[]> lesson : Translation.lessons().entrySet()) {
            Properties english;
            try {
                english = TextFiles.properties(lesson.getValue());
            } catch (TextFiles.Refused e) {
                throw new IllegalStateException("a shipped lesson's texts: " + e.reason(), e);
            }
            String file = LanguageFolder.LESSONS + "/" + lesson.getKey();
            Properties own = properties(dir, dir.resolve(file + ".properties"));
            for (String key : new TreeSet<>(english.stringPropertyNames())) {
                texts.add(new Text(file, key, english.getProperty(key), own.getProperty(key)));
            }
        }
        return new TextsToTranslate(dir, plural, List.copyOf(texts));
    }

    private static Properties properties(Path dir, Path file) throws LanguageFolder.Refused {
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return new Properties();
        }
        try {
            return TextFiles.properties(TextFiles.read(file, LinkOption.NOFOLLOW_LINKS));
        } catch (IOException e) {
            throw new LanguageFolder.Refused(dir, file.getFileName() + " cannot be read (" + TextFiles.reason(e) + ")");
        } catch (TextFiles.Refused e) {
            throw new LanguageFolder.Refused(dir, file.getFileName() + ": " + e.reason());
        }
    }

    /** Every text, in the bundles' order then the lessons'. */
    public List<Text> texts() {
        return texts;
    }

    /** The language whose plural rules the counts follow ({@code es}). */
    public String plurals() {
        return plurals;
    }

    /** The English of {@code text} as a list and a search show it: a count as English says it for many, never its pattern. */
    public String listed(Text text) {
        return text.counts() ? englishSentence(text, "other") : text.englishShown();
    }

    // ---------------------------------------------------------------- counts as sentences

    /**
     * The categories a count of {@code text} is asked in, in CLDR's order: {@link #ZERO} where English
     * says zero its own way, then the language's categories (one, few, many, other).
     */
    public List<String> categories(Text text) {
        List<String> out = new ArrayList<>();
        if (choice(text.english()).map(c -> c.zero() != null).orElse(false)) {
            out.add(ZERO);
        }
        out.addAll(Translation.categories(plurals));
        return out;
    }

    /** A few numbers of {@code category} in the language, to say which counts it is for ("1, 21, 31"). */
    public String examples(String category) {
        if (category.equals(ZERO)) {
            return "0";
        }
        PluralRules rules = PluralRules.forLocale(new ULocale(plurals));
        List<String> numbers = new ArrayList<>();
        for (int n = 0; n <= 1000 && numbers.size() < 4; n++) {
            if (rules.select(n).equals(category)) {
                numbers.add(String.valueOf(n));
            }
        }
        if (numbers.isEmpty()) {
            // a category of large numbers only (Spanish "many": a million): ICU's own samples say it
            rules.getSamples(category).stream().limit(2).forEach(n -> numbers.add(String.valueOf(n.longValue())));
        }
        return String.join(", ", numbers);
    }

    /** English's sentence for a count in {@code category}, {@code #} for the number ("# seeds"). */
    public String englishSentence(Text text, String category) {
        Choice c = choice(text.english()).orElseThrow();
        String branch = category.equals(ZERO) && c.zero() != null ? c.zero() : c.at(said(category));
        return shown(c.before() + branch.replace("{" + c.argument() + "}", "#") + c.after());
    }

    /** A number of {@code category} in the language (2 or more where it has one), for English to say a sentence of that count. */
    private double said(String category) {
        double first = 3;
        boolean found = false;
        for (String n : examples(category).split(", ")) {
            if (!n.isEmpty()) {
                double number = Double.parseDouble(n);
                if (number >= 2) {
                    return number;
                }
                if (!found) {
                    first = number;
                    found = true;
                }
            }
        }
        return first;
    }

    /**
     * The language's own sentences of {@code text}, by category, as its pattern holds them (each
     * empty while it has none).
     */
    public Map<String, String> sentences(Text text) {
        Map<String, String> out = new LinkedHashMap<>();
        categories(text).forEach(c -> out.put(c, ""));
        if (text.own() == null) {
            return out;
        }
        Matcher m = PLURAL.matcher(text.own());
        if (!m.find()) {
            return out;
        }
        int i = m.end();
        String own = text.own();
        while (i < own.length()) {
            while (i < own.length() && Character.isWhitespace(own.charAt(i))) {
                i++;
            }
            int open = own.indexOf('{', i);
            if (open < 0 || own.charAt(i) == '}') {
                break;
            }
            String category = own.substring(i, open).strip();
            int close = closing(own, open);
            out.put(category, shown(own.substring(open + 1, close)));
            i = close + 1;
        }
        return out;
    }

    /** The pattern the app reads for {@code sentences} (by category) of {@code text}: {@code {N,plural,one{...} other{...}}}. */
    public String pattern(Text text, Map<String, String> sentences) {
        int argument = choice(text.english()).orElseThrow().argument();
        StringBuilder out = new StringBuilder("{").append(argument).append(",plural,");
        for (String category : categories(text)) {
            String sentence = sentences.getOrDefault(category, "").strip();
            if (!sentence.isEmpty() || category.equals("other")) {
                out.append(' ').append(category).append('{').append(written(sentence, true)).append('}');
            }
        }
        return out.append('}').toString();
    }

    /** What the app reads for a translator's plain sentence of {@code text}: apostrophes as its English has them. */
    public static String plain(Text text, String sentence) {
        return written(sentence, pattern(text.english()));
    }

    /** The language's own sentence of a text that counts nothing, as the translator reads it. */
    public static String ownShown(Text text) {
        return text.own() == null ? "" : pattern(text.english()) ? shown(text.own()) : text.own();
    }

    // ---------------------------------------------------------------- saving

    /**
     * {@code text} given its own {@code translated} (the pattern or plain text the app reads; null:
     * back to English) and its file written again whole, through {@link SafeFile}. Returns the texts
     * as they are now.
     */
    public TextsToTranslate with(Text text, String translated) throws IOException {
        List<Text> now = new ArrayList<>(texts);
        int at = now.indexOf(text);
        Text changed = new Text(text.file(), text.key(), text.english(), translated);
        now.set(at, changed);
        Map<String, String> file = new LinkedHashMap<>();
        for (Text t : now) {
            if (t.file().equals(text.file()) && t.own() != null) {
                file.put(t.key(), t.own());
            }
        }
        Path target = dir.resolve(text.file() + ".properties");
        Files.createDirectories(target.getParent());
        SafeFile.write(target, LessonFormat.properties(file), true);
        return new TextsToTranslate(dir, plurals, List.copyOf(now));
    }

    // ---------------------------------------------------------------- patterns

    /** Whether English is a message pattern (it takes arguments): its apostrophes are written twice. */
    private static boolean pattern(String english) {
        return english.matches("(?s).*\\{\\s*\\d+.*");
    }

    private static String shown(String pattern) {
        return pattern(pattern) || pattern.contains("''") ? pattern.replace("''", "'") : pattern;
    }

    private static String written(String sentence, boolean pattern) {
        return pattern ? sentence.replace("'", "''") : sentence;
    }

    /** An English count: the text around it, its argument, and its sentences by the lowest count each says. */
    private record Choice(String before, int argument, List<double[]> limits, List<String> branches, String after) {
        /** The branch saying {@code n}. */
        String at(double n) {
            String said = branches.get(0);
            for (int i = 0; i < limits.size(); i++) {
                double limit = limits.get(i)[0];
                boolean strict = limits.get(i)[1] > 0;
                if (strict ? n > limit : n >= limit) {
                    said = branches.get(i);
                }
            }
            return said;
        }

        /** The branch English keeps for exactly zero, if it has one of its own. */
        String zero() {
            return !limits.isEmpty() && limits.get(0)[0] == 0 && limits.get(0)[1] == 0 && limits.size() > 1 ? branches.get(0) : null;
        }
    }

    private static Optional<Choice> choice(String english) {
        Matcher m = CHOICE.matcher(english);
        if (!m.find()) {
            return Optional.empty();
        }
        int close = closing(english, m.start());
        String body = english.substring(m.end(), close);
        List<double[]> limits = new ArrayList<>();
        List<String> branches = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i <= body.length(); i++) {
            char c = i < body.length() ? body.charAt(i) : '|';
            if (c == '{') {
                depth++;
            } else if (c == '}') {
                depth--;
            } else if (c == '|' && depth == 0) {
                String branch = body.substring(start, i);
                int sign = branch.indexOf('#') >= 0 && (branch.indexOf('<') < 0 || branch.indexOf('#') < branch.indexOf('<'))
                        ? branch.indexOf('#') : branch.indexOf('<');
                String limit = branch.substring(0, sign).strip().replace("\u2264", "");
                limits.add(new double[] {Double.parseDouble(limit), branch.charAt(sign) == '<' ? 1 : 0});
                branches.add(branch.substring(sign + 1));
                start = i + 1;
            }
        }
        return Optional.of(new Choice(english.substring(0, m.start()), Integer.parseInt(m.group(1)), limits, branches,
                english.substring(close + 1)));
    }

    /** The index of the brace closing the one at {@code open}. */
    private static int closing(String s, int open) {
        int depth = 0;
        for (int i = open; i < s.length(); i++) {
            if (s.charAt(i) == '{') {
                depth++;
            } else if (s.charAt(i) == '}' && --depth == 0) {
                return i;
            }
        }
        return s.length() - 1;
    }
}
