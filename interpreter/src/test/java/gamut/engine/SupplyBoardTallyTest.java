package gamut.engine;

import static gamut.testing.Games.play;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.ast.Placement;
import gamut.board.Board;
import gamut.core.BoardKind;
import gamut.core.Geometry;
import gamut.load.GameLoader;
import gamut.rules.Rules;
import gamut.testing.Games;
import gamut.testing.TestGames;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Unlimited reserves, shared direction sets, 'board hex W by H' and a value macro as the tally of 'highest'. */
class SupplyBoardTallyTest {
    static final String GAME = """
            game "Supply" {
                players red, blue
                board grid 3 by 3
                pieces { stone, rock }
                setup {
                    reserve red: stone unlimited, rock 2
                    reserve blue: stone 1
                }
                drops stone { for c in cells where empty { drop } }
                END
            }
            """;

    static Rules load(String text) {
        return GameLoader.load("supply.gamut", text, List.of());
    }

    @Test
    void anUnlimitedReserveNeverRunsOut() {
        Rules rules = load(GAME.replace("END", "end check: dropped and in_reserve(mover, stone) == 1000000 => mover wins"));
        State s = Games.start(rules);
        assertEquals(Board.UNLIMITED, s.reserve(0, 0));
        assertEquals(Placement.UNLIMITED, Board.UNLIMITED);
        long before = s.hash();
        play(s, "S@a1");
        assertEquals("red wins (check)", Games.describe(s));
        assertEquals(Board.UNLIMITED, s.reserve(0, 0));
        s.unmake();
        assertEquals(before, s.hash());
        // The text of a position says 'unlimited' and reads back the same.
        String text = PositionFormat.format(s);
        assertEquals("red:\nreserve red: stone unlimited, rock 2\nblue:\nreserve blue: stone 1\nturn: red", text);
        State copy = Games.position(rules, text);
        assertEquals(s.hash(), copy.hash());
    }

    @Test
    void aReserveIsANumberUpToTheLimitOrUnlimited() {
        assertEquals(List.of("6:44: a reserve holds a number of pieces or 'unlimited', not 'plenty'"),
                TestGames.check(GAME.replace("rock 2", "rock plenty").replace("END", "")));
        assertEquals(List.of("6:22: a reserve holds 0 to 1000 pieces or 'unlimited', not 1001"),
                TestGames.check(GAME.replace("stone unlimited", "stone 1001").replace("END", "")));
    }

    @Test
    void aSharedDirectionSetIsEveryPlayers() {
        String text = """
                game "Shared" {
                    players red, blue
                    board grid 3 by 3
                    pieces { stone }
                    directions sideways = e, w
                    setup {
                        red: b1
                        blue: b3
                    }
                    moves stone { for d in sideways { step d verify empty move } }
                }
                """;
        State s = Games.start(load(text));
        assertEquals(Games.sorted("b1-a1 b1-c1"), Games.moves(s));
        play(s, "b1-a1");
        assertEquals(Games.sorted("b3-a3 b3-c3"), Games.moves(s));
        assertEquals(List.of("6:5: 'sideways' is given for every player and for one player (the other at line 5);"
                + " give it one way or the other"), TestGames.check(text.replace("    setup {",
                "    directions sideways of red = n\n    setup {")));
    }

    @Test
    void aHexBoardByFilesAndRanksIsTheRhombusOfItsMap() {
        String map = "board hex \"\"\"\n        a3  b3  c3  d3\n      a2  b2  c2  d2\n    a1  b1  c1  d1\n\"\"\"";
        String game = "game \"H\" {\n    players red, blue\n    BOARD\n    pieces { stone }\n}\n";
        Geometry byMap = load(game.replace("BOARD", map)).geometry;
        Geometry bySize = load(game.replace("BOARD", "board hex 4 by 3")).geometry;
        assertEquals(BoardKind.HEX, bySize.kind());
        assertEquals(names(byMap), names(bySize));
        for (int c = 0; c < byMap.cells(); c++) {
            assertArrayEquals(new int[] {byMap.x(c), byMap.y(c)}, new int[] {bySize.x(c), bySize.y(c)}, byMap.cellName(c));
        }
        assertArrayEquals(byMap.nextTable(), bySize.nextTable());
        assertEquals("e ne nw w sw se", String.join(" ", directions(bySize)));
        assertEquals(List.of("3:11: a hex board is 1 to 26 files wide and 1 to 99 ranks high, not 27 by 3"),
                TestGames.check(game.replace("BOARD", "board hex 27 by 3")));
    }

    private static List<String> names(Geometry g) {
        List<String> out = new ArrayList<>();
        g.cellNames().forEach(out::add);
        return out;
    }

    private static List<String> directions(Geometry g) {
        List<String> out = new ArrayList<>();
        for (int d = 0; d < g.directions(); d++) {
            out.add(g.directionName(d));
        }
        return out;
    }

    @Test
    void aValueMacroOfOnePlayerIsATally() {
        String text = GAME.replace("END", """
                define stones(p) = count(p) + 10 * in_reserve(p, rock)
                end full: dropped => highest stones wins by margin
                """);
        State s = Games.start(load(text));
        play(s, "S@a1");
        // red: 1 on the board + 10 * 2 rocks = 21; blue: 0 + 0.
        assertEquals("red wins (full)", Games.describe(s));
        assertEquals(21, s.result().scores()[0]);
        assertEquals(List.of("11:30: 'highest' needs a count per player, such as 'exited', 'count' or a value macro of one player"),
                TestGames.check(GAME.replace("END", "define two(p, q) = 1\nend full: dropped => highest two wins")));
    }
}
