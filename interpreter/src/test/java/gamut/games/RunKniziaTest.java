package gamut.games;

import static gamut.testing.Games.moves;
import static gamut.testing.Games.play;
import static gamut.testing.Games.position;
import static gamut.testing.Games.sorted;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.Geometry;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Notation;
import gamut.engine.Perft;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Knizia's Run (games/run-knizia.gamut) against its spec, docs/rules/run-knizia.md: the board
 * (section 2), directions and rows (section 3), the seed's diagram 2 and its five claims, the test
 * positions R-T1..R-T7 (section 8), the variants (section 7) and perft from the start.
 */
class RunKniziaTest {
    static final String FILE = "run-knizia.gamut";
    static final int BLACK = 0;
    static final int WHITE = 1;

    /** Diagram 2 as decoded in section 3, with the reserves R-T3 assumes (nothing exited or captured). */
    static final String DIAGRAM_2 = "white: cow d4, e5, e2, cowboy d5, f7; black: cow e7, e6, e4, f3, cowboy e3, f5;"
            + " reserve white: cow 4, cowboy 3; reserve black: cow 3, cowboy 3";

    static Rules rules(String... variants) {
        return Games.load(FILE, variants);
    }

    static State diagram2(Rules rules, String turn) {
        return position(rules, DIAGRAM_2 + "; turn: " + turn);
    }

    /**
     * Diagram 2 with Black to move, reached by a White turn (Cd2-e2, Bf8-f7) from a position one turn
     * earlier: a position set up with Black to move would count as Black's first turn (see
     * {@link #setUpPositionWithTheFirstPlayerToMoveIsNotAnOpeningTurn}).
     */
    static State diagram2BlackToMove(Rules rules) {
        State s = position(rules, "white: cow d4, e5, d2, cowboy d5, f8; black: cow e7, e6, e4, f3, cowboy e3, f5;"
                + " reserve white: cow 4, cowboy 3; reserve black: cow 3, cowboy 3; turn: white");
        play(s, "Cd2-e2", "Bf8-f7");
        assertEquals(BLACK, s.toMove());
        assertEquals(PositionFormat.format(diagram2(rules, "black")), PositionFormat.format(s));
        return s;
    }

    /** The legal sub-moves now, sorted, of one piece: 'C' for cow actions, 'B' for cowboy actions. */
    static List<String> movesOf(State s, char letter) {
        return moves(s).stream().filter(m -> m.charAt(0) == letter).collect(Collectors.toList());
    }

    /** Every whole-turn sequence of sub-moves from here (a turn ends when the turn number moves on or the game ends). */
    static List<List<String>> turnSequences(State s) {
        List<List<String>> out = new ArrayList<>();
        forEachTurn(s, new ArrayList<>(), out, t -> { });
        return out;
    }

    /** Plays every whole turn from here, calls {@code after} at the position after each, and collects the sequences. */
    static void forEachTurn(State s, List<String> prefix, List<List<String>> out, Consumer<State> after) {
        int turn = s.turnNumber();
        int mover = s.toMove();
        MoveList ms = new MoveList();
        s.generate(ms);
        int[] list = ms.toArray();
        for (int m : list) {
            List<String> line = new ArrayList<>(prefix);
            line.add(Notation.format(s, m));
            s.make(m);
            if (s.turnNumber() != turn || s.isOver() || s.toMove() != mover) {
                out.add(line);
                after.accept(s);
            } else {
                forEachTurn(s, line, out, after);
            }
            s.unmake();
        }
    }

    static Set<String> names(Geometry g, int[] cells) {
        Set<String> out = new TreeSet<>();
        for (int c : cells) {
            out.add(g.cellName(c));
        }
        return out;
    }

    static Set<String> set(String spaceSeparated) {
        return new TreeSet<>(Arrays.asList(spaceSeparated.trim().split("\\s+")));
    }

    // ---- section 2: the board

    @Test
    void boardHasThe39CellsOfSection2() {
        Geometry g = rules().geometry;
        assertEquals(39, g.cells());
        assertEquals(39, rules().cells);
        List<String> rows = List.of("a4 b5 c6 d7 e8 f9", "b4 c5 d6 e7 f8", "b3 c4 d5 e6 f7 g8", "c3 d4 e5 f6 g7",
                "c2 d3 e4 f5 g6 h7", "d2 e3 f4 g5 h6", "d1 e2 f3 g4 h5 i6");
        Set<String> expected = new TreeSet<>();
        List<Integer> ys = new ArrayList<>();
        for (String row : rows) {
            List<String> cells = Arrays.asList(row.split(" "));
            expected.addAll(cells);
            // The cells of a row stand on one line of the engine's board, left to right.
            int y = g.y(g.cell(cells.get(0)));
            for (int i = 0; i < cells.size(); i++) {
                assertEquals(y, g.y(g.cell(cells.get(i))), cells.get(i));
                if (i > 0) {
                    assertTrue(g.x(g.cell(cells.get(i))) > g.x(g.cell(cells.get(i - 1))), cells.get(i));
                }
            }
            assertFalse(ys.contains(y));
            ys.add(y);
            assertEquals(row.equals(rows.get(0)) || rows.indexOf(row) % 2 == 0 ? 6 : 5, cells.size());
        }
        assertEquals(39, expected.size());
        Set<String> actual = new TreeSet<>();
        g.cellNames().forEach(actual::add);
        assertEquals(expected, actual);
        assertEquals(rows.stream().map(r -> r.replace(" ", ",")).collect(Collectors.toList()),
                Arrays.stream(RunKniziaReference.ROWS).map(r -> String.join(",", r)).collect(Collectors.toList()),
                "the reference uses the same rows");
        // The 'h' cells of the diagram are not cells.
        for (String hole : List.of("a3", "g9", "a2", "h9", "a1", "b2", "h8", "i9", "b1", "i8", "c1", "i7")) {
            assertEquals(-1, g.cell(hole), hole);
        }
        // Row of a cell: 4 - (N - L).
        for (int r = 0; r < RunKniziaReference.ROWS.length; r++) {
            for (String name : RunKniziaReference.ROWS[r]) {
                assertEquals(r + 1, 4 - ((name.charAt(1) - '0') - (name.charAt(0) - 'a' + 1)), name);
            }
        }
    }

