package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The search that proves positions (MCTS-Solver): exact figures at fixed seeds, and every proof
 * the tree holds checked against the value of the position found by trying every line.
 */
class MctsSolverTest {
    private static final String MARKS = "; reserve crosses: mark unlimited; reserve noughts: mark unlimited";

    /** Two marks a turn, one decision each, on a row of {@code cells}: three in a row wins. */
    private static Game twoMarks(int cells) {
        return Gamut.load("two-marks.gamut", """
                game "Two marks" {
                    players crosses, noughts
                    first crosses
                    board grid %d by 1
                    pieces { mark "X" }
                    setup {
                        reserve crosses: mark unlimited
                        reserve noughts: mark unlimited
                    }
                    drops mark as place { for c in cells where empty { drop } }
                    turn normal: each of place, place
                    end three: in_a_row(mover, 3) => mover wins
                    no_moves => draw
                }
                """.formatted(cells), List.of());
    }

    private static State ticTacToe(String pieces) {
        return Games.position(Games.load("tic-tac-toe.gamut"), pieces + "; turn: crosses" + MARKS);
    }

    /** The winner with best play from the state's position, -1 for a draw: every line tried. */
    private static int bestPlay(State state) {
        if (state.isOver()) {
            return state.result().isDraw() ? -1 : state.result().winner();
        }
        int decider = state.decider();
        MoveList moves = new MoveList();
        state.generate(moves);
        boolean draw = false;
        int other = -1;
        for (int i = 0; i < moves.size(); i++) {
            state.make(moves.get(i));
            int winner = bestPlay(state);
            state.unmake();
            if (winner == decider) {
                return decider;
            }
            draw |= winner == -1;
            other = winner == -1 ? other : winner;
        }
        return draw ? -1 : other;
    }

    /**
     * Checks every proof below the node against {@link #bestPlay} (the root's own is not the
     * tree's to keep: who moved into it is not known there); returns the proofs found.
     */
    private static int checkProofs(Tree tree, int node, State state) {
        if (tree.base[node] == Tree.NONE) {
            return 0;
        }
        int proofs = 0;
        int mover = tree.decider(node);
        for (int i = 0; i < tree.expanded(node); i++) {
            int child = tree.child(node, i);
            state.make(tree.move[child]);
            byte proven = tree.proven[child];
            if (proven != Tree.UNKNOWN) {
                int winner = bestPlay(state);
                byte truth = winner == -1 ? Tree.UNKNOWN : winner == mover ? Tree.WIN : Tree.LOSS;
                assertEquals(truth, proven, "the proof after " + String.join(" ", line(state)));
                proofs++;
            }
            proofs += checkProofs(tree, child, state);
            state.unmake();
        }
        return proofs;
    }

    private static List<String> line(State state) {
        int[] moves = state.line();
        List<String> names = new ArrayList<>();
        for (int i = moves.length; i > 0; i--) {
            state.unmake();
        }
        for (int move : moves) {
            names.add(Notation.format(state, move));
            state.make(move);
        }
        return names;
    }

    private static boolean winsAtOnce(State state, int move) {
        int player = state.decider();
        state.make(move);
        boolean wins = state.isOver() && state.result().winner() == player;
        state.unmake();
        return wins;
    }

    private static int child(Tree tree, int node, int move) {
        for (int i = 0; i < tree.expanded(node); i++) {
            if (tree.move[tree.child(node, i)] == move) {
                return tree.child(node, i);
            }
        }
        return Tree.NONE;
    }

