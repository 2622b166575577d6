package gamut.games;

import static gamut.testing.Games.play;
import static gamut.testing.Games.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.engine.Perft;
import gamut.engine.State;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Nine Men's Morris (games/nine-mens-morris.gamut): perft in plies against the published numbers
 * and against a reference generator written here from the board's picture (placing, sliding,
 * flying, a mill's take as a ply of its own, men in mills spared unless all are), from the start
 * and from set positions; scripted games.
 */
class NineMensMorrisTest {
    static final String FILE = "nine-mens-morris.gamut";
    static final long[] PUBLISHED = {24, 552, 12_144, 255_024};

    /** The points, and each point's neighbours along the lines, as the board is drawn. */
    private static final String[] POINTS = {
        "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4",
        "e4", "f4", "g4", "c3", "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1",
    };
    private static final String[][] NEIGHBOURS = {
        {"d7", "a4"}, {"a7", "g7", "d6"}, {"d7", "g4"}, {"d6", "b4"}, {"b6", "f6", "d7", "d5"}, {"d6", "f4"},
        {"d5", "c4"}, {"c5", "e5", "d6"}, {"d5", "e4"}, {"a7", "a1", "b4"}, {"a4", "c4", "b6", "b2"}, {"b4", "c5", "c3"},
        {"f4", "e5", "e3"}, {"e4", "g4", "f6", "f2"}, {"f4", "g7", "g1"}, {"d3", "c4"}, {"c3", "e3", "d2"}, {"d3", "e4"},
        {"d2", "b4"}, {"b2", "f2", "d3", "d1"}, {"d2", "f4"}, {"d1", "a4"}, {"a1", "g1", "d2"}, {"d1", "g4"},
    };
    private static final String[][] MILLS = {
        {"a7", "d7", "g7"}, {"b6", "d6", "f6"}, {"c5", "d5", "e5"}, {"a4", "b4", "c4"}, {"e4", "f4", "g4"},
        {"c3", "d3", "e3"}, {"b2", "d2", "f2"}, {"a1", "d1", "g1"}, {"a7", "a4", "a1"}, {"b6", "b4", "b2"},
        {"c5", "c4", "c3"}, {"d7", "d6", "d5"}, {"d3", "d2", "d1"}, {"e5", "e4", "e3"}, {"f6", "f4", "f2"},
        {"g7", "g4", "g1"},
    };

    static Rules rules() {
        return Games.load(FILE);
    }

    @Test
    void perftFromTheStartIsThePublishedOne() {
        Perft perft = new Perft(Games.start(rules()));
        for (int d = 1; d <= 4; d++) {
            assertEquals(PUBLISHED[d - 1], perft.count(d), "perft(" + d + ")");
            assertEquals(PUBLISHED[d - 1], new Reference(List.of(), List.of(), 9, 9, 0).perft(d), "reference perft(" + d + ")");
        }
        // The first mills close at ply 5, and the first takes are ply 6.
        assertEquals(new Reference(List.of(), List.of(), 9, 9, 0).perft(5), perft.count(5), "perft(5)");
    }

    @Test
    void perftFromSetPositionsAgreesWithTheReference() {
        // Placing with mills to close on both sides, and a black man in a mill.
        check(List.of("a1", "d1", "b2", "d2"), List.of("a7", "d7", "g7", "b6"), 5, 4, 0, 4);
        // Sliding, with mills to open and close.
        check(List.of("a1", "d1", "g4", "d2", "b4", "e3"), List.of("a7", "d7", "g7", "d6", "c5", "f2"), 0, 0, 0, 5);
        // White down to three flies; black slides.
        check(List.of("a1", "d1", "e4"), List.of("a7", "d7", "g7", "d6", "c5", "f2", "b2"), 0, 0, 0, 4);
        // Every black man stands in a mill, so a mill may take any of them.
        check(List.of("a1", "d1", "c4", "e5", "f6"), List.of("a7", "d7", "g7", "a4", "b6", "b4", "b2"), 0, 0, 0, 4);
        // Black down to three, and a take that leaves two ends the game.
        check(List.of("a1", "g1", "b2", "f2", "d3"), List.of("a7", "d7", "g4"), 0, 0, 0, 4);
    }

    private static void check(List<String> white, List<String> black, int whiteReserve, int blackReserve, int toMove,
                              int depth) {
        String text = "white: " + String.join(", ", white) + "; black: " + String.join(", ", black)
                + "; reserve white: man " + whiteReserve + "; reserve black: man " + blackReserve
                + "; turn: " + (toMove == 0 ? "white" : "black");
        for (int d = 1; d <= depth; d++) {
            assertEquals(new Reference(white, black, whiteReserve, blackReserve, toMove).perft(d),
                    new Perft(position(rules(), text)).count(d), text + ": perft(" + d + ")");
        }
    }

    @Test
    void aMillTakesAManOutsideAMillAndTheTakeIsAPlyOfItsOwn() {
        State s = position(rules(), "white: a1, d1, c3; black: a7, d7, g7, b4; reserve white: man 6; reserve black: man 5;"
                + " turn: white");
        play(s, "M@g1");
        assertEquals("not over", Games.describe(s));
        assertEquals(List.of("remove b4"), Games.moves(s), "a7, d7 and g7 are a mill: only b4 stands outside it");
        play(s, "remove b4");
        assertEquals(List.of(), Games.moves(s).stream().filter(m -> m.startsWith("remove")).toList());
    }

