package org.katro.text;

import com.ibm.icu.text.MessagePattern;

import java.util.Date;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Whether a translated message pattern can stand for its English one: it parses, it uses the same
 * arguments, and it formats the arguments the English pattern takes (a number where English counts
 * or writes a number, a text where it names a player or a hole, a date where it writes one). A typo
 * such as {@code {0,number}} for a player's name parses, but fails at the first sentence that says
 * it; formatting the translation here, with sample arguments of each kind, finds it before a screen does.
 */
public final class PatternCheck {
    /** What an argument of a pattern is given. */
    private enum Kind { TEXT, NUMBER, DATE }

    /** counts that take every branch of a choice and every plural category of the languages ICU knows */
    private static final int[] COUNTS = {0, 1, 2, 3, 5, 11, 22, 101, 1000};

    private PatternCheck() {
    }

    /**
     * Why {@code translated}, a text of {@code language}, cannot stand for {@code english}; empty when
     * it can, or when English is not a message pattern (a plain text, shown as written).
     */
    public static Optional<String> problem(Language language, String english, String translated) {
        Map<Integer, Kind> kinds;
        try {
            kinds = arguments(english);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        Map<Integer, Kind> own;
        try {
            own = arguments(translated);
            language.format(translated);
        } catch (IllegalArgumentException e) {
            return Optional.of("not a message pattern (" + e.getMessage() + ")");
        }
        if (!own.keySet().equals(kinds.keySet())) {
            return Optional.of("uses the arguments " + braces(own) + " where English uses " + braces(kinds));
        }
        for (int count : COUNTS) {
            Object[] args = samples(kinds, count);
            try {
                language.format(translated).format(args);
            } catch (IllegalArgumentException | ClassCastException e) {
                return Optional.of("cannot be said with the arguments English takes (" + e.getMessage() + ")");
            }
        }
        return Optional.empty();
    }

    /** The arguments {@code pattern} uses, by number, each with what it is given. */
    private static Map<Integer, Kind> arguments(String pattern) {
        MessagePattern parsed = new MessagePattern(Language.icu(pattern) ? MessagePattern.ApostropheMode.DOUBLE_OPTIONAL
                : MessagePattern.ApostropheMode.DOUBLE_REQUIRED).parse(pattern);
        Map<Integer, Kind> kinds = new TreeMap<>();
        for (int i = 0; i < parsed.countParts(); i++) {
            MessagePattern.Part part = parsed.getPart(i);
            if (part.getType() != MessagePattern.Part.Type.ARG_START) {
                continue;
            }
            MessagePattern.Part name = parsed.getPart(i + 1);
            // a named argument ({who}) is none of English's numbered ones
            int number = name.getType() == MessagePattern.Part.Type.ARG_NUMBER ? name.getValue() : -1;
            Kind kind = kind(parsed, i);
            kinds.merge(number, kind, (a, b) -> a == Kind.TEXT ? b : a);
        }
        return kinds;
    }

    private static Kind kind(MessagePattern parsed, int start) {
        return switch (parsed.getPart(start).getArgType()) {
            case NONE, SELECT -> Kind.TEXT;
            case CHOICE, PLURAL, SELECTORDINAL -> Kind.NUMBER;
            case SIMPLE -> {
                String type = parsed.getSubstring(parsed.getPart(start + 2));
                yield type.equals("date") || type.equals("time") ? Kind.DATE : Kind.NUMBER;
            }
        };
    }

    private static Object[] samples(Map<Integer, Kind> kinds, int count) {
        Object[] args = new Object[kinds.keySet().stream().mapToInt(Integer::intValue).max().orElse(-1) + 1];
        kinds.forEach((n, kind) -> {
            if (n >= 0) {
                args[n] = switch (kind) {
                    case TEXT -> "S3";
                    case NUMBER -> count;
                    case DATE -> new Date(0);
                };
            }
        });
        return args;
    }

    private static String braces(Map<Integer, Kind> kinds) {
        return kinds.isEmpty() ? "none" : String.join(" ", kinds.keySet().stream()
                .map(n -> n < 0 ? "{name}" : "{" + n + "}").toList());
    }
}
