package org.katro.ui.sound;

import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.value.ChangeListener;
import org.katro.sound.AudioOut;
import org.katro.sound.CueSchedule;
import org.katro.sound.Espeak;
import org.katro.sound.Speaker;
import org.katro.sound.SpeechSchedule;
import org.katro.ui.session.GameChange;
import org.katro.ui.session.GameSession;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The station's sound, which outlives a screen: whether it is on, the volume and its ceiling, and
 * whether the texts are spoken. It follows the game on screen: each event shown plays its cue (from
 * {@link CueSchedule}) and says its texts (from {@link SpeechSchedule}); the device and espeak-ng
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
    private Speaker speaker;

    public StationSound() {
        volume.addListener((obs, old, now) -> clamp());
        maxVolume.addListener((obs, old, now) -> clamp());
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

    /** The texts of the screen now, in its language, and where a lesson keeps its recordings. */
    public interface Texts {
        List<SpeechSchedule.Part> parts();

        String language();

        Speaker.Recordings recordings();
    }

    /**
     * Plays the cues of {@code session}'s events and says {@code texts} as each event is shown, until
     * the returned action runs (the screen is left), which also stops any speech.
     */
    public Runnable follow(GameSession session, Texts texts) {
        CueSchedule cues = new CueSchedule();
        SpeechSchedule schedule = new SpeechSchedule();
        boolean[] following = {true};
        Consumer<List<SpeechSchedule.Action>> act = actions -> {
            for (SpeechSchedule.Action a : actions) {
                if (a instanceof SpeechSchedule.Stop) {
                    speaker().stop();
                    session.stepping().speakingProperty().set(false);
                } else if (a instanceof SpeechSchedule.Say say) {
                    session.stepping().speakingProperty().set(true);
                    speaker().say(say, texts.language(), texts.recordings(), level(), () -> Platform.runLater(() -> {
                        if (schedule.finished(say.turn())) {
                            session.stepping().speakingProperty().set(false);
                        }
                    }));
                }
            }
        };
        Runnable unfollow = session.follow(change -> {
            if (change instanceof GameChange.Shown shown) {
                cues.shown(shown.index(), session.cursor().events(), System.currentTimeMillis())
                        .filter(c -> on.get())
                        .ifPresent(c -> audio().play(c, level()));
                if (on.get() && speech.get()) {
                    // said once the texts of this event are on screen: after the pulse that shows them
                    int place = shown.index();
                    Platform.runLater(() -> {
                        if (following[0] && on.get() && speech.get()) {
                            act.accept(schedule.shown(place, texts.parts()));
                        }
                    });
                }
            }
        });
        // turning sound or speech off stops the voice at once
        ChangeListener<Boolean> silence = (obs, was, now) -> {
            if (!now) {
                act.accept(schedule.off());
            }
        };
        on.addListener(silence);
        speech.addListener(silence);
        return () -> {
            following[0] = false;
            unfollow.run();
            on.removeListener(silence);
            speech.removeListener(silence);
            act.accept(schedule.off());
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

    private Speaker speaker() {
        if (speaker == null) {
            speaker = new Speaker(() -> Espeak.find("espeak-ng"), line -> log.accept(line));
        }
        return speaker;
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
        if (speaker != null) {
            speaker.close();
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
