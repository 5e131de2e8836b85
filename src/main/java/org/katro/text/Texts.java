package org.katro.text;

import org.katro.engine.Geometry.RowKind;
import org.katro.engine.Phrase;
import org.katro.engine.Player;

import java.text.Format;
import java.text.MessageFormat;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One bundle's texts in one language: the one way every screen, the narration and the kiosk turn
 * a key and its arguments into a sentence. Patterns are {@link MessageFormat}s in the language's
 * locale, so plurals go through choice formats and numbers read as the language writes them; a
 * pattern with an ICU plural argument ({@code {0,plural,one{...} few{...} other{...}}}, for a
 * language whose counts need more than a choice can say) takes its categories from ICU's plural
 * rules ({@link Language#format}). Each
 * pattern is parsed once, on first use (a game's narration says the same few sentences thousands of
 * times); like the formats it keeps, a Texts serves one thread at a time.
 */
public class Texts {
    private final ResourceBundle bundle;
    private final String bundleName;
    private final Language language;
    private final Map<String, Format> formats = new HashMap<>();

    /** The bundle {@code bundleName} (it names the players as player.south and player.north, if it names them). */
    public Texts(Language language, String bundleName) {
        this.language = language;
        this.bundle = language.bundle(bundleName);
        this.bundleName = bundleName;
    }

    /**
     * The texts of {@code bundleName} in whatever language {@code language} gives now, made again
     * only when the language changes: a screen that says its counter at every step reads its bundle
     * and parses its patterns once per language, not once per sentence.
     */
    public static Supplier<Texts> following(Supplier<Language> language, String bundleName) {
        return following(language, now -> new Texts(now, bundleName));
    }

    /** The same for texts of a kind of their own, such as a {@link Narrator}, made by {@code make}. */
    public static <T extends Texts> Supplier<T> following(Supplier<Language> language, Function<Language, T> make) {
        AtomicReference<T> held = new AtomicReference<>();
        return () -> {
            Language now = language.get();
            if (held.get() == null || held.get().language() != now) {
                held.set(make.apply(now));
            }
            return held.get();
        };
    }

    public Language language() {
        return language;
    }

    /**
     * A message of the bundle formatted for this language; arguments that are phrases (why a
     * position cannot be read, why a move is not allowed) are said in the same language. A translated
     * text that cannot be said with these arguments (a translator's typo the start did not catch) is
     * said in English, and told once ({@link Language#reportTo}), never thrown at the screen.
     */
    public String text(String key, Object... args) {
        Object[] said = Arrays.stream(args).map(a -> a instanceof Phrase p ? language.say(p) : a).toArray();
        try {
            return formats.computeIfAbsent(key, k -> language.format(bundle.getString(k))).format(said);
        } catch (IllegalArgumentException e) {
            if (language == Language.ENGLISH) {
                throw e;
            }
            language.unsaid(bundleName, key, e);
            return Language.ENGLISH.format(ResourceBundle.getBundle(bundleName, Locale.ROOT).getString(key)).format(said);
        }
    }

    public String player(Player p) {
        return text(p == Player.SOUTH ? "player.south" : "player.north");
    }

    public String row(RowKind row) {
        return text("row." + row.name().toLowerCase(Locale.ROOT));
    }
}