    @Test
    void neighbourExamplesOfSection2() {
        Geometry g = rules().geometry;
        assertEquals(set("b5 b4"), names(g, g.neighbours(g.cell("a4"))));
        assertEquals(set("c4 b4 c3"), names(g, g.neighbours(g.cell("b3"))));
        assertEquals(set("f6 d4 e6 e4 f5 d5"), names(g, g.neighbours(g.cell("e5"))));
    }

    /** Every cell's neighbours by the brick rule, by the (L, N) rule, and the counts section 2 gives for edges. */
    @Test
    void everyCellHasTheSpecNeighbours() {
        Geometry g = rules().geometry;
        Set<String> sixRowEdges = set("a4 f9 b3 g8 c2 h7 d1 i6");
        Set<String> fiveRowEdges = set("b4 f8 c3 g7 d2 h6");
        for (int c = 0; c < RunKniziaReference.N; c++) {
            String name = RunKniziaReference.NAME[c];
            Set<String> brick = new TreeSet<>();
            for (int a : RunKniziaReference.ADJ[c]) {
                brick.add(RunKniziaReference.NAME[a]);
            }
            Set<String> axial = new TreeSet<>();
            int l = name.charAt(0);
            int n = name.charAt(1) - '0';
            int[][] steps = {{1, 1}, {-1, -1}, {0, -1}, {1, 0}, {0, 1}, {-1, 0}};
            for (int[] d : steps) {
                String other = "" + (char) (l + d[0]) + (n + d[1]);
                if (g.cell(other) >= 0) {
                    axial.add(other);
                }
            }
            Set<String> engine = names(g, g.neighbours(g.cell(name)));
            assertEquals(brick, engine, name);
            assertEquals(axial, engine, name);
            if (sixRowEdges.contains(name)) {
                assertTrue(engine.size() == 2 || engine.size() == 3, name);
            } else if (fiveRowEdges.contains(name)) {
                assertEquals(5, engine.size(), name);
            } else if (RunKniziaReference.ROW[c] == 1 || RunKniziaReference.ROW[c] == 7) {
                // The other cells of the top and bottom rows lack their two outer neighbours.
                assertEquals(4, engine.size(), name);
            } else {
                assertEquals(6, engine.size(), name);
            }
        }
        assertEquals(2, names(g, g.neighbours(g.cell("a4"))).size());
        assertEquals(3, names(g, g.neighbours(g.cell("b3"))).size());
    }

    // ---- section 3: rows and forward directions

    static Set<String> forwardCells(Rules rules, int player, String from) {
        Geometry g = rules.geometry;
        int forward = Games.checked(rules).resolve("forward").index();
        Set<String> out = new TreeSet<>();
        for (int d : Games.checked(rules).relativeDirections()[forward][player]) {
            int to = g.next(g.cell(from), d);
            if (to >= 0) {
                out.add(g.cellName(to));
            }
        }
        return out;
    }

    static Set<String> zone(Rules rules, String name, int player) {
        int z = Games.checked(rules).resolve(name).index();
        for (var zc : Games.checked(rules).zones()) {
            if (zc.zone() == z && zc.owner() == player) {
                return names(rules.geometry, zc.cells());
            }
        }
        throw new AssertionError("no zone " + name + " of " + player);
    }

    @Test
    void forwardDirectionsPerPlayer() {
        Rules r = rules();
        assertEquals("black", r.playerName(BLACK));
        assertEquals("white", r.playerName(WHITE));
        // The examples of section 3.
        assertEquals(set("c3"), forwardCells(r, WHITE, "b3"));
        assertEquals(set("g7"), forwardCells(r, WHITE, "g8"));
        assertEquals(set("c3"), forwardCells(r, BLACK, "c2"));
        assertEquals(set("g7"), forwardCells(r, BLACK, "h7"));
        assertEquals(set("d4 e5"), forwardCells(r, BLACK, "e4"));
        assertEquals(set("d7 e8"), forwardCells(r, BLACK, "e7"));
        // White (L, N-1) and (L+1, N); Black (L, N+1) and (L-1, N); the next row in brick coordinates.
        for (int c = 0; c < RunKniziaReference.N; c++) {
            String name = RunKniziaReference.NAME[c];
            char l = name.charAt(0);
            int n = name.charAt(1) - '0';
            Set<String> white = new TreeSet<>();
            Set<String> black = new TreeSet<>();
            for (String cand : List.of("" + l + (n - 1), "" + (char) (l + 1) + n)) {
                if (r.geometry.cell(cand) >= 0) {
                    white.add(cand);
                }
            }
            for (String cand : List.of("" + l + (n + 1), "" + (char) (l - 1) + n)) {
                if (r.geometry.cell(cand) >= 0) {
                    black.add(cand);
                }
            }
            assertEquals(white, forwardCells(r, WHITE, name), "white " + name);
            assertEquals(black, forwardCells(r, BLACK, name), "black " + name);
            Set<String> brickWhite = new TreeSet<>();
            for (int f : RunKniziaReference.FORWARD[WHITE][c]) {
                brickWhite.add(RunKniziaReference.NAME[f]);
            }
            Set<String> brickBlack = new TreeSet<>();
            for (int f : RunKniziaReference.FORWARD[BLACK][c]) {
                brickBlack.add(RunKniziaReference.NAME[f]);
            }
            assertEquals(brickWhite, white, "brick white " + name);
            assertEquals(brickBlack, black, "brick black " + name);
            int row = RunKniziaReference.ROW[c];
            if (row % 2 == 0) {
                // From a 5-cell row both forward cells exist.
                assertEquals(2, white.size(), name);
                assertEquals(2, black.size(), name);
            }
            assertEquals(row == 7, white.isEmpty(), name);
            assertEquals(row == 1, black.isEmpty(), name);
        }
    }

