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
import java.util.stream.Collectors;

/**
 * A "find the winning move" question: a position of a real game whose side to move has a proved
 * win in {@code turns}, with every legal move's value proved by the solver. Exactly the moves
 * proved to win are right, however long their win; each other move comes with the reply that
 * refutes it.
 *
 * @param turns       the quickest win, in turns as docs/rules.md counts them (both sides', the last included)
 * @param moves       every legal move and its proved value, best first
 * @param refutations for each move that does not win, the opponent's best reply
 */
public record Puzzle(Ruleset ruleset, Position position, int turns, List<MoveValue> moves,
        List<Refutation> refutations) {
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
    }

    /** The moves proved to win, quickest first: the right answers. */
    public List<Move> winning() {
        return moves.stream().filter(m -> m.value().kind() == Value.Kind.WIN).map(MoveValue::move).toList();
    }

    public boolean accepts(Move m) {
        return winning().contains(m);
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

    /** The right answers in {@code language}: each winning move with its number of turns. */
    public String answer(Language language) {
        Texts texts = new Texts(language, BUNDLE);
        return moves.stream().filter(m -> m.value().kind() == Value.Kind.WIN)
                .map(m -> texts.text("puzzle.move", name(m.move()), m.value().turns()))
                .collect(Collectors.joining(", "));
    }
}
