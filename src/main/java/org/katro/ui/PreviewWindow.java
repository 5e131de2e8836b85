package org.katro.ui;

import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.layout.Region;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLibrary;
import org.katro.text.Language;
import org.katro.ui.shell.AppState;
import org.katro.ui.shell.Workers;

import java.util.List;

/**
 * The lesson the editor previews, in the real lesson player, in a window of its own with its own
 * navigator: at a station's size or a laptop window's. One at a time: a new preview replaces the last.
 */
final class PreviewWindow {
    private final Workers workers;
    private Stage window;
    private Navigator shown;

    PreviewWindow(Workers workers) {
        this.workers = workers;
    }

    /** Shows {@code previewed} in {@code in}, with {@code from}'s motion and contrast. */
    void show(Lesson previewed, boolean kioskSize, Language in, AppState from) {
        if (window != null) {
            window.hide();
        }
        // a station's 1920 x 1080, or the largest 16:9 the screen holds (a laptop's), so the window fits
        Rectangle2D room = Screen.getPrimary().getVisualBounds();
        double width = Math.min(kioskSize ? 1920 : 1280, room.getWidth());
        double height = Math.min(kioskSize ? 1080 : 800, room.getHeight());
        if (kioskSize) {
            width = Math.min(width, height * 16 / 9);
            height = width * 9 / 16;
        }
        Scene s = new Scene(new Region(), width, height);
        LessonLibrary alone = new LessonLibrary(List.of(previewed), List.of());
        AppState state = new AppState(in, from.reducedMotion().get());
        state.kiosk().set(kioskSize);
        state.highContrast().set(from.highContrast().get());
        Navigator navigator = new Navigator(s, state, new LessonShelf(s, () -> alone, Runnable::run), workers);
        Stage opened = new Stage();
        navigator.homeLeadsTo(opened::hide);
        navigator.openLesson(previewed);
        opened.setTitle(previewed.title(in.locale()));
        opened.setScene(s);
        opened.setOnHidden(e -> {
            navigator.close();
            if (window == opened) {
                window = null;
                shown = null;
            }
        });
        window = opened;
        shown = navigator;
        opened.show();
    }

    /** The navigator of the preview window, while one shows; null otherwise. */
    Navigator navigator() {
        return shown;
    }
}