    @Test
    void firstAndLastRowsPerPlayer() {
        Rules r = rules();
        assertEquals(set("a4 b5 c6 d7 e8 f9"), zone(r, "first_row", WHITE));
        assertEquals(set("d1 e2 f3 g4 h5 i6"), zone(r, "last_row", WHITE));
        assertEquals(set("d1 e2 f3 g4 h5 i6"), zone(r, "first_row", BLACK));
        assertEquals(set("a4 b5 c6 d7 e8 f9"), zone(r, "last_row", BLACK));
    }

    // ---- section 3: diagram 2 and the seed's claims

    static final String RT3_COW = "C@a4 C@b5 C@c6 C@d7 C@e8 C@f9 Cd4-d3 Ce2-off";
    static final String RT3_COWBOY = "B@a4 B@b5 B@c6 B@d7 B@e8 B@f9 Bd5-c4 Bd5-c5 Bd5-d6 Bd5xe6 Bf7-f6 Bf7-f8 Bf7-g7 Bf7-g8"
            + " Bf7xe6 Bf7xe7";
    static final String RT4_COW = "C@d1 C@g4 C@h5 C@i6 Ce6-d6 Ce7-d7 Ce7-e8 Cf3-f4";
    static final String RT4_COWBOY = "B@d1 B@g4 B@h5 B@i6 Be3-d2 Be3-d3 Be3-f4 Be3xe2 Bf5-f4 Bf5-f6 Bf5-g5 Bf5-g6 Bf5xe5";

    static int at(State s, String cell) {
        return Kernel.rules(s).geometry.cell(cell);
    }

    /** "white cow", "black cowboy" or "empty". */
    static String content(State s, String cell) {
        int c = at(s, cell);
        return s.owner(c) < 0 ? "empty" : Kernel.rules(s).playerName(s.owner(c)) + " " + Kernel.rules(s).pieceName(s.piece(c));
    }

    @Test
    void diagram2DecodesToTheSeedPieces() {
        State s = diagram2(rules(), "white");
        for (String c : List.of("d4", "e5", "e2")) {
            assertEquals("white cow", content(s, c), c);
        }
        for (String c : List.of("d5", "f7")) {
            assertEquals("white cowboy", content(s, c), c);
        }
        for (String c : List.of("e7", "e6", "e4", "f3")) {
            assertEquals("black cow", content(s, c), c);
        }
        for (String c : List.of("e3", "f5")) {
            assertEquals("black cowboy", content(s, c), c);
        }
        assertEquals(11, s.onBoard(WHITE) + s.onBoard(BLACK));
        assertFalse(s.isOver());
    }

    @Test
    void claimBlackCowOnE4IsBlockedByTwoWhiteCows() {
        Rules r = rules();
        State s = diagram2BlackToMove(r);
        assertEquals(set("d4 e5"), forwardCells(r, BLACK, "e4"));
        assertEquals("white cow", content(s, "d4"));
        assertEquals("white cow", content(s, "e5"));
        assertTrue(moves(s).stream().noneMatch(m -> m.startsWith("Ce4")), moves(s).toString());
        assertTrue(moves(s).stream().noneMatch(m -> m.startsWith("remove")), "other cows can move: no removal");
    }

    @Test
    void claimWhiteCowOnE2MayMoveOut() {
        State s = diagram2(rules(), "white");
        assertTrue(moves(s).contains("Ce2-off"));
        play(s, "Ce2-off");
        assertEquals(1, s.exited(WHITE));
        assertEquals("empty", content(s, "e2"));
        assertEquals(4, Kernel.board(s).reserve[WHITE * 2], "an exited cow does not return to the reserve");
        assertFalse(s.isOver());
        assertEquals(WHITE, s.toMove(), "the cowboy action is still to come");
        assertEquals(sorted(RT3_COWBOY), moves(s), "the exit frees nothing for White's cowboys");
    }

    @Test
    void claimBlackCowboyOnE3CanCaptureIt() {
        State s = diagram2BlackToMove(rules());
        assertTrue(moves(s).contains("Be3xe2"));
        play(s, "Be3xe2");
        assertEquals("black cowboy", content(s, "e2"));
        assertEquals(2, Kernel.board(s).onBoardByType[WHITE * 2]);
        assertEquals(4, Kernel.board(s).reserve[WHITE * 2], "a captured cow is not returned to any reserve");
        assertEquals(0, s.exited(WHITE));
    }

    @Test
    void claimBlackCowboyOnF5CapturesE5AndIsThenCapturableByD5() {
        Rules r = rules();
        State s = diagram2BlackToMove(r);
        assertEquals(List.of("Bf5xe5"), moves(s).stream().filter(m -> m.startsWith("Bf5x")).collect(Collectors.toList()),
                "e5 is the only white cow next to f5, and no white cowboy is next to it");
        play(s, "Bf5xe5");
        assertEquals("black cowboy", content(s, "e5"));
        List<String> cowActions = moves(s);
        assertEquals(sorted(RT4_COW), cowActions, "e4 stays blocked (its own cowboy on e5, a white cow on d4)");
        int checked = 0;
        for (String cow : cowActions) {
            State t = diagram2BlackToMove(r);
            play(t, "Bf5xe5", cow);
            assertEquals(WHITE, t.toMove());
            List<String> captures = moves(t).stream().filter(m -> m.endsWith("xe5")).collect(Collectors.toList());
            assertEquals(List.of("Bd5xe5"), captures, "after Bf5xe5 " + cow);
            checked++;
        }
        assertEquals(8, checked);
    }

