package gamut.spark;

import gamut.cli.ComparisonRunner;
import gamut.compare.Comparison;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * What each executor is sent: the definition's text (not its path, which a cluster's machines need
 * not have) and the comparison's settings. It plays the games of a partition and gives each back as
 * its CSV row, so figures compare gains later travel with no change here; a game is a pure function
 * of its variant and number, so a task Spark runs again gives the same rows.
 */
final class GameJob implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String name;
    private final String text;
    private final ArrayList<String> variants;
    private final String[] players;
    private final int games;
    private final long seed;

    GameJob(Path file, String text, Comparison comparison) {
        this.name = file.toString();
        this.text = text;
        this.variants = new ArrayList<>(comparison.variants());
        this.players = comparison.players().toArray(new String[0]);
        this.games = comparison.games();
        this.seed = comparison.seed();
    }

    /** The rows of a partition's games, in the order of its tasks; the rules are compiled once a partition. */
    Iterator<List<String>> play(Iterator<GameTask> tasks) {
        Comparison comparison = new Comparison(Path.of(name), text, variants, players, games, seed);
        List<List<String>> rows = new ArrayList<>();
        while (tasks.hasNext()) {
            GameTask task = tasks.next();
            rows.add(new ArrayList<>(ComparisonRunner.row(comparison.play(task.variant(), task.game()))));
        }
        return rows.iterator();
    }
}
