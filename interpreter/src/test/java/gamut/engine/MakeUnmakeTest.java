package gamut.engine;

import static gamut.testing.Games.loa;
import static gamut.testing.Games.play;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.Move;
import gamut.core.MoveList;
import gamut.rules.Rules;
import gamut.testing.Games;
import gamut.testing.Snapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** make/unmake restores everything, and the Zobrist hash depends on the position only. */
class MakeUnmakeTest {
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
        int[] owner = s.board().owner.clone();
        Playout playout = new Playout();
        for (long seed = 1; seed <= 50; seed++) {
            playout.play(s, new SplittableRandom(seed));
            assertTrue(s.isOver());
            while (s.depth() > 0) {
                s.unmake();
            }
            assertEquals(hash, s.hash(), "seed " + seed);
            assertArrayEquals(owner, s.board().owner, "seed " + seed);
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
        assertArrayEquals(a.board().owner, b.board().owner);
        assertEquals(a.toMove(), b.toMove());
        assertEquals(Games.moves(a), Games.moves(b));

        // With captures on both sides, in two orders.
        State c = Games.start(loa());
        State d = Games.start(loa());
        play(c, "c1xa3", "h2-f2", "f8xh6", "a7-c7");
        play(d, "f8xh6", "a7-c7", "c1xa3", "h2-f2");
        assertEquals(c.hash(), d.hash());
        assertArrayEquals(c.board().owner, d.board().owner);

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

    /**
     * The number of pieces borne off is part of the position: two positions that differ only there
     * hash differently, so repetition and the dice play table never take one for the other.
     */
    @Test
    void piecesBorneOffArePartOfTheHash() {
        Rules fevga = Games.load("run-fevga.gamut");
        String board = "white: 1*5, 2*5, 3*4; black: 13*14; turn: white";
        State none = Games.position(fevga, board);
        State one = Games.position(fevga, board + "; exited white: 1");
        State other = Games.position(fevga, board + "; exited black: 1");
        assertNotEquals(none.hash(), one.hash());
        assertNotEquals(one.hash(), other.hash());
        assertEquals(one.hash(), Games.position(fevga, board + "; exited white: 1").hash());

        // Bearing a piece off changes the hash, and taking the move back restores it.
        State s = Games.position(fevga, "white: 1*2; black: 13*15; exited white: 13; turn: white");
        s.setRoll(new int[] {1, 2});
        long before = s.hash();
        Snapshot start = Snapshot.of(s);
        MoveList moves = new MoveList();
        s.generate(moves);
        int bearOff = -1;
        for (int m : moves.toArray()) {
            if (Move.kind(m) == Move.EXIT) {
                bearOff = m;
            }
        }
        assertTrue(bearOff != -1, "a piece on the last point can be borne off: " + Games.moves(s));
        s.make(bearOff);
        assertEquals(14, s.exited(0));
        assertNotEquals(before, s.hash());
        s.unmake();
        start.assertSame(s, "after unmaking the bear-off");
    }
}
