package org.katro.ui.editor;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The editor on a small screen (1024 x 640) with a long status line, the save's answer naming a
 * deep folder: the line wraps or is cut within the window, and the texts' column stays inside it.
 */
@Tag("screen")
@ExtendWith(ApplicationExtension.class)
class EditorStatusLineTest {
    private Navigator navigator;
    private Scene scene;

    @Start
    void start(Stage stage) throws IOException {
        Path dir = Files.createTempDirectory("katro-editor-status");
        // a folder of many words, then one name with no room to break
        Path lessons = dir.resolve("the curators' lessons of the museum's katro room, kept for the winter exhibition")
                .resolve("x".repeat(200));
        scene = new Scene(new Region(), 1024, 640);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.allowLessonEditor(lessons, dir.resolve("data/lesson-draft.properties"), dir.resolve("data/languages"));
        navigator.showEditor();
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aLongStatusLineStaysInsideTheWindowAndSoDoesTheTextsColumn(FxRobot robot) throws Exception {
        robot.interact(() -> {
            navigator.editorModel().setTitle("en", "Mine");
            navigator.editorModel().setCaption("en", "South starts.");
        });
        robot.interact(() -> navigator.editorModel().save(false));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return !navigator.editorModel().statusProperty().get().isEmpty();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(navigator.editorModel().statusProperty().get().startsWith("Saved"), navigator.editorModel().statusProperty().get());
        Label status = robot.lookup("#status").queryAs(Label.class);
        inside(status);
        inside(robot.lookup(".page-scroll").queryAs(ScrollPane.class));
    }

    private void inside(Node node) {
        Bounds b = node.localToScene(node.getLayoutBounds());
        assertTrue(b.getMinX() >= 0 && b.getMaxX() <= scene.getWidth() + 0.5,
                node.getId() + " " + node.getStyleClass() + " reaches " + b.getMaxX() + " in a window " + scene.getWidth() + " wide");
    }
}
