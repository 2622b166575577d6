package gamut.ai;

import java.util.List;

/**
 * What a search thinks of the position it searched, for a person watching it and for the design
 * metrics of a comparison: each root move with its visits and its value, the expected result and
 * the line the search expects. Values are expected scores in [0, 1] of the player who decides at
 * the root (a win 1, a loss 0, a draw shared equally among the players, a half for a lone player:
 * {@link gamut.core.Result#drawn}), so 0.5 in a game of two is even.
 *
 * <p>A search that proves positions ({@link Mcts#solving}) also says what it proved: of each move
 * and of the root, {@link #PROVEN_WIN}, {@link #PROVEN_LOSS} or {@link #UNPROVEN}. Without proofs
 * everything is unproven.
 *
 * @param player      the player who decides at the root, whose point of view the values take
 * @param iterations  the iterations the search has done so far
 * @param value       the expected score of {@code player}: the value of the first candidate, or 1
 *                    for a root proven won and 0 for one proven lost; a playout that reached
 *                    {@link gamut.base.Limits#PLAYOUT_PLIES} without an end counts as the game's
 *                    evaluation scores its last position (even for a game that cannot end)
 * @param candidates  the root's moves tried so far: those proven to win first, those proven to
 *                    lose last, and within each kind the most visited first (when every move
 *                    tried is proven to lose, the search chooses one not yet tried: that one
 *                    comes first, with no visits)
 * @param line        the principal line: from the root, each time the most visited child's move
 * @param proof       what is proven of the root for {@code player}: a win (then the first
 *                    candidate is a winning move), a loss whatever the move, or unproven
 * @param depth       for a search by depth (alpha-beta), the depth completed, its nodes then
 *                    being the {@code iterations} and each move's {@code visits}; 0 for a tree search
 */
public record Analysis(int player, int iterations, double value, List<Candidate> candidates, int[] line,
                       int proof, int depth) {
    /** Proven: the player who decides wins, whatever the other does. */
    public static final int PROVEN_WIN = 1;
    /** Proven: the player who decides loses, whatever they do. */
    public static final int PROVEN_LOSS = -1;
    /** Nothing proven: no proof searched for, or none found yet, or the best either side can get is a draw. */
    public static final int UNPROVEN = 0;

    public Analysis {
        candidates = List.copyOf(candidates);
        line = line.clone();
    }

    /** The figures of a tree search. */
    public Analysis(int player, int iterations, double value, List<Candidate> candidates, int[] line, int proof) {
        this(player, iterations, value, candidates, line, proof, 0);
    }

    /** The figures of a tree search that proves nothing. */
    public Analysis(int player, int iterations, double value, List<Candidate> candidates, int[] line) {
        this(player, iterations, value, candidates, line, UNPROVEN);
    }

    /**
     * One move of the root: how often the search went through it, its mean score for the root's
     * player and what is proven of it for that player.
     */
    public record Candidate(int move, int visits, double value, int proof) {
        /** A move of which nothing is proven. */
        public Candidate(int move, int visits, double value) {
            this(move, visits, value, UNPROVEN);
        }
    }

    /**
     * The move chosen, the first candidate: the most visited move, or with proofs a move proven to
     * win, else the most visited not proven to lose; -1 before any move was tried.
     */
    public int best() {
        return candidates.isEmpty() ? -1 : candidates.get(0).move();
    }

    /**
     * Whether the search's choice was clear: the move chosen had at least {@code share} of
     * the root's visits (a decision move in the design literature's sense when it is high).
     */
    public boolean clear(double share) {
        if (candidates.isEmpty()) {
            return false;
        }
        long all = 0;
        for (Candidate c : candidates) {
            all += c.visits();
        }
        return all > 0 && candidates.get(0).visits() >= share * all;
    }
}
