package gamut.engine;

import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.rules.Program;
import gamut.rules.Rules;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The complete plays of one roll, worked out once per turn: every sequence of sub-moves from the
 * roll on is a candidate play if its end position breaks no turn_end rule, and plays are ranked by
 * the dice rules in order (most dice, larger dice, most distance), then by 'prefer' conditions.
 * A sub-move is legal when it leads to a best play; a play that ends the game is ranked as if the
 * game went on. Positions reached by several orders are worked out once (keyed by position and
 * dice used).
 *
 * <p>One table serves every turn played at its roll depth: it is rebuilt, not reallocated, since a
 * search builds one per roll and boxed maps made that the largest cost of a playout.
 */
final class PlayTable {
    private static final long NONE = Long.MIN_VALUE;
    /** The rank of a sub-move not weighed yet. */
    private static final long UNWEIGHED = Long.MIN_VALUE + 1;

    // Positions of the turn: their key, the best rank they lead to, their sub-moves (a slice of
    // moves/ranks below, each with the best rank it leads to; count -1 until generated) and how
    // many of those are weighed.
    private long[] nodeKey = new long[64];
    private long[] nodeBest = new long[64];
    private int[] nodeFirst = new int[64];
    private int[] nodeCount = new int[64];
    private int[] nodeWeighed = new int[64];
    private int nodes;

    private int[] moves = new int[256];
    private long[] ranks = new long[256];
    private int used;

    // Open addressing from key to node + 1 (0 is an empty slot).
    private int[] slots = new int[128];

    private MoveList[] lists = new MoveList[16];
    private long top;
    private boolean built;
    /** The roll depth the table serves now (tables are shared round a ring of depths). */
    int depth = -1;
    /** While building: positions visited, and the dice left when the build began. */
    private int visits;
    private int diceLeft;
    /** The best rank any play of this roll could have (Long.MAX_VALUE when the rules give none). */
    private long bound;
    /** The state's depth when the build began: how many sub-moves a later position is into the turn. */
    private int buildDepth;

    /** Forgets the plays: the next roll at this depth builds the table anew. */
    void invalidate() {
        built = false;
    }

    /**
     * Whether the plays are worked out for the state's position: built, from this position or one
     * before it in the turn. A table built later in the turn (a state copied by replaying its line,
     * or a table taken over and built again) does not know the positions before.
     */
    boolean covers(State state) {
        return built && find(playKey(state)) >= 0;
    }

    /**
     * The plays of the state's roll, worked out on first use as far as the first best play. Worked
     * out again from a position the table does not know: any position of the line leads to a best
     * play, so the moves that keep to the best plays from there are the same.
     */
    static PlayTable of(State state) {
        PlayTable table = state.chance.table();
        if (!table.covers(state)) {
            boolean saved = state.exploring;
            state.exploring = true;
            try {
                table.build(state, state.rules(), state.toMove());
            } finally {
                state.exploring = saved;
            }
        }
        return table;
    }

    /**
     * Works out the plays from the state's position. Throws a GamutException when they visit more
     * than {@link Limits#PLAYS_OF_A_ROLL} positions, or when a move uses no die (a turn of dice
     * ends when they are used, so a move that uses none could go on for ever).
     */
    void build(State state, Rules rules, int player) {
        nodes = 0;
        used = 0;
        visits = 0;
        diceLeft = state.diceValues().length - Integer.bitCount(state.diceUsed());
        bound = PlayRanks.bestPossible(state, rules);
        buildDepth = state.depth();
        Arrays.fill(slots, 0);
        int before = state.depth();
        try {
            top = explore(state, rules, player, 0);
        } catch (GamutException e) {
            throw takeBack(state, before, e);
        }
        built = true;
    }

    /** The legal sub-moves in the state's position: those leading to a best play. */
    void allowed(State state, MoveList out) {
        int node = find(playKey(state));
        if (node < 0 || top == NONE) {
            return;
        }
        weighAt(state, node, -1);
        for (int i = nodeFirst[node], end = i + nodeCount[node]; i < end; i++) {
            if (ranks[i] == top) {
                out.add(moves[i]);
            }
        }
    }

    /** Whether the state's position has a legal sub-move, weighing its sub-moves only if none weighed is one. */
    boolean hasAllowed(State state) {
        int node = find(playKey(state));
        if (node < 0 || top == NONE) {
            return false;
        }
        if (nodeCount[node] >= 0 && anyBest(node)) {
            return true;
        }
        weighAt(state, node, -1);
        return anyBest(node);
    }

