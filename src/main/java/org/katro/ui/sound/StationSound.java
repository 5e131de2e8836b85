package org.katro.ui.sound;

import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.value.ChangeListener;
import org.katro.sound.AudioOut;
import org.katro.sound.Cue;
import org.katro.sound.Espeak;
import org.katro.sound.Speaker;
import org.katro.sound.SoundTrack;
import org.katro.sound.SpeechLog;
import org.katro.sound.SpeechSchedule;
import org.katro.sound.Voice;
import org.katro.ui.session.GameChange;
import org.katro.ui.session.GameSession;

import java.util.List;
import java.util.function.Consumer;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The station's sound, which outlives a screen: whether it is on, the volume and its ceiling, and
 * whether the texts are spoken. It follows the game on screen: the place it opens on and each event
 * shown play their cue and say their texts, as one {@link SoundTrack}; the device and espeak-ng
 * are reached on their own threads ({@link AudioOut}, {@link Speaker}), opened only when first
 * heard, so a station with sound off never touches them.
 */
public final class StationSound implements AutoCloseable {
    private final BooleanProperty on = new SimpleBooleanProperty(this, "on");
    private final BooleanProperty speech = new SimpleBooleanProperty(this, "speech", true);
    /** 0 to 1, never above {@link #maxVolumeProperty()} */
    private final DoubleProperty volume = new SimpleDoubleProperty(this, "volume", 0.7);
    private final DoubleProperty maxVolume = new SimpleDoubleProperty(this, "maxVolume", 1);
    private Consumer<String> log = line -> System.err.println("katro: " + line);
    private AudioOut audio;
    private Voice voice;
    /** where each line said is written ({@code --speech-log}); none by default */
    private volatile SpeechLog speechLog;
    /** an announcement's turn, below the track's own (which count up from 1) */
    private long announced;

    public StationSound() {
        volume.addListener((obs, old, now) -> clamp());
        maxVolume.addListener((obs, old, now) -> clamp());
        // the voice gets ready as soon as it may speak, not at its first caption (heard that much late)
        ChangeListener<Boolean> maySpeak = (obs, was, now) -> {
            if (on.get() && speech.get()) {
                voice().warm();
            }
        };
        on.addListener(maySpeak);
        speech.addListener(maySpeak);
    }

    private void clamp() {
        double v = Math.max(0, Math.min(maxVolume.get(), volume.get()));
        if (v != volume.get()) {
            volume.set(v);
        }
    }

    /** Where the one line of a station with no sound device (or no voice) goes: the station's log. */
    public void logTo(Consumer<String> log) {
        this.log = log;
    }

    /** Writes each line said to {@code log}, from now on. */
    public void logSpeechTo(SpeechLog log) {
        this.speechLog = log;
    }

    /** Speaks with {@code voice} instead of the device's (a test's voice, which takes a known time). */
    public void speakWith(Voice voice) {
        if (this.voice != null) {
            this.voice.close();
        }
        this.voice = voice;
    }

    /** The texts of the screen now, in its language, and where a lesson keeps its recordings. */
    public interface Texts {
        List<SpeechSchedule.Part> parts();

        String language();

        Speaker.Recordings recordings();

        /**
         * Runs {@code changed} whenever a text changes without the game moving (a question asked, its
         * verdict), until the returned action runs.
         */
        default Runnable onChange(Runnable changed) {
            return () -> { };
        }
    }

    /**
     * Says {@code text} in {@code language} now, over whatever was being said (a keypad visitor asked
     * where they are, or moved to a button), if sound and voice are on.
     */
    public void announce(String text, String language) {
        if (!on.get() || !speech.get() || text.isBlank()) {
            return;
        }
        log(text);
        voice().stop();
        voice().say(new SpeechSchedule.Say(--announced, List.of(new SpeechSchedule.Part("announcement", text, ""))), language,
                (key, lang) -> java.util.Optional.empty(), level(), 0, () -> { });
    }

    private void log(String text) {
        if (speechLog != null) {
            speechLog.said(text);
        }
    }

