package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;

/** The gamut command line as a user runs it, and the shipped games, for the commands' tests. */
final class Cli {
    private Cli() {}

    /** The project root: the surefire property, or the nearest folder above that holds games/. */
    static Path root() {
        String property = System.getProperty("gamut.root");
        if (property != null && Files.isDirectory(Path.of(property, "games"))) {
            return Path.of(property);
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("games"))) {
                return p;
            }
        }
        return Path.of(".");
    }

    static String game(String name) {
        return root().resolve("games").resolve(name + ".gamut").toString();
    }

    /** A small game of one player of the interpreter's tests (interpreter/src/test/resources/one-player/NAME.gamut). */
    static String onePlayer(String name) {
        return root().resolve("interpreter/src/test/resources/one-player").resolve(name + ".gamut").toString();
    }

    /** Tic-tac-toe for three, crosses, noughts and triangles, written into the folder; its path. */
    static java.nio.file.Path threePlayers(java.nio.file.Path dir) throws java.io.IOException {
        java.nio.file.Path three = dir.resolve("three.gamut");
        java.nio.file.Files.writeString(three, java.nio.file.Files.readString(java.nio.file.Path.of(game("tic-tac-toe")))
                .replace("players crosses, noughts", "players crosses, noughts, triangles")
                .replace("\n        reserve noughts: mark unlimited\n",
                        "\n        reserve noughts: mark unlimited\n        reserve triangles: mark unlimited\n"));
        return three;
    }

    /** Standard output of a run that must succeed. */
    static String run(String... args) {
        Result r = execute(args);
        assertEquals(0, r.code(), () -> "exit code; stderr: " + r.err());
        return r.out();
    }

    static Result execute(String... args) {
        CommandLine cli = GamutCommand.commandLine(new GamutCommand());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int code = cli.execute(args);
        return new Result(code, out.toString(), err.toString());
    }

    record Result(int code, String out, String err) {}
}
