package gamut.engine;

import static gamut.testing.Games.describe;
import static gamut.testing.Games.loa;
import static gamut.testing.Games.moves;
import static gamut.testing.Games.play;
import static gamut.testing.Games.position;
import static gamut.testing.Games.sorted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.base.GamutException;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.rules.Rules;
import gamut.testing.Games;
import gamut.testing.Snapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The test positions T1-T6 of docs/rules/lines-of-action.md section 6, in the variants it names. */
class LinesOfActionTest {
    static final int BLACK = 0;
    static final int WHITE = 1;

    static final String T1_MOVES = "b1-b3 b1-d3 b1-h1 b8-b6 b8-d6 b8-h8 c1-c3 c1-e3 c1xa3 c8-c6 c8-e6 c8xa6"
            + " d1-b3 d1-d3 d1-f3 d8-b6 d8-d6 d8-f6 e1-c3 e1-e3 e1-g3 e8-c6 e8-e6 e8-g6 f1-d3 f1-f3 f1xh3"
            + " f8-d6 f8-f6 f8xh6 g1-a1 g1-e3 g1-g3 g8-a8 g8-e6 g8-g6";

    // ---- T1

    @Test
    void t1InitialPositionHasExactlyTheSpecMoves() {
        State s = Games.start(loa());
        assertEquals(BLACK, s.toMove());
        assertEquals("black", s.rules().playerName(s.toMove()));
        assertFalse(s.isOver());
        List<String> moves = moves(s);
        assertEquals(36, moves.size());
        assertEquals(sorted(T1_MOVES), moves);
        assertEquals(List.of("c1xa3", "c8xa6", "f1xh3", "f8xh6"),
                moves.stream().filter(m -> m.contains("x")).sorted().collect(Collectors.toList()));
        assertEquals(List.of("b1-b3", "b1-d3", "b1-h1"),
                moves.stream().filter(m -> m.startsWith("b1")).collect(Collectors.toList()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"simultaneous=mover_wins", "repetition=none", "no_move=loses"})
    void t1SameMovesUnderVariantsThatKeepTheSetup(String variant) {
        State s = Games.start(loa(variant));
        assertEquals(BLACK, s.toMove());
        assertEquals(sorted(T1_MOVES), moves(s));
    }

    /** Reflecting the board in the a1-h8 diagonal swaps files and ranks, and so the two sides. */
    static String transpose(String move) {
        StringBuilder out = new StringBuilder();
        for (String part : move.split("(?<=[-x])|(?=[-x])")) {
            out.append(part.length() == 2 ? "" + (char) ('a' + part.charAt(1) - '1') + (char) ('1' + part.charAt(0) - 'a') : part);
        }
        return out.toString();
    }

    @Test
    void t1FirstWhiteGivesWhiteTheMirroredThirtySixMoves() {
        State s = Games.start(loa("first=white"));
        assertEquals(WHITE, s.toMove());
        List<String> expected = sorted(T1_MOVES).stream().map(LinesOfActionTest::transpose).sorted()
                .collect(Collectors.toList());
        assertEquals("a2-c2", transpose("b1-b3"));
        assertEquals("a3xc1", transpose("c1xa3"));
        assertEquals(36, moves(s).size());
        assertEquals(expected, moves(s));
        // The same position with White to move, set up by hand, gives the same moves.
        State t = position(loa(), "black: b1 c1 d1 e1 f1 g1 b8 c8 d8 e8 f8 g8;"
                + " white: a2 a3 a4 a5 a6 a7 h2 h3 h4 h5 h6 h7; turn: white");
        assertEquals(expected, moves(t));
    }

    @Test
    void t1SwappedSetupGivesBlackTheMirroredMoves() {
        State s = Games.start(loa("setup=swapped"));
        assertEquals(BLACK, s.toMove());
        assertEquals(sorted(T1_MOVES).stream().map(LinesOfActionTest::transpose).sorted().collect(Collectors.toList()),
                moves(s));
    }

    @Test
    void t1NoGameEndsWithinThreePlies() {
        State s = Games.start(loa());
        int[] interior = new int[1];
        walk(s, 3, interior);
        assertEquals(1 + 36 + 1244, interior[0]);
    }

    private static void walk(State s, int depth, int[] nodes) {
        assertFalse(s.isOver(), () -> "game over after " + s.ply() + " plies: " + describe(s));
        if (depth == 0) {
            return;
        }
        nodes[0]++;
        MoveList list = new MoveList();
        s.generate(list);
        for (int i = 0; i < list.size(); i++) {
            s.make(list.get(i));
            if (depth > 1) {
                walk(s, depth - 1, nodes);
            } else {
                assertFalse(s.isOver(), () -> "game over after " + s.ply() + " plies: " + describe(s));
            }
            s.unmake();
        }
    }

    // ---- T2

    static final String T2 = "black: d5 f5; white: a5 h5; turn: black";

    @Test
    void t2DistanceAndBlocking() {
        State s = position(loa(), T2);
        assertEquals(sorted("d5-c4 d5-c6 d5-d4 d5-d6 d5-e4 d5-e6 d5xh5 f5-b5 f5-e4 f5-e6 f5-f4 f5-f6 f5-g4 f5-g6"),
                moves(s));
        State w = position(loa(), "black: d5 f5; white: a5 h5; turn: white");
        assertEquals(sorted("a5-a4 a5-a6 a5-b4 a5-b6 h5-g4 h5-g6 h5-h4 h5-h6"), moves(w));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "simultaneous=mover_wins", "repetition=none", "no_move=loses"})
    void t2CaptureThatLeavesWhiteOnePieceLosesForBlack(String variant) {
        State s = position(variant.isEmpty() ? loa() : loa(variant), T2);
        play(s, "d5xh5");
        assertTrue(s.board().ask().connected(WHITE), "a single piece is connected");
        assertFalse(s.board().ask().connected(BLACK));
        assertTrue(s.isOver());
        assertEquals(WHITE, s.result().winner());
        assertEquals("opponent_connected", s.result().end());
        assertEquals(List.of(), moves(s), "no moves once the game is over");
    }

