package gamut.games;

import static gamut.testing.Games.sorted;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.engine.Game;
import gamut.engine.Perft;
import gamut.engine.State;
import gamut.testing.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * games/international-draughts.gamut against the independent {@link InternationalDraughtsReference}:
 * perft from the start against the published figures, whole trees from set-up positions compared
 * node by node, and random games compared ply by ply. {@code -Dgamut.draughts.full=true} runs perft
 * to the end of the published list (depth 7).
 */
class InternationalDraughtsTest {
    static final String FILE = "international-draughts.gamut";
    static final long[] PUBLISHED = {9, 81, 658, 4265, 27117, 167140, 1049442};

    /**
     * A flying king that can take four men round a square either way: clockwise it comes back over
     * its own square (and may stop there), and the men it has taken stay in its way (the Turkish
     * strike keeps it from flying on over f6 or d6 to take h8 as a fifth).
     */
    static final String KING = "white: king e5 man a1 j2; black: man f6 f8 d8 d6 h8 a7 b10; turn: white";
    /**
     * A man takes three, backwards and forwards, passing over the far row (d10) without being
     * crowned; the other man's two backward captures are too few, as is the king's one.
     */
    static final String MAN = "white: man b8 e5 king j2; black: man c9 e9 g7 d4 b2 king a9; turn: white";
    /** Kings and men on both sides, taking in turns: majority captures where a king counts one. */
    static final String MIXED = "white: king a1 man c3 e3 g5; black: king j10 man d6 f6 h6 d8 f4; turn: black";

    static Game game() {
        return DraughtsCompare.load(FILE);
    }

    @Test
    void theReferenceReachesThePublishedFigures() {
        InternationalDraughtsReference r = InternationalDraughtsReference.start();
        for (int d = 1; d <= 5; d++) {
            assertEquals(PUBLISHED[d - 1], r.perft(d), "reference perft " + d);
        }
    }

    @Test
    void perftFromTheStartToDepthSix() {
        Perft perft = new Perft(game().newState());
        for (int d = 1; d <= 6; d++) {
            assertEquals(PUBLISHED[d - 1], perft.count(d), "perft " + d);
        }
    }

    @Test
    @EnabledIfSystemProperty(named = "gamut.draughts.full", matches = "true")
    void perftFromTheStartToDepthSeven() {
        Perft perft = new Perft(game().newState());
        InternationalDraughtsReference r = InternationalDraughtsReference.start();
        for (int d = 1; d <= 7; d++) {
            assertEquals(PUBLISHED[d - 1], perft.count(d), "perft " + d);
            assertEquals(PUBLISHED[d - 1], r.perft(d), "reference perft " + d);
        }
    }

    @Test
    void theStartTreeMatchesTheReferenceNodeByNode() {
        DraughtsCompare compare = DraughtsCompare.counting();
        assertEquals(PUBLISHED[3], compare.walk(game().newState(), InternationalDraughtsReference.start(), 4, "start"));
        assertEquals(1 + 9 + 81 + 658 + 4265, compare.positions);
    }

    @Test
    void aFlyingKingTakesTheMostAndTheTakenMenBlockIt() {
        State s = game().position(KING);
        assertEquals(sorted("Ke5xg7xe9xc7xe5 Ke5xg7xe9xc7xf4 Ke5xg7xe9xc7xg3 Ke5xg7xe9xc7xh2 Ke5xg7xe9xc7xi1"
                + " Ke5xc7xe9xg7xe5 Ke5xc7xe9xg7xd4 Ke5xc7xe9xg7xc3 Ke5xc7xe9xg7xb2"
                + " Ke5xc7xe9xg7xi9 Ke5xc7xe9xg7xj10"), Games.plainMoves(s));
        Games.play(s, "Ke5xg7xe9xc7xe5");
        assertEquals("{a1=white man, a7=black man, b10=black man, e5=white king, h8=black man, j2=white man}",
                DraughtsCompare.pieces(s).toString());
        tree(KING, 4, 1_838);
    }

    @Test
    void aManPassingOverTheFarRowIsNotCrowned() {
        State s = game().position(MAN);
        assertEquals(sorted("Mb8xd10xf8xh6"), Games.plainMoves(s));
        Games.play(s, "Mb8xd10xf8xh6");
        assertEquals("white man", DraughtsCompare.pieces(s).get("h6"));
        tree(MAN, 5, 2_181);
    }

    @Test
    void kingsAndMenTakingInTurns() {
        tree(MIXED, 7, 4_055);
    }

    /** The interpreter's and the reference's trees from a position, compared node by node. */
    static void tree(String position, int depth, long leaves) {
        DraughtsCompare compare = DraughtsCompare.counting();
        long expected = InternationalDraughtsReference.at(position).perft(depth);
        assertEquals(expected, new Perft(game().position(position)).count(depth), position);
        assertEquals(expected, compare.walk(game().position(position), InternationalDraughtsReference.at(position),
                depth, position));
        assertEquals(leaves, expected, position + ": leaves at depth " + depth + " (" + compare.positions + " positions)");
    }

    @Test
    void twoHundredRandomGamesMatchTheReferencePlyByPly() {
        DraughtsCompare compare = DraughtsCompare.counting();
        long plies = 0;
        for (long seed = 1; seed <= 200; seed++) {
            plies += compare.randomGame(game().newState(), InternationalDraughtsReference.start(), seed);
        }
        assertEquals(18_730, plies, "plies (" + compare.positions + " positions)");
    }
}
