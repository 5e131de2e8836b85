package org.katro.practice;

import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.solver.Analysis.MoveValue;
import org.katro.solver.Value;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.text.Texts;

import java.util.List;
import java.util.Optional;

/**
 * A "find the winning move" question: a position of a real game whose side to move has a proved
 * win in {@code turns}, with every legal move's value proved by the solver. The question asks for a
 * win in {@code turns}, so exactly the moves proved to win that quickly are right, and all of them
 * are (the solver proves them equally good); a move that wins more slowly is told so and is not a
 * solution; each move that does not win comes with the reply that refutes it.
 *
 * @param turns       the quickest win, in turns as docs/rules.md counts them (both sides', the last included)
 * @param moves       every legal move and its proved value, best first
 * @param refutations for each move that does not win, the opponent's best reply
 * @param line        the answer played out: the first quickest win, then both sides' best moves to
 *                    the game's end (the first move alone where the solver did not prove the rest)
 */
public record Puzzle(Ruleset ruleset, Position position, int turns, List<MoveValue> moves,
        List<Refutation> refutations, List<Move> line) {
    private static final String BUNDLE = Puzzle.class.getPackageName() + ".Questions";

    /**
     * The levels: a win in 1, 3 or 5 turns. The winner plays the game's last turn, so a win always
     * takes an odd number of turns: these are the wins in one, two and three of one's own turns.
     */
    public static final List<Integer> LEVELS = List.of(1, 3, 5);

    /**
     * A move that does not win, and what the opponent answers.
     *
     * @param after the opponent's value after {@code move}: a win in so many turns, or a draw
     */
    public record Refutation(Move move, Move reply, Value after) {
    }

    public Puzzle {
        moves = List.copyOf(moves);
        refutations = List.copyOf(refutations);
        line = List.copyOf(line);
        Move first = line.isEmpty() ? null : line.get(0);
        if (moves.stream().noneMatch(m -> m.move().equals(first) && m.value().equals(Value.win(turns)))) {
            throw new IllegalArgumentException("the answer's line starts with a quickest win, not " + line);
        }
    }

    /** The moves proved to win, quickest first, slower wins included. */
    public List<Move> winning() {
        return moves.stream().filter(m -> m.value().kind() == Value.Kind.WIN).map(MoveValue::move).toList();
    }

    /** The right answers: the moves proved to win in {@link #turns}, the quickest there is. */
    public List<Move> quickest() {
        return moves.stream().filter(m -> m.value().equals(Value.win(turns))).map(MoveValue::move).toList();
    }

    public boolean accepts(Move m) {
        return quickest().contains(m);
    }

    /** The turns of {@code m}'s win when it wins, but more slowly than the puzzle asks. */
    public Optional<Integer> slower(Move m) {
        return moves.stream().filter(v -> v.move().equals(m) && v.value().kind() == Value.Kind.WIN
                && v.value().turns() > turns).map(v -> v.value().turns()).findFirst();
    }

    public Optional<Refutation> refutation(Move m) {
        return refutations.stream().filter(r -> r.move().equals(m)).findFirst();
    }

    /** A move of the side to move as the notation writes it with its player, e.g. {@code S3+}. */
    public String name(Move m) {
        return position.toMove().symbol() + m.toString();
    }

    /** The question in {@code language}: who plays, and how quickly they can win. */
    public String text(Language language) {
        Texts texts = new Texts(language, BUNDLE);
        Narrator narrator = new Narrator(language);
        return texts.text("puzzle", narrator.player(position.toMove()), turns,
                narrator.player(position.toMove().opponent()));
    }

    /**
     * What a move played says: "Right!" for a quickest win, naming the other moves as good; for a
     * slower win, that it wins too but not as quickly ({@code last}: naming a quicker move, else only
     * how quick one is, so that another try is still a search); for any other move, its refutation.
     */
    public String verdict(Language language, Move m, boolean last) {
        Texts texts = new Texts(language, BUNDLE);
        if (accepts(m)) {
            List<String> others = quickest().stream().filter(o -> !o.equals(m)).map(this::name).toList();
            String when = texts.text("puzzle.when", turns);
            String right = texts.text("puzzle.right", name(m), when);
            return others.isEmpty() ? right
                    : right + " " + texts.text("puzzle.asGood", String.join(", ", others), others.size(), when);
        }
        Optional<Integer> slower = slower(m);
        if (slower.isPresent()) {
            String when = texts.text("puzzle.when", turns);
            return last ? texts.text("puzzle.slower", slower.get(), name(quickest().get(0)), when)
                    : texts.text("puzzle.slowerHint", slower.get(), when);
        }
        return why(language, m);
    }

    /** Why {@code m} is wrong: the reply that refutes it, and what follows. */
    public String why(Language language, Move m) {
        Texts texts = new Texts(language, BUNDLE);
        Refutation r = refutation(m).orElseThrow(() -> new IllegalArgumentException(m + " wins"));
        String reply = position.toMove().opponent().symbol() + r.reply().toString();
        String opponent = new Narrator(language).player(position.toMove().opponent());
        return r.after().kind() == Value.Kind.WIN
                ? texts.text("puzzle.loses", name(m), reply, opponent, r.after().turns())
                : texts.text("puzzle.draws", name(m), reply);
    }

    /** The right answers in {@code language}: each quickest win with its number of turns. */
    public String answer(Language language) {
        Texts texts = new Texts(language, BUNDLE);
        List<String> names = quickest().stream().map(this::name).toList();
        return texts.text("puzzle.move", String.join(", ", names), names.size(), turns);
    }
}
