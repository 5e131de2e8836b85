package org.katro.ui;

import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.beans.value.WeakChangeListener;

import java.util.ArrayList;
import java.util.List;

/**
 * The listeners a view puts on a longer-lived view model. The model holds them weakly and the view
 * strongly, so a view that is replaced (a language switch, going home) can be collected while its
 * model lives on.
 */
public final class ViewListeners {
    private final List<Object> held = new ArrayList<>();

    public <T> void on(ObservableValue<T> value, ChangeListener<? super T> listener) {
        held.add(listener);
        value.addListener(new WeakChangeListener<>(listener));
    }
}
