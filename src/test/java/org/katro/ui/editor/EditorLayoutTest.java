package org.katro.ui.editor;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Question;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The editor at a laptop's 1280 x 800 (issue 43): captions wide enough to write a sentence in, the
 * hints under the board whole (never cut with "…"), and the texts' column still under the pointer
 * once a question is chosen (its answer and Why fields appearing above nothing the curator reads).
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class EditorLayoutTest {
    private Navigator navigator;

    @Start
    void start(Stage stage) throws IOException {
        Path dir = Files.createTempDirectory("katro-editor-layout");
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.FRENCH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.allowLessonEditor(dir.resolve("lessons"), dir.resolve("data/draft.properties"), dir.resolve("data/languages"));
        navigator.showEditor();
        stage.setScene(scene);
        stage.show();
    }

    /** The editor checks on a thread of its own: waits for what it shows. */
    private static void waitFor(java.util.function.Supplier<Boolean> shown) {
        try {
            WaitForAsyncUtils.waitFor(20, java.util.concurrent.TimeUnit.SECONDS, () -> {
                WaitForAsyncUtils.waitForFxEvents();
                return shown.get();
            });
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("not shown within 20 seconds", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void captionsHoldThirtyCharactersAndNoHintIsCut(FxRobot robot) {
        robot.interact(() -> navigator.editorModel().open(navigator.library().byId("worked-example").orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
        for (String id : List.of("#caption-en", "#caption-fr")) {
            TextArea caption = robot.lookup(id).queryAs(TextArea.class);
            Text thirty = new Text("South opens with S1, bottom le");
            thirty.setFont(caption.getFont());
            assertTrue(caption.getWidth() >= thirty.getLayoutBounds().getWidth(),
                    id + " is " + caption.getWidth() + " px wide, 30 characters take " + thirty.getLayoutBounds().getWidth());
        }
        for (String id : List.of("#modeHint", "#event", "#offerText")) {
            Label label = robot.lookup(id).queryAs(Label.class);
            Node shown = label.lookup(".text");
            assertTrue(shown == null || ((Text) shown).getText().equals(label.getText()),
                    id + " shows '" + (shown == null ? "" : ((Text) shown).getText()) + "' of '" + label.getText() + "'");
        }
    }

    /**
     * The lost "Why": a question chosen, its Why typed in English, and the other language's
     * heading says one more text missing; the fields under the pointer stay where they were.
     */
    @Test
    void aQuestionAndItsWhyLeaveTheColumnUnderThePointer(FxRobot robot) {
        robot.interact(() -> {
            navigator.editorModel().open(navigator.library().byId("worked-example").orElseThrow());
            navigator.editorModel().selectedProperty().set(0);
        });
        WaitForAsyncUtils.waitForFxEvents();
        ScrollPane scroll = (ScrollPane) robot.lookup(".page-scroll").queryAs(ScrollPane.class);
        TextArea caption = robot.lookup("#caption-fr").queryAs(TextArea.class);
        robot.interact(() -> scroll.setVvalue(0.5));
        WaitForAsyncUtils.waitForFxEvents();
        Bounds before = caption.localToScene(caption.getBoundsInLocal());
        robot.interact(() -> navigator.editorModel().setQuestion(Question.Kind.CAPTURE));
        robot.interact(() -> robot.lookup("#explain-en").queryAs(javafx.scene.control.TextField.class).setText("Because."));
        robot.interact(() -> navigator.editorModel().setExplain("en", "Because the last seed falls on a full hole."));
        waitFor(() -> robot.lookup(".language-missing").queryAllAs(Label.class).stream()
                .anyMatch(l -> l.getText().startsWith("Français ·")));
        Bounds after = caption.localToScene(caption.getBoundsInLocal());
        assertEquals(before.getMinY(), after.getMinY(), 1, "the caption stays where the pointer is");
    }

    /** The translation screen is reached from the editor's "Another language", in a window of its own. */
    @Test
    void translateInTheAppOpensTheTranslationScreen(FxRobot robot) {
        robot.interact(() -> robot.lookup("#translateInApp").queryButton().fire());
        WaitForAsyncUtils.waitForFxEvents();
        List<javafx.stage.Window> shown = javafx.stage.Window.getWindows().stream()
                .filter(w -> w.getScene() != null && w.getScene().getRoot().lookup(".translate-view") != null).toList();
        assertEquals(1, shown.size(), "one translation window");
        robot.interact(() -> shown.forEach(javafx.stage.Window::hide));
    }
}
