package org.katro.lesson;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The lesson file format, read and written in one place: the classes a lesson file may name and what
 * each accepts (the vocabulary, which {@link LessonCheck} enforces before anything is built), the one
 * reader that builds the immutable {@link Lesson} from a checked file, and the one writer that writes a
 * lesson and its texts back as files the reader reads into an equal lesson.
 */
public final class LessonFormat {
    static final Map<String, Class<?>> CLASSES = Map.of(
            Lesson.class.getName(), Lesson.class,
            Step.class.getName(), Step.class,
            Question.class.getName(), Question.class);

    /** Each class's attributes and their types ({@code String} or {@code int}), in the order the writer writes them. */
    private static final Map<Class<?>, Map<String, Class<?>>> ATTRIBUTES = Map.of(
            Lesson.class, Map.of("title", String.class, "summary", String.class, "rules", String.class,
                    "columns", int.class, "position", String.class, "moves", String.class, "minutes", int.class,
                    "narration", String.class),
            Step.class, Map.of("at", int.class, "picture", int.class, "caption", String.class, "note", String.class,
                    "more", String.class, "highlight", String.class, "wins", int.class, "loses", int.class,
                    "teaches", String.class, "fade", String.class),
            Question.class, questionAttributes());

    private static final Map<Class<?>, Map<String, Property>> PROPERTIES = Map.of(
            Lesson.class, Map.of("steps", new Property("steps", Step.class, true)),
            Step.class, Map.of("question", new Property("question", Question.class, false)),
            Question.class, Map.of());

    private LessonFormat() {
    }

    /** A question's attributes: what it asks and needs, then a hint's key per kind of wrong answer ({@code hintOff}). */
    private static Map<String, Class<?>> questionAttributes() {
        Map<String, Class<?>> out = new HashMap<>(Map.of("ask", String.class, "explain", String.class,
                "side", String.class, "other", String.class, "rule", String.class, "taught", String.class));
        for (Question.Mistake m : Question.Mistake.values()) {
            out.put(m.attribute(), String.class);
        }
        return Map.copyOf(out);
    }

    /** A property element: the class it holds, and whether it holds a list of them. */
    record Property(String name, Class<?> type, boolean many) {
    }

    static boolean contains(Class<?> type) {
        return CLASSES.get(type.getName()) == type;
    }

    static Optional<Class<?>> bySimpleName(String name) {
        return CLASSES.values().stream().filter(c -> c.getSimpleName().equals(name)).findFirst();
    }

    /** The type of attribute {@code name} of {@code owner} ({@code String} or {@code int}), if it has one. */
    static Optional<Class<?>> attribute(Class<?> owner, String name) {
        return Optional.ofNullable(ATTRIBUTES.getOrDefault(owner, Map.of()).get(name));
    }

    /** The vocabulary class that property element {@code name} of {@code owner} holds, if it has one. */
    static Optional<Property> property(Class<?> owner, String name) {
        return Optional.ofNullable(PROPERTIES.getOrDefault(owner, Map.of()).get(name));
    }

    // ---------------------------------------------------------------- the reader

    /** An element of the file as read: its attributes, and the elements inside each of its property elements. */
    private record Element(Class<?> type, Map<String, String> attributes, Map<String, List<Element>> inside) {
        String text(String name) {
            return attributes.get(name);
        }

        int number(String name) {
            String value = attributes.get(name);
            return value == null ? 0 : Integer.parseInt(value.strip());
        }

        List<Element> all(String property) {
            return inside.getOrDefault(property, List.of());
        }
    }

