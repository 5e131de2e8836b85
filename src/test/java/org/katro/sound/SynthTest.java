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
    }

    @Test
    void aSeedIsHeardAcrossARoomAndNeverClips() {
        short[] seed = Synth.of(Cue.SEED);
        double seconds = seed.length / Synth.RATE;
        double peak = 0;
        double power = 0;
        for (short s : seed) {
            peak = Math.max(peak, Math.abs(s) / 32768.0);
            power += (s / 32768.0) * (s / 32768.0);
        }
        double rmsDb = 20 * Math.log10(Math.sqrt(power / seed.length));
        double peakDb = 20 * Math.log10(peak);
        // a 25 ms click at -18 dBFS was lost in a gallery: about 200 ms at about -12 dBFS is heard
        assertTrue(seconds >= 0.15 && seconds <= 0.25, "a seed sounds " + seconds + " s");
        assertTrue(rmsDb >= -14 && rmsDb <= -10, "a seed's RMS is " + rmsDb + " dBFS");
        // headroom, so that seeds falling 80 ms apart and mixed together are not flattened at full scale
        assertTrue(peakDb <= -2, "a seed peaks at " + peakDb + " dBFS");
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
