package gamut.rules;

import java.util.List;

/**
 * The items of the compiled rules as written ({@link Site}), and which site each numbered part of the
 * rules is: program p is site {@code programs[p]}, and so on; -1 where the game has no such item.
 * Read by reports and by the coverage replay, never while playing.
 *
 * @param partFallbacks for each turn plan and part, the sites of the fallbacks that may stand in for it
 */
public record RuleSites(List<Site> all, int[] programs, int[] afters, int[] turns, int[][][] partFallbacks,
                        int[] forbidEachMove, int[] forbidTurnEnd, int[] prefers, int[] ends, int quietLimit,
                        int repetition, int limit, int noMoves) {

    public RuleSites {
        all = List.copyOf(all);
    }

    public Site site(int index) {
        return all.get(index);
    }

    public int size() {
        return all.size();
    }
}
