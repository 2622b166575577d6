package gamut.ai;

import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;

/**
 * Monte Carlo tree search with UCT and random playouts, for any game. Decisions are made by
 * whoever decides at a node (a sub-move of a turn is a decision like any other); a roll of the
 * dice is a chance node whose outcome is drawn by its weight, never chosen. It searches a copy of
 * the state it is given and leaves that state untouched.
 *
 * <p>In a game of dice the luck of the rolls outweighs the difference between two moves by far, so
 * the moves of the root are compared on common random numbers: the k-th iteration through each of
 * them rolls the same dice, in the tree and in the playout. The difference between two moves' means
 * then comes from the moves more than from the dice (in the shipped race game of two dice the
 * search at 200 iterations went from 31 to 33 wins in 40 against the random player, and the turns
 * it lost blocked nearly vanished).
 *
 * <p>Proofs (MCTS-Solver, off by default, see {@link #solving}): in a game of two players without
 * dice the search can also prove positions won or lost from the ends of games it meets in its
 * tree, take a proven win at once, pass over moves proven to lose, and stop as soon as its root
 * is proven.
 *
 * <p>Memory: the nodes live in flat arrays ({@link Tree}), 20 bytes a node (21 with proofs) plus
 * 4 a legal move of each node visited twice and 12 a block (12 and 36 with {@link #rave}), and the arrays of all trees together
 * never exceed the budget: by default a quarter of the maximum heap, or
 * {@code -Dgamut.mcts.megabytes=M}, shared equally among the threads' trees, so a tree holds at
 * most budget / threads / 20 nodes (21 with proofs). When a tree is full, iterations go on
 * without growing it: the playout starts where the tree would have grown. Only the root and a
 * child for each of its moves are kept past the budget, to have a choice at all.
 *
 * <p>Reuse: the trees are kept after a search. When the same search is asked again at a position
 * reached from the last root by the moves played since (its own move and the reply, or the next
 * sub-move of a turn), the subtree of that position is kept and the new iterations add to its
 * visits; otherwise (another game or start, a move taken back, a line the tree never reached) it
 * starts afresh. The same seed and the same positions asked still replay the same choices. Games
 * with dice always start afresh (see {@link Searcher}).
 */
public final class Mcts {
    private final int iterations;
    /** The time a move may take, in nanoseconds, or 0 when the iterations are the budget. */
    private final long nanos;
    private final int threads;
    private final SplittableRandom random;
    /** One tree per thread, each with its share of the budget; kept from one search to the next. */
    private final Searcher[] parts;
    private boolean earlyStop = true;
    private boolean solving;
    /** What the last search thought, or null before the first. */
    private Analysis last;
    /** The trees the search under way searches: all of them, but for a budget of time too short for all. */
    private int trees;
    /**
     * The time a search must have for each tree it searches. Handing a tree to a thread, copying
     * the position for it and adding up its figures take about 25 microseconds on the 2 shared
     * cores measured (under a load of 7): a tree for each 0.1 ms keeps that within a quarter of
     * the budget, so {@code mcts:1ms:256} searches 10 trees, {@code mcts:26ms:256} all of them.
     */
    static final long NANOS_PER_TREE = 100_000;
    /** The clock of the time budget: {@link System#nanoTime}, but in tests. */
    private LongSupplier clock = System::nanoTime;

