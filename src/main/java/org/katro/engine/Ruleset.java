package org.katro.engine;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Every reading of the rules that the engine plays, as fixed by docs/rules.md. */
public enum Ruleset {
    FIANARANTSOA("fianarantsoa", "Katro of Fianarantsoa: 6 rows, capture from the front row",
            "\"Le katro de Fianarantsoa\"", List.of(Locale.FRENCH), 6, 6, List.of(6, 4, 3, 2),
            StartRow.ANY, Capture.OCCUPIED_FRONT_ROW, false, false),
    MANCALA_WORLD("mancala-world", "Katro as Mancala World describes it: 6 rows, moves from the outermost non-empty row",
            "\"Katro\", Mancala World", List.of(Locale.forLanguageTag("ca"), Locale.GERMAN), 6, 6, List.of(6),
            StartRow.OUTERMOST, Capture.OCCUPIED_FRONT_ROW, false, false),
    KATRO4("katro4", "Four-row katro: moves from the outermost non-empty row, lone-seed capture",
            "\"Jeu de Katro\"", List.of(Locale.FRENCH), 4, 6, List.of(6, 4, 8),
            StartRow.OUTERMOST, Capture.OCCUPIED_FRONT_ROW, true, false),
    KATRO4_EMPTY("katro4-empty", "Four-row katro, capture when the last seed falls into an empty front-row hole",
            "\"Jeu de Katro\"", List.of(Locale.FRENCH), 4, 6, List.of(6, 4, 8),
            StartRow.OUTERMOST, Capture.EMPTY_FRONT_ROW, false, false),
    GOROBAKA("gorobaka", "Katra Gorobaka (Dandouau 1909): 4 rows, the whole opposite file is taken",
            "\"Katra Gorobaka\", Dandouau 1909", List.of(Locale.ENGLISH), 4, 8, List.of(8, 6, 4),
            StartRow.INNER_ON_FIRST_TURN, Capture.WHOLE_FILE, false, false),
    GOROBAKA_NO_SINGLETONS("gorobaka-no-singletons", "Katra Gorobaka variant: a hole with a single seed cannot be played",
            "\"Katra Gorobaka\", Dandouau 1909", List.of(Locale.ENGLISH), 4, 8, List.of(8, 6, 4),
            StartRow.INNER_ON_FIRST_TURN, Capture.WHOLE_FILE, false, true);

    /** Which own holes a turn may start from. */
    public enum StartRow {
        /** any own hole that holds seeds */
        ANY,
        /** only the holes of the mover's outermost row that holds seeds */
        OUTERMOST,
        /** the game's very first turn from the inner row, any hole afterwards */
        INNER_ON_FIRST_TURN
    }

    /** What makes the last seed of a lap capture. */
    public enum Capture {
        /** occupied hole of the mover's front row; the same-column hole of the opponent's front row */
        OCCUPIED_FRONT_ROW,
        /** empty hole of the mover's front row; the same-column hole of the opponent's front row */
        EMPTY_FRONT_ROW,
        /** occupied hole of the mover's inner row; both of the opponent's holes in that column */
        WHOLE_FILE
    }

    public static final int MIN_COLUMNS = 2;
    public static final int MAX_COLUMNS = 10;

    private final String id;
    private final String description;
    private final String sourceTitle;
    private final List<Locale> sourceLanguages;
    private final int rows;
    private final int defaultColumns;
    private final List<Integer> traditionalColumns;
    private final StartRow startRow;
    private final Capture capture;
    private final boolean loneSeedCaptures;
    private final boolean noSingletons;

    Ruleset(String id, String description, String sourceTitle, List<Locale> sourceLanguages, int rows,
            int defaultColumns, List<Integer> traditionalColumns, StartRow startRow, Capture capture,
            boolean loneSeedCaptures, boolean noSingletons) {
        this.id = id;
        this.description = description;
        this.sourceTitle = sourceTitle;
        this.sourceLanguages = sourceLanguages;
        this.rows = rows;
        this.defaultColumns = defaultColumns;
        this.traditionalColumns = traditionalColumns;
        this.startRow = startRow;
        this.capture = capture;
        this.loneSeedCaptures = loneSeedCaptures;
        this.noSingletons = noSingletons;
    }

    public String id() {
        return id;
    }

    public String description() {
        return description;
    }

    /** The source document's title (and where it was published), without its language. */
    public String sourceTitle() {
        return sourceTitle;
    }

    /** The languages the source document is written in. */
    public List<Locale> sourceLanguages() {
        return sourceLanguages;
    }

    public int rows() {
        return rows;
    }

    public int defaultColumns() {
        return defaultColumns;
    }

    /** The column counts the sources mention; every count from 2 to 10 is accepted. */
    public List<Integer> traditionalColumns() {
        return traditionalColumns;
    }

    public StartRow startRow() {
        return startRow;
    }

    public Capture capture() {
        return capture;
    }

    /** katro4: a player with a single seed on their side captures with it as if it landed on an occupied hole. */
    public boolean loneSeedCaptures() {
        return loneSeedCaptures;
    }

    /** A hole holding a single seed may not start a turn. */
    public boolean noSingletons() {
        return noSingletons;
    }

    public boolean allowsColumns(int columns) {
        return columns >= MIN_COLUMNS && columns <= MAX_COLUMNS;
    }

    public Position start() {
        return start(defaultColumns);
    }

    public Position start(int columns) {
        if (!allowsColumns(columns)) {
            throw new IllegalArgumentException("columns must be from " + MIN_COLUMNS + " to " + MAX_COLUMNS);
        }
        return Position.start(rows, columns);
    }

    public static Optional<Ruleset> byId(String id) {
        for (Ruleset r : values()) {
            if (r.id.equals(id)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }
}
