module katro {
    requires javafx.controls;
    requires javafx.fxml;
    requires java.xml;
    requires org.controlsfx.controls;
    requires org.kordamp.ikonli.javafx;
    requires org.kordamp.ikonli.materialdesign2;
    requires info.picocli;

    exports org.katro.engine;
    exports org.katro.notation;
    exports org.katro.cli;
    // picocli sets the command line's option fields by reflection
    opens org.katro.cli to info.picocli;
    exports org.katro.ui;
    opens org.katro.ui to javafx.fxml;
    exports org.katro.lesson;
    opens org.katro.lesson to javafx.fxml;
    opens org.katro.ui.lesson to javafx.fxml;
}
