package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.base.GamutException;
import gamut.engine.Notation;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import org.junit.jupiter.api.Test;

/** The alpha-beta search finds what a player would not miss, in positions set up for it. */
class AlphaBetaTest {
    private static String choice(State state, int depth) {
        AlphaBeta search = new AlphaBeta(depth, 0, null, 16);
        return Notation.format(state, search.choose(state, null, () -> false));
    }

    private static Analysis analysed(State state, int depth) {
        AlphaBeta search = new AlphaBeta(depth, 0, null, 16);
        search.choose(state, null, () -> false);
        return search.analysis().orElseThrow();
    }

    @Test
    void aMateInOneIsPlayedAndSeenAsAWin() {
        State s = Games.position(Games.load("chess.gamut"), "fen:6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
        assertEquals("Ra8#", choice(s, 3));
        Analysis a = analysed(s, 3);
        assertEquals(1.0, a.value());
        assertEquals(Analysis.PROVEN_WIN, a.proof());
        // A win seen at depth 1 cannot change with depth: the search stops there.
        assertEquals(1, a.depth());
    }

    @Test
    void aPlayerTakesAMiddlePlaceRatherThanStayingWhereTheEvaluationCallsItEven() {
        // Four players; blue and white finish first and second, and black, one step from its goal,
        // can take third (and end the game, green last). Valued by evaluation alone, staying out
        // looked better than a third place, worth less than even, and black shuffled for ever.
        State s = Games.position(Games.load("chinese-checkers.gamut", "players=4"), "black: m9 m11 m12 m13 l10 l11 l12 k10"
                + " k11 j10; green: e10 e11 e12 e13 f10 f11 f12 g10 g11 i9; blue: e1 e2 e3 e4 f1 f2 f3 g1 g2 i1;"
                + " white: m1 m2 m3 m4 l1 l2 l3 k1 k2 j2; turn: blue");
        Games.play(s, "i1-h1", "j2-j1");
        assertEquals("blue 1st, white 2nd", s.game().places(s));
        for (int depth = 1; depth <= 3; depth++) {
            assertEquals("m9-m10", choice(s, depth), "depth " + depth);
        }
        Games.play(s, "m9-m10");
        assertEquals("blue 1st, white 2nd, black 3rd, green 4th", s.game().places(s));
    }

    @Test
    void aMateInTwoIsFoundRatherThanAQuietMove() {
        // 1. Rd8+ Rxd8 2. Rxd8#: a rook given up for the mate.
        State s = Games.position(Games.load("chess.gamut"), "fen:r5k1/5ppp/8/8/8/8/3R1PPP/3R2K1 w - - 0 1");
        Analysis a = analysed(s, 4);
        assertEquals(1.0, a.value());
        assertEquals("Rd8+", Notation.format(s, a.best()));
    }

    @Test
    void aPieceThatCanBeTakenForNothingIsNotLeftThere() {
        // The white queen on d3 is attacked by the knight on c5 and defended by nothing.
        State s = Games.position(Games.load("chess.gamut"), "fen:4k3/8/8/2n5/8/3Q4/8/4K3 w - - 0 1");
        Rules rules = Kernel.rules(s);
        for (int ply = 0; ply < 2; ply++) {
            AlphaBeta search = new AlphaBeta(4, 0, null, 16);
            s.make(search.choose(s, null, () -> false));
        }
        int queen = -1;
        for (int t = 0; t < rules.pieces(); t++) {
            if (rules.pieceName(t).equals("queen")) {
                queen = t;
            }
        }
        assertEquals(1, Kernel.board(s).onBoardByType[queen], "white still has its queen after a move each");
    }

    @Test
    void aCaptureThatLosesMoreIsSeenThroughByTheQuiescenceSearch() {
        // Qxd5 wins a pawn but the rook on d8 takes the queen back: at depth 1 only the quiescence search sees it.
        State s = Games.position(Games.load("chess.gamut"), "fen:3rk3/8/8/3p4/8/8/8/3QK3 w - - 0 1");
        assertTrue(!choice(s, 1).equals("Qd1xd5"), "the defended pawn is left alone");
    }

    @Test
    void aForcedWinOfConnectingFourIsPlayedOut() {
        // Yellow's d1 makes three in a row with both ends open: red can block only one.
        State s = Games.position(Games.load("connect-four.gamut"), "yellow: b1 c1; red: b2 c2; turn: yellow;"
                + " reserve yellow: disc unlimited; reserve red: disc unlimited");
        assertEquals("O@d1", choice(s, 5));
        assertEquals(1.0, analysed(s, 5).value());
        int plies = 0;
        while (!s.isOver()) {
            s.make(new AlphaBeta(5, 0, null, 16).choose(s, null, () -> false));
            plies++;
        }
        assertEquals("yellow wins (four)", Games.describe(s));
        assertEquals(3, plies);
    }

    @Test
    void aShotPastTheHorizonIsSeenWhereTakingIsCompulsory() {
        // c5-d6 gives a man: white must take it (e7xc5, as c7's jump is blocked by e5), and b4 then
        // takes two (b4xd6xb8). At depth 1 only the quiescence search sees it, and only if white,
        // bound to take, cannot stand pat on the man it is down.
        State s = Games.position(Games.load("english-draughts.gamut"),
                "black: man a3 b4 c5 e5; white: man c7 e7 h8; turn: black");
        assertEquals("19-23", choice(s, 1), "c5-d6, by the notation's square numbers");
    }

    @Test
    void aForcedWinInDraughtsIsPlayedOut() {
        // Two kings against a man: the man is driven and taken, and white is left without moves.
        State s = Games.position(Games.load("english-draughts.gamut"), "black: king d4 king f4; white: man h6; turn: black");
        assertEquals(Analysis.PROVEN_WIN, analysed(s, 6).proof());
        int plies = 0;
        while (!s.isOver()) {
            s.make(new AlphaBeta(6, 0, null, 16).choose(s, null, () -> false));
            plies++;
        }
        assertEquals("black wins (no_moves)", Games.describe(s));
        assertEquals(3, plies);
    }

    @Test
    void theDecisionsOfATurnOfSeveralPartsAreEachAPly() {
        // Turns of two actions: the side to move is read from the state, not assumed to alternate.
        State s = Games.start(Games.load("run-knizia.gamut"));
        Player a = Player.parse("ab:2", 1);
        Player b = Player.parse("ab:3", 2);
        while (!s.isOver() && s.ply() < 400) {
            s.make((s.decider() == 0 ? a : b).choose(s));
        }
        assertEquals("white wins (no_cows)", Games.describe(s));
        assertEquals(135, s.ply());
    }

    @Test
    void aGameOfDiceIsRefusedWithAReason() {
        State s = Games.start(Games.load("backgammon.gamut"));
        s.make(s.randomOutcome(new java.util.SplittableRandom(1)));
        GamutException e = assertThrows(GamutException.class, () -> choice(s, 2));
        assertEquals("the alpha-beta player searches games without dice; Backgammon has dice: use a tree-search "
                + "player (mcts) instead", e.getMessage());
    }

    @Test
    void contemptPlaysOnRatherThanStalemateWhereADrawCostsMoreThanPlayingOn() {
        // White, valued 50 behind whatever it plays, can stalemate Black at once with Na6 (a draw):
        // even, a draw is better than 50 behind; with a contempt of 100 it is worse, and White plays on.
        State s = Games.position(Games.load("chess.gamut"), "fen:k7/p1K5/8/2N5/8/8/8/8 w - - 0 1");
        Evaluator behind = (state, player) -> player == 0 ? -50 : 50;
        assertEquals("Na6", Notation.format(s, new AlphaBeta(1, 0, behind, 16).choose(s, null, () -> false)));
        String played = Notation.format(s, new AlphaBeta(1, 0, behind, 16).contempt(100).choose(s, null, () -> false));
        assertTrue(!played.equals("Na6"), played);
        Games.play(s, "Na6");
        assertTrue(s.isOver() && s.result().isDraw(), "Na6 stalemates");
    }

    @Test
    void theSpecsOfTheAlphaBetaPlayer() {
        assertEquals("ab:2000nodes+contempt=30", Player.parse("ab:2000nodes+contempt=30", 1).describe());
        assertEquals("ab:4+contempt=5", Player.parse("ab+contempt=5", 1).describe());
        assertEquals("player 'ab:2+draw=3': unknown option 'draw=3': use +contempt=N",
                assertThrows(GamutException.class, () -> Player.parse("ab:2+draw=3", 1)).getMessage());
        assertEquals("player 'ab:2+contempt=0': at least 1 point",
                assertThrows(GamutException.class, () -> Player.parse("ab:2+contempt=0", 1)).getMessage());
        assertEquals("player 'ab:2+contempt=100001': a contempt of at most 100000, not 100001",
                assertThrows(GamutException.class, () -> Player.parse("ab:2+contempt=100001", 1)).getMessage());
        assertEquals("ab:4", Player.parse("ab", 1).describe());
        assertEquals("ab:7", Player.parse("ab:7", 1).describe());
        assertEquals("ab:500ms", Player.parse("ab:500ms", 1).describe());
        assertEquals("player 'ab:0': at least 1 ply",
                assertThrows(GamutException.class, () -> Player.parse("ab:0", 1)).getMessage());
        assertEquals("player 'ab:x': the budget must be a depth in plies, a time such as 2s or 500ms or a number of nodes such as 20000nodes, not 'x'",
                assertThrows(GamutException.class, () -> Player.parse("ab:x", 1)).getMessage());
        assertEquals("player 'ab:201': at most 200 plies, not 201",
                assertThrows(GamutException.class, () -> Player.parse("ab:201", 1)).getMessage());
        assertEquals("player 'ab:1:2': use ab, ab:DEPTH, ab:TIME or ab:NODESnodes",
                assertThrows(GamutException.class, () -> Player.parse("ab:1:2", 1)).getMessage());
        assertEquals("ab:20000nodes", Player.parse("ab:20000nodes", 1).describe());
        assertEquals("player 'ab:0nodes': at least 1 node",
                assertThrows(GamutException.class, () -> Player.parse("ab:0nodes", 1)).getMessage());
    }

    @Test
    void aBudgetOfNodesStopsWithinAStepOfItAndReplaysPerSeed() {
        State start = Games.position(Games.load("chess.gamut"), "fen:rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        int[] moves = new int[2];
        long[] nodes = new long[2];
        for (int i = 0; i < 2; i++) {
            try (Player p = Player.parse("ab:5000nodes", 7)) {
                moves[i] = p.choose(start);
                nodes[i] = p.analysis().orElseThrow().iterations();
            }
        }
        assertEquals(moves[0], moves[1], "the same seed, the same move");
        assertEquals(nodes[0], nodes[1], "the same seed, the same nodes");
        // The nodes of the deepest search finished or improved: no new depth starts past half the budget.
        assertTrue(nodes[0] > 0 && nodes[0] <= 5000 + 1024, "nodes " + nodes[0]);
    }
}
