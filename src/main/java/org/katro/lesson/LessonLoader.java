package org.katro.lesson;

import org.katro.files.Allowance;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Phrase;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Replay;
import org.katro.engine.Ruleset;
import org.katro.engine.Turn;
import org.katro.hint.Rule;
import org.katro.solver.Solver;
import org.katro.solver.Value;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Collectors;

/**
 * Loads lesson files safely: each file is first checked by {@link LessonCheck}, then read into an
 * immutable {@link Lesson} by {@link LessonFormat} (with no JavaFX, so the command line reads lessons too), then
 * checked against the engine (ruleset, position, moves, steps, holes, questions, texts). A refused
 * file is reported with its name, line and reason; the other lessons load all the same.
 */
public final class LessonLoader {
    private LessonLoader() {
    }

    /** The longest text a lesson may show (4,096 characters): six times the longest shipped one. */
    public static final int MAX_TEXT_CHARACTERS = 4_096;
    /** The moves one lesson may play: each is bounded by the 100,000-seed rule, so a lesson checks in well under a second. */
    public static final int MAX_MOVES = 200;

    /**
     * Turns the solver may sow to prove one claim of a lesson ({@code wins}, {@code loses}): a
     * deterministic budget, the same on every machine. The worked example's deepest claim, a win in 9
     * from the start of the 6 x 2 board, takes about 15,000.
     */
    public static final long CLAIM_NODES = 1_000_000;
    /** Only a guard: the budget that counts is {@link #CLAIM_NODES}. */
    private static final java.time.Duration CLAIM_TIME = java.time.Duration.ofSeconds(30);
    /**
     * What each move a lesson made a claim about is worth, once proved: the app and the tests load
     * the same lessons again and again, and a proof is the same every time.
     */
    private static final Map<String, Value> WORTH = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * What the lessons of one folder may hold together (4,096 files, 64 MiB), as the added languages
     * may: measured from the files' sizes before any is read, so that a folder of a gigabyte of
     * lessons costs a start no more than this.
     */
    public static final int MAX_FOLDER_FILES = 4096;
    public static final long MAX_FOLDER_BYTES = 64L << 20;

    /**
     * The lessons of all {@code sources}; a lesson of a later source replaces one of the same name.
     * The lessons of a folder past what it may hold together are left out unread, with one problem.
     */
    public static LessonLibrary load(List<LessonSource> sources) {
        Map<String, Lesson> lessons = new LinkedHashMap<>();
        List<LessonException> problems = new ArrayList<>();
        for (LessonSource source : sources) {
            List<String> files;
            try {
                files = source.files();
            } catch (LessonException e) {
                problems.add(e);
                continue;
            }
            for (String file : allowed(source, files, problems)) {
                try {
                    Lesson lesson = load(source, file);
                    taughtBefore(lesson, source.where(file), lessons);
                    lessons.put(lesson.id(), lesson);
                } catch (LessonException e) {
                    problems.add(e);
                }
            }
        }
        return new LessonLibrary(List.copyOf(lessons.values()), problems);
    }

    /**
     * Refuses {@code lesson} if one of its questions needs a rule it says another lesson taught
     * ({@code taught="rules-1-serpent:4"}) and that lesson is not among those listed {@code before} it,
     * or its step does not teach the rule: a learner taking the lessons in order is never asked first.
     */
    private static void taughtBefore(Lesson lesson, String where, Map<String, Lesson> before) throws LessonException {
        for (Step step : lesson.getSteps()) {
            Question q = step.getQuestion();
            if (q == null || q.getTaught() == null || !q.getTaught().contains(":")) {
                continue;
            }
            String[] at = q.getTaught().strip().split(":", 2);
            Lesson by = before.get(at[0]);
            boolean taught = by != null && at[1].matches("\\d{1,4}") && Integer.parseInt(at[1]) >= 1
                    && Integer.parseInt(at[1]) <= by.getSteps().size()
                    && by.getSteps().get(Integer.parseInt(at[1]) - 1).taughtRules().contains(q.getRule());
            if (!taught) {
                throw new LessonException(where, 0, LessonException.why("taught.lesson", q.getRule(), q.getTaught()));
            }
        }
    }