    @Test
    void aPlayerLeftWithTwoMenOrNoMoveHasLost() {
        State s = position(rules(), "white: a1, g1, d2, b4; black: a7, d7, c5; turn: white");
        play(s, "d2-d1");
        assertEquals(List.of("remove a7", "remove c5", "remove d7"), Games.moves(s), "no black man stands in a mill");
        play(s, "remove c5");
        assertTrue(s.isOver());
        assertEquals(0, s.result().winner(), "black has two men left");
        State blocked = position(rules(), "white: a1, d1, g1, d2; black: a4, g4, b2, f2, d3; turn: white");
        assertTrue(blocked.isOver());
        assertEquals(1, blocked.result().winner(), "every white man is blocked");
    }

    /** The rules written out over a plain array of the points in {@link #POINTS}'s order. */
    static final class Reference {
        private final int[] owner = new int[POINTS.length];
        private final int[] reserve = new int[2];
        private int toMove;
        /** The mover closed a mill and takes next. */
        private boolean taking;
        private final int[][] neighbours = new int[POINTS.length][];
        private final int[][] mills = new int[MILLS.length][];

        Reference(List<String> white, List<String> black, int whiteReserve, int blackReserve, int toMove) {
            List<String> names = Arrays.asList(POINTS);
            for (int p = 0; p < POINTS.length; p++) {
                neighbours[p] = Arrays.stream(NEIGHBOURS[p]).mapToInt(names::indexOf).toArray();
            }
            for (int m = 0; m < MILLS.length; m++) {
                mills[m] = Arrays.stream(MILLS[m]).mapToInt(names::indexOf).toArray();
            }
            Arrays.fill(owner, -1);
            white.forEach(p -> owner[names.indexOf(p)] = 0);
            black.forEach(p -> owner[names.indexOf(p)] = 1);
            reserve[0] = whiteReserve;
            reserve[1] = blackReserve;
            this.toMove = toMove;
        }

        long perft(int depth) {
            if (depth == 0) {
                return 1;
            }
            long total = 0;
            for (int[] move : moves()) {
                int[] saved = owner.clone();
                int[] savedReserve = reserve.clone();
                int savedMover = toMove;
                boolean savedTaking = taking;
                boolean over = make(move);
                total += over ? (depth == 1 ? 1 : 0) : perft(depth - 1);
                System.arraycopy(saved, 0, owner, 0, owner.length);
                System.arraycopy(savedReserve, 0, reserve, 0, 2);
                toMove = savedMover;
                taking = savedTaking;
            }
            return total;
        }

        /** Each move as {from, to}: from -1 for a placing, to -1 for a take. */
        private List<int[]> moves() {
            List<int[]> out = new ArrayList<>();
            int other = 1 - toMove;
            if (taking) {
                for (int p = 0; p < owner.length; p++) {
                    if (owner[p] == other && (!inMill(p) || allInMills(other))) {
                        out.add(new int[] {p, -1});
                    }
                }
                return out;
            }
            if (count(toMove) + reserve[toMove] < 3 || count(other) + reserve[other] < 3) {
                return out;
            }
            for (int p = 0; p < owner.length; p++) {
                if (reserve[toMove] > 0) {
                    if (owner[p] < 0) {
                        out.add(new int[] {-1, p});
                    }
                } else if (owner[p] == toMove) {
                    for (int to = 0; to < owner.length; to++) {
                        int target = to;
                        boolean reached = count(toMove) == 3 || Arrays.stream(neighbours[p]).anyMatch(n -> n == target);
                        if (owner[to] < 0 && reached) {
                            out.add(new int[] {p, to});
                        }
                    }
                }
            }
            return out;
        }

        /** Plays the move; true when the game is over after it. */
        private boolean make(int[] move) {
            if (move[1] < 0) {
                owner[move[0]] = -1;
                taking = false;
                boolean won = count(1 - toMove) + reserve[1 - toMove] < 3;
                toMove = 1 - toMove;
                return won;
            }
            if (move[0] < 0) {
                reserve[toMove]--;
            } else {
                owner[move[0]] = -1;
            }
            owner[move[1]] = toMove;
            if (inMill(move[1]) && count(1 - toMove) > 0) {
                taking = true;
            } else {
                toMove = 1 - toMove;
            }
            return false;
        }

        private boolean inMill(int p) {
            for (int[] mill : mills) {
                if ((mill[0] == p || mill[1] == p || mill[2] == p) && owner[mill[0]] == owner[p]
                        && owner[mill[1]] == owner[p] && owner[mill[2]] == owner[p]) {
                    return true;
                }
            }
            return false;
        }

        private boolean allInMills(int player) {
            for (int p = 0; p < owner.length; p++) {
                if (owner[p] == player && !inMill(p)) {
                    return false;
                }
            }
            return true;
        }

        private int count(int player) {
            return (int) Arrays.stream(owner).filter(o -> o == player).count();
        }
    }
}
