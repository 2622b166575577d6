package gamut.games;

import java.util.ArrayList;
import java.util.List;

/**
 * Quoridor written from the rules alone for the tests, on its own board of 9 by 9 squares (x and y
 * from 0, a1 at 0, 0) and 8 by 8 wall centres, without the engine's edges: a pawn steps to a
 * neighbouring square unless a wall lies between; onto the other pawn it jumps over it, or, when a
 * wall or the board's edge stands behind it, to either side of it where no wall lies between; a wall
 * is two squares long, centred on a point where four squares meet, level or upright, overlapping no
 * wall and crossing none, and leaves both pawns a way to their goals. Moves are named as the
 * engine writes them: Pe1-e2, W@e4ne +W@e4n +W@f4n (level), W@e4ne +W@e4e +W@e5e (upright).
 */
final class QuoridorReference {
    static final int N = 9;
    /** The pawns' squares, white's and black's, as x + N * y. */
    final int[] pawn = {4, 4 + N * 8};
    final int[] walls = {10, 10};
    /** Walls by their centre, x + (N - 1) * y for the point north-east of square (x, y). */
    final boolean[] level = new boolean[(N - 1) * (N - 1)];
    final boolean[] upright = new boolean[(N - 1) * (N - 1)];
    /** Which player put the wall centred there (0 or 1), for positions. */
    final int[] wallOwner = new int[(N - 1) * (N - 1)];
    int toMove;
    int winner = -1;

    static String square(int s) {
        return (char) ('a' + s % N) + Integer.toString(s / N + 1);
    }

    /** Whether a wall lies between square s and its neighbour one step (dx, dy) away, on the board. */
    boolean blocked(int s, int dx, int dy) {
        int x = s % N;
        int y = s / N;
        int tx = x + dx;
        int ty = y + dy;
        if (tx < 0 || ty < 0 || tx >= N || ty >= N) {
            return true;
        }
        if (dy != 0) {
            int row = Math.min(y, ty); // the groove between rows row and row + 1
            return levelAt(x - 1, row) || levelAt(x, row);
        }
        int col = Math.min(x, tx);
        return uprightAt(col, y - 1) || uprightAt(col, y);
    }

    private boolean levelAt(int x, int y) {
        return x >= 0 && y >= 0 && x < N - 1 && y < N - 1 && level[x + (N - 1) * y];
    }

    private boolean uprightAt(int x, int y) {
        return x >= 0 && y >= 0 && x < N - 1 && y < N - 1 && upright[x + (N - 1) * y];
    }

