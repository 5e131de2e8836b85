package org.katro.ui.shell;

import javafx.beans.binding.Bindings;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ObservableList;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import javafx.util.StringConverter;
import org.katro.engine.Ruleset;
import org.katro.text.Language;

import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.function.Function;

/** The small pieces of wiring every screen shares: choosers, the columns spinner, step buttons and keys. */
public final class Controls {
    private Controls() {
    }

    /** A chooser that shows each item by its text in {@code resources} under the key {@code key} gives. */
    public static <T> StringConverter<T> named(ResourceBundle resources, Function<T, String> key) {
        return said(value -> resources.getString(key.apply(value)));
    }

    /** A converter for a chooser that is not edited: each item in {@code words}. */
    public static <T> StringConverter<T> said(Function<T, String> words) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : words.apply(value);
            }

            @Override
            public T fromString(String s) {
                throw new UnsupportedOperationException("the list is not editable");
            }
        };
    }

    /**
     * A language chooser: each of {@code languages} by its own name, the list growing as they come;
     * a choice switches the whole application.
     */
    public static void chooseLanguage(ComboBox<Language> chooser, ObjectProperty<Language> language,
            ObservableList<Language> languages) {
        // a language the editor began meanwhile is offered from the next screen on
        List<Language> all = Language.all();
        languages.removeIf(l -> !all.contains(l) && l != language.get());
        all.stream().filter(l -> !languages.contains(l)).forEach(languages::add);
        chooser.setItems(languages);
        chooser.setValue(language.get());
        // a language's own name is never cut short: the title beside it gives way instead
        chooser.setMinWidth(Region.USE_PREF_SIZE);
        chooser.valueProperty().addListener((obs, old, now) -> {
            // a list changed under a chooser may leave it with no value for a moment: the language stays
            if (now != null) {
                language.set(now);
            }
        });
    }

    /**
     * A spinner of board sizes bound both ways to {@code columns}. The returned property must be
     * kept by the caller as long as the spinner: a bidirectional binding holds it only weakly.
     */
    public static ObjectProperty<Integer> columns(Spinner<Integer> spinner, IntegerProperty columns) {
        spinner.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(Ruleset.MIN_COLUMNS,
                Ruleset.MAX_COLUMNS, columns.get()));
        ObjectProperty<Integer> value = columns.asObject();
        spinner.getValueFactory().valueProperty().bindBidirectional(value);
        return value;
    }

    /** A step button: runs {@code action}, disabled while {@code can} does not hold. */
    public static void step(Button button, Runnable action, ObservableBooleanValue can) {
        button.setOnAction(e -> action.run());
        button.disableProperty().bind(Bindings.not(can));
    }

    /** Shows {@code node}, and gives it room, only while {@code when} holds. */
    public static void shownWhen(Node node, ObservableBooleanValue when) {
        node.visibleProperty().bind(when);
        node.managedProperty().bind(when);
    }

    /** Presses {@code b} as a click would, unless it is disabled. */
    public static void fire(Button b) {
        if (!b.isDisabled()) {
            b.fire();
        }
    }

    /**
     * Keys that press buttons: with Shift, {@code shifted}'s button for that key if it has one, else
     * {@code plain}'s. A mapped key fires its button (if it can act) and goes no further.
     */
    public static EventHandler<KeyEvent> keys(Map<KeyCode, Button> plain, Map<KeyCode, Button> shifted) {
        return e -> {
            Button target = e.isShiftDown() && shifted.containsKey(e.getCode()) ? shifted.get(e.getCode())
                    : plain.get(e.getCode());
            if (target != null) {
                fire(target);
                e.consume();
            }
        };
    }
}