    // ---- T3

    static final String T3 = "black: c3 c4 f5; white: a1 b1 d5; turn: black";

    @Test
    void t3SimultaneousConnectionIsADrawByDefault() {
        State s = position(loa(), T3);
        assertTrue(moves(s).contains("f5xd5"));
        play(s, "f5xd5");
        assertTrue(s.board().ask().connected(BLACK));
        assertTrue(s.board().ask().connected(WHITE));
        assertTrue(s.isOver());
        assertTrue(s.result().isDraw());
        assertEquals(Result.DRAW, s.result().winner());
        assertEquals("both_connected", s.result().end());
    }

    @Test
    void t3SimultaneousConnectionWinsForTheMoverUnderMoverWins() {
        State s = position(loa("simultaneous=mover_wins"), T3);
        play(s, "f5xd5");
        assertTrue(s.isOver());
        assertEquals(BLACK, s.result().winner());
        assertEquals("both_connected", s.result().end());
    }

    @Test
    void t3WithWhiteCapturingTheMoverIsStillTheOneWhoWins() {
        // The mirror case: White captures and both sides connect; mover_wins gives it to White.
        String text = "white: c3 c4 f5; black: a1 b1 d5; turn: white";
        State s = position(loa("simultaneous=mover_wins"), text);
        play(s, "f5xd5");
        assertEquals(WHITE, s.result().winner());
        assertEquals("both_connected", s.result().end());
        State d = position(loa(), text);
        play(d, "f5xd5");
        assertEquals("draw (both_connected)", describe(d));
    }

    // ---- T4

