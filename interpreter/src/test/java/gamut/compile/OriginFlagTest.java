package gamut.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.core.MoveList;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.load.GameLoader;
import gamut.rules.Program;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A move program whose first condition asks a flag of the piece it moves runs only from the
 * pieces that carry it (or do not): the board keeps each flag's cells as bits, in step with the
 * flags themselves through moves and take-backs; and it finds a player's k-th piece of a type.
 */
class OriginFlagTest {
    static final String GAME = """
            game "Flags" {
                players red, blue
                board grid 3 by 3
                directions { n = (0, 1) }
                pieces { stone }
                flags tired, proud
                setup {
                    red: a1
                    blue: c3
                }
                MOVES
            }
            """;

    /** "proud carried", "tired not carried" or "none": what the program's first condition asks. */
    static String asked(String moves) {
        Rules rules = GameLoader.load("flags.gamut", GAME.replace("MOVES", moves), List.of());
        Program p = rules.program(0);
        return p.flag() < 0 ? "none" : List.of("tired", "proud").get(p.flag()) + (p.flagCarried() ? " carried" : " not carried");
    }

    @Test
    void theFirstConditionOfAProgramNamesTheFlag() {
        assertEquals("proud carried", asked("moves stone { verify has(proud)  step n  move }"));
        assertEquals("tired not carried", asked("moves stone { verify not has(tired)  step n  move }"));
        assertEquals("proud carried", asked("moves stone { verify (empty or true) and has(proud)  step n  move }"));
        assertEquals("tired carried", asked("moves stone { verify stack == 1 and has(tired)  step n  move }"));
    }

    @Test
    void otherProgramsAskNothingOfFlags() {
        assertEquals("none", asked("moves stone { step n  verify has(proud)  move }"));
        assertEquals("none", asked("moves stone { verify has(proud) or stack == 1  step n  move }"));
        assertEquals("none", asked("moves stone { verify empty or true and has(proud)  step n  move }"));
        assertEquals("none", asked("moves stone { verify not (has(proud) and has(tired))  step n  move }"));
        assertEquals("none", asked("moves stone { let x = 1  verify has(proud)  step n  move }"));
    }

    @Test
    void theFlagsCellsStayInStepWithTheFlagsThroughMovesAndTakeBacks() {
        // Queen's Guard traps and frees pieces all game long.
        State s = Games.start(Games.load("queens-guard.gamut"));
        var board = Kernel.board(s);
        SplittableRandom random = new SplittableRandom(4);
        MoveList moves = new MoveList();
        int flagged = 0;
        for (int ply = 0; ply < 400 && !s.isOver(); ply++) {
            for (int who = 0; who < 2; who++) {
                for (int type = 0; type < board.pieceTypes(); type++) {
                    for (int with = 0; with < 2; with++) {
                        int expected = -1;
                        for (int c = board.cells() - 1; c >= 0; c--) {
                            if (board.owner[c] == who && board.piece[c] == type && ((board.flags[c] & 1) != 0) == (with == 1)) {
                                expected = c;
                            }
                        }
                        assertEquals(expected, board.occupancy().nextOf(who, type, 0, 0, with == 1), "ply " + ply);
                        if (with == 0) {
                            // The k-th stack, as a draw by origin finds it, is the k-th the walk meets.
                            int[] cells = new int[board.cells()];
                            int n = board.occupancy().cellsWith(who, type, cells);
                            int k = 0;
                            for (int c = board.occupancy().nextOf(who, type, 0); c >= 0; c = board.occupancy().nextOf(who, type, c + 1)) {
                                assertEquals(c, cells[k++]);
                            }
                            assertEquals(k, n);
                        }
                        flagged += with == 1 && expected >= 0 ? 1 : 0;
                    }
                }
            }
            s.generate(moves);
            s.make(moves.get(random.nextInt(moves.size())));
            if (ply % 7 == 6) {
                s.unmake();
            }
        }
        assertEquals(true, flagged > 10, "a flagged piece seen " + flagged + " times");
    }
}
