package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.compare.PlayedGame;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The compare command's CSV: one row per game as it finishes, and a run that resumes where it stopped. */
class CompareCommandTest {
    @TempDir
    Path dir;

    private static final String SETTINGS = "{\n  \"command\": \"compare\",\n  \"game_file\": \"lines-of-action.gamut\",\n"
            + "  \"variants\": [\"base\", \"simultaneous=mover_wins\"],\n  \"players\": [\"random\", \"random\"],\n"
            + "  \"seed\": 1\n}\n";
    private static final String HEADER = "variant,game,seed,first,winner,plies,turns,end,branching,score_black,score_white,"
            + "coverage,searched,lead_changes,drama,decisiveness,decision_moves";

    private String compare(int games, Path csv) {
        String out = Cli.run("compare", Cli.game("lines-of-action"), "--variants", "base,simultaneous=mover_wins",
                "-n", Integer.toString(games), "--csv", csv.toString());
        assertTrue(Files.isRegularFile(dir.resolve(csv.getFileName().toString().replace(".csv", ".png"))));
        // The table, without the last line, which names the files.
        return out.substring(0, out.lastIndexOf("games: "));
    }

    @Test
    void anInterruptedRunResumesToTheSameTable() throws Exception {
        String whole = compare(12, dir.resolve("whole.csv"));
        List<String> lines = Files.readAllLines(dir.resolve("whole.csv"));
        assertEquals(SETTINGS, Files.readString(dir.resolve("whole.csv.json")));
        assertEquals(HEADER, lines.get(0));
        assertEquals(12 * 2 + 1, lines.size());
        assertTrue(lines.get(1).matches("base,1,1,black,(black|white|draw),\\d+,\\d+,\\w+,\\d+\\.\\d{3},0,0,0\\.\\d+,0,,,,"), lines.get(1));

        Path partial = dir.resolve("partial.csv");
        compare(5, partial);
        List<String> cut = new ArrayList<>(Files.readAllLines(partial));
        cut = new ArrayList<>(cut.subList(0, cut.size() - 2));
        cut.set(cut.size() - 1, cut.get(cut.size() - 1).substring(0, 9)); // as if stopped mid-write
        Files.write(partial, cut);
        assertEquals(whole, compare(12, partial));
        assertEquals(lines.size(), Files.readAllLines(partial).size());

        // A last row without its line break is cut short too, even when it reads as a whole row.
        String text = Files.readString(partial);
        Files.writeString(partial, text.substring(0, text.length() - 2));
        assertEquals(whole, compare(12, partial));
        assertEquals(lines.size(), Files.readAllLines(partial).size());
    }

    @Test
    void aFileOfOtherSettingsWithoutItsSettingsOrWithABadRowIsRefused() throws Exception {
        Path csv = dir.resolve("other.csv");
        Files.writeString(csv, HEADER + "\r\n");
        Cli.Result r = Cli.execute("compare", Cli.game("lines-of-action"), "--variants", "base,simultaneous=mover_wins",
                "-n", "2", "--csv", csv.toString());
        assertEquals(2, r.code());
        assertEquals("compare: " + csv + " has no settings file " + csv + ".json beside it; give another --csv or remove it\n",
                r.err().replace("\r\n", "\n"));

        Files.writeString(dir.resolve("other.csv.json"), SETTINGS.replace("\"seed\": 1", "\"seed\": 2"));
        r = Cli.execute("compare", Cli.game("lines-of-action"), "--variants", "base,simultaneous=mover_wins",
                "-n", "2", "--csv", csv.toString());
        assertEquals(2, r.code());
        assertEquals("compare: " + csv + " was made with other settings (" + csv + ".json: {\"command\":\"compare\","
                + "\"game_file\":\"lines-of-action.gamut\",\"variants\":[\"base\",\"simultaneous=mover_wins\"],"
                + "\"players\":[\"random\",\"random\"],\"seed\":2}); give another --csv or remove it\n",
                r.err().replace("\r\n", "\n"));

        // Laid out otherwise, the same settings are the same.
        Files.writeString(dir.resolve("other.csv.json"), SETTINGS.replace("\n", "").replace(", ", ","));
        Files.writeString(csv, HEADER + "\r\nbase,1,1,black\r\nbase,2,2,black,black,176,176,opponent_connected,27.881,0,0,0.5,0,,,,\r\n");
        r = Cli.execute("compare", Cli.game("lines-of-action"), "--variants", "base,simultaneous=mover_wins",
                "-n", "2", "--csv", csv.toString());
        assertEquals(2, r.code());
        assertEquals(csv + ":2: 4 fields where the header has 17; correct or remove that row, or give another --csv\n",
                r.err().replace("\r\n", "\n"));
    }

