package gamut.engine;

import static gamut.testing.Games.loa;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.Result;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import gamut.testing.LoaReference;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Random self-play as the selfplay command does it: game k with seed k. */
class SelfplayTest {
    static final int GAMES = 200;

    record Game(long seed, int[] line, Result result) {}

    static List<Game> play(Rules rules) {
        State state = Kernel.start(rules);
        Playout playout = new Playout();
        List<Game> out = new ArrayList<>();
        for (long seed = 1; seed <= GAMES; seed++) {
            state.reset();
            Result r = playout.play(state, new SplittableRandom(seed));
            assertTrue(state.isOver());
            out.add(new Game(seed, state.line(), r));
        }
        return out;
    }

    @Test
    void twoHundredGamesFinishBothSidesWinAndRepeatExactly() {
        List<Game> first = play(loa());
        // A second run with freshly loaded rules and a fresh state.
        List<Game> second = play(gamut.load.GameLoader.load(Games.game(Games.LOA), List.of()));
        int[] wins = new int[2];
        int draws = 0;
        for (int i = 0; i < GAMES; i++) {
            Game a = first.get(i);
            Game b = second.get(i);
            assertArrayEquals(a.line(), b.line(), "seed " + a.seed());
            assertEquals(a.result().winner(), b.result().winner(), "seed " + a.seed());
            assertEquals(a.result().end(), b.result().end(), "seed " + a.seed());
            assertTrue(a.line().length > 0 && a.line().length <= 2000);
            if (a.result().isDraw()) {
                draws++;
            } else {
                wins[a.result().winner()]++;
            }
        }
        assertTrue(wins[0] > 0, "black wins some");
        assertTrue(wins[1] > 0, "white wins some");
        assertEquals(GAMES, wins[0] + wins[1] + draws);
    }

    @Test
    void everySelfplayGameIsRuledTheSameByTheReference() {
        Rules rules = loa();
        State replay = Kernel.start(rules);
        for (Game g : play(rules)) {
            replay.reset();
            LoaReference r = LoaReference.start();
            for (int m : g.line()) {
                r.play(Notation.format(replay, m));
                replay.make(m);
            }
            assertTrue(r.isOver(), "seed " + g.seed());
            assertEquals(r.verdict().winner(), g.result().winner(), "seed " + g.seed());
            assertEquals(r.verdict().end(), g.result().end(), "seed " + g.seed());
        }
    }

    @Test
    void selfplayInVariantsFinishes() {
        for (String variant : new String[] {"simultaneous=mover_wins", "no_move=loses", "first=white", "setup=swapped",
            "setup=scrambled_eggs", "repetition=none"}) {
            State state = Kernel.start(loa(variant));
            Playout playout = new Playout();
            for (long seed = 1; seed <= 20; seed++) {
                state.reset();
                Result r = playout.play(state, new SplittableRandom(seed));
                assertTrue(state.isOver(), variant + " seed " + seed);
                assertTrue(r.end() != null && !r.end().isEmpty());
            }
        }
    }
}
