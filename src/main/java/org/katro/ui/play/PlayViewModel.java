package org.katro.ui.play;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.katro.computer.Computer;
import org.katro.computer.Level;
import org.katro.computer.Outcome;
import org.katro.computer.ThrownWin;
import org.katro.engine.GameCursor;
import org.katro.engine.Geometry;
import org.katro.engine.Geometry.RowKind;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.engine.Turn;
import org.katro.notation.GameText;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;
import org.katro.solver.Budget;
import org.katro.solver.Value;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.text.Texts;
import org.katro.ui.form.GameRecordModel;
import org.katro.ui.session.GameChange;
import org.katro.ui.session.GameSession;
import org.katro.ui.shell.BackgroundJob;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A game played on the main screen: two people taking turns, or one person against the computer.
 * It owns the {@link GameSession} of the game (a new one for each new or loaded game), runs the
 * computer's search and the hint's on a background executor, hands their result back through
 * {@code fx} (the JavaFX thread in the application), and drops a search whose result is no longer
 * wanted: on undo, a new game, or leaving the screen.
 */
public final class PlayViewModel {
    /**
     * The most a level may think per move, in the application: an outer limit for a busy computer,
     * whose work takes about a second on a typical one (Computer.HARD_WORK, Budget.within).
     */
    public static final long BUDGET_MILLIS = 4000;
    static final String BUNDLE = "org.katro.ui.play.PlayView";

    /** Who plays the side the person does not. */
    public enum Opponent {
        PERSON(null), EASY(Level.EASY), MEDIUM(Level.MEDIUM), HARD(Level.HARD), PERFECT(Level.PERFECT);

        private final Level level;

        Opponent(Level level) {
            this.level = level;
        }

        /** The computer's level; empty for a second person. */
        public Optional<Level> level() {
            return Optional.ofNullable(level);
        }
    }

    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language");
    /** this screen's texts in the language now chosen */
    private final Supplier<Texts> texts = Texts.following(language::get, BUNDLE);
    private final BooleanProperty reducedMotion = new SimpleBooleanProperty(this, "reducedMotion");
    // the choices for the next new game
    private final ObjectProperty<Ruleset> ruleset = new SimpleObjectProperty<>(this, "ruleset", Ruleset.FIANARANTSOA);
    private final IntegerProperty columns = new SimpleIntegerProperty(this, "columns", 6);
    private final ObjectProperty<Opponent> opponent = new SimpleObjectProperty<>(this, "opponent", Opponent.MEDIUM);
    /** table mode: two people face to face at a flat screen */
    private final BooleanProperty table = new SimpleBooleanProperty(this, "table");
    private final ObjectProperty<Player> side = new SimpleObjectProperty<>(this, "side", Player.SOUTH);

    private final ReadOnlyObjectWrapper<GameSession> game = new ReadOnlyObjectWrapper<>(this, "game");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyStringWrapper hint = new ReadOnlyStringWrapper(this, "hint", "");
    private final ReadOnlyStringWrapper players = new ReadOnlyStringWrapper(this, "players", "");
    private final ReadOnlyStringWrapper announcement = new ReadOnlyStringWrapper(this, "announcement", "");
    private final ReadOnlyStringWrapper proof = new ReadOnlyStringWrapper(this, "proof", "");
    private final ReadOnlyStringWrapper thrownWin = new ReadOnlyStringWrapper(this, "thrownWin", "");
    private final ReadOnlyStringWrapper ending = new ReadOnlyStringWrapper(this, "ending", "");
    private final GameRecordModel record = new GameRecordModel(() -> GameText.of(game.get().cursor()), this::open, language);
    /** the messages' words for moves, in the language now chosen */
    private Narrator narrator;

    /** the computer's search or the hint's, off the JavaFX thread */
    private final BackgroundJob search;
    /** the solver's look at a person's last move: did it throw a proved win away? */
    private final BackgroundJob review;
    private final long budgetMillis;
    private final SplittableRandom random = new SplittableRandom();

