package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.core.MoveList;
import gamut.rules.CellTest;
import gamut.rules.Program;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A random playout passes over an origin that surely gives no move (a piece without the flag its
 * program asks, a round whose first step leaves the board or fails its first test) without running
 * it: what the compiler finds of a round's first step, and that every origin passed over in the
 * shipped games gives no move when run.
 */
class RoundEntriesTest {
    /** Per round of the rook's program, white's: "n empty", "e board" or "?" for a round not known. */
    private static List<String> entries(String program) {
        String text = """
                game "Entries" {
                    players white, black
                    board grid 5 by 5
                    pieces { rook }
                    setup {
                        white: c3
                    }
                    moves rook {
                %s
                    }
                }
                """.formatted(program);
        Rules rules = Gamut.load("entries.gamut", text, List.of()).rules();
        Program p = rules.program(0);
        List<String> out = new ArrayList<>();
        for (int entry : p.rayEntries()[0]) {
            if (entry == Program.NO_ENTRY) {
                out.add("?");
                continue;
            }
            int test = entry % Program.ENTRY_TESTS;
            String[] names = {"empty", "friend", "enemy", "not empty", "not friend", "not enemy"};
            out.add(rules.geometry.directionName(entry / Program.ENTRY_TESTS) + " "
                    + (test == Program.ON_BOARD ? "board" : names[test]));
        }
        return out;
    }

    @Test
    void aCellTestAfterTheFirstStepIsTheRoundsEntry() {
        assertEquals(List.of("n empty", "e empty"), entries("""
                let k = 1
                for d in n e {
                    step d
                    verify empty and k == 1
                    move
                }"""));
    }

    @Test
    void aCellTestAnywhereInAnAndCounts() {
        assertEquals(List.of("n not friend", "s not friend"), entries("""
                for d in n s {
                    step d
                    verify d != e and not friend
                    move
                }"""));
    }

    @Test
    void withoutACellTestTheStepStillAsksForACell() {
        assertEquals(List.of("n board", "w board"), entries("""
                for d in n w {
                    step d
                    verify d != e or empty
                    move
                }"""));
    }

    @Test
    void aRoundThatDoesNotBeginWithItsStepIsNotKnown() {
        assertEquals(List.of("?", "?"), entries("""
                for d in n e {
                    verify d != s
                    step d
                    move
                }"""));
    }

    @Test
    void everyOriginPassedOverGivesNoMove() throws IOException {
        StringBuilder passed = new StringBuilder();
        for (String file : ShortcutsTest.shippedGames()) {
            int[] counts = walk(Games.start(Games.load(file)));
            if (counts[1] > 0) {
                passed.append(file).append(' ').append(counts[1]).append(" of ").append(counts[0]).append('\n');
            }
        }
        assertEquals("""
                breakthrough.gamut 1065 of 2574
                chess.gamut 180 of 2588
                chinese-checkers.gamut 4212 of 14000
                english-draughts.gamut 480 of 1372
                international-draughts.gamut 1335 of 3183
                nine-mens-morris.gamut 6415 of 10605
                queens-guard.gamut 4332 of 9800
                run-knizia.gamut 1830 of 5828
                xiangqi.gamut 1761 of 6087
                """, passed.toString());
    }

    /** Walks a seeded random game, running every origin; {origins, origins passed over}. */
    private static int[] walk(State s) {
        Rules rules = s.rules();
        MoveList moves = new MoveList();
        SplittableRandom random = new SplittableRandom(7);
        int[] counts = new int[2];
        while (!s.isOver() && s.ply() < 200) {
            if (s.isChance()) {
                s.make(s.randomOutcome(random));
                continue;
            }
            int player = s.toMove();
            for (int p = 0; p < rules.programCount(); p++) {
                Program program = rules.program(p);
                if (program.drop()) {
                    continue;
                }
                int whose = s.turns.whose(program, player);
                var occupancy = s.board().occupancy();
                for (int c = occupancy.nextOf(whose, program.piece(), 0); c >= 0; c = occupancy.nextOf(whose, program.piece(), c + 1)) {
                    int rounds = program.rays() == null ? 1 : program.rays()[player].length;
                    for (int r = 0; r < rounds; r++) {
                        int entry = program.rays() == null ? Program.NO_ENTRY : program.rayEntries()[player][r];
                        counts[0]++;
                        if (s.randomMoves.mayMove(program, player, c, entry)) {
                            continue;
                        }
                        counts[1]++;
                        moves.clear();
                        if (program.rays() == null) {
                            s.turns.runFrom(player, moves, p, c);
                        } else {
                            s.turns.runRay(player, moves, p, c, r);
                        }
                        assertEquals(0, moves.size(), "from "  + c + " round " + r + " at ply " + s.ply());
                    }
                }
            }
            s.generate(moves);
            s.make(moves.get(random.nextInt(moves.size())));
        }
        return counts;
    }
}
