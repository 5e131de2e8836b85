package org.katro.cli;

import org.katro.board.Board;
import org.katro.cli.Commands.ColumnsOption;
import org.katro.cli.Commands.RulesOption;
import org.katro.cli.Commands.StartOptions;
import org.katro.cli.Main.CliException;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.engine.Turn;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonException;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.picture.BoardPainter;
import org.katro.picture.Drawing;
import org.katro.picture.Ink;
import org.katro.picture.Png;
import org.katro.picture.Story;
import org.katro.picture.Svg;
import org.katro.practice.Kind;
import org.katro.sheet.Paper;
import org.katro.sheet.Worksheet;
import org.katro.text.Language;
import org.katro.web.WebPlayer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The commands that make things to take home: board pictures, printed worksheets and the web player. */
final class TakeHome {
    private TakeHome() {
    }

    @Command(name = "picture", showEndOfOptionsDelimiterInUsageHelp = true, description = {"Draws the board after "
            + "event K of the moves as the app shows it, into an SVG or PNG file (by the name's ending).",
            "K counts the events of all the moves in order, as 'events' prints them; 0 is the start; default: the last."})
    static final class PictureCommand implements Commands.Action {
        @Mixin
        RulesOption rules;
        @Mixin
        StartOptions start;
        @Option(names = "--event", paramLabel = "K", converter = Commands.WholeNumber.class,
                description = "the event to show, 0 for the start (default: the last)")
        Long event;
        @Option(names = "--lang", paramLabel = "L", defaultValue = "en",
                description = "the row labels' language: en, fr, mg, de or ca (default: ${DEFAULT-VALUE})")
        String lang;
        @Option(names = "--out", paramLabel = "FILE", required = true, description = "FILE.svg or FILE.png")
        Path out;
        @Option(names = "--ink", paramLabel = "INK", defaultValue = "wood", description = "wood: the screen's dark "
                + "board; paper: ink on white, for printing, as the worksheets are (default: ${DEFAULT-VALUE})")
        String ink;
        @Parameters(paramLabel = "MOVE", arity = "0..*", description = "moves such as 1+ or S6-")
        List<String> moves = new ArrayList<>();

        @Override
        public void run(InputStream in, PrintStream stdout) throws CliException {
            String name = out.getFileName().toString().toLowerCase(Locale.ROOT);
            if (!name.endsWith(".svg") && !name.endsWith(".png")) {
                throw new CliException("--out must name a .svg or .png file");
            }
            Ink colours = switch (ink) {
                case "wood" -> Ink.WOOD;
                case "paper" -> Ink.PAPER;
                default -> throw new CliException("--ink must be wood or paper, not " + Quote.input(ink));
            };
            Ruleset r = rules.ruleset();
            GameCursor game = game(r, start.position(r, "picture"), moves);
            long k = event == null ? game.size() : event;
            if (k < 0 || k > game.size()) {
                throw new CliException("--event must be from 0 to " + game.size() + " (the moves have " + game.size()
                        + " events)");
            }
            game.seek((int) k);
            Drawing d = new BoardPainter(language(lang), colours).paint(Board.at(game));
            if (name.endsWith(".svg")) {
                write(out, Svg.document(d).getBytes(StandardCharsets.UTF_8));
            } else {
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                try {
                    Png.write(d, Png.SCALE, bytes);
                } catch (IOException e) {
                    throw new CliException("cannot make the PNG: " + e.getMessage());
                }
                write(out, bytes.toByteArray());
            }
        }
    }

    @Command(name = "worksheet", description = {"Prints a worksheet as a PDF: the questions of 'practice', each "
            + "with a picture of its position and its move marked and room to answer, and the answers on the last "
            + "page; or, with --lesson, each step of a lesson with its picture and caption."})
    static final class WorksheetCommand implements Commands.Action {
        @Option(names = "--rules", paramLabel = "ID", description = "the ruleset of the questions")
        String rules;
        @Mixin
        ColumnsOption columns;
        @Option(names = "--kind", paramLabel = "KIND", description = "landing, capture or count (default: mixed)")
        String kind;
        @Option(names = "--count", paramLabel = "N", converter = Commands.WholeNumber.class, defaultValue = "12",
                description = "how many questions, 1 to " + Worksheet.MAX_QUESTIONS + " (default: ${DEFAULT-VALUE})")
        long count;
        @Option(names = "--seed", paramLabel = "S", converter = Commands.WholeNumber.class, defaultValue = "1",
                description = "the random seed: the same seed gives the same questions (default: ${DEFAULT-VALUE})")
        long seed;
        @Option(names = "--lesson", paramLabel = "ID", description = "print a lesson's steps instead (e.g. worked-example)")
        String lesson;
        @Option(names = "--lang", paramLabel = "L", defaultValue = "en",
                description = "the language: en, fr, mg, de or ca (default: ${DEFAULT-VALUE})")
        String lang;
        @Option(names = "--paper", paramLabel = "SIZE", defaultValue = "a4", description = "a4 or letter (default: ${DEFAULT-VALUE})")
        String paper;
        @Option(names = "--out", paramLabel = "FILE", required = true, description = "FILE.pdf")
        Path out;

