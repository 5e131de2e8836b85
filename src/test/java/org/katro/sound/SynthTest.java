package org.katro.sound;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SynthTest {
    @Test
    void everyCueStartsAtOnceIsShortAndDiffersFromTheOthers() {
        Map<Cue, short[]> all = Synth.all();
        Set<Integer> shapes = new HashSet<>();
        for (Map.Entry<Cue, short[]> e : all.entrySet()) {
            short[] s = e.getValue();
            int firstMs = Synth.seconds(0.002);
            int peakEarly = 0;
            for (int i = 0; i < firstMs; i++) {
                peakEarly = Math.max(peakEarly, Math.abs(s[i]));
            }
            // the onset is the event's moment: loud within its first two milliseconds
            assertTrue(peakEarly > 3000, e.getKey() + " starts at " + peakEarly);
            assertTrue(s.length < Synth.seconds(0.7), e.getKey() + " lasts " + s.length);
            shapes.add(Arrays.hashCode(s));
        }
        assertEquals(Cue.values().length, shapes.size(), "each cue its own sound");
        assertTrue(all.get(Cue.SEED).length <= Synth.seconds(0.03), "a seed is a click, not a tone");
    }

    @Test
    void volumeScalesTheBytesAndNeverWrapsAround() {
        short[] seed = Synth.of(Cue.SEED);
        byte[] full = Synth.bytes(seed, 1);
        byte[] half = Synth.bytes(seed, 0.5);
        byte[] silent = Synth.bytes(seed, 0);
        int i = 0;
        while (seed[i] == 0) {
            i++;
        }
        short f = (short) ((full[2 * i] & 0xff) | (full[2 * i + 1] << 8));
        short h = (short) ((half[2 * i] & 0xff) | (half[2 * i + 1] << 8));
        assertEquals(seed[i], f);
        assertEquals(Math.round(seed[i] * 0.5), h);
        for (byte b : silent) {
            assertEquals(0, b);
        }
    }
}
