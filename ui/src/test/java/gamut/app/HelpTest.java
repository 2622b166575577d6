package gamut.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every command of the application, the viewer's included, answers --help without a complaint from
 * picocli, and the top-level help lists each command with a summary that is a whole sentence.
 */
class HelpTest {
    /** What a --help run printed: its exit code, standard output, and standard error of picocli and of the JVM. */
    private record Help(int code, String out, String err) {}

    private static Help help(String... args) {
        // picocli reports a description it cannot format (a lone '%') on System.err, not on the command's writer.
        PrintStream stderr = System.err;
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
        try {
            CommandLine cli = Main.commandLine();
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            cli.setOut(new PrintWriter(out));
            cli.setErr(new PrintWriter(err));
            int code = cli.execute(args);
            return new Help(code, out.toString().replace("\r\n", "\n"), err + warnings.toString(StandardCharsets.UTF_8));
        } finally {
            System.setErr(stderr);
        }
    }

    @Test
    void everyCommandAnswersHelpWithoutAWarning() {
        List<String> names = List.copyOf(Main.commandLine().getSubcommands().keySet());
        assertTrue(names.containsAll(List.of("new", "check", "test", "diff", "info", "perft", "selfplay", "text", "bench",
                "compare", "match", "tournament", "convert", "play")), names.toString());
        for (String name : names) {
            Help h = help(name, "--help");
            assertEquals(0, h.code(), name);
            assertEquals("", h.err(), name);
            assertTrue(h.out().contains("Usage: gamut " + name + " ["), name + ": " + h.out());
        }
        Help top = help("--help");
        assertEquals(0, top.code());
        assertEquals("", top.err());
    }

    @Test
    void theTopLevelHelpGivesEachCommandAWholeSentence() {
        Map<String, String> summaries = summaries(help("--help").out());
        assertEquals(List.copyOf(Main.commandLine().getSubcommands().keySet()), List.copyOf(summaries.keySet()));
        summaries.forEach((name, summary) -> {
            assertTrue(summary.matches("[A-Z][^.]*[a-z)]\\."), name + ": '" + summary + "'");
        });
        assertEquals("Play games between random or tree-search players, then sum them up.", summaries.get("selfplay"));
        assertEquals("Play in the terminal, against another person, the random player or the tree search.",
                summaries.get("text"));
    }

    @Test
    void playListsThePlayersAsTextDoesAndPrintsTheBuildsVersion() {
        String play = help("play", "--help").out();
        String text = help("text", "--help").out();
        assertTrue(players(play).startsWith("Players: random; a level,") && players(play).contains(" human: a person."), play);
        assertEquals(players(text), players(play));
        assertEquals(new Help(0, "gamut " + System.getProperty("gamut.version") + "\n", ""), help("play", "--version"));
    }

    @Test
    void aWordThatIsNoCommandListsTheViewersCommandsToo() {
        Help slip = help("plya", "games/hex.gamut");
        assertEquals(2, slip.code());
        assertEquals("", slip.out());
        assertEquals("gamut: unknown command 'plya'; did you mean 'play'?\nCommands: new, check, test, diff, info, perft,"
                + " solve, selfplay, text, replay, convert, bench, compare, match, tournament, train, uci, usi, help, play,"
                + " generate-completion\nTry 'gamut --help'.\n", slip.err().replace("\r\n", "\n"));
        Help bare = help();
        assertEquals(2, bare.code());
        assertTrue(bare.err().contains("  play  ") && bare.err().contains("  generate-completion  "), bare.err());
    }

    /** The footer that lists the players, its white space as one space each. */
    private static String players(String help) {
        return help.substring(Math.max(0, help.indexOf("Players:"))).replaceAll("\\s+", " ").strip();
    }

    /** The list after "Commands:": each name with its summary, the lines picocli wrapped joined again. */
    private static Map<String, String> summaries(String help) {
        Map<String, String> summaries = new LinkedHashMap<>();
        List<String> lines = new ArrayList<>(help.substring(help.indexOf("Commands:\n") + 10).lines().toList());
        String name = null;
        for (String line : lines) {
            if (line.matches("  \\S.*")) {
                String[] parts = line.strip().split("\\s+", 2);
                name = parts[0];
                summaries.put(name, parts.length > 1 ? parts[1] : "");
            } else if (name != null && !line.isBlank()) {
                summaries.put(name, summaries.get(name) + " " + line.strip());
            }
        }
        return summaries;
    }
}
