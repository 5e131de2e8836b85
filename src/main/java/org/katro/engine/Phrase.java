package org.katro.engine;

import java.text.Format;
import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.function.Function;

/**
 * Something to tell a user, kept as a bundle key and its arguments so that each screen can say it
 * in its own language (the command line says it in English, the base bundle). Arguments that are
 * phrases themselves, such as a row's name or the reason inside a longer message, are said in the
 * same language.
 */
public record Phrase(String bundle, String key, List<Object> args) {
    public Phrase {
        args = List.copyOf(args);
    }

    public Phrase(String bundle, String key, Object... args) {
        this(bundle, key, List.of(args));
    }

    /**
     * The phrase in {@code locale}'s bundle; {@link Locale#ROOT} gives English. A pattern with
     * arguments is a {@link MessageFormat} (write an apostrophe as ''), one without is plain text.
     */
    public String say(Locale locale) {
        return say(locale, name -> ResourceBundle.getBundle(name, locale));
    }

    /** The phrase in {@code locale} with the bundles {@code bundles} gives by name (a language added from a folder has its own). */
    public String say(Locale locale, Function<String, ResourceBundle> bundles) {
        String pattern = bundles.apply(bundle).getString(key);
        if (args.isEmpty()) {
            return pattern;
        }
        MessageFormat format = new MessageFormat(pattern, locale);
        Format[] formats = format.getFormatsByArgumentIndex();
        Object[] said = new Object[args.size()];
        for (int i = 0; i < said.length; i++) {
            Object a = args.get(i);
            // a number the pattern writes plainly ({0}) as digits: line and move numbers read badly with
            // grouping ("line 1,024"); one it formats itself ({2,number,#}, a choice) stays a number
            boolean plain = i >= formats.length || formats[i] == null;
            said[i] = a instanceof Phrase p ? p.say(locale, bundles) : a instanceof Number && plain ? a.toString() : a;
        }
        return format.format(said);
    }

    /** The phrase in English, as the command line and the exceptions' messages say it. */
    public String english() {
        return say(Locale.ROOT);
    }
}
