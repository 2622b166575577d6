package gamut.ai;

import gamut.core.Result;
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
     *
     * <p>Proofs are facts, so what one tree proved of a move or of the root holds for all: the
     * moves proven to win come first and those proven to lose last (without proofs, the order
     * is by visits alone), and a root proven won or lost has the value of a win or a loss.
     */
    static Analysis of(List<RootStats> roots, int player, int players) {
        Map<Integer, double[]> sums = new LinkedHashMap<>();
        int iterations = 0;
        int proof = Analysis.UNPROVEN;
        for (RootStats root : roots) {
            iterations += root.done();
            proof = root.proof() != Analysis.UNPROVEN ? root.proof() : proof;
            for (int i = 0; i < root.moves().length; i++) {
                double[] sum = sums.computeIfAbsent(root.moves()[i], m -> new double[3]);
                sum[0] += root.visits()[i];
                sum[1] += root.rewards()[i];
                sum[2] = root.proofs()[i] != Analysis.UNPROVEN ? root.proofs()[i] : sum[2];
            }
        }
        List<Analysis.Candidate> candidates = new ArrayList<>();
        for (Map.Entry<Integer, double[]> e : sums.entrySet()) {
            double[] sum = e.getValue();
            int visits = (int) sum[0];
            int proven = (int) sum[2];
            proof = proven == Analysis.PROVEN_WIN ? proven : proof;
            candidates.add(new Analysis.Candidate(e.getKey(), visits, visits > 0 ? sum[1] / visits : Result.drawn(players),
                    proven));
        }
        // A stable sort: equals stay in the order the trees met them.
        candidates.sort(Comparator.comparingInt((Analysis.Candidate c) -> -c.proof())
                .thenComparing(Comparator.comparingInt(Analysis.Candidate::visits).reversed()));
        double value = proof == Analysis.PROVEN_WIN ? 1 : proof == Analysis.PROVEN_LOSS ? 0
                : candidates.isEmpty() ? Result.drawn(players) : candidates.get(0).value();
        return new Analysis(player, iterations, value, candidates, line(roots, candidates), proof);
    }

    /**
     * The analysis of a search that chose a move it never tried (every move it tried was proven
     * to lose): that move first, with no visits and an even share as its value, so that the
     * analysis still names the move chosen first.
     */
    static Analysis untriedFirst(Analysis analysis, int move, int players) {
        List<Analysis.Candidate> candidates = new ArrayList<>();
        candidates.add(new Analysis.Candidate(move, 0, Result.drawn(players)));
        candidates.addAll(analysis.candidates());
        return new Analysis(analysis.player(), analysis.iterations(), Result.drawn(players), candidates, new int[] {move},
                analysis.proof());
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
