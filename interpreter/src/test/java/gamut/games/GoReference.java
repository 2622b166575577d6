package gamut.games;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Go under the Tromp-Taylor rules, written from the rules alone for the tests: a move colours an
 * empty point, clears the opponent's groups that reach no empty point, then the mover's own; a
 * move may not bring back an earlier colouring of the board (positional superko); a pass is always
 * allowed, and two in a row end the game; a player's score is her points plus the empty points
 * that reach only her colour, White's with 7.5 more. Points are numbered x + size * y from a1.
 */
final class GoReference {
    static final int EMPTY = 0;
    static final int BLACK = 1;
    static final int WHITE = 2;
    static final int PASS = -1;
    static final double KOMI = 7.5;

    final int size;
    private final int points;
    private final int[][] neighbours;
    int[] board;
    int toMove = BLACK;
    /** Whether a move may leave its own stones without a liberty (they are cleared), as Tromp-Taylor allow. */
    boolean suicide = true;
    int passes;
    /** How often each colouring of the board occurred on the line, as text. */
    private final Map<String, Integer> seen = new HashMap<>();
    private final List<int[]> boards = new ArrayList<>();
    private final List<int[]> state = new ArrayList<>();

    GoReference(int size) {
        this.size = size;
        this.points = size * size;
        this.neighbours = new int[points][];
        for (int p = 0; p < points; p++) {
            int x = p % size;
            int y = p / size;
            List<Integer> n = new ArrayList<>();
            if (y + 1 < size) {
                n.add(p + size);
            }
            if (x + 1 < size) {
                n.add(p + 1);
            }
            if (y > 0) {
                n.add(p - size);
            }
            if (x > 0) {
                n.add(p - 1);
            }
            neighbours[p] = n.stream().mapToInt(Integer::intValue).toArray();
        }
        this.board = new int[points];
        seen.merge(key(board), 1, Integer::sum);
    }

    /** A position as Gamut writes one: "black: a1 b2; white: c3; turn: white" (reserves left out). */
    static GoReference of(int size, String position) {
        GoReference go = new GoReference(size);
        go.seen.clear();
        for (String clause : position.split(";")) {
            String[] parts = clause.trim().split(":");
            String what = parts[0].trim();
            String rest = parts.length > 1 ? parts[1].trim() : "";
            if (what.equals("turn")) {
                go.toMove = rest.equals("black") ? BLACK : WHITE;
            } else if (what.equals("black") || what.equals("white")) {
                for (String cell : rest.split("[ ,]+")) {
                    if (!cell.isEmpty()) {
                        go.board[go.point(cell)] = what.equals("black") ? BLACK : WHITE;
                    }
                }
            }
        }
        go.seen.merge(key(go.board), 1, Integer::sum);
        return go;
    }

    int point(String cell) {
        return cell.charAt(0) - 'a' + size * (Integer.parseInt(cell.substring(1)) - 1);
    }

    /** The position as Gamut writes one ({@link #of} reads it back). */
    String position() {
        List<String> black = new ArrayList<>();
        List<String> white = new ArrayList<>();
        for (int p = 0; p < points; p++) {
            if (board[p] != EMPTY) {
                (board[p] == BLACK ? black : white).add(name(p).substring(2));
            }
        }
        return "black: " + String.join(" ", black) + "; white: " + String.join(" ", white) + "; turn: "
                + (toMove == BLACK ? "black" : "white");
    }

    /** The move written {@code notation}: a point as "S@c3", or "pass". */
    int parse(String notation) {
        return notation.equals("pass") ? PASS : point(notation.substring(2));
    }

    String name(int p) {
        return p == PASS ? "pass" : "S@" + (char) ('a' + p % size) + (p / size + 1);
    }

    private static String key(int[] b) {
        return Arrays.toString(b);
    }

    /** The board after the player colours the empty point p: the opponent cleared, then the player. */
    int[] after(int p, int player) {
        int[] b = board.clone();
        b[p] = player;
        clear(b, 3 - player);
        clear(b, player);
        return b;
    }

    /** Empties every point of the colour that does not reach an empty point. */
    private void clear(int[] b, int colour) {
        boolean[] reaches = new boolean[points];
        List<Integer> frontier = new ArrayList<>();
        for (int p = 0; p < points; p++) {
            if (b[p] == colour) {
                for (int n : neighbours[p]) {
                    if (b[n] == EMPTY && !reaches[p]) {
                        reaches[p] = true;
                        frontier.add(p);
                    }
                }
            }
        }
        while (!frontier.isEmpty()) {
            int p = frontier.remove(frontier.size() - 1);
            for (int n : neighbours[p]) {
                if (b[n] == colour && !reaches[n]) {
                    reaches[n] = true;
                    frontier.add(n);
                }
            }
        }
        for (int p = 0; p < points; p++) {
            if (b[p] == colour && !reaches[p]) {
                b[p] = EMPTY;
            }
        }
    }

    boolean over() {
        return passes >= 2;
    }

    /** The legal moves: every empty point whose move brings back no earlier board, then the pass. */
    List<Integer> moves() {
        List<Integer> out = new ArrayList<>();
        if (over()) {
            return out;
        }
        for (int p = 0; p < points; p++) {
            if (board[p] == EMPTY) {
                int[] b = after(p, toMove);
                if (!seen.containsKey(key(b)) && (suicide || b[p] == toMove)) {
                    out.add(p);
                }
            }
        }
        out.add(PASS);
        return out;
    }

    void play(int move) {
        boards.add(board);
        state.add(new int[] {toMove, passes});
        if (move == PASS) {
            passes++;
        } else {
            board = after(move, toMove);
            passes = 0;
        }
        toMove = 3 - toMove;
        seen.merge(key(board), 1, Integer::sum);
    }

    void undo() {
        String k = key(board);
        if (seen.merge(k, -1, Integer::sum) == 0) {
            seen.remove(k);
        }
        board = boards.remove(boards.size() - 1);
        int[] s = state.remove(state.size() - 1);
        toMove = s[0];
        passes = s[1];
    }

    /** The colour's points plus the empty points that reach only that colour, without komi. */
    int area(int colour) {
        int n = 0;
        boolean[] done = new boolean[points];
        for (int p = 0; p < points; p++) {
            if (board[p] == colour) {
                n++;
            } else if (board[p] == EMPTY && !done[p]) {
                List<Integer> region = new ArrayList<>();
                region.add(p);
                done[p] = true;
                boolean mine = false;
                boolean theirs = false;
                for (int i = 0; i < region.size(); i++) {
                    for (int q : neighbours[region.get(i)]) {
                        if (board[q] == EMPTY && !done[q]) {
                            done[q] = true;
                            region.add(q);
                        } else if (board[q] == colour) {
                            mine = true;
                        } else if (board[q] != EMPTY) {
                            theirs = true;
                        }
                    }
                }
                if (mine && !theirs) {
                    n += region.size();
                }
            }
        }
        return n;
    }

    /** "black wins by 2.5", "white wins by 7.5": the higher score wins, White's with komi. */
    String result() {
        double black = area(BLACK);
        double white = area(WHITE) + KOMI;
        String margin = format(Math.abs(black - white));
        return black > white ? "black wins by " + margin : "white wins by " + margin;
    }

    static String format(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    long perft(int depth) {
        List<Integer> moves = moves();
        if (depth == 1) {
            return moves.size();
        }
        long n = 0;
        for (int m : moves) {
            play(m);
            n += over() ? 0 : perft(depth - 1);
            undo();
        }
        return n;
    }
}
