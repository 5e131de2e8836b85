package org.katro.ui.why;

import javafx.beans.value.ObservableValue;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.katro.engine.Event;
import org.katro.lesson.Lesson;
import org.katro.text.Texts;
import org.katro.board.Board;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.ViewListeners;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.Optional;

/**
 * "Why?" under a screen's narration: tapped, it names the rule the current event follows, with the
 * rules lesson that teaches it one tap further. It folds again whenever the event changes.
 */
public final class WhyBox extends VBox {
    private final Navigation navigator;
    private final Texts texts;
    private final Button why = new Button();
    private final Label rule = new Label();
    private final Button lesson = new Button(null, new FontIcon("mdi2s-school"));
    /** the board belongs to a view model that may outlive this box (the play screen's game does) */
    private final ViewListeners listeners = new ViewListeners();
    private Event event;

    /** Follows the event that led to the board's state {@code board}. */
    public WhyBox(Navigation navigator, ObservableValue<Board> board) {
        this.navigator = navigator;
        this.texts = new Texts(navigator.languageProperty().get(), WhyBox.class.getPackageName() + ".Why");
        getStyleClass().add("why-box");
        why.setText(texts.text("why"));
        why.setGraphic(new FontIcon("mdi2h-help-circle"));
        why.setId("why-button");
        why.setMinWidth(Button.USE_PREF_SIZE);
        why.setOnAction(e -> unfold(true));
        rule.setId("why-rule");
        rule.setWrapText(true);
        rule.getStyleClass().add("why-rule");
        lesson.setId("why-lesson");
        lesson.setWrapText(true);
        getChildren().addAll(why, rule, lesson);
        listeners.on(board, (obs, old, now) -> show(now == null ? null : now.event()));
        show(board.getValue() == null ? null : board.getValue().event());
    }

    private void show(Event now) {
        event = now;
        // nothing to explain (the start): no button that looks broken, its room kept so nothing below moves
        why.setVisible(Rule.of(now).isPresent());
        unfold(false);
    }

    private void unfold(boolean open) {
        Optional<Rule> r = Rule.of(event);
        Optional<Lesson> teaches = r.flatMap(x -> navigator.library().byId(x.lesson()));
        boolean shown = open && r.isPresent();
        rule.setText(shown ? texts.text("rule." + r.get().key()) : "");
        teaches.ifPresent(l -> {
            lesson.setText(texts.text("lesson", l.title(navigator.languageProperty().get().locale())));
            lesson.setOnAction(e -> navigator.openLesson(l));
        });
        for (var n : new javafx.scene.Node[] {rule, lesson}) {
            boolean visible = shown && (n == rule || teaches.isPresent());
            n.setVisible(visible);
            n.setManaged(visible);
        }
    }
}
