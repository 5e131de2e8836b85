package org.katro.sound;

import java.util.EnumMap;
import java.util.Map;
import java.util.Random;

/**
 * The game's sounds, made here in code (nothing is downloaded or shipped): 16-bit mono PCM at
 * {@link #RATE}. A seed is a knock on wood: a click of low-passed noise over two wooden tones that
 * ring for 200 ms, at about -12 dBFS RMS, so that it is heard across a gallery (the 25 ms click it
 * replaces was lost in a room); the others are short tones, each its own shape, so that a listener
 * who cannot see the board tells them apart.
 * Every sound starts at full strength in its first millisecond: its onset is the moment shown.
 */
public final class Synth {
    public static final float RATE = 44_100f;
    /** the loudest sample, below full scale so that a sound and speech together do not clip */
    private static final double PEAK = 0.7 * Short.MAX_VALUE;

    private Synth() {
    }

    /** Every cue's samples, made once. */
    public static Map<Cue, short[]> all() {
        Map<Cue, short[]> out = new EnumMap<>(Cue.class);
        for (Cue c : Cue.values()) {
            out.put(c, of(c));
        }
        return out;
    }

    /** The samples of {@code cue}. */
    public static short[] of(Cue cue) {
        return switch (cue) {
            case SEED -> seed(1, 0);
            // three quick seeds, shorter: many fell
            case SEEDS -> seed(3, 0.018);
            case RELAY -> mix(seed(1, 0), tone(seconds(0.10), 660, 0.03, 0.5), 0);
            case CAPTURE -> concat(tone(seconds(0.12), 523, 0.05, 0.8), tone(seconds(0.16), 784, 0.06, 0.8));
            case TURN_END -> tone(seconds(0.22), 392, 0.07, 0.6);
            case GAME_OVER -> concat(tone(seconds(0.15), 523, 0.06, 0.8), tone(seconds(0.15), 659, 0.06, 0.8),
                    tone(seconds(0.30), 784, 0.1, 0.8));
        };
    }

    /** {@code count} knocks {@code gap} seconds apart; a fixed seed: the same sound every time. */
    private static short[] seed(int count, double gap) {
        int knock = seconds(0.2);
        int step = seconds(gap);
        double[] out = new double[knock + step * (count - 1)];
        Random noise = new Random(7);
        for (int k = 0; k < count; k++) {
            double low = 0;
            for (int i = 0; i < knock; i++) {
                double t = i / RATE;
                // one-pole low-pass: the click of a seed striking, not a hiss
                low += 0.45 * (noise.nextGaussian() * 0.5 - low);
                double click = 0.8 * low * Math.exp(-t / 0.004);
                // the hole's wood rings on: a low mode that carries in a room, a higher one that dies fast
                double wood = Math.sin(2 * Math.PI * 480 * t) * Math.exp(-t / 0.2)
                        + 0.3 * Math.sin(2 * Math.PI * 1270 * t) * Math.exp(-t / 0.03);
                double tail = Math.min(1, (knock - i) / (double) seconds(0.005));
                out[k * step + i] += (click + wood) * tail;
            }
        }
        return toPeak(out);
    }

    /** {@code v} scaled so that its loudest sample is {@link #PEAK}. */
    private static short[] toPeak(double[] v) {
        double max = 0;
        for (double x : v) {
            max = Math.max(max, Math.abs(x));
        }
        short[] out = new short[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = clip(v[i] * PEAK / max);
        }
        return out;
    }

    /** A sine of {@code hz} that starts at once and dies away with time constant {@code decay}. */
    private static short[] tone(int length, double hz, double decay, double level) {
        short[] out = new short[length];
        int attack = seconds(0.001);
        for (int i = 0; i < length; i++) {
            double t = i / RATE;
            double envelope = Math.min(1, (i + 1) / (double) attack) * Math.exp(-t / decay);
            // a ramp at the end, so the sound does not stop with a click
            double tail = Math.min(1, (length - i) / (double) seconds(0.005));
            out[i] = clip(PEAK * level * envelope * tail * Math.sin(2 * Math.PI * hz * t));
        }
        return out;
    }

    private static short[] mix(short[] a, short[] b, int offset) {
        short[] out = new short[Math.max(a.length, b.length + offset)];
        for (int i = 0; i < out.length; i++) {
            int j = i - offset;
            out[i] = clip((i < a.length ? a[i] : 0) + (j >= 0 && j < b.length ? b[j] : 0));
        }
        return out;
    }

    private static short[] concat(short[]... parts) {
        int n = 0;
        for (short[] p : parts) {
            n += p.length;
        }
        short[] out = new short[n];
        int at = 0;
        for (short[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    static int seconds(double s) {
        return (int) Math.round(s * RATE);
    }

    private static short clip(double v) {
        return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(v)));
    }

    /** {@code samples} at {@code volume} (0 to 1), as little-endian bytes for a line. */
    public static byte[] bytes(short[] samples, double volume) {
        byte[] out = new byte[samples.length * 2];
        double v = Math.max(0, Math.min(1, volume));
        for (int i = 0; i < samples.length; i++) {
            int s = (int) Math.round(samples[i] * v);
            out[2 * i] = (byte) s;
            out[2 * i + 1] = (byte) (s >> 8);
        }
        return out;
    }
}
