package gamut.engine;

import static gamut.testing.Games.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.MoveList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Positions in letters ('position NAME { ... }', docs/language.md section 3): each field read and
 * written on a small game that has them all, the text written after moves, reading what is written
 * along random games, and the exact message of each mistake in a position.
 */
class LetterPositionsTest {
    /**
     * Kings and rooks step, pawns step or make a double step ahead and become tokins on the far row;
     * captured pieces go to the hand. Kings and rooks are flagged once moved; a limit counts plies
     * since a pawn move, and the game reads the turn number.
     */
    static final String LETTERS = """
            game "Letters" {
                players white, black
                board grid 4 by 4
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                directions ahead of white = n
                directions ahead of black = s
                pieces { king "K", rook "R", pawn "P", tokin "T" }
                flags moved
                zone far of white = a4, b4, c4, d4
                zone far of black = a1, b1, c1, d1
                setup {
                    white king: a1
                    white rook: d1
                    white pawn: b1
                    black king: d4
                    black rook: a4
                    black pawn: c4
                }
                captures go to hand
                demote tokin to pawn
                moves king { for d in n e s w { step d  verify not friend  move } }
                moves rook { for d in n e s w { step d  verify not friend  move } }
                moves tokin { for d in n e s w { step d  verify not friend  move } }
                moves pawn {
                    step ahead
                    verify empty
                    if in(far) { promote to tokin }
                    move
                    step ahead
                    verify empty
                    if in(far) { promote to tokin }
                    move
                }
                drops pawn { for c in cells where empty and not in(far) { drop } }
                after { if is(king) or is(rook) { set moved } }
                end long: turn_number > 500 => draw
                limit 40 plies since piece_at(last_cell) == pawn => draw
                position fen {
                    board tokin "+P"
                    turn w, b
                    without moved { K = a1 d1, k = d4 a4 }
                    passed pawn ahead
                    hand
                    clock
                    rounds
                }
                position short { board  turn w, b  turns }
            }
            """;

    static Game letters() {
        return Gamut.load("letters.gamut", LETTERS, List.of());
    }

    static String fen(State s) {
        return s.game().positionText(s, "fen");
    }

    @Test
    void theStartAndTheMovesAfterItAreWrittenAsPlayersWriteThem() {
        State s = letters().newState();
        assertEquals("r1pk/4/4/KP1R w Kk - - 0 1", fen(s));
        assertEquals("r1pk/4/4/KP1R w 1", s.game().positionText(s, "short"));
        play(s, "Pb1-b3");
        assertEquals("r1pk/1P2/4/K2R b Kk b2 - 0 1", fen(s));
        play(s, "Pc4-c2");
        assertEquals("r2k/1P2/2p1/K2R w Kk c3 - 0 2", fen(s));
        play(s, "Pb3-b4=T");
        assertEquals("r+P1k/4/2p1/K2R b Kk - - 1 2", fen(s), "the clock counts: a tokin, not a pawn, ended the move");
        play(s, "Ra4xb4");
        assertEquals("1r1k/4/2p1/K2R w K - p 2 3", fen(s));
        assertEquals("1r1k/4/2p1/K2R w 5", s.game().positionText(s, "short"));
        play(s, "Ka1-a2", "P@a3");
        assertEquals("1r1k/p3/K1p1/3R w - - - 0 4", fen(s));
    }

    @Test
    void eachFieldIsReadIntoThePosition() {
        Game game = letters();
        State s = game.position("fen:r2k/1P2/2p1/K2R w Kk c3 2Pp 7 12");
        assertEquals("white: king a1 rook d1 pawn b3\nreserve white: pawn 2\nblack: pawn c2 rook a4 king d4\n"
                + "reserve black: pawn 1\nturn: white\nturn number: 23\nclock: 7\nlast move: c4 c2", PositionFormat.format(s));
        assertEquals("r2k/1P2/2p1/K2R w Kk c3 2Pp 7 12", fen(s));
        State moved = game.position("fen:r1pk/4/4/KP1R w - - - 0 1");
        assertEquals("white: king a1 [moved] pawn b1 rook d1 [moved]\nblack: rook a4 [moved] pawn c4 king d4 [moved]\n"
                + "turn: white", PositionFormat.format(moved));
        assertEquals("white: king a1 pawn b1 rook d1\nblack: rook a4 pawn c4 king d4\nturn: white\nturn number: 9",
                PositionFormat.format(game.position("short:r1pk/4/4/KP1R w 9")));
    }

