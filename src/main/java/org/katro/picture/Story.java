package org.katro.picture;

import org.katro.engine.GameCursor;
import org.katro.lesson.Lesson;
import org.katro.lesson.Presentation;
import org.katro.text.Language;
import org.katro.text.Narrator;

/**
 * A game to take home, with its title in one language; for a lesson, also the lesson's
 * {@link Presentation}, from which the web page and the printed worksheet take what each moment shows,
 * as the lesson player does.
 *
 * @param lesson the lesson shown, or null for a plain game
 */
public record Story(String title, GameCursor game, Presentation lesson) {

    /**
     * A plain game, no steps, named by its ruleset's whole name as the app's title says it; it opens
     * where {@code game} stands.
     */
    public static Story game(GameCursor game, Language language) {
        return new Story(new Narrator(language).ruleset(game.ruleset(), game.geometry().rows(),
                game.geometry().columns()), game, null);
    }

    /** {@code lesson}'s game, replayed here, and what it shows at each moment. */
    public static Story lesson(Lesson lesson, Language language) {
        Presentation presentation = new Presentation(lesson);
        presentation.game().toFirst();
        return new Story(lesson.title(language.locale()), presentation.game(), presentation);
    }
}
