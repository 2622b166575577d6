package gamut.ai;

import gamut.core.MoveList;
import gamut.engine.AvoidedMoves;
import gamut.engine.Game;
import gamut.engine.State;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;

/**
 * One tree of {@link Mcts} and the iterations that grow it, on one thread. Node 0 is the root; the
 * tree is kept after a search so that the next one, from a position the game reached by the moves
 * played since, can start from the subtree of that position (not in games with dice, see
 * {@link #moveRootTo}).
 */
final class Searcher {
    final Tree tree;
    private final boolean reuse;
    /** How playouts go (plain random ones unless guided) and the game they were made for. */
    Playouts.Guide guide = new Playouts.Guide(false, 0);
    private Playouts playouts;
    /** The evaluation of playouts stopped before the end, one per tree: the game's own unless set. */
    /** The evaluation of a game's own weights ({@link Heuristics}), which playouts cut short use unless told otherwise. */
    static final Function<Game, Evaluator> GAMES_OWN = game -> Heuristics.of(game).evaluator();

    Function<Game, Evaluator> evaluation = GAMES_OWN;
    private Game playoutsGame;
    private final MoveList moves = new MoveList();
    private final MoveList scratch = new MoveList();
    SplittableRandom random;
    /** How a fully expanded node picks the child to go through. */
    Selection selection = Ucb1.DEFAULT;
    /** The clock of deadlines and watching, {@link System#nanoTime} but in tests. */
    LongSupplier clock = System::nanoTime;
    /** All-moves-as-first statistics ({@link Rave}) when asked for, null otherwise; used in games without dice. */
    Rave rave;
    private boolean raving;
    /** Whether this search proves positions ({@link Solver}). */
    private boolean proving;
    /** What it proved of the root, for the player deciding there. */
    private byte rootProof;
    /** Whether the game has dice; the seed of the common dice, drawn once a search; the dice of the iteration under way. */
    private boolean hasDice;
    private long diceSeed;
    private SplittableRandom dice;
    /** Each player's reward of the playout under way, and the nodes from the root to its start. */
    private double[] reward = new double[0];
    private int[] path = new int[64];
    /** The root's position, told apart by the game, the moves that led to it, its hash and the start's. */
    private Game game;
    private int[] rootLine;
    private long rootHash;
    private long startHash;

    Searcher(long budget, SplittableRandom random, boolean reuse) {
        this.tree = new Tree(budget);
        this.random = random;
        this.reuse = reuse;
    }

    /** Drops the playouts made so far (and what MAST learned in them): the next search makes them anew with the options set. */
    void forgetPlayouts() {
        playouts = null;
    }

    /**
     * What one search of a tree is to do: at most {@code iterations}, until {@code deadline} (a
     * {@link System#nanoTime} value; 0 for none), stopping early when the most visited move can no
     * longer change; reporting the iterations done to {@code progress}, giving up once
     * {@code cancelled} says so, and handing the root's figures to {@code watch} (when not null)
     * about every {@link #WATCH_NANOS}; with {@code prove}, proving what it can ({@link Solver})
     * and stopping once the root is proven.
     */
    record Run(int iterations, long deadline, boolean earlyStop, IntConsumer progress, BooleanSupplier cancelled,
               Consumer<RootStats> watch, boolean prove) { }

    /** How often a watched search hands on its figures: about five times a second. */
    static final long WATCH_NANOS = 200_000_000L;

    /**
     * Runs the iterations from the state, which it owns (a copy): the root's children then carry
     * the visits of each move. Returns the iterations done.
     */
    int search(State state, Run run) {
        int players = state.game().players();
        if (reward.length != players) {
            reward = new double[players];
        }
        // Games without dice draw nothing more from the stream, so their choices are as they were.
        hasDice = state.game().hasDice();
        diceSeed = hasDice ? random.nextLong() : 0;
        dice = random;
        proving = run.prove();
        tree.solving(proving);
        if (playouts == null || playoutsGame != state.game()) {
            // What guided playouts learned (MAST) holds for the game, from one move to the next.
            playouts = new Playouts(state.game(), guide, evaluation);
            playoutsGame = state.game();
        }
        raving = rave != null && !hasDice;
        if (tree.rave() != raving) {
            tree.rave(raving);
            rootLine = null;
        }
        boolean kept = reuse && !hasDice && moveRootTo(state);
        rootLine = null;
        if (!kept) {
            tree.clear();
        }
        if (tree.base[0] == Tree.NONE) {
            expandable(0, state);
        }
        // The root's moves all get a child, whatever the budget.
        tree.reserve(tree.size(0) - tree.expanded(0), 0);
        // A kept subtree may hold the proof of its root already.
        rootProof = proving ? Solver.root(tree) : Tree.UNKNOWN;
        int done = tree.size(0) > 1 ? iterations(state, run) : 0;
        remember(state);
        return done;
    }