    private boolean anyBest(int node) {
        for (int i = nodeFirst[node], end = i + nodeCount[node]; i < end; i++) {
            if (ranks[i] == top) {
                return true;
            }
        }
        return false;
    }

    /**
     * A uniformly random legal sub-move, or -1 for none: sub-moves are drawn and each weighed alone
     * until one leads to a best play (with twice as many draws as sub-moves, all are weighed and
     * one picked). Either way each legal sub-move is as likely.
     */
    static int draw(State state, SplittableRandom random) {
        PlayTable table = of(state);
        int node = table.find(playKey(state));
        return node < 0 || table.top == NONE ? -1 : table.drawAt(state, node, random);
    }

    private int drawAt(State state, int node, SplittableRandom random) {
        weighAt(state, node, -2);
        int n = nodeCount[node];
        int first = nodeFirst[node];
        for (int attempt = 0; attempt < 2 * n; attempt++) {
            int i = random.nextInt(n);
            long r = ranks[first + i] == UNWEIGHED ? weighAt(state, node, i) : ranks[first + i];
            if (r == top) {
                return moves[first + i];
            }
        }
        weighAt(state, node, -1);
        int legal = 0;
        for (int i = first; i < first + n; i++) {
            legal += ranks[i] == top ? 1 : 0;
        }
        if (legal == 0) {
            return -1;
        }
        for (int i = first, k = random.nextInt(legal); ; i++) {
            if (ranks[i] == top && k-- == 0) {
                return moves[i];
            }
        }
    }

    /**
     * Weighs the node's sub-move {@code which}, or all those left (-1), or none (-2) once its
     * sub-moves are generated, as the plays are explored; returns the rank of the one weighed. On
     * an error the sub-moves tried are taken back and the state stays whole.
     */
    private long weighAt(State state, int node, int which) {
        if (which < 0 && nodeCount[node] >= 0 && (which == -2 || nodeWeighed[node] == nodeCount[node])) {
            return NONE;
        }
        Rules rules = state.rules();
        int player = state.toMove();
        int level = state.depth() - buildDepth;
        boolean saved = state.exploring;
        state.exploring = true;
        int before = state.depth();
        try {
            if (nodeCount[node] < 0) {
                generate(state, rules, player, level, node);
            }
            if (which == -1) {
                weigh(state, rules, player, level, node, false);
            }
            return which >= 0 ? weighOne(state, rules, player, level, node, which) : NONE;
        } catch (GamutException e) {
            throw takeBack(state, before, e);
        } finally {
            state.exploring = saved;
        }
    }

    /** The sub-moves tried are taken back, the state stays whole: the plays cannot be worked out. */
    private static GamutException takeBack(State state, int before, GamutException e) {
        while (state.depth() > before) {
            state.unmake();
        }
        return e;
    }

    private long explore(State state, Rules rules, int player, int level) {
        if (++visits > Limits.PLAYS_OF_A_ROLL) {
            throw new GamutException(String.format(Locale.ROOT,
                    "the complete plays of the %s visit more than %,d positions: the dice allow too many moves"
                            + " to weigh every play of the turn",
                    rollName(state), Limits.PLAYS_OF_A_ROLL));
        }
        if (level > diceLeft) {
            throw noDieUsed(state, rules, level);
        }
        long key = playKey(state);
        int known = find(key);
        if (known >= 0) {
            return nodeBest[known];
        }
        boolean ends = endsNow(state, player);
        long rank = ends || !state.judge.holdsAny(rules.dice().forbidAtTurnEnd(), player)
                ? PlayRanks.rank(state, rules, player) : NONE;
        int node = addNode(key);
        long best = NONE;
        if (rank != bound) {
            generate(state, rules, player, level, node);
            best = weigh(state, rules, player, level, node, true);
        }
        nodeBest[node] = Math.max(rank, best);
        return nodeBest[node];
    }

    /**
     * Weighs the node's sub-moves not yet weighed; with {@code stopAtBest}, stops at the first that
     * reaches the best possible rank. Returns the best rank of those weighed.
     */
    private long weigh(State state, Rules rules, int player, int level, int node, boolean stopAtBest) {
        long rank = NONE;
        for (int i = 0, n = nodeCount[node]; i < n; i++) {
            if (ranks[nodeFirst[node] + i] == UNWEIGHED) {
                long r = weighOne(state, rules, player, level, node, i);
                rank = Math.max(rank, r);
                if (stopAtBest && r == bound) {
                    break;
                }
            }
        }
        return rank;
    }

    private long weighOne(State state, Rules rules, int player, int level, int node, int i) {
        int at = nodeFirst[node] + i;
        state.make(moves[at]);
        long r = explore(state, rules, player, level + 1);
        state.unmake();
        ranks[at] = r;
        nodeWeighed[node]++;
        return r;
    }

