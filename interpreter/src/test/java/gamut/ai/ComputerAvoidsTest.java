package gamut.ai;

import static gamut.testing.TestGames.check;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.engine.AvoidedMoves;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.load.GameLoader;
import gamut.rules.Rules;
import gamut.testing.Games;
import gamut.testing.TestGames;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The 'computer avoids' lines (docs/language.md, "computer avoids"): the moves they name, the tree
 * search passing over them in its tree and its playouts unless nothing else is left, the rules
 * untouched, and the mistakes.
 */
class ComputerAvoidsTest {
    /** Red's moves from the tiny game's start: a1-a2, b1-b2, b1-c1. */
    private static State tiny(String... lines) {
        return Kernel.start(GameLoader.load(TestGames.NAME, TestGames.tinyWithLinesAfter(8, lines), List.of()));
    }

    private static List<String> moves(State state) {
        MoveList moves = new MoveList();
        state.generate(moves);
        return texts(state, moves);
    }

    private static List<String> unavoided(State state) {
        MoveList moves = new MoveList();
        state.generate(moves);
        AvoidedMoves.keepUnavoided(state, moves, new MoveList());
        return texts(state, moves);
    }

    private static List<String> texts(State state, MoveList moves) {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            texts.add(Notation.format(state, moves.get(i)));
        }
        return texts;
    }

    @Test
    void theMovesAfterWhichTheConditionHoldsAreAvoidedAndStayLegal() {
        State state = tiny("    computer avoids corner: last_cell == c1");
        assertEquals(List.of("a1-a2", "b1-b2", "b1-c1"), moves(state), "a hint, not a rule");
        assertTrue(AvoidedMoves.avoided(state, Notation.parse(state, "b1-c1")));
        assertFalse(AvoidedMoves.avoided(state, Notation.parse(state, "b1-b2")));
        assertEquals(List.of("a1-a2", "b1-b2"), unavoided(state));
        assertEquals(List.of("a1-a2", "b1-b2", "b1-c1"), unavoided(tiny("    computer avoids any: count(mover) > 0")),
                "when every move is avoided, none is");
        assertEquals(List.of("a1-a2", "b1-b2", "b1-c1"), unavoided(tiny()));
        assertEquals(3, moves(tiny("    computer avoids any: count(mover) > 0")).size());
    }

    @Test
    void theTreeSearchPlaysOnlyAMoveLeftAndItsPlayoutsAvoidToo() {
        State state = tiny("    computer avoids all_but_a2: last_cell != a2");
        Game game = state.game();
        for (int seed = 1; seed <= 8; seed++) {
            for (String spec : List.of("mcts:60", "mcts:60+mast", "mcts:60+cut=3")) {
                int move = Player.parse(spec, seed, game).choose(state);
                assertEquals("a1-a2", Notation.format(state, move), spec + ", seed " + seed);
            }
        }
        // The same search without the line plays the other moves too.
        State plain = tiny();
        List<String> chosen = new ArrayList<>();
        for (int seed = 1; seed <= 8; seed++) {
            chosen.add(Notation.format(plain, Player.parse("mcts:60", seed, plain.game()).choose(plain)));
        }
        assertTrue(chosen.stream().anyMatch(m -> !m.equals("a1-a2")), chosen.toString());
    }

    @Test
    void goStonesAreNotPlayedIntoTheMoversOwnEyes() {
        Rules rules = Games.load("go.gamut", "size=5");
        State state = Games.position(rules, "black: a2 b1 b2 d1 d2 e2; white: a4 b4 c4 d4 e4; turn: black"
                + "; reserve black: stone unlimited; reserve white: stone unlimited");
        assertTrue(AvoidedMoves.avoided(state, Notation.parse(state, "S@a1")), "a1: its neighbours a2 and b1 are black");
        assertTrue(AvoidedMoves.avoided(state, Notation.parse(state, "S@e1")));
        assertFalse(AvoidedMoves.avoided(state, Notation.parse(state, "S@c1")), "c1 touches c2, empty");
        assertFalse(AvoidedMoves.avoided(state, Notation.parse(state, "pass")));
    }

    @Test
    void theLinesAreNamedInTheGamesLevelsAndAVariantReplacesOneOfTheSameName() {
        String text = TestGames.tinyWithLinesAfter(8, "    computer avoids corner: last_cell == c1", "    variant other {",
                "        source \"Somebody\"", "        computer avoids corner: last_cell == b2", "    }");
        Game base = Kernel.game(GameLoader.load(TestGames.NAME, text, List.of()));
        assertEquals(List.of("corner"), base.computer().avoids());
        State other = Kernel.start(GameLoader.load(TestGames.NAME, text, List.of("other")));
        assertEquals(List.of("a1-a2", "b1-c1"), unavoided(other));
        assertEquals(List.of(), tiny().game().computer().avoids());
    }

    @Test
    void mistakes() {
        assertEquals(List.of("9:29: this condition needs a condition, but '3' is a number"),
                check(TestGames.tinyWithLinesAfter(8, "    computer avoids corner: 3")));
        assertEquals(List.of("10:5: 'computer avoids corner' is declared twice (first at line 9)"),
                check(TestGames.tinyWithLinesAfter(8, "    computer avoids corner: last_cell == c1",
                        "    computer avoids corner: last_cell == a2")));
    }
}
