package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The text board's columns: two characters a cell, wider on a board where something drawn (a stack
 * of 10 or more) would run into its neighbour, with the file letters still under their columns.
 */
class BoardTextTest {
    static final String STACKS = """
            game "Stacks" {
                players white, black
                board BOARD
                pieces { stone }
                moves stone { step e  move }
            }
            """;

    static String draw(String board, String position) {
        Game game = Gamut.load("stacks.gamut", STACKS.replace("BOARD", board), List.of());
        return BoardText.draw(game.position(position));
    }

    @Test
    void aStackOfTwelveWidensTheColumnsOfAGrid() {
        assertEquals("""
                 2 .   .   O
                 1 X12 O   #3
                   a   b   c
                """, draw("grid 3 by 2", "white: a1*12; black: b1 c2; neutral: stone c1*3"));
    }

    @Test
    void stacksBelowTenLeaveTheColumnsAsTheyAre() {
        assertEquals("""
                 2 . . O
                 1 X9O #3
                   a b c
                """, draw("grid 3 by 2", "white: a1*9; black: b1 c2; neutral: stone c1*3"));
    }

    @Test
    void cellsOfARowOnAHexBoardAreTwoColumnsApartAlready() {
        String board = draw("hex 3 by 2", "white: a1*12; black: b1");
        assertEquals(draw("hex 3 by 2", "white: a1*2; black: b1").replace("X2  ", "X12 "), board);
        assertEquals("  .   .   .        a2  b2  c2\nX12 O   .        a1  b1  c1\n", board);
    }

    @Test
    void aHexMapOfOneRowWidensToo() {
        // one row: its cells are one unit apart, so the unit is widened to fit 'X12' and a space; the
        // map of names beside it has its own width
        assertEquals("X12 O   .      a b c\n", draw("hex \"a b c\"", "white: a*12; black: b"));
    }
}
