module katro {
    requires javafx.controls;
    requires javafx.fxml;
    requires java.xml;
    requires org.controlsfx.controls;
    requires org.kordamp.ikonli.javafx;
    requires org.kordamp.ikonli.materialdesign2;

    exports org.katro.engine;
    exports org.katro.notation;
    exports org.katro.cli;
    exports org.katro.ui;
    opens org.katro.ui to javafx.fxml;
    exports org.katro.lesson;
    opens org.katro.lesson to javafx.fxml;
    opens org.katro.ui.lesson to javafx.fxml;
}
