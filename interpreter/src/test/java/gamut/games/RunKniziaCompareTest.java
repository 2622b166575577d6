package gamut.games;

import static gamut.games.RunKniziaReference.BLACK;
import static gamut.games.RunKniziaReference.COW;
import static gamut.games.RunKniziaReference.COWBOY;
import static gamut.games.RunKniziaReference.WHITE;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Notation;
import gamut.engine.Perft;
import gamut.engine.Playout;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.games.RunKniziaReference.Options;
import gamut.games.RunKniziaReference.Pos;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine against the independent {@link RunKniziaReference}: the reference first reproduces
 * the spec's test positions on its own, then perft counts (plies and whole turns) and move sets
 * along random games are compared, and 200 random self-play games are checked for their end and
 * scores.
 */
class RunKniziaCompareTest {

    static Rules rules(String... variants) {
        return RunKniziaTest.rules(variants);
    }

    /** Diagram 2 in the reference, with the reserves R-T3 assumes. */
    static Pos refDiagram2(Options o, int toMove) {
        Pos p = Pos.setup(o, toMove);
        p.put(WHITE, COW, "d4", "e5", "e2").put(WHITE, COWBOY, "d5", "f7");
        p.put(BLACK, COW, "e7", "e6", "e4", "f3").put(BLACK, COWBOY, "e3", "f5");
        p.reserve[WHITE][COW] = 4;
        p.reserve[WHITE][COWBOY] = 3;
        p.reserve[BLACK][COW] = 3;
        p.reserve[BLACK][COWBOY] = 3;
        return p;
    }

    static List<String> refMovesOf(Pos p, char letter) {
        return p.moveTexts().stream().filter(m -> m.charAt(0) == letter).collect(Collectors.toList());
    }

    static Set<String> refSequences(Pos p) {
        return p.turnSequences().stream().map(l -> String.join(" ", l)).collect(Collectors.toCollection(TreeSet::new));
    }

    /** A text of the reference position, to count distinct results. */
    static String key(Pos p) {
        return Arrays.toString(p.owner) + Arrays.toString(p.type) + Arrays.deepToString(p.reserve)
                + Arrays.toString(p.exited) + p.toMove;
    }

    // ---- the reference reproduces the spec on its own

    @Test
    void referenceReproducesTheSpecTestPositions() {
        Options o = Options.of();
        // R-T1
        Pos start = Pos.start(o);
        assertEquals(Games.sorted("C@d1 C@e2 C@f3 C@g4 C@h5 C@i6 B@d1 B@e2 B@f3 B@g4 B@h5 B@i6"), start.moveTexts());
        assertEquals(12, start.turnSequences().size());
        // R-T2
        Pos afterF3 = start.play("C@f3");
        assertEquals(WHITE, afterF3.toMove);
        assertEquals(60, afterF3.turnSequences().size());
        Set<String> results = new HashSet<>();
        for (List<String> seq : afterF3.turnSequences()) {
            Pos q = afterF3;
            for (String m : seq) {
                q = q.play(m);
            }
            results.add(key(q));
        }
        assertEquals(30, results.size());
        // R-T3, R-T4
        Pos d2w = refDiagram2(o, WHITE);
        assertEquals(Games.sorted(RunKniziaTest.RT3_COW), refMovesOf(d2w, 'C'));
        assertEquals(Games.sorted(RunKniziaTest.RT3_COWBOY), refMovesOf(d2w, 'B'));
        Pos d2b = refDiagram2(o, BLACK);
        assertEquals(Games.sorted(RunKniziaTest.RT4_COW), refMovesOf(d2b, 'C'));
        assertEquals(Games.sorted(RunKniziaTest.RT4_COWBOY), refMovesOf(d2b, 'B'));
        // R-T5
        Set<String> rt5 = new TreeSet<>(RunKniziaTest.RT5_COW_FIRST);
        rt5.addAll(RunKniziaTest.RT5_COWBOY_FIRST);
        assertEquals(rt5, refSequences(rt5Position(o)));
        assertEquals(RunKniziaTest.RT5_COWBOY_FIRST, refSequences(rt5Position(Options.of("removal_check=whole_turn"))));
        // R-T6
        Pos rt6 = Pos.setup(o, WHITE).put(WHITE, COWBOY, "d4").put(BLACK, COW, "e4", "f5");
        assertEquals(Games.sorted("Bd4-c3 Bd4-c4 Bd4-d3 Bd4-d5 Bd4-e5 Bd4xe4"), rt6.moveTexts());
        assertTrue(rt6.turnSequences().stream().allMatch(l -> l.size() == 1));
        // R-T7
        Pos rt7 = Pos.setup(o, WHITE).put(WHITE, COW, "e2");
        rt7.exited[WHITE] = 3;
        rt7.exited[BLACK] = 1;
        assertEquals(List.of("Ce2-off"), rt7.moveTexts());
        Pos end = rt7.play("Ce2-off");
        assertTrue(end.over);
        assertEquals(WHITE, end.winner);
        assertArrayEquals(new int[] {0, 3}, end.scores);
    }

