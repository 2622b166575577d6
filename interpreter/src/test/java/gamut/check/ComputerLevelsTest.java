package gamut.check;

import static gamut.testing.TestGames.check;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.ai.Player;
import gamut.base.GamutException;
import gamut.core.ComputerLevels;
import gamut.core.PlayerSpec;
import gamut.engine.Game;
import gamut.kernel.Kernel;
import gamut.load.GameLoader;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code computer} lines (docs/language.md, "The computer's levels"): what each level stands for
 * in a game, the levels a definition leaves alone, variants, and the exact message of each mistake.
 */
class ComputerLevelsTest {

    private static String withLines(String... lines) {
        return TestGames.tinyWithLinesAfter(8, lines);
    }

    private static Game game(String text, String... variants) {
        return Kernel.game(GameLoader.load(TestGames.NAME, text, List.of(variants)));
    }

    @Test
    void aDefinitionSaysWhatItsLevelsStandForAndTheRestStayAsTheyWere() {
        Game game = game(withLines("    computer hard \"ab:3\" elo 410", "    computer easy \"mcts:50+solver\""));
        assertEquals("{easy=mcts:50+solver, medium=mcts:2000, hard=ab:3, strongest=mcts:40000:2}",
                game.computer().specs().toString());
        assertEquals(List.of(new ComputerLevels.Level("hard", "ab:3", 410), new ComputerLevels.Level("easy", "mcts:50+solver", null)),
                game.computer().chosen());
        assertEquals("hard (ab:3)", Player.parse("hard", 1, game).describe());
        assertEquals("easy (mcts:50+solver)", Player.parse("easy", 1, game).describe());
        assertEquals("hard (mcts:10000)", Player.parse("hard", 1).describe(), "without the game, the levels every game starts with");
        assertEquals(ComputerLevels.DEFAULT.specs(), game(TestGames.TINY).computer().specs());
    }

    @Test
    void aVariantReplacesALevelOfItsOwn() {
        String text = withLines("    computer hard \"ab:3\"", "    variant quick {", "        source \"Somebody\"",
                "        computer hard \"ab:1\" elo -20", "        computer strongest \"ab:5\"", "    }");
        assertEquals("{easy=mcts:200, medium=mcts:2000, hard=ab:1, strongest=ab:5}",
                game(text, "quick").computer().specs().toString());
        assertEquals(-20, game(text, "quick").computer().chosen().get(0).elo());
        assertEquals("ab:3", game(text).computer().spec("hard"));
    }

    @Test
    void mistakes() {
        assertEquals(List.of("9:14: unknown level 'strongst' (did you mean 'strongest'?) (levels: easy, medium, hard, strongest)"),
                check(withLines("    computer strongst \"ab:3\"")));
        assertEquals(List.of("9:19: player 'ab:x': the budget must be a depth in plies, a time such as 2s or 500ms or a number of nodes such as 20000nodes, not 'x'"),
                check(withLines("    computer easy \"ab:x\"")));
        assertEquals(List.of("9:19: a level stands for a search, not for another level ('hard')"),
                check(withLines("    computer easy \"hard\"")));
        assertEquals(List.of("9:19: a definition names one of Gamut's searches, not an engine program: give"
                        + " 'uci:/bin/sh' on the command line"),
                check(withLines("    computer easy \"uci:/bin/sh\"")));
        assertEquals(List.of("10:5: 'computer easy' is declared twice (first at line 9)"),
                check(withLines("    computer easy \"ab:1\"", "    computer easy \"ab:2\"")));
    }

    @Test
    void anAlphaBetaLevelNeedsAGameWithoutDice() {
        String dice = withLines("    dice 1 of 6", "    computer hard \"ab:2\"");
        assertEquals(List.of("10:19: the alpha-beta search plays games without dice; this game has dice: use a tree search (mcts)"),
                check(dice).stream().filter(d -> d.contains("alpha-beta")).toList());
    }

    @Test
    void aNetworkLevelNeedsAGameOfTwoPlayers() {
        String three = withLines("    computer hard \"net:2\"").replace("players red, blue", "players red, blue, green");
        assertEquals(List.of("9:19: a network plays games of two players"),
                check(three).stream().filter(d -> d.contains("network")).toList());
        assertEquals(List.of(), check(withLines("    computer hard \"net:2\"")));
    }

    @Test
    void theSpecIsReadWithoutMakingAPlayer() {
        PlayerSpec read = PlayerSpec.parse(" mcts:2s:2+mast+cut=40 ");
        assertEquals(new PlayerSpec(PlayerSpec.Family.TREE_SEARCH, "mcts:2s:2+mast+cut=40", 0, 0, 2000, 2, new PlayerSpec.TreeOptions(false, true, 40, false), 0), read);
        assertEquals(new PlayerSpec(PlayerSpec.Family.ALPHA_BETA, "ab:4", 4, 0, 0, 1, PlayerSpec.TreeOptions.PLAIN, 0), PlayerSpec.parse("ab"));
        assertEquals(PlayerSpec.Family.LEVEL, PlayerSpec.parse("strongest").family());
        assertEquals("player 'ab:201': at most 200 plies, not 201",
                assertThrows(GamutException.class, () -> PlayerSpec.parse("ab:201")).getMessage());
    }
}
