package gamut.ai;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds an {@link Analysis} from the roots of the trees of one search (root parallelism), for {@code player} deciding there. */
final class Analyses {
    private Analyses() {}

    /**
     * Visits and rewards summed per move over the trees, the moves most visited first (equals in
     * the order the trees met them, which is how {@link Mcts} breaks ties, so that the first
     * candidate is the move chosen). The line is that of the tree with the most visits among those
     * whose own line starts with the move chosen (with several trees, one may prefer another move),
     * else the move chosen alone. The value is that of the most visited move; before any move was
     * tried, an even share (1 / players).
     */
    static Analysis of(List<RootStats> roots, int player, int players) {
        Map<Integer, double[]> sums = new LinkedHashMap<>();
        int iterations = 0;
        for (RootStats root : roots) {
            iterations += root.done();
            for (int i = 0; i < root.moves().length; i++) {
                double[] sum = sums.computeIfAbsent(root.moves()[i], m -> new double[2]);
                sum[0] += root.visits()[i];
                sum[1] += root.rewards()[i];
            }
        }
        List<Analysis.Candidate> candidates = new ArrayList<>();
        for (Map.Entry<Integer, double[]> e : sums.entrySet()) {
            double[] sum = e.getValue();
            int visits = (int) sum[0];
            candidates.add(new Analysis.Candidate(e.getKey(), visits, visits > 0 ? sum[1] / visits : 1.0 / players));
        }
        candidates.sort(Comparator.comparingInt(Analysis.Candidate::visits).reversed());
        double value = candidates.isEmpty() ? 1.0 / players : candidates.get(0).value();
        return new Analysis(player, iterations, value, candidates, line(roots, candidates));
    }

    private static int[] line(List<RootStats> roots, List<Analysis.Candidate> candidates) {
        if (candidates.isEmpty()) {
            return new int[0];
        }
        int best = candidates.get(0).move();
        RootStats deepest = null;
        for (RootStats root : roots) {
            boolean agrees = root.line().length > 0 && root.line()[0] == best;
            if (agrees && (deepest == null || root.rootVisits() > deepest.rootVisits())) {
                deepest = root;
            }
        }
        return deepest != null ? deepest.line() : new int[] {best};
    }
}
