package org.katro.ui.form;

import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;

/**
 * A whole game record pasted into a moves field: the field is one line and would drop the record's
 * line breaks, so the record is taken before that, filling the form, and the field gets its moves.
 */
public final class RecordPaste {
    private RecordPaste() {
    }

    /** Lets {@code moves}, the moves field of {@code form}, take a pasted record. */
    public static void into(TextField moves, GameForm form) {
        moves.setTextFormatter(new TextFormatter<>(change -> {
            form.takeRecord(change.getText()).ifPresent(text -> {
                // the whole field: a record is a whole game, not moves to add to those typed
                change.setRange(0, change.getControlText().length());
                change.setText(text);
            });
            return change;
        }));
    }
}
