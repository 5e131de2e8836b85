package org.katro.text;

import org.katro.engine.Phrase;

import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;

/**
 * The languages the screens speak: those of the game's sources and of its home. English texts are
 * the base bundles, the others the bundles named by their code ({@code _fr}, {@code _mg}, ...).
 */
public enum Language {
    ENGLISH(Locale.ENGLISH, "English"),
    FRENCH(Locale.FRENCH, "Français"),
    MALAGASY(Locale.forLanguageTag("mg"), "Malagasy"),
    GERMAN(Locale.GERMAN, "Deutsch"),
    CATALAN(Locale.forLanguageTag("ca"), "Català");

    private final Locale locale;
    private final String nativeName;

    Language(Locale locale, String nativeName) {
        this.locale = locale;
        this.nativeName = nativeName;
    }

    public Locale locale() {
        return locale;
    }

    /** The bundle {@code name} in this language. */
    public ResourceBundle bundle(String name) {
        return ResourceBundle.getBundle(name, bundleLocale());
    }

    /** {@code phrase} (an engine or notation message) in this language. */
    public String say(Phrase phrase) {
        return phrase.say(bundleLocale());
    }

    private Locale bundleLocale() {
        // English is the base bundle; asking for it by Locale.ROOT keeps the machine's own default
        // locale (say French) from being picked as a fallback for English
        return this == ENGLISH ? Locale.ROOT : locale;
    }

    /** The language for a command-line code such as {@code fr}; empty if unknown. */
    public static Optional<Language> byCode(String code) {
        for (Language l : values()) {
            if (l.locale.getLanguage().equals(code)) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }

    /** Each language is shown in its own tongue, so a learner finds theirs whatever is on screen. */
    @Override
    public String toString() {
        return nativeName;
    }
}