    @Test
    void claimBlackCowOnE7ReachesTheLastRowAndThenAlwaysLeaves() {
        Rules r = rules();
        State s = diagram2BlackToMove(r);
        assertTrue(moves(s).containsAll(List.of("Ce7-d7", "Ce7-e8")));
        assertEquals(set("b5 c6 d7 e8 f9 a4"), zone(r, "last_row", BLACK));
        int whiteTurns = 0;
        for (String to : List.of("d7", "e8")) {
            State t = diagram2BlackToMove(r);
            play(t, "Ce7-" + to);
            List<String> cowboyActions = moves(t);
            assertEquals(sorted(RT4_COWBOY), cowboyActions, "moving e7 frees nothing for Black's cowboys");
            for (String cowboy : cowboyActions) {
                play(t, cowboy);
                assertEquals(WHITE, t.toMove());
                // No White cowboy stands next to the cow, and a drop cannot capture.
                for (int n : r.geometry.neighbours(at(t, to))) {
                    assertFalse(t.owner(n) == WHITE && t.piece(n) == 1, "white cowboy next to " + to);
                }
                List<List<String>> seen = new ArrayList<>();
                int[] count = {0};
                forEachTurn(t, new ArrayList<>(), seen, after -> {
                    assertEquals(BLACK, after.toMove());
                    assertEquals("black cow", content(after, to), "after White's reply");
                    assertTrue(moves(after).contains("C" + to + "-off"), "Black can leave from " + to);
                    count[0]++;
                });
                assertTrue(count[0] > 100, "white replies " + count[0]);
                whiteTurns += count[0];
                t.unmake();
            }
        }
        assertTrue(whiteTurns > 5000, "white turns checked " + whiteTurns);
        System.out.println("run-knizia diagram 2, cow e7 on the last row: " + whiteTurns + " White turns checked");
    }

    // ---- section 8: R-T1 .. R-T7

    @Test
    void rt1OpeningIsTwelveSingleDrops() {
        State s = Games.start(rules());
        assertEquals(BLACK, s.toMove());
        assertEquals(1, s.turnNumber());
        assertArrayEquals(new int[] {7, 5, 7, 5}, Kernel.board(s).reserve);
        assertEquals(0, s.onBoard(BLACK) + s.onBoard(WHITE));
        assertEquals(sorted("C@d1 C@e2 C@f3 C@g4 C@h5 C@i6 B@d1 B@e2 B@f3 B@g4 B@h5 B@i6"), moves(s));
        List<List<String>> turns = turnSequences(s);
        assertEquals(12, turns.size());
        assertTrue(turns.stream().allMatch(t -> t.size() == 1), "each opening turn is a single drop");
        play(s, "C@f3");
        assertEquals(WHITE, s.toMove());
        assertEquals(2, s.turnNumber());
        assertArrayEquals(new int[] {6, 5, 7, 5}, Kernel.board(s).reserve);
    }

    @Test
    void rt2FirstReplyHas60SequencesAnd30Results() {
        State s = Games.start(rules());
        play(s, "C@f3");
        assertEquals(PositionFormat.format(position(rules(), "black: cow f3; reserve black: cow 6, cowboy 5;"
                + " reserve white: cow 7, cowboy 5; turn: white")), PositionFormat.format(s));
        assertEquals(sorted("C@a4 C@b5 C@c6 C@d7 C@e8 C@f9 B@a4 B@b5 B@c6 B@d7 B@e8 B@f9"), moves(s));
        List<List<String>> sequences = new ArrayList<>();
        Set<Long> hashes = new HashSet<>();
        Set<String> results = new TreeSet<>();
        forEachTurn(s, new ArrayList<>(), sequences, after -> {
            assertEquals(BLACK, after.toMove());
            assertEquals(3, after.turnNumber());
            hashes.add(after.hash());
            results.add(PositionFormat.format(after));
        });
        assertEquals(60, sequences.size());
        assertEquals(30, hashes.size());
        assertEquals(30, results.size());
        Set<String> pairs = new TreeSet<>();
        for (List<String> seq : sequences) {
            assertEquals(2, seq.size());
            String cow = seq.get(0).startsWith("C") ? seq.get(0) : seq.get(1);
            String cowboy = seq.get(0).startsWith("B") ? seq.get(0) : seq.get(1);
            assertTrue(cow.startsWith("C@") && cowboy.startsWith("B@"), seq.toString());
            assertFalse(cow.substring(2).equals(cowboy.substring(2)), seq.toString());
            pairs.add(cow + "+" + cowboy);
        }
        assertEquals(30, pairs.size());
        assertTrue(sequences.contains(List.of("C@c6", "B@f9")) && sequences.contains(List.of("B@f9", "C@c6")));
        // Diagram 1: C@c6 + B@f9.
        assertTrue(results.contains(PositionFormat.format(position(rules(), "black: cow f3; white: cow c6, cowboy f9;"
                + " reserve black: cow 6, cowboy 5; reserve white: cow 6, cowboy 4; turn: black"))));
    }

    @Test
    void rt3Diagram2WhiteToMove() {
        State s = diagram2(rules(), "white");
        assertEquals(WHITE, s.toMove());
        assertEquals("normal", s.planName());
        assertEquals(sorted(RT3_COW), movesOf(s, 'C'));
        assertEquals(sorted(RT3_COWBOY), movesOf(s, 'B'));
        assertEquals(24, moves(s).size(), "no removal and nothing else");
        assertTrue(moves(s).stream().noneMatch(m -> m.startsWith("Ce5")), "e5 is blocked by e4 and f5");
    }

