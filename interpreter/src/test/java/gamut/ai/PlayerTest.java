package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.base.GamutException;
import org.junit.jupiter.api.Test;

/** Player specifications as typed on the command line, and the messages for wrong ones. */
class PlayerTest {
    @Test
    void readsIterationsAndThreads() {
        assertEquals("random", Player.parse("random", 1).describe());
        assertEquals("mcts:1000", Player.parse("mcts", 1).describe());
        assertEquals("mcts:250", Player.parse(" mcts:250 ", 1).describe());
        assertEquals("mcts:1000:2", Player.parse("mcts:1000:2", 1).describe());
        assertEquals("mcts:1000", Player.parse("mcts:1000:1", 1).describe());
    }

    @Test
    void readsTimesPerMove() {
        assertEquals("mcts:2s", Player.parse("mcts:2s", 1).describe());
        assertEquals("mcts:500ms", Player.parse("mcts:500ms", 1).describe());
        assertEquals("mcts:2s:2", Player.parse("mcts:2s:2", 1).describe());
        assertEquals("mcts:86400s", Player.parse("mcts:86400s", 1).describe());
    }

    @Test
    void readsNamedLevels() {
        assertEquals(java.util.List.of("easy", "medium", "hard", "strongest"), java.util.List.copyOf(PlayerSpecs.LEVELS.keySet()));
        assertEquals("easy (mcts:200)", Player.parse("easy", 1).describe());
        assertEquals("medium (mcts:2000)", Player.parse("medium", 1).describe());
        assertEquals("hard (mcts:10000)", Player.parse(" hard", 1).describe());
        assertEquals("strongest (mcts:40000:2)", Player.parse("strongest", 1).describe());
    }

    @Test
    void explainsWrongSpecifications() {
        assertEquals("unknown player 'mcst': use random, easy, medium, hard, strongest, mcts,"
                + " mcts:ITERATIONS[:THREADS] or mcts:TIME[:THREADS] (2s, 500ms); ab, ab:DEPTH, ab:TIME or ab:NODESnodes; net or net:TURNS (1 or 2); uci:PATH[:TIME][?NAME=VALUE&...] (or usi:)", message("mcst"));
        assertEquals("unknown player 'hardest': use random, easy, medium, hard, strongest, mcts,"
                + " mcts:ITERATIONS[:THREADS] or mcts:TIME[:THREADS] (2s, 500ms); ab, ab:DEPTH, ab:TIME or ab:NODESnodes; net or net:TURNS (1 or 2); uci:PATH[:TIME][?NAME=VALUE&...] (or usi:)", message("hardest"));
        assertEquals("player 'mcts:many': the budget must be a number of iterations or a time such as 2s or 500ms,"
                + " not 'many'", message("mcts:many"));
        assertEquals("player 'mcts:2m': the budget must be a number of iterations or a time such as 2s or 500ms,"
                + " not '2m'", message("mcts:2m"));
        assertEquals("player 'mcts:0': at least 1 iteration", message("mcts:0"));
        assertEquals("player 'mcts:99999999999': at most 2147483647 iterations, not 99999999999", message("mcts:99999999999"));
        assertEquals("player 'mcts:0s': at least 1ms a move, not 0s", message("mcts:0s"));
        assertEquals("player 'mcts:0ms:2': at least 1ms a move, not 0ms", message("mcts:0ms:2"));
        assertEquals("player 'mcts:86401s': at most a day (86400s), not 86401s", message("mcts:86401s"));
        assertEquals("player 'mcts:100:0': at least 1 thread", message("mcts:100:0"));
        assertEquals("player 'mcts:2s:0': at least 1 thread", message("mcts:2s:0"));
        assertEquals("player 'mcts:100:x': the threads must be a number, not 'x'", message("mcts:100:x"));
        assertEquals("player 'mcts:10:99999': at most 256 threads, not 99999", message("mcts:10:99999"));
        assertEquals("player 'mcts:1:2:3': use mcts, mcts:ITERATIONS[:THREADS] or mcts:TIME[:THREADS] (2s, 500ms)",
                message("mcts:1:2:3"));
    }

    private static String message(String spec) {
        return assertThrows(GamutException.class, () -> Player.parse(spec, 1)).getMessage();
    }
}
