package org.katro.ui.sound;

import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import org.katro.sound.SpeechSchedule;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.session.GameSession;

import java.util.ArrayList;
import java.util.List;

/**
 * The station's sound following the screen showing: a lesson's game with its caption and narration
 * spoken (recorded where the lesson has recordings), or a game with its narration, and nothing on a
 * screen without a game. One screen at a time: following a new one stops following the last.
 */
public final class ScreenSound {
    private final StationSound sound;
    /** stops following the last screen's game with sound */
    private Runnable unhear = () -> { };

    public ScreenSound(StationSound sound) {
        this.sound = sound;
    }

    /** Follows {@code lessonShown}'s game if a lesson shows, else {@code gameShown} if a game does, in {@code language}. */
    public void hear(LessonPlayerModel lessonShown, GameSession gameShown, Language language) {
        unhear.run();
        unhear = () -> { };
        if (lessonShown != null) {
            // the lesson player's "play" waits for each step's speech to end
            lessonShown.game().stepping().pacedBySpeechProperty().set(true);
            unhear = sound.follow(lessonShown.game(), texts(lessonShown, language));
        } else if (gameShown != null) {
            Language spoken = language;
            unhear = sound.follow(gameShown, StationSound.narration(gameShown.narrationProperty()::get,
                    () -> spoken.locale().getLanguage()));
        }
    }

    /**
     * What a lesson's screen says: its caption (recorded where the lesson has recordings), its
     * narration if narrated, the question asked, its verdict (a first wrong answer's is the hint),
     * and at the end "What next?": all a visitor reads there.
     */
    static StationSound.Texts texts(LessonPlayerModel lessonShown, Language spoken) {
        String ending = new Texts(spoken, "org.katro.ui.lesson.LessonPlayer").text("ending");
        return new StationSound.Texts() {
            @Override
            public List<SpeechSchedule.Part> parts() {
                String caption = lessonShown.captionProperty().get();
                List<SpeechSchedule.Part> parts = new ArrayList<>();
                parts.add(new SpeechSchedule.Part("caption", caption, lessonShown.captionKey()));
                if (lessonShown.lesson().narrated()) {
                    parts.add(new SpeechSchedule.Part("narration", lessonShown.narrationProperty().get(), ""));
                }
                // played by itself (the attract loop), the screen shows the caption alone: nothing asks a passer-by to tap
                boolean visitor = !lessonShown.unattendedProperty().get();
                parts.add(new SpeechSchedule.Part("question", visitor ? lessonShown.questionProperty().get() : "", ""));
                parts.add(new SpeechSchedule.Part("verdict", visitor ? lessonShown.verdictProperty().get() : "", ""));
                parts.add(new SpeechSchedule.Part("ending", visitor && lessonShown.endedProperty().get() ? ending : "", ""));
                return parts;
            }

            @Override
            public Runnable onChange(Runnable changed) {
                ChangeListener<Object> said = (obs, was, now) -> changed.run();
                List<ObservableValue<?>> watched = List.of(lessonShown.questionProperty(), lessonShown.verdictProperty(),
                        lessonShown.endedProperty());
                watched.forEach(o -> o.addListener(said));
                return () -> watched.forEach(o -> o.removeListener(said));
            }

            @Override
            public String language() {
                return spoken.locale().getLanguage();
            }

            @Override
            public org.katro.sound.Speaker.Recordings recordings() {
                return lessonShown.lesson()::recording;
            }
        };
    }

    /** Stops following, and closes the station's sound (the window closes). */
    public void close() {
        unhear.run();
        sound.close();
    }
}
