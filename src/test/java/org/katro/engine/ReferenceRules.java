package org.katro.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The rules of docs/rules.md written a second time, as plainly as possible and without the engine's
 * shortcuts (successor tables, branch-free scans, Brent's cycle check): the tests compare the engine
 * with it. It reads only a position's public fields and works out the serpents from docs/notation.md.
 */
final class ReferenceRules {
    /** Why the reference refuses a move. */
    enum Refusal { START, ENDLESS, TOO_LONG }

    /** The position after a move, or why it is refused. */
    record Outcome(Position after, Refusal refusal) {
        boolean legal() {
            return refusal == null;
        }
    }

    /** The state at the start of a lap: the board and the hole about to be lifted. */
    private record LapStart(int[] board, int at) {
        @Override
        public boolean equals(Object o) {
            return o instanceof LapStart s && at == s.at && Arrays.equals(board, s.board);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(board) * 31 + at;
        }
    }

    private final Ruleset ruleset;

    ReferenceRules(Ruleset ruleset) {
        this.ruleset = ruleset;
    }

    /** The board index of {@code player}'s hole {@code k} (from 0) along their serpent. */
    static int serpentIndex(int rows, int columns, Player player, int k) {
        int depth = k / columns;
        int along = k % columns;
        // South's outer row runs left to right, each row inwards turns back at the end it reached
        int column = depth % 2 == 0 ? along : columns - 1 - along;
        int south = (rows - 1 - depth) * columns + column;
        return player == Player.SOUTH ? south : rows * columns - 1 - south; // North's is turned by 180 degrees
    }

    /** The board index of {@code player}'s hole in row {@code depth} (0 = outer) and viewer column {@code column}. */
    static int indexAt(int rows, int columns, Player player, int depth, int column) {
        int viewRow = player == Player.SOUTH ? rows - 1 - depth : depth;
        return viewRow * columns + column;
    }

    static int depthOf(int rows, int columns, int index) {
        int viewRow = index / columns;
        return viewRow < rows / 2 ? viewRow : rows - 1 - viewRow;
    }

    /** The innermost of {@code player}'s rows holding a seed; -1 if none. */
    static int frontRow(int[] b, int rows, int columns, Player player) {
        int front = -1;
        for (int depth = 0; depth < rows / 2; depth++) {
            for (int c = 0; c < columns; c++) {
                if (b[indexAt(rows, columns, player, depth, c)] > 0) {
                    front = depth;
                }
            }
        }
        return front;
    }

    static int sideTotal(int[] b, int rows, int columns, Player player) {
        int sum = 0;
        for (int k = 0; k < rows / 2 * columns; k++) {
            sum += b[serpentIndex(rows, columns, player, k)];
        }
        return sum;
    }

    /** Whether a turn may start from hole {@code number} (from 1) under the start-row rule. */
    boolean mayStart(Position p, int number) {
        int rows = p.rows();
        int columns = p.columns();
        int[] b = p.counts();
        Player me = p.toMove();
        if (number < 1 || number > rows / 2 * columns) {
            return false;
        }
        int index = serpentIndex(rows, columns, me, number - 1);
        if (b[index] == 0 || (ruleset.noSingletons() && b[index] == 1)) {
            return false;
        }
        int depth = depthOf(rows, columns, index);
        return switch (ruleset.startRow()) {
            case ANY -> true;
            case INNER_ON_FIRST_TURN -> p.ply() > 0 || depth == rows / 2 - 1;
            case OUTERMOST -> {
                int outermost = rows / 2;
                for (int d = rows / 2 - 1; d >= 0; d--) {
                    for (int c = 0; c < columns; c++) {
                        if (b[indexAt(rows, columns, me, d, c)] > 0) {
                            outermost = d;
                        }
                    }
                }
                yield depth == outermost;
            }
        };
    }

    Outcome play(Position p, Move m) {
        if (!mayStart(p, m.hole())) {
            return new Outcome(null, Refusal.START);
        }
        int rows = p.rows();
        int columns = p.columns();
        int holes = rows / 2 * columns;
        int[] b = p.counts();
        Player me = p.toMove();
        Player opp = me.opponent();
        boolean lone = ruleset.loneSeedCaptures() && sideTotal(b, rows, columns, me) == 1;
        int at = m.hole() - 1;
        int sown = 0;
        Set<LapStart> lapStarts = new HashSet<>();
        for (int lap = 0; ; lap++) {
            if (!lapStarts.add(new LapStart(b.clone(), at))) {
                return new Outcome(null, Refusal.ENDLESS);
            }
            int from = serpentIndex(rows, columns, me, at);
            int hand = b[from];
            sown += hand;
            if (sown > Rules.MAX_SEEDS_SOWN) {
                return new Outcome(null, Refusal.TOO_LONG);
            }
            b[from] = 0;
            for (; hand > 0; hand--) {
                at = Math.floorMod(at + m.direction().step(), holes);
                b[serpentIndex(rows, columns, me, at)]++;
            }
            int landing = serpentIndex(rows, columns, me, at);
            boolean wasEmpty = b[landing] == 1;
            int depth = depthOf(rows, columns, landing);
            int column = landing % columns;
            List<Integer> taken = new ArrayList<>();
            boolean mayCapture;
            if (ruleset.capture() == Ruleset.Capture.WHOLE_FILE) {
                mayCapture = !wasEmpty && depth == rows / 2 - 1;
                if (mayCapture) {
                    for (int d = rows / 2 - 1; d >= 0; d--) {
                        int i = indexAt(rows, columns, opp, d, column);
                        if (b[i] > 0) {
                            taken.add(i);
                        }
                    }
                }
            } else {
                boolean inFront = depth == frontRow(b, rows, columns, me);
                boolean onEmpty = ruleset.capture() == Ruleset.Capture.EMPTY_FRONT_ROW;
                mayCapture = inFront && (wasEmpty == onEmpty || (lone && lap == 0));
                int oppFront = frontRow(b, rows, columns, opp);
                if (mayCapture && oppFront >= 0 && b[indexAt(rows, columns, opp, oppFront, column)] > 0) {
                    taken.add(indexAt(rows, columns, opp, oppFront, column));
                }
            }
            if (taken.isEmpty() && wasEmpty) {
                break; // the last seed fell into an empty hole, and nothing was taken
            }
            for (int i : taken) {
                b[landing] += b[i];
                b[i] = 0;
            }
            if (!taken.isEmpty() && sideTotal(b, rows, columns, opp) == 0) {
                break; // the opponent's last seed is taken: the game ends at once
            }
        }
        return new Outcome(new Position(rows, columns, b, opp, p.ply() + 1), null);
    }

    List<Move> legalMoves(Position p) {
        List<Move> out = new ArrayList<>();
        for (int h = 1; h <= p.rows() / 2 * p.columns(); h++) {
            for (Direction d : List.of(Direction.PLUS, Direction.MINUS)) {
                Move m = new Move(h, d);
                if (play(p, m).legal()) {
                    out.add(m);
                }
            }
        }
        return out;
    }

    Optional<Player> winner(Position p) {
        return legalMoves(p).isEmpty() ? Optional.of(p.toMove().opponent()) : Optional.empty();
    }
}
