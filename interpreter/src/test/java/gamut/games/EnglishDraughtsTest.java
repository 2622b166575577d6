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
 * games/english-draughts.gamut against the independent {@link EnglishDraughtsReference}: perft
 * from the start against the published figures, whole trees from set-up positions compared node by
 * node, and random games compared ply by ply. {@code -Dgamut.draughts.full=true} runs perft to the
 * end of the published list (depth 8).
 */
class EnglishDraughtsTest {
    static final String FILE = "english-draughts.gamut";
    static final long[] PUBLISHED = {7, 49, 302, 1469, 7361, 36768, 179740, 845931};

    /** A king that can go round a square of four men both ways, ending on the square it left. */
    static final String CIRCLE = "black: king d2 man a1 g1 b6; white: man c3 e3 c5 e5 a7 king h8; turn: black";
    /** A man that reaches the far row by jumping stops there, crowned, though a king could jump on. */
    static final String CROWN = "black: man d6 b2 h4; white: man e7 g7 c7 king a3 man h6; turn: black";
    /** Several paths of jumps to the same square, and a man choosing between branches. */
    static final String PATHS = "black: man c1 e1 king h2; white: man b2 d2 b4 d4 f4 f6 king a7; turn: black";

    static Game game() {
        return DraughtsCompare.load(FILE);
    }

    @Test
    void theReferenceReachesThePublishedFigures() {
        EnglishDraughtsReference r = EnglishDraughtsReference.start();
        for (int d = 1; d <= 7; d++) {
            assertEquals(PUBLISHED[d - 1], r.perft(d), "reference perft " + d);
        }
    }

    @Test
    void perftFromTheStartToDepthSeven() {
        Perft perft = new Perft(game().newState());
        for (int d = 1; d <= 7; d++) {
            assertEquals(PUBLISHED[d - 1], perft.count(d), "perft " + d);
        }
    }

    @Test
    @EnabledIfSystemProperty(named = "gamut.draughts.full", matches = "true")
    void perftFromTheStartToDepthEight() {
        Perft perft = new Perft(game().newState());
        EnglishDraughtsReference r = EnglishDraughtsReference.start();
        for (int d = 1; d <= 8; d++) {
            assertEquals(PUBLISHED[d - 1], perft.count(d), "perft " + d);
            assertEquals(PUBLISHED[d - 1], r.perft(d), "reference perft " + d);
        }
    }

    @Test
    void theStartTreeMatchesTheReferenceNodeByNode() {
        DraughtsCompare compare = DraughtsCompare.counting();
        assertEquals(PUBLISHED[4], compare.walk(game().newState(), EnglishDraughtsReference.start(), 5, "start"));
        assertEquals(9_189, compare.positions);
    }

    @Test
    void aKingGoesRoundFourMenBothWaysBackToItsSquare() {
        State s = game().position(CIRCLE);
        assertEquals(sorted("Kd2xb4xd6xf4xd2 Kd2xf4xd6xb4xd2"), Games.plainMoves(s));
        Games.play(s, "Kd2xf4xd6xb4xd2");
        assertEquals("{a1=black man, a7=white man, b6=black man, d2=black king, g1=black man, h8=white king}",
                DraughtsCompare.pieces(s).toString());
        tree(CIRCLE, 6, 886);
    }

    @Test
    void aManCrownedByAJumpStopsThere() {
        State s = game().position(CROWN);
        assertEquals(sorted("Md6xb8 Md6xf8"), Games.plainMoves(s));
        Games.play(s, "Md6xf8");
        assertEquals("black king", DraughtsCompare.pieces(s).get("f8"));
        assertEquals(sorted("Ka3xc1"), Games.plainMoves(s));
        tree(CROWN, 6, 277);
    }

    @Test
    void severalPathsToOneSquareAreSeveralMoves() {
        State s = game().position(PATHS);
        assertEquals(sorted("Mc1xa3xc5 Mc1xe3xc5 Mc1xe3xg5xe7 Me1xc3xa5 Me1xc3xe5xg7"), Games.plainMoves(s));
        tree(PATHS, 6, 25_809);
    }

    /** The interpreter's and the reference's trees from a position, compared node by node. */
    static void tree(String position, int depth, long leaves) {
        DraughtsCompare compare = DraughtsCompare.counting();
        long expected = EnglishDraughtsReference.at(position).perft(depth);
        assertEquals(expected, new Perft(game().position(position)).count(depth), position);
        assertEquals(expected, compare.walk(game().position(position), EnglishDraughtsReference.at(position), depth, position));
        assertEquals(leaves, expected, position + ": leaves at depth " + depth + " (" + compare.positions + " positions)");
    }

    @Test
    void twoHundredRandomGamesMatchTheReferencePlyByPly() {
        DraughtsCompare compare = DraughtsCompare.counting();
        long plies = 0;
        for (long seed = 1; seed <= 200; seed++) {
            plies += compare.randomGame(game().newState(), EnglishDraughtsReference.start(), seed);
        }
        assertEquals(14_143, plies, "plies (" + compare.positions + " positions)");
    }
}
