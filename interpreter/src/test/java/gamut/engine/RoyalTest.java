package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Royal pieces and what is asked by trying moves apart (docs/language.md sections 3, 5 and 7):
 * 'royal', 'attacked', 'in_check', 'last_from', loops over piece types with 'promote to' a
 * variable, and 'move at C to D'.
 */
class RoyalTest {

    /** Kings step to the four neighbours; rooks slide; a rook on the far row may become a king's guard. */
    static final String LITTLE = """
            game "Little" {
                players white, black
                board grid 4 by 4
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                pieces { king "K", rook "R", guard "G" }
                royal king
                zone far of white = a4, b4, c4, d4
                zone far of black = a1, b1, c1, d1
                setup {
                    white king: a1
                    white rook: d1
                    black king: d4
                    black rook: a3
                }
                moves king { for d in n e s w { step d  verify not friend  move } }
                moves rook {
                    for d in n e s w {
                        step d
                        while empty { move  step d }
                        verify enemy
                        move
                    }
                }
                moves guard { for d in n e s w { step d  verify empty  move } }
                end mate: in_check(opponent) and not can_move(opponent) => mover wins
            }
            """;

    static Game little() {
        return Gamut.load("little.gamut", LITTLE, List.of());
    }

    @Test
    void aMoveThatLeavesTheRoyalPieceAttackedIsNotLegal() {
        // The black rook on a3 attacks the a-file: the white king may not step to a2.
        State s = little().newState();
        List<String> moves = Games.moveList(s);
        assertEquals(false, moves.contains("Ka1-a2"), moves.toString());
        assertEquals(true, moves.contains("Ka1-b1"), moves.toString());
    }

    @Test
    void attackedAndInCheckAskWhatAnotherPlayerCouldTake() {
        String text = LITTLE.replace("end mate:", """
                    end probe: attacked(b3) and not attacked(c2) and in_check(black) => white wins
                    end mate:""");
        State s = Gamut.load("little.gamut", text, List.of()).position(
                "white: king c1, rook b1; black: king b4, rook a3; turn: white");
        // After Rb1-b2: a white piece on b3 could be taken by the rook on a3, one on c2 by nothing,
        // and the black king on b4 is in check from the rook on b2.
        Games.play(s, "Rb1-b2");
        assertEquals("white wins (probe)", Games.describe(s));
    }

    @Test
    void checkmateUsesTheLegalMovesOnly() {
        State s = little().position("white: king d2, rook a1; black: king d4; turn: white");
        Games.play(s, "Ra1-a4");
        // d4 is attacked along the fourth rank; c4 by the rook too, d3 by the king on d2.
        assertEquals("white wins (mate)", Games.describe(s));
    }

    @Test
    void aLoopOverPieceTypesPromotesToEachAndMoveAtCarriesAnotherPiece() {
        String text = LITTLE.replace("moves guard {", """
                    moves rook as castle {
                        verify not in(far)
                        for t in rook guard {
                            goto d4
                            verify empty
                            promote to t
                            move at b1 to b2
                            move
                        }
                    }
                    moves guard {""");
        State s = Gamut.load("little.gamut", text, List.of()).position(
                "white: king b1, rook d3; black: king a4; turn: white");
        List<String> moves = Games.moveList(s);
        assertEquals(true, moves.contains("Rd3-d4=R Kb1-b2"), moves.toString());
        assertEquals(true, moves.contains("Rd3-d4=G Kb1-b2"), moves.toString());
        Games.play(s, "Rd3-d4=G Kb1-b2");
        assertEquals("guard", s.game().pieceName(s.piece(s.game().geometry().cell("d4"))));
        assertEquals("king", s.game().pieceName(s.piece(s.game().geometry().cell("b2"))));
    }

    @Test
    void lastFromIsWhereTheLastMoveStarted() {
        String text = LITTLE.replace("end mate:", """
                    end from_a1: last_from == a1 => white wins
                    end mate:""");
        State s = Gamut.load("little.gamut", text, List.of()).newState();
        Games.play(s, "Ka1-b1");
        assertEquals("white wins (from_a1)", Games.describe(s));
    }

    @Test
    void aLimitSinceAConditionCountsFromTheLastMoveAfterWhichItHeld() {
        // Four plies without a capture draw; a capture starts the count again.
        String text = LITTLE.replace("end mate:", """
                    limit 4 plies since count(opponent) < at_turn_start(count(opponent)) => draw
                    end mate:""");
        State s = Gamut.load("little.gamut", text, List.of()).position(
                "white: king a1, rook b2; black: king d4, rook b3; turn: white");
        Games.play(s, "Rb2xb3", "Kd4-c4", "Rb3-a3", "Kc4-d4");
        assertEquals("not over", Games.describe(s));
        Games.play(s, "Ra3-a2");
        assertEquals("draw (limit)", Games.describe(s));
        s.unmake();
        assertEquals("not over", Games.describe(s));
        assertEquals("little.gamut:25:13: error: a limit since a condition counts plies, not turns",
                Gamut.check("little.gamut", text.replace("limit 4 plies since", "limit 4 turns since")).format()
                        .lines().findFirst().orElseThrow());
    }

    @Test
    void mistakesAreReported() {
        assertEquals("little.gamut:6:11: error: unknown piece 'kong' (did you mean 'king'?)",
                Gamut.check("little.gamut", LITTLE.replace("royal king", "royal kong")).format().lines().findFirst().orElseThrow());
        assertEquals("little.gamut:6:17: error: 'king' is named twice as royal",
                Gamut.check("little.gamut", LITTLE.replace("royal king", "royal king, king")).format().lines().findFirst().orElseThrow());
    }
}