    @Test
    void provesAWinInOneAndTakesItWhereFewIterationsMissIt() {
        // Black has 23 moves; f5xd5 and f5-d3 connect its pieces at once.
        State state = Games.position(Games.loa("simultaneous=mover_wins"),
                "black: c3, c4, f5; white: a1, b1, d5; turn: black");
        int plainWins = 0;
        for (long seed = 1; seed <= 6; seed++) {
            Mcts plain = new Mcts(50, seed);
            plainWins += winsAtOnce(state, plain.choose(state)) ? 1 : 0;
            Mcts solver = new Mcts(50, seed).solving(true);
            int move = solver.choose(state);
            Analysis analysis = solver.analysis().orElseThrow();
            assertTrue(winsAtOnce(state, move), "seed " + seed + ": " + Notation.format(state, move));
            assertEquals(Analysis.PROVEN_WIN, analysis.proof(), "seed " + seed);
            assertEquals(1.0, analysis.value());
            assertEquals(move, analysis.best());
            assertEquals(Analysis.PROVEN_WIN, analysis.candidates().get(0).proof());
            assertEquals(move, analysis.line()[0]);
            // The first winning move tried ends the search: each of the first 23 iterations tries a new move.
            assertTrue(analysis.iterations() <= 23, analysis.iterations() + " iterations at seed " + seed);
        }
        // Without proofs, 50 iterations give each move two or three random games, too few to tell.
        assertEquals(2, plainWins, "the search without proofs found a win at 2 seeds of 6");
    }

    @Test
    void passesOverEveryMoveThatLosesAtOnce() {
        // Noughts threaten a3 (c1, b2, a3): every other move of crosses loses, and a3 holds the draw.
        State state = ticTacToe("crosses: a1, b1; noughts: c1, b2");
        Mcts solver = new Mcts(300, 1).solving(true);
        int move = solver.choose(state);
        assertEquals("a3", Notation.format(state, move));
        Analysis analysis = solver.analysis().orElseThrow();
        assertEquals(Analysis.UNPROVEN, analysis.proof(), "a draw is never proven");
        // Without proofs the lead of a3 stops the search at 256 iterations (below), but a lead is no proof.
        assertEquals(300, analysis.iterations(), "an unproven root is searched to the end");
        List<String> lost = new ArrayList<>();
        for (Analysis.Candidate c : analysis.candidates()) {
            if (c.proof() == Analysis.PROVEN_LOSS) {
                lost.add(Notation.format(state, c.move()));
            }
        }
        assertEquals(List.of("a2", "b3", "c2", "c3"), lost.stream().sorted().toList());
        assertEquals(Analysis.UNPROVEN, analysis.candidates().get(0).proof());
        // Once proven lost, a move is visited no more: the four took 17 of the 300 visits.
        assertEquals(17, lostVisits(analysis));
        assertEquals(18, checkProofs(solver.tree(0), 0, state));
        Mcts plain = new Mcts(300, 1).stoppingEarly(false);
        assertEquals(move, plain.choose(state));
        assertEquals(134, lostVisits(plain.analysis().orElseThrow()), "without proofs they go on being tried");
        Mcts stopping = new Mcts(300, 1);
        assertEquals(move, stopping.choose(state));
        assertEquals(256, stopping.analysis().orElseThrow().iterations(), "without proofs, the lead stops the search");
    }

    /** The visits of the moves that lose at once in {@link #passesOverEveryMoveThatLosesAtOnce}. */
    private static int lostVisits(Analysis analysis) {
        int visits = 0;
        for (Analysis.Candidate c : analysis.candidates()) {
            visits += c.move() == analysis.best() ? 0 : c.visits();
        }
        return visits;
    }

    @Test
    void theChoiceAvoidsAMoveProvenLostThoughMostVisited() {
        State state = ticTacToe("crosses: a1, b1; noughts: c1, b2");
        // At this seed, 14 iterations went 5 times through a2 before its loss was proven.
        Mcts solver = new Mcts(14, 5).solving(true).stoppingEarly(false);
        int move = solver.choose(state);
        assertEquals("c3", Notation.format(state, move), "the most visited move not proven lost");
        Analysis.Candidate lost = solver.analysis().orElseThrow().candidates().get(2);
        assertEquals("a2", Notation.format(state, lost.move()));
        assertEquals(5, lost.visits());
        assertEquals(Analysis.PROVEN_LOSS, lost.proof());
        assertEquals("a2", Notation.format(state, new Mcts(14, 5).stoppingEarly(false).choose(state)),
                "without proofs, the most visited move");
    }

