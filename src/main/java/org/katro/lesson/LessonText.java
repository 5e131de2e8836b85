package org.katro.lesson;

import org.katro.text.OneLine;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** A lesson's texts in one language, each key falling back to the default language's text. */
public final class LessonText {
    private final Map<String, String> own;
    private final Map<String, String> fallback;

    LessonText(Map<String, String> own, Map<String, String> fallback) {
        this.own = Map.copyOf(own);
        this.fallback = Map.copyOf(fallback);
    }

    /**
     * {@code texts} with the text of {@code key} (the title) cleaned in each language as a learner's
     * name is ({@link OneLine#clean}): a title is one line that shows as it reads.
     */
    static Map<Locale, LessonText> titled(Map<Locale, LessonText> texts, String key) {
        Map<Locale, LessonText> out = new HashMap<>();
        texts.forEach((language, t) -> out.put(language, new LessonText(cleaned(t.own, key), cleaned(t.fallback, key))));
        return out;
    }

    private static Map<String, String> cleaned(Map<String, String> texts, String key) {
        Map<String, String> out = new HashMap<>(texts);
        out.computeIfPresent(key, (k, text) -> OneLine.clean(text));
        return out;
    }

    /** The text of {@code key}, or the key itself in brackets so a missing text shows, not breaks. */
    public String get(String key) {
        return find(key).orElse("[" + key + "]");
    }

    /** The text of {@code key} in this language's own file, without falling back: what a translator has written. */
    public Optional<String> own(String key) {
        return key == null ? Optional.empty() : Optional.ofNullable(own.get(key));
    }

    /** Every text of this language's own file, by key: what the writer writes back. */
    public Map<String, String> own() {
        return own;
    }

    public Optional<String> find(String key) {
        if (key == null) {
            return Optional.empty();
        }
        String s = own.get(key);
        return Optional.ofNullable(s != null ? s : fallback.get(key));
    }
}
