package gamut.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SummaryTest {
    private static PlayedGame ended(int game, String winner, String end) {
        return new PlayedGame("base", game, game, "red", winner, 10, 10, end, 2.0, new int[2]);
    }

    @Test
    void gamesCutShortByTheirLimitOrByTheEnginesCapAreBothEndedByCap() {
        List<PlayedGame> games = List.of(ended(1, "draw", "limit"), ended(2, "draw", "cap"),
                ended(3, "red", "lonely"), ended(4, "draw", "repetition"));
        Summary summary = Summary.of("base", games, List.of("red", "blue"));
        assertEquals(0.5, summary.capShare());
        assertEquals(3, summary.draws());
    }
}
