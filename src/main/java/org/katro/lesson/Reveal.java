package org.katro.lesson;

import org.katro.engine.Event;
import org.katro.engine.Hole;

import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.stream.Collectors;

/**
 * What the engine says about the lap a question asks about, and whether a prediction matches it.
 *
 * @param lapEnd   the cursor index just after the lap's last seed
 * @param lastSeed the lap's last seed
 * @param captures the captures it makes (two in Gorobaka when both holes of a column hold seeds)
 */
public record Reveal(Question.Kind kind, int lapEnd, Event.Sow lastSeed, List<Event.Capture> captures) {
    public Reveal {
        captures = List.copyOf(captures);
    }

    /** The hole where the last seed falls. */
    public Hole landing() {
        return lastSeed.hole();
    }

    /** The right yes/no answer (capture or turn-ends questions). */
    public boolean yes() {
        return kind == Question.Kind.CAPTURE ? lastSeed.outcome().captures() : lastSeed.outcome().endsTurn();
    }

    /** Whether a tapped hole is the right answer to a landing question. */
    public boolean isRight(Hole tapped) {
        return kind == Question.Kind.LANDING && landing().equals(tapped);
    }

    /** Whether a yes/no answer is right. */
    public boolean isRight(boolean answer) {
        return kind != Question.Kind.LANDING && answer == yes();
    }

    /** Why it happens, in {@code locale}: where the last seed falls and what that leads to. */
    public String explanation(Locale locale) {
        // English is the base bundle: asking for it by ROOT keeps a French machine from falling back to French
        ResourceBundle texts = ResourceBundle.getBundle("org.katro.lesson.Reveal",
                locale.getLanguage().equals(Lesson.LANGUAGES.get(0).getLanguage()) ? Locale.ROOT : locale);
        String key = "outcome." + lastSeed.outcome().name();
        if (captures.stream().anyMatch(Event.Capture::lastSeeds)) {
            key = "outcome.CAPTURE_LAST";
        } else if (captures.stream().anyMatch(Event.Capture::wholeFile)) {
            key = "outcome.CAPTURE_FILE";
        }
        String from = captures.stream().map(c -> c.from().name()).collect(Collectors.joining(", "));
        int taken = captures.stream().mapToInt(Event.Capture::count).sum();
        return MessageFormat.format(texts.getString(key), texts.getString("player." + lastSeed.player().name()),
                landing().name(), from, taken);
    }
}
