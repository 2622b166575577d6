package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The fields of a 'notation' item that the shipped games do not show: drops without a letter, marks, a hit, promotion declined. */
class NotationFieldsTest {

    private static Engine game(String items) {
        return new Engine(Gamut.load("t.gamut", "game \"T\" {\n players white, black\n board grid 3 by 3\n" + items + "\n}\n",
                List.of()));
    }

    private record Engine(Game game) {
        List<String> moves(String position) {
            return Games.moves(game.position(position));
        }
    }

    @Test
    void aDropOfAPieceWithoutALetterIsItsCellAlone() {
        Engine e = game("pieces { mark \"X\" }\n setup { reserve white: mark unlimited\n reserve black: mark unlimited }\n"
                + " drops mark { for c in cells where empty { drop } }\n notation { without letter mark  marks drop \"\" }");
        assertEquals(List.of("a1", "a2", "a3", "b1", "b3", "c1", "c2", "c3"), e.moves("white: b2; reserve black: mark unlimited; turn: black"));
        State s = e.game().position("white: b2; reserve black: mark unlimited; turn: black");
        assertEquals(Notation.parse(s, "a1"), Notation.parse(s, "X@a1"));
    }

    @Test
    void marksAHitAndAPromotionDeclinedAreWrittenAsDeclared() {
        Engine e = game("pieces { pawn \"P\", queen \"Q\" }\n zone far where rank(here) == 3\n"
                + " moves pawn { step n  verify not friend  move  if in(far) { promote to queen  move } }\n"
                + " notation { marks move \"/\", capture \"/\", hit \"*\"  promote \"+\" else \"=\" }");
        assertEquals(List.of("Pa1/a2", "Pb2/b3*+", "Pb2/b3*="), e.moves("white: pawn a1 b2; black: pawn b3"));
    }
}
