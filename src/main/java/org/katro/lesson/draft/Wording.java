package org.katro.lesson.draft;

import org.katro.lesson.Lesson;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One text of a lesson in each language written so far, by language code ({@code en}, {@code fr},
 * ...); a language without a text is absent, never blank, so two wordings that read the same are equal.
 */
public record Wording(Map<String, String> byLanguage) {
    public static final Wording NONE = new Wording(Map.of());

    public Wording {
        Map<String, String> kept = new LinkedHashMap<>();
        byLanguage.forEach((language, text) -> {
            if (text != null && !text.isBlank()) {
                kept.put(language, text);
            }
        });
        byLanguage = Map.copyOf(kept);
    }

    /** The text in {@code language}, empty when it has none. */
    public String in(String language) {
        return byLanguage.getOrDefault(language, "");
    }

    public Wording with(String language, String text) {
        Map<String, String> m = new LinkedHashMap<>(byLanguage);
        m.put(language, text);
        return new Wording(m);
    }

    /** Written in no language. */
    public boolean isEmpty() {
        return byLanguage.isEmpty();
    }

    /**
     * The language codes of the lessons' languages, the default one first, then each language added
     * from the data folder: a curator writes a lesson in a sixth language as in the shipped five.
     */
    public static java.util.List<String> languages() {
        java.util.List<String> codes = new java.util.ArrayList<>(Lesson.LANGUAGES.stream().map(java.util.Locale::getLanguage).toList());
        org.katro.text.Language.all().stream().filter(l -> !l.shipped()).forEach(l -> codes.add(l.code()));
        return codes;
    }
}
