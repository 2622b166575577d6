package gamut.engine;

import gamut.rules.DiceRules;
import gamut.rules.Rules;
import java.util.HashMap;
import java.util.Map;

/**
 * The complete plays of one roll, worked out once per turn: every sequence of sub-moves from the
 * roll on is a candidate play if its end position breaks no turn_end rule, and plays are ranked by
 * the dice rules in order (most dice, larger dice, most distance), then by 'prefer' conditions.
 * A sub-move is legal when it leads to a best play. Positions reached by several orders are
 * worked out once (keyed by position and dice used).
 */
final class PlayTable {
    private static final long NONE = Long.MIN_VALUE;

    /** For a position reached during the turn: its sub-moves and the best rank each leads to. */
    private record Node(int[] moves, long[] ranks) {}

    private final Map<Long, Node> nodes = new HashMap<>();
    private final Map<Long, Long> best = new HashMap<>();
    private long top;

    static PlayTable build(State state, Rules rules, int player) {
        PlayTable table = new PlayTable();
        table.top = table.explore(state, rules, player, new MoveList[16], 0);
        return table;
    }

    /** The legal sub-moves in the state's position: those leading to a best play. */
    void allowed(State state, MoveList out) {
        Node node = nodes.get(state.playKey());
        if (node == null || top == NONE) {
            return;
        }
        for (int i = 0; i < node.moves.length; i++) {
            if (node.ranks[i] == top) {
                out.add(node.moves[i]);
            }
        }
    }

    private long explore(State state, Rules rules, int player, MoveList[] lists, int level) {
        long key = state.playKey();
        Long known = best.get(key);
        if (known != null) {
            return known;
        }
        long rank = state.endsNow(player) || !state.holdsAny(rules.dice().forbidAtTurnEnd(), player)
                ? rank(state, rules, player) : NONE;
        if (!state.endsNow(player)) {
            if (lists[level] == null) {
                lists[level] = new MoveList();
            }
            MoveList moves = lists[level];
            state.rawMoves(player, moves);
            int[] all = moves.toArray();
            long[] ranks = new long[all.length];
            for (int i = 0; i < all.length; i++) {
                state.make(all[i]);
                ranks[i] = explore(state, rules, player, level + 1 < lists.length ? lists : grow(lists), level + 1);
                state.unmake();
                rank = Math.max(rank, ranks[i]);
            }
            nodes.put(key, new Node(all, ranks));
        } else {
            nodes.put(key, new Node(new int[0], new long[0]));
        }
        best.put(key, rank);
        return rank;
    }

    private static MoveList[] grow(MoveList[] lists) {
        return java.util.Arrays.copyOf(lists, lists.length * 2);
    }

    /** The rank of ending the turn here: the dice rules' measures in order, then preferences. */
    private static long rank(State state, Rules rules, int player) {
        DiceRules dice = rules.dice();
        long rank = 0;
        int[] values = state.diceValues();
        int used = state.diceUsed();
        for (DiceRules.Usage usage : dice.usage()) {
            long measure = switch (usage) {
                case MOST_DICE -> Integer.bitCount(used);
                case LARGER_DIE -> {
                    int pips = 0;
                    for (int i = 0; i < values.length; i++) {
                        if ((used & (1 << i)) != 0) {
                            pips += values[i];
                        }
                    }
                    yield pips;
                }
                case MAX_DISTANCE -> state.progress(player);
            };
            rank = (rank << 12) | (measure & 0xfff);
        }
        return (rank << 8) | state.countHolding(dice.preferred(), player);
    }
}
