package org.katro.web;

import org.katro.board.Board;
import org.katro.engine.GameCursor;
import org.katro.lesson.Presentation;
import org.katro.lesson.Reveal;
import org.katro.lesson.Step;
import org.katro.notation.Json;
import org.katro.picture.BoardPainter;
import org.katro.picture.Drawing;
import org.katro.picture.Drawing.Group;
import org.katro.picture.Drawing.Shape;
import org.katro.picture.Story;
import org.katro.picture.Svg;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.text.Texts;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One self-contained HTML page that steps through a game or a lesson, seed by seed, lap by lap and
 * turn by turn, with no network and no server. The engine and the board painter work in Java: the
 * page holds the board's unchanging shapes once, each part that changes (a hole, a row label, the
 * front rows, the hand) as a list of distinct SVG fragments, and for every event which fragment
 * each part shows. The script only swaps fragments, so the page draws exactly what
 * {@link BoardPainter} draws, and reads {@code #event=K}; without it the page opens at the event
 * where the story's game stands.
 * <p>
 * A lesson's page shows at each event what the lesson player shows there, from the same
 * {@link Presentation}: the caption and note of the last step reached, the board with its holes
 * pointed out, and where a question waits, the question over the board that hides its answer, until
 * the visitor asks for the answer or steps on. A faded step (one the learner sows in the app) waits
 * likewise before each tap, over the board before its seed falls: the visitor taps the hole where it
 * falls, or asks to be shown, and only then sees it sown.
 */
public final class WebPlayer {
    private static final String BUNDLE = "org.katro.web.Player";
    /** A longer game would make a page too heavy for a phone: the player stops at this many events. */
    public static final int MAX_EVENTS = 20_000;

    private WebPlayer() {
    }

    /** The page for {@code story} in {@code language}. */
    public static String html(Story story, Language language) {
        GameCursor game = story.game();
        if (game.size() > MAX_EVENTS) {
            throw new IllegalArgumentException("the game has " + game.size() + " events; a web page holds at most "
                    + MAX_EVENTS);
        }
        Texts texts = new Texts(language, BUNDLE);
        Narrator narrator = new Narrator(language);
        BoardPainter painter = new BoardPainter(language);
        int at = game.index();

        Presentation lesson = story.lesson();
        Frames frames = new Frames(painter);
        List<String> narration = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        Map<String, Integer> lineIndex = new HashMap<>();
        List<int[]> said = new ArrayList<>();
        for (int k = 0; k <= game.size(); k++) {
            game.seek(k);
            Board board = Board.at(game);
            if (lesson != null) {
                // the page shows a question's event without the question only once its answer is shown
                Presentation.Moment m = lesson.at(board, k, -1, lesson.askedAt(k), language, Reveal.Medium.PAGE);
                board = lesson.hidingSowing(k, m.board());
                said.add(new int[] {line(lines, lineIndex, m.caption()), line(lines, lineIndex, m.note())});
            }
            frames.add(board);
            narration.add(k == 0 ? narrator.text(game.size() == 0 ? "startEmpty" : "start", narrator.player(
                    game.start().toMove())) : narrator.describe(game.ruleset(), game.events(), k - 1));
        }
        // each question waits over a board of its own, which hides its answer, until the answer is asked for;
        // the presentation decides at each event which question waits there and whose answer stays shown,
        // and the page's script only reads its table
        Json questions = Json.array();
        int[] waits = new int[game.size() + 1];
        int[] answers = new int[game.size() + 1];
        if (lesson != null) {
            Map<Integer, Integer> number = new HashMap<>();
            for (int i = 0; i < lesson.lesson().getSteps().size(); i++) {
                Reveal r = lesson.reveal(i);
                if (r == null) {
                    continue;
                }
                Presentation.Moment m = lesson.seek(r.askAt(), i, language, Reveal.Medium.PAGE);
                questions.beginObject().field("frame", frames.add(m.board()))
                        .field("question", m.question())
                        .field("answer", lesson.answer(i, language))
                        .end();
                number.put(i, number.size());
            }
            // a faded step's lap, which the learner sows in the app, waits before each tap the same way,
            // over the board before the seed falls, until the visitor taps a hole or asks to be shown
            Map<Integer, Integer> taps = new HashMap<>();
            for (Presentation.Sowing w : lesson.sowings()) {
                Presentation.Moment m = lesson.sowing(w, language, Reveal.Medium.PAGE);
                String path = String.join(" ", w.path().stream().map(h -> h.name()).toList());
                String outcome = w.fade() == Step.Fade.OUTCOME ? ".outcome" : "";
                questions.beginObject().field("frame", frames.add(m.board()))
                        .field("question", texts.text("fade." + w.fade().id()))
                        .field("answer", texts.text("fade.shown" + outcome, w.hole().name(), w.path().size(), path))
                        .field("hole", w.hole().name())
                        .field("to", w.to())
                        .field("right", texts.text("fade.right" + outcome, w.hole().name()))
                        // the hole tapped is known on the page: it fills in {0}
                        .field("wrong", texts.text("fade.wrong" + outcome, "{0}", w.hole().name(), w.path().size(), path))
                        .end();
                taps.put(w.at(), number.size() + taps.size());
            }
            for (int k = 0; k <= game.size(); k++) {
                waits[k] = number.getOrDefault(lesson.waiting(k, k, Set.of()), taps.getOrDefault(k, -1));
                answers[k] = number.getOrDefault(lesson.answerShown(k, number.keySet()), -1);
            }
        } else {
            Arrays.fill(waits, -1);
            Arrays.fill(answers, -1);
        }
        questions.end();
        game.seek(at);
        Drawing first = frames.first;

        StringBuilder svg = new StringBuilder();
        Svg.open(svg, first, " id=\"board\" role=\"img\" aria-label=\"" + Svg.escape(texts.text("board")) + "\"");
        int slot = 0;
        for (Shape s : first.shapes()) {
            if (s instanceof Group g && g.part() != null) {
                svg.append("<g id=\"part-").append(slot++).append('"');
                Svg.attributes(svg, Map.of("data-part", g.part()));
                svg.append("></g>\n");
            } else {
                Svg.shape(svg, s);
            }
        }
        svg.append("</svg>");

        Json data = Json.object();
        data.name("fragments").strings(frames.fragments);
        data.name("frames").beginArray();
        frames.shown.forEach(data::numbers);
        data.end();
        data.name("narration").strings(narration);
        // the game's last event: the frames go on with the boards the questions wait over
        data.field("events", game.size());
        data.name("lapStarts").numbers(ints(game.lapStarts()));
        data.name("lapEnds").numbers(ints(game.lapEnds()));
        data.name("turnStarts").numbers(ints(game.turnStarts()));
        data.field("counter", texts.text("event"));
        // a page opens where the game stood when it was made (an address with #event=K wins)
        data.field("start", at);
        data.field("lesson", lesson != null);
        data.name("lines").strings(lines);
        data.name("said").beginArray();
        said.forEach(data::numbers);
        data.end();
        data.name("questions").raw(questions.toString());
        data.name("waits").numbers(waits);
        data.name("answers").numbers(answers);
        // the label and button of a question, and of a lap to sow
        data.field("ask", texts.text("question")).field("showAnswer", texts.text("showAnswer"));
        data.field("sow", texts.text("yourTurn")).field("showMe", texts.text("showMe"));
        data.end();

        String page = resource("player.html");
        Map<String, String> fill = new HashMap<>();
        fill.put("lang", language.locale().getLanguage());
        fill.put("title", Svg.escape(story.title()));
        fill.put("css", resource("player.css"));
        fill.put("board", svg.toString());
        fill.put("start", Integer.toString(at));
        for (String key : List.of("firstEvent", "backTurn", "backLap", "backSeed", "forwardSeed", "forwardLap",
                "forwardTurn", "lastEvent", "keys", "projector", "scrub", "question", "answer", "showAnswer")) {
            fill.put(key, Svg.escape(texts.text(key)));
        }
        fill.put("data", data.toString());
        fill.put("script", resource("player.js"));
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (true) {
            int open = page.indexOf("{{", i);
            if (open < 0) {
                out.append(page, i, page.length());
                break;
            }
            int close = page.indexOf("}}", open);
            out.append(page, i, open).append(fill.get(page.substring(open + 2, close)));
            i = close + 2;
        }
        return out.toString();
    }

    /** The index of {@code text} among the page's distinct lines of text, added if new; -1 for none. */
    private static int line(List<String> lines, Map<String, Integer> index, String text) {
        if (text == null || text.isEmpty()) {
            return -1;
        }
        return index.computeIfAbsent(text, t -> {
            lines.add(t);
            return lines.size() - 1;
        });
    }

    /** The boards the page shows, each as the fragment every changing part shows, each fragment kept once. */
    private static final class Frames {
        final BoardPainter painter;
        final List<String> fragments = new ArrayList<>();
        final Map<String, Integer> known = new HashMap<>();
        final List<int[]> shown = new ArrayList<>();
        Drawing first;

        Frames(BoardPainter painter) {
            this.painter = painter;
        }

        /** Adds the picture of {@code board}; returns its index. */
        int add(Board board) {
            Drawing d = painter.paint(board);
            if (first == null) {
                first = d;
            }
            List<Group> now = parts(d);
            int[] parts = new int[now.size()];
            for (int i = 0; i < now.size(); i++) {
                parts[i] = known.computeIfAbsent(fragment(now.get(i)), f -> {
                    fragments.add(f);
                    return fragments.size() - 1;
                });
            }
            shown.add(parts);
            return shown.size() - 1;
        }
    }

    /** The parts of a drawing that change from event to event, in drawing order. */
    private static List<Group> parts(Drawing d) {
        List<Group> out = new ArrayList<>();
        for (Shape s : d.shapes()) {
            if (s instanceof Group g && g.part() != null) {
                out.add(g);
            }
        }
        return out;
    }

    /** A part as the page keeps it: its attributes as JSON, a tab, its inner SVG. */
    private static String fragment(Group g) {
        StringBuilder sb = new StringBuilder();
        Json attributes = Json.object();
        new java.util.TreeMap<>(g.attributes()).forEach(attributes::field);
        sb.append(attributes.end()).append('\t');
        for (Shape s : g.shapes()) {
            Svg.shape(sb, s);
        }
        return sb.toString();
    }

    private static int[] ints(List<Integer> values) {
        return values.stream().mapToInt(Integer::intValue).toArray();
    }

    private static String resource(String name) {
        try (InputStream in = WebPlayer.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the web player's " + name + " is missing");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
