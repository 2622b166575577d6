package gamut.games;

import static gamut.games.Qg.list;
import static gamut.games.Qg.position;
import static gamut.games.Qg.rules;
import static gamut.games.Qg.trapped;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.engine.Perft;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.AgonReference;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The engine under the default rules against the independent {@link AgonReference}: legal-move sets,
 * board, trapped flags and results at every node of perft trees and after every ply of random games,
 * from the start, from the spec's positions and from random positions with trapped pieces.
 */
class QueensGuardReferenceTest {

    static void compare(State s, AgonReference r, String where) {
        assertEquals(r.moves(), Games.moves(s), () -> where + ": legal moves\n" + PositionFormat.format(s)
                + "\ntrapped " + trapped(s));
        Rules rules = Kernel.rules(s);
        for (int c = 0; c < rules.cells; c++) {
            String name = rules.geometry.cellName(c);
            int rc = AgonReference.cell(name);
            assertEquals(r.owner[rc], s.owner(c), () -> where + ": owner of " + name);
            if (s.owner(c) >= 0) {
                assertEquals(r.type[rc], s.piece(c), () -> where + ": piece on " + name);
            }
            assertEquals(r.trapped[rc], (s.flags(c) & 1) != 0, () -> where + ": trapped on " + name);
        }
        assertEquals(r.toMove(), s.toMove(), () -> where + ": to move");
        assertEquals(r.isOver(), s.isOver(), () -> where + ": over");
        if (s.isOver()) {
            assertEquals(r.verdict().winner(), s.result().winner(), () -> where + ": winner");
            assertEquals(r.verdict().end(), s.result().end(), () -> where + ": end");
        }
    }

    /** Walks the engine's tree to the depth, the reference alongside; returns the leaves. */
    static long walk(State s, AgonReference r, int depth, String where) {
        compare(s, r, where);
        if (depth == 0) {
            return 1;
        }
        MoveList list = new MoveList();
        s.generate(list);
        long leaves = 0;
        for (int i = 0; i < list.size(); i++) {
            int m = list.get(i);
            String text = Notation.format(s, m);
            AgonReference next = r.copy();
            next.play(text);
            s.make(m);
            leaves += walk(s, next, depth - 1, where + " " + text);
            s.unmake();
        }
        return leaves;
    }

    @Test
    void theBoardAsTheSpecDecodesIt() {
        Rules rules = rules();
        assertEquals(91, rules.cells);
        List<String> names = new ArrayList<>();
        for (int c = 0; c < rules.cells; c++) {
            names.add(rules.geometry.cellName(c));
            assertEquals(c, rules.geometry.cell(rules.geometry.cellName(c)));
        }
        List<String> reference = new ArrayList<>();
        for (int k = 0; k <= 5; k++) {
            reference.addAll(AgonReference.ring(k));
        }
        assertEquals(reference.stream().sorted().toList(), names.stream().sorted().toList());
        int[] sizes = {1, 6, 12, 18, 24, 30};
        for (int k = 0; k <= 5; k++) {
            assertEquals(sizes[k], AgonReference.ringSize(k));
        }
        assertEquals(List.of("f6"), AgonReference.ring(0));
        assertEquals(list("e5 e6 f5 f7 g6 g7"), AgonReference.ring(1));
        assertEquals(list("d4 d5 d6 e4 e7 f4 f8 g5 g8 h6 h7 h8"), AgonReference.ring(2));
        assertTrue(AgonReference.ring(5).containsAll(list("a1 a6 f11 k11 k6 f1")));
        assertEquals(list("e6 g7"), AgonReference.ringNeighbours("f7"));
    }