    static Pos rt5Position(Options o) {
        return Pos.setup(o, WHITE).put(WHITE, COW, "e5").put(WHITE, COWBOY, "e4")
                .put(BLACK, COW, "f5").put(BLACK, COWBOY, "g7");
    }

    // ---- perft

    /** Perft in plies and turns of engine and reference, equal at every depth; returns the counts for the report. */
    static String comparePerft(State s, Pos p, int plies, int turns) {
        Perft perft = new Perft(s);
        long hash = s.hash();
        String before = PositionFormat.format(s);
        StringBuilder out = new StringBuilder();
        for (int d = 1; d <= plies; d++) {
            long engine = perft.count(d);
            assertEquals(p.perft(d), engine, "plies " + d);
            out.append(" plies(").append(d).append(")=").append(engine);
        }
        for (int d = 1; d <= turns; d++) {
            long engine = perft.countTurns(d);
            assertEquals(p.perftTurns(d), engine, "turns " + d);
            out.append(" turns(").append(d).append(")=").append(engine);
        }
        assertEquals(hash, s.hash(), "perft leaves the position as it found it");
        assertEquals(before, PositionFormat.format(s));
        return out.toString();
    }

    @Test
    void perftFromTheStartMatchesTheReference() {
        String counts = comparePerft(Games.start(rules()), Pos.start(Options.of()), 5, 3);
        System.out.println("run-knizia perft from the start:" + counts);
    }

    @ParameterizedTest
    @ValueSource(strings = {"first=white", "first_turn=normal", "removal=to_reserve", "removal_check=whole_turn",
        "end=either_player_out_of_cows", "tie=second_player_wins"})
    void perftFromTheStartUnderVariants(String variant) {
        String counts = comparePerft(Games.start(rules(variant)), Pos.start(Options.of(variant)), 4, 2);
        System.out.println("run-knizia perft from the start, " + variant + ":" + counts);
    }

    @Test
    void perftFromDiagram2MatchesTheReference() {
        String white = comparePerft(RunKniziaTest.diagram2(rules(), "white"), refDiagram2(Options.of(), WHITE), 3, 2);
        System.out.println("run-knizia perft from diagram 2, White to move:" + white);
        // Black to move: the engine's set-up position would be Black's opening turn (see RunKniziaTest);
        // the position reached by a White turn is the same position in turn 2.
        String black = comparePerft(RunKniziaTest.diagram2BlackToMove(rules()), refDiagram2(Options.of(), BLACK), 3, 1);
        System.out.println("run-knizia perft from diagram 2, Black to move:" + black);
    }

    @ParameterizedTest
    @ValueSource(strings = {"removal=to_reserve", "removal_check=whole_turn", "end=either_player_out_of_cows"})
    void perftFromDiagram2UnderVariants(String variant) {
        String counts = comparePerft(RunKniziaTest.diagram2(rules(variant), "white"),
                refDiagram2(Options.of(variant), WHITE), 3, 1);
        System.out.println("run-knizia perft from diagram 2, " + variant + ":" + counts);
    }

    /**
     * R-T5 in plies. Not in turns: its sequence 'remove Ce5, Be4xf5' takes the last cow of each side
     * and ends the game, and the engine's countTurns does not count a turn that ends the game (see
     * RunKniziaTest.perftInTurnsCountsATurnThatEndsTheGame): 10 against the reference's 11.
     */
    @Test
    void perftFromTheForcedRemovalPosition() {
        for (String[] v : List.of(new String[] {}, new String[] {"removal_check=whole_turn"},
                new String[] {"removal=to_reserve"})) {
            State s = Games.position(rules(v), RunKniziaTest.RT5);
            String counts = comparePerft(s, rt5Position(Options.of(v)), 5, 0);
            System.out.println("run-knizia perft from R-T5 " + String.join(",", v) + ":" + counts);
        }
        assertEquals(11, rt5Position(Options.of()).perftTurns(1));
        assertEquals(5, rt5Position(Options.of("removal_check=whole_turn")).perftTurns(1));
        assertEquals(11, rt5Position(Options.of("removal=to_reserve")).perftTurns(1));
        assertEquals(11, new Perft(Games.position(rules(), RunKniziaTest.RT5)).countTurns(1));
    }

    /** A blocked cowboy: a4's neighbours b5 and b4 hold White's own cows and no cowboy is in reserve. */
    static final String BLOCKED_COWBOY = "white: cow b5, b4, cowboy a4; black: cow g5, cowboy h7; reserve white: cow 1;"
            + " turn: white";