    /**
     * The node's sub-moves, kept in its slice of the move arrays. The turn ends when the dice are
     * used up, as in play. A play that ends the game is ranked as if the game went on: had it not
     * ended, the dice left could still be played, so the dice rules do not forbid ending it early
     * (a winning move made with the first die, say).
     */
    private void generate(State state, Rules rules, int player, int level, int node) {
        if (level == lists.length) {
            lists = Arrays.copyOf(lists, level * 2);
        }
        if (lists[level] == null) {
            lists[level] = new MoveList();
        }
        MoveList raw = lists[level];
        raw.clear();
        if (!state.chance.allUsed()) {
            rawMoves(state, rules, player, raw);
        }
        int n = raw.size();
        int first = reserve(n);
        nodeFirst[node] = first;
        nodeCount[node] = n;
        for (int i = 0; i < n; i++) {
            moves[first + i] = raw.get(i);
            ranks[first + i] = UNWEIGHED;
        }
    }

    private int find(long key) {
        int mask = slots.length - 1;
        for (int s = spread(key) & mask; ; s = (s + 1) & mask) {
            int v = slots[s];
            if (v == 0) {
                return -1;
            }
            if (nodeKey[v - 1] == key) {
                return v - 1;
            }
        }
    }

    private int addNode(long key) {
        if (nodes == nodeKey.length) {
            int size = nodes * 2;
            nodeKey = Arrays.copyOf(nodeKey, size);
            nodeBest = Arrays.copyOf(nodeBest, size);
            nodeFirst = Arrays.copyOf(nodeFirst, size);
            nodeCount = Arrays.copyOf(nodeCount, size);
            nodeWeighed = Arrays.copyOf(nodeWeighed, size);
        }
        int node = nodes++;
        nodeKey[node] = key;
        // Until worked out, a position met again (through moves that use no die) ends no play.
        nodeBest[node] = NONE;
        nodeFirst[node] = 0;
        nodeCount[node] = -1;
        nodeWeighed[node] = 0;
        if (nodes * 2 > slots.length) {
            slots = new int[slots.length * 2];
            for (int k = 0; k < nodes; k++) {
                place(k);
            }
        } else {
            place(node);
        }
        return node;
    }

    private void place(int node) {
        int mask = slots.length - 1;
        int s = spread(nodeKey[node]) & mask;
        while (slots[s] != 0) {
            s = (s + 1) & mask;
        }
        slots[s] = node + 1;
    }

    private int reserve(int n) {
        if (used + n > moves.length) {
            int size = Math.max(moves.length * 2, used + n);
            moves = Arrays.copyOf(moves, size);
            ranks = Arrays.copyOf(ranks, size);
        }
        int first = used;
        used += n;
        return first;
    }

    private static int spread(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }

    /** The key of the position with the dice used so far: what the play table is looked up by. */
    static long playKey(State state) {
        return state.hash() ^ (0x9E3779B97F4A7C15L * (state.chance.diceUsed + 1));
    }

    /** Raw sub-moves of the player for the unused dice, each kept only if no each_move rule forbids it. */
    private static void rawMoves(State state, Rules rules, int player, MoveList out) {
        state.turns.generateRaw(player, out);
        state.turns.keepAllowed(player, out);
    }

    /** "roll 6-5": the roll the plays are worked out for. */
    private static String rollName(State state) {
        return Notation.format(state, state.currentRoll());
    }

    /**
     * The error for sub-moves that went deeper than the dice left allow: one of the moves on the way
     * (the last {@code level} made) used no die.
     */
    private GamutException noDieUsed(State state, Rules rules, int level) {
        int move = state.undo.moveUsingNoDie(level, state.diceUsed());
        String what = "a move";
        if (move >= 0) {
            Program program = rules.program(rules.moveProgram(move));
            String piece = rules.pieceName(program.piece());
            what = ("aeiou".indexOf(Character.toLowerCase(piece.charAt(0))) >= 0 ? "an " : "a ") + piece
                    + (program.drop() ? " drop" : " move");
        }
        int dice = state.diceValues().length;
        return new GamutException("the complete plays of the " + rollName(state) + " go deeper than its " + dice
                + (dice == 1 ? " die allows: " : " dice allow: ") + what + " uses no die, so the turn cannot end;"
                + " does every move use a die ('use die')?");
    }

    /** Whether an end rule holds now for the player as mover (the game would be over). */
    private static boolean endsNow(State state, int player) {
        return state.judge.decides(player, state.turnNumber());
    }
}
