package gamut.cli;

import gamut.compare.Comparison;
import gamut.compare.PlayedGame;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Where compare plays its games: on this machine's threads ({@link Comparison#run}), or elsewhere,
 * such as gamut-spark's Spark job. Everything else of the command (its options, the CSV and its side
 * file, resuming, the table, the chart) stays the same whichever plays them.
 */
@FunctionalInterface
public interface ComparisonRunner {
    /**
     * As {@link Comparison#run}: plays the games {@code done} lacks, hands each to {@code finished}
     * on the calling thread as soon as it is back (in any order: {@link Comparison#run} hands them in
     * the order they were started, a cluster as its tasks end; the command puts the CSV's rows in the
     * order of one machine once all are in), and returns every game by variant then game number.
     * {@code file} is the definition the comparison was read from.
     */
    Map<String, Map<Integer, PlayedGame>> run(Comparison comparison, Path file, int threads, Collection<PlayedGame> done,
                                              Consumer<PlayedGame> finished) throws InterruptedException;

    /**
     * Where the last run's games were played, for the closing line ("Spark, 4 executor cores"), or
     * null for this process's threads.
     */
    default String where() {
        return null;
    }

    /**
     * The compare command, with its games played by {@code runner}: a command object for picocli. A
     * runner that spreads games its own way may remove --threads from it, which then stays at 1.
     */
    static Object compareCommand(ComparisonRunner runner) {
        CompareCommand command = new CompareCommand();
        command.runner = runner;
        command.threads = 1;
        return command;
    }

    /** A game as compare's CSV row holds it: what travels from a worker back to the one writing the CSV. */
    static List<String> row(PlayedGame game) {
        return GamesCsv.row(game);
    }

    /** The game of a CSV row made by {@link #row}, or null when it is not one of a game with this many players. */
    static PlayedGame parse(List<String> row, int players) {
        return GamesCsv.parse(row, players);
    }
}
