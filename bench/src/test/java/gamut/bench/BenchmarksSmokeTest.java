package gamut.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;

/**
 * Each benchmark, once for every game it measures, outside JMH: so that a benchmark cannot rot
 * between the runs of bench/run. Timing is JMH's job; this only checks that every case runs.
 */
class BenchmarksSmokeTest {
    private static String[] games(Class<?> benchmark) throws NoSuchFieldException {
        return benchmark.getField("game").getAnnotation(Param.class).value();
    }

    @Test
    void everyShippedGameHasAPlayoutAndAGenerationCase() throws Exception {
        for (String game : games(Playouts.class)) {
            Playouts p = new Playouts();
            p.game = game;
            p.load();
            assertTrue(p.playout() > 0, game + ": a playout plays moves");
        }
        for (String game : games(Generation.class)) {
            Generation g = new Generation();
            g.game = game;
            g.load();
            assertTrue(g.generate() > 0, game + ": a position where a player decides has moves");
        }
        assertEquals(java.util.Set.of(games(Playouts.class)), java.util.Set.of(games(Generation.class)));
    }

    @Test
    void theSearchChoosesALegalMoveInEveryGameItMeasures() throws Exception {
        for (String game : games(Searches.class)) {
            Searches s = new Searches();
            s.game = game;
            s.iterations = 20;
            s.load();
            gamut.core.MoveList legal = new gamut.core.MoveList();
            s.start.generate(legal);
            int chosen = s.search();
            assertTrue(java.util.Arrays.stream(legal.toArray()).anyMatch(m -> m == chosen), game + ": a legal move");
        }
    }

    @Test
    void perftCountsThePublishedLeaves() throws Exception {
        for (String game : games(Perfts.class)) {
            Perfts p = new Perfts();
            p.game = game;
            p.load();
            Map.Entry<String, int[]> expected = Map.entry(game, Perfts.DEPTHS.get(game));
            assertEquals(expected.getValue()[1], p.perft(), game + " perft(" + expected.getValue()[0] + ")");
        }
    }
}