    /**
     * The lesson a file {@link LessonCheck} has passed declares. The reader makes nothing but the
     * vocabulary's objects, with their constructors; on its own too, it refuses any other class.
     */
    static Lesson read(String where, String xml) throws LessonException {
        XMLStreamReader r = null;
        try {
            r = LessonCheck.factory().createXMLStreamReader(new StringReader(xml));
            Deque<Object> open = new ArrayDeque<>();
            Element root = null;
            while (r.hasNext()) {
                int event = r.next();
                if (event == XMLStreamConstants.PROCESSING_INSTRUCTION && r.getPITarget().equals("import")
                        && !CLASSES.containsKey(r.getPIData().strip())) {
                    throw new LessonException(where, r.getLocation().getLineNumber(),
                            LessonException.why("import.foreign", r.getPIData().strip()));
                }
                if (event == XMLStreamConstants.START_ELEMENT) {
                    String name = r.getLocalName();
                    int line = r.getLocation().getLineNumber();
                    Object parent = open.peek();
                    if (Character.isLowerCase(name.charAt(0))) {
                        open.push(property(((Element) parent).type(), name).orElseThrow());
                        continue;
                    }
                    Class<?> type = bySimpleName(name).orElseThrow(() -> new LessonException(where, line,
                            LessonException.why("element.foreign", name)));
                    Map<String, String> attributes = new HashMap<>();
                    for (int i = 0; i < r.getAttributeCount(); i++) {
                        attributes.put(r.getAttributeLocalName(i), r.getAttributeValue(i));
                    }
                    Element element = new Element(type, attributes, new HashMap<>());
                    if (parent instanceof Property property && property.type() == type) {
                        open.pop();
                        ((Element) open.peek()).inside().computeIfAbsent(property.name(), p -> new ArrayList<>())
                                .add(element);
                        open.push(property);
                    } else if (parent == null && type == Lesson.class) {
                        root = element;
                    } else {
                        throw new IllegalStateException("<" + name + "> out of place");
                    }
                    open.push(element);
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    open.pop();
                }
            }
            if (root == null) {
                throw new LessonException(where, 1, LessonException.why("root"));
            }
            return lesson(root);
        } catch (XMLStreamException | RuntimeException e) {
            throw new LessonException(where, 0, LessonException.why("build", e.toString()));
        } finally {
            if (r != null) {
                try {
                    r.close();
                } catch (XMLStreamException e) {
                    // nothing was left open on our side
                }
            }
        }
    }

    private static Lesson lesson(Element e) {
        List<Step> steps = new ArrayList<>();
        for (Element s : e.all("steps")) {
            List<Element> asked = s.all("question");
            Question question = asked.isEmpty() ? null : question(asked.get(0));
            steps.add(new Step(s.number("at"), s.number("picture"), s.text("caption"), s.text("note"), s.text("more"),
                    s.text("highlight"), question, s.number("wins"), s.number("loses"), s.text("teaches"),
                    s.text("fade")));
        }
        return new Lesson(e.text("title"), e.text("summary"), e.text("rules"), e.number("columns"), e.text("position"),
                e.text("moves"), e.number("minutes"), e.text("narration"), steps);
    }

    private static Question question(Element q) {
        Map<Question.Mistake, String> hints = new EnumMap<>(Question.Mistake.class);
        for (Question.Mistake m : Question.Mistake.values()) {
            if (q.text(m.attribute()) != null) {
                hints.put(m, q.text(m.attribute()));
            }
        }
        return new Question(q.text("ask"), q.text("explain"), q.text("side"), q.text("other"), q.text("rule"),
                q.text("taught"), hints);
    }

    // ---------------------------------------------------------------- the writer

    /**
     * A lesson's files, by file name, and the line of each element in the lesson file, so that a
     * refusal of the loader (which names a line) is shown beside the step it concerns.
     *
     * @param stepLines     the line of each step's {@code <Step>}
     * @param questionLines the line of each step's {@code <Question>}, 0 for none
     */
    public record Written(Map<String, byte[]> files, int lessonLine, int[] stepLines, int[] questionLines) {
        /** The step a line of the lesson file belongs to; -1 for the lesson itself. */
        public int stepOfLine(int line) {
            int step = -1;
            for (int i = 0; i < stepLines.length; i++) {
                if (stepLines[i] <= line && line > 0) {
                    step = i;
                }
            }
            return step;
        }
    }

