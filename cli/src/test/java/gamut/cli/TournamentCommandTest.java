package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.engine.Game;
import gamut.engine.State;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 'gamut tournament' as a user runs it: players rated in paired games on tic-tac-toe. */
class TournamentCommandTest {
    private static final String TTT = Cli.game("tic-tac-toe");

    @TempDir
    Path dir;

    private static String out(String... args) {
        return Cli.run(args).replace("\r\n", "\n");
    }

    @Test
    void twoRandomPlayersInPairs() {
        assertEquals("""
                game 1 (seed 1): random (crosses) vs random#2 (noughts): 1-0, crosses wins (three) after 9 plies
                game 2 (seed 1): random#2 (crosses) vs random (noughts): 0-1, noughts wins (three) after 8 plies
                game 3 (seed 2): random (crosses) vs random#2 (noughts): 0-1, noughts wins (three) after 8 plies
                game 4 (seed 2): random#2 (crosses) vs random (noughts): 1/2-1/2, draw (no_moves) after 9 plies

                Pairings, for the first player against the second: Elo with its 95% interval and LOS (the likelihood \
                that the first is the stronger), both from the scores of the game pairs:

                | pairing | games | wins | draws | losses | score | Elo [95%] | LOS | pairs by points 0 / 0.5 / 1 / 1.5 / 2 |
                |---|---|---|---|---|---|---|---|---|
                | random vs random#2 | 4 | 2 | 1 | 1 | 62.5% | +88.7 [-371.7, +inf] | 68.1% | 0 / 1 / 0 / 0 / 1 |
                """, out("tournament", TTT, "--players", "random,random", "-n", "4", "-s", "1", "-t", "1"));
    }

    @Test
    void threePlayersGetRatings() {
        String out = out("tournament", TTT, "--players", "random,easy,mcts:50", "-n", "10", "-s", "3", "--openings", "1");
        assertEquals(30, out.lines().filter(l -> l.startsWith("game ")).count(), out);
        // random never beat easy, but drew with mcts:50, which beat easy: every rating is finite
        assertTrue(out.contains("""
                | pairing | games | wins | draws | losses | score | Elo [95%] | LOS | pairs by points 0 / 0.5 / 1 / 1.5 / 2 |
                |---|---|---|---|---|---|---|---|---|
                | random vs easy | 10 | 0 | 0 | 10 | 0.0% | -inf [-inf, -inf] | 0.0% | 5 / 0 / 0 / 0 / 0 |
                | random vs mcts:50 | 10 | 0 | 1 | 9 | 5.0% | -511.5 [-inf, -318.8] | 0.0% | 4 / 1 / 0 / 0 / 0 |
                | easy vs mcts:50 | 10 | 2 | 6 | 2 | 50.0% | +0.0 [-98.9, +98.9] | 50.0% | 0 / 1 / 3 / 1 / 0 |
                """), out);
        assertTrue(out.endsWith("""
                Ratings by maximum likelihood over all games (Bradley-Terry, a draw half a point), relative to random at 0, \
                with 95% intervals from the game pairs:

                | rank | player | games | score | Elo [95%] |
                |---|---|---|---|---|
                | 1 | easy | 20 | 75.0% | +644.9 [+325.2, +964.6] |
                | 2 | mcts:50 | 20 | 72.5% | +628.3 [+283.3, +973.4] |
                | 3 | random | 20 | 2.5% | 0 (anchor) |
                """), out);
    }

    @Test
    void theOutputIsTheSameOnOneThreadOrTwo() {
        String[] args = {"tournament", TTT, "--players", "mcts:40,random,easy", "-n", "4", "--openings", "2"};
        String one = out(Stream.concat(Stream.of(args), Stream.of("-t", "1")).toArray(String[]::new));
        String two = out(Stream.concat(Stream.of(args), Stream.of("-t", "2")).toArray(String[]::new));
        assertEquals(one, two);
    }

    @Test
    void aGauntletPlaysOnlyTheFirst() {
        String out = out("tournament", TTT, "--players", "easy,random,mcts:20", "-n", "2", "--gauntlet");
        assertEquals(4, out.lines().filter(l -> l.startsWith("game ")).count(), out);
        assertTrue(out.contains("| easy vs random | 2 |") && out.contains("| easy vs mcts:20 | 2 |"), out);
        assertFalse(out.contains("| random vs mcts:20 |"), out);
    }

    @Test
    void theTestStopsOnceItDecides() {
        String out = out("tournament", TTT, "--players", "easy,random", "-n", "1000", "--sprt", "0,50");
        assertEquals(46, out.lines().filter(l -> l.startsWith("game ")).count(), out);
        assertTrue(out.endsWith("SPRT (elo0 0, elo1 50, alpha 0.05, beta 0.05; bounds [-2.94, 2.94]; GSPRT on the game"
                + " pairs): LLR 3.07 after 23 pairs: H1 accepted (an Elo difference of elo1 rather than elo0)\n"), out);
    }

