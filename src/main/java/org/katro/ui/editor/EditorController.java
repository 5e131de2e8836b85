package org.katro.ui.editor;

import javafx.beans.property.ObjectProperty;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.katro.engine.Ruleset;
import org.katro.lesson.Lesson;
import org.katro.lesson.Question;
import org.katro.lesson.Step;
import org.katro.lesson.draft.DraftCheck;
import org.katro.lesson.draft.DraftStep;
import org.katro.lesson.draft.LessonDraft;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.text.Texts;
import org.katro.ui.board.BoardView;
import org.katro.ui.session.GameSession;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Tips;
import org.katro.ui.shell.TopBar;
import org.katro.ui.shell.ViewListeners;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.function.BiConsumer;

/**
 * Wires EditorView.fxml to an {@link EditorViewModel}: the set-up board for the lesson's game, the
 * explorer's stepping, the steps, a column of texts per language, the checks, preview and save.
 */
public final class EditorController {
    private final Navigation navigator;
    private final EditorViewModel vm;
    private final EditorTranslations translations;
    /** the way back to the staff page, where staff opened the editor on a kiosk; null: the way home */
    private final Runnable toStaff;
    private final ViewListeners listeners = new ViewListeners();
    /** the spinner's view of the column count; kept here because a bidirectional binding holds it only weakly */
    private ObjectProperty<Integer> columnsValue;
    private Texts said;
    /** the text fields per language code and what they write: refreshed from the draft, never while typed in */
    private final Map<String, TextInputControl> titleFields = new HashMap<>();
    private final Map<String, TextInputControl> summaryFields = new HashMap<>();
    private final Map<String, TextInputControl> captionFields = new HashMap<>();
    private final Map<String, TextInputControl> moreFields = new HashMap<>();
    private final Map<String, TextInputControl> explainFields = new HashMap<>();
    /** per kind of wrong answer, its hint's field in each language, and the engine's hint said under it */
    private final Map<Question.Mistake, Map<String, TextInputControl>> hintFields = new EnumMap<>(Question.Mistake.class);
    private final Map<Question.Mistake, Map<String, Label>> engineHints = new EnumMap<>(Question.Mistake.class);
    /** per kind of wrong answer, its rows (one per language): shown for the kinds the question's kind has */
    private final Map<Question.Mistake, List<VBox>> hintRows = new EnumMap<>(Question.Mistake.class);
    private final Map<String, Label> headers = new HashMap<>();
    private boolean refreshing;
    /** per line of the steps' list, the event and count of problems it says */
    private final List<Long> lineKeys = new ArrayList<>();
    /** the check whose counts the steps' list says; null: none yet */
    private DraftCheck.Result linesOf;

    @FXML private ResourceBundle resources;
    @FXML private TopBar topBar;
    @FXML private Button newLesson;
    @FXML private ComboBox<Lesson> lessons;
    @FXML private Button open;
    @FXML private HBox offer;
    @FXML private Label offerText;
    @FXML private Button takeOffer;
    @FXML private Button dropOffer;
    @FXML private ComboBox<Ruleset> ruleset;
    @FXML private Spinner<Integer> columns;
    @FXML private ToggleButton modeSeeds;
    @FXML private ToggleButton modeMoves;
    @FXML private ToggleButton modeSteps;
    @FXML private Label modeHint;
    @FXML private StackPane boardHolder;
    @FXML private Button first;
    @FXML private Button backLap;
    @FXML private Button back;
    @FXML private Button forward;
    @FXML private Button forwardLap;
    @FXML private Button last;
    @FXML private Button addStep;
    @FXML private Label event;
    @FXML private ListView<String> steps;
    @FXML private TextField name;
    @FXML private Spinner<Integer> minutes;
    @FXML private CheckBox visitors;
    @FXML private ComboBox<Language> beside;
    @FXML private FlowPane titles;
    @FXML private Label lessonProblems;
    @FXML private Label stepTitle;
    @FXML private Button removeStep;
    @FXML private Button stepHere;
    @FXML private Button stepEarlier;
    @FXML private Button stepLater;
    @FXML private Label placement;
    @FXML private Label highlights;
    @FXML private FlowPane captions;
    @FXML private ComboBox<Question.Kind> question;
    @FXML private Label otherLabel;
    @FXML private TextField other;
    @FXML private Label answer;
    @FXML private FlowPane explains;
    @FXML private Label hintsTitle;
    @FXML private FlowPane hints;
    @FXML private ComboBox<Step.Fade> fade;
    @FXML private Label stepProblems;
    @FXML private ComboBox<Language> previewLanguage;
    @FXML private Button previewKiosk;
    @FXML private Button previewWindow;
    @FXML private Button save;
    @FXML private Button replace;
    @FXML private Label status;
    @FXML private TextField languageCode;
    @FXML private Button startTranslation;
    @FXML private Button translateInApp;
    @FXML private Label translationStatus;
    @FXML private VBox stillEnglish;
    private final BoardView board = new BoardView();

