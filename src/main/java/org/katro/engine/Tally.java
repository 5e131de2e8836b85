package org.katro.engine;

/** Counts what the fast path did, for benchmarks: turns, laps and seeds sown. */
public final class Tally {
    long turns;
    long laps;
    long seeds;

    public long turns() {
        return turns;
    }

    public long laps() {
        return laps;
    }

    public long seeds() {
        return seeds;
    }
}
