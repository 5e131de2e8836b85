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
    exports org.katro.text;
    exports org.katro.practice;
    exports org.katro.analysis;
    exports org.katro.lesson;
    opens org.katro.lesson to javafx.fxml;
    exports org.katro.app;
    exports org.katro.kiosk;
    exports org.katro.ui;
    exports org.katro.ui.shell;
    exports org.katro.ui.board;
    exports org.katro.ui.glance;
    // each screen's controller is wired by FXMLLoader
    opens org.katro.ui.game to javafx.fxml;
    opens org.katro.ui.home to javafx.fxml;
    opens org.katro.ui.setup to javafx.fxml;
    opens org.katro.ui.play to javafx.fxml;
    opens org.katro.ui.compare to javafx.fxml;
    opens org.katro.ui.lesson to javafx.fxml;
    opens org.katro.ui.practice to javafx.fxml;
}
