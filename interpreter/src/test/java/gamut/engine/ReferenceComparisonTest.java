package gamut.engine;

import static gamut.testing.Games.loa;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.testing.Games;
import gamut.testing.LoaCompare;
import gamut.testing.LoaReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine against the independent {@link LoaReference}: legal moves, connectedness of both
 * sides, the end ruling (winner and end rule) and repetition counts after every ply of random games,
 * in every variant, from the standard setups and from random sparse positions.
 */
class ReferenceComparisonTest {

    static String[] variants(String spec) {
        return spec.isEmpty() ? new String[0] : spec.split(",");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "simultaneous=mover_wins", "repetition=none", "no_move=loses", "first=white",
        "setup=swapped", "setup=scrambled_eggs", "simultaneous=mover_wins,first=white"})
    void randomGamesFromTheStart(String spec) {
        String[] v = variants(spec);
        Map<String, Integer> ends = new HashMap<>();
        for (long seed = 1; seed <= 20; seed++) {
            State s = Games.start(loa(v));
            LoaReference r = LoaReference.start(v);
            LoaCompare.playAndCompare(s, r, seed, Integer.MAX_VALUE, "[" + spec + "] seed " + seed);
            assertTrue(s.isOver());
            ends.merge(Games.describe(s), 1, Integer::sum);
        }
        assertTrue(ends.keySet().stream().anyMatch(e -> e.startsWith("black wins")), ends::toString);
        assertTrue(ends.keySet().stream().anyMatch(e -> e.startsWith("white wins")), ends::toString);
    }

    /** A set-up position: black's squares, white's squares, the player to move. */
    record Setup(String black, String white, int turn) {
        String text() {
            return "black: " + black + "; white: " + white + "; turn: " + LoaReference.PLAYERS[turn];
        }

        LoaReference reference(String... variants) {
            return LoaReference.of(LoaReference.Options.of(variants), black, white, turn);
        }

        /** Neither side connected and the player to move has a piece move: the engine judges only after moves. */
        boolean open() {
            LoaReference r = reference();
            return !r.connected(LoaReference.BLACK) && !r.connected(LoaReference.WHITE) && !r.pieceMoves(turn).isEmpty();
        }
    }

    static List<String> shuffledSquares(SplittableRandom random) {
        List<String> squares = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            squares.add(LoaReference.squareName(sq));
        }
        Collections.shuffle(squares, new java.util.Random(random.nextLong()));
        return squares;
    }

    /** 2 to 9 pieces a side at random squares, one side often much smaller than the other. */
    static Setup sparse(SplittableRandom random) {
        List<String> squares = shuffledSquares(random);
        boolean blackSmall = random.nextBoolean();
        int black = 2 + random.nextInt(blackSmall ? 3 : 8);
        int white = 2 + random.nextInt(blackSmall ? 8 : 3);
        return new Setup(String.join(" ", squares.subList(0, black)),
                String.join(" ", squares.subList(black, black + white)), random.nextInt(2));
    }

    static final String[][] CORNERS = {
        {"a1", "a2 b1 b2"}, {"h1", "g1 g2 h2"}, {"a8", "a7 b7 b8"}, {"h8", "g7 g8 h7"},
    };

    /**
     * One side holds two corners, each boxed in by three enemy pieces, and maybe one more piece; the
     * other side may have up to three more pieces. A boxed corner piece has no move: every line out
     * of it holds at least two pieces and starts with an enemy piece. So passes (or no_moves losses)
     * happen at once or after a move.
     */
    static Setup blockade(SplittableRandom random) {
        int first = random.nextInt(4);
        int second = (first + 1 + random.nextInt(3)) % 4;
        List<String> small = new ArrayList<>(List.of(CORNERS[first][0], CORNERS[second][0]));
        List<String> big = new ArrayList<>();
        big.addAll(List.of(CORNERS[first][1].split(" ")));
        big.addAll(List.of(CORNERS[second][1].split(" ")));
        List<String> free = shuffledSquares(random);
        free.removeAll(small);
        free.removeAll(big);
        int next = 0;
        if (random.nextInt(3) == 0) {
            small.add(free.get(next++));
        }
        for (int extra = random.nextInt(4); extra > 0; extra--) {
            big.add(free.get(next++));
        }
        String a = String.join(" ", small);
        String b = String.join(" ", big);
        return random.nextBoolean() ? new Setup(a, b, random.nextInt(2)) : new Setup(b, a, random.nextInt(2));
    }

    /** A sparse position chosen (by the reference alone) so that some legal move connects both sides at once. */
    static Setup bothConnectable(SplittableRandom random) {
        while (true) {
            List<String> squares = shuffledSquares(random);
            int black = 2 + random.nextInt(3);
            int white = 2 + random.nextInt(3);
            Setup setup = new Setup(String.join(" ", squares.subList(0, black)),
                    String.join(" ", squares.subList(black, black + white)), random.nextInt(2));
            if (!setup.open()) {
                continue;
            }
            LoaReference r = setup.reference();
            for (int m : r.legalMoves()) {
                r.make(m);
                boolean both = r.isOver() && r.verdict().end().equals("both_connected");
                r.unmake();
                if (both) {
                    return setup;
                }
            }
        }
    }

    /** Positions of all three kinds, the same list on every call. */
    static List<Setup> setups(int count) {
        SplittableRandom random = new SplittableRandom(20240611);
        List<Setup> out = new ArrayList<>();
        while (out.size() < count) {
            Setup s = switch (out.size() % 3) {
                case 0 -> sparse(random);
                case 1 -> blockade(random);
                default -> bothConnectable(random);
            };
            if (s.open()) {
                out.add(s);
            }
        }
        return out;
    }

    /**
     * Few pieces: blocked players, passes, single pieces and captures that connect one or both sides
     * are common here, unlike in games from the start. From each position the whole tree to two plies
     * is compared node by node, then one random game is compared to its end.
     */
    static Map<String, Integer> compareOnSetups(String spec, int count) {
        String[] v = variants(spec);
        Map<String, Integer> tally = new TreeMap<>();
        long seed = 0;
        for (Setup setup : setups(count)) {
            State s = Games.position(loa(v), setup.text());
            LoaReference r = setup.reference(v);
            String label = "[" + spec + "] " + setup.text() + " |";
            LoaCompare.walkAndCompare(s, r, 2, label, tally);
            LoaCompare.playAndCompare(s, r, ++seed, 300, label);
        }
        return tally;
    }

    static void assertOrdinaryEnds(Map<String, Integer> tally) {
        for (String end : new String[] {"black wins (mover_connected)", "white wins (mover_connected)",
            "black wins (opponent_connected)", "white wins (opponent_connected)"}) {
            assertTrue(tally.containsKey(end), end + " in " + tally);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "repetition=none"})
    void sparsePositionsDefaultRules(String spec) {
        Map<String, Integer> tally = compareOnSetups(spec, 90);
        assertOrdinaryEnds(tally);
        assertTrue(tally.containsKey("draw (both_connected)"), tally::toString);
        assertTrue(tally.containsKey("pass"), tally::toString);
        assertFalse(tally.keySet().stream().anyMatch(k -> k.contains("no_moves")), tally::toString);
    }

    @Test
    void sparsePositionsMoverWins() {
        Map<String, Integer> tally = compareOnSetups("simultaneous=mover_wins", 90);
        assertOrdinaryEnds(tally);
        assertTrue(tally.containsKey("black wins (both_connected)"), tally::toString);
        assertTrue(tally.containsKey("white wins (both_connected)"), tally::toString);
        assertFalse(tally.containsKey("draw (both_connected)"), tally::toString);
        assertTrue(tally.containsKey("pass"), tally::toString);
    }

    @Test
    void sparsePositionsNoMoveLoses() {
        Map<String, Integer> tally = compareOnSetups("no_move=loses", 90);
        assertOrdinaryEnds(tally);
        assertFalse(tally.containsKey("pass"), tally::toString);
        assertTrue(tally.containsKey("black wins (no_moves)"), tally::toString);
        assertTrue(tally.containsKey("white wins (no_moves)"), tally::toString);
    }

    /** Draws by repetition against the reference (T6's cycle of reversible moves). */
    @ParameterizedTest
    @ValueSource(strings = {"", "repetition=none"})
    void repetitionAgreesWithTheReference(String spec) {
        String[] v = variants(spec);
        State s = Games.start(loa(v));
        LoaReference r = LoaReference.start(v);
        String[] cycle = {"b1-b3", "a7-c7", "b3-b1", "c7-a7"};
        for (int i = 0; i < 12 && !s.isOver(); i++) {
            s.make(Notation.parse(s, cycle[i % 4]));
            r.play(cycle[i % 4]);
            LoaCompare.assertSame(s, r, "[" + spec + "] ply " + s.ply());
        }
        assertEquals(spec.isEmpty() ? 8 : 12, s.ply());
    }
}
