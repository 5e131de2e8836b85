package org.katro.ui.session;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.katro.board.BestMoves;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.computer.Computer;
import org.katro.engine.Rules;
import org.katro.solver.Analysis;
import org.katro.solver.Budget;
import org.katro.solver.Solver;
import org.katro.solver.Value;
import org.katro.text.Texts;
import org.katro.ui.shell.BackgroundJob;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The "Best moves" switch of a game on screen: while it is on and the game stands between two turns,
 * the solver works out what each legal move is worth, off the JavaFX thread, within its budget, and
 * each value goes onto the session's board as soon as it is proved. Any change of the position shown
 * (a step, a move, undo), the switch turned off or the screen left drops the search, and its marks
 * with it. The search's budget is work (turns sown), so a busy computer shows the same values, later.
 * Where the solver proves nothing of the position, the hard level's evaluation names the moves it
 * prefers, said to be the computer's judgement, not a proof. A proved win or loss has a line: the
 * list asks for it, and it is played on a board of its own under a sentence that says what it shows.
 */
public final class BestMovesModel {
    /** The whole search's work, what a typical computer does in 10 s: what is not proved by then is "unsettled". */
    public static final Budget BUDGET = Budget.typical(Duration.ofSeconds(10));
    /** The judgement's work where nothing is proved: positions the hard level's evaluation searches. */
    public static final Budget JUDGEMENT = Budget.of(400_000, Duration.ofSeconds(20));
    /** The most the solver's tables take. */
    public static final long MEMORY = 256L << 20;
    private static final String BUNDLE = "org.katro.ui.board.Board";

    /**
     * One legal move and what it is worth, in words; {@code value} is null until proved; {@code
     * preferred} where the computer's judgement (not a proof) prefers it.
     */
    public record Row(Move move, Value value, boolean preferred, String text) {
        /** Whether the solver proved a line for it: a win or a loss (a draw or an unsettled move has none). */
        public boolean hasLine() {
            return value != null && (value.kind() == Value.Kind.WIN || value.kind() == Value.Kind.LOSS);
        }
    }

    /** A line the solver found, as a game of its own, and the sentence that says what it shows. */
    public record FoundLine(GameCursor line, String about) {
    }

    private final GameSession game;
    private final BackgroundJob job;
    private final BackgroundJob lineJob;
    private final Consumer<Runnable> fx;
    private final Budget budget;
    private final Budget judgement;
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyObjectWrapper<List<Row>> rows = new ReadOnlyObjectWrapper<>(this, "rows", List.of());
    private Solver solver;
    /** the position searched, or null when none is */
    private Position searched;
    private Runnable unfollow;
    private final javafx.beans.InvalidationListener switched = obs -> update();

    /**
     * @param background where the solver runs (never the JavaFX thread)
     * @param fx         runs what the solver found on the thread that owns the session
     */
    public BestMovesModel(GameSession game, Executor background, Consumer<Runnable> fx, Budget budget, Budget judgement) {
        this.game = game;
        this.fx = fx;
        this.budget = budget;
        this.judgement = judgement;
        this.job = new BackgroundJob(background, fx);
        this.lineJob = new BackgroundJob(background, fx);
        resume();
    }

    /** Follows the game again (the screen is back in its window) and searches if the switch is on. */
    public void resume() {
        if (unfollow == null) {
            unfollow = game.follow(change -> {
                if (change instanceof GameChange.Shown || change instanceof GameChange.Turns) {
                    update();
                }
            });
            game.bestMovesProperty().addListener(switched);
        }
        update();
    }

    /** The screen left: the search stops, its marks go, and the game is no longer followed. */
    public void leave() {
        if (unfollow != null) {
            unfollow.run();
            unfollow = null;
            game.bestMovesProperty().removeListener(switched);
        }
        stop();
    }

    private void stop() {
        job.cancel();
        lineJob.cancel();
        searched = null;
        game.showBestMoves(null, null);
        rows.set(List.of());
        summary.set("");
    }

    /** Starts a search on the position shown, or stops the one under way when it no longer applies. */
    private void update() {
        Position p = between() ? game.cursor().position() : null;
        boolean on = game.bestMovesProperty().get();
        if (on && p != null && p.equals(searched)) {
            return;
        }
        stop();
        if (!on) {
            return;
        }
        Texts texts = texts();
        if (p == null) {
            summary.set(texts.text(game.cursor().winner().isPresent() ? "best.over" : "best.between"));
            return;
        }
        searched = p;
        if (solver == null || solver.ruleset() != game.cursor().ruleset()) {
            solver = new Solver(game.cursor().ruleset(), MEMORY);
        }
        Solver s = solver;
        Rules rules = game.cursor().rules();
        show(p, new Analysis(p, Value.UNSETTLED, List.of(), 0), false, List.of());
        job.run(cancelled -> {
            Analysis a = s.solve(p, budget, cancelled, partial -> fx.accept(() -> {
                // a value proved for a position no longer shown is never shown
                if (!cancelled.getAsBoolean() && p.equals(searched)) {
                    show(p, partial, false, List.of());
                }
            }));
            if (a.value().settled()) {
                return new Found(a, List.of());
            }
            // nothing proved of the position: the hard level's judgement, among the moves not proved
            // lost; meanwhile the moves not proved stay unmarked, rather than all "?"
            List<Move> open = a.moves().stream().filter(mv -> !mv.value().settled()).map(Analysis.MoveValue::move).toList();
            List<Move> preferred = Computer.preferred(rules, p, judgement, cancelled).stream()
                    .filter(open::contains).toList();
            return new Found(a, preferred);
        }, found -> show(p, found.analysis(), true, found.preferred()));
    }