    @Test
    void rt4Diagram2BlackToMove() {
        State s = diagram2BlackToMove(rules());
        assertEquals(sorted(RT4_COW), movesOf(s, 'C'));
        assertEquals(sorted(RT4_COWBOY), movesOf(s, 'B'));
        assertEquals(21, moves(s).size());
        assertTrue(moves(s).stream().noneMatch(m -> m.startsWith("Cf3-e3")), "f3-e3 is blocked by Black's own cowboy");
    }

    @Test
    void rt4SetUpDirectlyUnderFirstTurnNormal() {
        // With no opening plan, a set-up position with Black to move is an ordinary turn.
        State s = diagram2(rules("first_turn=normal"), "black");
        assertEquals(sorted(RT4_COW), movesOf(s, 'C'));
        assertEquals(sorted(RT4_COWBOY), movesOf(s, 'B'));
    }

    /**
     * Spec R-T4 sets diagram 2 up with Black to move and expects 8 cow and 13 cowboy actions. The
     * engine gives the position turn number 1, and since Black is the first player the game's
     * opening plan ({@code turn opening when turn_number == 1 and mover == first_player: one of drop})
     * governs it: only the 8 single drops are offered. The position text has no way to say which
     * turn it is.
     */
    @Test
    void setUpPositionWithTheFirstPlayerToMoveIsNotAnOpeningTurn() {
        State s = diagram2(rules(), "black");
        State t = position(rules("first=white"), "white: cow e2; exited white: 3; exited black: 1; turn: white");
        assertAll(
                () -> assertEquals(sorted(RT4_COW), movesOf(s, 'C')),
                () -> assertEquals(sorted(RT4_COWBOY), movesOf(s, 'B')),
                // R-T7 under first=white: the engine offers only 'pass' (no drop is possible).
                () -> assertEquals(List.of("Ce2-off"), moves(t)));
    }

    @Test
    void rt4AfterBf5xe5WhiteCanRecapture() {
        State s = diagram2BlackToMove(rules());
        play(s, "Bf5xe5", "Cf3-f4");
        assertTrue(moves(s).contains("Bd5xe5"));
    }

    static final String RT5 = "white: cow e5, cowboy e4; black: cow f5, cowboy g7; turn: white";

    static Set<String> sequenceSet(State s) {
        return turnSequences(s).stream().map(l -> String.join(" ", l)).collect(Collectors.toCollection(TreeSet::new));
    }

    static final Set<String> RT5_COWBOY_FIRST = set5("Be4xf5 Ce5-e4", "Be4-d3 Ce5-e4", "Be4-e3 Ce5-e4",
            "Be4-f4 Ce5-e4", "Be4-d4 Ce5-e4");
    static final Set<String> RT5_COW_FIRST = set5("remove Ce5 Be4xf5", "remove Ce5 Be4-d3", "remove Ce5 Be4-e5",
            "remove Ce5 Be4-e3", "remove Ce5 Be4-f4", "remove Ce5 Be4-d4");

    static Set<String> set5(String... items) {
        return new TreeSet<>(Arrays.asList(items));
    }

    @Test
    void rt5ForcedRemovalJudgedPerSubMove() {
        State s = position(rules(), RT5);
        assertEquals(new TreeSet<>(List.of("remove Ce5", "Be4xf5", "Be4-d3", "Be4-e3", "Be4-f4", "Be4-d4")),
                new TreeSet<>(moves(s)));
        assertEquals(6, moves(s).size());
        Set<String> expected = new TreeSet<>(RT5_COWBOY_FIRST);
        expected.addAll(RT5_COW_FIRST);
        Set<String> actual = sequenceSet(s);
        assertEquals(11, turnSequences(s).size());
        assertEquals(expected, actual);
        play(s, "remove Ce5");
        assertEquals(0, Kernel.board(s).reserve[WHITE * 2], "a removed cow leaves the game");
        assertEquals(0, s.exited(WHITE), "a removed cow does not score");
        assertFalse(s.isOver());
        // Removing White's last cow and then taking Black's last one leaves no cow anywhere: a 0-0 draw.
        play(s, "Be4xf5");
        assertTrue(s.isOver());
        assertTrue(s.result().isDraw());
        assertEquals("tie", s.result().end());
    }

    @Test
    void rt5ForcedRemovalJudgedOverTheWholeTurn() {
        State s = position(rules("removal_check=whole_turn"), RT5);
        assertEquals(sorted("Be4xf5 Be4-d3 Be4-e3 Be4-f4 Be4-d4"), moves(s));
        assertEquals(5, turnSequences(s).size());
        assertEquals(RT5_COWBOY_FIRST, sequenceSet(s));
    }

    @Test
    void rt6OneTypeOnlyIsASingleAction() {
        State s = position(rules(), "white: cowboy d4; black: cow e4, f5; turn: white");
        assertEquals(sorted("Bd4-c3 Bd4-c4 Bd4-d3 Bd4-d5 Bd4-e5 Bd4xe4"), moves(s));
        List<List<String>> turns = turnSequences(s);
        assertEquals(6, turns.size());
        assertTrue(turns.stream().allMatch(t -> t.size() == 1), turns.toString());
        play(s, "Bd4xe4");
        assertEquals(BLACK, s.toMove());
        assertFalse(s.isOver(), "Black's cow f5 is still on the board");
    }

    @Test
    void rt7LastCowExitsAndWhiteWinsByThree() {
        State s = position(rules(), "white: cow e2; exited white: 3; exited black: 1; turn: white");
        assertFalse(s.isOver());
        assertEquals(List.of("Ce2-off"), moves(s));
        play(s, "Ce2-off");
        assertTrue(s.isOver());
        Result r = s.result();
        assertEquals(WHITE, r.winner());
        assertArrayEquals(new double[] {0, 3}, r.scores());
        assertEquals("no_cows", r.end());
        assertEquals(4, s.exited(WHITE));
        assertEquals(1, s.exited(BLACK));
        assertEquals(0, moves(s).size());
    }