    @Test
    void theShippedResultsResumeWithoutPlayingAndStayAsTheyAre() throws Exception {
        Path csv = dir.resolve("kept.csv");
        Files.copy(Cli.root().resolve("docs/compare/lines-of-action.csv"), csv);
        Files.copy(Cli.root().resolve("docs/compare/lines-of-action.csv.json"), dir.resolve("kept.csv.json"));
        byte[] before = Files.readAllBytes(csv);
        Cli.Result r = Cli.execute("compare", Cli.game("lines-of-action"), "--variants", "base,simultaneous=mover_wins",
                "-n", "3", "--csv", csv.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("| variant | games |"), r.out());
        assertTrue(r.out().contains("\n| base | 3 | "), r.out());
        assertArrayEquals(before, Files.readAllBytes(csv));
    }

    @Test
    void aCsvWrittenBeforeTheDesignMetricsResumesAndGetsTheirColumnsOnceAGameIsAdded() throws Exception {
        Path csv = dir.resolve("older.csv");
        Files.copy(Cli.root().resolve("docs/compare/lines-of-action.csv"), csv);
        Files.copy(Cli.root().resolve("docs/compare/lines-of-action.csv.json"), dir.resolve("older.csv.json"));
        List<String> before = Files.readAllLines(csv);
        String out = Cli.run("compare", Cli.game("lines-of-action"), "--variants", "base,simultaneous=mover_wins",
                "-n", "1001", "--csv", csv.toString());
        List<String> after = Files.readAllLines(csv);
        assertEquals(HEADER, after.get(0));
        assertEquals(before.size() + 2, after.size());
        assertEquals(before.get(1) + ",,,,,,", after.get(1));
        assertTrue(after.get(after.size() - 1).matches("simultaneous=mover_wins,1001,1001,black,.*,0,0,(0\\.\\d+|1),0,,,,"),
                after.get(after.size() - 1));
        // Coverage is known of the two games played now only: its mean is over them.
        assertTrue(out.contains("\n| base | 1001 | "), out);
        assertTrue(out.contains("compare: 2 games in "), out);
    }

    @Test
    void theTablesOnOneThreadAreTheTablesOnTwoAndSearchesGetEveryCoreByDefault() {
        String[] args = {"compare", Cli.game("tic-tac-toe"), "--variants", "base", "-n", "4", "--players",
            "mcts:20,mcts:20", "--metrics", "all", "--csv", ""};
        args[args.length - 1] = dir.resolve("one.csv").toString();
        String one = Cli.run(append(args, "-t", "1"));
        args[args.length - 1] = dir.resolve("two.csv").toString();
        String two = Cli.run(append(args, "-t", "2"));
        assertEquals(one.substring(0, one.lastIndexOf("games: ")), two.substring(0, two.lastIndexOf("games: ")));
        assertTrue(one.contains("\ncompare: 4 games in "), one);
        assertTrue(one.matches("(?s).* games per minute on 1 thread, \\d+\\.\\d\\d cores busy\n"), one);
        assertTrue(two.matches("(?s).* games per minute on 2 threads, \\d+\\.\\d\\d cores busy\n"), two);
        args[args.length - 1] = dir.resolve("cores.csv").toString();
        int cores = Runtime.getRuntime().availableProcessors();
        assertTrue(Cli.run(args).contains(" games per minute on " + cores + " thread" + (cores == 1 ? "" : "s") + ", "));
    }

    @Test
    void metricsAreChosenByNameAndAnUnknownNameIsRefused() {
        String out = Cli.run("compare", Cli.game("tic-tac-toe"), "--variants", "base", "-n", "3", "--metrics",
                "coverage,drama", "--csv", dir.resolve("m.csv").toString());
        assertTrue(out.contains("| variant | games | coverage | drama |\n|---|---|---|---|\n| base | 3 | "), out);
        assertTrue(out.contains(" | - |\n"), out);
        String none = Cli.run("compare", Cli.game("tic-tac-toe"), "--variants", "base", "-n", "3", "--metrics", "none",
                "--csv", dir.resolve("m.csv").toString());
        assertTrue(!none.contains("Design metrics"), none);
        Cli.Result r = Cli.execute("compare", Cli.game("tic-tac-toe"), "--variants", "base", "--metrics", "suspense",
                "--csv", dir.resolve("n.csv").toString());
        assertEquals(2, r.code());
        assertEquals("compare: no metric 'suspense' in --metrics; use all, none or names among balance,completion,"
                + "drawishness,timeouts,duration,coverage,decisiveness,lead_changes,drama,decision_moves\n",
                r.err().replace("\r\n", "\n"));
        assertTrue(!Files.exists(dir.resolve("n.csv")), "refused before any file is written");
    }

