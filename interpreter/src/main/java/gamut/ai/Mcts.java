package gamut.ai;

import gamut.engine.Move;
import gamut.engine.MoveList;
import gamut.engine.Playout;
import gamut.engine.Result;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Monte Carlo tree search with UCT and random playouts, for any game. Decisions are made by
 * whoever decides at a node (a sub-move of a turn is a decision like any other); a roll of the
 * dice is a chance node whose outcome is drawn by its weight, never chosen. It searches a copy of
 * the state it is given and leaves that state untouched.
 */
public final class Mcts {
    private static final double EXPLORATION = Math.sqrt(2);

    private final int iterations;
    private final SplittableRandom random;
    private final Playout playout = new Playout();
    private final MoveList moves = new MoveList();

    public Mcts(int iterations, long seed) {
        this.iterations = Math.max(1, iterations);
        this.random = new SplittableRandom(seed);
    }

    /** A node after a decision (or the root): its children, visits and summed rewards per player. */
    private static final class Node {
        final Node parent;
        final int move;
        final int player;
        final List<Node> children = new ArrayList<>();
        int[] untried;
        int untriedCount;
        boolean chance;
        int visits;
        final double[] reward;

        Node(Node parent, int move, int player, int players) {
            this.parent = parent;
            this.move = move;
            this.player = player;
            this.reward = new double[players];
        }
    }

    /** The move to play in the state's position (which must offer a decision). */
    public int choose(State original) {
        return choose(original, done -> { }, () -> false);
    }

    /**
     * The same, reporting the iterations done now and then, and stopping early (with the best move
     * found so far) once {@code cancelled} says so: for a viewer that shows progress and can stop.
     */
    public int choose(State original, java.util.function.IntConsumer progress, java.util.function.BooleanSupplier cancelled) {
        State state = original.copy();
        int players = state.rules().players();
        Node root = new Node(null, 0, -1, players);
        expandable(root, state);
        if (root.untriedCount + root.children.size() == 1 && root.children.isEmpty()) {
            return root.untried[0];
        }
        for (int i = 0; i < iterations; i++) {
            if ((i & 63) == 0) {
                progress.accept(i);
                if (cancelled.getAsBoolean()) {
                    break;
                }
            }
            int depth = 0;
            Node node = root;
            // Selection: down through fully expanded nodes; chance nodes draw their outcome.
            while (!state.isOver()) {
                if (state.isChance()) {
                    int outcome = state.randomOutcome(random);
                    node = chanceChild(node, outcome, players);
                    state.make(outcome);
                    depth++;
                    continue;
                }
                if (node.untried == null) {
                    expandable(node, state);
                }
                if (node.untriedCount > 0) {
                    int pick = random.nextInt(node.untriedCount);
                    int move = node.untried[pick];
                    node.untried[pick] = node.untried[--node.untriedCount];
                    Node child = new Node(node, move, state.decider(), players);
                    node.children.add(child);
                    state.make(move);
                    depth++;
                    node = child;
                    break;
                }
                node = best(node);
                state.make(node.move);
                depth++;
            }
            // Simulation, then back-propagation of each player's reward.
            int made = state.depth();
            Result result = playout.play(state, random);
            double[] reward = rewards(result, players);
            while (state.depth() > made) {
                state.unmake();
            }
            for (Node n = node; n != null; n = n.parent) {
                n.visits++;
                for (int p = 0; p < players; p++) {
                    n.reward[p] += reward[p];
                }
            }
            for (int k = 0; k < depth; k++) {
                state.unmake();
            }
        }
        Node most = null;
        for (Node child : root.children) {
            if (most == null || child.visits > most.visits) {
                most = child;
            }
        }
        return most != null ? most.move : root.untried[0];
    }

    private void expandable(Node node, State state) {
        state.generate(moves);
        node.untried = moves.toArray();
        node.untriedCount = node.untried.length;
    }

    /** Chance outcomes are children too, found again by their roll. */
    private static Node chanceChild(Node node, int outcome, int players) {
        node.chance = true;
        for (Node child : node.children) {
            if (child.move == outcome) {
                return child;
            }
        }
        Node child = new Node(node, outcome, -1, players);
        node.children.add(child);
        return child;
    }

    /** UCB1 from the point of view of the player who made each child's move. */
    private static Node best(Node node) {
        Node best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        double log = Math.log(Math.max(1, node.visits));
        for (Node child : node.children) {
            double value = child.visits == 0 ? Double.POSITIVE_INFINITY
                    : child.reward[child.player] / child.visits + EXPLORATION * Math.sqrt(log / child.visits);
            if (value > bestValue) {
                bestValue = value;
                best = child;
            }
        }
        return best;
    }

    private static double[] rewards(Result result, int players) {
        double[] reward = new double[players];
        if (result.isDraw()) {
            java.util.Arrays.fill(reward, 1.0 / players);
        } else {
            reward[result.winner()] = 1;
        }
        return reward;
    }

    static boolean isRoll(int move) {
        return Move.kind(move) == Move.ROLL;
    }
}
