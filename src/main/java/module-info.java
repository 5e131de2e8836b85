module katro {
    requires javafx.controls;
    requires javafx.fxml;
    requires java.xml;
    requires org.kordamp.ikonli.javafx;
    requires info.picocli;
    // board pictures (PNG through Java2D and ImageIO) and printed worksheets
    requires java.desktop;
    requires org.apache.pdfbox;
    requires java.sql;
    requires java.management;
    // the SQLite driver is named so that the runtime image links it; PostgreSQL's, which nothing here
    // names, is found by the driver manager (src/build/station-image.sh links it into the image)
    requires org.xerial.sqlitejdbc;
    // the plural rules of a language added without a rebuild (Texts)
    requires com.ibm.icu;

    exports org.katro.engine;
    exports org.katro.board;
    exports org.katro.notation;
    exports org.katro.cli;
    exports org.katro.cli.command;
    exports org.katro.cli.game;
    exports org.katro.cli.measure;
    exports org.katro.cli.share;
    // picocli sets the command line's option fields by reflection
    opens org.katro.cli to info.picocli;
    opens org.katro.cli.command to info.picocli;
    opens org.katro.cli.game to info.picocli;
    opens org.katro.cli.measure to info.picocli;
    opens org.katro.cli.share to info.picocli;
    exports org.katro.text;
    exports org.katro.translation;
    exports org.katro.practice;
    exports org.katro.analysis;
    exports org.katro.solver;
    exports org.katro.lesson;
    exports org.katro.lesson.draft;
    exports org.katro.picture;
    exports org.katro.sheet;
    exports org.katro.web;
    exports org.katro.store;
    exports org.katro.sound;
    exports org.katro.app;
    exports org.katro.kiosk;
    exports org.katro.ui;
    exports org.katro.ui.shell;
    exports org.katro.ui.session;
    exports org.katro.ui.board;
    // the take-home control is made by FXMLLoader from each screen's FXML
    exports org.katro.ui.share;
    exports org.katro.ui.glossary;
    exports org.katro.ui.why;
    exports org.katro.ui.glance;
    exports org.katro.ui.sound;
    // each screen's controller is wired by FXMLLoader
    opens org.katro.ui.explorer to javafx.fxml;
    opens org.katro.ui.home to javafx.fxml;
    opens org.katro.ui.setup to javafx.fxml;
    opens org.katro.ui.play to javafx.fxml;
    opens org.katro.ui.review to javafx.fxml;
    opens org.katro.ui.translate to javafx.fxml;
    opens org.katro.ui.compare to javafx.fxml;
    opens org.katro.ui.lesson to javafx.fxml;
    opens org.katro.ui.practice to javafx.fxml;
    opens org.katro.ui.glossary to javafx.fxml;
    opens org.katro.ui.staff to javafx.fxml;
    opens org.katro.ui.learners to javafx.fxml;
    opens org.katro.ui.editor to javafx.fxml;
    // and the kiosk's overlays: the attract loop's strip, "Are you still there?", the PIN pad
    opens org.katro.kiosk.attract to javafx.fxml;
    opens org.katro.kiosk.idle to javafx.fxml;
    opens org.katro.kiosk.pin to javafx.fxml;
    // the icons' font, of the glyphs the app shows alone (IconFont)
    provides org.kordamp.ikonli.IkonHandler with org.katro.ui.icons.IconFont;
}