    /** the opponent and the person's side of the game on the board (the choices may have changed since) */
    private Opponent playing;
    private Player person;
    private Outcome hinted;
    /** what the perfect level's solver proved of its move, and the turn that move played (null: none) */
    private Computer.Choice proved;
    private int provedTurn;
    /** a person's turn that threw a proved win away, and the solver's account of it (null: none) */
    private Turn thrownTurn;
    private ThrownWin thrown;

    /**
     * @param background   where searches run (never the JavaFX thread)
     * @param fx           runs a search's result on the thread that owns the view models
     * @param budgetMillis the most a level may think per move (the outer limit of its work)
     */
    public PlayViewModel(Language language, Executor background, Consumer<Runnable> fx, long budgetMillis) {
        this.language.set(language);
        this.narrator = new Narrator(language);
        this.search = new BackgroundJob(background, fx);
        this.review = new BackgroundJob(background, fx);
        this.budgetMillis = budgetMillis;
        this.language.addListener((obs, old, now) -> {
            narrator = new Narrator(now);
            game.get().languageProperty().set(now);
            render();
        });
        this.reducedMotion.addListener((obs, old, now) -> game.get().reducedMotionProperty().set(now));
        ruleset.addListener((obs, old, now) -> columns.set(now.defaultColumns()));
        columns.set(ruleset.get().defaultColumns());
        // face to face is two people: the game on the board becomes theirs
        table.addListener((obs, old, now) -> {
            if (now && opponent.get() != Opponent.PERSON) {
                playAgainst(Opponent.PERSON);
            }
        });
        start(new GameCursor(ruleset.get(), ruleset.get().start(columns.get()), List.of()));
    }

    // ---------------------------------------------------------------- games

    /** A new game on {@code rules}' board of {@code columns} columns, against the computer if a person was the opponent. */
    public void playOn(Ruleset rules, int columns) {
        // the ruleset first: choosing one resets the size to its own
        ruleset.set(rules);
        this.columns.set(columns);
        if (opponent.get() == Opponent.PERSON) {
            opponent.set(Opponent.MEDIUM);
        }
        newGame();
    }

    /** A new game with the chosen ruleset, size, opponent and side. */
    public void newGame() {
        start(new GameCursor(ruleset.get(), ruleset.get().start(columns.get()), List.of()));
    }

    /** Times the least pace: five seeds a second, about as a player sows. */
    static final double PLAYING_SPEED = 4;

    private void start(GameCursor cursor) {
        cancel();
        playing = opponent.get();
        person = side.get();
        hinted = null;
        GameSession vm = new GameSession(cursor, language.get());
        vm.reducedMotionProperty().set(reducedMotion.get());
        // a game flows from one turn into the next: the seeds fall at a playing pace, not that of
        // reading their sentences, without stopping at captures, so the board is ready for the next
        // move once they have fallen
        vm.stepping().pauseAtBreaksProperty().set(false);
        vm.stepping().sowingPaceProperty().set(true);
        vm.stepping().speedProperty().set(PLAYING_SPEED);
        vm.follow(change -> {
            if (change instanceof GameChange.Turns) {
                turnChanged();
            } else if (change instanceof GameChange.Shown) {
                // the computer's turn is told, and its hole marked, as its events are shown
                render();
            }
        });
        game.set(vm);
        turnChanged();
    }

    /**
     * The game on the board as a record, copied, pasted, saved and opened as on the other screens; a
     * game pasted or opened is played from then on by the chosen opponent and side.
     */
    public GameRecordModel record() {
        return record;
    }

    /** Opens the game of {@code text} as a paste does; false, and why said, when it is not a game. */
    public boolean load(String text) {
        return record.paste(text);
    }

    /** Replaces the game by the one in {@code text}: a whole record, or bare moves played from the start of the game on the board. */
    private void open(String text) throws NotationException {
        GameCursor shown = game.get().cursor();
        GameText loaded = GameText.read(text, shown.ruleset(), shown.start());
        ruleset.set(loaded.ruleset());
        columns.set(loaded.start().columns());
        start(loaded.cursor());
    }

