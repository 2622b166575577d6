package gamut.games;

import static gamut.games.Qg.BLACK;
import static gamut.games.Qg.WHITE;
import static gamut.games.Qg.emptyExceptCentre;
import static gamut.games.Qg.emptyRing;
import static gamut.games.Qg.list;
import static gamut.games.Qg.play;
import static gamut.games.Qg.position;
import static gamut.games.Qg.rules;
import static gamut.games.Qg.to;
import static gamut.games.Qg.trapped;
import static gamut.testing.Games.describe;
import static gamut.testing.Games.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.engine.Perft;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.testing.AgonReference;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The test positions A-T1..A-T7 of docs/rules/agon-queens-guard.md section 6, in every variant
 * they name (section 5), and the relocation rules 8 and 9 at their edges.
 */
class QueensGuardTest {

    // ---- A-T1: the initial position

    /** Spec A-T1, with the piece letters the engine writes (Q for the queen on f1, G for guards). */
    static final String A_T1_SPEC = "a5-a4 a5-a6 a5-b5 a5-b6 b1-a1 b1-b2 b1-c1 b1-c2 d9-c8 d9-d8 d9-e10 d9-e9"
            + " f1-e1 f1-f2 f1-g2 h11-g10 h11-g11 h11-h10 h11-i11 j5-i4 j5-i5 j5-j6 j5-k6 k10-j10 k10-j9 k10-k11 k10-k9";
    static final List<String> WHITE_START = list(A_T1_SPEC.replaceAll("(^| )(f1-)", "$1Q$2")
            .replaceAll("(^| )([a-eg-k][0-9])", "$1G$2"));
    static final List<String> BLACK_START = list("Ga2-a1 Ga2-a3 Ga2-b2 Ga2-b3 Gb7-a6 Gb7-b6 Gb7-c7 Gb7-c8"
            + " Gd1-c1 Gd1-d2 Gd1-e1 Gd1-e2 Gh3-g2 Gh3-g3 Gh3-h4 Gh3-i4 Gj11-i10 Gj11-i11 Gj11-j10 Gj11-k11"
            + " Gk7-j6 Gk7-j7 Gk7-k6 Gk7-k8 Qf11-e10 Qf11-f10 Qf11-g11");
    static final String START_WHITE = "queen f1, guard a5 b1 d9 h11 j5 k10";
    static final String START_BLACK = "queen f11, guard a2 b7 d1 h3 k7 j11";

    @Test
    void t1InitialPositionHasExactlyTheSpecMoves() {
        State s = Games.start(rules());
        assertEquals(WHITE, s.toMove());
        assertEquals(WHITE, s.decider());
        assertFalse(s.isOver());
        assertEquals(27, WHITE_START.size());
        assertTrue(WHITE_START.contains("Qf1-e1") && WHITE_START.contains("Gk10-k9"));
        assertEquals(WHITE_START, moves(s));
        // Each guard has four moves (two sideways on ring 5, two inward), the queen three.
        for (String guard : List.of("a5", "b1", "d9", "h11", "j5", "k10")) {
            assertEquals(4, moves(s).stream().filter(m -> m.startsWith("G" + guard + "-")).count(), guard);
        }
        assertEquals(List.of("Qf1-e1", "Qf1-f2", "Qf1-g2"),
                moves(s).stream().filter(m -> m.startsWith("Q")).collect(Collectors.toList()));
        assertEquals(List.of(), trapped(s));
    }

    @Test
    void t1TheSetupIsTheCorrectedOneOfSectionTwo() {
        State s = Games.start(rules());
        State t = position(rules(), "white: " + START_WHITE + "; black: " + START_BLACK + "; turn: white");
        assertEquals(t.hash(), s.hash());
        for (int c = 0; c < Kernel.board(s).owner.length; c++) {
            assertEquals(t.owner(c), s.owner(c));
            assertEquals(t.piece(c), s.piece(c));
            if (s.owner(c) >= 0) {
                assertEquals(5, AgonReference.RING[AgonReference.cell(Kernel.rules(s).geometry.cellName(c))]);
            }
        }
        // The 180-degree turn (L, N) -> (12 - L, 12 - N) maps each side's pieces onto the other's.
        assertEquals(BLACK_START, WHITE_START.stream().map(QueensGuardTest::rotate).sorted().collect(Collectors.toList()));
    }

