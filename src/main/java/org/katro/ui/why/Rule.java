package org.katro.ui.why;

import org.katro.engine.Event;

import java.util.Locale;
import java.util.Optional;

/**
 * The rule that an event follows, and the rules lesson that teaches it: what a "Why?" names. Read
 * from the event alone (its kind, the reason of a lift, the outcome of a lap's last seed, how deep a
 * capture reaches), never worked out again.
 */
public enum Rule {
    START("rules-2-direction"),
    SOWING("rules-1-serpent"),
    LAP_END("rules-3-empty-hole"),
    RELAY("rules-4-relay"),
    CAPTURE("rules-5-capture"),
    DEEPER_CAPTURE("rules-6-deeper-captures"),
    GAME_OVER("rules-7-winning");

    private final String lesson;

    Rule(String lesson) {
        this.lesson = lesson;
    }

    /** The id of the lesson that teaches this rule. */
    public String lesson() {
        return lesson;
    }

    /** The key of this rule's texts: {@code lap-end} for LAP_END. */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The rule {@code e} follows; empty before the first event. */
    public static Optional<Rule> of(Event e) {
        if (e == null) {
            return Optional.empty();
        }
        if (e instanceof Event.Pick p) {
            return Optional.of(switch (p.reason()) {
                case START -> START;
                case RELAY -> RELAY;
                case AFTER_CAPTURE -> CAPTURE;
            });
        }
        if (e instanceof Event.Sow s) {
            return Optional.of(!s.endsLap() ? SOWING
                    : s.outcome().captures() ? CAPTURE : s.outcome().relays() ? RELAY : LAP_END);
        }
        if (e instanceof Event.Capture c) {
            return Optional.of(c.emptyRowsBefore() > 0 ? DEEPER_CAPTURE : CAPTURE);
        }
        return Optional.of(e instanceof Event.TurnEnd ? LAP_END : GAME_OVER);
    }
}
