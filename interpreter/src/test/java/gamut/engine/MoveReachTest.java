package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.Geometry;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.kernel.Kernel;
import gamut.load.GameLoader;
import gamut.rules.Program;
import gamut.rules.Rules;
import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The cells a move program could take a piece on, read from its text ({@code ReachTable}): the
 * reading over-counts and never misses (every move of every shipped game's random games lands,
 * captures and moves pieces only on cells of its table), and asking whether a piece is attacked
 * runs only the pieces whose table holds its cell.
 */
class MoveReachTest {
    private static final String SLIDERS = """
            game "Sliders" {
                players white, black
                board grid 4 by 4
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0)  ne = (1, 1)  nne = (1, 2) }
                directions ahead of white = n
                directions ahead of black = s
                pieces { rook "R", hopper "H", pawn "P", wanderer "W" }
                setup {
                    white rook: a1
                    white pawn: b2
                    black hopper: d4
                    black wanderer: c4
                }
                moves rook {
                    for d in n e s w {
                        step d
                        while empty { move  step d }
                        verify enemy
                        move
                    }
                }
                moves hopper { step nne  verify not friend  move }
                moves pawn {
                    let start = here
                    step ahead
                    verify empty
                    move
                    step ne
                    capture
                    goto start
                    move
                }
                moves wanderer { goto last_cell  verify empty  move }
            }
            """;

    @Test
    void aRookReachesItsRankAndFileAndNothingElse() {
        Rules rules = GameLoader.load("t.gamut", SLIDERS, List.of());
        Geometry geo = rules.geometry;
        Program rook = rules.program(0);
        assertNotNull(rook.reach());
        int a1 = geo.cell("a1");
        assertEquals("a2 a3 a4 b1 c1 d1", reached(rules, rook, 0, a1));
        assertEquals("a3 b1 b2 b4 c3 d3", reached(rules, rook, 1, geo.cell("b3")));
    }

    @Test
    void aLeaperAPawnsOwnWayAndAVariableGoneBackTo() {
        Rules rules = GameLoader.load("t.gamut", SLIDERS, List.of());
        Geometry geo = rules.geometry;
        assertEquals("b3", reached(rules, rules.program(1), 0, geo.cell("a1")));
        assertEquals("", reached(rules, rules.program(1), 0, geo.cell("d4")), "a leap off the board reaches nothing");
        // White's pawn goes north, black's south, then a step north-east takes, and it lands back home.
        assertEquals("b2 b3 c4", reached(rules, rules.program(2), 0, geo.cell("b2")));
        assertEquals("b1 b2 c2", reached(rules, rules.program(2), 1, geo.cell("b2")));
    }

    @Test
    void aProgramGoingToAWorkedOutCellHasNoTable() {
        Rules rules = GameLoader.load("t.gamut", SLIDERS, List.of());
        assertNull(rules.program(3).reach());
        assertTrue(rules.program(3).mayTake(0, 0, 15), "without a table every cell may be reached");
    }

    @Test
    void attacksAreAnsweredAsBeforeWithTheTables() {
        Rules rules = GameLoader.load("t.gamut", SLIDERS, List.of());
        State s = Kernel.start(rules);
        TrialMoves probes = TrialMoves.of(s);
        Geometry geo = rules.geometry;
        // The black hopper on d4 and wanderer on c4: the rook on a1 attacks neither; the hopper attacks nothing of white's.
        assertFalse(probes.attacked(geo.cell("d4"), 1));
        assertFalse(probes.attacked(geo.cell("a1"), 0));
        assertTrue(probes.attacked(geo.cell("a4"), 1), "an empty a4 asked for a black piece: the rook slides there");
        assertTrue(probes.attacked(geo.cell("c4"), 1), "the pawn on b2 captures on c4 and goes back");
        assertFalse(probes.attacked(geo.cell("c3"), 1));
    }

    /** Which shipped programs have a table; chess's all eight. */
    @Test
    void everyMoveProgramOfChessHasATable() throws IOException {
        Rules rules = GameLoader.load(gamut.testing.Games.root().resolve("games/chess.gamut"), List.of());
        for (int p = 0; p < rules.programCount(); p++) {
            assertNotNull(rules.program(p).reach(), "program " + p);
        }
        assertEquals(8, rules.programCount());
    }

    @TestFactory
    Stream<DynamicTest> noMoveOfAShippedGameTakesOutsideItsTable() {
        return gamut.testing.Games.everyShippedVariant().stream().map(g -> DynamicTest.dynamicTest(g.name(),
                () -> withinTables(GameLoader.load(g.file().toString(), g.text(), g.variants()), g.name())));
    }

    private static void withinTables(Rules rules, String where) {
        gamut.testing.Games.eachDecision(Kernel.start(rules), 3, 200, s -> {
            for (int player = 0; player < rules.players(); player++) {
                everyRunWithin(s, player, where + " ply " + s.ply());
            }
        });
    }

    private static void everyRunWithin(State s, int player, String where) {
        Rules rules = s.rules();
        MoveList moves = new MoveList();
        int cells = rules.geometry.cells();
        for (int p = 0; p < rules.programCount(); p++) {
            Program program = rules.program(p);
            if (program.reach() == null) {
                continue;
            }
            int whose = s.turns.whose(program, player);
            var occupancy = s.board().occupancy();
            for (int c = occupancy.nextOf(whose, program.piece(), 0); c >= 0; c = occupancy.nextOf(whose, program.piece(), c + 1)) {
                moves.clear();
                s.turns.runFrom(player, moves, p, c);
                for (int i = 0; i < moves.size(); i++) {
                    int m = moves.get(i);
                    for (int cell = 0; cell < cells; cell++) {
                        boolean takes = Move.isCompound(m) ? rules.compounds().reaches(m, cell)
                                : (Move.kind(m) == Move.MOVE || Move.kind(m) == Move.DROP) && Move.to(m) == cell;
                        if (takes && !program.reach().has(player, c, cell)) {
                            throw new AssertionError(where + ": program " + p + " from " + rules.geometry.cellName(c)
                                    + " for player " + player + " reaches " + rules.geometry.cellName(cell) + ", not in its table");
                        }
                    }
                }
            }
        }
    }

    private static String reached(Rules rules, Program program, int player, int origin) {
        Geometry geo = rules.geometry;
        return IntStream.range(0, geo.cells()).filter(c -> program.reach().has(player, origin, c))
                .mapToObj(geo::cellName).sorted().collect(Collectors.joining(" "));
    }
}
