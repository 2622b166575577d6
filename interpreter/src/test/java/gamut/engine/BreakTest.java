package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.core.MoveList;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * 'break' leaves the innermost loop at once and the program goes on after it; a failure, by
 * contrast, ends the branch. One rook on c3 of an empty 5 by 5 board; each test lists its moves.
 */
class BreakTest {
    private static List<String> moves(String program) {
        return moves(program, "");
    }

    /** The moves of the rook from c3 under the program, with {@code items} added to the game. */
    private static List<String> moves(String program, String items) {
        String text = """
                game "Breaks" {
                    players white, black
                    board grid 5 by 5
                    pieces { rook }
                    directions forward of white = n, e
                    directions forward of black = s, w
                    setup {
                        white: c3
                    }
                    moves rook {
                %s
                    }
                    %s
                }
                """.formatted(program, items);
        State s = Gamut.load("breaks.gamut", text, List.of()).newState();
        MoveList out = new MoveList();
        s.generate(out);
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < out.size(); i++) {
            moves.add(Notation.format(s, out.get(i)));
        }
        return moves;
    }

    @Test
    void breakLeavesAWhileAndTheProgramGoesOn() {
        assertEquals(List.of("c3-c5"), moves("""
                while true {
                    if not can_step(n) { break }
                    step n
                }
                move"""));
    }

    @Test
    void withoutBreakAStepOffTheBoardEndsTheWholeRun() {
        // No move at all: the blocked player passes.
        assertEquals(List.of("pass"), moves("""
                while true {
                    step n
                }
                move"""));
    }

    @Test
    void breakEndsAWholeForOverDirectionsAndTheCursorIsBackAfterIt() {
        assertEquals(List.of("c3-c4", "c3-d3", "c3-b2"), moves("""
                for d in n e s w {
                    if d == s { break }
                    step d
                    move
                }
                step sw
                move"""));
    }

    @Test
    void breakEndsAForOverRelativeDirections() {
        assertEquals(List.of("c3-c4", "c3-b2"), moves("""
                for d in forward {
                    step d
                    move
                    break
                }
                step sw
                move"""));
    }

    @Test
    void breakEndsAForOverCells() {
        assertEquals(List.of("c3-a1", "c3-c4"), moves("""
                for c in cells where empty {
                    if here == b1 { break }
                    move
                }
                step n
                move"""));
    }

    @Test
    void breakLeavesOnlyTheInnermostLoop() {
        assertEquals(List.of("c3-c4", "c3-c5", "c3-d3", "c3-e3"), moves("""
                for d in n e {
                    repeat 3 {
                        step d
                        move
                        break
                    }
                    step d
                    move
                }"""));
    }

    @Test
    void breakLeavesARepeatWhereTheCursorStands() {
        assertEquals(List.of("c3-c4", "c3-c5", "c3-d5"), moves("""
                let k = 0
                repeat 10 {
                    let k = k + 1
                    step n
                    move
                    if k == 2 { break }
                }
                step e
                move"""));
    }

    @Test
    void breakInAMacroLeavesTheLoopItIsCalledIn() {
        assertEquals(List.of("c3-c4", "c3-c5", "c3-d5"), moves("""
                while true {
                    if not can_step(n) { stop() }
                    step n
                    move
                }
                step e
                move""", "define stop() { break }"));
    }

    @Test
    void aBreakBeforeAnyMoveDoesNotEndTheSearchForAMove() {
        // Whether the rook can move stops at the first move found; a 'break' met before it must
        // still leave only its own loop, as in a full generation (c3-b2 is the only move).
        String text = """
                game "Breaks" {
                    players white, black
                    board grid 5 by 5
                    pieces { rook }
                    setup {
                        white: c3
                    }
                    moves rook {
                        for d in n e {
                            break
                        }
                        step sw
                        move
                    }
                    no_moves => mover loses
                }
                """;
        State s = Gamut.load("breaks.gamut", text, List.of()).newState();
        MoveList scratch = new MoveList();
        assertEquals(true, s.turns.hasMove(0, scratch));
        assertEquals(1, scratch.size());
        assertEquals(false, s.turns.hasMove(1, scratch));
    }
}
