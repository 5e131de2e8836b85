package org.katro.lesson;

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