    @Test
    void everyGameIsARecordThatReplays() throws IOException {
        Path records = dir.resolve("records");
        String out = out("tournament", TTT, "--players", "random,mcts:20,mcts:20", "-n", "2", "--records",
                records.toString(), "--openings", "2");
        List<String> lines = out.lines().filter(l -> l.startsWith("game ")).toList();
        List<Path> files;
        try (Stream<Path> listing = Files.list(records)) {
            files = listing.sorted().toList();
        }
        assertEquals(List.of("0001-random-vs-mcts_20.record", "0002-mcts_20-vs-random.record",
                "0003-random-vs-mcts_20_2.record", "0004-mcts_20_2-vs-random.record", "0005-mcts_20-vs-mcts_20_2.record",
                "0006-mcts_20_2-vs-mcts_20.record"), files.stream().map(f -> f.getFileName().toString()).toList());
        for (int k = 0; k < files.size(); k++) {
            GameRecord record = GameRecord.read(files.get(k));
            assertEquals(Path.of(TTT).toAbsolutePath().normalize(), record.game().toAbsolutePath().normalize());
            Game game = Gamut.load(record.game(), record.variants());
            GameRecord.Replay replay = record.replay(game);
            assertEquals(null, replay.problem());
            State end = replay.state();
            assertTrue(end.isOver());
            String line = lines.get(k);
            assertTrue(line.endsWith(", " + game.describe(end.result()) + " after " + end.depth() + " plies"), line);
        }
        // the two games of a pair open with the same two marks
        assertEquals(GameRecord.read(files.get(0)).moves().subList(0, 2), GameRecord.read(files.get(1)).moves().subList(0, 2));
    }

    @Test
    void aRecordIsNeverOverwritten() throws IOException {
        Path records = dir.resolve("r");
        Files.createDirectories(records);
        Path old = records.resolve("0003-random-vs-random_2.record");
        Files.writeString(old, "keep me");
        Cli.Result r = Cli.execute("tournament", TTT, "--players", "random,random", "-n", "4", "--records", records.toString());
        assertEquals(2, r.code());
        assertEquals("", r.out());
        assertEquals("tournament: " + old + " exists already, and a record is never overwritten: give another --records"
                + " folder, or move the old records away\n", r.err().replace("\r\n", "\n"));
        assertEquals("keep me", Files.readString(old));
        try (Stream<Path> listing = Files.list(records)) {
            assertEquals(1, listing.count(), "no game was played");
        }
    }

    @Test
    void wrongCommandLinesAreOneLineAndExitTwo() throws IOException {
        Path three = Cli.threePlayers(dir);
        assertTrue(Cli.run("tournament", three.toString(), "--players", "random,random", "-n", "2", "-t", "1")
                .startsWith("game 1 (seed 1): random (crosses, triangles) vs random#2 (noughts): "), "three seats, two players");
        assertEquals("tournament: --players names 1 player; a tournament needs at least 2", refusal(TTT, "--players", "easy"));
        assertEquals("unknown player 'nobody': use random, easy, medium, hard, strongest, mcts, mcts:ITERATIONS[:THREADS]"
                + " or mcts:TIME[:THREADS] (2s, 500ms); ab, ab:DEPTH, ab:TIME or ab:NODESnodes; net or net:TURNS (1 or 2); uci:PATH[:TIME][?NAME=VALUE&...] (or usi:)", refusal(TTT, "--players", "random,nobody"));
        assertEquals("tournament: --games must be even and at least 2 (each pair of games swaps the sides), not 7",
                refusal(TTT, "--players", "random,easy", "-n", "7"));
        assertEquals("tournament: --sprt wants ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA (such as 0,10 or 0,10,0.05,0.05),"
                + " not '5'", refusal(TTT, "--players", "random,easy", "--sprt", "5"));
        assertEquals("tournament: --sprt tests one pairing (two players, or a gauntlet of two); these players make 3",
                refusal(TTT, "--players", "random,easy,medium", "--sprt", "0,10"));
        assertEquals("tournament: --threads must be 1 to 256, not 0", refusal(TTT, "--players", "random,easy", "-t", "0"));
        assertEquals("tournament: --openings must be 0 or more, not -2",
                refusal(TTT, "--players", "random,easy", "--openings", "-2"));
        assertEquals("tournament: no game file " + dir.resolve("none.gamut"),
                refusal(dir.resolve("none.gamut") + ":v=1", "--players", "random,easy"));
        Path file = dir.resolve("file");
        Files.writeString(file, "");
        assertEquals("tournament: cannot create the folder " + file + " for the records: it is not a folder",
                refusal(TTT, "--players", "random,easy", "--records", file.toString()));
    }

    /** The one line a refused tournament prints on standard error, with nothing on standard output. */
    private static String refusal(String... args) {
        String[] all = Stream.concat(Stream.of("tournament"), Stream.of(args)).toArray(String[]::new);
        Cli.Result r = Cli.execute(all);
        assertEquals(2, r.code(), () -> "exit code; err: " + r.err());
        assertEquals("", r.out());
        String err = r.err().replace("\r\n", "\n");
        assertTrue(err.endsWith("\n") && err.indexOf('\n') == err.length() - 1, err);
        return err.strip();
    }
}
