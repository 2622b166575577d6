package gamut.ai;

import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.engine.UnjudgedMoves;
import gamut.kernel.Kernel;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Alpha-beta search for games without chance: negamax with principal variation search, iterative
 * deepening, a transposition table on the position's hash, moves ordered by the table's move,
 * captures by value (most valuable victim, least valuable attacker), killer moves and history, and
 * a quiescence search over captures at the horizon. Budgets: a depth, a time, or both.
 *
 * <p>A ply is one decision, whoever makes it: a turn of several parts is several plies, and the side
 * to move is read from the state at every node, never assumed to alternate. Values are for the
 * player deciding at the root against all others together (with two players, plain negamax); a
 * node's value is negated only where the side deciding changes.
 *
 * <p>Won and lost positions score {@link #WIN} less the plies to reach them, so that the search
 * prefers the quickest win and the longest defence, and never shuffles while a win is there.
 */
public final class AlphaBeta {
    /** The value of a win at the root; a win found n plies ahead is worth {@code WIN - n}. */
    static final int WIN = 1_000_000;
    /** Values beyond this are wins or losses the search has seen. */
    static final int WON = WIN - 10_000;
    private static final int INFINITY = WIN + 1;
    /** How deep a line may go, quiescence included: a guard for the stack, far beyond any search's reach. */
    static final int MAX_PLY = 400;
    /** The deepest a search may be asked to go: half its guard of the stack, the rest for quiescence. */
    public static final int MOST_DEPTH = gamut.core.PlayerSpec.MOST_DEPTH;
    /** How many captures in a row the quiescence search follows past the horizon. */
    private static final int QUIESCENCE_PLIES = 12;
    /**
     * A seeded search adds to each root move's value a bonus drawn from 0 to this (hundredths of a
     * unit): enough to choose differently among moves of nearly the same value from one seed to the
     * next, so that games between two such players vary, far too little to prefer a worse move by
     * a piece. Wins and losses are not touched.
     */
    static final int NOISE = 10;
    /** How many nodes pass between two looks at the clock and at whether to stop. */
    private static final int CLOCK_NODES = 1024;

    private final Evaluator fixedEvaluator;
    private final int maxDepth;
    private final long nanos;
    private final int tableBits;
    /** Made at the first search: a player made only to check its spec costs no memory. */
    private TranspositionTable table;
    private final MoveOrder order = new MoveOrder();
    private final MoveList[] lists = new MoveList[MAX_PLY + 1];

    private State state;
    private Evaluator evaluator;
    private Heuristics values;
    private PlaceValues places;
    /** Whether the player to move is the one who decides, so that a quiet position is valued before its moves are generated. */
    private boolean moverDecides;
    /** Whether a node's moves are judged only as the search comes to them ({@link UnjudgedMoves}). */
    private boolean judgeLater;
    /**
     * Whether some moves take priority over others ('priority'), so that a capture can be forced:
     * a player whose every move captures cannot stand pat past the horizon.
     */
    private boolean forcing;
    private int root;
    private long nodes;
    /** The most nodes a search may visit, 0 for no limit: a budget that replays per seed on any machine. */
    private long maxNodes;
    /** What a draw costs the side searching: 0, a draw is even; more, it plays on where that costs less. */
    private int contempt;
    private long deadline;
    private boolean stopped;
    private BooleanSupplier cancelled = () -> false;
    private Analysis last;
    private java.util.SplittableRandom random;

    /**
     * A search to {@code depth} plies (0 for no limit but the time) or for about {@code millis}
     * milliseconds a move (0 for no limit but the depth), with the evaluation given, or the game's
     * own {@link Heuristics} when it is null; its table has {@code 2^tableBits} entries.
     */
    public AlphaBeta(int depth, long millis, Evaluator evaluator, int tableBits) {
        if (depth <= 0 && millis <= 0) {
            throw new IllegalArgumentException("a search needs a depth or a time");
        }
        this.maxDepth = depth > 0 ? Math.min(depth, MOST_DEPTH) : MOST_DEPTH;
        this.nanos = millis * 1_000_000L;
        this.fixedEvaluator = evaluator;
        this.tableBits = tableBits;
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList();
        }
    }

    /**
     * Shuffles the root's moves with a stream drawn from the seed before each search, so that
     * among moves of equal value the choice is not always the first generated: two players that
     * see no difference between moves would otherwise play the same game every time, the pieces
     * generated first (those of one side of the board) moved first. One seed replays the same moves.
     */
    public AlphaBeta seeded(long seed) {
        this.random = new java.util.SplittableRandom(seed);
        return this;
    }

    /**
     * Stops each search after about {@code maxNodes} nodes (counted in steps of {@link #CLOCK_NODES}),
     * keeping the deepest search it finished or improved, and starts no new depth past half of them:
     * finer than a depth, and unlike a time the same for a seed on any machine. 0 for no limit.
     */
    public AlphaBeta limitNodes(long maxNodes) {
        this.maxNodes = maxNodes;
        return this;
    }

    /** Values a draw as a loss of {@code contempt} for the side searching, in the evaluation's units. */
    public AlphaBeta contempt(int contempt) {
        this.contempt = contempt;
        return this;
    }

    /** What the last search found: its depth, value and line, the root's moves and the nodes under each. */
    public java.util.Optional<Analysis> analysis() {
        return java.util.Optional.ofNullable(last);
    }

    /** The nodes the last search visited (quiescence nodes included). */
    public long nodes() {
        return nodes;
    }

    /**
     * The move to play in the state's position (a decision, in a game without dice); the state is
     * left as it was. {@code watcher}, when not null, gets the analysis after each depth completed.
     */
    public int choose(State original, Consumer<Analysis> watcher, BooleanSupplier cancelled) {
        Game game = original.game();
        if (game.hasDice()) {
            throw new GamutException("the alpha-beta player searches games without dice; "
                    + game.title() + " has dice: use a tree-search player (mcts) instead");
        }
        if (table == null) {
            table = new TranspositionTable(tableBits);
        }
        this.state = original.copy();
        this.cancelled = cancelled;
        Heuristics known = Heuristics.of(game);
        if (known != values) {
            // A search keeps its evaluator (and the evaluator's scratch space) while the game stays the same.
            values = known;
            evaluator = fixedEvaluator != null ? fixedEvaluator : known.evaluator();
            places = new PlaceValues(game, WIN, WON, MAX_PLY);
        }
        moverDecides = !game.opponentChoosesSomeMoves();
        judgeLater = moverDecides && UnjudgedMoves.apply(game);
        forcing = Kernel.rules(game).hasPriority();
        MoveList moves = new MoveList();
        state.generate(moves);
        if (moves.size() == 0) {
            throw new IllegalArgumentException("no move to choose: the game is over");
        }
        root = state.deciderOf(moves);
        nodes = 0;
        stopped = false;
        deadline = nanos > 0 ? System.nanoTime() + nanos : 0;
        order.clear();
        int[] noise = new int[moves.size()];
        if (random != null) {
            for (int i = moves.size() - 1; i > 0; i--) {
                moves.swap(i, random.nextInt(i + 1));
            }
            for (int i = 0; i < noise.length; i++) {
                noise[i] = random.nextInt(NOISE + 1);
            }
        }
        RootMoves rootMoves = new RootMoves(moves, noise);
        long start = System.nanoTime();
        for (int depth = 1; depth <= maxDepth && moves.size() > 1; depth++) {
            int value = rootSearch(rootMoves, depth);
            if (stopped && !rootMoves.improved) {
                break;
            }
            rootMoves.finish(value, depth);
            last = rootMoves.analysis(game, root, depth, nodes, line(rootMoves.best()));
            if (watcher != null) {
                watcher.accept(last);
            }
            if (stopped || Math.abs(value) > WON || nanos > 0 && System.nanoTime() - start > nanos / 2
                    || maxNodes > 0 && nodes > maxNodes / 2) {
                // A proven result cannot change with depth; a next depth would not finish in the time left.
                break;
            }
        }
        if (moves.size() == 1) {
            last = rootMoves.analysis(game, root, 0, 0, new int[] {moves.get(0)});
        }
        return rootMoves.best();
    }

    /** One depth at the root: the best move found first, then the others by their last values. */
    private int rootSearch(RootMoves rootMoves, int depth) {
        int alpha = -INFINITY;
        int beta = INFINITY;
        rootMoves.improved = false;
        for (int i = 0; i < rootMoves.size(); i++) {
            int move = rootMoves.move(i);
            long before = nodes;
            state.make(move);
            // The move's own small bonus: the window is shifted by it, and a win or loss keeps its exact value.
            int bonus = rootMoves.noise(i);
            int value;
            if (i == 0) {
                value = search(0, depth - 1, alpha - bonus, beta - bonus, 1);
            } else {
                value = search(0, depth - 1, alpha - bonus, alpha - bonus + 1, 1);
                if (value + bonus > alpha && !stopped) {
                    value = search(0, depth - 1, alpha - bonus, beta - bonus, 1);
                }
            }
            value += Math.abs(value) > WON ? 0 : bonus;
            state.unmake();
            if (stopped) {
                break;
            }
            rootMoves.searched(i, value, nodes - before, value > alpha);
            if (value > alpha) {
                alpha = value;
            }
        }
        return alpha;
    }

    /** The team of a player: the root's (0) or the others' (1). */
    private int team(int player) {
        return player == root ? 0 : 1;
    }

    /** The value of the position for {@code team}, whoever decides in it. */
    private int search(int team, int depth, int alpha, int beta, int ply) {
        if (depth <= 0) {
            return quiescenceChild(team, alpha, beta, ply, 0);
        }
        if (state.isOver()) {
            return terminal(team, ply);
        }
        MoveList moves = lists[ply];
        generate(moves);
        if (moves.size() == 0 || ply >= MAX_PLY) {
            return evaluate(team, ply);
        }
        int decider = team(judgeLater ? state.toMove() : state.deciderOf(moves));
        if (decider == team) {
            return node(decider, depth, alpha, beta, ply, moves);
        }
        return -node(decider, depth, -beta, -alpha, ply, moves);
    }

    /** The value for {@code team}, which decides here among {@code moves}. */
    private int node(int team, int depth, int alpha, int beta, int ply, MoveList moves) {
        if (++nodes % CLOCK_NODES == 0) {
            checkClock();
        }
        long key = state.hash();
        long entry = table.probe(key);
        int hashMove = 0;
        if (entry != 0) {
            hashMove = TranspositionTable.move(entry);
            if (TranspositionTable.depth(entry) >= depth) {
                int v = fromTable(TranspositionTable.value(entry), ply);
                int flag = TranspositionTable.flag(entry);
                if (flag == TranspositionTable.EXACT || flag == TranspositionTable.LOWER && v >= beta
                        || flag == TranspositionTable.UPPER && v <= alpha) {
                    return v;
                }
            }
        }
        int[] scores = order.score(state, values, moves, ply, hashMove, false);
        int best = -INFINITY;
        int bestMove = 0;
        int start = alpha;
        for (int i = 0; judgeLater ? order.nextAllowed(state, moves, scores, ply, i, Integer.MIN_VALUE) : i < moves.size(); i++) {
            int move = judgeLater ? moves.get(i) : MoveOrder.next(moves, scores, i);
            state.make(move);
            int value;
            if (i == 0) {
                value = search(team, depth - 1, alpha, beta, ply + 1);
            } else {
                value = search(team, depth - 1, alpha, alpha + 1, ply + 1);
                if (value > alpha && value < beta && !stopped) {
                    value = search(team, depth - 1, alpha, beta, ply + 1);
                }
            }
            state.unmake();
            if (stopped) {
                return 0;
            }
            if (value > best) {
                best = value;
                bestMove = move;
                if (value > alpha) {
                    alpha = value;
                    if (alpha >= beta) {
                        order.cutoff(move, scores[i], ply, depth);
                        break;
                    }
                }
            }
        }
        if (moves.size() == 0) {
            // Every move the rules gave was judged not allowed: no move, as for a list found empty.
            return evaluate(team, ply);
        }
        int flag = best <= start ? TranspositionTable.UPPER : best >= beta ? TranspositionTable.LOWER
                : TranspositionTable.EXACT;
        table.store(key, bestMove, toTable(best, ply), depth, flag);
        return best;
    }

    /**
     * Past the horizon: the evaluation, or better for the side deciding, a capture that pays. The
     * moves are generated only when the evaluation leaves room for a capture to matter ({@code
     * moves} is then filled, unless {@code generated} says it already is).
     */
    private int quiescence(int team, int alpha, int beta, int ply, MoveList moves, boolean generated, int depth) {
        if (++nodes % CLOCK_NODES == 0) {
            checkClock();
        }
        int best = evaluate(team, ply);
        boolean forced = false;
        int[] scores = null;
        if (forcing && depth < QUIESCENCE_PLIES && ply < MAX_PLY) {
            if (!generated) {
                generate(moves);
                generated = true;
            }
            // Where the rules make every move a capture (taking is compulsory), declining is no choice.
            scores = order.score(state, values, moves, ply, 0, true);
            forced = moves.size() > 0 && MoveOrder.captures(moves, scores) == moves.size();
        }
        // Alone, no one answers a capture: following them would search every line where each move captures.
        if (!forced && (best >= beta || depth >= QUIESCENCE_PLIES || ply >= MAX_PLY || state.game().players() == 1)) {
            return best;
        }
        if (!generated) {
            generate(moves);
        }
        int standing = best;
        if (forced) {
            best = -INFINITY;
        } else {
            alpha = Math.max(alpha, best);
        }
        if (scores == null) {
            scores = order.score(state, values, moves, ply, 0, true);
        }
        int captures = judgeLater ? Integer.MAX_VALUE : MoveOrder.captures(moves, scores);
        for (int i = 0; judgeLater ? order.nextAllowed(state, moves, scores, ply, i, MoveOrder.CAPTURE) : i < captures; i++) {
            int move = judgeLater ? moves.get(i) : MoveOrder.next(moves, scores, i);
            state.make(move);
            int value = quiescenceChild(team, alpha, beta, ply + 1, depth + 1);
            state.unmake();
            if (stopped) {
                return 0;
            }
            if (value > best) {
                best = value;
                if (value > alpha) {
                    alpha = value;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        // Forced, yet no capture was allowed after all: valued as it stands.
        return best == -INFINITY ? standing : best;
    }

    private int quiescenceChild(int team, int alpha, int beta, int ply, int depth) {
        if (state.isOver()) {
            return terminal(team, ply);
        }
        MoveList moves = lists[ply];
        boolean generated = !moverDecides;
        int decider;
        if (generated) {
            state.generate(moves);
            if (moves.size() == 0) {
                return evaluate(team, ply);
            }
            decider = team(state.deciderOf(moves));
        } else {
            // A position with no move (not over: a player who passes) is valued as it stands, as below.
            moves.clear();
            decider = team(state.toMove());
        }
        if (decider == team) {
            return quiescence(decider, alpha, beta, ply, moves, generated, depth);
        }
        return -quiescence(decider, -beta, -alpha, ply, moves, generated, depth);
    }

    /** A node's moves: judged as the search comes to them where it may ({@link #judgeLater}), else all at once. */
    private void generate(MoveList moves) {
        if (judgeLater) {
            UnjudgedMoves.generate(state, moves);
        } else {
            state.generate(moves);
        }
    }

    private int evaluate(int team, int ply) {
        int value = places.value(state, root, evaluator.evaluate(state, root), ply);
        return team == 0 ? value : -value;
    }

    /** A finished game's value for the team: a win the sooner the better, a draw 0 less the root's contempt. */
    private int terminal(int team, int ply) {
        Result result = state.result();
        if (result.isDraw()) {
            return team == 0 ? -contempt : contempt;
        }
        if (result.hasPlaces()) {
            // The root's place, from first (a win) to last (a loss), a middle place in between.
            int root = (int) Math.round((2 * result.value(this.root) - 1) * (WIN - ply));
            return team == 0 ? root : -root;
        }
        return team(result.winner()) == team ? WIN - ply : -(WIN - ply);
    }

    /** Wins are stored as distances from the node, not from the root, so that they hold wherever it is met. */
    private static int toTable(int value, int ply) {
        return value > WON ? value + ply : value < -WON ? value - ply : value;
    }

    private static int fromTable(int value, int ply) {
        return value > WON ? value - ply : value < -WON ? value + ply : value;
    }

    private void checkClock() {
        if (deadline != 0 && System.nanoTime() - deadline >= 0 || maxNodes > 0 && nodes >= maxNodes
                || cancelled.getAsBoolean()) {
            stopped = true;
        }
    }

    /** The line the table expects from the root, starting with the move chosen. */
    private int[] line(int first) {
        List<Integer> line = new ArrayList<>();
        line.add(first);
        state.make(first);
        MoveList moves = new MoveList();
        while (!state.isOver() && line.size() < 32) {
            long entry = table.probe(state.hash());
            if (entry == 0) {
                break;
            }
            int move = TranspositionTable.move(entry);
            state.generate(moves);
            if (!contains(moves, move)) {
                break;
            }
            line.add(move);
            state.make(move);
        }
        for (int i = 0; i < line.size(); i++) {
            state.unmake();
        }
        return line.stream().mapToInt(Integer::intValue).toArray();
    }

    static boolean contains(MoveList moves, int move) {
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i) == move) {
                return true;
            }
        }
        return false;
    }
}
