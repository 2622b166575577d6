package gamut.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Each benchmark, once for every shipped game, outside JMH: so that a benchmark cannot rot between
 * the runs of bench/run. Timing is JMH's job; this only checks that every case runs and counts right.
 */
class BenchmarksSmokeTest {
    /** Every file of games/, by name, as bench/run passes them. */
    static List<String> games() throws IOException {
        Path dir = ShippedGames.file("tic-tac-toe").getParent();
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".gamut"))
                    .map(n -> n.substring(0, n.length() - ".gamut".length())).sorted().toList();
        }
    }

    @Test
    void everyShippedGameHasAPlayoutAndAGenerationCase() throws Exception {
        assertTrue(games().size() >= 19, games().toString());
        for (String game : games()) {
            Playouts p = new Playouts();
            p.game = game;
            p.load();
            assertTrue(p.playout() > 0, game + ": a playout plays moves");
            Generation g = new Generation();
            g.game = game;
            g.load();
            assertTrue(g.generate() > 0, game + ": a position where a player decides has moves");
        }
    }

    /** Perft goes to the first depth with 5,000 leaves; these are the published counts there. */
    static final Map<String, long[]> PUBLISHED = Map.of(
            "lines-of-action", new long[] {3, 44952},
            "breakthrough", new long[] {3, 11132},
            "english-draughts", new long[] {5, 7361},
            "othello", new long[] {6, 8200},
            "chess", new long[] {3, 8902},
            "connect-four", new long[] {5, 16807},
            "tic-tac-toe", new long[] {5, 15120});

    @Test
    void perftGoesAsDeepAsFiveThousandLeavesAndCountsThePublishedFigures() {
        for (Map.Entry<String, long[]> e : PUBLISHED.entrySet()) {
            Perfts p = new Perfts();
            p.game = e.getKey();
            p.load();
            assertEquals(e.getValue()[0], p.depth, e.getKey());
            assertEquals(e.getValue()[1], p.leaves, e.getKey());
            assertEquals(e.getValue()[1], p.perft(), e.getKey());
        }
    }

    @Test
    void theSearchChoosesALegalMove() {
        for (String game : List.of("lines-of-action", "run-fevga", "connect-four")) {
            Searches s = new Searches();
            s.game = game;
            s.load();
            assertTrue(s.iterations >= 10 && s.iterations <= Searches.MOST_ITERATIONS, game + ": " + s.iterations);
            s.iterations = 20;
            MoveList legal = new MoveList();
            s.start.generate(legal);
            Searches.Counted counted = new Searches.Counted();
            int chosen = s.search(counted);
            assertTrue(Arrays.stream(legal.toArray()).anyMatch(m -> m == chosen), game + ": a legal move");
            assertEquals(20, counted.iterations);
        }
    }
}