    @ParameterizedTest
    @ValueSource(strings = {"", "simultaneous=mover_wins", "repetition=none", "no_move=loses"})
    void t4CaptureThatConnectsOnlyTheOpponent(String variant) {
        State s = position(variant.isEmpty() ? loa() : loa(variant), "black: c2 c3 f5; white: a1 b1 d5; turn: black");
        play(s, "f5xd5");
        assertFalse(s.board().ask().connected(BLACK));
        assertTrue(s.board().ask().connected(WHITE));
        assertTrue(s.isOver());
        assertEquals(WHITE, s.result().winner());
        assertEquals("opponent_connected", s.result().end());
    }

    // ---- T5

    static final String T5 = "black: a1 h8; white: b1 a2 b2 g8 h7 g7; turn: black";
    static final String T5_WHITE_MOVES = "a2-a4 a2-c2 a2-c4 b1-b3 b1-d1 b1-d3 b2-a3 b2-b4 b2-c1 b2-d2 b2-f6"
            + " g7-c3 g7-e7 g7-f8 g7-g5 g7-h6 g8-e6 g8-e8 g8-g6 h7-f5 h7-f7 h7-h5";
    /** T5 one White move earlier: d2-b2 (two squares along rank 2, which holds a2 and d2) blocks Black. */
    static final String BEFORE_T5 = "black: a1 h8; white: b1 a2 d2 g8 h7 g7; turn: white";

    @Test
    void t5BlockedPlayerPassesThenWhiteMovesNormally() {
        State s = position(loa(), T5);
        assertFalse(s.isOver());
        assertFalse(s.board().ask().connected(BLACK));
        assertFalse(s.board().ask().connected(WHITE));
        assertEquals(List.of("pass"), moves(s));
        MoveList list = new MoveList();
        s.generate(list);
        assertEquals(1, list.size());
        assertEquals(Move.PASS_MOVE, list.get(0));
        Snapshot before = Snapshot.of(s);
        s.make(Move.PASS_MOVE);
        assertFalse(s.isOver(), () -> describe(s));
        assertEquals(WHITE, s.toMove());
        assertEquals(1, s.ply());
        assertEquals(sorted(T5_WHITE_MOVES), moves(s));
        s.unmake();
        before.assertSame(s, "after taking the pass back");
    }

    @Test
    void t5PassIsWrittenAndParsedAsPass() {
        State s = position(loa(), T5);
        assertEquals(Move.PASS_MOVE, Notation.parse(s, "pass"));
        assertEquals("pass", Notation.format(s, Move.PASS_MOVE));
        play(s, "pass", "b2-f6");
        assertEquals(BLACK, s.toMove());
        assertFalse(s.isOver());
    }

    @Test
    void t5PassIsNotAllowedWhenAMoveExists() {
        State s = Games.start(loa());
        assertThrows(GamutException.class, () -> Notation.parse(s, "pass"));
    }

    @Test
    void t5ReachedByAMoveBlackPassesByDefault() {
        State s = position(loa(), BEFORE_T5);
        play(s, "d2-b2");
        assertFalse(s.isOver(), () -> describe(s));
        assertEquals(List.of("pass"), moves(s));
        play(s, "pass");
        assertEquals(sorted(T5_WHITE_MOVES), moves(s));
    }

    /** Under no_move=loses the engine ends the game on the move that leaves Black blocked: White wins, "no_moves". */
    @Test
    void t5ReachedByAMoveBlackLosesUnderNoMoveLoses() {
        State s = position(loa("no_move=loses"), BEFORE_T5);
        play(s, "d2-b2");
        assertTrue(s.isOver());
        assertEquals(WHITE, s.result().winner());
        assertEquals("no_moves", s.result().end());
        assertEquals("white wins (no_moves)", describe(s));
        assertEquals(List.of(), moves(s));
        s.unmake();
        assertFalse(s.isOver());
        assertNull(s.result());
    }