    @Test
    void aMoveNotYetTriedComesBeforeMovesProvenLost() {
        Game game = Gamut.load("misere.gamut", """
                game "Three in a row loses" {
                    players crosses, noughts
                    board grid 3 by 3
                    pieces { mark "X" }
                    setup {
                        reserve crosses: mark unlimited
                        reserve noughts: mark unlimited
                    }
                    drops mark { for c in cells where empty { drop } }
                    end three: in_a_row(mover, 3) => mover loses
                    no_moves => draw
                }
                """, List.of());
        // b1 and a2 make three of crosses, which loses at once; c2, b3 and c3 do not.
        State state = game.position("crosses: a1, c1, a3; noughts: b2; turn: crosses" + MARKS);
        // At this seed the two iterations tried b1 and a2.
        Mcts solver = new Mcts(2, 2).solving(true);
        int move = solver.choose(state);
        assertEquals("X@c3", Notation.format(state, move), "the first move not yet tried");
        Analysis analysis = solver.analysis().orElseThrow();
        assertEquals(move, analysis.best());
        assertEquals(List.of(new Analysis.Candidate(move, 0, 0.5), analysis.candidates().get(1),
                analysis.candidates().get(2)), analysis.candidates());
        assertEquals(Analysis.PROVEN_LOSS, analysis.candidates().get(1).proof());
        assertEquals(Analysis.PROVEN_LOSS, analysis.candidates().get(2).proof());
        assertEquals("X@b1", Notation.format(state, new Mcts(2, 2).choose(state)), "without proofs, a loss");
    }

    @Test
    void provesAForkThreePliesAhead() {
        // Crosses must take b2 (noughts threaten it), which threatens both a1-c3 and b1-b3.
        State state = ticTacToe("crosses: a1, b1; noughts: c1, a3");
        Mcts solver = new Mcts(2000, 1).solving(true);
        int move = solver.choose(state);
        assertEquals("b2", Notation.format(state, move));
        Analysis analysis = solver.analysis().orElseThrow();
        assertEquals(Analysis.PROVEN_WIN, analysis.proof());
        assertEquals(24, analysis.iterations(), "the proof ends the search");
        assertEquals(13, checkProofs(solver.tree(0), 0, state));
    }

    @Test
    void provesAForcedWinAtConnectFourAndKeepsItForTheNextMove() {
        // Yellow makes an open three on the bottom row (b1 or e1) and wins on the side Red leaves.
        Game game = Gamut.load(Games.game("connect-four.gamut"), List.of());
        State state = game.position("yellow: c1 d1; red: c2 d2; turn: yellow; reserve yellow: disc unlimited;"
                + " reserve red: disc unlimited");
        Mcts solver = new Mcts(5000, 1).solving(true);
        int move = solver.choose(state);
        Analysis analysis = solver.analysis().orElseThrow();
        assertTrue(List.of("O@b1", "O@e1").contains(Notation.format(state, move)), Notation.format(state, move));
        assertEquals(Analysis.PROVEN_WIN, analysis.proof());
        assertEquals(158, analysis.iterations(), "the proof ends the search");
        // Every reply of Red is proven lost for Red, so each is in the tree with its winning answer.
        Tree tree = solver.tree(0);
        int node = child(tree, 0, move);
        assertEquals(Tree.WIN, tree.proven[node]);
        assertEquals(7, tree.expanded(node));
        for (int i = 0; i < 7; i++) {
            assertEquals(Tree.LOSS, tree.proven[tree.child(node, i)], "reply " + i);
        }
        // After Red's reply the kept subtree already holds the proof: the search has nothing left to do.
        state.make(move);
        state.make(tree.move[tree.child(node, 0)]);
        int next = solver.choose(state);
        assertTrue(winsAtOnce(state, next), Notation.format(state, next));
        assertEquals(0, solver.analysis().orElseThrow().iterations());
        assertEquals(Analysis.PROVEN_WIN, solver.analysis().orElseThrow().proof());
    }

