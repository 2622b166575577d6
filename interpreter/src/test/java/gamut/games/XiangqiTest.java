package gamut.games;

import static gamut.testing.Games.position;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.engine.Perft;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Xiangqi (games/xiangqi.gamut): perft in plies against the published numbers and against a
 * reference generator written here (a plain array of the 90 points, each piece's rule by hand, the
 * facing generals judged directly rather than as a capture), from the start and from set
 * positions in the FEN of Xiangqi programs.
 */
class XiangqiTest {
    static final String FILE = "xiangqi.gamut";
    static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";

    static Rules rules() {
        return Games.load(FILE);
    }

    @Test
    void perftFromTheStartIsThePublishedOne() {
        long[] published = {44, 1920, 79_666};
        Perft perft = new Perft(Games.start(rules()));
        for (int d = 1; d <= 3; d++) {
            assertEquals(published[d - 1], perft.count(d), "perft(" + d + ")");
            assertEquals(published[d - 1], new Reference(START).perft(d), "reference perft(" + d + ")");
        }
    }

    @Test
    void perftFromSetPositionsAgreesWithTheReference() {
        List<String> positions = List.of(
                // Black to move after a quiet opening: horses out, an elephant in the middle.
                "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/2P6/P3P1P1P/1C2B1NC1/9/RN1AKAB1R b",
                // Cannons with screens and without, soldiers on both banks, a horse across the river.
                "2bak4/4a4/4b4/p3C3p/2p1c4/4P1P2/P1n6/4B4/4A4/2BK1A3 w",
                // A soldier across the river checks the general, whose file the red general must not share.
                "4k4/4P4/9/9/9/9/9/9/4A4/3K5 b",
                // Horses with blocked legs, elephants with blocked eyes, a soldier in the middle.
                "r2akab1r/9/1cn1b1nc1/p1p3p1p/4p4/2P3P2/P3P3P/1CN1B1NC1/9/R1BAKA2R w",
                // Generals on neighbouring files: a step across would face them.
                "3k5/4a4/9/9/9/9/9/9/4A4/4K4 w");
        for (String fen : positions) {
            Perft perft = new Perft(position(rules(), "fen:" + fen));
            for (int d = 1; d <= 3; d++) {
                assertEquals(new Reference(fen).perft(d), perft.count(d), fen + ": perft(" + d + ")");
            }
        }
    }

    /** The rules over a plain array: point (file f, rank r), both from 0, at {@code r * 9 + f}. */
    static final class Reference {
        private final char[] board = new char[90];
        private boolean redToMove;

        Reference(String fen) {
            String[] parts = fen.split(" ");
            String[] rows = parts[0].split("/");
            for (int i = 0; i < 10; i++) {
                int f = 0;
                for (char c : rows[i].toCharArray()) {
                    if (Character.isDigit(c)) {
                        for (int k = 0; k < c - '0'; k++) {
                            board[(9 - i) * 9 + f++] = '.';
                        }
                    } else {
                        board[(9 - i) * 9 + f++] = c;
                    }
                }
            }
            redToMove = parts[1].equals("w");
        }

        long perft(int depth) {
            if (depth == 0) {
                return 1;
            }
            long total = 0;
            for (int[] m : legal()) {
                char taken = board[m[1]];
                board[m[1]] = board[m[0]];
                board[m[0]] = '.';
                redToMove = !redToMove;
                total += perft(depth - 1);
                redToMove = !redToMove;
                board[m[0]] = board[m[1]];
                board[m[1]] = taken;
            }
            return total;
        }

        private List<int[]> legal() {
            List<int[]> out = new ArrayList<>();
            for (int[] m : pseudo(redToMove)) {
                char taken = board[m[1]];
                board[m[1]] = board[m[0]];
                board[m[0]] = '.';
                if (!facing() && !attacked(general(redToMove), !redToMove)) {
                    out.add(m);
                }
                board[m[0]] = board[m[1]];
                board[m[1]] = taken;
            }
            return out;
        }

        private int general(boolean red) {
            for (int p = 0; p < 90; p++) {
                if (board[p] == (red ? 'K' : 'k')) {
                    return p;
                }
            }
            return -1;
        }

