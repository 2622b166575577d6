package gamut.games;

import static gamut.testing.Games.play;
import static gamut.testing.Games.position;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.engine.Perft;
import gamut.engine.State;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Kalah (games/kalah.gamut): perft in plies against a reference generator written here (fourteen
 * counts in an array, as mancala programs keep them), from the start of each variant and from set
 * positions that sow round the board, capture and end the game; a scripted game and its notation.
 */
class KalahTest {
    static final String FILE = "kalah.gamut";
    static final String[] CELLS = {"b1", "c1", "d1", "e1", "f1", "g1", "h1", "g2", "f2", "e2", "d2", "c2", "b2", "a2"};

    @Test
    void perftFromTheStartAgreesWithTheReference() {
        Perft perft = new Perft(Games.start(Games.load(FILE)));
        for (int d = 1; d <= 7; d++) {
            long reference = Reference.start(4, false).perft(d);
            assertEquals(reference, perft.count(d), "perft(" + d + ")");
        }
        // Every pit sows four: only d1's last seed reaches the store, so South's first ply has an extra move.
        assertEquals(List.of(6L, 35L), List.of(perft.count(1), perft.count(2)));
    }

    @Test
    void everyVariantAgreesWithTheReference() {
        for (int seeds : new int[] {3, 5, 6}) {
            Perft perft = new Perft(Games.start(Games.load(FILE, "seeds=" + seeds)));
            for (int d = 1; d <= 6; d++) {
                assertEquals(Reference.start(seeds, false).perft(d), perft.count(d), seeds + " seeds: perft(" + d + ")");
            }
        }
        Perft empty = new Perft(Games.start(Games.load(FILE, "empty_capture=on")));
        for (int d = 1; d <= 7; d++) {
            assertEquals(Reference.start(4, true).perft(d), empty.count(d), "empty capture: perft(" + d + ")");
        }
    }

    @Test
    void perftFromSetPositionsAgreesWithTheReference() {
        // A pit of 13 that sows round into itself; captures on both sides; a side nearly empty.
        check(new int[] {13, 0, 2, 0, 1, 0, 10, 3, 0, 4, 0, 1, 1, 13}, 0);
        check(new int[] {0, 1, 0, 0, 2, 1, 20, 1, 0, 0, 5, 0, 0, 18}, 1);
        check(new int[] {0, 0, 0, 0, 0, 1, 22, 2, 2, 1, 0, 3, 1, 16}, 0);
        check(new int[] {4, 4, 0, 4, 4, 4, 1, 5, 5, 5, 0, 4, 4, 0}, 1);
    }

    private static void check(int[] counts, int toMove) {
        StringBuilder text = new StringBuilder("neutral:");
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                text.append(' ').append(CELLS[i]).append(counts[i] > 1 ? "*" + counts[i] : "");
            }
        }
        text.append("; turn: ").append(toMove == 0 ? "south" : "north");
        Perft perft = new Perft(position(Games.load(FILE), text.toString()));
        for (int d = 1; d <= 6; d++) {
            assertEquals(new Reference(counts.clone(), toMove, false).perft(d), perft.count(d), text + ": perft(" + d + ")");
        }
    }

    @Test
    void aScriptedGameSowsCapturesAndEnds() {
        State s = Games.start(Games.load(FILE));
        assertEquals(List.of("sow b1", "sow c1", "sow d1 again", "sow e1", "sow f1", "sow g1"), Games.moves(s));
        // d1's last seed falls into the store: South moves again (typed without 'again').
        play(s, "sow d1");
        assertEquals("south", s.game().playerName(s.toMove()));
        play(s, "sow g1", "sow g2");
        assertEquals(List.of("sow b1", "sow c1", "sow e1", "sow f1"), Games.moves(s));
        State end = position(Games.load(FILE), "neutral: g1 h1*20 a2*20 b2*5; turn: south");
        // g1's seed goes into the store: South's pits are empty, and North's five seeds are North's.
        play(end, "sow g1 again");
        assertEquals("north wins (side_empty)", Games.describe(end));
        // South 21 (its store), North 25 (its store and its five seeds): North wins by the margin.
        assertEquals(List.of(0.0, 4.0), Arrays.stream(end.result().scores()).boxed().toList());
    }

    /** counts[0..5] South's pits b1..g1, [6] its store, [7..12] North's pits g2..b2, [13] North's store. */
    static final class Reference {
        final int[] counts;
        int toMove;
        final boolean emptyCapture;

        Reference(int[] counts, int toMove, boolean emptyCapture) {
            this.counts = counts;
            this.toMove = toMove;
            this.emptyCapture = emptyCapture;
        }

        static Reference start(int seeds, boolean emptyCapture) {
            int[] counts = new int[14];
            for (int i = 0; i < 14; i++) {
                counts[i] = i == 6 || i == 13 ? 0 : seeds;
            }
            return new Reference(counts, 0, emptyCapture);
        }

        boolean over() {
            return side(0) == 0 || side(1) == 0;
        }

        int side(int player) {
            int n = 0;
            for (int i = 0; i < 6; i++) {
                n += counts[player * 7 + i];
            }
            return n;
        }

        long perft(int depth) {
            if (depth == 0) {
                return 1;
            }
            if (over()) {
                return 0;
            }
            long n = 0;
            for (int i = 0; i < 6; i++) {
                int pit = toMove * 7 + i;
                if (counts[pit] == 0) {
                    continue;
                }
                int[] saved = counts.clone();
                int savedToMove = toMove;
                sow(pit);
                n += depth == 1 ? 1 : perft(depth - 1);
                System.arraycopy(saved, 0, counts, 0, 14);
                toMove = savedToMove;
            }
            return n;
        }

        void sow(int pit) {
            int seeds = counts[pit];
            counts[pit] = 0;
            int store = toMove * 7 + 6;
            int otherStore = 13 - store + 6;
            int at = pit;
            while (seeds > 0) {
                at = (at + 1) % 14;
                if (at != otherStore) {
                    counts[at]++;
                    seeds--;
                }
            }
            if (at == store) {
                return;
            }
            boolean mine = at / 7 == toMove && at % 7 < 6;
            int opposite = 12 - at;
            if (mine && counts[at] == 1 && (counts[opposite] > 0 || emptyCapture)) {
                counts[store] += counts[opposite] + 1;
                counts[opposite] = 0;
                counts[at] = 0;
            }
            toMove = 1 - toMove;
        }
    }
}
