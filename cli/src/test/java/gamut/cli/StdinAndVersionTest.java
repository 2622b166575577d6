package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** '-' as FILE reads the definition from standard input; --version is the build's. */
class StdinAndVersionTest {
    private static final String TTT = Cli.game("tic-tac-toe");

    private static Cli.Result withStdin(String input, String... args) {
        InputStream stdin = System.in;
        System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        try {
            Cli.Result r = Cli.execute(args);
            return new Cli.Result(r.code(), r.out().replace("\r\n", "\n"), r.err().replace("\r\n", "\n"));
        } finally {
            System.setIn(stdin);
        }
    }

    private static String ticTacToe() throws IOException {
        return Files.readString(Path.of(TTT));
    }

    @Test
    void checkTestInfoAndPerftReadTheDefinitionFromStandardInput() throws IOException {
        String text = ticTacToe();
        assertEquals(new Cli.Result(0, "<stdin>: ok\n", ""), withStdin(text, "check", "-"));
        Cli.Result test = withStdin(text, "test", "-");
        assertEquals(0, test.code(), test.err());
        assertTrue(test.out().matches("<stdin>: ok, \\d+ tests, \\d+ runs\n"), test.out());
        assertEquals(Cli.run("info", TTT), withStdin(text, "info", "-").out());
        assertEquals("perft(1) = 9\nperft(2) = 72\n", withStdin(text, "perft", "-", "-d", "2").out());
        assertEquals(Cli.run("selfplay", TTT, "-n", "3"), withStdin(text, "selfplay", "-", "-n", "3").out());
    }

    @Test
    void problemsNameStandardInputAsTheFile() {
        Cli.Result r = withStdin("game x", "check", "-");
        assertEquals(1, r.code());
        assertEquals("<stdin>:1:6: error: unexpected 'x', expecting a string\ngame x\n     ^\n<stdin>: 1 error\n", r.err());
        Cli.Result twice = withStdin("", "check", "-", "-");
        assertEquals(new Cli.Result(2, "", "check: '-' (standard input) can be named only once\n"), twice);
    }

    @Test
    void textPlaysADefinitionFromStandardInputOnlyBetweenComputers() throws IOException {
        String text = ticTacToe();
        Cli.Result person = withStdin(text, "text", "-");
        assertEquals(new Cli.Result(2, "", "text: a definition read from standard input leaves no input for a person's"
                + " moves; give it as a file, or let the computer play both sides (--player1 random --player2 random)\n"),
                person);
        Cli.Result computers = withStdin(text, "text", "-", "--player1", "random", "--player2", "random");
        assertEquals(0, computers.code(), computers.err());
        assertTrue(computers.out().contains("Game over: "), computers.out());
    }

    @Test
    void versionIsTheBuildsForEveryCommand() {
        String expected = "gamut " + System.getProperty("gamut.version") + "\n";
        assertTrue(expected.matches("gamut \\d+\\.\\d+\\.\\d+\\S*\n"), expected);
        for (String[] args : new String[][] {{"--version"}, {"-V"}, {"check", "--version"}, {"selfplay", "--version"}}) {
            CommandLine cli = GamutCommand.commandLine(new GamutCommand());
            StringWriter out = new StringWriter();
            cli.setOut(new PrintWriter(out));
            assertEquals(0, cli.execute(args));
            assertEquals(expected, out.toString().replace("\r\n", "\n"), String.join(" ", args));
        }
    }
}