        @Override
        public void run(InputStream in, PrintStream stdout) throws CliException {
            Language language = language(lang);
            Paper size = Paper.byId(paper).orElseThrow(() -> new CliException("--paper must be a4 or letter, not '"
                    + Quote.input(paper) + "'"));
            byte[] pdf;
            if (lesson != null) {
                if (rules != null || columns.given() || kind != null) {
                    throw new CliException("worksheet --lesson takes no --rules, --columns or --kind");
                }
                pdf = Worksheet.strip(Story.lesson(lesson(lesson), language), language, size);
            } else {
                if (rules == null) {
                    throw new CliException("worksheet needs --rules ID or --lesson ID" + Commands.SEE_RULES);
                }
                Ruleset r = RulesOption.ruleset(rules);
                Kind k = kind == null ? null : Kind.byId(kind).orElseThrow(() -> new CliException("unknown kind '"
                        + Quote.input(kind) + "' (kinds: landing, capture, count)"));
                if (count < 1 || count > Worksheet.MAX_QUESTIONS) {
                    throw new CliException("--count must be from 1 to " + Worksheet.MAX_QUESTIONS);
                }
                pdf = Worksheet.questions(r, columns.columns(r), k, (int) count, seed, language, size);
            }
            write(out, pdf);
        }
    }

    @Command(name = "web", showEndOfOptionsDelimiterInUsageHelp = true, description = {"Writes one HTML file that "
            + "steps through the moves (or a lesson) seed by seed, lap by lap and turn by turn, with no network.",
            "The page reads #event=K from its address."})
    static final class WebCommand implements Commands.Action {
        @Option(names = "--rules", paramLabel = "ID", description = "the ruleset of the moves")
        String rules;
        @Mixin
        StartOptions start;
        @Option(names = "--lesson", paramLabel = "ID", description = "a lesson instead of moves (e.g. worked-example)")
        String lesson;
        @Option(names = "--lang", paramLabel = "L", defaultValue = "en",
                description = "the language: en, fr, mg, de or ca (default: ${DEFAULT-VALUE})")
        String lang;
        @Option(names = "--out", paramLabel = "FILE", required = true, description = "FILE.html")
        Path out;
        @Parameters(paramLabel = "MOVE", arity = "0..*", description = "moves such as 1+ or S6-")
        List<String> moves = new ArrayList<>();

        @Override
        public void run(InputStream in, PrintStream stdout) throws CliException {
            Language language = language(lang);
            Story story;
            if (lesson != null) {
                if (rules != null || start.text != null || start.columns.given() || !moves.isEmpty()) {
                    throw new CliException("web --lesson takes no --rules, --position, --columns or moves");
                }
                story = Story.lesson(lesson(lesson), language);
            } else {
                if (rules == null) {
                    throw new CliException("web needs --rules ID and moves, or --lesson ID" + Commands.SEE_RULES);
                }
                Ruleset r = RulesOption.ruleset(rules);
                GameCursor game = game(r, start.position(r, "web"), moves);
                if (game.size() > WebPlayer.MAX_EVENTS) {
                    throw new CliException("the moves have " + game.size() + " events; a web page holds at most "
                            + WebPlayer.MAX_EVENTS);
                }
                story = Story.game(game, language);
            }
            write(out, WebPlayer.html(story, language).getBytes(StandardCharsets.UTF_8));
        }
    }

    /** The moves played from {@code start}, each checked with the reason it is refused. */
    static GameCursor game(Ruleset r, Position start, List<String> moves) throws CliException {
        List<Move> played = new ArrayList<>();
        Position p = start;
        for (String text : moves) {
            Turn turn = Commands.playOne(r, p, text);
            played.add(turn.move());
            p = turn.after();
        }
        return new GameCursor(r, start, played);
    }

    static Language language(String code) throws CliException {
        return Language.byCode(code).orElseThrow(() -> new CliException("unknown language '" + Quote.input(code)
                + "' (languages: en, fr, mg, de, ca)"));
    }

    /** A lesson shipped with the application, by id. */
    static Lesson lesson(String id) throws CliException {
        LessonSource bundled = LessonSource.bundled();
        try {
            if (!bundled.files().contains(id + ".fxml")) {
                throw new CliException("unknown lesson '" + Quote.input(id) + "' (lessons: " + String.join(", ",
                        bundled.files().stream().map(f -> f.replace(".fxml", "")).toList()) + ")");
            }
            return LessonLoader.load(bundled, id + ".fxml");
        } catch (LessonException e) {
            throw new CliException(Quote.input(e.getMessage()));
        }
    }

    private static void write(Path file, byte[] bytes) throws CliException {
        try {
            Files.write(file, bytes);
        } catch (IOException e) {
            throw new CliException("cannot write " + Quote.input(file.toString()) + ": " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : " " + Quote.input(e.getMessage())));
        }
    }
}
