package gamut.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** 'gamut generate-completion' prints picocli's bash and zsh completion of every command, the viewer's included. */
class CompletionTest {
    @Test
    void theScriptCompletesEveryCommand() {
        CommandLine cli = Main.commandLine();
        StringWriter out = new StringWriter();
        cli.setOut(new PrintWriter(out));
        assertEquals(0, cli.execute("generate-completion"));
        String script = out.toString();
        assertTrue(script.startsWith("#!/usr/bin/env bash\n#\n# gamut Bash Completion\n"), script);
        assertTrue(script.contains("\n  local commands=\"new check test diff info perft selfplay text replay bench compare"
                + " match tournament train uci usi help play generate-completion\"\n"), script);
        assertTrue(script.contains("complete -F _complete_gamut -o default gamut gamut.sh gamut.bash"), script);
    }
}
