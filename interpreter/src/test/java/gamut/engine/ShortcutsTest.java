package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.testing.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The engine's shortcuts answer as the long way does: whether a player has a move (the first move
 * found ends the search), and a random playout's move (only the move drawn is judged).
 */
class ShortcutsTest {
    private static List<String> shippedGames() throws IOException {
        try (Stream<Path> files = Files.list(Games.root().resolve("games"))) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".gamut")).sorted().toList();
        }
    }

    @Test
    void whetherAPlayerHasAMoveIsWhatGeneratingEveryMoveSays() throws IOException {
        int asked = 0;
        for (String file : shippedGames()) {
            State s = Games.start(Games.load(file));
            MoveList all = new MoveList();
            MoveList scratch = new MoveList();
            SplittableRandom random = new SplittableRandom(5);
            for (int game = 0; game < 2; game++) {
                s.reset();
                while (!s.isOver() && s.ply() < 300) {
                    if (s.isChance()) {
                        s.make(s.randomOutcome(random));
                        continue;
                    }
                    for (int p = 0; p < s.game().players(); p++) {
                        s.turns.generate(p, all);
                        assertEquals(all.size() > 0, s.turns.hasMove(p, scratch), file + " player " + p + " at ply " + s.ply());
                        asked++;
                    }
                    s.generate(all);
                    s.make(all.get(random.nextInt(all.size())));
                }
            }
        }
        assertTrue(asked > 3_000, "asked " + asked);
    }

    @Test
    void aRandomMoveIsALegalMoveAndEveryLegalMoveIsAsLikely() {
        // White to move with a pinned knight and a king that may not step into check: the pseudo-legal
        // moves include moves that do not stand, which the random move must never be.
        State s = Games.position(Games.load("chess.gamut"), "fen:4k3/8/8/8/4r3/8/4N3/4K3 w - - 0 1");
        MoveList legal = new MoveList();
        s.generate(legal);
        assertEquals(4, legal.size(), "Kd1 Kf1 Kd2 Kf2: the knight is pinned");
        Map<Integer, Integer> seen = new HashMap<>();
        SplittableRandom random = new SplittableRandom(11);
        MoveList scratch = new MoveList();
        int draws = 40_000;
        for (int i = 0; i < draws; i++) {
            seen.merge(s.randomMove(scratch, random), 1, Integer::sum);
        }
        assertEquals(4, seen.size(), "drawn: " + seen.keySet());
        for (int i = 0; i < legal.size(); i++) {
            int count = seen.getOrDefault(legal.get(i), 0);
            // 10,000 expected each; 4.5 standard deviations (about 390) either side.
            assertTrue(Math.abs(count - draws / 4) < 400, legal.get(i) + " drawn " + count + " times");
        }
    }
}