    @Test
    void coverageForEachVariantIsTheSameOnOneThreadOrThreeAndLeavesKeptGamesOut() {
        String[] args = {"compare", Cli.game("lines-of-action"), "--variants", "base,simultaneous=mover_wins", "-n", "6",
            "--coverage", "--csv", ""};
        args[args.length - 1] = dir.resolve("one.csv").toString();
        String one = coverage(Cli.run(args));
        args[args.length - 1] = dir.resolve("three.csv").toString();
        String three = coverage(Cli.run(append(args, "-t", "3")));
        assertEquals(one, three);
        assertTrue(one.startsWith("Rule coverage of base over 6 games:\n\n| item "), one);
        assertTrue(one.contains("\nRule coverage of simultaneous=mover_wins over 6 games:\n"), one);
        assertTrue(one.contains("| moves stone "), one);
        // Resumed, the kept games are not played again, and so not counted.
        String resumed = coverage(Cli.run(args));
        assertTrue(resumed.startsWith("Rule coverage of base over 0 games:"), resumed);
        assertTrue(resumed.contains("\n(6 games kept from an earlier run are not counted)\n"), resumed);
    }

    @Test
    void aLadderComparesAtEachStrengthAndSaysWhetherTheDifferencesHold() throws Exception {
        String out = Cli.run("compare", Cli.game("lines-of-action"), "--variants", "base,simultaneous=mover_wins", "-n", "4",
                "--ladder", "5,ab:1", "--metrics", "drawishness,duration", "-t", "1", "--csv", dir.resolve("l.csv").toString());
        assertTrue(out.startsWith("## Players mcts:5, mcts:5\n\n| variant | games |"), out);
        assertTrue(out.contains("\n## Players ab:1, ab:1\n\n| variant | games |"), out);
        assertTrue(Files.isRegularFile(dir.resolve("l-mcts_5.csv")) && Files.isRegularFile(dir.resolve("l-ab_1.png")));
        String ladder = out.substring(out.indexOf("Along the ladder"));
        assertTrue(ladder.startsWith("Along the ladder, each variant against base, game by game (the mean difference, in"
                + " points for shares, with its 95% interval, at each rung):\n\ndrawishness:\n\n| variant | mcts:5 | ab:1 |"
                + " verdict |\n|---|---|---|---|\n| simultaneous=mover_wins | "), ladder);
        assertTrue(ladder.contains("\nduration:\n\n| variant | mcts:5 | ab:1 | verdict |\n"), ladder);
        // The same run again resumes every rung from its CSV: the same tables.
        String again = Cli.run("compare", Cli.game("lines-of-action"), "--variants", "base,simultaneous=mover_wins",
                "-n", "4", "--ladder", "5,ab:1", "--metrics", "drawishness,duration", "-t", "1", "--csv",
                dir.resolve("l.csv").toString());
        assertEquals(ladder, again.substring(again.indexOf("Along the ladder")));
        Cli.Result both = Cli.execute("compare", Cli.game("lines-of-action"), "--variants", "base", "--ladder", "5",
                "--players", "random,random");
        assertEquals("compare: --ladder gives the players of each rung; leave out --players\n", both.err());
    }

    @Test
    void gamesHandedBackAsTheyFinishEndInTheOrderOfOneMachine() throws Exception {
        // A runner that hands the games back last first, as a cluster's partitions may end.
        ComparisonRunner backwards = (comparison, definition, threads, done, finished) -> {
            Map<String, Map<Integer, PlayedGame>> all = comparison.run(1, done, g -> { });
            List<PlayedGame> played = new ArrayList<>();
            all.values().forEach(games -> games.values().stream().filter(g -> !done.contains(g)).forEach(played::add));
            java.util.Collections.reverse(played);
            played.forEach(finished);
            return all;
        };
        String[] args = {Cli.game("lines-of-action"), "--variants", "base,first=white", "-n", "3", "--csv", ""};
        args[args.length - 1] = dir.resolve("one.csv").toString();
        Cli.run(withCommand(args));
        args[args.length - 1] = dir.resolve("back.csv").toString();
        CommandLine cli = GamutCommand.commandLine(ComparisonRunner.compareCommand(backwards));
        cli.setOut(new PrintWriter(new StringWriter()));
        assertEquals(0, cli.execute(args));
        assertEquals(Files.readString(dir.resolve("one.csv")), Files.readString(dir.resolve("back.csv")));
    }

    private static String[] withCommand(String[] args) {
        return append(new String[] {"compare"}, args);
    }

    /** The coverage part of compare's output: after the table and its comparisons, before the files. */
    private static String coverage(String out) {
        String text = out.replace("\r\n", "\n");
        return text.substring(text.indexOf("Rule coverage of "), text.lastIndexOf("games: "));
    }

    private static String[] append(String[] args, String... more) {
        String[] out = java.util.Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, out, args.length, more.length);
        return out;
    }
}
