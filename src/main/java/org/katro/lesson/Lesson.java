package org.katro.lesson;

import org.katro.engine.GameCursor;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A lesson as its FXML file declares it: the game it walks through (ruleset, board, start position,
 * moves) and its steps. Texts are keys into the lesson's resource bundles. Immutable: the loader
 * ({@link LessonLoader}, through {@link LessonFormat}) reads one from its file and {@link LessonFormat} writes one back, the player
 * shows it and the editor makes a new one for each edit.
 */
public final class Lesson {
    /** The languages every lesson is written in; the first one is the default bundle (no suffix). */
    public static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.FRENCH,
            Locale.forLanguageTag("mg"), Locale.GERMAN, Locale.forLanguageTag("ca"));
    /** {@link #getNarration()} when the file says none. */
    public static final String NARRATED = "seeds";

    private final String title;
    private final String summary;
    private final String rules;
    private final int columns;
    private final String position;
    private final String moves;
    private final int minutes;
    private final String narration;
    private final List<Step> steps;

    // known once the lesson is read from a source
    private final String id;
    private final LessonSource source;
    private final Map<Locale, LessonText> texts;

    /**
     * @param title     key of the lesson's title
     * @param summary   key of a one-sentence summary shown in the lesson list, or null
     * @param rules     ruleset id, e.g. {@code fianarantsoa}
     * @param position  start position in docs/notation.md's notation; when null, the ruleset's start on {@code columns}
     * @param moves     the moves played from the start position, space-separated, sides alternating
     * @param minutes   about how long the lesson takes
     * @param narration {@code seeds} (null means it too): under the caption, a sentence of the narration
     *                  for every seed; {@code none}: the lesson's own captions are its only words, as a
     *                  child's first minutes need (the narration names relays and front rows before the
     *                  lesson can)
     */
    public Lesson(String title, String summary, String rules, int columns, String position, String moves,
            int minutes, String narration, List<Step> steps) {
        this(title, summary, rules, columns, position, moves, minutes, narration, steps, null, null, Map.of());
    }

    private Lesson(String title, String summary, String rules, int columns, String position, String moves,
            int minutes, String narration, List<Step> steps, String id, LessonSource source,
            Map<Locale, LessonText> texts) {
        this.title = title;
        this.summary = summary;
        this.rules = rules;
        this.columns = columns;
        this.position = position;
        this.moves = moves == null ? "" : moves;
        this.minutes = minutes;
        this.narration = narration == null ? NARRATED : narration;
        this.steps = List.copyOf(steps);
        this.id = id;
        this.source = source;
        this.texts = Map.copyOf(texts);
    }

    public String getTitle() {
        return title;
    }

    public String getSummary() {
        return summary;
    }

    public String getRules() {
        return rules;
    }

    public int getColumns() {
        return columns;
    }

    public String getPosition() {
        return position;
    }

    public String getMoves() {
        return moves;
    }

    public int getMinutes() {
        return minutes;
    }

    public String getNarration() {
        return narration;
    }

    /** Whether the screen tells every seed under the caption (see {@link #getNarration}). */
    public boolean narrated() {
        return !"none".equals(narration);
    }

    public List<Step> getSteps() {
        return steps;
    }

    // ---------------------------------------------------------------- after loading

    /** The file name without {@code .fxml}; also the base name of its bundles. */
    public String id() {
        return id;
    }

    /** Where the lesson was read from (the application or a folder), for messages. */
    public String origin() {
        return source == null ? null : source.name();
    }

    /** The lesson's title in {@code locale}, as lists, buttons and figures name it. */
    public String title(Locale locale) {
        return text(locale).get(title);
    }

    /** The lesson's texts in {@code locale}, falling back to the default language key by key. */
    public LessonText text(Locale locale) {
        LessonText t = texts.get(new Locale(locale.getLanguage()));
        return t != null ? t : texts.get(LANGUAGES.get(0));
    }

    public Ruleset ruleset() {
        return Ruleset.byId(rules).orElseThrow();
    }

    /** The start position of the lesson's game. */
    public Position start() throws NotationException {
        return position == null || position.isBlank() ? ruleset().start(columns)
                : Notation.parsePosition(position, ruleset());
    }

    /** A fresh cursor on the lesson's game, at its start (throws only for lessons the loader refused). */
    public GameCursor cursor() {
        try {
            Position p = start();
            return new GameCursor(ruleset(), p, Notation.parseMoves(moves, p.toMove()));
        } catch (NotationException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** The step whose range holds cursor index {@code index}: the first step with {@code at >= index}. */
    public int stepAt(int index) {
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).getAt() >= index) {
                return i;
            }
        }
        return steps.size() - 1;
    }

    /**
     * The last step whose picture has been reached at cursor index {@code index} (the first step before
     * any): its caption is the one that never runs ahead of the seeds.
     */
    public int reachedAt(int index) {
        int reached = 0;
        for (int i = 0; i < steps.size() && steps.get(i).getAt() <= index; i++) {
            reached = i;
        }
        return reached;
    }

    /** The cursor index a step starts from: where the previous step stood (0 for the first). */
    public int stepStart(int step) {
        return step == 0 ? 0 : steps.get(step - 1).getAt();
    }

    public int questionCount() {
        return (int) steps.stream().filter(s -> s.getQuestion() != null).count();
    }

    /** A hole named as in the notation ({@code S6}, {@code N12}) on {@code geometry}, if there is one. */
    static Optional<Hole> hole(Geometry geometry, String name) {
        if (!name.matches("[SN][1-9]\\d{0,2}")) {
            return Optional.empty();
        }
        int number = Integer.parseInt(name.substring(1));
        if (number > geometry.holesPerPlayer()) {
            return Optional.empty();
        }
        return Optional.of(geometry.hole(Player.fromSymbol(name.charAt(0)), number));
    }

    /** The same lesson, read as {@code id} from {@code source} with its texts. */
    Lesson loaded(String id, LessonSource source, Map<Locale, LessonText> texts) {
        return new Lesson(title, summary, rules, columns, position, moves, minutes, narration, steps, id, source,
                texts);
    }

    /** The folder beside the lesson that holds its recordings: {@code ID.sounds}. */
    public static final String RECORDINGS = ".sounds";

    /**
     * A curator's recording of the text {@code key} in {@code language} (en, fr, mg, de, ca):
     * {@code ID.sounds/KEY_LANGUAGE.wav} beside the lesson, if there is one. Reads a file: not on the
     * screen's thread.
     */
    public Optional<byte[]> recording(String key, String language) {
        return source == null ? Optional.empty() : source.recording(id + RECORDINGS + "/" + key + "_" + language + ".wav");
    }

    /** Two lessons are equal when they have the same id and their files declare the same game and steps. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Lesson l && columns == l.columns && minutes == l.minutes && Objects.equals(id, l.id)
                && Objects.equals(title, l.title) && Objects.equals(summary, l.summary)
                && Objects.equals(rules, l.rules) && Objects.equals(position, l.position) && moves.equals(l.moves)
                && narration.equals(l.narration) && steps.equals(l.steps);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, title, summary, rules, columns, position, moves, minutes, narration, steps);
    }
}
