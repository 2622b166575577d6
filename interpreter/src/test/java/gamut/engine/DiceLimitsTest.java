package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.ai.Mcts;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.kernel.Kernel;
import gamut.testing.Games;
import gamut.testing.TestGames;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A game of dice that checks must not exhaust the engine while it works out the complete plays of
 * a roll: moves that use no die, plays too many to weigh, dice too many to hold, and a roll that
 * leaves no move under a 'no_moves' outcome.
 */
class DiceLimitsTest {
    static final String NO_DIE_USED = "the complete plays of the opening roll %s go deeper than its 2 dice allow:"
            + " a checker move uses no die, so the turn cannot end; does every move use a die ('use die')?";

    /** Run (Fevga) with its 'use die' line deleted: no move uses a die, so no turn ever ends. */
    static Game fevgaWithoutUseDie() {
        String text = TestGames.read(TestGames.game("run-fevga.gamut"));
        String without = text.lines().filter(l -> !l.trim().equals("use die")).collect(Collectors.joining("\n"));
        assertEquals(text.lines().count() - 1, without.lines().count(), "one 'use die' line removed");
        assertTrue(Gamut.check("run-fevga.gamut", without).ok(), "the definition still checks");
        return Gamut.load("run-fevga.gamut", without, List.of());
    }

    @Test
    void movesThatUseNoDieAreAnErrorNotAnExhaustedMemory() {
        State state = fevgaWithoutUseDie().newState();
        GamutException e = assertThrows(GamutException.class, () -> new Perft(state).count(1));
        assertEquals(String.format(NO_DIE_USED, "1-2"), e.getMessage());
        // The sub-moves tried are taken back: only the roll is left, and the error comes again.
        assertEquals(1, state.depth());
        e = assertThrows(GamutException.class, () -> Games.moves(state));
        assertEquals(String.format(NO_DIE_USED, "1-2"), e.getMessage());
        state.unmake();
        assertTrue(state.isChance());
        e = assertThrows(GamutException.class, () -> new Playout().play(state, new SplittableRandom(1)));
        assertEquals(String.format(NO_DIE_USED, "3-1"), e.getMessage());
    }

    @Test
    void theErrorNamesThePieceWhoseMoveUsesNoDie() {
        // An ember steps up or down the board for its die, without using it.
        String text = TestGames.replace(STUCK.replace("stone", "ember"), "dice 1 of 2", "dice 1 of 6",
                "n = (0, 1)", "n = (0, 1)  s = (0, -1)",
                "            advance die\n            use die\n",
                "            for d in n s {\n                step d\n                verify empty\n                move\n            }\n"
                        + "            step n\n");
        String message = "the complete plays of the roll 1 go deeper than its 1 die allows: an ember move uses no die,"
                + " so the turn cannot end; does every move use a die ('use die')?";
        State state = Gamut.load("stuck.gamut", text.replace("dice 1 of 6", "dice 1 of 6, must play most_dice"),
                List.of()).newState();
        // With 'no_moves => mover loses' the plays are worked out as the dice fall.
        GamutException e = assertThrows(GamutException.class, () -> state.setRoll(new int[] {1}));
        assertEquals(message, e.getMessage());

        // Without a dice rule every play ranks alike, so the first sub-moves are weighed alone; the
        // move that uses no die shows once it is played, and is taken back whole.
        State unranked = Gamut.load("stuck.gamut", text, List.of()).newState();
        unranked.setRoll(new int[] {1});
        assertEquals(List.of("d1-d2"), Games.moves(unranked));
        long hash = unranked.hash();
        e = assertThrows(GamutException.class, () -> Games.play(unranked, "d1-d2"));
        assertEquals(message, e.getMessage());
        assertEquals(1, unranked.depth());
        assertEquals(hash, unranked.hash());
        assertEquals(List.of("d1-d2"), Games.moves(unranked));
    }

    @Test
    void theSearchOnSeveralThreadsReportsTheSameError() {
        State state = fevgaWithoutUseDie().newState();
        Games.play(state, "opening roll 6-5");
        GamutException e = assertThrows(GamutException.class, () -> new Mcts(8, 1, 2).choose(state));
        assertEquals(String.format(NO_DIE_USED, "6-5"), e.getMessage());
    }