    /**
     * Takes back the last turn; against the computer, back to the person's last turn, so it is their
     * move again. A search under way is dropped.
     */
    public void undo() {
        lastUndoable().ifPresent(turn -> {
            cancel();
            game.get().truncate(turn);
        });
    }

    private Optional<Integer> lastUndoable() {
        List<Turn> turns = game.get().cursor().turns();
        for (int i = turns.size() - 1; i >= 0; i--) {
            if (playing == Opponent.PERSON || turns.get(i).before().toMove() == person) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /**
     * Plays the game on the board against {@code against} from now on, and the next games too: one
     * tap on the play screen, no game lost. The computer takes up its turn at once if it is due.
     */
    public void playAgainst(Opponent against) {
        opponent.set(against);
        playing = against;
        cancel();
        render();
        computerIfDue();
    }

    // ---------------------------------------------------------------- the computer and the hint

    /** Searches a good move for the side to move; when found it is chosen on the board and explained. */
    public void hint() {
        GameSession vm = game.get();
        vm.catchUp();
        if (!vm.canPlayMoveProperty().get() || search.running()) {
            return;
        }
        Position p = vm.cursor().last();
        // the hint does the hard level's work, within half its time, to answer quickly on a busy computer
        search(Level.HARD, Math.max(1, budgetMillis / 2), p, choice -> {
            Move m = choice.move();
            hinted = Outcome.of(vm.cursor().rules(), p, m);
            vm.hint(m);
            render();
        });
    }

    /** Drops the search under way, if any (its result is thrown away). */
    public void cancel() {
        search.cancel();
        review.cancel();
    }

    /** The screen is showing again: the computer takes up its turn if it was interrupted. */
    public void resume() {
        if (!search.running()) {
            computerIfDue();
        }
    }

    /** A turn was added or taken back: a hint or a search for the position before is of no use now. */
    private void turnChanged() {
        search.cancel();
        hinted = null;
        render();
        // the turn to look at is taken before the computer answers it (at once, where searches run inline)
        List<Turn> turns = game.get().cursor().turns();
        Optional<Turn> persons = turns.isEmpty() || computersLastTurn().isPresent() ? Optional.empty()
                : Optional.of(turns.get(turns.size() - 1));
        computerIfDue();
        persons.ifPresent(this::review);
    }

    /**
     * Looks, after the computer's search (one thread runs both, and the computer must not wait),
     * whether the person's turn threw a proved win away; the answer stays while that turn is in the
     * game, until the person's next turn. It never holds the board: the person may play on meanwhile.
     */
    private void review(Turn t) {
        thrownTurn = null;
        thrown = null;
        render();
        Ruleset rules = game.get().cursor().rules().ruleset();
        Budget budget = Budget.within(Duration.ofMillis(budgetMillis));
        review.run(cancelled -> ThrownWin.of(rules, t.before(), t.move(), budget, cancelled),
                found -> found.ifPresent(w -> {
                    thrownTurn = t;
                    thrown = w;
                    render();
                }));
    }

    /** Whose move it is decides whether the computer thinks and whether the board takes clicks. */
    private void computerIfDue() {
        GameSession vm = game.get();
        GameCursor cursor = vm.cursor();
        boolean computersTurn = playing != Opponent.PERSON && cursor.winner().isEmpty()
                && cursor.last().toMove() != person;
        vm.lockedProperty().set(computersTurn);
        canUndo.set(lastUndoable().isPresent());
        if (computersTurn) {
            Level level = playing.level().orElseThrow();
            search(level, budgetMillis, cursor.last(), choice -> {
                proved = choice;
                provedTurn = vm.cursor().turns().size();
                vm.play(choice.move());
            });
        }
    }

    private void search(Level level, long budget, Position p, Consumer<Computer.Choice> done) {
        Computer computer = new Computer(game.get().cursor().rules(), level, budget, random.nextLong());
        search.run(cancelled -> computer.decide(p, cancelled), m -> m.ifPresent(done));
    }

    // ---------------------------------------------------------------- texts

    private void render() {
        hint.set(hinted == null ? "" : explain(game.get().cursor().geometry(), hinted));
        GameSession vm = game.get();
        Optional<Turn> last = computersLastTurn();
        // nothing of the computer's turn is told or marked before its lift is shown
        int k = vm.cursor().index();
        List<Integer> starts = vm.cursor().turnStarts();
        boolean begun = last.isPresent() && k > starts.get(starts.size() - 2);
        boolean over = begun && k >= starts.get(starts.size() - 1);
        announcement.set(begun ? announce(last.get(), over) : "");
        // the perfect level says what its move rests on once the move has been shown, its sowing over
        boolean ownsLast = over && proved != null && vm.cursor().turns().size() == provedTurn + 1
                && last.get().move().equals(proved.move());
        proof.set(ownsLast && playing == Opponent.PERFECT ? proofText(proved.proved()) : "");
        List<Turn> turns = vm.cursor().turns();
        int at = thrownTurn == null ? -1 : turns.indexOf(thrownTurn);
        // the refutation speaks of the person's move: said once that move's sowing is over on the board
        thrownWin.set(at >= 0 && turns.get(at) == thrownTurn && k >= starts.get(at + 1) ? thrownText(thrown) : "");
        Set<Hole> started = begun ? Set.of(vm.cursor().geometry().hole(last.get().before().toMove(),
                last.get().move().hole())) : Set.of();
        if (!started.equals(vm.pointedOutProperty().get())) {
            vm.pointedOutProperty().set(started);
        }
        // who won, once the board shows the game's end (not while its last turn is still being sown)
        ending.set(vm.cursor().winner().map(this::endText).orElse(""));
        players.set(playing.level().map(l -> text("players.computer", player(person), player(person.opponent()),
                text("level." + l.name().toLowerCase(Locale.ROOT)))).orElseGet(() -> text("players.people")));
    }

    /** Why the hinted move is good, in full sentences: what it takes, which rows it empties, what it risks. */
    String explain(Geometry board, Outcome o) {
        String move = narrator().move(board, o.mover(), o.move());
        String opponent = player(o.mover().opponent());
        StringBuilder sb = new StringBuilder(text("hint.move", move));
        sb.append(' ');
        if (o.wins()) {
            return sb.append(text("hint.wins", o.captured(), opponent)).toString();
        }
        if (o.captured() > 0 && !o.emptied().isEmpty()) {
            sb.append(text("hint.capturesAndEmpties", o.captured(), opponent, rows(o.emptied())));
        } else if (o.captured() > 0) {
            sb.append(text("hint.captures", o.captured()));
        } else if (o.relays() > 0) {
            sb.append(text("hint.relays", o.relays()));
        } else {
            sb.append(text("hint.quiet"));
        }
        sb.append(' ').append(o.threat() == 0 ? text("hint.safe", opponent) : text("hint.threat", opponent, o.threat()));
        return sb.toString();
    }

    /** "Perfect: this move wins in 5 turns." and the like: what the perfect level's move rests on. */
    private String proofText(Value v) {
        return switch (v.kind()) {
            case WIN -> text("perfect.win", v.turns());
            case LOSS -> text("perfect.loss", v.turns());
            case DRAW -> text("perfect.draw");
            case UNSETTLED -> text("perfect.unsettled");
        };
    }

    /** "S3+ throws away a win in 5. North can now win in 3: N4+, S2-, N1-." */
    private String thrownText(ThrownWin w) {
        String move = Notation.move(w.mover(), w.move());
        if (w.draws()) {
            return text("thrown.draw", move, w.winBefore());
        }
        StringBuilder line = new StringBuilder();
        Player side = w.mover().opponent();
        for (Move m : w.refutation()) {
            line.append(line.length() == 0 ? "" : ", ").append(Notation.move(side, m));
            side = side.opponent();
        }
        return text("thrown.win", move, w.winBefore(), player(w.mover().opponent()), w.refutation().size(), line);
    }

    /** "You won!", "North won: the computer, this time." or, between two people, "North won!". */
    private String endText(Player winner) {
        if (playing == Opponent.PERSON) {
            return text("end.won", player(winner));
        }
        return winner == person ? text("end.you") : text("end.computer", player(winner));
    }

    /** The game's last turn, when the computer played it. */
    private Optional<Turn> computersLastTurn() {
        GameCursor cursor = game.get().cursor();
        List<Turn> turns = cursor.turns();
        if (playing == Opponent.PERSON || turns.isEmpty() || turns.get(turns.size() - 1).before().toMove() == person) {
            return Optional.empty();
        }
        return Optional.of(turns.get(turns.size() - 1));
    }

    /** "North is playing N4 towards N5.", then once its events are shown "North played N4 towards N5 and took 3 seeds." */
    private String announce(Turn t, boolean over) {
        Player mover = t.before().toMove();
        String move = narrator().move(game.get().cursor().geometry(), mover, t.move());
        if (!over) {
            return text("computer.playing", player(mover), move);
        }
        return text("computer.played", player(mover), move, t.before().total(person) - t.after().total(person));
    }

    private Narrator narrator() {
        return narrator;
    }

    private String rows(List<RowKind> rows) {
        List<String> names = rows.stream().map(r -> text("row." + r.name().toLowerCase(Locale.ROOT))).toList();
        return names.size() == 1 ? names.get(0) : text("rows.two", names.get(0), names.get(1));
    }

    private String player(Player p) {
        return texts.get().player(p);
    }

    private String text(String key, Object... args) {
        return texts.get().text(key, args);
    }

    // ---------------------------------------------------------------- properties

    public ObjectProperty<Language> languageProperty() {
        return language;
    }

    public BooleanProperty reducedMotionProperty() {
        return reducedMotion;
    }

    public ObjectProperty<Ruleset> rulesetProperty() {
        return ruleset;
    }

    public IntegerProperty columnsProperty() {
        return columns;
    }

    /**
     * Table mode: two people play from opposite edges of a flat screen, North's things turned to
     * face North. Turning it on makes the game on the board one between two people.
     */
    public BooleanProperty tableProperty() {
        return table;
    }

    public ObjectProperty<Opponent> opponentProperty() {
        return opponent;
    }

    /** The side the person plays against the computer. */
    public ObjectProperty<Player> sideProperty() {
        return side;
    }

    public GameSession game() {
        return game.get();
    }

    /** The game on the board; a new or loaded game is a new view model. */
    public ReadOnlyObjectProperty<GameSession> gameProperty() {
        return game.getReadOnlyProperty();
    }

    /** Whether a search (the computer's move or a hint) is under way. */
    public ReadOnlyBooleanProperty thinkingProperty() {
        return search.busyProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    /** The last hint's move and why it is good; empty once a turn is played. */
    public ReadOnlyStringProperty hintProperty() {
        return hint.getReadOnlyProperty();
    }

    /**
     * What the computer is doing in its last turn, then what it did, said as its events are shown;
     * empty before they are, and when the last turn was not its own.
     */
    public ReadOnlyStringProperty announcementProperty() {
        return announcement.getReadOnlyProperty();
    }

    /**
     * What the perfect level's last move rests on: a proved win or loss in so many turns, a proved
     * draw, or no proof (it played as hard); empty at the other levels and before the move is shown.
     */
    public ReadOnlyStringProperty proofProperty() {
        return proof.getReadOnlyProperty();
    }

    /**
     * Set when the person's last turn threw a proved win away: the move, the win it had, and the
     * opponent's winning line the solver proved; empty otherwise and while the solver looks.
     */
    public ReadOnlyStringProperty thrownWinProperty() {
        return thrownWin.getReadOnlyProperty();
    }

    /**
     * Who won, said for the player ("You won!"), once the board shows the game's end; empty before
     * it and while the game goes on.
     */
    public ReadOnlyStringProperty endingProperty() {
        return ending.getReadOnlyProperty();
    }

    /** Who plays whom in the game on the board. */
    public ReadOnlyStringProperty playersProperty() {
        return players.getReadOnlyProperty();
    }
}
