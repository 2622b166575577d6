package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.app.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Every subcommand of the application, the viewer's included, answers --help, and picocli has no complaint. */
class HelpTest {
    @Test
    void everySubcommandAnswersHelp() {
        // picocli reports a description it cannot format (a lone '%') on standard error.
        PrintStream stderr = System.err;
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
        try {
            help();
        } finally {
            System.setErr(stderr);
        }
        assertEquals("", warnings.toString(StandardCharsets.UTF_8));
    }

    private static void help() {
        List<String> names = List.copyOf(Main.commandLine().getSubcommands().keySet());
        assertTrue(names.containsAll(List.of("check", "info", "perft", "selfplay", "text", "bench", "compare", "play")),
                names.toString());
        for (String name : names) {
            CommandLine cli = Main.commandLine();
            StringWriter out = new StringWriter();
            cli.setOut(new PrintWriter(out));
            assertEquals(0, cli.execute(name, "--help"), name);
            assertTrue(out.toString().contains("Usage: gamut " + name), name + ": " + out);
        }
    }
}
