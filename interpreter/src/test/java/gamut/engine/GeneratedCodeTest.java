package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.Engine;
import gamut.core.MoveList;
import gamut.kernel.Kernel;
import gamut.load.GameLoader;
import gamut.rules.Rules;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The differential test of the generated code: every shipped game in every variant, run by the
 * interpreter and by its generated code, gives the same legal moves in the same order, the same
 * hashes and the same results, in perft from the start and in seeded random games move by move.
 */
class GeneratedCodeTest {
    private static final int GAMES = 12;
    private static final int PLIES = 400;
    private static final long NODES = 2_000;

    @TestFactory
    Stream<DynamicTest> everyShippedGameRunsAlikeInterpretedAndGenerated() {
        List<gamut.testing.Games.Shipped> all = gamut.testing.Games.everyShippedVariant();
        assertFalse(all.isEmpty());
        return all.stream().map(g -> DynamicTest.dynamicTest(g.name(), () -> alike(g.file().toString(), g.text(), g.variants())));
    }

    @Test
    void theCompiledEngineGeneratesCodeForTheCommonestStatements() {
        Rules rules = GameLoader.load("t.gamut", """
                game "Rooks" {
                    players white, black
                    board grid 4 by 4
                    directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                    pieces { rook "R" }
                    setup {
                        white rook: a1
                        black rook: d4
                    }
                    moves rook {
                        for d in n e s w {
                            step d
                            while empty { move  step d }
                            verify enemy
                            move
                        }
                    }
                }
                """, List.of(), Engine.COMPILED);
        assertEquals("1 of 1 move programs generated (38 nodes written out, 0 called as nodes)", rules.codeReport());
    }

    /** A 'while' that cannot end stops with the interpreter's error, though the generated code runs it. */
    @Test
    void aLoopThatCannotEndStopsWithTheSameErrorUnderBothEngines() {
        String still = gamut.testing.TestGames.TINY.replace("        verify empty\n",
                "        let t = 1\n        while t == 1 { goto origin }\n        verify empty\n");
        String unchanging = gamut.testing.TestGames.TINY.replace("        verify empty\n",
                "        let n = 0\n        while true { let n = n + 1 }\n        verify empty\n");
        for (Engine engine : Engine.values()) {
            assertEquals("the moves of stone from a1: a 'while' went round 1024 times without changing the cursor,"
                    + " a variable, the board or the move being built: it would never end", failure(still, engine));
            assertEquals("the moves of stone from a1: a round of a 'while' changed neither the cursor, the board nor"
                    + " the move being built, and its condition reads no variable: it would hold for ever",
                    failure(unchanging, engine));
        }
        assertTrue(GameLoader.load("t.gamut", still, List.of(), Engine.COMPILED).codeReport().startsWith("1 of 1 move programs generated"));
    }

    private static String failure(String text, Engine engine) {
        State s = Kernel.start(GameLoader.load("t.gamut", text, List.of(), engine));
        return assertThrows(gamut.base.GamutException.class, () -> s.generate(new MoveList())).getMessage();
    }

    static void alike(String name, String text, List<String> variants) {
        Rules interpreted = GameLoader.load(name, text, variants, Engine.INTERPRETED);
        Rules generated = GameLoader.load(name, text, variants, Engine.COMPILED);
        State a = Kernel.start(interpreted);
        State b = Kernel.start(generated);
        long[] budget = {NODES};
        perft(a, b, 3, budget, name);
        for (int game = 0; game < GAMES; game++) {
            a.reset();
            b.reset();
            randomGame(a, b, new SplittableRandom(game), name + " game " + game);
        }
    }

    private static void perft(State a, State b, int depth, long[] budget, String where) {
        MoveList ma = new MoveList();
        MoveList mb = new MoveList();
        if (budget[0]-- <= 0) {
            return;
        }
        same(a, b, ma, mb, where);
        if (depth == 0 || a.isOver()) {
            return;
        }
        for (int i = 0; i < ma.size() && budget[0] > 0; i++) {
            int move = ma.get(i);
            a.make(move);
            b.make(move);
            perft(a, b, depth - 1, budget, where);
            a.unmake();
            b.unmake();
        }
    }

    private static void randomGame(State a, State b, SplittableRandom random, String where) {
        MoveList ma = new MoveList();
        MoveList mb = new MoveList();
        for (int ply = 0; ply < PLIES && !a.isOver(); ply++) {
            if (a.isChance()) {
                long seed = random.nextLong();
                int roll = a.randomOutcome(new SplittableRandom(seed));
                assertEquals(roll, b.randomOutcome(new SplittableRandom(seed)), where);
                a.make(roll);
                b.make(roll);
                continue;
            }
            same(a, b, ma, mb, where + " ply " + ply);
            if (ma.size() == 0) {
                break;
            }
            int move = ma.get(random.nextInt(ma.size()));
            a.make(move);
            b.make(move);
        }
        assertEquals(a.isOver(), b.isOver(), where);
        if (a.isOver()) {
            assertEquals(written(a.result()), written(b.result()), where);
        }
    }

    private static void same(State a, State b, MoveList ma, MoveList mb, String where) {
        assertEquals(a.hash(), b.hash(), where);
        assertEquals(a.isOver(), b.isOver(), where);
        ma.clear();
        mb.clear();
        if (a.isOver() || a.isChance()) {
            return;
        }
        a.generate(ma);
        b.generate(mb);
        assertArrayEquals(moves(ma), moves(mb), where);
    }

    private static String written(gamut.core.Result r) {
        return r.winner() + " " + r.end() + " " + Arrays.toString(r.scores()) + " " + Arrays.toString(r.places());
    }

    private static int[] moves(MoveList list) {
        int[] moves = new int[list.size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = list.get(i);
        }
        return moves;
    }
}
