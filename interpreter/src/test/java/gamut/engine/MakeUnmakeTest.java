package gamut.engine;

import gamut.board.MoveList;
import static gamut.testing.Games.loa;
import static gamut.testing.Games.play;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** make/unmake restores everything, and the Zobrist hash depends on the position only. */
class MakeUnmakeTest {

    /** Everything observable about a position, copied. */
    record Snapshot(int[] owner, int[] piece, int[] height, int[] lineCount, int[] onBoard, int toMove, int ply,
                    long hash, int repetitions, boolean over, List<String> moves) {
        static Snapshot of(State s) {
            return new Snapshot(s.owner.clone(), s.piece.clone(), s.height.clone(), s.lineCount.clone(),
                    s.onBoard.clone(), s.toMove(), s.ply(), s.hash(), s.repetitionsOfCurrent(), s.isOver(),
                    Games.moves(s));
        }

        void assertSame(State s, String where) {
            assertArrayEquals(owner, s.owner, where + ": owner");
            assertArrayEquals(piece, s.piece, where + ": piece");
            assertArrayEquals(height, s.height, where + ": height");
            assertArrayEquals(lineCount, s.lineCount, where + ": line counts");
            assertArrayEquals(onBoard, s.onBoard, where + ": pieces on board");
            assertEquals(toMove, s.toMove(), where + ": to move");
            assertEquals(ply, s.ply(), where + ": ply");
            assertEquals(hash, s.hash(), where + ": hash");
            assertEquals(repetitions, s.repetitionsOfCurrent(), where + ": repetitions");
            assertEquals(over, s.isOver(), where + ": over");
            assertEquals(moves, Games.moves(s), where + ": moves");
        }
    }

    @Test
    void randomPlayoutsUnmadeBackToTheStartRestoreEverything() {
        for (String variant : new String[] {null, "no_move=loses", "setup=scrambled_eggs"}) {
            State s = Games.start(variant == null ? loa() : loa(variant));
            Snapshot start = Snapshot.of(s);
            for (long seed = 1; seed <= 40; seed++) {
                List<Snapshot> path = new ArrayList<>();
                SplittableRandom random = new SplittableRandom(seed);
                MoveList moves = new MoveList();
                while (!s.isOver()) {
                    path.add(Snapshot.of(s));
                    s.generate(moves);
                    s.make(moves.get(random.nextInt(moves.size())));
                }
                assertEquals(path.size(), s.ply());
                assertEquals(path.size(), s.line().length);
                for (int i = path.size() - 1; i >= 0; i--) {
                    s.unmake();
                    path.get(i).assertSame(s, variant + " seed " + seed + " back at ply " + i);
                }
                start.assertSame(s, variant + " seed " + seed + " at the start");
                assertNull(s.result());
                assertEquals(0, s.depth());
            }
        }
    }

    @Test
    void playoutThenUnmakeGivesTheStartHashAndBoard() {
        State s = Games.start(loa());
        long hash = s.hash();
        int[] owner = s.owner.clone();
        Playout playout = new Playout();
        for (long seed = 1; seed <= 50; seed++) {
            playout.play(s, new SplittableRandom(seed));
            assertTrue(s.isOver());
            while (s.depth() > 0) {
                s.unmake();
            }
            assertEquals(hash, s.hash(), "seed " + seed);
            assertArrayEquals(owner, s.owner, "seed " + seed);
            assertFalse(s.isOver());
            assertEquals(0, s.ply());
            assertEquals(1, s.repetitionsOfCurrent());
        }
    }

    @Test
    void transpositionsHashTheSame() {
        State a = Games.start(loa());
        State b = Games.start(loa());
        play(a, "b1-b3", "h2-f2", "g8-g6");
        play(b, "g8-g6", "h2-f2", "b1-b3");
        assertEquals(a.hash(), b.hash());
        assertArrayEquals(a.owner, b.owner);
        assertEquals(a.toMove(), b.toMove());
        assertEquals(Games.moves(a), Games.moves(b));

        // With captures on both sides, in two orders.
        State c = Games.start(loa());
        State d = Games.start(loa());
        play(c, "c1xa3", "h2-f2", "f8xh6", "a7-c7");
        play(d, "f8xh6", "a7-c7", "c1xa3", "h2-f2");
        assertEquals(c.hash(), d.hash());
        assertArrayEquals(c.owner, d.owner);

        // The same placement set up from text hashes the same as when reached by moves.
        State e = Games.position(loa(), PositionFormat.format(c));
        assertEquals(c.hash(), e.hash());
    }

    @Test
    void theSideToMoveAndThePlacementBothChangeTheHash() {
        State a = Games.start(loa());
        long start = a.hash();
        play(a, "b1-b3");
        assertNotEquals(start, a.hash());
        State b = Games.position(loa(), PositionFormat.format(a).replace("turn: white", "turn: black"));
        assertNotEquals(a.hash(), b.hash());
        play(a, "a7-c7", "b3-b1", "c7-a7");
        assertEquals(start, a.hash());
    }

    @Test
    void resetReturnsToTheInitialPosition() {
        State s = Games.start(loa());
        Snapshot start = Snapshot.of(s);
        new Playout().play(s, new SplittableRandom(7));
        s.reset();
        start.assertSame(s, "after reset");
    }
}
