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
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** '-' as FILE reads the definition from standard input (diff: one of its two files); --version is the build's. */
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
    void compareReadsTheDefinitionFromStandardInput(@TempDir Path dir) throws IOException {
        String loa = Cli.game("lines-of-action");
        String fromFile = Cli.run("compare", loa, "--variants", "base,first=white", "-n", "3",
                "--csv", dir.resolve("file.csv").toString());
        Cli.Result fromStdin = withStdin(Files.readString(Path.of(loa)), "compare", "-", "--variants", "base,first=white",
                "-n", "3", "--csv", dir.resolve("stdin.csv").toString());
        assertEquals(0, fromStdin.code(), fromStdin.err());
        // The same tables; the last lines name the files and the time the games took.
        assertEquals(fromFile.substring(0, fromFile.indexOf("games: ")).replace("\r\n", "\n"),
                fromStdin.out().substring(0, fromStdin.out().indexOf("games: ")));
        assertTrue(fromStdin.out().contains("games: " + dir.resolve("stdin.csv") + "; chart: " + dir.resolve("stdin.png")
                + "\n"), fromStdin.out());
        assertTrue(Files.readString(dir.resolve("stdin.csv.json")).contains("\"game_file\": \"<stdin>\""));
        assertEquals(Files.readString(dir.resolve("file.csv")), Files.readString(dir.resolve("stdin.csv")));
    }

    @Test
    void diffReadsOneSideFromStandardInput() throws IOException {
        String loa = Cli.game("lines-of-action");
        String text = Files.readString(Path.of(loa));
        assertEquals(new Cli.Result(1, """
                left:  <stdin>, base
                right: <stdin>, first=white

                changed: first
                  left at <stdin>:12
                      first black
                  right at <stdin>:155
                      first white

                1 item differs: 1 changed
                """, ""), withStdin(text, "diff", "-", "-v", "first=white"));
        assertEquals(new Cli.Result(0, "left:  <stdin>, base\nright: " + loa + ", base\n\nthe rule sets are the same\n", ""),
                withStdin(text, "diff", "-", loa));
        assertEquals(new Cli.Result(2, "", "diff: '-' (standard input) can be named only once\n"),
                withStdin(text, "diff", "-", "-"));
        assertEquals(new Cli.Result(1, "", "<stdin>:1:6: error: unexpected 'x', expecting a string\ngame x\n     ^\n"),
                withStdin("game x", "diff", loa, "-"));
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