    /**
     * The threads that search the trees of every search of several trees, kept from one move to
     * the next instead of started anew each move (a thread idle for a minute ends): starting 256
     * threads took longer than a budget of a millisecond. Daemons, so that they never keep the
     * program running.
     */
    private static final ExecutorService POOL = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS,
            new SynchronousQueue<>(), task -> {
                Thread thread = new Thread(task, "mcts");
                thread.setDaemon(true);
                return thread;
            });

    public Mcts(int iterations, long seed) {
        this(iterations, seed, 1);
    }

    /**
     * A search of {@code iterations} in all, shared among {@code threads} trees searched side by
     * side (root parallelism: each tree has its own copy of the state and its own random stream,
     * and the trees' visits of each move are added up). One seed and one thread count replay the
     * same choices.
     */
    public Mcts(int iterations, long seed, int threads) {
        this(iterations, seed, threads, defaultBudget());
    }

    /** The same, the trees' arrays taking at most {@code maxBytes} together (beyond the root's moves). */
    public Mcts(int iterations, long seed, int threads, long maxBytes) {
        this(Math.max(1, iterations), 0, seed, Math.min(threads, Math.max(1, iterations)), maxBytes);
    }

    private Mcts(int iterations, long nanos, long seed, int threads, long maxBytes) {
        this.iterations = iterations;
        this.nanos = nanos;
        this.threads = Math.max(1, threads);
        this.random = new SplittableRandom(seed);
        this.parts = new Searcher[this.threads];
        for (int t = 0; t < this.threads; t++) {
            // One tree searches with the stream of the seed itself, as it always has.
            parts[t] = new Searcher(Math.max(0, maxBytes) / this.threads, this.threads == 1 ? random : null, true);
        }
    }

    /**
     * A search that takes about {@code millis} milliseconds a move (the clock is read before every
     * iteration), on {@code threads} trees, or fewer when the time is too short to start them all:
     * a tree for each {@link #NANOS_PER_TREE} of the budget. Unlike an iteration budget this does
     * not replay: how many iterations fit in the time depends on the machine and on what else it
     * runs, so the same seed may choose other moves. Comparisons that must be repeatable give iterations.
     */
    public static Mcts timed(long millis, long seed, int threads) {
        return new Mcts(Integer.MAX_VALUE, Math.max(1, millis) * 1_000_000L, seed, threads, defaultBudget());
    }

    /**
     * Whether a search of iterations stops as soon as its most visited move leads the next by more
     * than the iterations left (on by default): the move chosen is the same, found sooner, and the
     * choices still replay per seed. Only a search of one tree stops early: with several, a tree
     * that stopped on its own lead could still change the sum of all. A search with proofs
     * ({@link #solving}) stops when its root is proven instead: a lead may yet be proven lost.
     */
    public Mcts stoppingEarly(boolean on) {
        this.earlyStop = on;
        return this;
    }

    /**
     * Whether the search proves positions, MCTS-Solver (Winands, Björnsson and Saito 2008; off by
     * default): a position where the game ended is proven won or lost for the player who made the
     * last decision, one where the player deciding has a move proven to win is won for them, one
     * where all their moves are proven to lose is lost. Selection then takes a move proven to win
     * at once and passes over moves proven to lose; the choice is a move proven to win if there is
     * one, else the most visited move not proven to lose (a move not yet tried before one proven
     * to lose); the search stops as soon as the root is proven, and {@link Analysis#proof} says
     * what was proven. Draws are never proven.
     *
     * <p>Only in games of two players without dice: elsewhere (a roll is no one's choice, and with
     * three players a loss of one is no win of another) it is silently off and the search is the
     * one without proofs. Proofs are facts about positions, so a subtree kept for the next move
     * keeps them. With proofs off the search is exactly as it always was.
     */
    public Mcts solving(boolean on) {
        this.solving = on;
        return this;
    }

    /**
     * How a node whose moves have all been tried picks the child to go through; {@link Ucb1#DEFAULT}
     * (UCB1 with sqrt(2)) unless set. The trees kept from the last search stay valid: their
     * visits and rewards do not depend on the policy that gathered them.
     */
    public Mcts selection(Selection policy) {
        Objects.requireNonNull(policy, "policy");
        for (Searcher part : parts) {
            part.selection = policy;
        }
        return this;
    }

    /**
     * Guided playouts ({@link Playouts}): with {@code mast}, moves that did well for their player
     * in earlier playouts are played more often; with a {@code cut} above 0, a playout stops after
     * that many decisions and is scored by the game's evaluation. Off by default: plain random playouts.
     */
    public Mcts guided(boolean mast, int cut) {
        for (Searcher part : parts) {
            part.guide = new Playouts.Guide(mast, Math.max(0, cut));
            part.forgetPlayouts();
        }
        return this;
    }

    /**
     * Whether the search keeps all-moves-as-first statistics and selects by them ({@link Rave}):
     * off by default. In games with dice it is silently off. Turning it on or off starts each tree afresh.
     */
    public Mcts rave(boolean on) {
        for (Searcher part : parts) {
            part.rave = on ? new Rave() : null;
        }
        return this;
    }

    /** The evaluation of a game's own weights ({@link Heuristics}), which playouts cut short use unless told otherwise. */
    static final Function<Game, Evaluator> GAMES_OWN = Searcher.GAMES_OWN;

    /**
     * How a playout that stops before the end ({@link #guided}'s cut, or the cap on a playout's
     * length) is scored: {@code evaluation} makes an evaluator for a game, called once for each tree
     * (each searches on a thread of its own, and an evaluator may keep scratch space). The game's
     * own weights unless set. Each player's reward is then its chance to win as the values say
     * ({@link RootMoves#expected}), the chances of all players summing to one.
     */
    public Mcts evaluation(Function<Game, Evaluator> evaluation) {
        Objects.requireNonNull(evaluation, "evaluation");
        for (Searcher part : parts) {
            part.evaluation = evaluation;
            part.forgetPlayouts();
        }
        return this;
    }

    /** Reads the time budget off another clock than {@link System#nanoTime}: for the tests. */
    Mcts clock(LongSupplier nanos) {
        this.clock = nanos;
        for (Searcher part : parts) {
            part.clock = nanos;
        }
        return this;
    }

    /** A quarter of the maximum heap, or {@code gamut.mcts.megabytes} when that property is set. */
    static long defaultBudget() {
        Long megabytes = Long.getLong("gamut.mcts.megabytes");
        return megabytes != null ? megabytes << 20 : Runtime.getRuntime().maxMemory() / 4;
    }

    /** The nodes the trees hold now (after a search: what it built or kept). */
    public long nodes() {
        long sum = 0;
        for (Searcher part : parts) {
            sum += part.tree.count;
        }
        return sum;
    }

    /** The bytes of the trees' arrays in use: nodes and move blocks. */
    public long bytesUsed() {
        long sum = 0;
        for (Searcher part : parts) {
            sum += part.tree.bytesUsed();
        }
        return sum;
    }

    /** The bytes of the trees' arrays, the room not yet used included. */
    public long bytes() {
        long sum = 0;
        for (Searcher part : parts) {
            sum += part.tree.bytes();
        }
        return sum;
    }

    /** The tree of one thread, for the tests. */
    Tree tree(int part) {
        return parts[part].tree;
    }

    /** What the last search thought of its position (its final figures), or empty before the first. */
    public Optional<Analysis> analysis() {
        return Optional.ofNullable(last);
    }

    /** The move to play in the state's position (which must offer a decision). */
    public int choose(State original) {
        return choose(original, done -> { }, () -> false);
    }

    /**
     * The same, reporting the iterations done now and then, and stopping early (with the best move
     * found so far) once {@code cancelled} says so: for a viewer that shows progress and can stop.
     */
    public int choose(State original, IntConsumer progress, BooleanSupplier cancelled) {
        return choose(original, progress, null, cancelled);
    }

    /**
     * The same, handing what the search thinks so far to {@code watcher} (when not null) about five
     * times a second, from the searching thread or the caller's, and its final figures once at
     * the end. Nothing is built for it between those times, so watching costs the search nothing.
     */
    public int choose(State original, IntConsumer progress, Consumer<Analysis> watcher, BooleanSupplier cancelled) {
        if (original.isChance()) {
            // A roll is drawn, never chosen: the caller rolls first (State.randomOutcome).
            throw new IllegalArgumentException("the position awaits a roll of the dice: no player chooses now");
        }
        int player = original.decider();
        int players = original.game().players();
        boolean prove = solving && players == 2 && !original.game().hasDice();
        // A deadline is never 0, which stands for none.
        long deadline = nanos > 0 ? clock.getAsLong() + nanos | 1 : 0;
        int move;
        List<RootStats> roots = new ArrayList<>();
        trees = nanos > 0 ? Math.min(threads, (int) Math.max(1, nanos / NANOS_PER_TREE)) : threads;
        if (threads == 1) {
            Consumer<RootStats> watch = watcher == null ? null
                    : root -> watcher.accept(Analyses.of(List.of(root), player, players));
            // A move leading by far may yet be proven lost: a search with proofs stops on its proof alone.
            boolean stopOnLead = earlyStop && nanos == 0 && !prove;
            int done = parts[0].search(original.copy(), new Searcher.Run(iterations, deadline, stopOnLead,
                    progress, cancelled, watch, prove));
            move = parts[0].mostVisited();
            roots.add(parts[0].rootStats(done));
        } else {
            int[] done = searchInParallel(original, deadline, progress, watcher, cancelled, prove);
            move = mostVisitedOverall();
            for (int t = 0; t < trees; t++) {
                roots.add(parts[t].rootStats(done[t]));
            }
        }
        last = Analyses.of(roots, player, players);
        if (prove) {
            move = provenChoice(last, move);
            if (!last.candidates().isEmpty() && last.best() != move) {
                last = Analyses.untriedFirst(last, move, players);
            }
        }
        if (watcher != null) {
            watcher.accept(last);
        }
        return move;
    }

    /** The trees of this search ({@link #trees}) searched at once, each on a thread of the pool; the iterations each did. */
    private int[] searchInParallel(State original, long deadline, IntConsumer progress, Consumer<Analysis> watcher,
                                   BooleanSupplier cancelled, boolean prove) {
        // Each tree gets its share of the iterations and a stream split off in a fixed order.
        int[] share = new int[trees];
        for (int t = 0; t < trees; t++) {
            share[t] = nanos > 0 ? Integer.MAX_VALUE : iterations / threads + (t < iterations % threads ? 1 : 0);
            parts[t].random = random.split();
        }
        IntConsumer[] report = reports(progress);
        AtomicReferenceArray<RootStats> seen = new AtomicReferenceArray<>(trees);
        CountDownLatch finished = new CountDownLatch(trees);
        List<Future<Integer>> searches = new ArrayList<>();
        // Set when this search ends before its trees do (one failed): the others then stop too.
        AtomicBoolean abandoned = new AtomicBoolean();
        BooleanSupplier stop = () -> abandoned.get() || cancelled.getAsBoolean();
        boolean done = false;
        try {
            for (int t = 0; t < trees; t++) {
                Searcher part = parts[t];
                int index = t;
                // No early stop: one tree's lead says nothing of the sum's, which the others may still turn.
                Searcher.Run run = new Searcher.Run(share[t], deadline, false, report[t], stop,
                        watcher == null ? null : root -> seen.set(index, root), prove);
                State copy = original.copy();
                searches.add(POOL.submit(() -> {
                    try {
                        return part.search(copy, run);
                    } finally {
                        finished.countDown();
                    }
                }));
            }
            // The trees hand their figures over as they go; this thread adds them up for the watcher.
            while (watcher != null && !finished.await(Searcher.WATCH_NANOS, TimeUnit.NANOSECONDS)) {
                List<RootStats> roots = new ArrayList<>();
                for (int t = 0; t < trees; t++) {
                    if (seen.get(t) != null) {
                        roots.add(seen.get(t));
                    }
                }
                if (!roots.isEmpty()) {
                    watcher.accept(Analyses.of(roots, original.decider(), original.game().players()));
                }
            }
            int[] iterationsDone = new int[trees];
            for (int t = 0; t < trees; t++) {
                iterationsDone[t] = searches.get(t).get();
            }
            done = true;
            return iterationsDone;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("search interrupted", e);
        } catch (ExecutionException e) {
            // A problem of the rules met while searching is reported as it is.
            if (e.getCause() instanceof GamutException problem) {
                throw problem;
            }
            throw new IllegalStateException("search failed", e.getCause());
        } finally {
            abandoned.set(!done);
        }
    }

    /**
     * The choice of a search that proves: the analysis's first move (a proven win, else the most
     * visited not proven to lose), unless every move tried is proven to lose and one was never
     * tried, which may yet hold. {@code mostVisited} stands when nothing was tried.
     */
    private int provenChoice(Analysis analysis, int mostVisited) {
        List<Analysis.Candidate> candidates = analysis.candidates();
        if (candidates.isEmpty()) {
            return mostVisited;
        }
        Analysis.Candidate first = candidates.get(0);
        if (first.proof() != Analysis.PROVEN_LOSS) {
            return first.move();
        }
        Set<Integer> tried = new HashSet<>();
        for (Analysis.Candidate c : candidates) {
            tried.add(c.move());
        }
        for (int t = 0; t < trees; t++) {
            Tree tree = parts[t].tree;
            for (int p = 0, untried = tree.size(0) - tree.expanded(0); p < untried; p++) {
                if (!tried.contains(tree.untried(0, p))) {
                    return tree.untried(0, p);
                }
            }
        }
        return first.move();
    }

    /** Reports of each tree's iterations that pass on the sum of all. */
    private IntConsumer[] reports(IntConsumer progress) {
        AtomicIntegerArray done = new AtomicIntegerArray(trees);
        Object lock = new Object();
        IntConsumer[] report = new IntConsumer[trees];
        for (int t = 0; t < trees; t++) {
            int index = t;
            report[t] = n -> {
                done.set(index, n);
                int sum = 0;
                for (int k = 0; k < trees; k++) {
                    sum += done.get(k);
                }
                synchronized (lock) {
                    progress.accept(sum);
                }
            };
        }
        return report;
    }

    /** The move with the most visits summed over the trees (the first met of equals). */
    private int mostVisitedOverall() {
        Map<Integer, Integer> visits = new LinkedHashMap<>();
        for (int t = 0; t < trees; t++) {
            Tree tree = parts[t].tree;
            if (tree.expanded(0) == 0) {
                return tree.untried(0, 0);
            }
            for (int i = 0, made = tree.expanded(0); i < made; i++) {
                int child = tree.child(0, i);
                visits.merge(tree.move[child], tree.visits[child], Integer::sum);
            }
        }
        int best = 0;
        int most = -1;
        for (Map.Entry<Integer, Integer> e : visits.entrySet()) {
            if (e.getValue() > most) {
                most = e.getValue();
                best = e.getKey();
            }
        }
        return best;
    }
}