    /**
     * The files of lesson {@code name}: {@code NAME.fxml} and one UTF-8 {@code .properties} file per
     * language of {@code texts} (by language code, the default language's file without a suffix), each
     * holding its texts in the map's order. What a file leaves out the reader reads as absent, so the
     * lesson read back is equal to {@code lesson}.
     */
    public static Written write(String name, Lesson lesson, Map<String, Map<String, String>> texts) {
        List<String> lines = new ArrayList<>();
        lines.add("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        lines.add("<?import org.katro.lesson.Lesson?>");
        lines.add("<?import org.katro.lesson.Step?>");
        lines.add("<?import org.katro.lesson.Question?>");
        StringBuilder head = new StringBuilder("<Lesson");
        attr(head, "title", lesson.getTitle());
        attr(head, "summary", lesson.getSummary());
        attr(head, "rules", lesson.getRules());
        attr(head, "columns", lesson.getColumns());
        attr(head, "position", lesson.getPosition());
        attr(head, "moves", lesson.getMoves().isEmpty() ? null : lesson.getMoves());
        attr(head, "minutes", lesson.getMinutes());
        attr(head, "narration", Lesson.NARRATED.equals(lesson.getNarration()) ? null : lesson.getNarration());
        lines.add(head.append(">").toString());
        int lessonLine = lines.size();
        lines.add("  <steps>");
        List<Step> steps = lesson.getSteps();
        int[] stepLines = new int[steps.size()];
        int[] questionLines = new int[steps.size()];
        for (int i = 0; i < steps.size(); i++) {
            Step s = steps.get(i);
            StringBuilder step = new StringBuilder("    <Step");
            attr(step, "at", s.getAt());
            attr(step, "caption", s.getCaption());
            attr(step, "more", s.getMore());
            attr(step, "note", s.getNote());
            attr(step, "highlight", s.getHighlight().isEmpty() ? null : s.getHighlight());
            attr(step, "picture", s.getPicture());
            attr(step, "wins", s.getWins());
            attr(step, "loses", s.getLoses());
            attr(step, "teaches", s.getTeaches());
            attr(step, "fade", s.getFade());
            Question q = s.getQuestion();
            if (q == null) {
                lines.add(step.append("/>").toString());
                stepLines[i] = lines.size();
                continue;
            }
            lines.add(step.append(">").toString());
            stepLines[i] = lines.size();
            StringBuilder question = new StringBuilder("      <question><Question");
            attr(question, "ask", q.getAsk());
            attr(question, "side", q.getSide());
            attr(question, "other", q.getOther());
            attr(question, "explain", q.getExplain());
            attr(question, "rule", q.getRule());
            attr(question, "taught", q.getTaught());
            q.getHints().forEach((m, key) -> attr(question, m.attribute(), key));
            lines.add(question.append("/></question>").toString());
            questionLines[i] = lines.size();
            lines.add("    </Step>");
        }
        lines.add("  </steps>");
        lines.add("</Lesson>");
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put(name + ".fxml", (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
        texts.forEach((language, own) -> files.put(bundleName(name, language), properties(own)));
        return new Written(files, lessonLine, stepLines, questionLines);
    }

    /** The texts file of {@code language}: {@code NAME.properties} for the default one, else {@code NAME_fr.properties}. */
    public static String bundleName(String name, String language) {
        return name + (language.equals(Lesson.LANGUAGES.get(0).getLanguage()) ? "" : "_" + language) + ".properties";
    }

    /** A text attribute, left out when absent. */
    private static void attr(StringBuilder out, String name, String value) {
        if (value != null) {
            out.append(' ').append(name).append("=\"").append(value.replace("&", "&amp;").replace("<", "&lt;")
                    .replace("\"", "&quot;").replace("\n", "&#10;").replace("\t", "&#9;").replace("\r", "&#13;"))
                    .append('"');
        }
    }

    /** A number attribute, left out when 0 (which the reader reads for an absent one). */
    private static void attr(StringBuilder out, String name, int value) {
        if (value != 0) {
            attr(out, name, String.valueOf(value));
        }
    }

    /** Texts as a UTF-8 properties file that {@link java.util.Properties#load(java.io.Reader)} reads back unchanged. */
    public static byte[] properties(Map<String, String> texts) {
        StringBuilder out = new StringBuilder("# written by the lesson editor; UTF-8, one text a line\n");
        texts.forEach((key, text) -> out.append(escape(key, true)).append('=').append(escape(text, false)).append('\n'));
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static String escape(String s, boolean key) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\f' -> out.append("\\f");
                case '=', ':' -> out.append(key ? "\\" + c : String.valueOf(c));
                case '#', '!' -> out.append(i == 0 ? "\\" + c : String.valueOf(c));
                case ' ' -> out.append(i == 0 || key ? "\\ " : " ");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
