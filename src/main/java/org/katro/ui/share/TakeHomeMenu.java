package org.katro.ui.share;

import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Spinner;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import org.katro.board.Board;
import org.katro.engine.GameCursor;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.engine.Turn;
import org.katro.lesson.Lesson;
import org.katro.picture.Story;
import org.katro.sheet.Paper;
import org.katro.sheet.Worksheet;
import org.katro.text.Language;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Screens;
import org.katro.ui.shell.Tips;
import org.kordamp.ikonli.javafx.FontIcon;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * "Take home": one menu button a screen places in its FXML with one line, which saves the board as
 * shown as a picture, the screen's questions or its lesson as a printable worksheet, or the game as a web page,
 * whichever the screen {@link #offer offers}, and says where the file went. It exists only where
 * files may be written: in a kiosk it takes itself out of the screen.
 */
public final class TakeHomeMenu extends HBox {
    /**
     * What a screen offers; a null part is not offered. Each supplier reads the screen as it is now,
     * on the JavaFX thread; the page's function then makes the story on the background thread.
     *
     * @param picture   the board as shown
     * @param page      the game (or lesson) opened at the event shown
     * @param worksheet the questions the screen asks
     * @param printed   the lesson the screen plays, printed step by step as {@code worksheet --lesson} prints it
     */
    public record Offer(Supplier<Board> picture, Supplier<Function<Language, Story>> page,
            Supplier<TakeHomeModel.Questions> worksheet, Lesson printed) {

        /** A game's board as a picture and the game as a page, both at the event {@code cursor} stands at. */
        public static Offer game(GameCursor cursor) {
            return new Offer(() -> Board.at(cursor), () -> {
                // the cursor is the screen's: its moves and place are read now, the page's own cursor made later
                Ruleset ruleset = cursor.ruleset();
                Position start = cursor.start();
                List<Move> moves = cursor.turns().stream().map(Turn::move).toList();
                int at = cursor.index();
                return language -> {
                    GameCursor copy = new GameCursor(ruleset, start, moves);
                    copy.seek(at);
                    return Story.game(copy, language);
                };
            }, null, null);
        }

        /**
         * A lesson's board as the lesson shows it ({@code shown}: its holes pointed out, a waiting
         * question's answer hidden), the lesson as a page at the event shown, and the lesson printed.
         */
        public static Offer lesson(Lesson lesson, GameCursor cursor, Supplier<Board> shown) {
            return new Offer(shown, () -> {
                int at = cursor.index();
                return language -> {
                    Story story = Story.lesson(lesson, language);
                    story.game().seek(at);
                    return story;
                };
            }, null, lesson);
        }

        /** A worksheet of the questions the screen asks now. */
        public static Offer worksheet(Supplier<TakeHomeModel.Questions> questions) {
            return new Offer(null, null, questions, null);
        }
    }

    private final MenuButton menu = new MenuButton();
    private final Label message = new Label();
    private Function<FileChooser, Path> chooser = this::askWhere;
    private TakeHomeModel model;
    private ResourceBundle texts;

    public TakeHomeMenu() {
        getStyleClass().add("take-home");
        menu.setId("take-home-menu");
        menu.setMinWidth(USE_PREF_SIZE);
        message.getStyleClass().add("take-home-message");
        message.setId("take-home-message");
        // a long path keeps its end, the file's name, in view; the tooltip holds it whole
        message.setTextOverrun(OverrunStyle.LEADING_ELLIPSIS);
        getChildren().addAll(menu, message);
    }

    /**
     * Fills the menu with what {@code offer} holds, in the navigator's language; in a kiosk (no files
     * allowed) the control leaves its parent instead. A screen calls this once, when it is built.
     */
    public void offer(Navigation navigation, Offer offer) {
        if (!navigation.filesAllowedProperty().get()) {
            // a kiosk is built with files already off, and builds its screens again for each visitor
            ((Pane) getParent()).getChildren().remove(this);
            return;
        }
        Language language = navigation.languageProperty().get();
        texts = language.bundle(TakeHomeMenu.class.getPackageName() + ".TakeHomeMenu");
        if (!getStylesheets().contains(sheet())) {
            getStylesheets().add(sheet());
        }
        model = new TakeHomeModel(language, navigation.workers().takeHome(), Platform::runLater);
        // its icon alone, its words in the tooltip and for screen readers: the top bars are full
        menu.setGraphic(new FontIcon("mdi2d-download"));
        menu.setAccessibleText(texts.getString("takeHome"));
        Tips.set(menu, texts.getString("takeHome") + ": " + texts.getString("tip.takeHome"));
        message.textProperty().bind(model.messageProperty());
        message.tooltipProperty().bind(Bindings.createObjectBinding(
                () -> model.messageProperty().get().isEmpty() ? null : new Tooltip(model.messageProperty().get()),
                model.messageProperty()));
        menu.disableProperty().bind(model.busyProperty());
        if (offer.picture() != null) {
            item("save-picture", "picture", "mdi2i-image-outline", () -> savePicture(offer.picture().get()));
        }
        if (offer.worksheet() != null) {
            item("print-worksheet", "worksheet", "mdi2p-printer", () -> printWorksheet(offer.worksheet().get()));
        }
        if (offer.printed() != null) {
            item("print-lesson", "lessonSheet", "mdi2p-printer", () -> printLesson(offer.printed()));
        }
        if (offer.page() != null) {
            item("share-page", "page", "mdi2e-earth", () -> sharePage(offer.page().get()));
        }
    }

    /** Replaces the save dialog: tests answer with a path of their own (null: the teacher cancelled). */
    public void setChooser(Function<FileChooser, Path> chooser) {
        this.chooser = chooser;
    }

    /** The model behind the control, once offered: where the last file went. */
    public TakeHomeModel model() {
        return model;
    }

    private void item(String id, String key, String icon, Runnable action) {
        MenuItem item = new MenuItem(texts.getString(key), new FontIcon(icon));
        item.setId(id);
        item.setOnAction(e -> action.run());
        menu.getItems().add(item);
    }

    private void savePicture(Board board) {
        where("katro-board.svg", "fileType.svg", "*.svg", "fileType.png", "*.png")
                .ifPresent(file -> model.savePicture(board, file));
    }

    private void printWorksheet(TakeHomeModel.Questions questions) {
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(getScene().getWindow());
        dialog.setTitle(texts.getString("sheet.title"));
        dialog.setHeaderText(texts.getString("sheet.about"));
        ButtonType save = new ButtonType(texts.getString("sheet.save"), ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(save,
                new ButtonType(texts.getString("cancel"), ButtonBar.ButtonData.CANCEL_CLOSE));
        Spinner<Integer> count = new Spinner<>(1, Worksheet.MAX_QUESTIONS, TakeHomeModel.DEFAULT_COUNT);
        count.setId("sheet-count");
        count.setEditable(true);
        ToggleGroup paper = new ToggleGroup();
        HBox papers = new HBox(8);
        for (Paper p : Paper.values()) {
            RadioButton choice = new RadioButton(texts.getString("paper." + p.id()));
            choice.setId("paper-" + p.id());
            choice.setUserData(p);
            choice.setToggleGroup(paper);
            choice.setSelected(p == Paper.A4);
            papers.getChildren().add(choice);
        }
        Label countLabel = new Label(texts.getString("sheet.count"));
        countLabel.setLabelFor(count);
        VBox form = new VBox(6, countLabel, count, new Label(texts.getString("sheet.paper")), papers);
        form.getStyleClass().add("take-home-form");
        dialog.getDialogPane().setContent(form);
        dialog.getDialogPane().getStylesheets().addAll(Screens.theme(), sheet());
        dialog.getDialogPane().setId("sheet-dialog");
        if (dialog.showAndWait().filter(b -> b == save).isEmpty()) {
            return;
        }
        int n = count.getValue();
        Paper size = (Paper) paper.getSelectedToggle().getUserData();
        where("katro-worksheet.pdf", "fileType.pdf", "*.pdf")
                .ifPresent(file -> model.saveWorksheet(questions, n, size, file));
    }

    private void printLesson(Lesson lesson) {
        where(lesson.id() + ".pdf", "fileType.pdf", "*.pdf").ifPresent(file -> model.saveLesson(lesson, file));
    }

    private void sharePage(Function<Language, Story> story) {
        where("katro.html", "fileType.html", "*.html").ifPresent(file -> model.savePage(story, file));
    }

    /**
     * Where to save, by the save dialog (or the test's chooser); the file type's ending is added when
     * the name has none of the offered ones, so the ending always says what the file holds.
     */
    private Optional<Path> where(String name, String... types) {
        FileChooser dialog = new FileChooser();
        dialog.setInitialFileName(name);
        for (int i = 0; i < types.length; i += 2) {
            dialog.getExtensionFilters().add(new FileChooser.ExtensionFilter(texts.getString(types[i]), types[i + 1]));
        }
        Path chosen = chooser.apply(dialog);
        if (chosen == null) {
            return Optional.empty();
        }
        String file = chosen.getFileName().toString().toLowerCase(Locale.ROOT);
        for (int i = 1; i < types.length; i += 2) {
            if (file.endsWith(types[i].substring(1))) {
                return Optional.of(chosen);
            }
        }
        FileChooser.ExtensionFilter picked = Optional.ofNullable(dialog.getSelectedExtensionFilter())
                .orElse(dialog.getExtensionFilters().get(0));
        return Optional.of(chosen.resolveSibling(chosen.getFileName() + picked.getExtensions().get(0).substring(1)));
    }

    private Path askWhere(FileChooser dialog) {
        File file = dialog.showSaveDialog(getScene().getWindow());
        return file == null ? null : file.toPath();
    }

    private static String sheet() {
        return Screens.stylesheet(TakeHomeMenu.class, "TakeHomeMenu");
    }
}