    /**
     * The first of {@code files} whose files (the lesson's and its texts', as the source lists their
     * sizes) fit together in {@link #MAX_FOLDER_FILES} and {@link #MAX_FOLDER_BYTES}; the others are
     * one problem, naming the first left out.
     */
    private static List<String> allowed(LessonSource source, List<String> files, List<LessonException> problems) {
        Allowance allowance = new Allowance(MAX_FOLDER_FILES, MAX_FOLDER_BYTES);
        for (int i = 0; i < files.size(); i++) {
            String file = files.get(i);
            List<String> parts = new ArrayList<>(List.of(file));
            if (file.endsWith(".fxml")) {
                String id = file.substring(0, file.length() - ".fxml".length());
                parts.add(id + ".properties");
                Language.all().stream().filter(l -> l != Language.ENGLISH).forEach(l -> parts.add(id + "_" + l.code() + ".properties"));
            }
            long count = 0;
            long bytes = 0;
            for (String part : parts) {
                long size = source.size(part);
                if (size >= 0) {
                    count++;
                    bytes += size;
                }
            }
            if (!allowance.take(count, bytes)) {
                problems.add(new LessonException(source.name(), 0, LessonException.why("folder.over", file,
                        String.valueOf(MAX_FOLDER_FILES), String.valueOf(MAX_FOLDER_BYTES >> 20))));
                return files.subList(0, i);
            }
        }
        return files;
    }

