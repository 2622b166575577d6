package gamut.engine;

import static gamut.testing.TestGames.check;
import static gamut.testing.TestGames.tiny;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.core.Geometry;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A grid with cells left out ('board grid W by H without CELLS', docs/language.md section 4): the
 * other cells keep their names and places, a step into a left-out cell leaves the board, and the
 * text board leaves a gap where the cell would be.
 */
class GridWithoutTest {

    /** A diamond of 13 cells: a 5 by 5 grid without three cells in each corner. Kings step one cell any way. */
    static final String DIAMOND = """
            game "Diamond" {
                players white, black
                board grid 5 by 5 without a1, b1, a2, d1, e1, e2, a4, a5, b5, d5, e5, e4
                pieces { king }
                setup {
                    white: c1
                    black: c5
                }
                moves king {
                    for d in directions {
                        step d
                        verify empty
                        move
                    }
                }
                no_moves => mover loses
            }
            """;

    static Game diamond() {
        return Gamut.load("diamond.gamut", DIAMOND, List.of());
    }

    @Test
    void theOtherCellsKeepTheirNamesAndPlaces() {
        Geometry geo = diamond().geometry();
        List<String> cells = new ArrayList<>();
        for (int c = 0; c < geo.cells(); c++) {
            cells.add(geo.cellName(c) + "@" + geo.x(c) + "," + geo.y(c));
        }
        assertEquals(List.of("c1@3,1", "b2@2,2", "c2@3,2", "d2@4,2", "a3@1,3", "b3@2,3", "c3@3,3", "d3@4,3",
                "e3@5,3", "b4@2,4", "c4@3,4", "d4@4,4", "c5@3,5"), cells);
        assertEquals(-1, geo.cell("a1"));
    }

    @Test
    void aStepIntoALeftOutCellLeavesTheBoard() {
        // From c1 west and east (b1, d1) and the diagonals from b2 to a1 are holes.
        assertEquals(List.of("c1-b2", "c1-c2", "c1-d2"), Games.moves(diamond().newState()));
        State s = diamond().position("white: b2; black: c5");
        assertEquals(List.of("b2-a3", "b2-b3", "b2-c1", "b2-c2", "b2-c3"), Games.moves(s));
    }

    @Test
    void perftAgreesWithAReferenceWrittenHere() {
        State s = diamond().newState();
        long hash = s.hash();
        Perft perft = new Perft(s);
        for (int depth = 1; depth <= 5; depth++) {
            assertEquals(reference(new int[] {3, 1, 3, 5}, 0, depth), perft.count(depth), "depth " + depth);
            assertEquals(hash, s.hash());
        }
        assertEquals(3, perft.count(1));
        assertEquals(9, perft.count(2));
    }

    /** The diamond by hand: a cell is on it when |x - 3| + |y - 3| <= 2; kings {wx, wy, bx, by}. */
    static long reference(int[] kings, int mover, int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                int x = kings[2 * mover] + dx;
                int y = kings[2 * mover + 1] + dy;
                boolean on = Math.abs(x - 3) + Math.abs(y - 3) <= 2;
                if ((dx != 0 || dy != 0) && on && (x != kings[2 - 2 * mover] || y != kings[3 - 2 * mover])) {
                    int[] next = kings.clone();
                    next[2 * mover] = x;
                    next[2 * mover + 1] = y;
                    total += reference(next, 1 - mover, depth - 1);
                }
            }
        }
        return total;
    }

    @Test
    void theTextBoardLeavesGapsAndKeepsItsLabels() {
        assertEquals("""
                 5     O
                 4   . . .
                 3 . . . . .
                 2   . . .
                 1     X
                   a b c d e
                """, BoardText.draw(diamond().newState()));
    }

    @Test
    void aWholeRankOrFileMayBeLeftOut() {
        String text = DIAMOND.replace("5 by 5 without a1, b1, a2, d1, e1, e2, a4, a5, b5, d5, e5, e4",
                "3 by 3 without a2, b2, c2, b1, b3").replace("c1", "a1").replace("c5", "c3");
        assertEquals(" 3 .   O\n 2\n 1 X   .\n   a b c\n",
                BoardText.draw(Gamut.load("g.gamut", text, List.of()).newState()));
    }

    @Test
    void aLeftOutCellIsNoCellOfTheBoard() {
        assertEquals(List.of("10:14: no cell 'a2' on this board (did you mean 'a1'?)"),
                check(tiny("grid 3 by 3", "grid 3 by 3 without a2", "red: a1, b1", "red: a2, b1")));
    }

    @Test
    void aNameThatIsNoCellOfTheGrid() {
        assertEquals(List.of("4:35: no cell 'd1' on the 3 by 3 grid (did you mean 'a1'?)"),
                check(tiny("grid 3 by 3", "grid 3 by 3 without b2, d1")));
        assertEquals(List.of("4:35: no cell 'z9' on the 8 by 3 grid"),
                check(tiny("grid 3 by 3", "grid 8 by 3 without h1, z9")));
        assertEquals(List.of("4:31: range 1..3 names 3 cells not on the 3 by 3 grid (the first is '1')"),
                check(tiny("grid 3 by 3", "grid 3 by 3 without 1..3")));
    }

    @Test
    void aCellLeftOutTwice() {
        assertEquals(List.of("4:39: cell 'b2' is listed twice in the cells left out of the grid"),
                check(tiny("grid 3 by 3", "grid 3 by 3 without b2, c2, b2")));
    }

    @Test
    void aCountInTheList() {
        assertEquals(List.of("4:31: a cell left out of the grid takes no count, not 'b2*2'"),
                check(tiny("grid 3 by 3", "grid 3 by 3 without b2*2")));
    }

    @Test
    void everyCellLeftOut() {
        assertEquals(List.of("4:11: every cell of the 2 by 1 grid is left out"),
                check(tiny("grid 3 by 3", "grid 2 by 1 without a1, b1")));
    }

    @Test
    void withoutIsStillAName() {
        assertEquals(List.of(), check(tiny("pieces { stone }", "pieces { without }", "moves stone", "moves without")));
    }
}
