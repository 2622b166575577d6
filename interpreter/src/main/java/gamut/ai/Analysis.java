package gamut.ai;

import java.util.List;

/**
 * What a search thinks of the position it searched, for a person watching it and for the design
 * metrics of a comparison: each root move with its visits and its value, the expected result and
 * the line the search expects. Values are expected scores in [0, 1] of the player who decides at
 * the root (a win 1, a loss 0, a draw shared equally among the players), so 0.5 in a game of two
 * is even.
 *
 * @param player      the player who decides at the root, whose point of view the values take
 * @param iterations  the iterations the search has done so far
 * @param value       the expected score of {@code player}: the value of the most visited move
 * @param candidates  the root's moves tried so far, most visited first
 * @param line        the principal line: from the root, each time the most visited child's move
 */
public record Analysis(int player, int iterations, double value, List<Candidate> candidates, int[] line) {
    public Analysis {
        candidates = List.copyOf(candidates);
        line = line.clone();
    }

    /** One move of the root: how often the search went through it and its mean score for the root's player. */
    public record Candidate(int move, int visits, double value) { }

    /** The most visited move, or -1 before any was tried. */
    public int best() {
        return candidates.isEmpty() ? -1 : candidates.get(0).move();
    }

    /**
     * Whether the search's choice was clear: the most visited move had at least {@code share} of
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
