package gamut.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.FileTests;
import gamut.api.Gamut;
import gamut.base.Limits;
import gamut.fuzz.Mutator.Strategy;
import gamut.testing.Games;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The fuzzer's mutations of issue 34: long blocks, large files, games without end, tests of extreme numbers. */
class GrowthTest {
    private static final String PROGRAM = "game \"g\" {\n    moves stone {\n        step n\n        verify empty\n"
            + "        move\n    }\n    end won: false => draw\n    limit 5 => draw\n    repetition 3 => draw\n}\n";
    private static final String TIC_TAC_TOE = gamut.testing.TestGames.read(Games.game("tic-tac-toe.gamut"));

    @Test
    void aLongBlockPutsThousandsOfShortStatementsBeforeAStatement() {
        for (int seed = 0; seed < 12; seed++) {
            String mutated = Growth.apply(Strategy.LONG_BLOCK, PROGRAM, new SplittableRandom(seed));
            List<String> lines = Arrays.asList(mutated.split("\n", -1));
            int added = lines.size() - PROGRAM.split("\n", -1).length;
            assertTrue(Set.of(1_000, 10_000, 40_000).contains(added), "added " + added);
            long repeated = lines.stream().filter(l -> Set.of("verify true", "step n", "verify empty", "move").contains(l)).count();
            assertEquals(added, repeated, mutated.substring(0, 200));
            assertTrue(mutated.length() <= Mutator.MAX_CHARS, "within the fuzzer's size");
        }
    }

    @Test
    void aLargeFileIsGrownToASizeNearOrPastTheLimitAndKeepsItsEnd() {
        Set<Integer> sizes = new java.util.TreeSet<>();
        for (int seed = 0; seed < 24; seed++) {
            String mutated = Growth.apply(Strategy.LARGE_FILE, TIC_TAC_TOE, new SplittableRandom(seed));
            int bytes = mutated.getBytes(StandardCharsets.UTF_8).length;
            int target = bytes < Growth.LARGE / 4 ? Growth.LARGE / 8 : bytes < Limits.DEFINITION_BYTES ? Growth.LARGE
                    : bytes < Growth.MAX_BYTES ? Limits.DEFINITION_BYTES + 1 : Growth.MAX_BYTES;
            assertTrue(bytes >= target && bytes < target + 200, bytes + " bytes for " + target);
            assertTrue(mutated.strip().endsWith("}"), "the game still closes");
            sizes.add(target);
        }
        assertEquals(4, sizes.size(), sizes.toString());
    }

    @Test
    void aFileGrownByEndRulesChecksCleanAndOnePastTheLimitIsRefusedAtOnce() {
        String grown = null;
        for (int seed = 0; grown == null; seed++) {
            String mutated = Growth.apply(Strategy.LARGE_FILE, TIC_TAC_TOE, new SplittableRandom(seed));
            if (mutated.contains("end grown0: false => draw") && mutated.length() <= Growth.LARGE) {
                grown = mutated;
            }
        }
        assertEquals(List.of(), Gamut.check("tic-tac-toe.gamut", grown).diagnostics());
        String past = TIC_TAC_TOE + "//" + "x".repeat(Limits.DEFINITION_BYTES);
        Gamut.Report report = Gamut.check("tic-tac-toe.gamut", past);
        assertEquals(1, report.diagnostics().size());
        assertTrue(report.diagnostics().get(0).message().startsWith("definition too long: it has 2,1"),
                report.diagnostics().get(0).message());
    }

    @Test
    void endlessTakesOutTheEndRulesTheLimitAndRepetition() {
        String mutated = Growth.apply(Strategy.ENDLESS, PROGRAM, new SplittableRandom(1));
        assertEquals("game \"g\" {\n    moves stone {\n        step n\n        verify empty\n        move\n    }\n}\n", mutated);
    }

    @Test
    void testFieldsReplaceTheTestsByOneOfExtremeNumbersThatRunsWhereItIsValid() {
        int ran = 0;
        for (int seed = 0; seed < 40; seed++) {
            String mutated = Growth.apply(Strategy.TEST_FIELDS, TIC_TAC_TOE, new SplittableRandom(seed));
            assertEquals(1, mutated.split("test \"", -1).length - 1, "one test");
            String body = mutated.substring(mutated.indexOf("test \"" + Growth.TEST + "\" {"));
            assertTrue(body.matches("(?s)test \"fuzz\" \\{\n(        (perft \\S+ = \\S+|moves \\S+|turns \\S+)\n){1,3}    }\n}\n?"),
                    body);
            if (Gamut.check("tic-tac-toe.gamut", mutated).ok()) {
                FileTests.Report report = FileTests.run("tic-tac-toe.gamut", mutated);
                assertEquals(1, report.tests());
                int testLine = (int) mutated.substring(0, mutated.indexOf(body)).chars().filter(c -> c == '\n').count() + 1;
                report.failures().forEach(f -> assertTrue(f.pos().line() > testLine && !f.message().isBlank(), f.format()));
                ran++;
            }
        }
        assertTrue(ran > 0, "some tests hold numbers the checker takes");
    }
}