    @Test
    void fieldsLeftOffAtTheEndAreAsAtTheStartOfAGame() {
        State s = letters().position("fen:r1pk/4/4/KP1R b");
        assertEquals("r1pk/4/4/KP1R b Kk - - 0 1", fen(s));
    }

    @Test
    void aCopyKeepsTheLastMoveTheClockAndTheTurnNumberOfItsStart() {
        State s = letters().position("fen:r1pk/4/4/KP1R w Kk - - 39 5");
        State copy = s.copy();
        assertEquals(fen(s), fen(copy));
        play(copy, "Ka1-a2");
        assertEquals("white: pawn b1 rook d1 king a2 [moved]\nblack: rook a4 pawn c4 king d4\nturn: black\n"
                + "turn number: 10\nclock: 40\nlast move: a1 a2", PositionFormat.format(copy));
        assertEquals("draw (limit)", gamut.testing.Games.describe(copy));
    }

    @Test
    void whatIsWrittenReadsBackToTheSameTextAndMovesAlongRandomGames() {
        Game game = letters();
        SplittableRandom random = new SplittableRandom(5);
        MoveList moves = new MoveList();
        for (int g = 0; g < 40; g++) {
            State s = game.newState();
            for (int ply = 0; ply < 60 && !s.isOver(); ply++) {
                String text = fen(s);
                State read = game.position("fen:" + text);
                // Letters keep rights, not flags, and a passed cell, not every last move: the moves are the same.
                assertEquals(text, fen(read));
                assertEquals(gamut.testing.Games.moves(s), gamut.testing.Games.moves(read), text);
                s.generate(moves);
                s.make(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    @Test
    void aMistakeInAPositionIsNamedExactly() {
        Game game = letters();
        assertEquals("position fen: 'r1pk/4' has 2 rows; the board has 4", error(game, "fen:r1pk/4 w"));
        assertEquals("position fen: no piece is written 'x' (row 1, 'r1xk')", error(game, "fen:r1xk/4/4/KP1R w"));
        assertEquals("position fen: row 2 '5' gives 5 cells; the board's row has 4", error(game, "fen:r1pk/5/4/KP1R w"));
        assertEquals("position fen: 'x' names no player to move (w or b)", error(game, "fen:r1pk/4/4/KP1R x"));
        assertEquals("position fen: 'Kq': 'q' is no right (rights: Kk, or '-' for none)", error(game, "fen:r1pk/4/4/KP1R w Kq"));
        assertEquals("position fen: 'KK': 'K' is given twice (rights: Kk, or '-' for none)", error(game, "fen:r1pk/4/4/KP1R w KK"));
        assertEquals("position fen: the right 'K' needs white's rook on d1", error(game, "fen:r1pk/4/4/KP2 w K"));
        assertEquals("position fen: no pawn of white can have passed over c2 on the last move",
                error(game, "fen:r1pk/4/4/KP1R b - c2"));
        assertEquals("position fen: 'c9' is no cell, nor '-'", error(game, "fen:r1pk/4/4/KP1R b - c9"));
        assertEquals("position fen: '2x' is no hand: a count may come before each piece's letter, or '-' for none",
                error(game, "fen:r1pk/4/4/KP1R b - - 2x"));
        assertEquals("position fen: the clock is a number, not 'x'", error(game, "fen:r1pk/4/4/KP1R b - - - x"));
        assertEquals("position fen: the round is 1 to 100,000, not 0", error(game, "fen:r1pk/4/4/KP1R b - - - 0 0"));
        assertEquals("position fen: 'r1pk/4/4/KP1R w - - - 0 1 x' has 8 fields; this form has 7 (board, turn, without,"
                + " passed, hand, clock, rounds)", error(game, "fen:r1pk/4/4/KP1R w - - - 0 1 x"));
        assertEquals("position fen: the position is empty", error(game, "fen: "));
        assertEquals("no position form 'sfen'; this game's: fen, short",
                assertThrows(GamutException.class, () -> game.positionText(game.newState(), "sfen")).getMessage());
    }

    private static String error(Game game, String text) {
        State s = game.newState();
        String before = PositionFormat.format(s);
        String message = assertThrows(GamutException.class, () -> PositionFormat.apply(s, text)).getMessage();
        assertEquals(before, PositionFormat.format(s), "the state is left as it was");
        return message;
    }
}