        private boolean facing() {
            int a = general(true);
            int b = general(false);
            if (a < 0 || b < 0 || a % 9 != b % 9) {
                return false;
            }
            for (int p = Math.min(a, b) + 9; p < Math.max(a, b); p += 9) {
                if (board[p] != '.') {
                    return false;
                }
            }
            return true;
        }

        private boolean attacked(int point, boolean byRed) {
            for (int[] m : pseudo(byRed)) {
                if (m[1] == point) {
                    return true;
                }
            }
            return false;
        }

        private boolean own(int p, boolean red) {
            return board[p] != '.' && Character.isUpperCase(board[p]) == red;
        }

        private static boolean inPalace(int f, int r, boolean red) {
            return f >= 3 && f <= 5 && (red ? r <= 2 : r >= 7);
        }

        private List<int[]> pseudo(boolean red) {
            List<int[]> out = new ArrayList<>();
            int[][] straight = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
            int[][] diagonal = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
            for (int p = 0; p < 90; p++) {
                if (!own(p, red)) {
                    continue;
                }
                int f = p % 9;
                int r = p / 9;
                switch (Character.toUpperCase(board[p])) {
                    case 'K' -> palaceSteps(out, p, f, r, straight, red);
                    case 'A' -> palaceSteps(out, p, f, r, diagonal, red);
                    case 'B' -> {
                        for (int[] d : diagonal) {
                            int ef = f + d[0];
                            int er = r + d[1];
                            int tf = f + 2 * d[0];
                            int tr = r + 2 * d[1];
                            boolean home = red ? tr <= 4 : tr >= 5;
                            if (on(tf, tr) && home && board[er * 9 + ef] == '.') {
                                add(out, p, tf, tr, red);
                            }
                        }
                    }
                    case 'N' -> {
                        int[][] jumps = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {2, -1}, {-2, 1}, {-2, -1}};
                        for (int[] j : jumps) {
                            int lf = f + (Math.abs(j[0]) == 2 ? j[0] / 2 : 0);
                            int lr = r + (Math.abs(j[1]) == 2 ? j[1] / 2 : 0);
                            if (on(f + j[0], r + j[1]) && board[lr * 9 + lf] == '.') {
                                add(out, p, f + j[0], r + j[1], red);
                            }
                        }
                    }
                    case 'R', 'C' -> lines(out, p, f, r, straight, red, board[p] == 'C' || board[p] == 'c');
                    default -> {
                        int ahead = red ? 1 : -1;
                        add(out, p, f, r + ahead, red);
                        if (red ? r >= 5 : r <= 4) {
                            add(out, p, f - 1, r, red);
                            add(out, p, f + 1, r, red);
                        }
                    }
                }
            }
            return out;
        }

        private void palaceSteps(List<int[]> out, int p, int f, int r, int[][] dirs, boolean red) {
            for (int[] d : dirs) {
                if (inPalace(f + d[0], r + d[1], red)) {
                    add(out, p, f + d[0], r + d[1], red);
                }
            }
        }

        private void lines(List<int[]> out, int p, int f, int r, int[][] dirs, boolean red, boolean cannon) {
            for (int[] d : dirs) {
                int tf = f + d[0];
                int tr = r + d[1];
                while (on(tf, tr) && board[tr * 9 + tf] == '.') {
                    out.add(new int[] {p, tr * 9 + tf});
                    tf += d[0];
                    tr += d[1];
                }
                if (cannon && on(tf, tr)) {
                    // over the screen to the first piece beyond
                    tf += d[0];
                    tr += d[1];
                    while (on(tf, tr) && board[tr * 9 + tf] == '.') {
                        tf += d[0];
                        tr += d[1];
                    }
                }
                if (on(tf, tr) && board[tr * 9 + tf] != '.' && !own(tr * 9 + tf, red)) {
                    out.add(new int[] {p, tr * 9 + tf});
                }
            }
        }

        private void add(List<int[]> out, int p, int f, int r, boolean red) {
            if (on(f, r) && !own(r * 9 + f, red)) {
                out.add(new int[] {p, r * 9 + f});
            }
        }

        private static boolean on(int f, int r) {
            return f >= 0 && f < 9 && r >= 0 && r < 10;
        }
    }
}
