package org.katro.app;

import javafx.geometry.Dimension2D;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The first window fits the screen it opens on, its frame included; on a big screen it is 1280 x 800. */
class FirstWindowTest {
    @Test
    void onASmallScreenTheWindowFitsInsideIt() {
        // a 1024 x 640 screen with a 24 px panel at its top
        Rectangle2D free = new Rectangle2D(0, 24, 1024, 616);
        Dimension2D size = KatroApp.firstWindow(free);
        assertTrue(size.getWidth() + 16 <= 1024, "width with its frame: " + size.getWidth());
        assertTrue(size.getHeight() + 48 <= 616, "height with its title bar: " + size.getHeight());
        assertTrue(size.getWidth() >= 1000 && size.getHeight() >= 560, "and it uses the room: " + size);
    }

    @Test
    void onABigScreenTheWindowIs1280By800() {
        assertEquals(new Dimension2D(1280, 800), KatroApp.firstWindow(new Rectangle2D(0, 0, 1920, 1040)));
    }
}