    @Test
    void aTurnOfTwoDecisionsIsWonByTheSamePlayerTwiceInARow() {
        // Crosses on a1 place two marks this turn: b1 and c1, in either order, make three.
        State state = twoMarks(5).position("crosses: a1; turn: crosses" + MARKS);
        Mcts solver = new Mcts(200, 1).solving(true);
        int move = solver.choose(state);
        assertTrue(List.of("X@b1", "X@c1").contains(Notation.format(state, move)), Notation.format(state, move));
        Analysis analysis = solver.analysis().orElseThrow();
        assertEquals(Analysis.PROVEN_WIN, analysis.proof());
        // The node after the first mark: crosses moved into it and crosses decide there; the win
        // below it is crosses' own, so the node is a win for its mover, not a loss as it would be
        // if the players took turns decision by decision.
        Tree tree = solver.tree(0);
        int node = child(tree, 0, move);
        assertEquals(0, tree.decider(0));
        assertEquals(0, tree.decider(node));
        assertEquals(Tree.WIN, tree.proven[node]);
        assertTrue(checkProofs(tree, 0, state) >= 2);
    }

    @Test
    void everyProofOfALongSearchOfTurnsOfTwoDecisionsIsTrue() {
        // From the start, a row of 6 is a draw with best play and a row of 7 a win for crosses.
        State six = twoMarks(6).newState();
        Mcts drawn = new Mcts(3000, 2).solving(true).stoppingEarly(false);
        drawn.choose(six);
        assertEquals(Analysis.UNPROVEN, drawn.analysis().orElseThrow().proof());
        assertEquals(520, checkProofs(drawn.tree(0), 0, six), "proofs of wins and of losses, all true");

        State seven = twoMarks(7).newState();
        Mcts won = new Mcts(20000, 2).solving(true);
        int move = won.choose(seven);
        assertEquals(Analysis.PROVEN_WIN, won.analysis().orElseThrow().proof());
        seven.make(move);
        assertEquals(0, bestPlay(seven), "the move chosen keeps the win");
        seven.unmake();
        assertEquals(2031, won.analysis().orElseThrow().iterations());
        assertEquals(436, checkProofs(won.tree(0), 0, seven));
    }

    @Test
    void severalTreesShareWhatTheyProved() {
        State state = Games.position(Games.loa("simultaneous=mover_wins"),
                "black: c3, c4, f5; white: a1, b1, d5; turn: black");
        Mcts solver = new Mcts(100, 3, 2).solving(true);
        int move = solver.choose(state);
        assertTrue(winsAtOnce(state, move), Notation.format(state, move));
        assertEquals(Analysis.PROVEN_WIN, solver.analysis().orElseThrow().proof());
        assertEquals(move, solver.analysis().orElseThrow().best());
    }

    @Test
    void isOffInGamesWithDiceOrMoreThanTwoPlayers() {
        State fevga = Kernel.start(Games.load("run-fevga.gamut"));
        fevga.make(fevga.randomOutcome(new SplittableRandom(3)));
        assertSameAsWithoutProofs(fevga, 50);

        Game three = Gamut.load("three.gamut", """
                game "Three in a row for three" {
                    players red, green, blue
                    board grid 4 by 4
                    pieces { mark "X" }
                    setup {
                        reserve red: mark unlimited
                        reserve green: mark unlimited
                        reserve blue: mark unlimited
                    }
                    drops mark { for c in cells where empty { drop } }
                    end three: in_a_row(mover, 3) => mover wins
                    no_moves => draw
                }
                """, List.of());
        assertSameAsWithoutProofs(three.newState(), 300);
    }

    private static void assertSameAsWithoutProofs(State state, int iterations) {
        Mcts plain = new Mcts(iterations, 4);
        Mcts solver = new Mcts(iterations, 4).solving(true);
        assertEquals(plain.choose(state), solver.choose(state));
        assertEquals(plain.analysis().orElseThrow().candidates(), solver.analysis().orElseThrow().candidates());
        assertFalse(solver.tree(0).solving(), "no proofs kept");
        assertEquals(plain.bytes(), solver.bytes(), "nor room for them");
    }
}