    private static final int[][] STEPS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};

    List<String> moves() {
        List<String> out = new ArrayList<>();
        if (winner >= 0) {
            return out;
        }
        int me = pawn[toMove];
        int other = pawn[1 - toMove];
        for (int[] d : STEPS) {
            if (blocked(me, d[0], d[1])) {
                continue;
            }
            int next = me + d[0] + N * d[1];
            if (next != other) {
                out.add("P" + square(me) + "-" + square(next));
            } else if (!blocked(next, d[0], d[1])) {
                out.add("P" + square(me) + "-" + square(next + d[0] + N * d[1]));
            } else {
                for (int[] side : STEPS) {
                    if (side[0] * d[0] + side[1] * d[1] == 0 && !blocked(next, side[0], side[1])) {
                        out.add("P" + square(me) + "-" + square(next + side[0] + N * side[1]));
                    }
                }
            }
        }
        if (walls[toMove] > 0) {
            for (int v = 0; v < (N - 1) * (N - 1); v++) {
                for (boolean up : new boolean[] {true, false}) {
                    if (wallFits(v, up)) {
                        out.add(wallName(v, up));
                    }
                }
            }
        }
        return out;
    }

    static String wallName(int v, boolean up) {
        int x = v % (N - 1);
        int y = v / (N - 1);
        String sq = square(x + N * y);
        return up ? "W@" + sq + "ne +W@" + sq + "e +W@" + square(x + N * (y + 1)) + "e"
                : "W@" + sq + "ne +W@" + sq + "n +W@" + square(x + 1 + N * y) + "n";
    }

    private boolean wallFits(int v, boolean up) {
        int x = v % (N - 1);
        int y = v / (N - 1);
        if (level[v] || upright[v]) {
            return false;
        }
        if (up ? uprightAt(x, y - 1) || uprightAt(x, y + 1) : levelAt(x - 1, y) || levelAt(x + 1, y)) {
            return false;
        }
        (up ? upright : level)[v] = true;
        boolean ok = reaches(pawn[0], N - 1) && reaches(pawn[1], 0);
        (up ? upright : level)[v] = false;
        return ok;
    }

    /** Whether a path of steps not across walls leads from the square to the row. */
    boolean reaches(int from, int row) {
        boolean[] seen = new boolean[N * N];
        int[] queue = new int[N * N];
        int head = 0;
        int tail = 0;
        queue[tail++] = from;
        seen[from] = true;
        while (head < tail) {
            int s = queue[head++];
            if (s / N == row) {
                return true;
            }
            for (int[] d : STEPS) {
                if (!blocked(s, d[0], d[1]) && !seen[s + d[0] + N * d[1]]) {
                    seen[s + d[0] + N * d[1]] = true;
                    queue[tail++] = s + d[0] + N * d[1];
                }
            }
        }
        return false;
    }

    void play(String move) {
        if (!moves().contains(move)) {
            throw new IllegalArgumentException(move + " is not legal here: " + moves());
        }
        if (move.startsWith("P")) {
            String to = move.substring(move.indexOf('-') + 1);
            pawn[toMove] = to.charAt(0) - 'a' + N * (Integer.parseInt(to.substring(1)) - 1);
            if (pawn[toMove] / N == (toMove == 0 ? N - 1 : 0)) {
                winner = toMove;
            }
        } else {
            String centre = move.substring(2, move.indexOf("ne"));
            int v = centre.charAt(0) - 'a' + (N - 1) * (Integer.parseInt(centre.substring(1)) - 1);
            (move.endsWith("e") ? upright : level)[v] = true;
            wallOwner[v] = toMove;
            walls[toMove]--;
        }
        toMove = 1 - toMove;
    }

    long perft(int depth) {
        List<String> moves = moves();
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (String m : moves) {
            QuoridorReference next = copy();
            next.play(m);
            total += next.perft(depth - 1);
        }
        return total;
    }

    QuoridorReference copy() {
        QuoridorReference c = new QuoridorReference();
        System.arraycopy(pawn, 0, c.pawn, 0, 2);
        System.arraycopy(walls, 0, c.walls, 0, 2);
        System.arraycopy(level, 0, c.level, 0, level.length);
        System.arraycopy(upright, 0, c.upright, 0, upright.length);
        System.arraycopy(wallOwner, 0, c.wallOwner, 0, wallOwner.length);
        c.toMove = toMove;
        c.winner = winner;
        return c;
    }

    /** The position as the engine reads it: the pawns, each wall's centre under its owner and its edges neutral. */
    String position() {
        StringBuilder[] own = {new StringBuilder("white: pawn " + square(pawn[0])),
            new StringBuilder("black: pawn " + square(pawn[1]))};
        StringBuilder neutral = new StringBuilder();
        for (int v = 0; v < level.length; v++) {
            if (level[v] || upright[v]) {
                String[] parts = wallName(v, upright[v]).split(" \\+W@|W@");
                own[wallOwner[v]].append(own[wallOwner[v]].indexOf("wall") < 0 ? " wall " : " ").append(parts[1]);
                neutral.append(' ').append(parts[2]).append(' ').append(parts[3]);
            }
        }
        return own[0] + "; reserve white: wall " + walls[0] + "; " + own[1] + "; reserve black: wall " + walls[1]
                + (neutral.length() > 0 ? "; neutral: wall" + neutral : "") + "; turn: " + (toMove == 0 ? "white" : "black");
    }
}
