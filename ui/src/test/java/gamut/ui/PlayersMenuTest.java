package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import gamut.ui.controller.GameController;
import gamut.ui.controller.Side;
import gamut.ui.controller.UiHost;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Players menu follows the game in play: its sides by name in that game's order, so a choice changes the side it names. */
class PlayersMenuTest {
    private static final UiHost NOW = Runnable::run;

    @TempDir
    Path dir;

    private static GameController open(String game, String... players) {
        return GameController.open(Games.file(game), List.of(), List.of(players), 1, NOW, Runnable::run);
    }

    private static List<String> names(GameController c) {
        return c.sides().stream().map(s -> s.name() + "=" + s.spec()).toList();
    }

    @Test
    void sidesFollowARecordOfAnotherGame() {
        GameController chess = open("chess", "human", "human");
        chess.clickCell(chess.game().geometry().cell("e2"));
        chess.clickCell(chess.game().geometry().cell("e4"));
        Path record = dir.resolve("chess.record");
        assertNull(chess.save(record));

        // Lines of Action lists black first, chess white first.
        GameController c = open("lines-of-action", "human", "human");
        assertEquals(List.of("black=human", "white=human"), names(c));
        assertNull(c.load(record));
        assertEquals(List.of("white=human", "black=human"), names(c));

        // Choosing the side named black hands black's move to the random player: it replies at once.
        Side black = c.sides().get(1);
        assertNull(c.setPlayer(black.player(), "random"));
        assertEquals(List.of("white=human", "black=random"), names(c));
        assertEquals(2, c.moveNames().size());
        assertEquals("white", c.game().playerName(c.state().toMove()));
    }

    @Test
    void everySideOffersTheLevelsAndTimesAndShowsWhoPlaysIt() {
        GameController c = open("chess", "human", "mcts:200");
        Side white = c.sides().get(0);
        assertEquals(0, white.player());
        assertEquals("human", white.spec());
        assertEquals(List.of("human", "random", "easy", "medium", "hard", "strongest"), white.choices().subList(0, 6));
        String cores = Runtime.getRuntime().availableProcessors() > 1 ? ":" + Runtime.getRuntime().availableProcessors() : "";
        assertEquals(List.of("mcts:1s" + cores, "mcts:2s" + cores, "mcts:5s" + cores, "mcts:10s" + cores),
                white.choices().subList(6, 10));
        // A game without dice offers the alpha-beta search too.
        assertEquals(List.of("ab:1s", "ab:2s", "ab:5s", "ab:10s"), white.choices().subList(10, 14));
        assertEquals(14, white.choices().size());
        assertEquals(10, open("backgammon", "human", "human").sides().get(0).choices().size());
        // A spec given on the command line that the menu does not offer is offered to its side too.
        List<String> black = new java.util.ArrayList<>(white.choices());
        black.add("mcts:200");
        assertEquals(black, c.sides().get(1).choices());
        assertEquals("mcts:200", c.sides().get(1).spec());
    }

    @Test
    void theMenuNamesLevelsAndTimesInWords() {
        assertEquals("hard (mcts:10000)", Side.label("hard", gamut.core.ComputerLevels.DEFAULT));
        assertEquals("2 s a move (mcts:2s:4)", Side.label("mcts:2s:4", gamut.core.ComputerLevels.DEFAULT));
        assertEquals("10 s a move (mcts:10s)", Side.label("mcts:10s", gamut.core.ComputerLevels.DEFAULT));
        assertEquals("mcts:500ms", Side.label("mcts:500ms", gamut.core.ComputerLevels.DEFAULT));
        assertEquals("5 s a move, alpha-beta (ab:5s)", Side.label("ab:5s", gamut.core.ComputerLevels.DEFAULT));
        assertEquals("random", Side.label("random", gamut.core.ComputerLevels.DEFAULT));
    }

    @Test
    void aGamesLevelsAreNamedWithTheirElo() {
        gamut.core.ComputerLevels levels = new gamut.core.ComputerLevels(List.of(
                new gamut.core.ComputerLevels.Level("hard", "ab:3", 410), new gamut.core.ComputerLevels.Level("easy", "ab:1", null)));
        assertEquals("hard (ab:3, Elo 410)", Side.label("hard", levels));
        assertEquals("easy (ab:1)", Side.label("easy", levels));
        assertEquals("medium (mcts:2000)", Side.label("medium", levels));
    }
}