    /**
     * Each of three dice drops a stone on any empty cell of 910, and the play that goes farthest
     * must be found: too many plays to weigh one by one.
     */
    static final String SOWING = """
            game "Sowing" {
                players red, blue
                board grid 26 by 35
                directions {
                    n = (0, 1)  e = (1, 0)
                }
                pieces { stone }
                setup {
                    reserve red: stone 300
                    reserve blue: stone 300
                }
                dice 3 of 6, must play max_distance
                drops stone {
                    for die in dice {
                        for c in cells where empty {
                            use die
                            drop
                        }
                    }
                }
                end sown: count(mover) >= 300 => mover wins
            }
            """;

    @Test
    void aRollWithTooManyPlaysToWeighIsAnError() {
        State state = Gamut.load("sowing.gamut", SOWING, List.of()).newState();
        GamutException e = assertThrows(GamutException.class, () -> new Perft(state).count(1));
        assertEquals("the complete plays of the roll 6-6-6 visit more than 1,000,000 positions:"
                + " the dice allow too many moves to weigh every play of the turn", e.getMessage());
        assertEquals(1, state.depth(), "the roll made, the sub-moves tried taken back");
    }

    @Test
    void doublesPlayedMoreOftenThanTheEngineHoldsDiceAreAnError() {
        Game game = Gamut.load("doubles.gamut", SOWING.replace("dice 3 of 6", "dice 2 of 6, doubles play 1000000000"),
                List.of());
        GamutException e = assertThrows(GamutException.class, game::newState);
        assertEquals("'doubles play 1000000000': this engine plays at most 31 dice in a turn", e.getMessage());
    }

    /** One die of two faces along a track that does not lead off: a 2 from d1 has nowhere to go. */
    static final String STUCK = """
            game "Stuck" {
                players red, blue
                board grid 5 by 5
                directions {
                    n = (0, 1)
                }
                pieces { stone }
                setup {
                    red: d1
                    blue: a5
                }
                track path of red = a1, b1, c1, d1, e1
                track path of blue = a5, b5, c5, d5, e5
                dice 1 of 2
                moves stone {
                    for die in dice {
                        advance die
                        use die
                        verify empty
                        move
                    }
                }
                no_moves => mover loses
                end home: count_in(mover, cells) == 0 => mover wins
            }
            """;

    @Test
    void aRollThatLeavesNoMoveMeetsTheNoMovesOutcome() {
        Game game = Gamut.load("stuck.gamut", STUCK, List.of());
        State state = game.newState();
        state.setRoll(new int[] {2});
        assertEquals("blue wins (no_moves)", Games.describe(state));
        state.unmake();
        assertTrue(state.isChance());
        state.setRoll(new int[] {1});
        assertFalse(state.isOver());
        assertEquals(List.of("d1-e1"), Games.moves(state));
        // Random games end by the rules, never with a player left without a move and no result.
        for (long seed = 1; seed <= 20; seed++) {
            State s = game.newState();
            new Playout().play(s, new SplittableRandom(seed));
            assertTrue(s.isOver());
        }
    }

    @Test
    void goingBackOverManyTurnsGivesTheSameMovesAgain() {
        // Play tables are kept for the latest roll depths only; those taken over are worked out again.
        State state = Kernel.start(Games.load("run-fevga.gamut"));
        List<List<Integer>> seen = new ArrayList<>();
        MoveList moves = new MoveList();
        SplittableRandom random = new SplittableRandom(7);
        while (!state.isOver()) {
            if (state.isChance()) {
                state.make(state.randomOutcome(random));
                seen.add(null);
                continue;
            }
            state.generate(moves);
            seen.add(sorted(moves));
            state.make(moves.get(random.nextInt(moves.size())));
        }
        assertTrue(state.turnNumber() > 40, "a game long enough to take the tables over: " + state.turnNumber());
        for (int i = seen.size() - 1; i >= 0; i--) {
            state.unmake();
            if (seen.get(i) != null) {
                state.generate(moves);
                assertEquals(seen.get(i), sorted(moves), "after taking back to depth " + i);
            }
        }
    }

    private static List<Integer> sorted(MoveList moves) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(moves.get(i));
        }
        out.sort(null);
        return out;
    }
}
