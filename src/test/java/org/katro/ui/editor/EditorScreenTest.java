package org.katro.ui.editor;

import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Question;
import org.katro.lesson.Step;
import org.katro.lesson.draft.DraftAutosave;
import org.katro.lesson.draft.LessonDraft;
import org.katro.lesson.draft.Wording;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.shell.Screen;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lesson editor driven as a curator would: a three-step lesson with one question, in English and
 * French, made by playing its move on the board and adding steps where the board stands, previewed in
 * the real lesson player at kiosk size in French, saved, and in the home screen's lesson list at once;
 * then the bad cases (an unsafe name, a file changed on disk meanwhile) and the autosave after a crash.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class EditorScreenTest {
    private Navigator navigator;
    private Path lessons;
    private Path autosave;
    private Stage main;

    @Start
    void start(Stage stage) throws IOException {
        Path dir = Files.createTempDirectory("katro-editor");
        lessons = dir.resolve("lessons");
        autosave = dir.resolve("data/lesson-draft.properties");
        Scene scene = new Scene(new Region(), 1280, 800);
        Supplier<LessonLibrary> library = () -> {
            List<LessonSource> sources = new ArrayList<>(List.of(LessonSource.bundled()));
            if (Files.isDirectory(lessons)) {
                sources.add(LessonSource.folder(lessons));
            }
            return LessonLoader.load(sources);
        };
        navigator = new Navigator(scene, Language.ENGLISH, true, library);
        navigator.allowLessonEditor(lessons, autosave, dir.resolve("data/languages"));
        navigator.showHome();
        stage.setScene(scene);
        stage.show();
        main = stage;
    }

    @AfterEach
    void closePreview(FxRobot robot) {
        robot.interact(this::closeOthers);
    }

    /** Closes every window but the app's own: the preview's. */
    private void closeOthers() {
        new ArrayList<>(javafx.stage.Window.getWindows()).stream().filter(w -> w != main).forEach(javafx.stage.Window::hide);
    }

    /** What the editor checks and writes happens on threads of its own: waits for what it shows. */
    private static void until(Supplier<Boolean> shown) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return shown.get();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Types into a field: a click, then the text at once (a robot's keystrokes one by one take seconds). */
    private static void type(FxRobot robot, String field, String text) {
        robot.clickOn(field);
        robot.interact(() -> robot.lookup(field).queryAs(TextInputControl.class).appendText(text));
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void aThreeStepLessonWithOneQuestionInTwoLanguagesIsPreviewedSavedAndListed(FxRobot robot) throws Exception {
        robot.clickOn("#writeLesson");
        assertEquals(Screen.EDITOR, navigator.screenProperty().get());
        // the move, played on the board: a hole, then its arrow
        robot.clickOn("#modeMoves");
        robot.clickOn("#editor-board #hole-S1");
        robot.clickOn("#editor-board #arrow-plus");
        until(() -> draft().moves().equals("1+"));
        robot.clickOn("#modeSteps");
        type(robot, "#title-en", "Where it ends");
        type(robot, "#title-fr", "Où ça finit");
        type(robot, "#caption-en", "South plays S1.");
        type(robot, "#caption-fr", "Le Sud joue S1.");
        // a step where the board stands: one event on, the seeds lifted
        robot.clickOn("#forward");
        robot.clickOn("#addStep");
        until(() -> draft().steps().size() == 2 && navigator.editorModel().selectedProperty().get() == 1);
        type(robot, "#caption-en", "South lifts the seeds.");
        type(robot, "#caption-fr", "Le Sud ramasse les graines.");
        robot.clickOn("#forward");
        robot.clickOn("#forward");
        assertTrue(text(robot, "#event").startsWith("Event 3 of"), text(robot, "#event"));
        robot.clickOn("#addStep");
        until(() -> draft().steps().size() == 3 && navigator.editorModel().selectedProperty().get() == 2);
        type(robot, "#caption-en", "The last seed falls on S3.");
        type(robot, "#caption-fr", "La dernière graine tombe sur S3.");
        robot.interact(() -> EditorScreenTest.<Question.Kind>combo(robot, "#question").setValue(Question.Kind.LANDING));
        // the answer is the engine's, never typed
        until(() -> text(robot, "#answer").contains("S3"));
        assertEquals(List.of(0, 1, 3), draft().steps().stream().map(s -> s.at()).toList());
        // side by side: French is whole, Malagasy lacks the title and the three captions
        assertEquals("Français", robot.lookup(".language-missing").nth(1).queryAs(Label.class).getText());
        // English beside one language at a time: Malagasy's column chosen
        robot.interact(() -> EditorScreenTest.<Language>combo(robot, "#beside").setValue(Language.MALAGASY));
        WaitForAsyncUtils.waitForFxEvents();
        Label malagasy = robot.lookup(".language-missing").nth(2).queryAs(Label.class);
        assertTrue(malagasy.getText().contains("4"));
        // at 1280x800 the heading is wider than its column: it wraps, and shows whole, never cut
        assertEquals(malagasy.getText(), ((javafx.scene.text.Text) malagasy.lookup(".text")).getText());
        // and the board has the left column's free height, not the 14em of a crowded column
        double board = robot.lookup(".editor-board").<javafx.scene.layout.Region>query().getHeight();
        assertTrue(board > 0.5 * 800, "the board is " + board + " px high");

        robot.interact(() -> EditorScreenTest.<Language>combo(robot, "#previewLanguage").setValue(Language.FRENCH));
        robot.clickOn("#previewKiosk");
        WaitForAsyncUtils.waitForFxEvents();
        Navigator preview = navigator.preview();
        assertNotNull(preview, "the real lesson player, in a window of its own");
        assertTrue(preview.kioskProperty().get());
        assertEquals("Le Sud joue S1.", preview.lessonPlayer().captionProperty().get());
        assertFalse(Files.exists(lessons), "a preview saves nothing");
        // Home in the preview leaves the preview (closed), never opens a home screen inside it
        robot.interact(preview::showHome);
        assertEquals(null, navigator.preview(), "Home closes the preview");
        robot.interact(this::closeOthers);
        assertEquals(null, navigator.preview(), "a closed preview lets go of its lesson");

        robot.clickOn("#save");
        until(() -> text(robot, "#status").startsWith("Saved"));
        assertTrue(Files.isRegularFile(lessons.resolve("my-lesson.fxml")));
        assertTrue(Files.readString(lessons.resolve("my-lesson_fr.properties")).contains("Le Sud joue S1."));
        robot.clickOn("#home");
        assertTrue(robot.lookup("#open-my-lesson").tryQuery().isPresent(), "in the lesson list, without a restart");
        assertTrue(robot.lookup(".lesson-title").queryAllAs(Text.class).stream()
                .anyMatch(t -> t.getText().strip().equals("Where it ends")));
    }

    /**
     * A keystroke says again its step's line and the next one's (whose caption is compared with it)
     * at once, before the whole lesson's check that waits for the curator to stop typing.
     */
    @Test
    void aKeystrokeSaysAtOnceTheProblemsOfItsStepAndOfTheNext(FxRobot robot) throws Exception {
        robot.clickOn("#writeLesson");
        EditorViewModel vm = navigator.editorModel();
        LessonDraft d = LessonDraft.start("two", "fianarantsoa", 2).withGame("fianarantsoa", 2, null, "1+").withStepAt(1).draft();
        d = d.withAbout(d.title().with("en", "Two"), d.summary(), d.minutes(), d.narrated());
        d = d.withStep(0, d.steps().get(0).withCaption(d.steps().get(0).caption().with("en", "First.")));
        d = d.withStep(1, d.steps().get(1).withCaption(d.steps().get(1).caption().with("en", "Same.")));
        org.katro.lesson.draft.DraftCheck.Result checked = org.katro.lesson.draft.DraftCheck.check(d);
        org.katro.lesson.Lesson lesson = checked.lesson();
        assertNotNull(lesson, checked.problems().toString());
        robot.interact(() -> vm.open(lesson));
        until(() -> vm.checkedProperty().get() != null && vm.checkedProperty().get().draft() == vm.draftProperty().get());
        @SuppressWarnings("unchecked")
        javafx.scene.control.ListView<String> lines = robot.lookup("#steps").queryAs(javafx.scene.control.ListView.class);
        String second = lines.getItems().get(1);
        List<String> after = new ArrayList<>();
        robot.interact(() -> {
            // typed and read in one go on the JavaFX thread: the idle check cannot have come between
            robot.lookup("#caption-en").queryAs(TextInputControl.class).setText("Same.");
            after.addAll(lines.getItems());
        });
        assertEquals(List.of(vm.problems(0).size(), vm.problems(1).size()),
                List.of(count(after.get(0)), count(after.get(1))), after.toString());
        assertEquals(count(second) + 1, count(after.get(1)), second + " then " + after.get(1));
    }

    /** The count of problems a line of the steps' list says. */
    private static int count(String line) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+) problem").matcher(line);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    @Test
    void anUnsafeNameAndAFileChangedOnDiskEachGetOneLineAndNothingIsLost(FxRobot robot) throws Exception {
        robot.clickOn("#writeLesson");
        type(robot, "#title-en", "Mine");
        type(robot, "#caption-en", "South starts.");
        robot.interact(() -> robot.lookup("#name").queryAs(TextInputControl.class).setText("../Mine"));
        robot.clickOn("#save");
        until(() -> text(robot, "#status").contains("not a safe file name"));
        assertFalse(Files.exists(lessons.getParent().resolve("Mine.fxml")));
        robot.interact(() -> robot.lookup("#name").queryAs(TextInputControl.class).setText("mine"));
        robot.clickOn("#save");
        until(() -> text(robot, "#status").startsWith("Saved"));
        // someone else changes the French texts meanwhile
        Path fr = lessons.resolve("mine_fr.properties");
        Files.writeString(fr, "title=La mienne\n");
        type(robot, "#caption-en", " Then North.");
        robot.clickOn("#save");
        until(() -> text(robot, "#status").contains("changed on disk"));
        assertEquals("title=La mienne\n", Files.readString(fr), "their change is not written over");
        assertEquals("South starts. Then North.", draft().steps().get(0).caption().in("en"), "nor is ours lost");
        assertTrue(robot.lookup("#replace").query().isVisible());
        robot.clickOn("#replace");
        until(() -> text(robot, "#status").startsWith("Saved"));
        assertTrue(Files.readString(lessons.resolve("mine.properties")).contains("Then North."));
    }

    @Test
    void theDraftLeftByACrashIsOfferedBack(FxRobot robot) throws Exception {
        LessonDraft left = LessonDraft.start("unfinished", "katro4", 4);
        left = left.withStep(0, left.steps().get(0).withCaption(left.steps().get(0).caption().with("fr", "Pas fini")));
        new DraftAutosave(autosave).save(left);
        robot.clickOn("#writeLesson");
        until(() -> robot.lookup("#offer").query().isVisible());
        robot.clickOn("#takeOffer");
        until(() -> draft().name().equals("unfinished"));
        assertEquals("Pas fini", robot.lookup("#caption-fr").queryAs(TextInputControl.class).getText());
        assertEquals("katro4", draft().rules());
    }

    /**
     * A hint typed for one kind of wrong answer (in English and French, the engine's shown under each
     * field) and a step the learner sows: saved, opened again from the lesson list, both found in the
     * fields, and the preview's lesson plays them.
     */
    @Test
    void aHintTypedAndAFadeChosenAreSavedAndFoundAgain(FxRobot robot) throws Exception {
        robot.clickOn("#writeLesson");
        EditorViewModel vm = navigator.editorModel();
        // South plays S1 (its first lap ends at event 3), then North: a landing question, then a lap to sow
        LessonDraft d = LessonDraft.start("hints", "fianarantsoa", 6).withGame("fianarantsoa", 6, null, "1+ 1+");
        d = d.withAbout(d.title().with("en", "Hints"), d.summary(), d.minutes(), d.narrated());
        d = d.withStep(0, d.steps().get(0).withCaption(d.steps().get(0).caption().with("en", "South plays S1.")));
        LessonDraft.Added asked = d.withStepAt(3);
        d = asked.draft().withStep(1, asked.draft().steps().get(1).withCaption(Wording.NONE.with("en", "Where?"))
                .withQuestion(org.katro.lesson.draft.DraftQuestion.of(Question.Kind.LANDING)));
        int end = org.katro.lesson.draft.DraftCheck.check(d).lesson().cursor().size();
        LessonDraft.Added sown = d.withStepAt(end);
        d = sown.draft().withStep(2, sown.draft().steps().get(2).withCaption(Wording.NONE.with("en", "North sows.")));
        org.katro.lesson.Lesson lesson = org.katro.lesson.draft.DraftCheck.check(d).lesson();
        assertNotNull(lesson);
        robot.interact(() -> vm.open(lesson));
        robot.interact(() -> vm.selectedProperty().set(1));
        until(() -> shown(robot.lookup("#hint-off-en").query()));
        // the engine's hint under each field, in the field's language: left empty, it stands
        assertTrue(text(robot, "#engine-off-en").startsWith("Left empty, the learner reads: "), text(robot, "#engine-off-en"));
        assertTrue(text(robot, "#engine-short-fr").startsWith("Left empty, the learner reads: "), text(robot, "#engine-short-fr"));
        assertFalse(text(robot, "#engine-short-fr").equals(text(robot, "#engine-short-en")), text(robot, "#engine-short-fr"));
        assertFalse(shown(robot.lookup("#hint-yes-en").query()), "a landing question is never answered yes");
        scrollTo(robot, "#hint-off-en");
        type(robot, "#hint-off-en", "Follow the arrow from S1.");
        type(robot, "#hint-off-fr", "Suivez la flèche depuis S1.");
        robot.interact(() -> vm.selectedProperty().set(2));
        robot.interact(() -> EditorScreenTest.<Step.Fade>combo(robot, "#fade").setValue(Step.Fade.LAST));
        until(() -> "last".equals(draft().steps().get(2).fade()));
        until(() -> vm.previewable() != null && vm.previewable().getSteps().get(2).fading().isPresent());
        // the preview's lesson: the learner sows the last seed, and the hint is the one typed
        org.katro.lesson.Presentation previewed = new org.katro.lesson.Presentation(vm.previewable());
        assertEquals(Step.Fade.LAST, previewed.sowings().get(0).fade());
        assertTrue(previewed.verdict(1, org.katro.lesson.Presentation.Verdict.TRY_AGAIN, "N1", Language.FRENCH)
                .contains("Suivez la flèche depuis S1."));

        robot.clickOn("#save");
        until(() -> text(robot, "#status").startsWith("Saved"));
        assertTrue(Files.readString(lessons.resolve("hints.fxml")).contains("fade=\"last\""));
        assertTrue(Files.readString(lessons.resolve("hints_fr.properties")).contains("Suivez la flèche depuis S1."));
        // opened again, after another lesson, as the lesson list reads it from the saved files
        robot.clickOn("#newLesson");
        until(() -> draft().name().equals("my-lesson"));
        robot.interact(() -> vm.open(navigator.library().byId("hints").orElseThrow()));
        until(() -> draft().name().equals("hints"));
        robot.interact(() -> vm.selectedProperty().set(1));
        until(() -> robot.lookup("#hint-off-fr").queryAs(TextInputControl.class).getText()
                .equals("Suivez la flèche depuis S1."));
        assertEquals("Follow the arrow from S1.", robot.lookup("#hint-off-en").queryAs(TextInputControl.class).getText());
        robot.interact(() -> vm.selectedProperty().set(2));
        until(() -> EditorScreenTest.<Step.Fade>combo(robot, "#fade").getValue() == Step.Fade.LAST);
    }

    /** The texts' column scrolled to bring {@code id} into the window, as a curator scrolls to it. */
    private static void scrollTo(FxRobot robot, String id) {
        robot.interact(() -> {
            javafx.scene.control.ScrollPane pane = robot.lookup("#textsScroll").queryAs(javafx.scene.control.ScrollPane.class);
            javafx.scene.Node node = robot.lookup(id).query();
            double y = pane.getContent().sceneToLocal(node.localToScene(node.getBoundsInLocal())).getMinY();
            double room = pane.getContent().getBoundsInLocal().getHeight() - pane.getViewportBounds().getHeight();
            pane.setVvalue(Math.max(0, Math.min(1, y / room)));
        });
    }

    /** Whether {@code node} shows: it and every node it is in. */
    private static boolean shown(javafx.scene.Node node) {
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    @SuppressWarnings("unchecked") // the screen's choosers hold what their names say
    private static <T> ComboBox<T> combo(FxRobot robot, String id) {
        return (ComboBox<T>) robot.lookup(id).queryAs(ComboBox.class);
    }

    private LessonDraft draft() {
        return navigator.editorModel().draftProperty().get();
    }
}
