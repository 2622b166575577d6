package gamut.cli;

import gamut.base.GamutException;
import gamut.compare.Comparison;
import gamut.compare.PlayedGame;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The CSV of a comparison, one row per finished game, so that an interrupted run can resume: the
 * first line holds the settings ({@code # gamut compare FILE variants=... players=... seed=S}),
 * then the header {@code variant,game,seed,first,winner,plies,turns,end,branching,score_P...}.
 */
final class ComparisonCsv {
    static final List<String> COLUMNS = List.of("variant", "game", "seed", "first", "winner", "plies", "turns", "end",
            "branching");

    private final Path file;
    private final Comparison comparison;

    ComparisonCsv(Path file, Comparison comparison) {
        this.file = file;
        this.comparison = comparison;
    }

    List<String> header() {
        List<String> header = new ArrayList<>(COLUMNS);
        comparison.playerNames().forEach(p -> header.add("score_" + p));
        return header;
    }

    /**
     * The games the file already holds, which must have been played with the same settings. A new
     * file gets its settings and header; a last row cut short by an interruption is dropped from
     * the file, and its game is played again.
     */
    List<PlayedGame> load() {
        CsvFile.Table table = CsvFile.read(file);
        if (table.isEmpty()) {
            CsvFile.write(file, comparison.settings(), header(), List.of());
            return List.of();
        }
        if (!comparison.settings().equals(table.comment())) {
            String first = table.comment() != null ? "# " + table.comment() : CsvFile.line(table.header());
            throw new GamutException("compare: " + file + " was made with other settings (" + first
                    + "); give another --csv or remove it");
        }
        int players = comparison.playerNames().size();
        List<List<String>> rows = table.rows();
        List<PlayedGame> done = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            boolean last = i == rows.size() - 1;
            PlayedGame game = last && !table.complete() ? null : parse(rows.get(i), players);
            if (game == null && !last) {
                throw new GamutException("compare: cannot read the CSV row '" + CsvFile.line(rows.get(i)) + "'");
            }
            if (game == null) {
                CsvFile.write(file, table.comment(), table.header(), rows.subList(0, i));
                break;
            }
            done.add(game);
        }
        return done;
    }

    /** Adds the games to the end of the file as they finish; close it after the last. */
    CsvFile.Appender appender() {
        return CsvFile.append(file);
    }

    static List<String> row(PlayedGame g) {
        List<String> row = new ArrayList<>(List.of(g.variant(), Integer.toString(g.game()), Long.toString(g.seed()),
                g.first(), g.winner(), Integer.toString(g.plies()), Integer.toString(g.turns()), g.end(),
                String.format(Locale.ROOT, "%.3f", g.branching())));
        for (int s : g.scores()) {
            row.add(Integer.toString(s));
        }
        return row;
    }

    /** The game of a row, or null when the row is not one of a game with this many players. */
    static PlayedGame parse(List<String> f, int players) {
        if (f.size() != COLUMNS.size() + players) {
            return null;
        }
        try {
            int[] scores = new int[players];
            for (int p = 0; p < players; p++) {
                scores[p] = Integer.parseInt(f.get(COLUMNS.size() + p));
            }
            return new PlayedGame(f.get(0), Integer.parseInt(f.get(1)), Long.parseLong(f.get(2)), f.get(3), f.get(4),
                    Integer.parseInt(f.get(5)), Integer.parseInt(f.get(6)), f.get(7), Double.parseDouble(f.get(8)), scores);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
