package org.katro.sound;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * When speech starts and stops: the model under spoken captions, with no device and no process, so
 * that tests read it. The screen tells it each place it shows (an event, a lesson's step) with the
 * texts on screen there, once they are on screen; speech of another place stops first. A text
 * already said in its role (a caption that stays while the seeds of the next step fall) is not said
 * again; a new one is. A text that comes at the same place while another is said (the question
 * under a caption still being read) waits for it to end: it never cuts the sentence it follows.
 */
public final class SpeechSchedule {
    /**
     * A text on screen: its {@code role} (caption, narration), its words, and the key a curator's
     * recording is named by (empty for a sentence made from the game: only a voice says it).
     */
    public record Part(String role, String text, String key) {
        public Part {
            Objects.requireNonNull(role);
            Objects.requireNonNull(text);
            Objects.requireNonNull(key);
        }
    }

    /** What the player is to do. */
    public sealed interface Action {
    }

    /** Stop the speech now playing. */
    public record Stop() implements Action {
    }

    /** Say {@code parts} in order; {@code turn} names this speech in {@link #finished}. */
    public record Say(long turn, List<Part> parts) implements Action {
    }

    private Object place;
    private final Map<String, String> said = new HashMap<>();
    private long turn;
    private boolean speaking;
    /** the texts that came at this place while it spoke, said once it ends */
    private final List<Part> waiting = new ArrayList<>();

    /** The screen now shows {@code place} with {@code parts} on it; returns what to do, in order. */
    public List<Action> shown(Object place, List<Part> parts) {
        List<Action> out = new ArrayList<>();
        if (place.equals(this.place)) {
            // the same place shown again (a refresh): only a text that changed there is said
            List<Part> fresh = fresh(parts);
            if (speaking) {
                fresh.forEach(p -> waiting.removeIf(w -> w.role().equals(p.role())));
                waiting.addAll(fresh);
            } else {
                say(out, fresh);
            }
            return out;
        }
        this.place = place;
        waiting.clear();
        stop(out);
        say(out, fresh(parts));
        return out;
    }

    /** The speech {@code turn} came to its end; true when it was the one playing. */
    public boolean finished(long turn) {
        if (speaking && turn == this.turn) {
            speaking = false;
            return true;
        }
        return false;
    }

    /** Once the speech has ended: what came at its place meanwhile, said now; empty when nothing did. */
    public List<Action> waiting() {
        List<Action> out = new ArrayList<>();
        if (!speaking) {
            say(out, waiting);
            waiting.clear();
        }
        return out;
    }

    /** Speech turned off, or the screen left: stop, and say every text afresh next time. */
    public List<Action> off() {
        List<Action> out = new ArrayList<>();
        waiting.clear();
        stop(out);
        said.clear();
        place = null;
        return out;
    }

    /** Whether speech is playing (or being made): playback that waits for speech waits for this. */
    public boolean speaking() {
        return speaking;
    }

    private List<Part> fresh(List<Part> parts) {
        List<Part> out = new ArrayList<>();
        for (Part p : parts) {
            String text = p.text().strip();
            if (!text.equals(said.get(p.role()))) {
                said.put(p.role(), text);
                if (!text.isEmpty()) {
                    out.add(p);
                }
            }
        }
        return out;
    }

    private void stop(List<Action> out) {
        if (speaking) {
            out.add(new Stop());
            speaking = false;
        }
    }

    private void say(List<Action> out, List<Part> parts) {
        if (!parts.isEmpty()) {
            turn++;
            speaking = true;
            out.add(new Say(turn, List.copyOf(parts)));
        }
    }
}
