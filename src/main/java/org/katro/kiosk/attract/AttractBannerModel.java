package org.katro.kiosk.attract;

import org.katro.text.Language;
import org.katro.text.Texts;

/** What the attract loop's invitation says: touch to start, and at a table station, sit face to face. */
public final class AttractBannerModel {
    private final String invitation;

    public AttractBannerModel(Language language, boolean table) {
        Texts texts = new Texts(language, "org.katro.kiosk.attract.AttractBanner");
        // a table station invites two players, face to face
        invitation = table ? texts.text("attract.touch") + "  " + texts.text("attract.table") : texts.text("attract.touch");
    }

    public String invitation() {
        return invitation;
    }
}
