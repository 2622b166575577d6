package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.core.Result;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The solvers' answers on puzzles and small games whose values are known: the 8-puzzle's hardest
 * start (31 moves, the most any start needs; FifteenPuzzleTest solves the shipped one) under move
 * limits, a start it cannot solve, peg solitaire ending in the centre (31 jumps), tic-tac-toe (a
 * draw) and Hex on 3 by 3 (the first player wins).
 */
class SolversTest {
    private static final long NO_DEADLINE = System.nanoTime() + 3_600_000_000_000L;

    /** The 8-puzzle, 867/254/3.1 (rows from the top, . the gap), to be made 123/456/78. */
    static final String EIGHT = """
            game "Eight" {
                players solo
                board grid 3 by 3
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                pieces { t1 "1", t2 "2", t3 "3", t4 "4", t5 "5", t6 "6", t7 "7", t8 "8" }
                setup {
                    solo t8: a3
                    solo t6: b3
                    solo t7: c3
                    solo t2: a2
                    solo t5: b2
                    solo t4: c2
                    solo t3: a1
                    solo t1: c1
                }
                moves t1, t2, t3, t4, t5, t6, t7, t8 {
                    for d in directions {
                        step d
                        verify empty
                        move
                    }
                }
                end solved: piece_at(a3) == t1 and piece_at(b3) == t2 and piece_at(c3) == t3 and piece_at(a2) == t4
                    and piece_at(b2) == t5 and piece_at(c2) == t6 and piece_at(a1) == t7 and piece_at(b1) == t8 => solo wins
            }
            """;

    static final String PEGS = """
            game "Pegs" {
                players solo
                board grid 7 by 7 without a1, b1, a2, b2, f1, g1, f2, g2, a6, b6, a7, b7, f6, g6, f7, g7
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                pieces { peg "P" }
                setup {
                    solo: c1, d1, e1, c2, d2, e2, a3, b3, c3, d3, e3, f3, g3, a4, b4, c4, e4, f4, g4,
                          a5, b5, c5, d5, e5, f5, g5, c6, d6, e6, c7, d7, e7
                }
                moves peg {
                    for d in directions {
                        step d
                        verify friend
                        capture
                        step d
                        verify empty
                        move
                    }
                }
                end centre: count(solo) == 1 and piece_at(d4) == peg => solo wins
                no_moves => draw
            }
            """;

    private static PuzzleSolver.Proof solve(State state, int depth, boolean any) {
        return new PuzzleSolver(state, 20, NO_DEADLINE, null).solve(depth, any);
    }

    private static State start(String text) {
        return Gamut.load("puzzle.gamut", text, List.of()).newState();
    }

    @Test
    void aMoveLimitEndsLinesButLosesNoPosition() {
        // A position first reached late, where the limit ends every line, is won when reached early.
        State state = start(EIGHT.replace("    end solved:", "    limit 40 => draw\n    end solved:"));
        PuzzleSolver.Proof proof = solve(state, 1000, false);
        assertEquals(31, proof.moves().length);
        assertTrue(proof.shortest());
        // Under a limit of 30 no line reaches the goal, but none is shown lost either: the lines were cut.
        PuzzleSolver.Proof cut = solve(start(EIGHT.replace("    end solved:", "    limit 30 => draw\n    end solved:")), 1000, false);
        assertNull(cut.moves());
        assertFalse(cut.noneAtAll());
    }

    @Test
    void anEightPuzzleWithTwoTilesSwappedHasNoSolution() {
        String swapped = EIGHT.replace("solo t8: a3", "solo t6: X").replace("solo t6: b3", "solo t8: b3")
                .replace("solo t6: X", "solo t6: a3");
        PuzzleSolver.Proof proof = solve(start(swapped), 1000, false);
        assertNull(proof.moves());
        assertTrue(proof.noneAtAll());
        // Half the 9!/2 arrangements with the gap anywhere can be reached: each once.
        assertFalse(proof.timedOut());
    }

    @Test
    void aDepthTooShortForEveryLineIsNotNoSolutionAtAll() {
        PuzzleSolver.Proof proof = solve(start(EIGHT), 30, false);
        assertNull(proof.moves());
        assertFalse(proof.noneAtAll());
        assertEquals(31, proof.noneShorterThan());
    }

    @Test
    void pegSolitaireIsSolvedInThirtyOneJumpsEndingInTheCentre() {
        State state = start(PEGS);
        PuzzleSolver.Proof proof = solve(state, 1000, true);
        assertEquals(31, proof.moves().length);
        played(state, proof.moves());
        assertEquals("centre", state.result().end());
        assertEquals(0, state.result().winner());
    }

    @Test
    void ticTacToeIsADraw() {
        State state = Games.start(Games.load("tic-tac-toe.gamut"));
        GameSolver.Proof proof = new GameSolver(state, 20, NO_DEADLINE, null).solve(9);
        assertTrue(proof.proven());
        assertEquals(Result.DRAW, proof.winner());
        assertEquals(9, proof.depthSearched());
    }

    @Test
    void hexOnThreeByThreeIsAWinForTheFirstPlayerInFivePlies() {
        Game hex = Gamut.load(Games.game("hex.gamut"), List.of("size=3"));
        State state = hex.newState();
        GameSolver.Proof proof = new GameSolver(state, 20, NO_DEADLINE, null).solve(9);
        assertTrue(proof.proven());
        assertEquals(hex.firstPlayer(), proof.winner());
        assertEquals(5, proof.plies());
        assertEquals(5, proof.line().length);
        assertEquals("S@b2", Notation.format(state, proof.line()[0]));
        for (int move : proof.line()) {
            state.make(move);
        }
        assertEquals(hex.firstPlayer(), state.result().winner());
    }

    @Test
    void aSearchTooShallowProvesNothing() {
        State state = Games.start(Games.load("tic-tac-toe.gamut"));
        GameSolver.Proof proof = new GameSolver(state, 20, NO_DEADLINE, null).solve(8);
        assertFalse(proof.proven());
        assertEquals(8, proof.depthSearched());
    }

    /** Plays the moves on the state (the one solved: a move's number is its state's), naming each. */
    private static List<String> played(State state, int[] moves) {
        List<String> names = new ArrayList<>();
        for (int move : moves) {
            names.add(Notation.format(state, move));
            state.make(move);
        }
        return names;
    }
}