    public EditorController(Navigation navigator, EditorViewModel vm, EditorTranslations translations, Runnable toStaff) {
        this.navigator = navigator;
        this.vm = vm;
        this.translations = translations;
        this.toStaff = toStaff;
    }

    @FXML
    private void initialize() {
        said = new Texts(navigator.languageProperty().get(), EditorViewModel.BUNDLE);
        topBar.connect(navigator, true);
        if (toStaff != null && topBar.lookup("#home") instanceof Button way) {
            // on a kiosk the editor is the staff's: its way back is to their page, never the visitors' home
            way.setText(resources.getString("staffPage"));
            Tips.set(way, resources.getString("tip.staffPage"));
            way.setOnAction(e -> toStaff.run());
        }
        opening();
        game();
        languages();
        stepEditor();
        actions();
        translation();
        listeners.on(vm.draftProperty(), (obs, old, now) -> refresh());
        listeners.on(vm.checkedProperty(), (obs, old, now) -> refresh());
        listeners.on(vm.selectedProperty(), (obs, old, now) -> refresh());
        refresh();
    }

    private void opening() {
        newLesson.setOnAction(e -> vm.newLesson());
        lessons.setItems(FXCollections.observableArrayList(navigator.library().lessons()));
        java.util.Locale locale = navigator.languageProperty().get().locale();
        lessons.setConverter(Controls.said(l -> l.title(locale)));
        open.disableProperty().bind(lessons.valueProperty().isNull());
        open.setOnAction(e -> vm.open(lessons.getValue()));
        Controls.shownWhen(offer, vm.offeredProperty().isNotNull());
        listeners.on(vm.offeredProperty(), (obs, old, now) -> showOffer(now));
        showOffer(vm.offeredProperty().get());
        takeOffer.setOnAction(e -> vm.takeOffered());
        dropOffer.setOnAction(e -> vm.dropOffered());
    }

    private void showOffer(LessonDraft kept) {
        offerText.setText(kept == null ? "" : said.text("offer.text", kept.name()));
    }

