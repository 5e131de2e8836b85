package org.katro.engine;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.katro.engine.Geometry.RowKind;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Where each hole lies as the viewer sees the board (docs/notation.md), which the board drawing and the
 * capture rule's "same column" both read. Each test builds its boards afresh.
 */
class GeometryTest {

    @ParameterizedTest
    @CsvSource({"4, 2", "4, 6", "4, 8", "4, 10", "6, 2", "6, 3", "6, 6", "6, 10"})
    void everyHoleKnowsItsOwnerRowAndPlace(int rows, int columns) {
        Geometry g = new Geometry(rows, columns);
        assertEquals(rows * columns, g.size());
        assertEquals(rows / 2 * columns, g.holesPerPlayer());
        Set<Integer> indices = new HashSet<>();
        for (Player p : Player.values()) {
            for (int n = 1; n <= g.holesPerPlayer(); n++) {
                Hole h = g.hole(p, n);
                String where = rows + " x " + columns + " " + h;
                assertEquals(p, h.owner(), where);
                assertEquals(n, h.number(), where);
                assertEquals((n - 1) / columns, h.depth(), where + ": rows are numbered from the outer row inwards");
                assertEquals(h.depth() == 0 ? RowKind.OUTER : h.depth() == rows / 2 - 1 ? RowKind.INNER
                        : RowKind.MIDDLE, h.row(), where);
                assertEquals(p == Player.SOUTH ? rows - 1 - h.depth() : h.depth(), h.viewRow(),
                        where + ": South's outer row at the bottom, North's at the top");
                assertEquals(h.viewRow() * columns + h.column(), h.index(), where);
                assertEquals(h.index(), g.indexOf(p, h.depth(), h.column()), where);
                assertSame(h, g.holeAt(h.index()), where);
                assertEquals(p, Player.fromSymbol(h.name().charAt(0)), where + ": named by its owner's letter");
                indices.add(h.index());
            }
        }
        assertEquals(rows * columns, indices.size(), "every place on the board is one hole");
    }

    @ParameterizedTest
    @CsvSource({"4, 3", "4, 8", "6, 2", "6, 5"})
    void northsHolesAreSouthsTurnedRound(int rows, int columns) {
        Geometry g = new Geometry(rows, columns);
        for (int n = 1; n <= g.holesPerPlayer(); n++) {
            Hole south = g.hole(Player.SOUTH, n);
            Hole north = g.hole(Player.NORTH, n);
            assertEquals(rows - 1 - south.viewRow(), north.viewRow(), "N" + n);
            assertEquals(columns - 1 - south.column(), north.column(), "N" + n);
            assertEquals(rows * columns - 1 - south.index(), north.index(), "N" + n);
            assertEquals(south.depth(), north.depth(), "N" + n);
        }
    }

    @Test
    void aSixRowBoardReadsOuterMiddleInnerFromEachSeat() {
        Geometry g = new Geometry(6, 3);
        String[] expected = {"N OUTER", "N MIDDLE", "N INNER", "S INNER", "S MIDDLE", "S OUTER"};
        for (int viewRow = 0; viewRow < 6; viewRow++) {
            for (int column = 0; column < 3; column++) {
                Hole h = g.holeAt(viewRow * 3 + column);
                assertEquals(expected[viewRow], h.owner().symbol() + " " + h.row(), h.name());
                assertEquals(column, h.column(), h.name());
            }
        }
        // South's serpent: outer row left to right, middle right to left, inner left to right
        assertEquals("S1 S2 S3 / S6 S5 S4 / S7 S8 S9", row(g, 5) + " / " + row(g, 4) + " / " + row(g, 3));
        assertEquals("N9 N8 N7 / N4 N5 N6 / N3 N2 N1", row(g, 2) + " / " + row(g, 1) + " / " + row(g, 0));
    }

    private static String row(Geometry g, int viewRow) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < g.columns(); c++) {
            sb.append(c > 0 ? " " : "").append(g.holeAt(viewRow * g.columns() + c).name());
        }
        return sb.toString();
    }

    @Test
    void onlyFourAndSixRowBoardsExistAndSidesAreNamedSOrN() {
        assertThrows(IllegalArgumentException.class, () -> new Geometry(5, 3));
        assertThrows(IllegalArgumentException.class, () -> new Geometry(8, 3));
        assertThrows(IllegalArgumentException.class, () -> new Geometry(4, 0));
        assertThrows(IllegalArgumentException.class, () -> Player.fromSymbol('s'));
    }
}