    @Test
    void rt7TheGameEndsAfterTheSubMoveEvenWithACowboyActionToCome() {
        State s = position(rules(), "white: cow e2, cowboy a4; black: cowboy g5; exited white: 3; exited black: 1;"
                + " turn: white");
        assertEquals(sorted("Ce2-off Ba4-b5 Ba4-b4"), moves(s));
        play(s, "Ce2-off");
        assertTrue(s.isOver());
        assertEquals(0, moves(s).size());
        assertEquals(WHITE, s.result().winner());
        assertArrayEquals(new double[] {0, 3}, s.result().scores());
        // The other order: the cowboy first, then the exit ends the game.
        State t = position(rules(), "white: cow e2, cowboy a4; black: cowboy g5; exited white: 3; exited black: 1;"
                + " turn: white");
        play(t, "Ba4-b4");
        assertFalse(t.isOver());
        assertEquals(List.of("Ce2-off"), moves(t));
        play(t, "Ce2-off");
        assertEquals("no_cows", t.result().end());
        assertEquals(WHITE, t.result().winner());
    }

    // ---- rules of sections 5 and 6 not covered by the test positions

    /**
     * Rule 6.4, second bullet: cows only in reserve and the first row full, so the cow part is
     * skipped; but a sub-move is generated after the one before is applied, so a cowboy leaving the
     * first row lets the cow be dropped in the same turn.
     */
    @Test
    void cowPartWithAFullFirstRowWaitsForTheCowboyPart() {
        State s = position(rules(), "white: cowboy a4, b5, c6, d7, e8; black: cowboy f9, cow g5; reserve white: cow 2;"
                + " turn: white");
        List<String> first = moves(s);
        assertEquals(sorted("Ba4-b4 Bb5-b4 Bb5-c5 Bc6-c5 Bc6-d6 Bd7-d6 Bd7-e7 Be8-e7 Be8-f8 Be8xf9"), first);
        List<List<String>> turns = turnSequences(s);
        assertEquals(10, turns.size());
        for (List<String> t : turns) {
            String from = t.get(0).substring(1, 3);
            assertEquals(List.of(t.get(0), "C@" + from), t, "the vacated cell takes the cow");
        }
    }

    /**
     * Rule 6.4, second bullet, for a whole turn: White's cows are all in reserve and White's first
     * row is full (three White cowboys, two Black cows and a Black cowboy). A cowboy move from off
     * the first row leaves it full: the cow part is skipped and the turn is one sub-move.
     */
    @Test
    void cowPartSkippedWhenNothingCanBeDropped() {
        State s = position(rules(), "black: cow d7, e8, cowboy f9; white: cowboy a4, b5, c6, d4, f5; reserve white: cow 2;"
                + " turn: white");
        assertTrue(moves(s).stream().allMatch(m -> m.startsWith("B")), moves(s).toString());
        int single = 0;
        int withDrop = 0;
        for (List<String> turn : turnSequences(s)) {
            String first = turn.get(0);
            String from = first.substring(1, 3);
            if (from.equals("d4") || from.equals("f5")) {
                assertEquals(1, turn.size(), "the row stays full: the cow part is skipped " + turn);
                single++;
            } else {
                assertEquals(List.of(first, "C@" + from), turn);
                withDrop++;
            }
        }
        assertTrue(single >= 8 && withDrop >= 4, single + " " + withDrop);
        assertTrue(moves(s).contains("Bc6xd7"), "a capture on the first row vacates the capturing cowboy's cell");
        assertTrue(turnSequences(s).contains(List.of("Bc6xd7", "C@c6")));
    }

    @Test
    void aPlayerWithNoPiecesPasses() {
        State s = position(rules(), "black: cow g5, cowboy h7; exited white: 2; turn: white");
        assertEquals(List.of("pass"), moves(s));
        play(s, "pass");
        assertEquals(BLACK, s.toMove());
        assertFalse(s.isOver());
    }

    @Test
    void cowboysCaptureOnTheOpponentsFirstRowAndNeverExit() {
        // R11, R12.
        State s = position(rules(), "white: cowboy e2, cow c6; black: cow f3, cowboy d1; turn: white");
        List<String> cowboy = movesOf(s, 'B');
        assertTrue(cowboy.contains("Be2xf3"), cowboy.toString());
        assertTrue(cowboy.contains("Be2xd1"), cowboy.toString());
        assertTrue(cowboy.stream().noneMatch(m -> m.endsWith("-off")), "cowboys never leave the board");
        // A cow never captures and never moves sideways or back.
        State t = position(rules(), "white: cow e5; black: cow e4, f5; turn: white");
        assertEquals(List.of("remove Ce5"), moves(t));
    }

    // ---- section 7: variants

    @Test
    void allVariantsLoad() {
        for (String v : List.of("first=white", "first_turn=normal", "removal=to_reserve", "removal_check=whole_turn",
                "tie=second_player_wins", "max_turns=200", "end=either_player_out_of_cows")) {
            assertNotNull(rules(v), v);
        }
        assertNotNull(rules("first=white", "first_turn=normal", "removal=to_reserve", "removal_check=whole_turn",
                "tie=second_player_wins", "max_turns=200"));
    }

    @Test
    void firstWhite() {
        State s = Games.start(rules("first=white"));
        assertEquals(WHITE, s.toMove());
        assertEquals(sorted("C@a4 C@b5 C@c6 C@d7 C@e8 C@f9 B@a4 B@b5 B@c6 B@d7 B@e8 B@f9"), moves(s));
        assertTrue(turnSequences(s).stream().allMatch(t -> t.size() == 1), "White's first turn is one drop");
        play(s, "C@c6");
        assertEquals(BLACK, s.toMove());
        List<List<String>> sequences = new ArrayList<>();
        Set<Long> hashes = new HashSet<>();
        forEachTurn(s, new ArrayList<>(), sequences, after -> hashes.add(after.hash()));
        assertEquals(60, sequences.size());
        assertEquals(30, hashes.size());
    }

