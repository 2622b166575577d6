package gamut.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.testing.Games;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * The interpreter playing a draughts game beside an independent {@link DraughtsReference}: the
 * legal moves in notation, the pieces on the board, whose turn it is and how the game ends,
 * compared at every node of a tree or every ply of a random game.
 */
final class DraughtsCompare {
    /** How many positions the comparisons of this run have looked at (for the figures in the report). */
    long positions;

    private DraughtsCompare() {}

    static DraughtsCompare counting() {
        return new DraughtsCompare();
    }

    static Game load(String file) {
        return Gamut.load(Games.game(file), List.of());
    }

    /** Every occupied cell of the interpreter's board: "c3" to "black man". */
    static Map<String, String> pieces(State s) {
        Game game = s.game();
        Map<String, String> out = new TreeMap<>();
        for (int c = 0; c < Kernel.rules(s).cells; c++) {
            if (s.owner(c) >= 0) {
                out.put(game.geometry().cellName(c), game.playerName(s.owner(c)) + " " + game.pieceName(s.piece(c)));
            }
        }
        return out;
    }

    /** Asserts the two sides agree on the position and its legal moves. */
    void compare(State s, DraughtsReference r, String where) {
        positions++;
        assertEquals(r.pieces(), pieces(s), () -> where + ": pieces");
        assertEquals(r.toMove, s.toMove(), () -> where + ": to move");
        List<String> expected = r.moves();
        if (s.isOver()) {
            // A finished game has no moves; only the lack of moves or a draw rule may have ended it.
            String result = Games.describe(s);
            if (expected.isEmpty()) {
                assertEquals(r.players[1 - r.toMove] + " wins (no_moves)", result, where);
            } else {
                assertTrue(result.startsWith("draw"), () -> where + ": over with moves left: " + result);
            }
            return;
        }
        assertEquals(expected, Games.plainMoves(s), () -> where + ": legal moves\n" + PositionFormat.format(s));
    }

    /** Walks the interpreter's tree to the depth with the reference alongside, comparing every node; the leaves. */
    long walk(State s, DraughtsReference r, int depth, String where) {
        compare(s, r, where);
        if (depth == 0) {
            return 1;
        }
        if (s.isOver()) {
            return 0;
        }
        MoveList list = new MoveList();
        s.generate(list);
        long leaves = 0;
        for (int i = 0; i < list.size(); i++) {
            int m = list.get(i);
            String text = Notation.longForm(s, m);
            DraughtsReference next = r.copy();
            next.play(text);
            s.make(m);
            leaves += walk(s, next, depth - 1, where + " " + text);
            s.unmake();
        }
        return leaves;
    }

    /**
     * Plays random games from the position, the same moves on both sides, comparing after every
     * ply; returns the plies played.
     */
    long randomGame(State s, DraughtsReference r, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        MoveList list = new MoveList();
        long plies = 0;
        String last = "the start";
        while (true) {
            compare(s, r, "seed " + seed + " after ply " + plies + " (" + last + ")");
            if (s.isOver()) {
                return plies;
            }
            s.generate(list);
            int m = list.get(random.nextInt(list.size()));
            String text = Notation.longForm(s, m);
            last = text;
            r.play(text);
            s.make(m);
            plies++;
        }
    }
}
