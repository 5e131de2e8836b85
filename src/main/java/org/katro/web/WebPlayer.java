package org.katro.web;

import org.katro.engine.GameCursor;
import org.katro.picture.BoardPainter;
import org.katro.picture.Drawing;
import org.katro.picture.Drawing.Group;
import org.katro.picture.Drawing.Shape;
import org.katro.picture.Frame;
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
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

/**
 * One self-contained HTML page that steps through a game or a lesson, seed by seed, lap by lap and
 * turn by turn, with no network and no server. The engine and the board painter work in Java: the
 * page holds the board's unchanging shapes once, each part that changes (a hole, a row label, the
 * front rows, the hand) as a list of distinct SVG fragments, and for every event which fragment
 * each part shows. The script only swaps fragments, so the page draws exactly what
 * {@link BoardPainter} draws, and reads {@code #event=K}; without it the page opens at the event
 * where the story's game stands.
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

        List<String> fragments = new ArrayList<>();
        Map<String, Integer> known = new HashMap<>();
        List<int[]> frames = new ArrayList<>();
        List<String> narration = new ArrayList<>();
        Drawing first = null;
        List<Group> parts = null;
        for (int k = 0; k <= game.size(); k++) {
            game.seek(k);
            Frame frame = Frame.at(game);
            if (!story.chapters().isEmpty()) {
                frame = frame.highlighting(new HashSet<>(story.chapters().get(chapterAt(story, k)).frame().highlighted()));
            }
            for (Story.Chapter c : story.chapters()) {
                if (c.waits(k)) {
                    frame = frame.question(c.frontRow());
                }
            }
            Drawing d = painter.paint(frame);
            List<Group> now = parts(d);
            if (first == null) {
                first = d;
                parts = now;
            }
            int[] shown = new int[now.size()];
            for (int i = 0; i < now.size(); i++) {
                String fragment = fragment(now.get(i));
                shown[i] = known.computeIfAbsent(fragment, f -> {
                    fragments.add(f);
                    return fragments.size() - 1;
                });
            }
            frames.add(shown);
            narration.add(k == 0 ? narrator.text(game.size() == 0 ? "startEmpty" : "start", narrator.player(
                    game.start().toMove())) : narrator.describe(game.ruleset(), game.events(), k - 1));
        }
        game.seek(at);

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

        StringBuilder data = new StringBuilder("{");
        field(data, "fragments", strings(fragments)).append(',');
        StringBuilder f = new StringBuilder("[");
        for (int i = 0; i < frames.size(); i++) {
            f.append(i == 0 ? "" : ",").append(ints(frames.get(i)));
        }
        field(data, "frames", f.append(']').toString()).append(',');
        field(data, "narration", strings(narration)).append(',');
        field(data, "lapStarts", ints(game.lapStarts())).append(',');
        field(data, "lapEnds", ints(game.lapEnds())).append(',');
        field(data, "turnStarts", ints(game.turnStarts())).append(',');
        field(data, "counter", json(texts.text("event"))).append(',');
        // a page opens where the game stood when it was made (an address with #event=K wins)
        field(data, "start", Integer.toString(at)).append(',');
        StringBuilder chapters = new StringBuilder("[");
        for (Story.Chapter c : story.chapters()) {
            chapters.append(chapters.length() == 1 ? "" : ",").append("{\"from\":").append(c.from()).append(",\"at\":")
                    .append(c.at()).append(",\"caption\":").append(json(c.caption())).append(",\"note\":")
                    .append(json(c.note())).append(",\"question\":").append(json(c.question())).append(",\"answer\":")
                    .append(json(c.answer())).append(",\"askAt\":").append(c.askAt()).append(",\"answerAt\":")
                    .append(c.answerAt()).append(",\"frontRow\":").append(c.frontRow()).append('}');
        }
        field(data, "chapters", chapters.append(']').toString());
        data.append('}');

        String page = resource("player.html");
        Map<String, String> fill = new HashMap<>();
        fill.put("lang", language.locale().getLanguage());
        fill.put("title", Svg.escape(story.title()));
        fill.put("css", resource("player.css"));
        fill.put("board", svg.toString());
        fill.put("start", Integer.toString(at));
        for (String key : List.of("firstEvent", "backTurn", "backLap", "backSeed", "forwardSeed", "forwardLap",
                "forwardTurn", "lastEvent", "keys", "scrub", "question", "answer")) {
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

    /** The chapter whose range holds event index {@code k} (as Lesson.stepAt). */
    private static int chapterAt(Story story, int k) {
        List<Story.Chapter> chapters = story.chapters();
        for (int i = 0; i < chapters.size(); i++) {
            if (chapters.get(i).at() >= k) {
                return i;
            }
        }
        return chapters.size() - 1;
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
        StringBuilder attributes = new StringBuilder("{");
        new java.util.TreeMap<>(g.attributes()).forEach((k, v) ->
                attributes.append(attributes.length() == 1 ? "" : ",").append(json(k)).append(':').append(json(v)));
        sb.append(attributes).append("}\t");
        for (Shape s : g.shapes()) {
            Svg.shape(sb, s);
        }
        return sb.toString();
    }

    private static StringBuilder field(StringBuilder sb, String name, String value) {
        return sb.append('"').append(name).append("\":").append(value);
    }

    private static String ints(int[] values) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < values.length; i++) {
            sb.append(i == 0 ? "" : ",").append(values[i]);
        }
        return sb.append(']').toString();
    }

    private static String ints(List<Integer> values) {
        return ints(values.stream().mapToInt(Integer::intValue).toArray());
    }

    private static String strings(List<String> values) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < values.size(); i++) {
            sb.append(i == 0 ? "" : ",").append(json(values.get(i)));
        }
        return sb.append(']').toString();
    }

    /**
     * A JSON string that is also safe inside a {@code <script>} element: {@code <} is written as an
     * escape, so no text can close the script.
     */
    static String json(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == '\u2028' || c == '\u2029') {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
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