    @Test
    void firstTurnNormal() {
        State s = Games.start(rules("first_turn=normal"));
        assertEquals(BLACK, s.toMove());
        assertEquals(sorted("C@d1 C@e2 C@f3 C@g4 C@h5 C@i6 B@d1 B@e2 B@f3 B@g4 B@h5 B@i6"), moves(s));
        play(s, "C@f3");
        assertEquals(BLACK, s.toMove(), "the first turn has a second part");
        assertEquals(sorted("B@d1 B@e2 B@g4 B@h5 B@i6"), moves(s));
        play(s, "B@d1");
        assertEquals(WHITE, s.toMove());
        State t = Games.start(rules("first_turn=normal"));
        List<List<String>> turns = turnSequences(t);
        assertEquals(60, turns.size());
        assertTrue(turns.stream().allMatch(l -> l.size() == 2));
        State u = Games.start(rules("first=white", "first_turn=normal"));
        assertEquals(WHITE, u.toMove());
        assertEquals(60, turnSequences(u).size());
    }

    @Test
    void removalToReserve() {
        State d = position(rules(), RT5);
        State v = position(rules("removal=to_reserve"), RT5);
        assertEquals(sequenceSet(d), sequenceSet(v), "the same turns, with the removed piece kept");
        play(d, "remove Ce5");
        play(v, "remove Ce5");
        assertEquals(0, Kernel.board(d).reserve[WHITE * 2]);
        assertEquals(1, Kernel.board(v).reserve[WHITE * 2], "the removed cow returns to the reserve");
        assertEquals(0, v.exited(WHITE));
        assertTrue(moves(v).stream().allMatch(m -> m.startsWith("B")), "the cow part is done this turn");
        play(d, "Be4-d3");
        play(v, "Be4-d3");
        assertEquals(BLACK, v.toMove());
        play(d, "Cf5-e5", "Bg7-g8");
        play(v, "Cf5-e5", "Bg7-g8");
        assertEquals(WHITE, v.toMove());
        assertTrue(movesOf(v, 'C').containsAll(List.of("C@a4", "C@f9")), "the cow can be dropped again");
        assertEquals(List.of(), movesOf(d, 'C'), "removed from play: no cow left for White");
        // A blocked cowboy: a4's neighbours b5 and b4 hold White's own cows and no cowboy is in reserve.
        String blocked = "white: cow b5, b4, cowboy a4; black: cow g5; reserve white: cow 1; turn: white";
        State db = position(rules(), blocked);
        State vb = position(rules("removal=to_reserve"), blocked);
        assertTrue(moves(vb).contains("remove Ba4"), moves(vb).toString());
        play(db, "remove Ba4");
        play(vb, "remove Ba4");
        assertEquals(0, Kernel.board(db).reserve[WHITE * 2 + 1]);
        assertEquals(1, Kernel.board(vb).reserve[WHITE * 2 + 1]);
    }

    static final String TIE = "white: cow e2; exited white: 2; exited black: 3; turn: white";

    @Test
    void equalTalliesDrawByDefault() {
        State s = position(rules(), TIE);
        play(s, "Ce2-off");
        assertTrue(s.isOver());
        assertTrue(s.result().isDraw());
        assertArrayEquals(new double[] {0, 0}, s.result().scores());
        assertEquals("tie", s.result().end());
    }

    @Test
    void tieSecondPlayerWins() {
        State s = position(rules("tie=second_player_wins"), TIE);
        play(s, "Ce2-off");
        assertTrue(s.isOver());
        assertEquals(WHITE, s.result().winner(), "Black moves first, so White is the second player");
        assertEquals("tie", s.result().end());
        // Unequal tallies are still won by margin.
        State t = position(rules("tie=second_player_wins"), "white: cow e2; exited white: 3; exited black: 1; turn: white");
        play(t, "Ce2-off");
        assertEquals(WHITE, t.result().winner());
        assertArrayEquals(new double[] {0, 3}, t.result().scores());
        assertEquals("no_cows", t.result().end());
    }

    /**
     * The tie position one turn earlier with Black to move: under first=white a position set up with
     * White to move would be White's single-drop opening turn.
     */
    static final String TIE_BLACK_TO_MOVE = "white: cow e2; black: cowboy h7; exited white: 2; exited black: 3;"
            + " turn: black";

    @Test
    void equalTalliesDrawWithWhiteFirst() {
        State s = position(rules("first=white"), TIE_BLACK_TO_MOVE);
        play(s, "Bh7-g7", "Ce2-off");
        assertTrue(s.isOver());
        assertTrue(s.result().isDraw());
    }

    /** With first=white the second player is Black, but the variant's tie rule names White. */
    @Test
    void tieSecondPlayerWinsWithWhiteFirstGoesToBlack() {
        State s = position(rules("first=white", "tie=second_player_wins"), TIE_BLACK_TO_MOVE);
        play(s, "Bh7-g7", "Ce2-off");
        assertTrue(s.isOver());
        assertEquals(BLACK, s.result().winner(), "White moves first, so Black is the second player");
    }

    static final String EITHER = "white: cow d4, cowboy e4; black: cow f5, cowboy g7; exited white: 2; exited black: 1;"
            + " turn: white";

