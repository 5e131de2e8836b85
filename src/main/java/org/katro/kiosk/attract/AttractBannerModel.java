package org.katro.kiosk.attract;

import org.katro.text.Language;
import org.katro.text.Texts;

import java.util.List;

/**
 * What the attract loop's invitation says: touch to start, and at a table station, sit face to face;
 * and the languages offered, each by its own name, so that a visitor finds hers on the first touch.
 */
public final class AttractBannerModel {
    private final String invitation;
    private final List<Language> languages;

    public AttractBannerModel(Language language, boolean table, List<Language> languages) {
        this.languages = List.copyOf(languages);
        Texts texts = new Texts(language, "org.katro.kiosk.attract.AttractBanner");
        // a table station invites two players, face to face
        invitation = table ? texts.text("attract.touch") + "  " + texts.text("attract.table") : texts.text("attract.touch");
    }

    public String invitation() {
        return invitation;
    }

    public List<Language> languages() {
        return languages;
    }
}