    static Pos blockedCowboy(Options o) {
        Pos p = Pos.setup(o, WHITE).put(WHITE, COW, "b5", "b4").put(WHITE, COWBOY, "a4")
                .put(BLACK, COW, "g5").put(BLACK, COWBOY, "h7");
        p.reserve[WHITE][COW] = 1;
        return p;
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "removal_check=whole_turn", "removal=to_reserve"})
    void forcedCowboyRemovalMatchesTheReference(String variant) {
        String[] v = variant.isEmpty() ? new String[0] : new String[] {variant};
        State s = Games.position(rules(v), BLOCKED_COWBOY);
        Pos p = blockedCowboy(Options.of(v));
        Set<String> engine = RunKniziaTest.sequenceSet(s);
        assertEquals(refSequences(p), engine);
        boolean whole = variant.equals("removal_check=whole_turn");
        // A cow moving off b5 or b4 frees a4: judged over the whole turn, the removal is not offered first.
        assertEquals(!whole, Games.moves(s).contains("remove Ba4"));
        assertTrue(engine.contains("Cb4-c4 Ba4-b4"));
        assertEquals(!whole, engine.contains("remove Ba4 Cb4-c4"));
        assertTrue(engine.contains("C@c6 remove Ba4"), "a drop frees nothing for the cowboy");
        comparePerft(s, p, 4, 0);
        System.out.println("run-knizia blocked cowboy " + variant + ": " + engine.size() + " turns");
    }

    // ---- random games in lockstep

    static List<String> engineMoves(State s, MoveList ms) {
        s.generate(ms);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < ms.size(); i++) {
            out.add(Notation.format(s, ms.get(i)));
        }
        Collections.sort(out);
        return out;
    }

    /** Pieces, reserves, tallies and the player to move agree. */
    static void assertSamePosition(State s, Pos p, String where) {
        Rules r = Kernel.rules(s);
        for (int c = 0; c < RunKniziaReference.N; c++) {
            int e = r.geometry.cell(RunKniziaReference.NAME[c]);
            assertEquals(p.owner[c], s.owner(e), where + " owner of " + RunKniziaReference.NAME[c]);
            if (p.owner[c] >= 0) {
                assertEquals(r.pieceName(p.type[c]), r.pieceName(s.piece(e)), where + " piece on " + RunKniziaReference.NAME[c]);
            }
        }
        for (int who = 0; who < 2; who++) {
            assertEquals(p.reserve[who][COW], Kernel.board(s).reserve[who * 2], where + " cow reserve " + who);
            assertEquals(p.reserve[who][COWBOY], Kernel.board(s).reserve[who * 2 + 1], where + " cowboy reserve " + who);
            assertEquals(p.exited[who], s.exited(who), where + " exited " + who);
        }
        assertEquals(p.over, s.isOver(), where + " over");
        if (!p.over) {
            assertEquals(p.toMove, s.toMove(), where + " to move");
        }
    }

    /**
     * Plays a random game in the engine and the reference side by side, comparing the legal move
     * sets at every ply and the positions after every move; returns the plies compared.
     */
    /** What the lockstep games went through: plies with a removal offered, removals played, passes, exits, captures. */
    static final int[] SEEN = new int[5];

    static String seen() {
        return "removal offered " + SEEN[0] + ", removals " + SEEN[1] + ", passes " + SEEN[2] + ", exits " + SEEN[3]
                + ", captures " + SEEN[4];
    }

    static int lockstep(long seed, String... variants) {
        Rules r = rules(variants);
        State s = Games.start(r);
        Pos p = Pos.start(Options.of(variants));
        SplittableRandom random = new SplittableRandom(seed);
        MoveList ms = new MoveList();
        int plies = 0;
        while (!s.isOver()) {
            String where = "seed " + seed + " " + String.join(",", variants) + " ply " + plies;
            List<String> engine = engineMoves(s, ms);
            assertEquals(p.moveTexts(), engine, where + "\n" + PositionFormat.format(s));
            int move = ms.get(random.nextInt(ms.size()));
            String text = Notation.format(s, move);
            SEEN[0] += engine.stream().anyMatch(m -> m.startsWith("remove")) ? 1 : 0;
            SEEN[1] += text.startsWith("remove") ? 1 : 0;
            SEEN[2] += text.equals("pass") ? 1 : 0;
            SEEN[3] += text.endsWith("-off") ? 1 : 0;
            SEEN[4] += text.contains("x") ? 1 : 0;
            s.make(move);
            p = p.play(text);
            plies++;
            if (s.isOver() && "limit".equals(s.result().end())) {
                return plies;
            }
            assertSamePosition(s, p, where + " after " + text);
            assertEquals(p.turnsPlayed + 1, s.isOver() ? p.turnsPlayed + 1 : s.turnNumber(), where + " turn number");
        }
        Result res = s.result();
        assertEquals(p.winner, res.winner(), "seed " + seed + " winner");
        assertArrayEquals(java.util.Arrays.stream(p.scores).asDoubleStream().toArray(), res.scores(), "seed " + seed + " scores");
        return plies;
    }

    @Test
    void randomGamesAgreeWithTheReference() {
        Arrays.fill(SEEN, 0);
        int plies = 0;
        int games = 0;
        for (long seed = 1; seed <= 40; seed++) {
            plies += lockstep(seed);
            games++;
        }
        System.out.println("run-knizia lockstep, default rules: " + games + " games, " + plies + " plies compared; "
                + seen());
        assertTrue(plies > 2000, "plies " + plies);
    }

    @ParameterizedTest
    @ValueSource(strings = {"first=white", "first_turn=normal", "removal=to_reserve", "removal_check=whole_turn",
        "end=either_player_out_of_cows", "tie=second_player_wins"})
    void randomGamesAgreeWithTheReferenceUnderVariants(String variant) {
        Arrays.fill(SEEN, 0);
        int plies = 0;
        for (long seed = 1; seed <= 10; seed++) {
            plies += lockstep(1000 + seed, variant);
        }
        System.out.println("run-knizia lockstep, " + variant + ": 10 games, " + plies + " plies compared; " + seen());
        assertTrue(plies > 300, "plies " + plies);
    }

    @Test
    void randomGamesAgreeWithTheReferenceUnderCombinedVariants() {
        String[] v = {"first=white", "first_turn=normal", "removal=to_reserve", "removal_check=whole_turn"};
        Arrays.fill(SEEN, 0);
        int plies = 0;
        for (long seed = 1; seed <= 10; seed++) {
            plies += lockstep(2000 + seed, v);
        }
        System.out.println("run-knizia lockstep, " + String.join(",", v) + ": 10 games, " + plies + " plies compared; "
                + seen());
    }

    // ---- self-play

    @Test
    void twoHundredRandomGamesEndWithScoresFromExitedCows() {
        Rules r = rules();
        int blackWins = 0;
        int whiteWins = 0;
        int draws = 0;
        long plies = 0;
        int longest = 0;
        for (long seed = 1; seed <= 200; seed++) {
            State s = Games.start(r);
            Result res = new Playout().play(s, new SplittableRandom(seed));
            assertTrue(s.isOver(), "seed " + seed);
            assertTrue(res.end().equals("no_cows") || res.end().equals("tie"),
                    "seed " + seed + " ends by its rule, not the limit: " + res.end());
            for (int who = 0; who < 2; who++) {
                assertEquals(0, Kernel.board(s).onBoardByType[who * 2] + Kernel.board(s).reserve[who * 2], "seed " + seed + ": no cow left");
            }
            int b = s.exited(BLACK);
            int w = s.exited(WHITE);
            assertTrue(b + w <= 14, "seed " + seed);
            if (b == w) {
                assertTrue(res.isDraw(), "seed " + seed);
                assertArrayEquals(new double[] {0, 0}, res.scores(), "seed " + seed);
                draws++;
            } else {
                int winner = b > w ? BLACK : WHITE;
                assertEquals(winner, res.winner(), "seed " + seed);
                double[] expected = new double[2];
                expected[winner] = Math.abs(b - w);
                assertArrayEquals(expected, res.scores(), "seed " + seed + " exited " + b + "-" + w);
                if (winner == BLACK) {
                    blackWins++;
                } else {
                    whiteWins++;
                }
            }
            plies += s.ply();
            longest = Math.max(longest, s.ply());
            // The same seed plays the same game.
            if (seed % 4 == 0) {
                State again = Games.start(r);
                Result res2 = new Playout().play(again, new SplittableRandom(seed));
                assertArrayEquals(s.line(), again.line(), "seed " + seed + " replays");
                assertEquals(s.hash(), again.hash());
                assertEquals(res.winner(), res2.winner());
                assertArrayEquals(res.scores(), res2.scores());
            }
        }
        System.out.println("run-knizia self-play seeds 1..200: black " + blackWins + ", white " + whiteWins
                + ", draws " + draws + ", plies " + plies + " (longest " + longest + ")");
        assertEquals(200, blackWins + whiteWins + draws);
    }

    @Test
    void differentSeedsGiveDifferentGames() {
        Rules r = rules();
        State a = Games.start(r);
        new Playout().play(a, new SplittableRandom(1));
        State b = Games.start(r);
        new Playout().play(b, new SplittableRandom(2));
        assertNotEquals(Arrays.toString(a.line()), Arrays.toString(b.line()));
        assertFalse(a.line().length == 0);
    }
}
