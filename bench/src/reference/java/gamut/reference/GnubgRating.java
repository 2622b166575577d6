package gamut.reference;

import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.engine.Game;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * GNU Backgammon rates every play of Gamut's backgammon game records: each record is replayed in
 * gnubg ({@link GnubgScript}), which analyses the game ({@code analyse game}, its default 2-ply
 * evaluation) and prints its chequer-play statistics ({@link GnubgStatistics}). Prints a line per
 * game and, per player, the plays rated, the average error per play in millipoints (gnubg's mEMG,
 * the error in equity of a money game over the plays with a choice) and gnubg's words for it.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar gamut.reference.GnubgRating [--gnubg PATH] [--script] RECORD|DIR...}
 * (bench/gnubg-rate plays the games first); {@code --script} prints gnubg's commands instead. A record named as {@code gamut tournament --records}
 * names them ({@code 0001-P1-vs-P2.record}, P1 White) is counted to its players, another to the
 * colours. Progress goes to standard error. Not part of the build's tests: gnubg is a yardstick only.
 */
public final class GnubgRating {
    private static final Pattern TOURNAMENT_NAME = Pattern.compile("\\d+-(.+)-vs-(.+)\\.record");
    private static final long GAME_SECONDS = 1800;
    private static final Pattern GNUBG_WIN = Pattern.compile("(\\S+) wins .* and (\\d+) points?\\.");
    private static final Pattern RECORD_WIN = Pattern.compile("(\\S+) wins (\\d+) points?.*");

    private final String gnubg;
    private final Map<String, double[]> totals = new LinkedHashMap<>();

    private GnubgRating(String gnubg) {
        this.gnubg = gnubg;
    }

    public static void main(String[] args) throws Exception {
        String gnubg = "/usr/games/gnubg";
        boolean script = false;
        List<Path> records = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--gnubg") && i + 1 < args.length) {
                gnubg = args[++i];
            } else if (args[i].equals("--script")) {
                script = true;
            } else if (Files.isDirectory(Path.of(args[i]))) {
                try (Stream<Path> files = Files.list(Path.of(args[i]))) {
                    files.filter(f -> f.toString().endsWith(".record")).sorted().forEach(records::add);
                }
            } else {
                records.add(Path.of(args[i]));
            }
        }
        if (records.isEmpty()) {
            System.err.println("usage: GnubgRating [--gnubg PATH] [--script] RECORD|DIR...");
            System.exit(2);
        }
        if (script) {
            for (Path file : records) {
                GameRecord record = GameRecord.read(file);
                commands(Gamut.load(record.game(), record.variants()), record).forEach(System.out::println);
            }
            return;
        }
        new GnubgRating(gnubg).rate(records);
    }

    private void rate(List<Path> records) throws IOException, InterruptedException {
        long start = System.nanoTime();
        for (int i = 0; i < records.size(); i++) {
            Path file = records.get(i);
            GameRecord record = GameRecord.read(file);
            Game game = Gamut.load(record.game(), record.variants());
            String[] names = names(file, game);
            List<String> output = run(commands(game, record), file);
            checkResult(file, record, output);
            GnubgStatistics[] sides = GnubgStatistics.parse(output);
            StringBuilder line = new StringBuilder(file.getFileName().toString()).append(':');
            for (int p = 0; p < 2; p++) {
                GnubgStatistics s = sides[p];
                line.append(String.format(Locale.ROOT, " %s (%s) %d of %d plays rated, %.1f mEMG a play (%s);",
                        game.playerName(p), names[p], s.unforced(), s.moves(), s.millipointsPerMove(), s.rating()));
                add(names[p], s);
            }
            System.out.println(line.substring(0, line.length() - 1));
            System.err.printf(Locale.ROOT, "gnubg-rate: %d/%d games rated, %d s%n", i + 1, records.size(),
                    (System.nanoTime() - start) / 1_000_000_000L);
        }
        System.out.println();
        System.out.println("| player | games' sides | plays rated | error per play (mEMG) | gnubg's rating |");
        System.out.println("|---|---|---|---|---|");
        double[] all = new double[3];
        totals.values().forEach(t -> Arrays.setAll(all, k -> all[k] + t[k]));
        totals.put("all", all);
        totals.forEach((name, t) -> System.out.printf(Locale.ROOT, "| %s | %d | %d | %.1f | %s |%n", name,
                (long) t[0], (long) t[1], t[1] == 0 ? 0 : 1000 * t[2] / t[1],
                t[1] == 0 ? "n/a" : GnubgStatistics.words(t[2] / t[1])));
    }

    private void add(String name, GnubgStatistics s) {
        double[] t = totals.computeIfAbsent(name, k -> new double[3]);
        t[0]++;
        t[1] += s.unforced();
        t[2] += s.errorTotal();
    }

    /** gnubg must end the game as the record does: the same winner and points (when the record ends). */
    private static void checkResult(Path file, GameRecord record, List<String> output) throws IOException {
        Matcher recorded = RECORD_WIN.matcher(record.result() == null ? "" : record.result());
        if (!recorded.matches()) {
            return;
        }
        String said = output.stream().filter(l -> GNUBG_WIN.matcher(l).matches()).findFirst().orElse("no end");
        Matcher m = GNUBG_WIN.matcher(said);
        if (!m.matches() || !m.group(1).equals(recorded.group(1)) || !m.group(2).equals(recorded.group(2))) {
            throw new IOException(file + ": the record says '" + record.result() + "', gnubg '" + said + "'");
        }
    }

    /** The players' names as a tournament's record file names them, else the colours. */
    private static String[] names(Path file, Game game) {
        Matcher m = TOURNAMENT_NAME.matcher(file.getFileName().toString());
        return m.matches() ? new String[] {m.group(1), m.group(2)}
                : new String[] {game.playerName(0), game.playerName(1)};
    }

    private static List<String> commands(Game game, GameRecord record) {
        List<String> out = new ArrayList<>(GnubgScript.settings(game));
        out.addAll(GnubgScript.game(game, record));
        out.add("analyse game");
        out.add("show statistics game");
        out.add("quit");
        return out;
    }

    /** gnubg's output for the commands; a play it refuses stops the run. */
    private List<String> run(List<String> commands, Path file) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(gnubg, "-t", "-q").redirectErrorStream(true).start();
        Thread stop = new Thread(process::destroyForcibly); // an interrupted run leaves no gnubg behind
        Runtime.getRuntime().addShutdownHook(stop);
        try (OutputStream in = process.getOutputStream()) {
            in.write((String.join("\n", commands) + "\n").getBytes(StandardCharsets.UTF_8));
        }
        byte[] bytes;
        try (InputStream out = process.getInputStream()) {
            bytes = out.readAllBytes();
        }
        if (!process.waitFor(GAME_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IOException(file + ": gnubg did not finish");
        }
        Runtime.getRuntime().removeShutdownHook(stop);
        List<String> lines = new String(bytes, StandardCharsets.UTF_8).lines().toList();
        for (String line : lines) {
            if (line.contains("Illegal") || line.contains("illegal") || line.contains("Unknown keyword")) {
                throw new IOException(file + ": gnubg refused a command: " + line);
            }
        }
        return lines;
    }
}
