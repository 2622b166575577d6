package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.core.Geometry;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A board of points and lines ('board lines', docs/language.md section 4), on the 24 points of a
 * mill game: a step goes between neighbours on a line and nowhere else, three in a row are three
 * on a line, and perft agrees with a generator written here from the board's own picture.
 */
class PointsAndLinesTest {
    private static final String LINES = """
            a1-d1-g1, b2-d2-f2, c3-d3-e3, a4-b4-c4, e4-f4-g4, c5-d5-e5, b6-d6-f6, a7-d7-g7,
                    a1-a4-a7, b2-b4-b6, c3-c4-c5, d1-d2-d3, d5-d6-d7, e3-e4-e5, f2-f4-f6, g1-g4-g7""";

    /** Men step to a neighbouring empty point; three on a line win. */
    static final String MILL = """
            game "Mill board" {
                players white, black
                board lines LINES
                pieces { man }
                setup {
                    white: a1, d2, g4
                    black: a7, d6, e3
                    reserve white: man 3
                    reserve black: man 3
                }
                moves man {
                    for d in directions {
                        step d
                        verify empty
                        move
                    }
                }
                end mill: in_a_row(mover, 3) => mover wins
                no_moves => mover loses
            }
            """.replace("LINES", LINES);

    /** The same board where each turn puts a man on an empty point. */
    static final String PLACING = """
            game "Placing" {
                players white, black
                board lines LINES
                pieces { man }
                setup {
                    reserve white: man 9
                    reserve black: man 9
                }
                drops man {
                    for c in cells where empty {
                        drop
                    }
                }
                end mill: in_a_row(mover, 3) => mover wins
            }
            """.replace("LINES", LINES);

    /** The board's picture, point by point: each point's neighbours along the lines. */
    private static final Map<String, List<String>> NEIGHBOURS = new HashMap<>();
    /** The sixteen lines of three. */
    private static final String[][] MILLS = {
        {"a1", "d1", "g1"}, {"b2", "d2", "f2"}, {"c3", "d3", "e3"}, {"a4", "b4", "c4"}, {"e4", "f4", "g4"},
        {"c5", "d5", "e5"}, {"b6", "d6", "f6"}, {"a7", "d7", "g7"}, {"a1", "a4", "a7"}, {"b2", "b4", "b6"},
        {"c3", "c4", "c5"}, {"d1", "d2", "d3"}, {"d5", "d6", "d7"}, {"e3", "e4", "e5"}, {"f2", "f4", "f6"},
        {"g1", "g4", "g7"},
    };

    static {
        String picture = "a1:a4,d1 d1:a1,g1,d2 g1:d1,g4 b2:b4,d2 d2:d1,b2,f2,d3 f2:d2,f4 c3:c4,d3 d3:d2,c3,e3"
                + " e3:d3,e4 a4:a1,a7,b4 b4:a4,b2,b6,c4 c4:b4,c3,c5 e4:e3,e5,f4 f4:e4,f2,f6,g4 g4:f4,g1,g7"
                + " c5:c4,d5 d5:c5,e5,d6 e5:d5,e4 b6:b4,d6 d6:b6,f6,d5,d7 f6:d6,f4 a7:a4,d7 d7:a7,g7,d6 g7:d7,g4";
        for (String entry : picture.split(" ")) {
            String[] parts = entry.split(":");
            NEIGHBOURS.put(parts[0], List.of(parts[1].split(",")));
        }
    }

    private static Game mill() {
        return Gamut.load("mill.gamut", MILL, List.of());
    }

