package org.katro.text;

import com.ibm.icu.util.ULocale;
import org.katro.engine.Phrase;

import java.text.Format;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The languages the screens speak: the five shipped ones, those of the game's sources and of its
 * home (English texts are the base bundles, the others the bundles named by their code: {@code _fr},
 * {@code _mg}, ...), and any language added without a rebuild, whose texts come from a folder
 * ({@code org.katro.translation.LanguageFolder} reads it) with English behind every key it lacks.
 * Each language is one object, so languages compare by identity.
 */
public final class Language {
    public static final Language ENGLISH = new Language(Locale.ENGLISH, "English", "en", null, Map.of());
    public static final Language FRENCH = new Language(Locale.FRENCH, "Français", "fr", null, Map.of());
    public static final Language MALAGASY = new Language(Locale.forLanguageTag("mg"), "Malagasy", "mg", null, Map.of());
    public static final Language GERMAN = new Language(Locale.GERMAN, "Deutsch", "de", null, Map.of());
    public static final Language CATALAN = new Language(Locale.forLanguageTag("ca"), "Català", "ca", null, Map.of());

    private static final Language[] SHIPPED = {ENGLISH, FRENCH, MALAGASY, GERMAN, CATALAN};
    /** the languages added at start, after the shipped ones in every chooser */
    private static volatile List<Language> added = List.of();
    /** who hears of a text that cannot be said ({@link #reportTo}), and the texts already told */
    private static volatile Consumer<String> problems = line -> System.err.println("katro: " + line);
    private static final Set<String> told = ConcurrentHashMap.newKeySet();
    /** A pattern with an ICU plural argument: {@code {0,plural,one{# seed} few{...} other{...}}}. */
    private static final Pattern PLURAL = Pattern.compile("\\{\\s*\\w+\\s*,\\s*(plural|selectordinal)\\s*,");

    private final Locale locale;
    private final String nativeName;
    /** whose plural rules the language's counts follow (ICU's data) */
    private final ULocale plurals;
    /** an added language's texts, by bundle name; null for a shipped one, whose texts are its bundles */
    private final Map<String, Map<String, String>> texts;
    private final Map<String, Map<String, String>> lessonTexts;
    private final Map<String, ResourceBundle> bundles = new ConcurrentHashMap<>();

    private Language(Locale locale, String nativeName, String plurals, Map<String, Map<String, String>> texts,
            Map<String, Map<String, String>> lessonTexts) {
        this.locale = locale;
        this.nativeName = nativeName;
        this.plurals = ULocale.forLanguageTag(plurals);
        this.texts = texts;
        this.lessonTexts = lessonTexts;
    }

    /**
     * A language added without a rebuild: {@code code} (two or three small letters, not a shipped
     * one's), its name in itself, the language whose plural rules it follows ({@code pl}: one, few,
     * many, other), its texts by bundle name ({@code org.katro.text.Messages}) and its lessons' texts
     * by lesson id. The caller checks each (LanguageFolder); this only refuses a code that cannot be one.
     */
    public static Language added(String code, String nativeName, String plurals, Map<String, Map<String, String>> texts,
            Map<String, Map<String, String>> lessonTexts) {
        if (!code.matches("[a-z]{2,3}") || byCode(code).filter(Language::shipped).isPresent()) {
            throw new IllegalArgumentException("not a code for an added language: " + code);
        }
        return new Language(Locale.forLanguageTag(code), nativeName, plurals, Map.copyOf(texts), Map.copyOf(lessonTexts));
    }

    /** Makes {@code languages} the added ones (at start; a test puts back {@code List.of()}). */
    public static void use(List<Language> languages) {
        added = List.copyOf(languages);
    }

    /** The five shipped languages, whose bundles are complete (tests check every key in each). */
    public static Language[] values() {
        return SHIPPED.clone();
    }

    /** Every language a chooser offers: the shipped ones, then the added ones. */
    public static List<Language> all() {
        List<Language> all = new ArrayList<>(List.of(SHIPPED));
        all.addAll(added);
        return all;
    }

    /** Whether the language is one of the five in the application (not added from a folder). */
    public boolean shipped() {
        return texts == null;
    }

