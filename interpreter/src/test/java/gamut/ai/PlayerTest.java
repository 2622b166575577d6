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
    void explainsWrongSpecifications() {
        assertEquals("unknown player 'mcst': use random or mcts[:ITERATIONS[:THREADS]]", message("mcst"));
        assertEquals("player 'mcts:many': the iterations must be a number, not 'many'", message("mcts:many"));
        assertEquals("player 'mcts:0': at least 1 iteration", message("mcts:0"));
        assertEquals("player 'mcts:100:0': at least 1 thread", message("mcts:100:0"));
        assertEquals("player 'mcts:100:x': the threads must be a number, not 'x'", message("mcts:100:x"));
        assertEquals("player 'mcts:10:99999': at most 256 threads, not 99999", message("mcts:10:99999"));
        assertEquals("player 'mcts:1:2:3': use mcts, mcts:ITERATIONS or mcts:ITERATIONS:THREADS", message("mcts:1:2:3"));
    }

    private static String message(String spec) {
        return assertThrows(GamutException.class, () -> Player.parse(spec, 1)).getMessage();
    }
}
