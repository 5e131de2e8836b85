package org.katro.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A language's glossary (Glossary.properties): for each idea the term every text uses and the words
 * that would name it a second way. The lesson tests and the lesson editor read it here, so a word the
 * tests reject is the word the editor flags.
 */
public final class Glossary {
    /** The ideas the glossary fixes a term for, in the order a learner meets them. */
    public static final List<String> IDEAS = List.of("hole", "seed", "serpent", "lap", "relay", "capture",
            "front-row", "inner-row", "middle-row", "outer-row", "turn", "lift", "occupied");

    /**
     * A rejected word found in a text.
     *
     * @param idea   the idea it names
     * @param word   the word as the text writes it
     * @param chosen the glossary's term for the idea, as the file writes it ({@code hole*})
     */
    public record Rejected(String idea, String word, String chosen) {
    }

    private final ResourceBundle bundle;

    private Glossary(ResourceBundle bundle) {
        this.bundle = bundle;
    }

    public static Glossary of(Language language) {
        return new Glossary(language.bundle(Glossary.class.getPackageName() + ".Glossary"));
    }

    /** The term chosen for {@code idea}, as the file writes it. */
    public String chosen(String idea) {
        return bundle.getString(idea);
    }

    /** Every rejected word {@code text} holds, in the glossary's order of ideas. */
    public List<Rejected> rejected(String text) {
        List<Rejected> out = new ArrayList<>();
        for (String idea : IDEAS) {
            String avoided = bundle.getString(idea + ".avoid");
            if (avoided.isBlank()) {
                continue;
            }
            Matcher m = words(avoided).matcher(text);
            while (m.find()) {
                out.add(new Rejected(idea, m.group(), chosen(idea)));
            }
        }
        return out;
    }

    /** The chosen terms as a writer types them (a {@code *} ending dropped), to offer while typing. */
    public List<String> terms() {
        List<String> out = new ArrayList<>();
        for (String idea : IDEAS) {
            Arrays.stream(chosen(idea).split(",")).map(t -> t.replace("*", "").strip())
                    .filter(t -> !t.isEmpty() && !out.contains(t)).forEach(out::add);
        }
        return out;
    }

    /** The terms that start with {@code prefix} (any case), for the word being typed. */
    public List<String> startingWith(String prefix) {
        String p = prefix.toLowerCase(Locale.ROOT);
        return p.isEmpty() ? List.of() : terms().stream().filter(t -> t.toLowerCase(Locale.ROOT).startsWith(p)
                && !t.equalsIgnoreCase(prefix)).toList();
    }

    /**
     * Comma-separated words or phrases as one case-insensitive pattern of whole words; a * stands for
     * any letters, so {@code Stafette*} also finds "Stafetten".
     */
    public static Pattern words(String list) {
        String alternatives = String.join("|", Arrays.stream(list.split(",")).map(String::strip)
                .filter(s -> !s.isEmpty())
                .map(w -> Arrays.stream(w.split("\\*", -1)).map(Pattern::quote)
                        .reduce((a, b) -> a + "\\p{L}*" + b).orElseThrow().replace(" ", "\\E\\s+\\Q"))
                .toList());
        return Pattern.compile("(?<!\\p{L})(?:" + alternatives + ")(?!\\p{L})",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }
}