    /**
     * One lesson file of {@code source}, checked. Whatever goes wrong with it, an engine limit or a
     * mistake of ours included, refuses this file and no other.
     */
    public static Lesson load(LessonSource source, String file) throws LessonException {
        try {
            return loadChecked(source, file);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            // a file that exhausts the stack or the memory has let go of both by now; the exception's
            // own message is quoted as it is (the JDK's English)
            throw new LessonException(source.where(file), 0, LessonException.why("crash", e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage())));
        }
    }

    private static Lesson loadChecked(LessonSource source, String file) throws LessonException {
        String where = source.where(file);
        if (!file.endsWith(".fxml")) {
            throw new LessonException(where, 0, LessonException.why("name.fxml"));
        }
        byte[] bytes = source.read(file)
                .orElseThrow(() -> new LessonException(where, 0, LessonException.why("lesson.missing")));
        // both parsers read these characters: neither may guess another encoding, nor print its own complaint
        String xml;
        try {
            xml = TextFiles.decode(bytes);
        } catch (TextFiles.Refused e) {
            throw new LessonException(where, e.line(), e.phrase());
        }
        List<Integer> lines = LessonCheck.check(where, xml);
        Lesson lesson = LessonFormat.read(where, xml);
        String id = file.substring(0, file.length() - ".fxml".length());
        Map<Locale, LessonText> texts = texts(source, id, where);
        new Validation(where, id, lesson, lineMap(lesson, lines), texts.get(Lesson.LANGUAGES.get(0))).run();
        return lesson.loaded(id, source, LessonText.titled(texts, lesson.getTitle()));
    }

    /** Every object of the lesson with the line of its element; the check listed them in document order. */
    private static Map<Object, Integer> lineMap(Lesson lesson, List<Integer> lines) {
        Map<Object, Integer> out = new IdentityHashMap<>();
        Iterator<Integer> it = lines.iterator();
        out.put(lesson, it.next());
        for (Step s : lesson.getSteps()) {
            out.put(s, it.hasNext() ? it.next() : 0);
            if (s.getQuestion() != null) {
                out.put(s.getQuestion(), it.hasNext() ? it.next() : 0);
            }
        }
        return out;
    }

    private static Map<Locale, LessonText> texts(LessonSource source, String id, String where) throws LessonException {
        Map<String, String> base = bundle(source, id + ".properties")
                .orElseThrow(() -> new LessonException(where, 0, LessonException.why("texts.missing", id)));
        Map<Locale, LessonText> out = new HashMap<>();
        for (Locale language : Lesson.LANGUAGES) {
            Map<String, String> own = language.equals(Lesson.LANGUAGES.get(0)) ? base
                    : bundle(source, id + "_" + language.getLanguage() + ".properties").orElse(Map.of());
            out.put(language, new LessonText(own, base));
        }
        for (Language added : Language.all()) {
            if (!added.shipped()) {
                // an added language's folder has its lessons' texts; a curator's lesson may carry its own
                Map<String, String> own = added.lessonTexts(id).isPresent() ? added.lessonTexts(id).get()
                        : bundle(source, id + "_" + added.code() + ".properties").orElse(Map.of());
                out.put(added.locale(), new LessonText(own, base));
            }
        }
        return out;
    }

    /** A bundle file's texts (UTF-8, each at most {@value #MAX_TEXT_CHARACTERS} characters), if the source has it. */
    static Optional<Map<String, String>> bundle(LessonSource source, String file) throws LessonException {
        Optional<byte[]> bytes = source.read(file);
        if (bytes.isEmpty()) {
            return Optional.empty();
        }
        Properties p;
        try {
            p = TextFiles.properties(bytes.get());
        } catch (TextFiles.Refused e) {
            throw new LessonException(source.where(file), e.line(),
                    LessonException.why("texts.unreadable", e.phrase()));
        }
        Map<String, String> texts = new HashMap<>();
        for (String key : p.stringPropertyNames()) {
            String text = p.getProperty(key);
            if (text.length() > MAX_TEXT_CHARACTERS) {
                throw new LessonException(source.where(file), 0,
                        LessonException.why("text.long", TextFiles.oneLine(key), text.length(), MAX_TEXT_CHARACTERS));
            }
            texts.put(key, text);
        }
        return Optional.of(texts);
    }

    /** What {@code turn}'s move is worth to its player with perfect play, proved once within {@link #CLAIM_NODES}. */
    static Value worth(Ruleset ruleset, Turn turn) {
        return WORTH.computeIfAbsent(ruleset.id() + " " + turn.before() + " " + turn.move(), k -> {
            Solver solver = new Solver(ruleset, 64L << 20);
            Value after = solver.value(turn.after(), CLAIM_TIME, () -> solver.nodes() > CLAIM_NODES).value();
            return switch (after.kind()) {
                case WIN -> Value.loss(after.turns() + 1);
                case LOSS -> Value.win(after.turns() + 1);
                default -> after;
            };
        });
    }

    /** The checks that need the engine and the texts; each failure names the element's line. */
    private record Validation(String where, String id, Lesson lesson, Map<Object, Integer> lines, LessonText text) {
        void run() throws LessonException {
            Ruleset ruleset = Ruleset.byId(String.valueOf(lesson.getRules())).orElseThrow(() -> fail(lesson,
                    LessonException.why("ruleset", String.valueOf(lesson.getRules()),
                            Arrays.stream(Ruleset.values()).map(Ruleset::id).collect(Collectors.joining(", ")))));
            if (!ruleset.allowsColumns(lesson.getColumns())) {
                throw fail(lesson, LessonException.why("columns", Ruleset.MIN_COLUMNS, Ruleset.MAX_COLUMNS));
            }
            if (lesson.getMinutes() <= 0) {
                throw fail(lesson, LessonException.why("minutes"));
            }
            if (!List.of("seeds", "none").contains(lesson.getNarration())) {
                throw fail(lesson, LessonException.why("narration", String.valueOf(lesson.getNarration())));
            }
            key(lesson, "title", lesson.getTitle(), true);
            key(lesson, "summary", lesson.getSummary(), false);
            GameCursor game = game(ruleset);
            if (lesson.getSteps().isEmpty()) {
                throw fail(lesson, LessonException.why("steps"));
            }
            boolean ordered = lesson.getSteps().stream().anyMatch(s -> s.getTeaches() != null);
            int previous = -1;
            for (int i = 0; i < lesson.getSteps().size(); i++) {
                Step step = lesson.getSteps().get(i);
                for (String rule : step.taughtRules()) {
                    if (Rule.byId(rule).isEmpty()) {
                        throw fail(step, LessonException.why("teaches.unknown", step.getTeaches(), rule, rules()));
                    }
                }
                if (step.getAt() <= previous && i > 0 || step.getAt() > game.size()) {
                    throw fail(step, LessonException.why("at", step.getAt(), previous, game.size()));
                }
                key(step, "caption", step.getCaption(), true);
                key(step, "note", step.getNote(), false);
                key(step, "more", step.getMore(), false);
                for (String name : step.highlightNames()) {
                    if (Lesson.hole(game.geometry(), name).isEmpty()) {
                        throw fail(step, LessonException.why("hole", name, game.geometry().rows(),
                                game.geometry().columns()));
                    }
                }
                if (step.getQuestion() != null) {
                    question(step.getQuestion(), game, lesson.stepStart(i), step.getAt(), i, ordered);
                }
                claim(step, game, lesson.stepStart(i));
                fade(step, game, lesson.stepStart(i));
                previous = step.getAt();
            }
        }

        /** A faded step names a way of fading, asks nothing (the learner's taps are its questions) and sows a lap. */
        private void fade(Step step, GameCursor game, int from) throws LessonException {
            if (step.getFade() == null) {
                return;
            }
            boolean sows = game.events().subList(from, step.getAt()).stream().anyMatch(e -> e instanceof Event.Sow);
            if (step.fading().isEmpty()) {
                throw fail(step, LessonException.why("fade", step.getFade()));
            }
            // said apart, so that the editor tells the curator which of the two to change
            if (step.getQuestion() != null) {
                throw fail(step, LessonException.why("fade.question", step.getFade()));
            }
            if (!sows) {
                throw fail(step, LessonException.why("fade.sows", step.getFade(), from, step.getAt()));
            }
        }

        private GameCursor game(Ruleset ruleset) throws LessonException {
            Position start;
            try {
                start = lesson.start();
            } catch (NotationException e) {
                throw fail(lesson, LessonException.why("position", e.problem()));
            }
            if (start.columns() != lesson.getColumns()) {
                throw fail(lesson, LessonException.why("position.columns", start.columns(), lesson.getColumns()));
            }
            List<Move> moves;
            try {
                moves = Notation.parseMoves(lesson.getMoves() == null ? "" : lesson.getMoves(), start.toMove());
            } catch (NotationException e) {
                throw fail(lesson, LessonException.why("moves", e.problem()));
            }
            if (moves.size() > MAX_MOVES) {
                throw fail(lesson, LessonException.why("moves.many", moves.size(), MAX_MOVES));
            }
            Replay replay = Replay.of(ruleset, start, moves);
            if (replay.refusal().isPresent()) {
                Replay.Refusal r = replay.refusal().get();
                throw fail(lesson, LessonException.why("move.illegal", r.index() + 1, r.move().toString(), r.reason()));
            }
            return replay.game();
        }

        private void question(Question q, GameCursor game, int from, int at, int step, boolean ordered)
                throws LessonException {
            Question.Kind kind = Question.Kind.byId(String.valueOf(q.getAsk())).orElseThrow(() -> fail(q,
                    LessonException.why("ask", Arrays.stream(Question.Kind.values()).map(Question.Kind::id)
                            .collect(Collectors.joining(", ")))));
            if (q.getSide() != null && (kind != Question.Kind.FRONT_ROW || !q.getSide().matches("[SN]"))) {
                throw fail(q, LessonException.why("side"));
            }
            if ((q.getOther() != null) != (kind == Question.Kind.WHICH_CAPTURES)) {
                throw fail(q, LessonException.why("other"));
            }
            Optional<Reveal> reveal = q.reveal(game, from);
            if (reveal.isEmpty() && kind.beforeTurn()) {
                throw fail(q, LessonException.why(kind == Question.Kind.WHICH_CAPTURES ? "turn.captures" : "turn",
                        kind.id(), from));
            }
            // a front row is read off the board before the turn: no lap of it is asked about
            if (reveal.isEmpty() || kind != Question.Kind.FRONT_ROW && reveal.get().lapEnd() > at) {
                throw fail(q, LessonException.why("lap", from, at));
            }
            key(q, "explain", q.getExplain(), false);
            for (Map.Entry<Question.Mistake, String> hint : q.getHints().entrySet()) {
                Question.Mistake m = hint.getKey();
                if (!Question.Mistake.of(kind).contains(m)) {
                    throw fail(q, LessonException.why("hint.kind", m.attribute(), kind.id(), Question.Mistake.of(kind)
                            .stream().map(Question.Mistake::attribute).collect(Collectors.joining(", "))));
                }
                key(q, m.attribute(), hint.getValue(), false);
            }
            taught(q, reveal.get().rule(), step, ordered);
        }

        /**
         * A question asks only what its lesson (or a lesson before it) has taught: it names the rule the
         * engine finds it turns on and the step before it that taught that rule. A lesson that marks what
         * its steps teach names them for every question; another may name them for some.
         */
        private void taught(Question q, Rule found, int step, boolean ordered) throws LessonException {
            if (q.getRule() == null) {
                if (ordered) {
                    throw fail(q, LessonException.why("rule.missing", found.id()));
                }
                return;
            }
            Rule named = Rule.byId(q.getRule()).orElseThrow(() -> fail(q, LessonException.why("rule.unknown",
                    q.getRule(), rules())));
            if (named != found) {
                throw fail(q, LessonException.why("rule.wrong", found.id(), q.getRule()));
            }
            String taught = q.getTaught() == null ? "" : q.getTaught().strip();
            if (taught.contains(":")) {
                // another lesson's step: checked against the lessons listed before this one
                return;
            }
            if (!taught.matches("\\d{1,4}")) {
                throw fail(q, LessonException.why("taught.missing", named.id()));
            }
            int n = Integer.parseInt(taught);
            if (n < 1 || n > step) {
                throw fail(q, LessonException.why("taught.late", named.id(), n, step + 1));
            }
            Step by = lesson.getSteps().get(n - 1);
            if (!by.taughtRules().contains(named.id())) {
                throw fail(q, LessonException.why("taught.not", named.id(), n, String.valueOf(by.getTeaches())));
            }
        }

        private static String rules() {
            return Arrays.stream(Rule.values()).map(Rule::id).collect(Collectors.joining(", "));
        }

        /** A step's claim that its turn's move wins or loses in so many turns, proved by the solver or refused. */
        private void claim(Step step, GameCursor game, int from) throws LessonException {
            if (step.claim().isEmpty()) {
                return;
            }
            if (step.getWins() > 0 && step.getLoses() > 0) {
                throw fail(step, LessonException.why("claim.both"));
            }
            Turn turn = Presentation.turnOf(game, from).orElseThrow(() -> fail(step,
                    LessonException.why("claim.turn")));
            Value claimed = step.claim().get();
            String said = (claimed.kind() == Value.Kind.WIN ? "wins=\"" + step.getWins() : "loses=\"" + step.getLoses())
                    + "\"";
            String move = turn.before().toMove().symbol() + turn.move().toString();
            Value proved = worth(game.ruleset(), turn);
            if (!proved.settled()) {
                throw fail(step, LessonException.why("claim.unsettled", said, move, CLAIM_NODES));
            }
            if (!proved.equals(claimed)) {
                throw fail(step, LessonException.why("claim.wrong", said, move, claimed.toString(), proved.toString()));
            }
        }

        private void key(Object owner, String attribute, String key, boolean required) throws LessonException {
            if (key == null || key.isBlank()) {
                if (required) {
                    throw fail(owner, LessonException.why("key.missing", attribute));
                }
            } else if (text.find(key).isEmpty()) {
                throw fail(owner, LessonException.why("key.unknown", attribute, key, id));
            }
        }

        private LessonException fail(Object owner, Phrase reason) {
            return new LessonException(where, lines.getOrDefault(owner, 0), reason);
        }
    }
}