    @ParameterizedTest(name = "{0}: perft(3) = {2}, perft(4) = {3}")
    @CsvSource(delimiter = '|', value = {
        "start | | 18417 | -1",
        "A-T2 | white: queen f6, guard e5 e6 f5 g6 g7 f8; black: queen e4, guard e7 g8 g5 i8 j9 d2; turn: black | 645 | 1584",
        "A-T3 | white: queen f1, guard e7 g9; black: guard f8, queen f11; turn: white | 587 | 3732",
        "A-T5 | white: queen f1, guard f8 e5 g6; black: queen e6, guard g7; turn: white | 271 | 1350",
    })
    void perftAgreesWithTheReference(String name, String text, long perft3, long perft4) {
        boolean start = text == null;
        State s = start ? Games.start(rules()) : position(rules(), text);
        AgonReference r = start ? AgonReference.start() : AgonReference.of(text);
        assertEquals(perft3, r.perft(3), "reference");
        assertEquals(perft3, new Perft(s).count(3), "engine");
        assertEquals(perft3, walk(s, r, 3, name));
        if (perft4 >= 0) {
            assertEquals(perft4, r.perft(4), "reference");
            assertEquals(perft4, new Perft(s).count(4), "engine");
        }
        System.out.printf("Queen's Guard %s: perft(3) = %d engine and reference%n", name, perft3);
    }

    /** Plays random engine moves, comparing each ply; returns the plies played. */
    static int playAndCompare(State s, AgonReference r, SplittableRandom random, int maxPlies, String where) {
        MoveList list = new MoveList();
        int plies = 0;
        while (true) {
            compare(s, r, where + " ply " + plies);
            if (s.isOver() || plies >= maxPlies) {
                return plies;
            }
            s.generate(list);
            int m = list.get(random.nextInt(list.size()));
            r.play(Notation.format(s, m));
            s.make(m);
            plies++;
        }
    }

    static void add(AgonReference.Stats total, AgonReference.Stats s) {
        total.moves += s.moves;
        total.relocations += s.relocations;
        total.furtherOut += s.furtherOut;
        total.traps += s.traps;
        total.doubleTraps += s.doubleTraps;
        total.selfTraps += s.selfTraps;
        total.precedence += s.precedence;
        total.passes += s.passes;
    }

    static String describe(AgonReference.Stats t) {
        return t.moves + " moves, " + t.relocations + " relocations, " + t.traps + " pieces trapped by moves ("
                + t.doubleTraps + " double traps), " + t.selfTraps + " self-traps, " + t.precedence
                + " flanked movers saved by their capture, " + t.passes + " passes";
    }

    @Test
    void randomGamesFromTheStartAgreePlyByPly() {
        Rules rules = rules();
        AgonReference.Stats total = new AgonReference.Stats();
        Map<String, Integer> ends = new TreeMap<>();
        long plies = 0;
        for (long seed = 1; seed <= 20; seed++) {
            State s = Games.start(rules);
            AgonReference r = AgonReference.start();
            plies += playAndCompare(s, r, new SplittableRandom(seed), Integer.MAX_VALUE, "seed " + seed);
            assertTrue(s.isOver());
            ends.merge(Games.describe(s), 1, Integer::sum);
            add(total, r.stats);
        }
        System.out.println("Queen's Guard reference, 20 games from the start: " + plies + " plies; " + describe(total)
                + "; " + ends);
        assertTrue(total.traps > 0 && total.selfTraps > 0 && total.precedence > 0 && total.doubleTraps > 0);
        assertTrue(total.relocations > 0 && total.passes > 0);
        assertTrue(ends.keySet().stream().anyMatch(e -> e.endsWith("(win)")), ends::toString);
        assertTrue(ends.keySet().stream().anyMatch(e -> e.endsWith("(repetition)")), ends::toString);
    }

