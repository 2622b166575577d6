package gamut.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import java.util.Map;
import java.util.SplittableRandom;

/** Checks that the engine and {@link LoaReference} agree, position by position. */
public final class LoaCompare {
    private LoaCompare() {}

    /** Same pieces on the same squares and the same player to move. */
    public static void assertSamePosition(State s, LoaReference r, String where) {
        Rules rules = Kernel.rules(s);
        assertEquals(64, rules.cells, where);
        for (int c = 0; c < rules.cells; c++) {
            String name = rules.geometry.cellName(c);
            assertEquals(r.at(name), s.owner(c), () -> where + ": owner of " + name);
        }
        assertEquals(r.toMove(), s.toMove(), () -> where + ": player to move");
        assertEquals(r.pieces(LoaReference.BLACK), s.onBoard(0), where);
        assertEquals(r.pieces(LoaReference.WHITE), s.onBoard(1), where);
    }

    /** Same legal moves (as sorted notation). */
    public static void assertSameMoves(State s, LoaReference r, String where) {
        assertEquals(r.legalMoveNames(), Games.moves(s), () -> where + ": legal moves in " + r.text());
    }

    /** Same connectedness of both sides, and the same ruling: not over, or the same winner and end rule. */
    public static void assertSameRuling(State s, LoaReference r, String where) {
        assertEquals(r.connected(LoaReference.BLACK), Kernel.board(s).ask().connected(0), () -> where + ": black connected in " + r.text());
        assertEquals(r.connected(LoaReference.WHITE), Kernel.board(s).ask().connected(1), () -> where + ": white connected in " + r.text());
        assertEquals(r.isOver(), s.isOver(), () -> where + ": game over? in " + r.text() + " engine says "
                + Games.describe(s) + ", reference " + r.verdict());
        if (r.isOver()) {
            assertNotNull(s.result());
            assertEquals(r.verdict().winner(), s.result().winner(), () -> where + ": winner in " + r.text());
            assertEquals(r.verdict().end(), s.result().end(), () -> where + ": end rule in " + r.text());
        }
        assertEquals(r.occurrencesOfCurrent(), s.repetitionsOfCurrent(), () -> where + ": occurrences of " + r.text());
    }

    public static void assertSame(State s, LoaReference r, String where) {
        assertSamePosition(s, r, where);
        assertSameRuling(s, r, where);
        assertSameMoves(s, r, where);
    }

    /**
     * Plays a random game on both from their current positions, choosing among the engine's moves
     * with the seed, and compares everything after every ply. Stops at the end or after maxPlies.
     * Returns the number of plies played.
     */
    public static int playAndCompare(State s, LoaReference r, long seed, int maxPlies, String label) {
        SplittableRandom random = new SplittableRandom(seed);
        MoveList moves = new MoveList();
        assertSame(s, r, label + " ply " + s.ply());
        int played = 0;
        while (!s.isOver() && played < maxPlies) {
            s.generate(moves);
            int m = moves.get(random.nextInt(moves.size()));
            String text = Notation.format(s, m);
            s.make(m);
            r.play(text);
            played++;
            assertSame(s, r, label + " ply " + s.ply() + " after " + text);
        }
        return played;
    }

    /**
     * Walks the whole game tree to {@code depth} plies on both at once, comparing at every node.
     * Each finished game found is tallied by its description ("draw (both_connected)" ...), and
     * each pass under the key "pass".
     */
    public static void walkAndCompare(State s, LoaReference r, int depth, String label, Map<String, Integer> tally) {
        assertSame(s, r, label);
        if (s.isOver()) {
            tally.merge(Games.describe(s), 1, Integer::sum);
            return;
        }
        if (depth == 0) {
            return;
        }
        MoveList moves = new MoveList();
        s.generate(moves);
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            String text = Notation.format(s, m);
            if (text.equals("pass")) {
                tally.merge("pass", 1, Integer::sum);
            }
            s.make(m);
            r.play(text);
            walkAndCompare(s, r, depth - 1, label + " " + text, tally);
            r.unmake();
            s.unmake();
        }
    }
}