    static String rotate(String move) {
        StringBuilder out = new StringBuilder(move.substring(0, 1));
        String[] cells = move.substring(1).split("-");
        for (int i = 0; i < cells.length; i++) {
            char letter = (char) ('a' + (12 - (cells[i].charAt(0) - 'a' + 1)) - 1);
            int number = 12 - Integer.parseInt(cells[i].substring(1));
            out.append(i == 0 ? "" : "-").append(letter).append(number);
        }
        return out.toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "trap=line_same_ring", "trap=line_any", "between=forbidden", "relocate_guard=outermost",
        "relocate=start_cell", "selftrap=literal", "relocate_queen=anywhere_owner", "relocate_queen=anywhere_opponent",
        "relocation_traps=true", "loss=guards_ring1_without_own_queen", "relocate_all_in_one_turn", "wikipedia"})
    void t1SameTwentySevenMovesInEveryVariantThatKeepsTheSetup(String variant) {
        State s = Games.start(rules(variant));
        assertEquals(WHITE, s.toMove());
        assertEquals(WHITE, s.decider());
        assertEquals(WHITE_START, moves(s));
    }

    @Test
    void t1FirstBlackGivesBlackTwentySevenMoves() {
        State s = Games.start(rules("first=black"));
        assertEquals(BLACK, s.toMove());
        assertEquals(BLACK, s.decider());
        assertEquals(27, moves(s).size());
        assertEquals(BLACK_START, moves(s));
        // The same position with Black to move, set up by hand under the default rules.
        State t = position(rules(), "white: " + START_WHITE + "; black: " + START_BLACK + "; turn: black");
        assertEquals(BLACK_START, moves(t));
    }

    @Test
    void t1TheSeedDiagramWithoutJ11GivesBlackTwentyThree() {
        State s = position(rules(), "white: " + START_WHITE + "; black: queen f11, guard a2 b7 d1 h3 k7; turn: black");
        assertEquals(23, moves(s).size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "trap=line_same_ring", "trap=line_any"})
    void t1NoFirstMoveTrapsAnythingUnderAnyTrapGeometry(String variant) {
        State s = Games.start(rules(variant));
        MoveList list = new MoveList();
        s.generate(list);
        assertEquals(27, list.size());
        for (int i = 0; i < list.size(); i++) {
            String m = Notation.format(s, list.get(i));
            s.make(list.get(i));
            assertEquals(List.of(), trapped(s), m);
            assertFalse(s.isOver(), m);
            assertEquals(BLACK, s.toMove(), m);
            s.unmake();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "first=black"})
    void t1PerftFromTheStart(String variant) {
        Perft perft = new Perft(Games.start(rules(variant)));
        assertEquals(27, perft.count(1));
        assertEquals(713, perft.count(2));
        assertEquals(18417, perft.count(3));
    }

    // ---- A-T2: the seed's example position

    static final String A_T2 = "white: queen f6, guard e5 e6 f5 g6 g7 f8; black: queen e4, guard e7 g8 g5 i8 j9 d2";
    static final List<String> A_T2_BLACK = list("Gd2-c2 Gd2-d3 Gd2-e2 Gd2-e3 Ge7-d6 Ge7-f7 Gg5-f4 Gg5-h6 Gg8-f7 Gg8-h8"
            + " Gi8-h7 Gi8-h8 Gi8-i7 Gi8-i9 Gj9-i9 Gj9-j10 Gj9-j8 Qe4-d4 Qe4-f4");
    /** The empty ring-2 cells once Black's f7 guard is trapped and White has answered. */
    static final List<String> A_T2_RING2 = list("d4 d5 d6 f4 f8 h6 h7 h8");

    static State at2(String variant, String turn) {
        return position(rules(variant), A_T2 + "; turn: " + turn);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "trap=line_same_ring", "trap=line_any", "relocation_traps=true", "selftrap=literal",
        "wikipedia"})
    void t2BlackHasNineteenMovesIncludingBothStepsToF7(String variant) {
        State s = at2(variant, "black");
        assertEquals(BLACK, s.toMove());
        assertEquals(19, moves(s).size());
        assertEquals(A_T2_BLACK, moves(s));
        assertTrue(moves(s).contains("Ge7-f7") && moves(s).contains("Gg8-f7"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"between=forbidden", "trap=line_any,between=forbidden"})
    void t2BetweenForbiddenRemovesTheTwoStepsToF7(String variant) {
        State s = at2(variant, "black");
        List<String> expected = new ArrayList<>(A_T2_BLACK);
        expected.removeAll(List.of("Ge7-f7", "Gg8-f7"));
        assertEquals(17, expected.size());
        assertEquals(expected, moves(s));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "trap=line_any", "relocation_traps=true", "selftrap=literal"})
    void t2StepsToF7SelfTrapTheGuard(String variant) {
        for (String step : List.of("Ge7-f7", "Gg8-f7")) {
            State s = play(at2(variant, "black"), step);
            assertEquals(List.of("f7"), trapped(s), variant + " " + step);
            assertFalse(s.isOver());
        }
    }

    @Test
    void t2UnderLineSameRingTheStepsToF7TrapNothing() {
        // e6-f7-g7 is not a straight line, and f8-f7-f6 is not in one ring: no flank under Q1's line rule.
        for (String variant : List.of("trap=line_same_ring", "wikipedia")) {
            for (String step : List.of("Ge7-f7", "Gg8-f7")) {
                State s = play(at2(variant, "black"), step);
                assertEquals(List.of(), trapped(s), variant + " " + step);
            }
        }
    }

    @Test
    void t2WhiteHasThreeMovesAndF8F7WinsAtOnce() {
        State s = at2("", "white");
        assertEquals(list("Ge6-f7 Gf8-f7 Gg7-f7"), moves(s));
        play(s, "Gf8-f7");
        assertTrue(s.isOver());
        assertEquals(WHITE, s.result().winner());
        assertEquals("win", s.result().end());
        assertEquals("white wins (win)", describe(s));
        // The other two leave ring 1 short of a guard: no win.
        for (String m : List.of("Ge6-f7", "Gg7-f7")) {
            assertFalse(play(at2("", "white"), m).isOver(), m);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "relocation_traps=true"})
    void t2SelfTrapOnlyDelaysTheLoss(String variant) {
        String[][] lines = {{"Ge7-f7", "Gf8-e7", "Ge7-f7"}, {"Gg8-f7", "Gf8-g8", "Gg8-f7"}};
        for (String[] line : lines) {
            State s = play(at2(variant, "black"), line[0]);
            assertEquals(List.of(line[1]), moves(s), "White's only move after " + line[0]);
            play(s, line[1]);
            assertEquals(BLACK, s.toMove());
            assertEquals(List.of("f7"), trapped(s));
            // Black must relocate the f7 guard to an empty ring-2 cell; no normal move is allowed.
            assertEquals(A_T2_RING2, emptyRing(s, 2));
            assertEquals(to("Gf7", A_T2_RING2), moves(s));
            for (String relocation : to("Gf7", A_T2_RING2)) {
                State t = play(at2(variant, "black"), line[0], line[1], relocation);
                // No relocation choice traps a White piece (nor the relocated guard).
                assertEquals(List.of(), trapped(t), variant + " " + relocation);
                assertFalse(t.isOver());
                assertEquals(WHITE, t.toMove());
                assertTrue(moves(t).contains(line[2]), relocation);
                play(t, line[2]);
                assertTrue(t.isOver(), relocation);
                assertEquals(WHITE, t.result().winner());
                assertEquals("win", t.result().end());
            }
        }
    }

    // ---- A-T3: ring trap against line trap

    static final String A_T3 = "white: queen f1, guard e7 g9; black: guard f8, queen f11; turn: white";

    @Test
    void t3TheRingTrapCatchesTheCornerF8() {
        assertEquals(List.of("e7", "g8"), AgonReference.ringNeighbours("f8"));
        State s = play(position(rules(), A_T3), "Gg9-g8");
        assertEquals(List.of("f8"), trapped(s));
        assertEquals(BLACK, s.toMove());
        // Black's turn is relocation only: every empty ring-3 cell (all 18).
        List<String> ring3 = AgonReference.ring(3);
        assertEquals(18, ring3.size());
        assertEquals(ring3, emptyRing(s, 3));
        assertEquals(to("Gf8", ring3), moves(s));
    }

    @ParameterizedTest
    @ValueSource(strings = {"trap=line_same_ring", "trap=line_any", "wikipedia"})
    void t3LineTrapsDoNotCatchF8(String variant) {
        State s = play(position(rules(variant), A_T3), "Gg9-g8");
        assertEquals(List.of(), trapped(s));
        assertEquals(list("Gf8-f7 Qf11-e10 Qf11-f10 Qf11-g11"), moves(s));
    }

    @Test
    void t3OutermostRelocationOffersEveryEmptyRingFiveCell() {
        State s = play(position(rules("relocate_guard=outermost"), A_T3), "Gg9-g8");
        assertEquals(List.of("f8"), trapped(s));
        List<String> rim = emptyRing(s, 5);
        assertEquals(28, rim.size());
        assertFalse(rim.contains("f1") || rim.contains("f11"));
        assertEquals(to("Gf8", rim), moves(s));
    }

    @Test
    void t3StartCellRelocationOffersBlacksEmptyGuardStartCells() {
        State s = play(position(rules("relocate=start_cell"), A_T3), "Gg9-g8");
        assertEquals(List.of("f8"), trapped(s));
        assertEquals(to("Gf8", list("a2 b7 d1 h3 k7 j11")), moves(s));
    }

    // ---- A-T4: the radial sandwich

    static final String A_T4 = "white: guard f8, queen e6; black: guard f7, queen f11; turn: white";

    @ParameterizedTest
    @ValueSource(strings = {"", "trap=line_same_ring"})
    void t4TheRadialSandwichTrapsNothingByRing(String variant) {
        State s = play(position(rules(variant), A_T4), "Qe6-f6");
        assertEquals(List.of(), trapped(s));
        assertFalse(s.isOver());
        assertEquals(list("Gf7-e6 Gf7-g7 Qf11-e10 Qf11-f10 Qf11-g11"), moves(s));
    }

    @Test
    void t4LineAnyTrapsF7BetweenF8AndF6() {
        State s = play(position(rules("trap=line_any"), A_T4), "Qe6-f6");
        assertEquals(List.of("f7"), trapped(s));
        assertFalse(s.isOver());
        List<String> ring2 = emptyRing(s, 2);
        assertEquals(11, ring2.size());
        assertEquals(to("Gf7", ring2), moves(s));
    }

    // ---- A-T5: queen and guard trapped together

    static final String A_T5 = "white: queen f1, guard f8 e5 g6; black: queen e6, guard g7; turn: white";

    @ParameterizedTest
    @ValueSource(strings = {"", "relocation_traps=true", "relocate_all_in_one_turn"})
    void t5OneMoveTrapsQueenAndGuardAndTheMoverIsNotSelfTrapped(String variant) {
        State s = play(position(rules(variant), A_T5), "Gf8-f7");
        assertEquals(List.of("e6", "g7"), trapped(s));
        assertEquals(BLACK, s.toMove());
        // The queen goes first: every empty ring-2 cell, no guard relocation, no normal move.
        List<String> ring2 = AgonReference.ring(2);
        assertEquals(ring2, emptyRing(s, 2));
        assertEquals(to("Qe6", ring2), moves(s));
    }

    @Test
    void t5SelfTrapLiteralAlsoTrapsTheMover() {
        State s = play(position(rules("selftrap=literal"), A_T5), "Gf8-f7");
        assertEquals(List.of("e6", "f7", "g7"), trapped(s));
        assertEquals(to("Qe6", AgonReference.ring(2)), moves(s));
    }

    @Test
    void t5TheGuardIsRelocatedOnBlacksNextTurn() {
        State s = play(position(rules(), A_T5), "Gf8-f7", "Qe6-d5");
        assertEquals(List.of("g7"), trapped(s));
        assertEquals(WHITE, s.toMove());
        assertEquals(3, s.turnNumber());
        play(s, "Qf1-e1");
        List<String> ring2 = emptyRing(s, 2);
        assertEquals(11, ring2.size());
        assertFalse(ring2.contains("d5"));
        assertEquals(to("Gg7", ring2), moves(s));
        play(s, "Gg7-h7");
        assertEquals(List.of(), trapped(s));
        assertEquals(WHITE, s.toMove());
    }

    @Test
    void t5AnywhereOwnerOffersEveryEmptyCellButTheCentre() {
        State s = play(position(rules("relocate_queen=anywhere_owner"), A_T5), "Gf8-f7");
        assertEquals(List.of("e6", "g7"), trapped(s));
        assertEquals(BLACK, s.decider());
        List<String> cells = emptyExceptCentre(s);
        assertEquals(91 - 1 - 6, cells.size());
        assertEquals(to("Qe6", cells), moves(s));
        // The guard still goes to ring 2 afterwards.
        play(s, "Qe6-a1", "Qf1-e1");
        assertEquals(to("Gg7", emptyRing(s, 2)), moves(s));
    }

    @Test
    void t5AnywhereOpponentLetsTheTrapperChooseOnTheOwnersTurn() {
        State s = play(position(rules("relocate_queen=anywhere_opponent"), A_T5), "Gf8-f7");
        assertEquals(List.of("e6", "g7"), trapped(s));
        assertEquals(BLACK, s.toMove());
        assertEquals(WHITE, s.decider(), "the player who trapped the queen places her");
        assertEquals(2, s.turnNumber());
        assertEquals(to("Qe6", emptyExceptCentre(s)), moves(s));
        play(s, "Qe6-a1");
        // The placement used up Black's turn.
        assertEquals(WHITE, s.toMove());
        assertEquals(WHITE, s.decider());
        assertEquals(3, s.turnNumber());
        assertEquals(List.of("g7"), trapped(s));
        play(s, "Qf1-e1");
        // The guard is Black's own choice, on ring 2.
        assertEquals(BLACK, s.toMove());
        assertEquals(BLACK, s.decider());
        assertEquals(to("Gg7", emptyRing(s, 2)), moves(s));
    }

    @Test
    void relocateAllInOneTurnStartsWithTheQueen() {
        State s = play(position(rules("relocate_all_in_one_turn"), A_T5), "Gf8-f7");
        assertEquals(2, s.turnNumber());
        assertEquals(to("Qe6", AgonReference.ring(2)), moves(s));
    }
    @Test
    void relocateAllInOneTurnRelocatesQueenAndGuardInOneTurn() {
        State s = play(position(rules("relocate_all_in_one_turn"), A_T5), "Gf8-f7");
        assertEquals(2, s.turnNumber());
        play(s, "Qe6-d5");
        assertEquals(BLACK, s.toMove(), "the turn goes on while a piece is trapped");
        assertEquals(2, s.turnNumber());
        assertEquals(List.of("g7"), trapped(s));
        assertEquals(to("Gg7", emptyRing(s, 2)), moves(s));
        play(s, "Gg7-h7");
        assertEquals(List.of(), trapped(s));
        assertEquals(WHITE, s.toMove());
        assertEquals(3, s.turnNumber(), "the turn number advances once");
    }
    @Test
    void relocateAllInOneTurnRelocatesTwoGuardsInOneTurn() {
        State s = position(rules("relocate_all_in_one_turn"),
                "white: " + START_WHITE + "; black: " + START_BLACK + "; turn: black", "a2", "b7");
        assertEquals(1, s.turnNumber());
        assertEquals(32, moves(s).size());
        play(s, "Ga2-a1");
        assertEquals(BLACK, s.toMove());
        assertEquals(1, s.turnNumber());
        assertEquals(List.of("b7"), trapped(s));
        assertEquals(to("Gb7", emptyRing(s, 5)), moves(s));
        play(s, "Gb7-a3");
        assertEquals(WHITE, s.toMove());
        assertEquals(2, s.turnNumber());
        assertEquals(List.of(), trapped(s));
    }

    // ---- A-T6: loss by the empty centre

    static final String A_T6_WHITE = "guard a5 b1 d9 h11 j5 k10";
    static final String A_T6_BLACK = "queen f11, guard e6 f7 g7 g6 f5 d4";

    @ParameterizedTest
    @ValueSource(strings = {"", "loss=guards_ring1_without_own_queen", "wikipedia"})
    void t6ClosingRingOneAroundAnEmptyCentreLosesAtOnce(String variant) {
        State s = position(rules(variant), "white: queen f1, " + A_T6_WHITE + "; black: " + A_T6_BLACK + "; turn: black");
        assertFalse(s.isOver());
        play(s, "Gd4-e5");
        assertEquals(List.of(), trapped(s));
        assertTrue(s.isOver());
        assertEquals(WHITE, s.result().winner());
        assertEquals("loss", s.result().end());
    }

    @Test
    void t6WithTheWhiteQueenOnTheCentreTheGameGoesOnByDefault() {
        State s = position(rules(), "white: queen f6, " + A_T6_WHITE + "; black: " + A_T6_BLACK + "; turn: black");
        play(s, "Gd4-e5");
        assertFalse(s.isOver());
        assertEquals(WHITE, s.toMove());
        // Frozen: the White queen has no move, and no Black guard can leave ring 1.
        assertTrue(moves(s).stream().noneMatch(m -> m.startsWith("Q")));
        assertEquals(24, moves(s).size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"loss=guards_ring1_without_own_queen", "wikipedia"})
    void t6WithTheWhiteQueenOnTheCentreBlackLosesUnderTheQueenRule(String variant) {
        State s = position(rules(variant), "white: queen f6, " + A_T6_WHITE + "; black: " + A_T6_BLACK + "; turn: black");
        play(s, "Gd4-e5");
        assertTrue(s.isOver());
        assertEquals(WHITE, s.result().winner());
        assertEquals("loss", s.result().end());
    }

    // ---- A-T7: relocation as a trapping placement (Q6)

    static final String A_T7 = "white: queen f1, guard c5; black: queen f11, guard c4 d5; turn: black";

    @Test
    void t7TheRelocationOffersEveryEmptyRingThreeCell() {
        assertEquals(List.of("c4", "c6"), AgonReference.ringNeighbours("c5"));
        State s = position(rules(), A_T7, "d5");
        assertEquals(List.of("d5"), trapped(s));
        List<String> ring3 = emptyRing(s, 3);
        assertEquals(16, ring3.size());
        assertEquals(to("Gd5", ring3), moves(s));
    }

    @Test
    void t7ByDefaultARelocationTrapsNothing() {
        State s = play(position(rules(), A_T7, "d5"), "Gd5-c6");
        assertEquals(List.of(), trapped(s));
        assertEquals(WHITE, s.toMove());
    }

    @Test
    void t7RelocationTrapsTrueTrapsC5() {
        State s = play(position(rules("relocation_traps=true"), A_T7, "d5"), "Gd5-c6");
        assertEquals(List.of("c5"), trapped(s));
        assertEquals(WHITE, s.toMove());
        assertEquals(to("Gc5", emptyRing(s, 4)), moves(s));
    }

    @Test
    void t7RelocationIntoAFlankSelfTrapsOnlyUnderRelocationTraps() {
        String text = "white: queen f1, guard c4 c6; black: queen f11, guard d5; turn: black";
        assertEquals(List.of(), trapped(play(position(rules(), text, "d5"), "Gd5-c5")));
        assertEquals(List.of("c5"), trapped(play(position(rules("relocation_traps=true"), text, "d5"), "Gd5-c5")));
    }

    // ---- Rule 8 at its edges

    @Test
    void aFullNextRingSendsTheTrappedPieceFurtherOut() {
        // Ring 2 holds twelve pieces; the trapped Black guard on f7 (ring 1) must go to ring 3.
        String text = "white: queen f1, guard d4 d5 d6 e4 e7 f4; black: queen f8, guard g5 g8 h6 h7 h8 f7; turn: black";
        State s = position(rules(), text, "f7");
        assertEquals(List.of(), emptyRing(s, 2));
        List<String> ring3 = AgonReference.ring(3);
        assertEquals(to("Gf7", ring3), moves(s));
        play(s, "Gf7-c3");
        assertEquals(List.of(), trapped(s));
        // The reference agrees.
        AgonReference r = AgonReference.of(text, "f7");
        assertEquals(to("Gf7", ring3), r.moves());
    }

    @Test
    void aTrappedPieceOnRingFiveStaysOnRingFive() {
        State s = position(rules(), "white: " + START_WHITE + "; black: " + START_BLACK + "; turn: black", "a2");
        List<String> rim = emptyRing(s, 5);
        assertEquals(30 - 14, rim.size());
        assertEquals(to("Ga2", rim), moves(s));
    }

    @Test
    void aTrappedPieceMakesNoNormalMoveAndStaysTrappedWhenItsFlankersLeave() {
        // A-T3 after the trap, seen from White: White moves on; the f8 guard stays trapped until Black relocates it.
        State s = play(position(rules(), A_T3), "Gg9-g8");
        assertTrue(moves(s).stream().allMatch(m -> m.startsWith("Gf8-")));
        play(s, "Gf8-e8");
        assertEquals(List.of(), trapped(s));
        // Trapped status outlives its flankers: White's guard e7, trapped between d6 and f8, stays trapped
        // when f8 steps away.
        State t = position(rules(), "white: queen f1, guard e7; black: queen f11, guard d6 f8; turn: black", "e7");
        play(t, "Gf8-f7");
        assertEquals(List.of("e7"), trapped(t));
        assertEquals(WHITE, t.toMove());
        assertEquals(to("Ge7", AgonReference.ring(3)), moves(t));
    }

    // ---- The ready-made rule sets combine their parts

    @Test
    void wikipediaTrapsAQueenOnAStraightRingEdgeAndHerCaptorPlacesHer() {
        // f8-g8-h8 is a straight edge of ring 2.
        State s = position(rules("wikipedia"), "white: queen f1, guard f8 i9; black: queen g8, guard a2; turn: white");
        play(s, "Gi9-h8");
        assertEquals(List.of("g8"), trapped(s));
        assertEquals(BLACK, s.toMove());
        assertEquals(WHITE, s.decider());
        assertEquals(to("Qg8", emptyExceptCentre(s)), moves(s));
        play(s, "Qg8-a1");
        assertEquals(List.of(), trapped(s));
        assertEquals(WHITE, s.toMove());
        assertEquals(3, s.turnNumber());
    }

    @Test
    void wikipediaSendsATrappedGuardToTheRim() {
        State s = position(rules("wikipedia"), "white: queen f1, guard f8 i9; black: queen f11, guard g8; turn: white");
        play(s, "Gi9-h8");
        assertEquals(List.of("g8"), trapped(s));
        assertEquals(BLACK, s.decider());
        assertEquals(to("Gg8", emptyRing(s, 5)), moves(s));
    }

    @ParameterizedTest
    @ValueSource(strings = {"bells_book", "parletts_book"})
    void theBookRuleSetsPlaceTheQueenAnywhereAndTheGuardOnTheRim(String variant) {
        State s = play(position(rules(variant), A_T5), "Gf8-f7");
        assertEquals(List.of("e6", "g7"), trapped(s));
        assertEquals(BLACK, s.decider());
        assertEquals(to("Qe6", emptyExceptCentre(s)), moves(s));
        play(s, "Qe6-a1", "Qf1-e1");
        List<String> rim = emptyRing(s, 5);
        assertEquals(28, rim.size());
        assertEquals(to("Gg7", rim), moves(s));
    }

    // ---- Q2 with the line geometries
    @Test
    void lineAnyBetweenForbiddenForbidsStepsIntoARadialSandwich() {
        State s = position(rules("trap=line_any", "between=forbidden"),
                "white: queen f6, guard f8 a5; black: queen f11, guard g7; turn: black");
        assertFalse(moves(s).contains("Gg7-f7"));
    }

    @Test
    void lineAnyAloneSelfTrapsAStepIntoARadialSandwich() {
        State s = position(rules("trap=line_any"), "white: queen f6, guard f8 a5; black: queen f11, guard g7; turn: black");
        assertTrue(moves(s).contains("Gg7-f7"));
        play(s, "Gg7-f7");
        assertEquals(List.of("f7"), trapped(s));
    }
}
