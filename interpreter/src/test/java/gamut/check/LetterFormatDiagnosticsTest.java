package gamut.check;

import static gamut.testing.TestGames.check;
import static gamut.testing.TestGames.tinyWithLinesAfter;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checker's view of positions in letters ('position NAME { ... }', docs/language.md section
 * 3): the exact message of each mistake, injected into {@link TestGames#TINY} after its setup.
 */
class LetterFormatDiagnosticsTest {

    private static List<String> withLines(String... lines) {
        return check(tinyWithLinesAfter(12, lines));
    }

    @Test
    void aFormatOfEveryFieldChecksClean() {
        assertEquals(List.of(), withLines("    flags moved", "    directions up of red = n",
                "    directions up of blue = s", "    position fen {", "        board stone \"+S\"",
                "        turn r, b", "        without moved { R = a1 b1, B = a3 c3 }", "        passed stone up",
                "        hand", "        turns", "        rounds", "    }"));
    }

    @Test
    void eachMistakeIsNamedWhereItIs() {
        assertEquals(List.of("13:14: 'red' starts a clause of the game's own position text; name the position format"
                + " otherwise, so that '-p red:...' says which is meant"), withLines("    position red { board }"));
        assertEquals(List.of("13:5: position 'fen' needs a 'board' field: the pieces on the board, row by row"
                + " (or 'squares': by the numbers of the cells)"), withLines("    position fen { turn r, b }"));
        assertEquals(List.of("13:26: this field is given twice in position 'fen' (first at line 13)"),
                withLines("    position fen { board board }"));
        assertEquals(List.of("13:26: unknown piece 'pebble'"), withLines("    position fen { board pebble \"P\" }"));
        assertEquals(List.of("13:26: the letter \"1\" of 'stone' cannot be written in a position: it needs a letter with"
                + " an upper and a lower case, and no digit, space, '/' or '-'"), withLines("    position fen { board stone \"1\" }"));
        assertEquals(List.of("13:26: 'turn' gives a letter for each player in turn order (red, blue), not 1"),
                withLines("    position fen { board turn r }"));
        assertEquals(List.of("13:34: 'r' names two players to move"), withLines("    position fen { board turn r, r }"));
        assertEquals(List.of("13:34: unknown flag 'moved'"), withLines("    position fen { board without moved { R = a1 } }"));
        assertEquals(List.of("14:42: the right 'R' stands for the piece on a2, but the set-up puts no player's piece there"),
                withLines("    flags moved", "    position fen { board without moved { R = a2 } }"));
        assertEquals(List.of("14:42: a right is written with one letter, not 'RR'"),
                withLines("    flags moved", "    position fen { board without moved { RR = a1 } }"));
        assertEquals(List.of("13:39: 'passed' needs a direction, or directions of one per player, not 'up'"),
                withLines("    position fen { board passed stone up }"));
        assertEquals(List.of("13:26: 'clock' writes the plies counted by 'limit N plies since CONDITION', which this"
                + " game does not have"), withLines("    position fen { board clock }"));
        assertEquals(List.of("14:5: 'position fen' is declared twice (first at line 13)"),
                withLines("    position fen { board }", "    position fen { board turn r, b }"));
    }

    @Test
    void piecesBySquareNumbersNeedTheNotationsNumbersAndLettersThatCanPrecedeANumber() {
        String[] numbered = {"    zone numbered where true", "    notation { number numbered along e then n }"};
        assertEquals(List.of(), withLines(numbered[0], numbered[1], "    position fen { turn R, B  squares R, B { stone \"\" } }"));
        assertEquals(List.of("13:31: 'squares' writes the pieces by the numbers the notation gives the cells"
                + " ('notation { number ... }'), which this game does not have"),
                withLines("    position fen { turn R, B  squares R, B { stone \"\" } }"));
        assertEquals(List.of("15:27: position 'fen' gives the pieces by 'board' already; give them either row by row"
                + " or by 'squares'"), withLines(numbered[0], numbered[1], "    position fen { board  squares R, B { stone \"S\" } }"));
        assertEquals(List.of("15:20: 'squares' gives a letter for each player (red, blue), not 1"),
                withLines(numbered[0], numbered[1], "    position fen { squares R { stone \"\" } }"));
        assertEquals(List.of("15:35: the letters \"1\" of 'stone' cannot go before a number: no digit, space, ',', ':',"
                + " '-' or '.'"), withLines(numbered[0], numbered[1], "    position fen { squares R, B { stone \"1\" } }"));
        assertEquals(List.of("15:47: 'hand' writes the pieces by the letters 'board' gives them; position 'fen' has no"
                + " 'board'"), withLines(numbered[0], numbered[1], "    position fen { squares R, B { stone \"\" }  hand }"));
    }

    @Test
    void theBoardMustBeAGridAndThePlayersTwo() {
        assertEquals(List.of("13:5: a position in letters is written row by row, so it needs a 'grid' board"),
                check(TestGames.insertAfter(TestGames.HEXY, 12, "    position fen { board }")));
        String three = TestGames.tiny("players red, blue", "players red, blue, green");
        assertEquals(List.of("13:5: a position in letters is written for two players, the first in upper case and the"
                + " second in lower case; this game has 3"), check(TestGames.insertAfter(three, 12, "    position fen { board }")));
    }
}