    /** What the search found: the solver's values, and where it proved nothing the moves the judgement prefers. */
    private record Found(Analysis analysis, List<Move> preferred) {
    }

    /** Whether the game stands between two turns (or at its start) with a turn still to play. */
    private boolean between() {
        GameCursor c = game.cursor();
        Event e = c.current().orElse(null);
        return (e == null || e instanceof Event.TurnEnd) && c.winner().isEmpty()
                && !c.rules().legalMoves(c.position()).isEmpty();
    }

    private void show(Position p, Analysis a, boolean done, List<Move> preferred) {
        Texts texts = texts();
        Map<Move, Value> marks = new LinkedHashMap<>();
        List<Row> out = new ArrayList<>();
        // the judgement's moves first, then best first as the solver ranks them; while the search
        // runs, a move not yet proved has no mark and comes last; once it is over, it is "unsettled",
        // unmarked on the board where the judgement names others
        for (Move m : preferred) {
            marks.put(m, Value.UNSETTLED);
            out.add(new Row(m, Value.UNSETTLED, true, texts.text("best.move", name(p, m), texts.text("best.move.judged"))));
        }
        for (Analysis.MoveValue mv : a.moves()) {
            if ((mv.value().settled() || done) && !preferred.contains(mv.move())) {
                if (mv.value().settled() || preferred.isEmpty()) {
                    marks.put(mv.move(), mv.value());
                }
                out.add(new Row(mv.move(), mv.value(), false, moveText(texts, p, mv.move(), mv.value())));
            }
        }
        for (Move m : game.cursor().rules().legalMoves(p)) {
            if (out.stream().noneMatch(r -> r.move().equals(m))) {
                out.add(new Row(m, null, false, moveText(texts, p, m, null)));
            }
        }
        rows.set(List.copyOf(out));
        game.showBestMoves(p, new BestMoves(marks, java.util.Set.copyOf(preferred)));
        String player = texts.player(p.toMove());
        String said = a.value().settled() || done
                ? texts.text("best.position", player, valueText(texts, "best.position.", a.value()))
                : texts.text("best.searching", player);
        summary.set(preferred.isEmpty() ? said : said + " " + texts.text("best.judgement",
                String.join(", ", preferred.stream().map(m -> name(p, m)).toList())));
    }

    /** "S3+: win in 3 turns", or "S3+: …" while it is searched. */
    private String moveText(Texts texts, Position p, Move m, Value v) {
        return texts.text("best.move", name(p, m), v == null ? texts.text("best.move.searching")
                : valueText(texts, "best.move.", v));
    }

    /** The move in the app's notation: "S3+". */
    private String name(Position p, Move m) {
        return game.cursor().geometry().hole(p.toMove(), m.hole()).name() + m.direction().symbol();
    }

    /** A value in words: {@code prefix} is best.move. (a noun: "win in 3 turns") or best.position. (a verb). */
    private static String valueText(Texts texts, String prefix, Value v) {
        return switch (v.kind()) {
            case WIN -> texts.text(prefix + "win", v.turns());
            case LOSS -> texts.text(prefix + "loss", v.turns());
            case DRAW -> texts.text(prefix + "draw");
            case UNSETTLED -> texts.text(prefix + "unsettled");
        };
    }

    private Texts texts() {
        return new Texts(game.languageProperty().get(), BUNDLE);
    }

    /**
     * The line the solver found after {@code m} from the position shown, handed to {@code open} as a
     * game of its own (the position, then the line's turns) with the sentence that says what it
     * shows, once found; nothing when the position changed meanwhile, when {@code m} is not proved a
     * win or a loss (a draw or an unsettled move has no line), or when the line is not proved whole.
     */
    public void line(Move m, Consumer<FoundLine> open) {
        Position p = searched;
        Value v = rows.get().stream().filter(r -> r.move().equals(m) && r.hasLine()).map(Row::value)
                .findFirst().orElse(null);
        if (p == null || v == null) {
            return;
        }
        // the line is shown on a screen of its own: the marks' search can stop (what it proved
        // stays), and its solver, whose table knows this position, finds the line
        job.cancel();
        Solver s = solver;
        lineJob.run(cancelled -> s.line(p, m, budget, cancelled), line -> {
            if (p.equals(searched) && line.size() == v.turns()) {
                Texts texts = texts();
                boolean wins = v.kind() == Value.Kind.WIN;
                String about = texts.text(wins ? "line.win" : "line.loss", name(p, m), v.turns(),
                        texts.player(wins ? p.toMove() : p.toMove().opponent()));
                open.accept(new FoundLine(new GameCursor(game.cursor().ruleset(), p, line), about));
            }
        });
    }

    /** "South to move: wins in 5 turns.", while searching "South to move: looking…"; empty when off. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** Each legal move of the position shown with its value in words, best first; empty when off. */
    public ReadOnlyObjectProperty<List<Row>> rowsProperty() {
        return rows.getReadOnlyProperty();
    }
}