    @Test
    void endWhenEitherPlayerIsOutOfCows() {
        State d = position(rules(), EITHER);
        play(d, "Be4xf5");
        assertFalse(d.isOver(), "by default the game goes on while White still has a cow");
        assertEquals(sorted("Cd4-d3 Cd4-e4"), moves(d));
        State v = position(rules("end=either_player_out_of_cows"), EITHER);
        play(v, "Be4xf5");
        assertTrue(v.isOver(), "Black has no cow left: the game ends after this sub-move");
        assertEquals(WHITE, v.result().winner());
        assertArrayEquals(new double[] {0, 1}, v.result().scores());
        assertEquals("no_cows", v.result().end());
        assertEquals(0, moves(v).size());
    }

    static final String EITHER_TIED = "white: cow d4, cowboy e4; black: cow f5, cowboy g7; exited white: 1;"
            + " exited black: 1; turn: white";

    /**
     * tie=second_player_wins and end=either_player_out_of_cows both replace 'end no_cows', so
     * together they depend on the order they are named in, and neither order gives both rules:
     * named tie first, a tied game ended by one player running out of cows is a draw; named
     * either first, the game no longer ends when only one player is out of cows.
     */
    @Test
    void tieAndEitherEndCombineInBothOrders() {
        List<String[]> orders = List.of(new String[] {"tie=second_player_wins", "end=either_player_out_of_cows"},
                new String[] {"end=either_player_out_of_cows", "tie=second_player_wins"});
        List<org.junit.jupiter.api.function.Executable> checks = new ArrayList<>();
        for (String[] order : orders) {
            checks.add(() -> {
                State s = position(rules(order), EITHER_TIED);
                play(s, "Be4xf5");
                assertTrue(s.isOver(), String.join(",", order) + ": Black is out of cows");
                assertEquals(WHITE, s.result().winner(), String.join(",", order) + ": tie goes to White");
            });
            checks.add(() -> {
                State s = position(rules(order), EITHER);
                play(s, "Be4xf5");
                assertTrue(s.isOver(), String.join(",", order) + ": Black is out of cows, 2-1");
                assertEquals(WHITE, s.result().winner());
            });
        }
        assertAll(checks);
    }

    /**
     * A position that never ends by itself (R10): Black's only cow is in reserve and Black's first
     * row is full, White has only cowboys. Every turn is a single cowboy move; the two free cowboys
     * shuttle.
     */
    static final String ENDLESS = "white: cowboy b4, h5, i6; black: cowboy d1, e2, f3, g4, f9;"
            + " reserve black: cow 1; exited white: 3; exited black: 2; turn: white";

    /** Plays shuttle turns until the game is over or {@code turns} turns were played; returns the turns played. */
    static int shuttle(State s, int turns) {
        int played = 0;
        while (!s.isOver() && played < turns) {
            String w = s.toMove() == WHITE ? (content(s, "b4").equals("empty") ? "Bb3-b4" : "Bb4-b3")
                    : (content(s, "f9").equals("empty") ? "Bf8-f9" : "Bf9-f8");
            int turn = s.turnNumber();
            play(s, w);
            if (!s.isOver()) {
                assertEquals(turn + 1, s.turnNumber(), "a turn of one sub-move");
            }
            played++;
        }
        return played;
    }

    @Test
    void endlessPositionIsEndedByTheLimits() {
        State s = position(rules(), ENDLESS);
        assertEquals(List.of("Bb4-a4", "Bb4-b3", "Bb4-b5", "Bb4-c4", "Bb4-c5", "Bh5-g5", "Bh5-h6", "Bi6-h6"),
                moves(s).stream().filter(m -> !m.contains("x")).collect(Collectors.toList()));
        assertEquals(1000, shuttle(s, 5000));
        assertTrue(s.isOver());
        assertTrue(s.result().isDraw());
        assertEquals("limit", s.result().end());
        State t = position(rules("max_turns=200"), ENDLESS);
        int turns = shuttle(t, 5000);
        assertTrue(t.isOver());
        assertTrue(t.result().isDraw());
        assertEquals("limit", t.result().end());
        assertTrue(turns <= 400, "turns " + turns);
    }

    /**
     * R10 max_turns=200: a game still going after 200 turns is drawn. The game file implements it
     * as {@code limit 400 => draw}, 400 plies: a turn here is a single sub-move, so the game goes
     * on to turn 400.
     */
    @Test
    void maxTurns200EndsAfterTurn200() {
        State t = position(rules("max_turns=200"), ENDLESS);
        shuttle(t, 199);
        assertFalse(t.isOver(), "199 turns played");
        shuttle(t, 1);
        assertTrue(t.isOver(), "200 turns played");
        assertTrue(t.result().isDraw());
    }

    // ---- perft

    @Test
    void perftFromTheStart() {
        State s = Games.start(rules());
        Perft p = new Perft(s);
        long hash = s.hash();
        assertEquals(12, p.count(1));
        assertEquals(144, p.count(2));
        assertEquals(720, p.count(3));
        assertEquals(12, p.countTurns(1));
        assertEquals(720, p.countTurns(2));
        assertEquals(hash, s.hash(), "perft leaves the position as it found it");
        assertEquals(0, s.ply());
    }

    /**
     * R-T7 has exactly one whole turn (White's single action Ce2-off, after which the game is over),
     * so perft in turns to depth 1 is 1, as perft in plies is. The engine does not end the turn of
     * a finished game (toMove and turnNumber stay), and Perft.countTurns only counts a leaf when the
     * turn number moves on.
     */
    @Test
    void perftInTurnsCountsATurnThatEndsTheGame() {
        State s = position(rules(), "white: cow e2; exited white: 3; exited black: 1; turn: white");
        Perft p = new Perft(s);
        assertEquals(1, p.count(1));
        // R-T5: 11 whole turns, one of which (remove Ce5, Be4xf5) ends the game.
        State t = position(rules(), RT5);
        assertEquals(11, turnSequences(t).size());
        assertAll(
                () -> assertEquals(1, p.countTurns(1), "R-T7"),
                () -> assertEquals(11, new Perft(t).countTurns(1), "R-T5"));
    }
}