    public Locale locale() {
        return locale;
    }

    /** The language's code, as {@code --lang}, the settings and the stored preferences write it: {@code fr}. */
    public String code() {
        return locale.getLanguage();
    }

    /** The language whose plural rules the counts follow, as ICU names it. */
    public ULocale plurals() {
        return plurals;
    }

    /**
     * The bundle {@code name} in this language; for an added language, its folder's texts with the
     * English bundle behind each key it lacks.
     */
    public ResourceBundle bundle(String name) {
        if (shipped()) {
            return ResourceBundle.getBundle(name, bundleLocale());
        }
        return bundles.computeIfAbsent(name, n -> new Added(texts.getOrDefault(n, Map.of()),
                ResourceBundle.getBundle(n, Locale.ROOT)));
    }

    /** An added language's own texts of the bundle {@code name} (none for a shipped language). */
    public Map<String, String> ownTexts(String name) {
        return shipped() ? Map.of() : texts.getOrDefault(name, Map.of());
    }

    /** An added language's texts of the lesson {@code id}, if its folder has them. */
    public Optional<Map<String, String>> lessonTexts(String id) {
        return Optional.ofNullable(lessonTexts.get(id));
    }

    /**
     * {@code phrase} (an engine or notation message) in this language; in English, with one line to
     * the problems' reader, when a translated text of it cannot be said (see {@link #reportTo}).
     */
    public String say(Phrase phrase) {
        try {
            return phrase.say(bundleLocale(), this::bundle);
        } catch (IllegalArgumentException e) {
            if (this == ENGLISH) {
                throw e;
            }
            unsaid(phrase.bundle(), phrase.key(), e);
            return ENGLISH.say(phrase);
        }
    }

    /**
     * Where a text that cannot be said goes at run time (the station's log); standard error until
     * the application says. Each text is told once, however often it is said.
     */
    public static void reportTo(Consumer<String> reader) {
        problems = reader;
    }

    /** Tells the problems' reader, once per text, that {@code key} of {@code bundle} is said in English. */
    void unsaid(String bundle, String key, RuntimeException why) {
        if (told.add(code() + " " + bundle + " " + key)) {
            problems.accept("language " + code() + " (" + nativeName + "): " + bundle + ".properties: " + key
                    + " cannot be said and is shown in English (" + why.getMessage() + ")");
        }
    }

    /**
     * A message pattern of this language, ready to format: a pattern with a plural argument is ICU's
     * (its categories, one, few, many, other..., are those of the language's plural rules), any
     * other the JDK's, as every shipped text has always been said (choice formats).
     */
    public Format format(String pattern) {
        return icu(pattern) ? new com.ibm.icu.text.MessageFormat(pattern, plurals)
                : new MessageFormat(pattern, locale);
    }

    /** Whether {@code pattern} has a plural argument, so is ICU's (its apostrophes are ICU's too). */
    static boolean icu(String pattern) {
        return PLURAL.matcher(pattern).find();
    }

    private Locale bundleLocale() {
        // English is the base bundle; asking for it by Locale.ROOT keeps the machine's own default
        // locale (say French) from being picked as a fallback for English
        return this == ENGLISH ? Locale.ROOT : locale;
    }

    /** The language for a code such as {@code fr} (shipped or added); empty if unknown. */
    public static Optional<Language> byCode(String code) {
        return Stream.concat(Stream.of(SHIPPED), added.stream()).filter(l -> l.code().equals(code)).findFirst();
    }

    /** Each language is shown in its own tongue, so a learner finds theirs whatever is on screen. */
    @Override
    public String toString() {
        return nativeName;
    }

    /** An added language's texts of one bundle, English behind each key they lack. */
    private static final class Added extends ResourceBundle {
        private final Map<String, String> own;

        Added(Map<String, String> own, ResourceBundle english) {
            this.own = own;
            setParent(english);
        }

        @Override
        protected Object handleGetObject(String key) {
            return own.get(key);
        }

        @Override
        public Enumeration<String> getKeys() {
            Set<String> keys = new LinkedHashSet<>(own.keySet());
            keys.addAll(Collections.list(parent.getKeys()));
            return Collections.enumeration(keys);
        }
    }
}