    /**
     * Plays the cues of {@code session}'s events and says {@code texts} as each event is shown, until
     * the returned action runs (the screen is left), which also stops any speech.
     */
    public Runnable follow(GameSession session, Texts texts) {
        SoundTrack[] track = new SoundTrack[1];
        track[0] = new SoundTrack(new SoundTrack.Out() {
            @Override
            public void cue(Cue cue) {
                audio().play(cue, level());
            }

            @Override
            public void say(SpeechSchedule.Say say, long afterMillis) {
                session.stepping().speakingProperty().set(true);
                say.parts().forEach(p -> log(p.text()));
                voice().say(say, texts.language(), texts.recordings(), level(), afterMillis, () -> Platform.runLater(() -> {
                    if (track[0].finished(say.turn())) {
                        session.stepping().speakingProperty().set(false);
                    }
                }));
            }

            @Override
            public void stop() {
                voice().stop();
                session.stepping().speakingProperty().set(false);
            }
        });
        Runnable unhear = hear(session, texts, track[0], Platform::runLater, System::currentTimeMillis, on::get,
                () -> on.get() && speech.get());
        // turning sound or speech off stops the voice at once
        ChangeListener<Boolean> silence = (obs, was, now) -> {
            if (!now) {
                track[0].off();
            }
        };
        on.addListener(silence);
        speech.addListener(silence);
        return () -> {
            unhear.run();
            on.removeListener(silence);
            speech.removeListener(silence);
            track[0].off();
        };
    }

    /**
     * Tells {@code track} the place {@code session} shows now, then each event shown, with the
     * {@code texts} of it, once {@code later} runs (after the pulse that shows them), until the
     * returned action runs: the place a screen opens on is heard as any other, so its caption is said
     * while it shows, not at the first event after it.
     */
    static Runnable hear(GameSession session, Texts texts, SoundTrack track, Executor later, LongSupplier clock,
            BooleanSupplier cuesOn, BooleanSupplier speechOn) {
        boolean[] hearing = {true};
        IntConsumer heard = place -> later.execute(() -> {
            if (hearing[0]) {
                track.shown(place, session.cursor().events(), texts.parts(), clock.getAsLong(), cuesOn.getAsBoolean(),
                        speechOn.getAsBoolean());
            }
        });
        heard.accept(session.cursor().index());
        // a text that changes where the game stands (a question, its verdict) is said as it appears
        Runnable unwatch = texts.onChange(() -> heard.accept(session.cursor().index()));
        Runnable unfollow = session.follow(change -> {
            if (change instanceof GameChange.Shown shown) {
                heard.accept(shown.index());
            }
        });
        return () -> {
            hearing[0] = false;
            unwatch.run();
            unfollow.run();
        };
    }

    private double level() {
        return Math.min(volume.get(), maxVolume.get());
    }

    private AudioOut audio() {
        if (audio == null) {
            audio = new AudioOut(line -> log.accept(line));
        }
        return audio;
    }

    private Voice voice() {
        if (voice == null) {
            voice = new Speaker(() -> Espeak.find("espeak-ng"), line -> log.accept(line), (text, why) -> {
                if (speechLog != null) {
                    speechLog.notSaid(text, why);
                }
            });
        }
        return voice;
    }

    /**
     * The station's sound as its settings file sets it for each visitor (volumes in percent), and
     * its table mode: what the staff page shows.
     */
    public record Defaults(boolean on, boolean voice, int volume, int maxVolume, boolean table) {
    }

    private Defaults defaults = new Defaults(false, true, 70, 100, false);

    /** Sets the station's defaults and gives them to the sound now. */
    public void stationDefaults(Defaults d) {
        defaults = d;
        on.set(d.on());
        speech.set(d.voice());
        maxVolume.set(d.maxVolume() / 100.0);
        volume.set(d.volume() / 100.0);
    }

    /** The station's defaults, in words for the staff page, with the settings' keys that set them. */
    public String describeDefaults(org.katro.text.Language language) {
        org.katro.text.Texts texts = new org.katro.text.Texts(language, SoundControl.BUNDLE);
        return texts.text("staff.sound", texts.text(defaults.on() ? "on" : "off"), texts.text(defaults.voice() ? "on" : "off"),
                defaults.volume(), defaults.maxVolume(), texts.text(defaults.table() ? "on" : "off"));
    }

    /** Sound on or off: the cues and the voice. */
    public BooleanProperty onProperty() {
        return on;
    }

    /** Whether the texts are spoken while sound is on. */
    public BooleanProperty speechProperty() {
        return speech;
    }

    public DoubleProperty volumeProperty() {
        return volume;
    }

    /** The station's ceiling for the volume (0 to 1): a visitor cannot turn it higher. */
    public DoubleProperty maxVolumeProperty() {
        return maxVolume;
    }

    @Override
    public void close() {
        if (audio != null) {
            audio.close();
        }
        if (voice != null) {
            voice.close();
        }
    }

    /** A supplier's texts in a fixed language without recordings: the explorer's and play screen's narration. */
    public static Texts narration(Supplier<String> sentence, Supplier<String> language) {
        return new Texts() {
            @Override
            public List<SpeechSchedule.Part> parts() {
                return List.of(new SpeechSchedule.Part("narration", sentence.get(), ""));
            }

            @Override
            public String language() {
                return language.get();
            }

            @Override
            public Speaker.Recordings recordings() {
                return (key, lang) -> java.util.Optional.empty();
            }
        };
    }
}
