package org.katro.engine;

import java.util.List;

/** A move played from {@code before}: its ordered events and the position they lead to. */
public record Turn(Position before, Move move, List<Event> events, Position after) {
    public Turn {
        events = List.copyOf(events);
    }

    public boolean endsGame() {
        return !events.isEmpty() && events.get(events.size() - 1) instanceof Event.GameOver;
    }
}
