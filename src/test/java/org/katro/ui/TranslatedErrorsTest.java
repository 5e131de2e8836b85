package org.katro.ui;

import org.junit.jupiter.api.Test;
import org.katro.engine.Ruleset;
import org.katro.text.Language;
import org.katro.ui.compare.CompareViewModel;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.setup.SetupViewModel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** What is wrong with a typed position, move or game is said in the screen's language, not in English. */
class TranslatedErrorsTest {
    @Test
    void aFrenchSetUpSaysWhyThePositionCannotBeRead() {
        SetupViewModel setup = new SetupViewModel(Language.FRENCH, Runnable::run, Runnable::run);
        setup.form().positionProperty().set("2,2/2,2/2,x/2,2/2,2/2,2 S");
        assertFalse(setup.validProperty().get());
        assertEquals("Cette position est illisible : rangée 3, trou 2\u00a0: «\u00a0x\u00a0» n'est pas un nombre "
                + "entier positif ou nul", setup.positionErrorProperty().get());
    }

    @Test
    void aRefusedMoveNamesTheRowInTheScreensLanguage() {
        SetupViewModel setup = new SetupViewModel(Language.FRENCH, Runnable::run, Runnable::run);
        setup.form().rulesetProperty().set(Ruleset.MANCALA_WORLD);
        setup.form().movesProperty().set("7+");
        assertEquals("Le coup 1 (S7+) ne peut pas être joué : un tour doit partir de la rangée la plus extérieure "
                + "qui contient des graines (rangée extérieure)", setup.movesErrorProperty().get());
        setup.languageProperty().set(Language.GERMAN);
        assertEquals("Zug 1 (S7+) ist nicht möglich: ein Zug muss in der äußersten Reihe beginnen, in der Samen "
                + "liegen (äußere Reihe)", setup.movesErrorProperty().get());
    }

    @Test
    void aGameThatCannotBeLoadedIsSaidAgainAfterALanguageSwitch() {
        PlayViewModel play = new PlayViewModel(Language.MALAGASY, Runnable::run, Runnable::run, 20);
        assertFalse(play.load("rules fianarantsoa\nstart 2,2/2,2/2,2/2,2/2,2/2,2 S 0\nmoves 1+ 1+ 9+\n"));
        assertEquals("Tsy lalao azo sokafana ity soratra ity: tsy azo lalaovina ny fihetsika 3 (9+): tsy misy "
                + "lavaka S9 (lavaka 1 ka hatramin'ny 6 no misy)", play.record().messageProperty().get());
        play.languageProperty().set(Language.CATALAN);
        assertEquals("Aquest text no és una partida que es pugui obrir: la jugada 3 (9+) no es pot fer: no hi "
                + "ha cap forat S9 (els forats van de l'1 al 6)", play.record().messageProperty().get());
    }

    @Test
    void aComparisonInEnglishKeepsTheEnglishText() {
        CompareViewModel compare = new CompareViewModel(Language.ENGLISH, Runnable::run, Runnable::run);
        compare.form().positionProperty().set("2,2/2,2 S");
        compare.compare();
        assertEquals("This cannot be read: " + Ruleset.FIANARANTSOA.id() + " has 6 rows, the position gives 2",
                compare.errorProperty().get());
    }
}
