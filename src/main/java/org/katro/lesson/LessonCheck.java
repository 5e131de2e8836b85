package org.katro.lesson;

import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads a lesson file before its lesson is built, with a parser that takes no DTD and no external
 * entity, and refuses anything outside the lesson vocabulary: other classes, scripts, FXML
 * expressions, unknown elements or attributes, stray text; only files that pass are built.
 */
final class LessonCheck {
    private LessonCheck() {
    }

    /**
     * Checks {@code xml}; returns the line of each vocabulary element in document order (the lesson,
     * then each step followed by its question), so later checks can say where a problem is.
     */
    static List<Integer> check(String file, String xml) throws LessonException {
        XMLStreamReader reader = null;
        try {
            reader = factory().createXMLStreamReader(new StringReader(xml));
            return walk(file, reader);
        } catch (XMLStreamException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNumber();
            // the parser's own message stays in the parser's language (the JDK's: English)
            throw new LessonException(file, line, LessonException.why("xml.broken", parserMessage(e)));
        } finally {
            close(reader);
        }
    }

    static XMLInputFactory factory() {
        // the JDK's own parser, whatever else is on the class path
        XMLInputFactory f = XMLInputFactory.newDefaultFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        f.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        f.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        return f;
    }

    /** What an open element is: an instance of a vocabulary class, or a property element of one. */
    private record Frame(Class<?> type, LessonFormat.Property property, String name, int children) {
        Frame withChild() {
            return new Frame(type, property, name, children + 1);
        }
    }

    private static List<Integer> walk(String file, XMLStreamReader r) throws XMLStreamException, LessonException {
        Set<String> imported = new HashSet<>();
        Deque<Frame> open = new ArrayDeque<>();
        List<Integer> lines = new ArrayList<>();
        boolean rootSeen = false;
        while (r.hasNext()) {
            int event = r.next();
            int line = r.getLocation().getLineNumber();
            switch (event) {
                case XMLStreamConstants.DTD -> throw new LessonException(file, line, LessonException.why("doctype"));
                case XMLStreamConstants.ENTITY_REFERENCE ->
                        throw new LessonException(file, line, LessonException.why("entity", r.getLocalName()));
                case XMLStreamConstants.PROCESSING_INSTRUCTION -> imported.add(importOf(file, line, r));
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA -> {
                    if (!r.isWhiteSpace() && !r.getText().isBlank()) {
                        throw new LessonException(file, line, LessonException.why("text", r.getText().strip()));
                    }
                }
                case XMLStreamConstants.START_ELEMENT -> {
                    if (open.isEmpty() && rootSeen) {
                        throw new LessonException(file, line, LessonException.why("root.many"));
                    }
                    rootSeen = true;
                    Frame frame = element(file, line, r, imported, open.peek());
                    if (!open.isEmpty()) {
                        open.push(open.pop().withChild());
                    }
                    if (frame.property == null) {
                        lines.add(line);
                    }
                    open.push(frame);
                }
                case XMLStreamConstants.END_ELEMENT -> open.pop();
                default -> {
                    // comments, spaces and the document's start and end carry nothing
                }
            }
        }
        return lines;
    }

    private static String importOf(String file, int line, XMLStreamReader r) throws LessonException {
        String target = r.getPITarget();
        String data = r.getPIData() == null ? "" : r.getPIData().strip();
        if (target.equals("language")) {
            throw new LessonException(file, line, LessonException.why("script.instruction", data));
        }
        if (!target.equals("import")) {
            throw new LessonException(file, line, LessonException.why("instruction", target));
        }
        Class<?> type = LessonFormat.CLASSES.get(data);
        if (type == null) {
            throw new LessonException(file, line, LessonException.why("import", data,
                    String.join(", ", LessonFormat.CLASSES.keySet().stream().sorted().toList())));
        }
        return type.getSimpleName();
    }

    private static Frame element(String file, int line, XMLStreamReader r, Set<String> imported, Frame parent)
            throws LessonException {
        String name = r.getLocalName();
        if (r.getPrefix() != null && !r.getPrefix().isEmpty()) {
            String what = r.getPrefix() + ":" + name;
            throw new LessonException(file, line, what.equals("fx:script") ? LessonException.why("script.element")
                    : LessonException.why("prefixed", what));
        }
        if (!name.isEmpty() && Character.isLowerCase(name.charAt(0))) {
            return propertyElement(file, line, r, parent);
        }
        Class<?> type = LessonFormat.bySimpleName(name).orElseThrow(() -> new LessonException(file, line,
                LessonException.why("element.unknown", name)));
        if (!imported.contains(name)) {
            throw new LessonException(file, line, LessonException.why("element.import", name, type.getName()));
        }
        if (parent == null && type != Lesson.class) {
            throw new LessonException(file, line, LessonException.why("root.other", name));
        }
        if (parent != null) {
            if (parent.property == null || parent.property.type() != type) {
                throw new LessonException(file, line, LessonException.why("element.inside", name, parent.name));
            }
            if (!parent.property.many() && parent.children > 0) {
                throw new LessonException(file, line, LessonException.why("element.once", parent.name, name));
            }
        }
        for (int i = 0; i < r.getAttributeCount(); i++) {
            attribute(file, line, type, r.getAttributePrefix(i), r.getAttributeLocalName(i), r.getAttributeValue(i));
        }
        return new Frame(type, null, name, 0);
    }

    private static Frame propertyElement(String file, int line, XMLStreamReader r, Frame parent)
            throws LessonException {
        String name = r.getLocalName();
        if (parent == null || parent.property != null) {
            throw new LessonException(file, line, parent == null ? LessonException.why("property.unknown", name)
                    : LessonException.why("property.inside", name, parent.name));
        }
        LessonFormat.Property property = LessonFormat.property(parent.type, name).orElseThrow(() ->
                new LessonException(file, line, LessonException.why("property.missing", parent.name, name)));
        if (r.getAttributeCount() > 0) {
            throw new LessonException(file, line, LessonException.why("property.attributes", name));
        }
        return new Frame(parent.type, property, name, 0);
    }

    private static void attribute(String file, int line, Class<?> owner, String prefix, String name, String value)
            throws LessonException {
        String element = "<" + owner.getSimpleName() + ">";
        if (prefix != null && !prefix.isEmpty()) {
            throw new LessonException(file, line, LessonException.why("attribute.prefixed", prefix, name));
        }
        Class<?> type = name.matches("[a-z][A-Za-z]*") ? LessonFormat.attribute(owner, name).orElse(null) : null;
        if (type == null) {
            throw new LessonException(file, line, LessonException.why("attribute.unknown", element, name));
        }
        if (!value.isEmpty() && "$%@#\\".indexOf(value.charAt(0)) >= 0) {
            throw new LessonException(file, line, LessonException.why("expression", name, value));
        }
        if (type == int.class && !value.strip().matches("\\d{1,6}")) {
            throw new LessonException(file, line, LessonException.why("number", name, value));
        }
    }

    /** The JDK's parser prefixes its messages with the place; the place is reported apart. */
    private static String parserMessage(XMLStreamException e) {
        String m = e.getMessage() == null ? "unreadable" : e.getMessage();
        int at = m.indexOf("Message: ");
        return (at >= 0 ? m.substring(at + "Message: ".length()) : m).strip();
    }

    private static void close(XMLStreamReader reader) {
        if (reader != null) {
            try {
                reader.close();
            } catch (XMLStreamException e) {
                // nothing was left open on our side
            }
        }
    }
}
