package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.testing.Games;
import gamut.testing.Snapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 'moves PIECE of opponent': a move made by the player to move with one of the opponent's pieces. */
class OpponentPiecesTest {
    /** Place a stone; a row of three made by it lets its player take one of the opponent's stones. */
    private static final String MILLS = """
            game "Mills" {
                source "test"
                players white, black
                board grid 4 by 4
                pieces { stone }
                setup {
                    reserve white: stone unlimited
                    reserve black: stone unlimited
                }
                drops stone as place { for c in cells where empty { drop } }
                moves stone of opponent as take {
                    verify row_through(last_cell) >= 3
                    remove
                }
                turn normal: each of place, take
            }
            """;

    private static Game game(String text) {
        return Gamut.load("test.gamut", text, List.of());
    }

    @Test
    void aRowOfThreeLetsThePlayerTakeAnyStoneOfTheOpponent() {
        State s = game(MILLS).position("white: a1 b1; black: a4 d4; turn: white;"
                + " reserve white: stone unlimited; reserve black: stone unlimited");
        assertEquals(12, Games.moveList(s).size());
        Games.play(s, "S@c1");
        // The same player goes on with the second part of the turn: one of black's stones.
        assertEquals(0, s.toMove());
        assertEquals(List.of("remove a4", "remove d4"), Games.moveList(s));
        Snapshot before = Snapshot.of(s);
        Games.play(s, "remove d4");
        assertEquals(1, s.onBoard(1));
        assertEquals(3, s.onBoard(0));
        assertEquals(1, s.toMove());
        s.unmake();
        assertEquals(before, Snapshot.of(s));
    }

    @Test
    void withoutARowTheTakingPartIsSkipped() {
        State s = game(MILLS).position("white: a1; black: a4 d4; turn: white;"
                + " reserve white: stone unlimited; reserve black: stone unlimited");
        Games.play(s, "S@c3");
        assertEquals(1, s.toMove());
    }

    @Test
    void anOpponentsPieceMovedStaysTheOpponents() {
        Game game = game("""
                game "Push" {
                    source "test"
                    players white, black
                    board grid 3 by 3
                    pieces { stone }
                    setup {
                        white: a1
                        black: b2
                    }
                    moves stone of opponent as push { step n  verify empty  move }
                }
                """);
        State s = game.newState();
        assertEquals(List.of("b2-b3"), Games.moveList(s));
        Games.play(s, "b2-b3");
        assertEquals(1, s.owner(game.geometry().cell("b3")));
        assertEquals(-1, s.owner(game.geometry().cell("b2")));
        assertEquals(List.of("a1-a2"), Games.moveList(s));
    }

    @Test
    void onlyMoverOrOpponentMayOwnTheMovingPieces() {
        String text = MILLS.replace("moves stone of opponent", "moves stone of white");
        assertEquals("test.gamut:11:20: error: moves are made with the pieces of mover, opponent or neutral, not 'white'",
                Gamut.check("test.gamut", text).format().lines().findFirst().orElseThrow());
    }
}
