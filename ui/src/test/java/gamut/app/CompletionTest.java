package gamut.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import gamut.api.Gamut;
import gamut.core.GameInfo;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * 'gamut generate-completion' prints picocli's bash and zsh completion of every command, the viewer's
 * included, with the players and a file's variants; the script is run in bash as a shell would at TAB.
 */
class CompletionTest {
    @TempDir
    Path dir;

    private static String script() {
        CommandLine cli = Main.commandLine();
        StringWriter out = new StringWriter();
        cli.setOut(new PrintWriter(out));
        assertEquals(0, cli.execute("generate-completion"));
        return out.toString();
    }

    /** What bash offers for the last word of the command line, run from the project's root. */
    private List<String> complete(String... words) throws Exception {
        Path script = dir.resolve("gamut-completion.bash");
        Files.writeString(script, script());
        StringBuilder line = new StringBuilder("source '" + script + "'; COMP_WORDS=(");
        for (String w : words) {
            line.append("'").append(w).append("' ");
        }
        line.append("); COMP_CWORD=").append(words.length - 1).append("; COMP_LINE=\"${COMP_WORDS[*]}\";")
                .append(" _complete_gamut 2>/dev/null; printf '%s\\n' \"${COMPREPLY[@]}\"");
        Process bash = new ProcessBuilder("/bin/bash", "-c", line.toString()).directory(root().toFile())
                .redirectErrorStream(true).start();
        String out = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, bash.waitFor(), out);
        return out.lines().filter(l -> !l.isEmpty()).toList();
    }

    @Test
    void playersAreOfferedAfterThePlayerOptions() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "the script is bash's");
        assertEquals(List.of("human", "random", "easy", "medium", "hard", "strongest", "mcts", "ab"),
                complete("gamut", "play", "games/hex.gamut", "--player2", ""));
        assertEquals(List.of("medium"), complete("gamut", "text", "games/hex.gamut", "--player1", "me"));
        assertEquals(List.of("random", "easy", "medium", "hard", "strongest", "mcts", "ab"),
                complete("gamut", "uci", "games/chess.gamut", "--player", ""));
        assertEquals(List.of("random,medium", "random,mcts"), complete("gamut", "selfplay", "games/hex.gamut", "--players",
                "random,m"), "a list goes on after its comma");
    }

    @Test
    void theVariantsAreThoseOfTheFileOnTheCommandLine() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "the script is bash's");
        List<String> variants = Gamut.load(root().resolve("games/queens-guard.gamut"), List.of()).info().variants().stream()
                .map(GameInfo.Variant::name).toList();
        assertEquals(18, variants.size());
        assertEquals(variants, complete("gamut", "play", "games/queens-guard.gamut", "-v", ""));
        assertEquals(List.of("first=black,setup=bell_placement", "first=black,setup=parlett_placement",
                "first=black,setup=rim_placement"), complete("gamut", "perft", "games/queens-guard.gamut", "-v", "first=black,setup"));
        List<String> compared = new java.util.ArrayList<>(List.of("base"));
        compared.addAll(variants);
        assertEquals(compared, complete("gamut", "compare", "games/queens-guard.gamut", "--variants", ""));
        assertEquals(List.of(), complete("gamut", "play", "-v", ""), "no file yet: nothing to offer");
    }

    @Test
    void theFilesOfPlayAndMatchAreCompletedAsFiles() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "the script is bash's");
        assertEquals(List.of("games/queens-guard.gamut", "games/queens-guard.weights"),
                complete("gamut", "play", "games/queens-").stream().sorted().toList());
        assertEquals(List.of("games/portes.gamut", "games/portes.net", "games/portes.weights"),
                complete("gamut", "match", "games/portes").stream().sorted().toList());
    }

    /** The project root: the surefire property, or the folder above this module. */
    private static Path root() {
        String property = System.getProperty("gamut.root");
        return property != null ? Path.of(property) : Path.of("..");
    }
    @Test
    void theScriptCompletesEveryCommand() {
        String script = script();
        assertTrue(script.startsWith("#!/usr/bin/env bash\n#\n# gamut Bash Completion\n"), script);
        assertTrue(script.contains("\n  local commands=\"new check test diff info perft solve selfplay text replay convert bench compare"
                + " match tournament train uci usi help play generate-completion\"\n"), script);
        assertTrue(script.contains("complete -F _complete_gamut -o default gamut gamut.sh gamut.bash"), script);
    }
}