    /**
     * The loop of the iterations. With a deadline the clock is read before every iteration, the
     * first included, so that a budget of a millisecond is kept even where one iteration takes
     * that long (a playout of a long game) and even when many trees share the processors; for a
     * watcher alone it is read every 16 iterations. The root is looked over for an early stop every
     * 64, and the figures for a watcher are built only when handed on.
     */
    private int iterations(State state, Run run) {
        boolean timed = run.deadline() != 0;
        boolean clock = timed || run.watch() != null;
        long nextWatch = run.watch() != null ? this.clock.getAsLong() + WATCH_NANOS : 0;
        int done = 0;
        for (; done < run.iterations(); done++) {
            if (rootProof != Tree.UNKNOWN) {
                // More iterations cannot change what is proven: the choice is made.
                break;
            }
            if ((done & 63) == 0) {
                run.progress().accept(done);
                if (run.cancelled().getAsBoolean() || run.earlyStop() && decided(run.iterations() - done)) {
                    break;
                }
            }
            if (timed || clock && (done & 15) == 0 && done > 0) {
                long now = this.clock.getAsLong();
                if (timed && now - run.deadline() >= 0) {
                    break;
                }
                if (run.watch() != null && now - nextWatch >= 0) {
                    run.watch().accept(rootStats(done));
                    nextWatch = now + WATCH_NANOS;
                }
            }
            iterate(state);
        }
        return done;
    }

    /**
     * Whether the most visited move of the root leads the next by more than the iterations left:
     * then no iteration can change the choice (each adds one visit to one move), and the rest are
     * saved. A move not yet tried counts as 0 visits.
     */
    private boolean decided(int left) {
        int first = 0;
        int second = 0;
        for (int i = 0, made = tree.expanded(0); i < made; i++) {
            int v = tree.visits[tree.child(0, i)];
            if (v > first) {
                second = first;
                first = v;
            } else if (v > second) {
                second = v;
            }
        }
        return first - second > left;
    }

    /**
     * The root's moves, visits, rewards and proofs (of the player deciding there), its principal
     * line and what is proven of it, as they stand.
     */
    RootStats rootStats(int done) {
        int made = tree.base[0] == Tree.NONE ? 0 : tree.expanded(0);
        int[] moves = new int[made];
        int[] visits = new int[made];
        double[] rewards = new double[made];
        int[] proofs = new int[made];
        int all = 0;
        for (int i = 0; i < made; i++) {
            int child = tree.child(0, i);
            moves[i] = tree.move[child];
            visits[i] = tree.visits[child];
            rewards[i] = tree.reward[child];
            // The root's children were moved into by the player deciding at the root.
            proofs[i] = proving ? tree.proven[child] : Tree.UNKNOWN;
            all += visits[i];
        }
        return new RootStats(done, all, moves, visits, rewards, principalLine(), proofs, rootProof);
    }

    /**
     * From the root, each time the most visited child (the first of equals), while it was visited;
     * while proving, the child the player deciding would pick by what is proven (a win if there is
     * one, else the most visited not proven lost), so that the line starts with the move chosen.
     */
    private int[] principalLine() {
        int[] line = new int[16];
        int length = 0;
        int node = 0;
        while (tree.base[node] != Tree.NONE) {
            int most = Tree.NONE;
            int rank = Integer.MIN_VALUE;
            for (int i = 0, made = tree.expanded(node); i < made; i++) {
                int child = tree.child(node, i);
                int proof = proving ? tree.proven[child] : Tree.UNKNOWN;
                if (tree.visits[child] > 0 && (most == Tree.NONE || proof > rank
                        || proof == rank && tree.visits[child] > tree.visits[most])) {
                    most = child;
                    rank = proof;
                }
            }
            if (most == Tree.NONE) {
                break;
            }
            if (length == line.length) {
                line = Arrays.copyOf(line, 2 * length);
            }
            line[length++] = tree.move[most];
            node = most;
        }
        return Arrays.copyOf(line, length);
    }

    /** The most visited move of the root (the first such), or its first move when none was tried. */
    int mostVisited() {
        int most = Tree.NONE;
        for (int i = 0, made = tree.expanded(0); i < made; i++) {
            int child = tree.child(0, i);
            if (most == Tree.NONE || tree.visits[child] > tree.visits[most]) {
                most = child;
            }
        }
        return most != Tree.NONE ? tree.move[most] : tree.untried(0, 0);
    }

