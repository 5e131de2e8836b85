package org.katro.cli.share;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.ForceOption;
import org.katro.cli.command.LanguageOption;
import org.katro.cli.command.Moves;
import org.katro.cli.command.Quote;
import org.katro.cli.command.RulesOption;
import org.katro.cli.command.StartOptions;
import org.katro.cli.command.WholeNumber;
import org.katro.engine.GameCursor;
import org.katro.picture.BoardPainter;
import org.katro.picture.Drawing;
import org.katro.board.Board;
import org.katro.picture.Ink;
import org.katro.picture.Png;
import org.katro.picture.Svg;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

@Command(name = "picture", showEndOfOptionsDelimiterInUsageHelp = true, description = {"Draws the board after "
        + "event K of the moves as the app shows it, into an SVG or PNG file (by the name's ending).",
        "K counts the events of all the moves in order, as 'events' prints them; 0 is the start; default: the last.",
        "The moves of --game FILE, if given, come first."})
public final class PictureCommand implements Action {
    @Mixin
    RulesOption rules;
    @Mixin
    StartOptions start;
    @Option(names = "--event", paramLabel = "K", converter = WholeNumber.class,
            description = "the event to show, 0 for the start (default: the last)")
    Long event;
    @Mixin
    LanguageOption lang;
    @Option(names = "--out", paramLabel = "FILE", required = true, description = "FILE.svg or FILE.png")
    Path out;
    @Mixin
    ForceOption force;
    @Option(names = "--ink", paramLabel = "INK", defaultValue = "wood", description = "wood: the screen's dark "
            + "board; paper: ink on white, for printing, as the worksheets are (default: ${DEFAULT-VALUE})")
    String ink;
    @Parameters(paramLabel = "MOVE", arity = "0..*", description = "moves such as 1+ or S6-")
    List<String> moves = new ArrayList<>();

    @Override
    public void run(InputStream in, PrintStream stdout, PrintStream err) throws CliException {
        String name = out.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".svg") && !name.endsWith(".png")) {
            throw new CliException("--out must name a .svg or .png file");
        }
        Ink colours = switch (ink) {
            case "wood" -> Ink.WOOD;
            case "paper" -> Ink.PAPER;
            default -> throw new CliException("--ink must be wood or paper, not " + Quote.input(ink));
        };
        StartOptions.Game typed = start.game(rules, moves, "picture");
        GameCursor game = Moves.game(typed.ruleset(), typed.start(), typed.moves());
        long k = event == null ? game.size() : event;
        if (k < 0 || k > game.size()) {
            throw new CliException("--event must be from 0 to " + game.size() + " (the moves have " + game.size()
                    + " events)");
        }
        game.seek((int) k);
        Drawing d = new BoardPainter(lang.language(), colours).paint(Board.at(game));
        if (name.endsWith(".svg")) {
            force.write(out, Svg.document(d).getBytes(StandardCharsets.UTF_8));
        } else {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try {
                Png.write(d, Png.SCALE, bytes);
            } catch (IOException e) {
                throw new CliException("cannot make the PNG: " + e.getMessage());
            }
            force.write(out, bytes.toByteArray());
        }
    }
}
