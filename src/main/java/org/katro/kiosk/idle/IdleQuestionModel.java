package org.katro.kiosk.idle;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.katro.text.Language;
import org.katro.text.Texts;

/**
 * "Are you still there?": how long before the station starts again, and the visitor's answer that
 * they are ({@code stay}).
 */
public final class IdleQuestionModel {
    private final Texts texts;
    private final Runnable stay;
    private final ReadOnlyStringWrapper countdown = new ReadOnlyStringWrapper(this, "countdown", "");

    public IdleQuestionModel(Language language, Runnable stay) {
        this.texts = new Texts(language, "org.katro.kiosk.idle.IdleQuestion");
        this.stay = stay;
    }

    /** {@code seconds} are left before the station starts again. */
    public void left(int seconds) {
        countdown.set(texts.text("idle.countdown", seconds));
    }

    /** The visitor is still there. */
    public void stay() {
        stay.run();
    }

    public ReadOnlyStringProperty countdownProperty() {
        return countdown.getReadOnlyProperty();
    }
}
