package org.katro.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

public final class KatroApp extends Application {
    @Override
    public void start(Stage stage) {
        stage.setScene(new Scene(new Label("Katro"), 640, 400));
        stage.show();
    }

    public static void main(String[] args) {
        launch(args);
    }
}
