package gamut.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.core.Geometry;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The counts the board keeps for the zones rules ask about equal a count cell by cell, through
 * pieces landing, lifted, captured, changed and taken back, for zones watched from the start and
 * zones first asked about in the middle of play.
 */
class ZoneCountsTest {
    @Test
    void keptCountsEqualCountingCellByCell() {
        Geometry geometry = Games.load("queens-guard.gamut").geometry;
        int cells = geometry.cells();
        int slots = 6;
        Board board = new Board(geometry, new Zobrist(cells, 2, 2, 1), 2, 2, slots, null, false, false);
        SplittableRandom random = new SplittableRandom(3);
        int[][] zones = new int[slots][];
        for (int s = 0; s < slots; s++) {
            List<Integer> picked = new ArrayList<>();
            for (int c = 0; c < cells; c++) {
                if (random.nextInt(4) == 0) {
                    picked.add(c);
                }
            }
            zones[s] = picked.stream().mapToInt(Integer::intValue).toArray();
        }
        board.put(0, 0, 0, 1);
        board.ask().countInZone(0, 0, 0, zones[0]);
        List<Integer> marks = new ArrayList<>();
        for (int step = 0; step < 3_000; step++) {
            int cell = random.nextInt(cells);
            int who = random.nextInt(2);
            int type = random.nextInt(2);
            switch (random.nextInt(6)) {
                case 0 -> marks.add(board.mark());
                case 1 -> {
                    if (!marks.isEmpty()) {
                        board.undoTo(marks.remove(marks.size() - 1));
                    }
                }
                case 2 -> board.land(cell, who, type, 0, who);
                case 3 -> {
                    if (board.owner[cell] >= 0) {
                        board.lift(cell);
                    }
                }
                case 4 -> {
                    if (board.owner[cell] >= 0) {
                        board.changeType(cell, type);
                    }
                }
                default -> {
                    if (board.owner[cell] >= 0) {
                        board.capture(cell, 1 - board.owner[cell]);
                    }
                }
            }
            int s = random.nextInt(slots);
            for (int p = 0; p < 2; p++) {
                for (int t = -1; t < 2; t++) {
                    assertEquals(board.ask().countIn(p, t, zones[s]), board.ask().countInZone(s, p, t, zones[s]),
                            "step " + step + " zone " + s + " player " + p + " type " + t);
                }
                assertEquals(board.ask().countIn(p, -1, zones[s]), board.ask().countInCached(s, p, zones[s]));
            }
        }
    }
}