    /** The lesson's game on the set-up screen's board, stepped through as in the explorer. */
    private void game() {
        var form = vm.game().form();
        ruleset.setItems(FXCollections.observableArrayList(Ruleset.values()));
        ruleset.setConverter(Controls.said(new Narrator(navigator.languageProperty().get())::choice));
        ruleset.valueProperty().bindBidirectional(form.rulesetProperty());
        columnsValue = Controls.columns(columns, form.columnsProperty());

        ToggleGroup modes = new ToggleGroup();
        Map<ToggleButton, EditorViewModel.Mode> byButton = Map.of(modeSeeds, EditorViewModel.Mode.SEEDS,
                modeMoves, EditorViewModel.Mode.MOVES, modeSteps, EditorViewModel.Mode.STEPS);
        byButton.forEach((b, m) -> {
            b.setToggleGroup(modes);
            b.setSelected(vm.modeProperty().get() == m);
        });
        modes.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                // one mode is always on: pressing the chosen one again keeps it
                old.setSelected(true);
            } else {
                vm.modeProperty().set(byButton.get((ToggleButton) now));
            }
        });
        listeners.on(vm.modeProperty(), (obs, old, now) -> {
            byButton.forEach((b, m) -> b.setSelected(m == now));
            showMode();
        });
        showMode();

        board.setId("editor-board");
        board.showKey(false, true);
        board.languageProperty().bind(navigator.languageProperty());
        board.animatedProperty().set(false);
        board.showSerpentProperty().bind(vm.modeProperty().isEqualTo(EditorViewModel.Mode.MOVES));
        board.onHoleClickedProperty().set(vm::tapped);
        board.onHoleHeldProperty().set(vm::held);
        board.onDirectionChosenProperty().set(vm::addMove);
        boardHolder.getChildren().setAll(board);
        showSession(vm.game().boardProperty().get());
        listeners.on(vm.game().boardProperty(), (obs, old, now) -> showSession(now));
        addStep.setOnAction(e -> vm.addStepHere());
    }

    private void showMode() {
        modeHint.setText(resources.getString("mode.hint." + vm.modeProperty().get().name().toLowerCase(java.util.Locale.ROOT)));
    }

    private void showSession(GameSession session) {
        if (session == null) {
            return;
        }
        board.stateProperty().bind(session.boardProperty());
        var s = session.stepping();
        Controls.step(first, session::first, s.canStepBackProperty());
        Controls.step(backLap, session::backLap, s.canStepBackProperty());
        Controls.step(back, session::back, s.canStepBackProperty());
        Controls.step(forward, session::forward, s.canStepForwardProperty());
        Controls.step(forwardLap, session::forwardLap, s.canStepForwardProperty());
        Controls.step(last, session::last, s.canStepForwardProperty());
        event.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> said.text("event", s.indexProperty().get(), s.sizeProperty().get())
                        + narrated(session.narrationProperty().get()),
                s.indexProperty(), s.sizeProperty(), session.narrationProperty()));
    }

    /**
     * One column per language, its name and what is missing, then its texts: English's and the one
     * chosen beside it show, each wide enough to write a sentence in. Every language the app speaks
     * has its column, one added from the data folder too.
     */
    private void languages() {
        List<Language> others = new ArrayList<>(Language.all());
        others.remove(Language.ENGLISH);
        beside.setItems(FXCollections.observableArrayList(others));
        Language speaking = navigator.languageProperty().get();
        beside.setValue(others.contains(speaking) ? speaking : Language.FRENCH);
        for (Language language : Language.all()) {
            String code = language.locale().getLanguage();
            Label header = new Label();
            header.getStyleClass().add("language-missing");
            // the whole heading at hand where a narrow column wraps it
            javafx.scene.control.Tooltip whole = new javafx.scene.control.Tooltip();
            whole.textProperty().bind(header.textProperty());
            header.setTooltip(whole);
            headers.put(code, header);
            VBox lesson = column(new Label(language.toString()),
                    field(titleFields, code, new TextField(), "field.title", vm::setTitle),
                    field(summaryFields, code, new TextField(), "field.summary", vm::setSummary));
            titles.getChildren().add(lesson);
            FlowPane suggestions = new FlowPane();
            suggestions.getStyleClass().add("suggestions");
            TextArea caption = new TextArea();
            caption.setPrefColumnCount(30);
            caption.setWrapText(true);
            caption.setId("caption-" + code);
            TextArea more = new TextArea();
            more.setPrefColumnCount(30);
            more.setWrapText(true);
            more.setId("more-" + code);
            captions.getChildren().add(column(header, field(captionFields, code, caption, "field.caption", vm::setCaption),
                    suggestions, field(moreFields, code, more, "field.more", vm::setMore)));
            caption.textProperty().addListener((obs, old, now) -> suggest(suggestions, caption, code));
            explains.getChildren().add(column(new Label(language.toString()),
                    field(explainFields, code, new TextField(), "field.explain", vm::setExplain)));
            hints.getChildren().add(hintColumn(language));
        }
        showBeside();
        listeners.on(beside.valueProperty(), (obs, old, now) -> showBeside());
    }

    /**
     * One language's hints: per kind of wrong answer, what the learner did, the curator's field, and
     * under it the engine's hint that stands while the field is left empty.
     */
    private VBox hintColumn(Language language) {
        String code = language.locale().getLanguage();
        VBox column = column(new Label(language.toString()));
        for (Question.Mistake m : Question.Mistake.values()) {
            Label when = new Label(resources.getString("mistake." + m.id()));
            when.setWrapText(true);
            when.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            TextArea own = new TextArea();
            own.setPrefColumnCount(30);
            own.setWrapText(true);
            own.setId("hint-" + m.id() + "-" + code);
            Label engine = new Label();
            engine.setId("engine-" + m.id() + "-" + code);
            engine.setWrapText(true);
            engine.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            engine.getStyleClass().add("hint");
            VBox row = new VBox(when, field(hintFields.computeIfAbsent(m, k -> new HashMap<>()), code, own, "hint.prompt",
                    (c, text) -> vm.setHint(m, c, text)), engine);
            row.getStyleClass().add("editor-hint");
            engineHints.computeIfAbsent(m, k -> new HashMap<>()).put(code, engine);
            hintRows.computeIfAbsent(m, k -> new ArrayList<>()).add(row);
            column.getChildren().add(row);
        }
        return column;
    }

    /** What the board's narration says, after the event's number; nothing while it says nothing. */
    private static String narrated(String narration) {
        return narration == null || narration.isBlank() ? "" : " \u00b7 " + narration;
    }

    /** English's columns and the chosen language's show; the others wait, their texts kept. */
    private void showBeside() {
        List<Language> all = Language.all();
        for (FlowPane row : List.of(titles, captions, explains, hints)) {
            for (int i = 0; i < row.getChildren().size(); i++) {
                Language l = all.get(i);
                boolean shown = l == Language.ENGLISH || l == beside.getValue();
                row.getChildren().get(i).setVisible(shown);
                row.getChildren().get(i).setManaged(shown);
            }
        }
    }

    private static VBox column(javafx.scene.Node... nodes) {
        VBox box = new VBox(nodes);
        box.getStyleClass().add("editor-language");
        return box;
    }

    private TextInputControl field(Map<String, TextInputControl> into, String code, TextInputControl f, String prompt,
            BiConsumer<String, String> write) {
        f.setPromptText(resources.getString(prompt));
        f.setAccessibleText(resources.getString(prompt));
        if (f.getId() == null) {
            f.setId(prompt.substring("field.".length()) + "-" + code);
        }
        f.textProperty().addListener((obs, old, now) -> {
            if (!refreshing) {
                write.accept(code, now);
            }
        });
        into.put(code, f);
        return f;
    }

    /** The glossary's terms that finish the word being typed, each a button that completes it. */
    private void suggest(FlowPane into, TextArea field, String code) {
        List<String> terms = vm.suggestions(code, field.getText());
        into.getChildren().clear();
        if (terms.isEmpty()) {
            return;
        }
        into.getChildren().add(new Label(resources.getString("suggest")));
        for (String term : terms.subList(0, Math.min(4, terms.size()))) {
            Button b = new Button(term);
            b.getStyleClass().add("suggestion");
            b.setOnAction(e -> {
                String text = field.getText();
                int start = text.length();
                while (start > 0 && Character.isLetter(text.charAt(start - 1))) {
                    start--;
                }
                field.setText(text.substring(0, start) + term);
                field.positionCaret(field.getText().length());
                field.requestFocus();
            });
            into.getChildren().add(b);
        }
    }

    private void stepEditor() {
        steps.getSelectionModel().selectedIndexProperty().addListener((obs, old, now) -> {
            if (!refreshing && now.intValue() >= 0) {
                vm.selectedProperty().set(now.intValue());
            }
        });
        removeStep.setOnAction(e -> vm.removeStep());
        stepHere.setOnAction(e -> vm.moveStepHere());
        stepEarlier.setOnAction(e -> vm.moveStep(-1));
        stepLater.setOnAction(e -> vm.moveStep(1));
        Tips.set(stepHere, resources.getString("tip.step.here"));
        Tips.set(stepEarlier, resources.getString("tip.step.earlier"));
        Tips.set(stepLater, resources.getString("tip.step.later"));
        placement.textProperty().bind(vm.placementProperty());
        Controls.shownWhen(placement, vm.placementProperty().isNotEmpty());
        List<Question.Kind> kinds = new ArrayList<>();
        kinds.add(null);
        kinds.addAll(Arrays.asList(Question.Kind.values()));
        question.setItems(FXCollections.observableArrayList(kinds));
        question.setConverter(Controls.said(k -> resources.getString(k == null ? "question.none" : "kind." + k.id())));
        question.valueProperty().addListener((obs, old, now) -> {
            if (!refreshing) {
                vm.setQuestion(now);
            }
        });
        fade.setItems(FXCollections.observableArrayList(Arrays.asList(null, Step.Fade.SEEDS, Step.Fade.LAST,
                Step.Fade.OUTCOME)));
        fade.setConverter(Controls.said(f -> resources.getString("fade." + (f == null ? "none" : f.id()))));
        fade.valueProperty().addListener((obs, old, now) -> {
            if (!refreshing) {
                vm.setFade(now);
            }
        });
        other.textProperty().addListener((obs, old, now) -> {
            if (!refreshing) {
                vm.setOther(now);
            }
        });
        name.textProperty().addListener((obs, old, now) -> {
            if (!refreshing) {
                vm.setName(now);
            }
        });
        minutes.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(1, 60, 2));
        minutes.valueProperty().addListener((obs, old, now) -> {
            if (!refreshing && now != null) {
                vm.setMinutes(now);
            }
        });
        visitors.selectedProperty().addListener((obs, old, now) -> {
            if (!refreshing) {
                vm.setForVisitors(now);
            }
        });
    }

    private void actions() {
        previewLanguage.setItems(FXCollections.observableArrayList(Language.all()));
        previewLanguage.setValue(navigator.languageProperty().get());
        previewKiosk.setOnAction(e -> preview(true));
        previewWindow.setOnAction(e -> preview(false));
        save.setOnAction(e -> vm.save(false));
        replace.setOnAction(e -> vm.save(true));
        Controls.shownWhen(replace, vm.conflictProperty());
        status.textProperty().bind(vm.statusProperty());
    }

    /** Another language: its code, "Start a translation", where it went, and what each added one has still in English. */
    private void translation() {
        startTranslation.setOnAction(e -> translations.start(languageCode.getText()));
        languageCode.setOnAction(e -> translations.start(languageCode.getText()));
        startTranslation.disableProperty().bind(translations.busyProperty().or(languageCode.textProperty().isEmpty()));
        translateInApp.setOnAction(e -> org.katro.ui.translate.TranslateController.open(
                translations.translating(navigator.languageProperty().get()), navigator.languageProperty().get()));
        translationStatus.textProperty().bind(translations.statusProperty());
        listeners.on(translations.countsProperty(), (obs, old, now) -> showStillEnglish());
        showStillEnglish();
        translations.recount();
    }

    private void showStillEnglish() {
        stillEnglish.getChildren().setAll(translations.countsProperty().get().stream().map(line -> {
            Label l = new Label(line);
            l.setWrapText(true);
            l.getStyleClass().add("hint");
            return l;
        }).toList());
    }

    /** The lesson in the real lesson player, in a window of its own, without saving. */
    private void preview(boolean kioskSize) {
        Lesson lesson = vm.previewable();
        if (lesson == null) {
            status.textProperty().unbind();
            status.setText(resources.getString("preview.refused"));
            status.textProperty().bind(vm.statusProperty());
            return;
        }
        navigator.previewLesson(lesson, kioskSize, previewLanguage.getValue());
    }

    /** Every field from the draft as it is now (and the checks' lines), without writing back what it sets. */
    private void refresh() {
        refreshing = true;
        try {
            LessonDraft d = vm.draftProperty().get();
            int at = Math.min(vm.selectedProperty().get(), d.steps().size() - 1);
            DraftStep s = d.steps().get(at);
            set(name, d.name());
            minutes.getValueFactory().setValue(d.minutes());
            visitors.setSelected(!d.narrated());
            for (Language language : Language.all()) {
                String code = language.locale().getLanguage();
                set(titleFields.get(code), d.title().in(code));
                set(summaryFields.get(code), d.summary().in(code));
                set(captionFields.get(code), s.caption().in(code));
                set(moreFields.get(code), s.more().in(code));
                set(explainFields.get(code), s.question() == null ? "" : s.question().explain().in(code));
                headers.get(code).setText(said.text("language.missing", language.toString(), vm.missing(code)));
            }
            stepLines(d);
            steps.getSelectionModel().select(at);
            stepTitle.setText(said.text("step.title", at + 1, d.steps().size(), s.at()));
            highlights.setText(s.highlights().isEmpty() ? resources.getString("highlights.none")
                    : said.text("highlights", String.join(" ", s.highlights())));
            question.setValue(s.question() == null ? null : s.question().kind());
            boolean needsOther = s.question() != null && s.question().kind() == Question.Kind.WHICH_CAPTURES;
            for (javafx.scene.Node n : new javafx.scene.Node[] {otherLabel, other}) {
                n.setVisible(needsOther);
                n.setManaged(needsOther);
            }
            set(other, s.question() == null || s.question().other() == null ? "" : s.question().other());
            explains.setVisible(s.question() != null);
            explains.setManaged(s.question() != null);
            showHints(s);
            fade.setValue(s.fade() == null ? null : Step.Fade.byId(s.fade()).orElse(null));
            String a = vm.answer();
            answer.setText(a.isEmpty() ? "" : said.text("answer", a));
            show(lessonProblems, vm.problems(-1));
            show(stepProblems, vm.problems(at));
        } finally {
            refreshing = false;
        }
    }

    /** The question's hints: the kinds of wrong answer its kind has, each language's text and the engine's hint. */
    private void showHints(DraftStep s) {
        List<Question.Mistake> kinds = s.question() == null ? List.of() : Question.Mistake.of(s.question().kind());
        for (javafx.scene.Node n : new javafx.scene.Node[] {hintsTitle, hints}) {
            n.setVisible(!kinds.isEmpty());
            n.setManaged(!kinds.isEmpty());
        }
        hintRows.forEach((m, rows) -> rows.forEach(row -> {
            row.setVisible(kinds.contains(m));
            row.setManaged(kinds.contains(m));
        }));
        if (kinds.isEmpty()) {
            return;
        }
        for (Language language : Language.all()) {
            String code = language.locale().getLanguage();
            Map<Question.Mistake, String> engine = vm.engineHints(language);
            for (Question.Mistake m : kinds) {
                set(hintFields.get(m).get(code), s.question().hint(m).in(code));
                engineHints.get(m).get(code).setText(engine.getOrDefault(m, ""));
            }
        }
    }

    /**
     * The steps' list, each line said again only when its event or its count of problems changed, and
     * looked at only where it may have: a keystroke costs the same on a 10-step and a 10,000-step
     * lesson. A step's event changes only with the steps' number or another lesson opened (which
     * has no check yet); counts change with a check, which says the one step it changed, if only one.
     */
    private void stepLines(LessonDraft d) {
        int n = d.steps().size();
        var items = steps.getItems();
        EditorViewModel.Checked c = vm.checkedProperty().get();
        DraftCheck.Result now = c == null ? null : c.result();
        if (items.size() != n) {
            // a step added or removed: the list said again at once, one change for the list to follow
            lineKeys.clear();
            List<String> lines = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                lineKeys.add(lineKey(d, i));
                lines.add(stepLine(d, i));
            }
            items.setAll(lines);
        } else if (c != null && now == linesOf) {
            return;
        } else if (c != null && c.step() >= 0 && c.from() == linesOf && c.draft() == d) {
            // the check of one step's texts: that step's problems and the next one's, which compares its caption with it
            for (int i = c.step(); i <= c.step() + 1 && i < n; i++) {
                stepLine(d, i, items);
            }
        } else {
            for (int i = 0; i < n; i++) {
                stepLine(d, i, items);
            }
        }
        linesOf = now;
    }

    /** Line {@code i} said again if its event or count changed. */
    private void stepLine(LessonDraft d, int i, List<String> items) {
        long key = lineKey(d, i);
        if (lineKeys.get(i) != key) {
            lineKeys.set(i, key);
            items.set(i, stepLine(d, i));
        }
    }

    private long lineKey(LessonDraft d, int i) {
        return ((long) d.steps().get(i).at() << 32) | vm.problemCount(i);
    }

    private String stepLine(LessonDraft d, int i) {
        return said.text("step.line", i + 1, d.steps().get(i).at(), vm.problemCount(i));
    }

    private static void set(TextInputControl f, String text) {
        if (!f.getText().equals(text)) {
            f.setText(text);
        }
    }

    private static void show(Label label, List<String> lines) {
        label.setText(String.join("\n", lines));
        label.setVisible(!lines.isEmpty());
        label.setManaged(!lines.isEmpty());
    }
}
