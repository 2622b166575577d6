package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.ui.controller.Click;
import gamut.ui.controller.GameController;
import gamut.ui.controller.MatchPlay;
import gamut.ui.controller.UiHost;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A match in the window's controller: the games in turn, each banked when the next one starts. */
class MatchPlayTest {
    private static final UiHost NOW = Runnable::run;

    private static void playToTheEnd(GameController c, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        MoveList legal = new MoveList();
        while (!c.state().isOver()) {
            c.state().generate(legal);
            Click click = c.choose(legal.get(random.nextInt(legal.size())));
            assertEquals(Click.Kind.MOVED, click.kind(), click.message());
        }
    }

    @Test
    void theGamesComeInTurnAndAWinCountsWhenTheNextGameStarts() {
        Path portes = Games.file("portes");
        Path plakoto = Games.file("plakoto");
        GameController c = MatchPlay.open(List.of(portes, plakoto), List.of(List.of(), List.of("mother=on")), 3,
                List.of("human", "human"), 1, NOW, Runnable::run);
        assertEquals("Portes", c.game().title());
        assertTrue(c.turnText().endsWith("|  match to 3, game 1 (portes): white 0, black 0"), c.turnText());
        c.nextGame();
        assertEquals("Portes", c.game().title(), "a game not over starts again, and counts for nobody");
        int[] totals = new int[2];
        int games = 0;
        String[] titles = {"Portes", "Plakoto"};
        while (Math.max(totals[0], totals[1]) < 3) {
            assertEquals(titles[games % 2], c.game().title());
            playToTheEnd(c, games + 1);
            var r = c.state().result();
            if (!r.isDraw()) {
                totals[r.winner()] += r.scores()[r.winner()];
            }
            games++;
            if (Math.max(totals[0], totals[1]) < 3) {
                assertTrue(c.turnText().endsWith("|  match to 3: white " + totals[0] + ", black " + totals[1]
                        + " after game " + games + "; New game: " + (games % 2 == 0 ? "portes" : "plakoto")),
                        c.turnText());
            }
            c.nextGame();
        }
        int w = totals[0] >= 3 ? 0 : 1;
        String won = (w == 0 ? "white" : "black") + " wins the match " + totals[w] + " to " + totals[1 - w];
        assertTrue(c.turnText().endsWith(won), c.turnText() + " / " + won);
        assertEquals(titles[(games - 1) % 2], c.game().title(), "the last game stays on the board");
    }
}
