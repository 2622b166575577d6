package gamut.engine;

import static gamut.testing.Games.sorted;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.testing.Games;
import gamut.testing.Snapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Captured pieces that join the captor's reserve ('captures go to hand', 'demote', docs/language.md
 * section 3), in the way of the drop games: a small game played, counted against a reference
 * written here, taken back move by move; then every other way a piece is captured.
 */
class CapturesToHandTest {

    /**
     * Pawns step ahead onto anything but a friend and become tokins on the far row; tokins step
     * orthogonally; a captured piece goes to its captor's hand, a tokin as a pawn, and pawns in hand
     * are dropped on any empty cell short of the far row.
     */
    static final String LITTLE_HAND = """
            game "Little hand" {
                players white, black
                board grid 3 by 3
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                pieces { pawn "P", tokin "T" }
                directions ahead of white = n
                directions ahead of black = s
                zone far of white = a3, b3, c3
                zone far of black = a1, b1, c1
                setup {
                    white pawn: a1, b1, c1
                    black pawn: a3, b3, c3
                }
                captures go to hand
                demote tokin to pawn
                moves pawn {
                    step ahead
                    verify not friend
                    if in(far) { promote to tokin }
                    move
                }
                moves tokin {
                    for d in n e s w {
                        step d
                        verify not friend
                        move
                    }
                }
                drops pawn {
                    for c in cells where empty and not in(far) { drop }
                }
            }
            """;

    static Game littleHand() {
        return Gamut.load("little-hand.gamut", LITTLE_HAND, List.of());
    }

    @Test
    void aCapturedPieceJoinsTheCaptorsReserveAndIsDroppedBack() {
        State s = littleHand().newState();
        Games.play(s, "Pa1-a2", "Pa3xa2");
        assertEquals("white: pawn b1 c1\nblack: pawn a2 b3 c3\nreserve black: pawn 1\nturn: white",
                PositionFormat.format(s));
        assertEquals(sorted("Pb1-b2 Pc1-c2"), Games.moves(s));
        Games.play(s, "Pb1-b2");
        // Black's pawn in hand may go on a3 or c2, not on the far row (a1, b1).
        assertEquals(sorted("P@a3 P@c2 Pa2-a1=T Pb3xb2 Pc3-c2"), Games.moves(s));
        Games.play(s, "P@c2");
        assertEquals("white: pawn c1 b2\nblack: pawn a2 c2 b3 c3\nturn: white", PositionFormat.format(s));
    }

    @Test
    void aCapturedTokinJoinsTheReserveAsAPawn() {
        State s = littleHand().position("white: tokin b2; black: pawn b3; reserve black: pawn 1; turn: black");
        Games.play(s, "Pb3xb2");
        assertEquals("white:\nblack: pawn b2\nreserve black: pawn 2\nturn: white", PositionFormat.format(s));
        // A pawn that takes on the far row becomes a tokin; what it took is a pawn in white's hand.
        s = littleHand().position("white: pawn b2; black: tokin b3; turn: white");
        Games.play(s, "Pb2xb3=T");
        assertEquals("white: tokin b3\nreserve white: pawn 1\nblack:\nturn: black", PositionFormat.format(s));
    }

    @Test
    void perftAgreesWithAReferenceWrittenHere() {
        State s = littleHand().newState();
        long hash = s.hash();
        Perft perft = new Perft(s);
        int[] owner = {0, 0, 0, -1, -1, -1, 1, 1, 1};
        // Pinned as well, so that a change to the reference cannot pass unseen.
        long[] expected = {3, 9, 24, 72, 232, 958, 4650};
        for (int depth = 1; depth <= expected.length; depth++) {
            assertEquals(expected[depth - 1], reference(owner, new int[9], new int[2], 0, depth), "reference, depth " + depth);
            assertEquals(expected[depth - 1], perft.count(depth), "depth " + depth);
            assertEquals(hash, s.hash());
        }
    }

    /**
     * The game by hand (cell = x + 3y, owner -1 for none, kind 0 a pawn and 1 a tokin, hand[p] the
     * pawns player p holds): whatever is taken is a pawn in the taker's hand; a player without a
     * move passes.
     */
    static long reference(int[] owner, int[] kind, int[] hand, int mover, int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        boolean moved = false;
        int far = mover == 0 ? 2 : 0;
        int[][] pawnStep = {{0, mover == 0 ? 1 : -1}};
        int[][] tokinSteps = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        for (int c = 0; c < 9; c++) {
            if (owner[c] != mover) {
                continue;
            }
            for (int[] d : kind[c] == 0 ? pawnStep : tokinSteps) {
                int x = c % 3 + d[0];
                int y = c / 3 + d[1];
                int to = x + 3 * y;
                if (x < 0 || x > 2 || y < 0 || y > 2 || owner[to] == mover) {
                    continue;
                }
                int[] o = owner.clone();
                int[] k = kind.clone();
                int[] h = hand.clone();
                h[mover] += owner[to] >= 0 ? 1 : 0;
                o[to] = mover;
                k[to] = kind[c] == 0 && y == far ? 1 : kind[c];
                o[c] = -1;
                total += reference(o, k, h, 1 - mover, depth - 1);
                moved = true;
            }
        }
        for (int c = 0; c < 9 && hand[mover] > 0; c++) {
            if (owner[c] < 0 && c / 3 != far) {
                int[] o = owner.clone();
                int[] k = kind.clone();
                int[] h = hand.clone();
                o[c] = mover;
                k[c] = 0;
                h[mover]--;
                total += reference(o, k, h, 1 - mover, depth - 1);
                moved = true;
            }
        }
        return moved ? total : reference(owner, kind, hand, 1 - mover, depth - 1);
    }

    @Test
    void makeAndUnmakeRestoreTheBoardTheReservesAndTheHash() {
        State s = littleHand().newState();
        Snapshot start = Snapshot.of(s);
        Games.play(s, "Pa1-a2", "Pa3xa2");
        Snapshot two = Snapshot.of(s);
        Games.play(s, "Pb1-b2", "P@c2", "Pb2xb3=T", "Pc2xc1=T", "Tb3xc3");
        assertEquals("white: tokin c3\nreserve white: pawn 2\nblack: tokin c1 pawn a2\nreserve black: pawn 1\nturn: black",
                PositionFormat.format(s));
        // The hash kept move by move is the hash of the same position set up from nothing.
        assertEquals(Games.position(s.rules(), PositionFormat.format(s)).hash(), s.hash());
        for (int i = 0; i < 5; i++) {
            s.unmake();
        }
        two.assertSame(s, "five moves unmade");
        s.unmake();
        s.unmake();
        start.assertSame(s, "back at the start");
    }
}
