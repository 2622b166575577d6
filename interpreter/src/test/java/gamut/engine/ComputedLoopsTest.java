package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Loops over computed values: worked out as the loop starts, a value per item. */
class ComputedLoopsTest {
    private static Game game(String programs) {
        return Gamut.load("test.gamut", """
                game "T" {
                    source "test"
                    players white, black
                    board grid 4 by 4
                    pieces { stone }
                """ + programs + "\n}\n", List.of());
    }

    @Test
    void directionsAndCellsCanBeComputed() {
        Game game = game("""
                moves stone {
                    for d in n e {
                        for back in opposite(d) d {
                            step back
                            verify empty
                            move
                        }
                    }
                    for c in origin d4 where empty { move }
                }
                """);
        State s = game.position("white: b2; black: a1");
        assertEquals(List.of("b2-a2", "b2-b1", "b2-b3", "b2-c2", "b2-d4"), Games.sorted(String.join(" ", Games.moveList(s))));
    }

    @Test
    void aLoopOverHereKeepsWhatARoundRecordsToThatRound() {
        // Along a row of enemies: each round records one capture and forgets it when it ends.
        Game game = game("""
                moves stone {
                    step n
                    verify empty
                    let dest = here
                    goto a3
                    while enemy {
                        for a in here {
                            capture at a
                            goto dest
                            move
                        }
                        step e
                    }
                }
                """);
        State s = game.position("white: a1; black: a3 b3 c3");
        assertEquals(List.of("a1-a2 xa3", "a1-a2 xb3", "a1-a2 xc3"), Games.moveList(s));
    }

    @Test
    void anItemWithNoValueGivesNoRound() {
        Game game = game("""
                moves stone {
                    for c in cell_at(9, 9) b4 { move }
                }
                """);
        State s = game.position("white: a1; black: d4");
        assertEquals(List.of("a1-b4"), Games.moveList(s));
    }

    @Test
    void aComputedLoopInsideALoopOverDirectionsStillGoesOverCells() {
        // The outer loop would be unrolled; the inner one must keep its 'where', a filter of cells.
        Game game = game("""
                moves stone {
                    for d in n e {
                        step d
                        for c in here where empty { move }
                    }
                }
                """);
        State s = game.position("white: b2; black: b3");
        assertEquals(List.of("b2-c2"), Games.moveList(s));
    }
}