    @Test
    void t5SetUpDirectlyUnderNoMoveLosesIsALossForBlack() {
        State s = position(loa("no_move=loses"), T5);
        assertTrue(s.isOver());
        assertEquals(WHITE, s.result().winner());
        assertEquals("no_moves", s.result().end());
    }

    @Test
    void t5NoMoveLosesStillDetectedAfterEarlierMoves() {
        State s = position(loa("no_move=loses"), BEFORE_T5);
        play(s, "d2-d3"); // Black keeps a move (a1-d4), so the game goes on
        assertFalse(s.isOver());
        assertEquals(List.of("a1-d4"), moves(s));
        s.unmake();
        play(s, "d2-b2");
        assertEquals(List.of(), moves(s));
        assertTrue(s.isOver(), "Black is blocked under no_move=loses");
        assertEquals(WHITE, s.result().winner());
        assertEquals("no_moves", s.result().end());
    }

    // ---- T6

    static final String[] T6_CYCLE = {"b1-b3", "a7-c7", "b3-b1", "c7-a7"};

    @Test
    void t6ThreefoldRepetitionIsADraw() {
        State s = Games.start(loa());
        long start = s.hash();
        assertEquals(1, s.repetitionsOfCurrent());
        play(s, T6_CYCLE);
        assertEquals(start, s.hash());
        assertEquals(2, s.repetitionsOfCurrent());
        assertFalse(s.isOver());
        play(s, "b1-b3", "a7-c7", "b3-b1");
        assertFalse(s.isOver(), "the position after ply 7 stands only twice");
        play(s, "c7-a7");
        assertEquals(8, s.ply());
        assertEquals(3, s.repetitionsOfCurrent());
        assertTrue(s.isOver());
        assertTrue(s.result().isDraw());
        assertEquals("repetition", s.result().end());
        assertEquals(List.of(), moves(s));
        s.unmake();
        assertFalse(s.isOver());
        assertTrue(moves(s).contains("c7-a7"));
    }

    @Test
    void t6RepetitionNoneLetsTheGameContinue() {
        State s = Games.start(loa("repetition=none"));
        play(s, T6_CYCLE);
        play(s, T6_CYCLE);
        assertEquals(8, s.ply());
        assertFalse(s.isOver());
        assertEquals(sorted(T1_MOVES), moves(s));
        play(s, T6_CYCLE);
        assertFalse(s.isOver());
        assertEquals(12, s.ply());
    }

    @Test
    void t6RepetitionCountsThePlacementTogetherWithTheSideToMove() {
        // Every position of the cycle recurs once per 4 plies; the initial placement with White to move
        // is a different position (it never occurs here) and hashes differently.
        State s = Games.start(loa());
        State w = position(loa(), "black: b1 c1 d1 e1 f1 g1 b8 c8 d8 e8 f8 g8;"
                + " white: a2 a3 a4 a5 a6 a7 h2 h3 h4 h5 h6 h7; turn: white");
        assertTrue(s.hash() != w.hash(), "the side to move is part of the position");
        List<Integer> counts = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            play(s, T6_CYCLE[i % 4]);
            counts.add(s.repetitionsOfCurrent());
        }
        assertEquals(List.of(1, 1, 1, 2, 2, 2, 2, 3), counts);
    }

    @Test
    void rulesOfTheFileAsLoaded() {
        Rules r = loa();
        assertEquals(2, r.players());
        assertEquals("black", r.playerName(0));
        assertEquals("white", r.playerName(1));
        assertEquals(64, r.cells);
        assertEquals(3, r.repetitionTimes());
        assertEquals(0, loa("repetition=none").repetitionTimes());
        assertEquals(2000, r.limitPlies());
        assertTrue(r.passesWhenBlocked());
        assertFalse(loa("no_move=loses").passesWhenBlocked());
        assertEquals(BLACK, r.firstPlayer());
        assertEquals(WHITE, loa("first=white").firstPlayer());
    }
}
