package gamut.games;

import static gamut.testing.Games.play;
import static gamut.testing.Games.position;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.engine.Perft;
import gamut.engine.State;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Oware, the Abapa rules (games/oware.gamut): perft in plies against a reference generator written
 * here (twelve counts in sowing order and two stores), from the start and from positions with a
 * pit of twelve or more, runs of captures, a grand slam and an opponent to feed; a scripted game.
 */
class OwareTest {
    static final String FILE = "oware.gamut";
    /** The pits in sowing order (South's row, then North's), then South's and North's stores. */
    static final String[] CELLS = {"b1", "c1", "d1", "e1", "f1", "g1", "g2", "f2", "e2", "d2", "c2", "b2", "h1", "a2"};

    @Test
    void perftFromTheStartAgreesWithTheReference() {
        Perft perft = new Perft(Games.start(Games.load(FILE)));
        for (int d = 1; d <= 7; d++) {
            assertEquals(Reference.start().perft(d), perft.count(d), "perft(" + d + ")");
        }
    }

    @Test
    void perftFromSetPositionsAgreesWithTheReference() {
        // A pit of 14 that passes over itself; a run of captures of twos and threes.
        check(new int[] {14, 1, 2, 0, 1, 1, 1, 2, 1, 2, 1, 0, 10, 12}, 0);
        check(new int[] {0, 2, 1, 2, 1, 0, 3, 0, 0, 4, 1, 2, 12, 20}, 1);
        // North has nothing: South must feed it; a grand slam takes nothing.
        check(new int[] {1, 0, 0, 0, 1, 5, 0, 0, 0, 0, 0, 0, 20, 21}, 0);
        check(new int[] {0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 22, 22}, 0);
        check(new int[] {2, 3, 0, 0, 0, 0, 1, 2, 2, 0, 0, 0, 18, 20}, 1);
    }

    private static void check(int[] counts, int toMove) {
        Perft perft = new Perft(position(Games.load(FILE), text(counts, toMove)));
        for (int d = 1; d <= 6; d++) {
            assertEquals(new Reference(counts.clone(), toMove).perft(d), perft.count(d), text(counts, toMove) + ": perft(" + d + ")");
        }
    }

    static String text(int[] counts, int toMove) {
        StringBuilder text = new StringBuilder("neutral:");
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                text.append(' ').append(CELLS[i]).append(counts[i] > 1 ? "*" + counts[i] : "");
            }
        }
        return text.append("; turn: ").append(toMove == 0 ? "south" : "north").toString();
    }

    @Test
    void capturesGrandSlamsAndFeeding() {
        // South's g1 (5) ends in c2, making f2 e2 d2 c2 hold 2 2 2 2... a run of four pits taken.
        State s = position(Games.load(FILE), text(new int[] {0, 0, 0, 0, 0, 5, 1, 1, 1, 1, 1, 3, 20, 12}, 0));
        assertEquals(List.of("sow g1 xc2>h1 xd2>h1 xe2>h1 xf2>h1 xg2>h1"), Games.moves(s));
        // The same with nothing more on North's side but those pits: a grand slam, which takes nothing.
        State slam = position(Games.load(FILE), text(new int[] {0, 0, 0, 0, 0, 5, 1, 1, 1, 1, 1, 0, 20, 15}, 0));
        assertEquals(List.of("sow g1"), Games.moves(slam));
        // North is empty: of South's moves only those that reach North's side are allowed.
        State feed = position(Games.load(FILE), text(new int[] {1, 0, 0, 0, 1, 5, 0, 0, 0, 0, 0, 0, 20, 21}, 0));
        assertEquals(List.of("sow g1"), Games.moves(feed));
        State none = position(Games.load(FILE), text(new int[] {1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 26}, 0));
        assertEquals(true, none.isOver());
        play(feed, "sow g1");
        assertEquals("not over", Games.describe(feed));
    }

    /** counts[0..11] the pits in sowing order (South's b1..g1, North's g2..b2), [12] and [13] the stores. */
    static final class Reference {
        final int[] counts;
        int toMove;

        Reference(int[] counts, int toMove) {
            this.counts = counts;
            this.toMove = toMove;
        }

        static Reference start() {
            int[] counts = new int[14];
            for (int i = 0; i < 12; i++) {
                counts[i] = 4;
            }
            return new Reference(counts, 0);
        }

        int side(int player) {
            int n = 0;
            for (int i = 0; i < 6; i++) {
                n += counts[player * 6 + i];
            }
            return n;
        }

        boolean over() {
            return counts[12] > 24 || counts[13] > 24 || counts[12] == 24 && counts[13] == 24;
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
                int pit = toMove * 6 + i;
                if (counts[pit] == 0) {
                    continue;
                }
                int[] saved = counts.clone();
                sow(pit);
                if (side(1 - toMove) > 0) {
                    toMove = 1 - toMove;
                    n += depth == 1 ? 1 : perft(depth - 1);
                    toMove = 1 - toMove;
                }
                System.arraycopy(saved, 0, counts, 0, 14);
            }
            return n;
        }

        void sow(int pit) {
            int seeds = counts[pit];
            counts[pit] = 0;
            int at = pit;
            while (seeds > 0) {
                at = (at + 1) % 12;
                if (at != pit) {
                    counts[at]++;
                    seeds--;
                }
            }
            int far = (1 - toMove) * 6;
            int taken = 0;
            for (int p = at; p >= far && p < far + 6 && (counts[p] == 2 || counts[p] == 3); p--) {
                taken += counts[p];
            }
            if (taken > 0 && taken < side(1 - toMove)) {
                for (int p = at; p >= far && p < far + 6 && (counts[p] == 2 || counts[p] == 3); p--) {
                    counts[12 + toMove] += counts[p];
                    counts[p] = 0;
                }
            }
        }
    }
}