    /** Scripted lines through the spec's win (A-T2), loss (A-T6) and double trap (A-T5), compared at every ply. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "A-T2 win | white: queen f6, guard e5 e6 f5 g6 g7 f8; black: queen e4, guard e7 g8 g5 i8 j9 d2; turn: black"
            + " | Ge7-f7 Gf8-e7 Gf7-h8 Ge7-f7 | white | win",
        "A-T6 loss | white: queen f1, guard a5 b1 d9 h11 j5 k10; black: queen f11, guard e6 f7 g7 g6 f5 d4; turn: black"
            + " | Gd4-e5 | white | loss",
        "A-T6 frozen | white: queen f6, guard a5 b1 d9 h11 j5 k10; black: queen f11, guard e6 f7 g7 g6 f5 d4;"
            + " turn: black | Gd4-e5 Ga5-a4 Qf11-e10 | |",
        "A-T5 | white: queen f1, guard f8 e5 g6; black: queen e6, guard g7; turn: white"
            + " | Gf8-f7 Qe6-d5 Qf1-e1 Gg7-h7 | |",
    })
    void scriptedLinesAgree(String name, String text, String line, String winner, String end) {
        State s = position(rules(), text);
        AgonReference r = AgonReference.of(text);
        compare(s, r, name + " at the start");
        for (String m : line.trim().split("\\s+")) {
            r.play(m);
            Games.play(s, m);
            compare(s, r, name + " after " + m);
        }
        assertEquals(winner != null, s.isOver(), name);
        if (winner != null) {
            assertEquals(winner, Kernel.rules(s).playerName(s.result().winner()));
            assertEquals(end, s.result().end());
        }
    }

    /**
     * Random positions: seven pieces a side (guards never on f6), every third position crowded into
     * rings 0-2, about one piece in six trapped, either side to move; then up to 40 random plies.
     */
    @Test
    void randomPositionsWithTrappedPiecesAgree() {
        Rules rules = rules();
        AgonReference.Stats total = new AgonReference.Stats();
        long plies = 0;
        int positions = 0;
        for (long seed = 1; seed <= 200; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            double inner = seed % 3 == 0 ? 1.0 : random.nextDouble();
            boolean[] used = new boolean[AgonReference.CELLS];
            List<String> trapped = new ArrayList<>();
            StringBuilder text = new StringBuilder();
            for (String player : AgonReference.PLAYERS) {
                text.append(player).append(":");
                for (int k = 0; k < 7; k++) {
                    int c;
                    do {
                        c = random.nextInt(AgonReference.CELLS);
                    } while (used[c] || (k > 0 && c == AgonReference.CENTRE)
                            || (random.nextDouble() < inner && AgonReference.RING[c] > 2));
                    used[c] = true;
                    text.append(k == 0 ? " queen " : k == 1 ? ", guard " : " ").append(AgonReference.name(c));
                    if (random.nextInt(6) == 0) {
                        trapped.add(AgonReference.name(c));
                    }
                }
                text.append("; ");
            }
            text.append("turn: ").append(random.nextBoolean() ? "white" : "black");
            String[] t = trapped.toArray(new String[0]);
            State s = position(rules, text.toString(), t);
            AgonReference r = AgonReference.of(text.toString(), t);
            plies += playAndCompare(s, r, random, 40, text + " trapped " + trapped);
            positions++;
            add(total, r.stats);
        }
        System.out.println("Queen's Guard reference, " + positions + " random positions: " + plies + " plies; "
                + describe(total));
        assertTrue(total.relocations > 0 && total.selfTraps > 0 && total.doubleTraps > 0);
    }

    @Test
    void aFullRingTwoAgreesAlongRandomContinuations() {
        String text = "white: queen f1, guard d4 d5 d6 e4 e7 f4; black: queen f8, guard g5 g8 h6 h7 h8 f7; turn: black";
        long further = 0;
        for (long seed = 1; seed <= 20; seed++) {
            State s = position(rules(), text, "f7");
            AgonReference r = AgonReference.of(text, "f7");
            playAndCompare(s, r, new SplittableRandom(seed), 30, "full ring 2, seed " + seed);
            further += r.stats.furtherOut;
        }
        assertEquals(20, further, "every line starts with a relocation past the full ring 2");
    }
}
