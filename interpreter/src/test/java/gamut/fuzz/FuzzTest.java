package gamut.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.fuzz.Oracle.Outcome;
import gamut.fuzz.Seeds.Kind;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The mutation fuzzer of issue 14: mutants of every shipped definition, of small game records and of
 * positions, each checked, loaded and played in-process; nothing but a GamutException may escape, no
 * diagnostic may point outside its file, and no stage may run over its budget. Failures are printed
 * grouped by kind and saved under target/fuzz-failures/. Settings: see {@link Campaign.Settings};
 * {@code -Dgamut.fuzz.allowEscapes=true} prints the failures without failing the test.
 */
class FuzzTest {
    private static final Path FAILURES = Path.of("target", "fuzz-failures");

    @TempDir
    Path scratch;

    @Test
    void mutantsOfTheShippedGamesRecordsAndPositionsLetNothingButGamutExceptionEscape() {
        Campaign.Settings settings = Campaign.Settings.fromSystemProperties();
        Campaign campaign = new Campaign(scratch);
        List<Runner.Verdict> warm = campaign.warmUp(settings);
        for (Runner.Verdict v : warm) {
            assertEquals(null, v.failure(), () -> v.failure().describe());
            Outcome expected = v.mutant().seed().kind() == Kind.RECORD ? Outcome.REPLAYED : Outcome.PLAYED;
            assertEquals(expected, v.outcome(), v.mutant().describe());
        }
        Summary summary = campaign.run(settings);
        System.out.println(summary.line());
        System.out.print(summary.details());
        summary.save(FAILURES);
        assertEquals(settings.mutants(), summary.mutants(), summary.line());
        if (settings.only().isEmpty()) {
            assertTrue(summary.count(Kind.DEFINITION, Outcome.PLAYED) > 0, summary.line());
        }
        if (!settings.allowEscapes()) {
            assertEquals(0, summary.escapes(), summary.line() + "\n" + summary.details());
        }
    }
}
