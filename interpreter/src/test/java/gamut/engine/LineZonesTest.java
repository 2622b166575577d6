package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.testing.Games;
import gamut.testing.Snapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Zones given as lines (docs/language.md section 3, "zone", *Lines*): named alignments that need
 * not be the board's rows, 'completed' on the last move and 'in_line' on a cell.
 */
class LineZonesTest {

    /**
     * Stones dropped on a 3 by 3 grid; only the middle row and the two diagonals are lines: a player
     * who completes one wins. 'lone' drops only on cells on no whole line of the zone.
     */
    static final String GAME = """
            game "Lines" {
                players white, black
                board grid 3 by 3
                pieces { stone }
                setup { reserve white: stone 5  reserve black: stone 5 }
                zone lines3 = a2-b2-c2, a1-b2-c3, a3-b2-c1
                drops stone { for c in cells where empty { drop } }
                end line: completed(lines3) => mover wins
                end full: in_reserve(white, stone) + in_reserve(black, stone) == 0 => draw
                EXTRA
            }
            """;

    static Game game(String extra) {
        return Gamut.load("lines.gamut", GAME.replace("EXTRA", extra), List.of());
    }

    @Test
    void completingALineOfTheZoneWinsAndOtherRowsDoNot() {
        Game g = game("");
        // White's a1 b2 c3 diagonal: the move c3 completes it.
        State s = g.position("white: a1 b2; black: a3 c1; reserve white: stone 3; reserve black: stone 3");
        Games.play(s, "S@c3");
        assertEquals("white wins (line)", Games.describe(s));
        // The bottom row a1 b1 c1 is no line of the zone: the game goes on.
        State row = g.position("white: a1 b1; black: a3 b3; reserve white: stone 3; reserve black: stone 3");
        Games.play(row, "S@c1");
        assertEquals("not over", Games.describe(row));
        // A drop that completes nothing after the line stood already does not win again: the last
        // move's cell must be on the line.
        State stood = g.position("white: a2 b2 c2; black: a3 c1 a1; reserve white: stone 2; reserve black: stone 2");
        assertEquals(List.of("S@b1", "S@b3", "S@c3"), Games.moves(stood));
        Games.play(stood, "S@b1");
        assertEquals("not over", Games.describe(stood));
    }

    @Test
    void perftCountsGamesThatEndOnALine() {
        // 9, 9*8, 9*8*7, 9*8*7*6, 9*8*7*6*5: no line is completed before White's third stone, the fifth drop.
        Perft perft = new Perft(game("").newState());
        assertEquals(9, perft.count(1));
        assertEquals(72, perft.count(2));
        assertEquals(504, perft.count(3));
        assertEquals(3024, perft.count(4));
        assertEquals(15120, perft.count(5));
        // White's fifth-ply drop wins when its three stones make one of the 3 lines, in any of 3!
        // orders, with Black's two stones on 2 of the other 6 cells (6 * 5): 3 * 6 * 30 = 540
        // games over, each missing the 4 drops that would follow: 9*8*7*6*5*4 - 540 * 4.
        assertEquals(60480 - 540 * 4, perft.count(6));
        assertEquals(reference(6), perft.count(6));
    }

    /** Perft by brute force over drop sequences, the line rule written out in Java. */
    private static long reference(int depth) {
        return count(new int[9], 0, depth);
    }

    private static final int[][] LINES = {{3, 4, 5}, {0, 4, 8}, {6, 4, 2}};

    private static long count(int[] board, int ply, int depth) {
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        int who = ply % 2 + 1;
        for (int c = 0; c < 9; c++) {
            if (board[c] == 0) {
                board[c] = who;
                boolean won = false;
                for (int[] line : LINES) {
                    won |= (line[0] == c || line[1] == c || line[2] == c)
                            && board[line[0]] == who && board[line[1]] == who && board[line[2]] == who;
                }
                n += won || ply + 1 == 10 ? (depth == 1 ? 1 : 0) : count(board, ply + 1, depth - 1);
                board[c] = 0;
            }
        }
        return n;
    }

    @Test
    void inLineAsksAboutAnyCellAndMakeUnmakeRestoreTheHash() {
        Game g = game("drops stone as lone { for c in cells where empty { drop } }\n"
                + "    after lone { if in_line(lines3, b2) { flip at b2 } }");
        State s = g.position("white: a1 c3; black: a3; reserve white: stone 3; reserve black: stone 4");
        Snapshot before = Snapshot.of(s);
        MoveList moves = new MoveList();
        s.generate(moves);
        for (int i = 0; i < moves.size(); i++) {
            String written = Notation.format(s, moves.get(i));
            s.make(moves.get(i));
            s.unmake();
            before.assertSame(s, written);
        }
    }

    @Test
    void aLineOfOneCellALineWithACellTwiceAndAZoneOfCellsAreErrorsAtTheirPlace() {
        GamutException e = assertThrows(GamutException.class, () -> Gamut.load("lines.gamut",
                GAME.replace("EXTRA", "").replace("a3-b2-c1", "a3-b2-c1, b1"), List.of()));
        assertTrue(e.getMessage().contains("lines.gamut:6:49: error: zone 'lines3' is given as lines, and 'b1' is one cell:"
                + " join the cells of a line with '-' (a1-d1-g1)"), e.getMessage());
        GamutException cells = assertThrows(GamutException.class, () -> Gamut.load("lines.gamut",
                GAME.replace("EXTRA", "zone corners = a1, c1, a3, c3\n    end corner: completed(corners) => mover wins"), List.of()));
        assertTrue(cells.getMessage().contains("lines.gamut:11:27: error: 'completed' asks about the lines of a zone, and zone"
                + " 'corners' is given as cells: give it as lines, each its cells joined by '-' (a1-d1-g1, b2-d2-f2)"),
                cells.getMessage());
        GamutException twice = assertThrows(GamutException.class, () -> Gamut.load("lines.gamut",
                GAME.replace("EXTRA", "").replace("a3-b2-c1", "a3-b2-a3"), List.of()));
        assertTrue(twice.getMessage().contains("lines.gamut:6:45: error: cell 'a3' is listed twice in a line of zone 'lines3'"),
                twice.getMessage());
    }
}
