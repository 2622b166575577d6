package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.ui.controller.Click;
import gamut.ui.controller.GameController;
import gamut.ui.controller.UiHost;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A person plays a move of several landings by clicking its path, or just where it ends. */
class PathClickTest {
    private static final UiHost NOW = Runnable::run;

    /** A man on a1 that must jump b2 and then either b4 (to a5) or d4 (to e5). */
    private static final String JUMPS = """
            game "Jumps" {
                source "test"
                players black, white
                board grid 5 by 5
                pieces { man }
                directions ahead of black = nw, ne
                directions ahead of white = sw, se
                setup {
                    black: a1
                    white: b2, b4, d4
                }
                moves man as jumps {
                    chain {
                        for d in ahead {
                            step d
                            verify enemy and not captured
                            capture
                            step d
                            verify empty
                            land
                        }
                    }
                }
                moves man { for d in ahead { step d  verify empty  move } }
                priority jumps
            }
            """;

    @TempDir
    Path dir;

    private GameController controller() throws IOException {
        Path file = dir.resolve("jumps.gamut");
        Files.writeString(file, JUMPS);
        return GameController.open(file, List.of(), List.of("human", "human"), 1, NOW, Runnable::run);
    }

    private static int cell(GameController c, String name) {
        return c.game().geometry().cell(name);
    }

    private static int[] sorted(int... cells) {
        int[] copy = cells.clone();
        Arrays.sort(copy);
        return copy;
    }

    @Test
    void clickingEachLandingPlaysTheWholeJump() throws IOException {
        GameController c = controller();
        assertEquals(Click.Kind.SELECTED, c.clickCell(cell(c, "a1")).kind());
        // The next landing (c3) and the two squares where a jump ends are marked.
        assertArrayEquals(sorted(cell(c, "c3"), cell(c, "a5"), cell(c, "e5")), sorted(c.targets()));
        Click first = c.clickCell(cell(c, "c3"));
        assertEquals(Click.Kind.SELECTED, first.kind(), first.message());
        assertArrayEquals(sorted(cell(c, "a5"), cell(c, "e5")), sorted(c.targets()));
        Click second = c.clickCell(cell(c, "e5"));
        assertEquals(Click.Kind.MOVED, second.kind(), second.message());
        assertEquals(List.of("a1xc3xe5"), c.moveNames());
        assertEquals(-1, c.state().owner(cell(c, "b2")));
        assertEquals(-1, c.state().owner(cell(c, "d4")));
        assertEquals(1, c.state().owner(cell(c, "b4")));
    }

    @Test
    void clickingWhereTheJumpEndsIsEnough() throws IOException {
        GameController c = controller();
        c.clickCell(cell(c, "a1"));
        Click move = c.clickCell(cell(c, "a5"));
        assertEquals(Click.Kind.MOVED, move.kind(), move.message());
        assertEquals(List.of("a1xc3xa5"), c.moveNames());
    }

    @Test
    void aSquareOffThePathIsRefusedAndKeepsThePath() throws IOException {
        GameController c = controller();
        c.clickCell(cell(c, "a1"));
        c.clickCell(cell(c, "c3"));
        Click wrong = c.clickCell(cell(c, "c5"));
        assertTrue(wrong.refused(), wrong.message());
        assertEquals(0, c.state().depth());
        assertArrayEquals(sorted(cell(c, "a5"), cell(c, "e5")), sorted(c.targets()));
    }

    @Test
    void anAmazonIsClickedThenWhereItGoesThenWhereItsArrowFalls() {
        GameController c = GameController.open(Games.file("amazons"), List.of(), List.of("human", "human"), 1, NOW,
                Runnable::run);
        c.clickCell(cell(c, "d1"));
        Click go = c.clickCell(cell(c, "d2"));
        assertEquals(Click.Kind.SELECTED, go.kind(), go.message());
        // From d2 the arrow may fly back over d1, the square the amazon left.
        assertTrue(Arrays.stream(c.targets()).anyMatch(t -> t == cell(c, "d1")));
        Click shoot = c.clickCell(cell(c, "f4"));
        assertEquals(Click.Kind.MOVED, shoot.kind(), shoot.message());
        assertEquals(List.of("Ad1-d2 +X@f4"), c.moveNames());
    }

    @Test
    void aClickOnAPitSowsIt() {
        GameController c = GameController.open(Games.file("kalah"), List.of(), List.of("human", "human"), 1, NOW,
                Runnable::run);
        // d1's four seeds end in South's store: South sows again, so the same player clicks on.
        Click sow = c.clickCell(cell(c, "d1"));
        assertEquals(Click.Kind.MOVED, sow.kind(), sow.message());
        assertEquals(List.of("sow d1 again"), c.moveNames());
        assertEquals(1, c.state().height(cell(c, "h1")));
        Click refused = c.clickCell(cell(c, "d2"));
        assertTrue(refused.refused(), refused.message());
        assertEquals(1, c.state().depth());
    }
}
