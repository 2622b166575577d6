package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.engine.Notation;
import gamut.engine.State;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** All-moves-as-first statistics in the tree search (+rave): what they count, and how they choose. */
class RaveTest {
    private static final String CONNECT_FOUR_RESERVES = "; reserve yellow: disc unlimited; reserve red: disc unlimited";

    @Test
    void raveIsAnOptionOfTheTreeSearch() {
        assertEquals("mcts:100+solver+rave", Player.parse("mcts:100+solver+rave", 1).describe());
        assertEquals("mcts:2s:2+rave", Player.parse("mcts:2s:2+rave", 1).describe());
    }

    @Test
    void aNodeCountsTheMovesItsDeciderPlayedLaterInTheIteration() {
        Tree tree = new Tree(1 << 20);
        tree.rave(true);
        tree.clear();
        // The root: player 0 decides among moves 10, 11 and 12 (slots read last first: 12, 11, 10 untried).
        tree.newBlock(0, 3, 0);
        int at = tree.base[0] + Tree.HEADER;
        tree.slots[at] = 12;
        tree.slots[at + 1] = 11;
        tree.slots[at + 2] = 10;
        int child = tree.expand(0, 0);
        assertEquals(10, tree.move[child]);
        // Below it player 1 decides among 11 and 12.
        tree.newBlock(child, 2, 1);
        int below = tree.base[child] + Tree.HEADER;
        tree.slots[below] = 12;
        tree.slots[below + 1] = 11;
        Rave rave = new Rave();
        rave.clear();
        // The playout from the child: player 1 played 11, then player 0 played 12.
        rave.played(1, 11);
        rave.played(0, 12);
        rave.update(tree, new int[] {0, child}, 2, new double[] {1, 0});
        // The child's decider (1) played 11 later, with a reward of 0; 12 was player 0's.
        assertEquals(11, tree.slotMove(child, 1));
        assertArrayEquals(new int[] {0, 1}, new int[] {tree.amafVisits[below], tree.amafVisits[below + 1]});
        assertEquals(0f, tree.amafReward[below + 1]);
        // The root's decider (0) played 10 (the move into the child) and 12; 11 was player 1's. Making
        // the child swapped 10's slot with the first one, so the slots read 10 (made), 11, 12.
        assertEquals(10, tree.slotMove(0, 0));
        assertEquals(11, tree.slotMove(0, 1));
        assertEquals(12, tree.slotMove(0, 2));
        assertArrayEquals(new int[] {1, 0, 1}, new int[] {tree.amafVisits[at], tree.amafVisits[at + 1], tree.amafVisits[at + 2]});
        assertEquals(1f, tree.amafReward[at + 2]);
        // Making 12's child moves its statistics with it, to the end of the made children.
        int twelve = tree.expand(0, 0);
        assertEquals(12, tree.move[twelve]);
        assertEquals(twelve, tree.child(0, 1));
        assertEquals(11, tree.slotMove(0, 2));
        assertArrayEquals(new int[] {1, 1, 0}, new int[] {tree.amafVisits[at], tree.amafVisits[at + 1], tree.amafVisits[at + 2]});
        // Kept as the root of the next search, the child keeps its block and statistics.
        tree.keepSubtree(child);
        assertEquals(11, tree.slotMove(0, 1));
        assertEquals(1, tree.amafVisits[tree.base[0] + Tree.HEADER + 1]);
    }

    @Test
    void aWinInOneAndTheOnlyDefenceAreFound() {
        Rules rules = Games.load("connect-four.gamut");
        State win = Games.position(rules, "yellow: a1 b1 c1; red: a2 b2 c2; turn: yellow" + CONNECT_FOUR_RESERVES);
        assertEquals("O@d1", Notation.format(win, new Mcts(300, 1).rave(true).choose(win)));
        State defence = Games.position(rules, "yellow: a1 b1 c1; red: a2 b2 g1; turn: red" + CONNECT_FOUR_RESERVES);
        assertEquals("O@d1", Notation.format(defence, new Mcts(300, 1).rave(true).choose(defence)));
    }

    @Test
    void theSameSeedReplaysTheSameMovesAndDiceTurnItOff() {
        for (String game : new String[] {"hex.gamut", "backgammon.gamut"}) {
            State a = Games.start(Games.load(game));
            State b = Games.start(Games.load(game));
            Mcts one = new Mcts(200, 5).rave(true);
            Mcts other = new Mcts(200, 5).rave(true);
            Mcts plain = new Mcts(200, 5);
            SplittableRandom dice = new SplittableRandom(1);
            boolean differs = false;
            for (int ply = 0; ply < 8 && !a.isOver(); ply++) {
                if (a.isChance()) {
                    int roll = a.randomOutcome(dice);
                    a.make(roll);
                    b.make(roll);
                    continue;
                }
                int move = one.choose(a);
                assertEquals(move, other.choose(b), game + " ply " + ply);
                differs |= move != plain.choose(a);
                a.make(move);
                b.make(move);
            }
            assertEquals(game.equals("hex.gamut"), differs, game + ": the statistics choose otherwise only without dice");
        }
    }
}
