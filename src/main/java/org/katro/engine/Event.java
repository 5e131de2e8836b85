package org.katro.engine;

/**
 * One step of a turn, as the screens show it and the cursor replays it. Every event carries what is
 * needed to show and explain it without recomputing the rules, and each one can be undone exactly.
 */
public sealed interface Event permits Event.Pick, Event.Sow, Event.Capture, Event.TurnEnd, Event.GameOver {

    /** The player whose turn it is. */
    Player player();

    /** Why seeds were lifted. */
    enum PickReason {
        /** the hole the turn starts from */
        START,
        /** the last seed of a lap fell into an occupied hole that does not capture: sowing goes on from it */
        RELAY,
        /** after a capture, the landing hole's seeds (with the captured ones) are sown on */
        AFTER_CAPTURE
    }

    /** What the last seed of a lap led to, and why. */
    enum LapOutcome {
        /** fell into an empty hole: the turn ends */
        EMPTY_HOLE,
        /** fell into an empty hole of the front row that could capture, but the opponent's hole opposite is empty */
        EMPTY_HOLE_NOTHING_OPPOSITE,
        /** fell into an occupied hole outside the row that captures: relay */
        RELAY,
        /** fell into an occupied hole of the capturing row, but the opponent's hole opposite is empty: relay */
        RELAY_NOTHING_OPPOSITE,
        /** fell into an occupied hole of the capturing row with seeds opposite: capture */
        CAPTURE,
        /** katro4-empty: fell into an empty hole of the front row with seeds opposite: capture */
        CAPTURE_ON_EMPTY,
        /** katro4: the mover's only seed captures as if it had landed on an occupied hole */
        CAPTURE_LONE_SEED;

        public boolean captures() {
            return this == CAPTURE || this == CAPTURE_ON_EMPTY || this == CAPTURE_LONE_SEED;
        }

        public boolean relays() {
            return this == RELAY || this == RELAY_NOTHING_OPPOSITE;
        }

        public boolean endsTurn() {
            return this == EMPTY_HOLE || this == EMPTY_HOLE_NOTHING_OPPOSITE;
        }
    }

    /**
     * All seeds of {@code hole} are lifted into the hand.
     *
     * @param lap the lap of the turn this lift starts, from 0
     */
    record Pick(Player player, Hole hole, int count, PickReason reason, Direction direction, int lap)
            implements Event {
    }

    /**
     * One seed dropped into {@code hole}.
     *
     * @param inHand   seeds still in hand after this one
     * @param lap      the lap of the turn, from 0
     * @param outcome  for the lap's last seed, what it leads to; {@code null} for the others
     * @param frontRow for the lap's last seed, the depth of the mover's front row once it has fallen
     *                 (0 = outer); -1 for the others
     */
    record Sow(Player player, Hole hole, int inHand, int lap, LapOutcome outcome, int frontRow) implements Event {
        public boolean endsLap() {
            return outcome != null;
        }
    }

    /**
     * The seeds of the opponent's hole {@code from} go into the landing hole {@code into}.
     *
     * @param emptyRowsBefore how many of the opponent's rows between {@code from} and the centre were
     *                        empty (1: the inner row was empty, so the middle row was reached; 2: inner
     *                        and middle were empty)
     * @param wholeFile       gorobaka: taken as part of the whole opposite column
     * @param lastSeeds       the opponent has no seed left: the game ends at once
     */
    record Capture(Player player, Hole from, Hole into, int count, int emptyRowsBefore, boolean wholeFile,
            boolean lastSeeds) implements Event {
    }

    /** The turn is over; {@code next} is to move. */
    record TurnEnd(Player player, Player next) implements Event {
    }

    /** The game is over: {@code player} is the winner, the loser has no legal move. */
    record GameOver(Player player, Player loser, boolean loserHasSeeds) implements Event {
        public Player winner() {
            return player;
        }
    }
}
