package gamut.games;

import static gamut.games.Qg.BLACK;
import static gamut.games.Qg.QUEEN;
import static gamut.games.Qg.WHITE;
import static gamut.games.Qg.drops;
import static gamut.games.Qg.play;
import static gamut.games.Qg.position;
import static gamut.games.Qg.rules;
import static gamut.games.Qg.trapped;
import static gamut.testing.Games.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Playout;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.AgonReference;
import gamut.testing.Games;
import gamut.testing.Snapshot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Queen's Guard in play: the placement openings (Q10), make/unmake with the trapped flags, the hash,
 * and random self-play of the ready-made rule sets.
 */
class QueensGuardPlayTest {

    static List<String> allCellsBut(Rules rules, String... except) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < rules.cells; c++) {
            String name = rules.geometry.cellName(c);
            if (!Arrays.asList(except).contains(name)) {
                out.add(name);
            }
        }
        return out;
    }

    static int inReserve(State s) {
        return Arrays.stream(Kernel.board(s).reserve).sum();
    }

    // ---- Q10: placement openings

    @ParameterizedTest
    @ValueSource(strings = {"setup=bell_placement", "bells_book"})
    void bellPlacementStartsWithGuardDropsAnywhereButTheCentreAndTheQueens(String variant) {
        Rules rules = rules(variant);
        State s = Games.start(rules);
        assertEquals(WHITE, s.toMove());
        assertEquals(QUEEN, s.piece(rules.geometry.cell("f1")));
        assertEquals(WHITE, s.owner(rules.geometry.cell("f1")));
        assertEquals(BLACK, s.owner(rules.geometry.cell("f11")));
        assertEquals(2, Arrays.stream(Kernel.board(s).onBoard).sum());
        assertEquals(12, inReserve(s));
        List<String> expected = drops("G", allCellsBut(rules, "f6", "f1", "f11"));
        assertEquals(88, expected.size());
        assertEquals(expected, moves(s));
        play(s, "G@e5");
        assertEquals(BLACK, s.toMove());
        assertEquals(87, moves(s).size());
        assertTrue(moves(s).stream().allMatch(m -> m.startsWith("G@")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"setup=parlett_placement", "parletts_book"})
    void parlettPlacementPlacesTheQueensFirst(String variant) {
        Rules rules = rules(variant);
        State s = Games.start(rules);
        assertEquals(0, Arrays.stream(Kernel.board(s).onBoard).sum());
        assertEquals(14, inReserve(s));
        assertEquals(drops("Q", allCellsBut(rules, "f6")), moves(s));
        assertEquals(90, moves(s).size());
        play(s, "Q@a1");
        assertEquals(drops("Q", allCellsBut(rules, "f6", "a1")), moves(s));
        play(s, "Q@k11");
        assertEquals(drops("G", allCellsBut(rules, "f6", "a1", "k11")), moves(s));
        assertEquals(88, moves(s).size());
    }

    @Test
    void rimPlacementPlacesEveryPieceOnRingFive() {
        Rules rules = rules("setup=rim_placement");
        State s = Games.start(rules);
        List<String> rim = AgonReference.ring(5);
        List<String> expected = new ArrayList<>(drops("G", rim));
        expected.addAll(drops("Q", rim));
        expected.sort(null);
        assertEquals(60, expected.size());
        assertEquals(expected, moves(s));
    }

    /** Flanking placements: guards dropped next to an enemy with a friend beyond, and one between two enemies. */
    @ParameterizedTest
    @ValueSource(strings = {"setup=bell_placement", "setup=parlett_placement", "bells_book", "parletts_book"})
    void placementsTrapNothing(String variant) {
        State s = Games.start(rules(variant));
        if (variant.contains("parlett")) {
            play(s, "Q@a1", "Q@k11");
        }
        // White flanks e6, then d5; Black drops f5 between e5 and g6 (and next to e5 with e6 beyond).
        play(s, "G@e5", "G@e6", "G@f7", "G@d5", "G@d4", "G@b1", "G@d6", "G@c1", "G@g6", "G@f5");
        assertEquals(List.of(), trapped(s));
        assertFalse(s.isOver());
    }

    @Test
    void rimPlacementsTrapNothing() {
        State s = Games.start(rules("setup=rim_placement"));
        // a1's ring-neighbours are a2 and b1.
        assertEquals(List.of("a2", "b1"), AgonReference.ringNeighbours("a1"));
        play(s, "G@a2", "Q@a1", "G@b1");
        assertEquals(List.of(), trapped(s));
    }

    @ParameterizedTest
    @ValueSource(strings = {"setup=bell_placement", "setup=parlett_placement", "setup=rim_placement", "bells_book",
        "parletts_book"})
    void randomPlacementPhasesTrapNothingAndEndNothingThenPlayBegins(String variant) {
        Rules rules = rules(variant);
        State s = Kernel.start(rules);
        MoveList list = new MoveList();
        for (long seed = 1; seed <= 50; seed++) {
            s.reset();
            SplittableRandom random = new SplittableRandom(seed);
            int placements = 0;
            while (inReserve(s) > 0) {
                assertFalse(s.isOver(), variant + " seed " + seed);
                s.generate(list);
                for (int i = 0; i < list.size(); i++) {
                    assertTrue(Qg.format(s, list.get(i)).contains("@"), "placement moves only");
                }
                s.make(list.get(random.nextInt(list.size())));
                placements++;
                assertEquals(List.of(), trapped(s), variant + " seed " + seed + " placement " + placements);
            }
            assertEquals(variant.contains("bell") ? 12 : 14, placements);
            assertEquals(14, Arrays.stream(Kernel.board(s).onBoard).sum());
            assertFalse(s.isOver(), variant + " seed " + seed);
            // Play begins: the first player moves a piece.
            assertEquals(WHITE, s.toMove());
            assertTrue(moves(s).stream().noneMatch(m -> m.contains("@")));
        }
    }
    @Test
    void theLastPlacementDecidesNothing() {
        State s = Games.start(rules("setup=bell_placement"));
        play(s, "G@a1", "G@e5", "G@b1", "G@e6", "G@c1", "G@f7", "G@d1", "G@g7", "G@e1", "G@g6", "G@f2", "G@f5");
        assertFalse(s.isOver(), "the game is decided during placement: " + Games.describe(s));
        assertEquals(WHITE, s.toMove());
        play(s, "Qf1-g2");
        // Black's guards ring the empty centre: its first action, a queen move, loses.
        assertFalse(s.isOver());
        play(s, moves(s).get(0));
        assertTrue(s.isOver());
        assertEquals(WHITE, s.result().winner());
        assertEquals("loss", s.result().end());
    }

    @Test
    void whiteClosingRingOneDuringPlacementLosesOnlyOnItsFirstMove() {
        State s = Games.start(rules("setup=bell_placement"));
        play(s, "G@e5", "G@a1", "G@e6", "G@b1", "G@f7", "G@c1", "G@g7", "G@d1", "G@g6", "G@e1", "G@f5", "G@f2");
        assertFalse(s.isOver());
        assertEquals(WHITE, s.toMove());
        // Ring 1 is full: only the queen moves, and its move completes White's loss.
        assertEquals(List.of("Qf1-g2"), moves(s));
        play(s, "Qf1-g2");
        assertTrue(s.isOver());
        assertEquals(BLACK, s.result().winner());
        assertEquals("loss", s.result().end());
    }

    // ---- make / unmake, flags and hash

    @ParameterizedTest
    @ValueSource(strings = {"", "trap=line_any", "between=forbidden", "selftrap=literal", "relocation_traps=true",
        "relocate_queen=anywhere_opponent", "relocate_all_in_one_turn", "relocate=start_cell", "bells_book",
        "parletts_book", "setup=rim_placement", "wikipedia"})
    void randomPlayoutsUnmadeRestoreEverythingIncludingFlags(String variant) {
        State s = Games.start(rules(variant));
        Snapshot start = Snapshot.of(s);
        MoveList list = new MoveList();
        int flaggedPlies = 0;
        for (long seed = 1; seed <= 6; seed++) {
            List<Snapshot> path = new ArrayList<>();
            SplittableRandom random = new SplittableRandom(seed);
            while (!s.isOver()) {
                Snapshot here = Snapshot.of(s);
                path.add(here);
                flaggedPlies += here.anyFlag() ? 1 : 0;
                s.generate(list);
                s.make(list.get(random.nextInt(list.size())));
            }
            assertEquals(path.size(), s.depth());
            for (int i = path.size() - 1; i >= 0; i--) {
                s.unmake();
                path.get(i).assertSame(s, variant + " seed " + seed + " back at ply " + i);
            }
            start.assertSame(s, variant + " seed " + seed + " at the start");
            assertNull(s.result());
        }
        assertTrue(flaggedPlies > 0, "some positions with trapped pieces");
    }

    @Test
    void theHashIsThatOfThePositionWithItsFlags() {
        Rules rules = rules();
        State s = Games.start(rules);
        MoveList list = new MoveList();
        int checked = 0;
        for (long seed = 1; seed <= 5; seed++) {
            s.reset();
            SplittableRandom random = new SplittableRandom(seed);
            while (!s.isOver()) {
                // The same board, flags and side set up from scratch hash the same.
                State fresh = position(rules, PositionFormat.format(s), trapped(s).toArray(new String[0]));
                assertEquals(s.hash(), fresh.hash(), "seed " + seed + " ply " + s.ply());
                checked++;
                s.generate(list);
                s.make(list.get(random.nextInt(list.size())));
            }
        }
        assertTrue(checked > 500);
        // A trapped flag alone changes the hash.
        String text = "white: queen f1, guard e7 g9; black: guard f8, queen f11; turn: black";
        assertNotEquals(position(rules, text).hash(), position(rules, text, "f8").hash());
        // The trap reached by a move hashes as the same position set up with the flag (A-T3).
        State moved = play(position(rules, "white: queen f1, guard e7 g9; black: guard f8, queen f11; turn: white"),
                "Gg9-g8");
        String after = "white: queen f1, guard e7 g8; black: guard f8, queen f11; turn: black";
        assertEquals(position(rules, after, "f8").hash(), moved.hash());
        assertNotEquals(position(rules, after).hash(), moved.hash());
    }

    @Test
    void aTrapAndItsUndoRestoreTheFlagsAndTheHash() {
        State s = position(rules(), "white: queen f1, guard f8 e5 g6; black: queen e6, guard g7; turn: white");
        Snapshot before = Snapshot.of(s);
        play(s, "Gf8-f7");
        assertEquals(List.of("e6", "g7"), trapped(s));
        assertNotEquals(before.hash(), s.hash());
        play(s, "Qe6-d5");
        assertEquals(List.of("g7"), trapped(s));
        s.unmake();
        assertEquals(List.of("e6", "g7"), trapped(s));
        s.unmake();
        before.assertSame(s, "after undoing the trap");
    }

    // ---- random self-play of the ready-made rule sets

    static final int GAMES = 200;
    static final Map<String, String> DRAW_SHARES = new TreeMap<>();

    @ParameterizedTest
    @ValueSource(strings = {"", "bells_book", "parletts_book", "wikipedia"})
    void twoHundredRandomGamesEnd(String variant) {
        Rules rules = rules(variant);
        State s = Kernel.start(rules);
        Playout playout = new Playout();
        Map<String, Integer> ends = new TreeMap<>();
        int draws = 0;
        int longest = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            s.reset();
            Result r = playout.play(s, new SplittableRandom(seed));
            assertTrue(s.isOver(), "seed " + seed);
            assertTrue(Set.of("win", "loss", "repetition", "limit").contains(r.end()), r.end());
            assertEquals(r.isDraw(), Set.of("repetition", "limit").contains(r.end()), "seed " + seed);
            if (!r.isDraw()) {
                // A win is the mover's, a loss the mover's opponent's: either way the last mover decides.
                int lastMover = (s.toMove() + 1) % 2;
                assertEquals(r.end().equals("win") ? lastMover : 1 - lastMover, r.winner(), "seed " + seed);
            }
            draws += r.isDraw() ? 1 : 0;
            longest = Math.max(longest, s.ply());
            ends.merge(Games.describe(s), 1, Integer::sum);
        }
        String name = variant.isEmpty() ? "base" : variant;
        System.out.printf("Queen's Guard %s: %d random games (seeds 1-%d), %d draws (%.1f%%), longest %d plies: %s%n",
                name, GAMES, GAMES, draws, 100.0 * draws / GAMES, longest, ends);
        assertTrue(longest < 5000, "no game reaches the safety limit");
        if (!variant.equals("wikipedia")) {
            assertTrue(draws < GAMES, name + ": some games are decided");
        }
    }
}