    /** One iteration: selection, expansion, a random playout, back-propagation; the state ends as it began. */
    private void iterate(State state) {
        int node = 0;
        int length = 1;
        int depth = 0;
        path[0] = 0;
        // Selection: down through fully expanded nodes; chance nodes draw their outcome. A full
        // tree stops where it would grow and plays out from there.
        while (!state.isOver()) {
            int next;
            if (state.isChance()) {
                int outcome = state.randomOutcome(dice);
                next = tree.chanceChild(node, outcome);
                state.make(outcome);
                depth++;
                if (next == Tree.NONE) {
                    break;
                }
            } else {
                if (tree.base[node] == Tree.NONE && !expandable(node, state)) {
                    break;
                }
                int untried = tree.size(node) - tree.expanded(node);
                int slot = raving ? Rave.select(tree, node, proving) : -1;
                boolean grown = raving ? slot >= tree.expanded(node) : untried > 0;
                if (grown && !tree.hasRoomForNode()) {
                    break;
                }
                if (raving) {
                    next = grown ? tree.expand(node, tree.size(node) - 1 - slot) : tree.child(node, slot);
                } else {
                    next = grown ? tree.expand(node, random.nextInt(untried)) : proving ? Solver.select(tree, node, selection) : tree.best(node, selection);
                }
                if (node == 0) {
                    rollsFor(next);
                }
                state.make(tree.move[next]);
                depth++;
                if (proving && state.isOver()) {
                    tree.proven[next] = Solver.ofResult(state.result(), tree.decider(node));
                }
                if (grown) {
                    length = push(length, next);
                    node = next;
                    break;
                }
            }
            length = push(length, next);
            node = next;
        }
        // Simulation, then back-propagation of each player's reward.
        int made = state.depth();
        playouts.run(state, random, dice, reward);
        int[] line = raving ? state.line() : null;
        if (raving) {
            rave.clear();
        }
        while (state.depth() > made) {
            state.unmake();
            if (raving) {
                rave.played(state.toMove(), line[state.depth()]);
            }
        }
        backPropagate(length);
        if (raving) {
            rave.update(tree, path, length, reward);
        }
        if (proving && Solver.propagate(tree, path, length)) {
            rootProof = Solver.root(tree);
        }
        for (int k = 0; k < depth; k++) {
            state.unmake();
        }
    }

    private int push(int length, int node) {
        if (length == path.length) {
            path = Arrays.copyOf(path, 2 * length);
        }
        path[length] = node;
        return length + 1;
    }

    /** Each node of the path counts the visit, and the reward of the player who moved into it. */
    private void backPropagate(int length) {
        Tree t = tree;
        t.visits[path[0]]++;
        for (int i = 1; i < length; i++) {
            int n = path[i];
            t.visits[n]++;
            int mover = t.decider(path[i - 1]);
            if (mover >= 0) {
                t.reward[n] += reward[mover];
            }
        }
    }

    /** The dice of the k-th iteration through a move of the root: the same for every move. */
    private void rollsFor(int rootChild) {
        if (hasDice) {
            dice = new SplittableRandom(diceSeed + 0x9E3779B97F4A7C15L * (tree.visits[rootChild] + 1));
        }
    }

    /** Gives the node its block of legal moves, unless the budget has no room for it. */
    private boolean expandable(int node, State state) {
        state.generate(moves);
        AvoidedMoves.keepUnavoided(state, moves, scratch);
        int n = moves.size();
        if (node == 0) {
            tree.reserve(n, Tree.HEADER + n);
        }
        if (!tree.newBlock(node, n, state.decider())) {
            return false;
        }
        // Last first, as untried(node, p) reads them: the p-th untried move is the p-th generated.
        int last = tree.base[node] + Tree.HEADER + n - 1;
        for (int i = 0; i < n; i++) {
            tree.slots[last - i] = moves.get(i);
        }
        return true;
    }

    /**
     * Whether the tree holds the state's position as a descendant of the last root, reached by the
     * moves played since (the same game, the same start and the same line up to the old root): then
     * that subtree becomes the tree. Games with dice start afresh: their root compares moves on
     * common dice (see {@link Mcts}), which the visits kept from the last search did not roll, and
     * the subtree under one roll of each side holds a small share of the visits anyway.
     */
    private boolean moveRootTo(State state) {
        if (rootLine == null || state.game() != game) {
            return false;
        }
        int[] line = state.line();
        int old = rootLine.length;
        if (line.length < old || !Arrays.equals(line, 0, old, rootLine, 0, old) || !samePlaces(state, line)) {
            return false;
        }
        int node = 0;
        for (int i = old; i < line.length && node != Tree.NONE; i++) {
            node = childFor(node, line[i]);
        }
        if (node == Tree.NONE) {
            return false;
        }
        tree.keepSubtree(node);
        return true;
    }

    /** Whether the line starts where the last root's did and passes through its position. */
    private boolean samePlaces(State state, int[] line) {
        for (int i = line.length; i > rootLine.length; i--) {
            state.unmake();
        }
        boolean same = state.hash() == rootHash;
        for (int i = rootLine.length; i > 0; i--) {
            state.unmake();
        }
        same &= state.hash() == startHash;
        for (int move : line) {
            state.make(move);
        }
        return same;
    }

    private int childFor(int node, int move) {
        if (tree.base[node] == Tree.NONE) {
            return Tree.NONE;
        }
        for (int i = 0, made = tree.expanded(node); i < made; i++) {
            int child = tree.child(node, i);
            if (tree.move[child] == move) {
                return child;
            }
        }
        return Tree.NONE;
    }

    /** Notes where the root stands, for the next search to find it again. */
    private void remember(State state) {
        if (!reuse || hasDice) {
            return;
        }
        int[] line = state.line();
        rootHash = state.hash();
        for (int i = line.length; i > 0; i--) {
            state.unmake();
        }
        startHash = state.hash();
        for (int move : line) {
            state.make(move);
        }
        game = state.game();
        rootLine = line;
    }
}
