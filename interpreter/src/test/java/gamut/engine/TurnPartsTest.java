package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.core.MoveList;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A turn of any number of parts: N-1 forced steps of the player's walker and one drop of a pebble
 * on one of the player's three spots, in order or in any order. The counts follow from that: a
 * turn in order is N plies with a choice only at the drop (3 spots, then 2); in any order the drop
 * may come at any of the N plies.
 */
class TurnPartsTest {
    private static State start(int parts, boolean anyOrder) {
        String plan = "walk, ".repeat(parts - 1) + "pick" + (anyOrder ? " in any order" : "");
        String text = """
                game "Long turns" {
                    players white, black
                    board grid 5 by 99
                    pieces { walker, pebble }
                    directions forward of white = n
                    directions forward of black = s
                    zone spots of white = d1, d2, d3
                    zone spots of black = e1, e2, e3
                    setup {
                        white walker: a1
                        black walker: b99
                        reserve white: pebble 5
                        reserve black: pebble 5
                    }
                    moves walker as walk {
                        for d in forward { step d  verify empty  move }
                    }
                    drops pebble as pick {
                        for c in spots where empty { drop }
                    }
                    turn long: each of %s
                }
                """.formatted(plan);
        return Gamut.load("long-turns.gamut", text, List.of()).newState();
    }

    @Test
    void aTurnOfTenPartsInOrder() {
        Perft perft = new Perft(start(10, false));
        assertEquals(1, perft.count(9));
        assertEquals(3, perft.count(10));
        assertEquals(3, perft.count(19));
        assertEquals(9, perft.count(20));
        assertEquals(18, perft.count(30));
        assertEquals(36, perft.count(40));
        assertEquals(List.of(3L, 9L, 18L, 36L), List.of(perft.countTurns(1), perft.countTurns(2),
                perft.countTurns(3), perft.countTurns(4)));
    }

    @Test
    void aTurnOfFortyPartsInOrder() {
        Perft perft = new Perft(start(40, false));
        assertEquals(1, perft.count(39));
        assertEquals(3, perft.count(40));
        assertEquals(3, perft.count(79));
        assertEquals(9, perft.count(80));
        assertEquals(18, perft.count(120));
        assertEquals(36, perft.count(160));
    }

    @Test
    void aTurnOfTenPartsInAnyOrder() {
        Perft perft = new Perft(start(10, true));
        assertEquals(1 + 3 * 4, perft.count(4));
        assertEquals(30, perft.count(10));
        assertEquals(900, perft.count(20));
        assertEquals(900 * 20, perft.count(30));
    }

    @Test
    void aTurnOfFortyPartsInAnyOrder() {
        Perft perft = new Perft(start(40, true));
        assertEquals(1 + 3 * 33, perft.count(33));
        assertEquals(120, perft.count(40));
        assertEquals(120 * 120, perft.count(80));
    }

    @Test
    void thePlayerStaysToMoveForEveryPart() {
        State s = start(40, false);
        MoveList moves = new MoveList();
        for (int ply = 0; ply < 80; ply++) {
            assertEquals(ply < 40 ? 0 : 1, s.toMove(), "ply " + ply);
            s.generate(moves);
            s.make(moves.get(0));
        }
        assertEquals(0, s.toMove());
        assertEquals(3, s.turnNumber());
    }

    @Test
    void aPlanOfMoreThanAThousandPartsIsRefused() {
        String text = TestGames.tiny("moves stone {", "moves stone as go {",
                "no_moves => pass", "no_moves => pass\n    turn long: each of " + "go, ".repeat(1000) + "go");
        assertEquals(List.of("24:16: a turn has at most 1,000 parts, not 1,001"), TestGames.check(text));
    }
}