    @Test
    void thePointsAreTheLinesPointsInTheOrderOfAGridsCells() {
        Geometry geo = mill().geometry();
        assertEquals(24, geo.cells());
        assertEquals("a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7",
                String.join(" ", geo.cellNames()));
        assertEquals(-1, geo.cell("d4"), "no line passes the centre");
        for (int c = 0; c < geo.cells(); c++) {
            List<String> found = new ArrayList<>();
            for (int n : geo.neighbours(c)) {
                found.add(geo.cellName(n));
            }
            List<String> expected = new ArrayList<>(NEIGHBOURS.get(geo.cellName(c)));
            expected.sort(null);
            found.sort(null);
            assertEquals(expected, found, "the neighbours of " + geo.cellName(c));
        }
        assertEquals(geo.cell("d3"), geo.next(geo.cell("d2"), geo.direction("n")));
        assertEquals(-1, geo.next(geo.cell("d3"), geo.direction("n")), "d3 to d5 crosses the empty centre");
        assertEquals(-1, geo.next(geo.cell("a1"), geo.direction("ne")), "no line runs a1 to b2");
    }

    @Test
    void placingAgreesWithThePublishedFigures() {
        Perft perft = new Perft(Gamut.load("placing.gamut", PLACING, List.of()).newState());
        assertEquals(24, perft.count(1));
        assertEquals(552, perft.count(2));
        assertEquals(12_144, perft.count(3));
        assertEquals(255_024, perft.count(4));
    }

    @Test
    void stepsAlongTheLinesAgreeWithAGeneratorWrittenFromThePicture() {
        State s = mill().newState();
        long hash = s.hash();
        Perft perft = new Perft(s);
        Map<String, Integer> start = new HashMap<>();
        for (String w : List.of("a1", "d2", "g4")) {
            start.put(w, 0);
        }
        for (String b : List.of("a7", "d6", "e3")) {
            start.put(b, 1);
        }
        for (int depth = 1; depth <= 6; depth++) {
            assertEquals(reference(start, 0, depth), perft.count(depth), "depth " + depth);
            assertEquals(hash, s.hash());
        }
        assertEquals(List.of("a1-a4", "a1-d1", "d2-b2", "d2-d1", "d2-d3", "d2-f2", "g4-f4", "g4-g1", "g4-g7"),
                Games.moves(mill().newState()));
    }

    private static long reference(Map<String, Integer> owners, int mover, int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (Map.Entry<String, Integer> piece : List.copyOf(owners.entrySet())) {
            if (piece.getValue() != mover) {
                continue;
            }
            for (String to : NEIGHBOURS.get(piece.getKey())) {
                if (owners.containsKey(to)) {
                    continue;
                }
                Map<String, Integer> next = new HashMap<>(owners);
                next.remove(piece.getKey());
                next.put(to, mover);
                total += depth == 1 ? 1 : hasMill(next, mover) ? 0 : reference(next, 1 - mover, depth - 1);
            }
        }
        return total;
    }

    private static boolean hasMill(Map<String, Integer> owners, int player) {
        for (String[] mill : MILLS) {
            if (Integer.valueOf(player).equals(owners.get(mill[0])) && Integer.valueOf(player).equals(owners.get(mill[1]))
                    && Integer.valueOf(player).equals(owners.get(mill[2]))) {
                return true;
            }
        }
        return false;
    }

    @Test
    void threeOnALineWinAndThreeAcrossTheCentreDoNot() {
        State s = mill().position("white: a1, d1, f4; black: a7, d6, e3; turn: white");
        Games.play(s, "f4-g4");
        assertFalse(s.isOver(), "d1, g1 and g4 turn a corner");
        s = mill().position("white: c4, e5, g1; black: a7, d6, d3; turn: white");
        Games.play(s, "e5-e4");
        assertFalse(s.isOver(), "c4 and e4 are not joined across the centre");
        s = mill().position("white: a1, d1, g4; black: a7, d6, e3; turn: white");
        Games.play(s, "g4-g1");
        assertTrue(s.isOver());
        assertEquals(0, s.result().winner());
    }

    @Test
    void theTextBoardDrawsTheLines() {
        assertEquals("""
                 7 O-----.-----.
                 6 | .---O---. |
                 5 | | .-.-. | |
                 4 .-.-.   .-.-X
                 3 | | .-.-O | |
                 2 | .---X---. |
                 1 X-----.-----.
                   a b c d e f g
                """, BoardText.draw(mill().newState()));
    }
}
