package gamut.spark;

import gamut.cli.ComparisonRunner;
import gamut.compare.Comparison;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What each executor is sent: the definition's text (not its path, which a cluster's machines need
 * not have) and the comparison's settings. It plays the games of a partition and gives each back as
 * its CSV row, so figures compare gains later travel with no change here; a game is a pure function
 * of its variant and number, so a task Spark runs again gives the same rows.
 */
final class GameJob implements Serializable {
    private static final long serialVersionUID = 1L;
    /** The last job an executor compiled: one at a time runs in it, so one is kept. */
    private static Map.Entry<GameJob, Comparison> compiled;

    private final String name;
    private final String text;
    private final ArrayList<String> variants;
    private final String[] players;
    private final int games;
    private final long seed;
    /** The position every game starts from, or null. */
    private final String position;

    /** The job of a comparison: its definition's text as the driver read it (standard input only once). */
    GameJob(Comparison comparison) {
        this.name = comparison.name();
        this.text = comparison.text();
        this.variants = new ArrayList<>(comparison.variants());
        this.players = comparison.players().toArray(new String[0]);
        this.games = comparison.games();
        this.seed = comparison.seed();
        this.position = comparison.position();
    }

    /**
     * The rows of a partition's games, in the order of its tasks. The rules are compiled once an
     * executor (not once a partition: compiling costs as much as a few games), and shared by its
     * threads, as {@link Comparison#run}'s threads share them.
     */
    Iterator<List<String>> play(Iterator<GameTask> tasks) {
        Comparison comparison = compiled();
        List<List<String>> rows = new ArrayList<>();
        while (tasks.hasNext()) {
            GameTask task = tasks.next();
            rows.add(new ArrayList<>(ComparisonRunner.row(comparison.play(task.variant(), task.game()))));
        }
        return rows.iterator();
    }

    /** This job's comparison, compiled by the first of its tasks that an executor runs. */
    private Comparison compiled() {
        synchronized (GameJob.class) {
            if (compiled == null || !compiled.getKey().equals(this)) {
                Comparison made = new Comparison(name, text, variants, players, games, seed);
                compiled = Map.entry(this, position == null ? made : made.from(position));
            }
            return compiled.getValue();
        }
    }

    /** The same job: the same definition and settings (each task brings its own copy of the job). */
    @Override
    public boolean equals(Object o) {
        return o instanceof GameJob j && name.equals(j.name) && text.equals(j.text) && variants.equals(j.variants)
                && Arrays.equals(players, j.players) && games == j.games && seed == j.seed
                && Objects.equals(position, j.position);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, text, variants, Arrays.hashCode(players), games, seed, position);
    }
}
