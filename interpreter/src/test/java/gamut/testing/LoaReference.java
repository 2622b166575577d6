package gamut.testing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An independent Lines of Action reference, written from the rules spec
 * (docs/rules/lines-of-action.md) and nothing else: a plain 8x8 array, moves found by counting
 * the pieces on a line and walking it, connection by flood fill, the end check after every move,
 * threefold repetition and the move limit of the game file. It uses no engine code.
 *
 * <p>Squares are (file, rank) with file 0..7 = a..h and rank 0..7 = 1..8. A move is an int
 * {@code from * 64 + to} with square = file * 8 + rank; {@link #PASS} is a pass.
 */
public final class LoaReference {
    public static final int EMPTY = -1;
    public static final int BLACK = 0;
    public static final int WHITE = 1;
    public static final int DRAW = -1;
    public static final int PASS = -1;
    public static final String[] PLAYERS = {"black", "white"};

    private static final int[][] DIRECTIONS = {
        {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1},
    };

    /** The rule choices of the named variants (spec section 5) plus the game file's move limit. */
    public record Options(boolean moverWinsWhenBoth, boolean repetitionDraw, boolean noMoveLoses,
                          int firstPlayer, String setup, int limit) {
        public static Options of(String... variants) {
            boolean moverWins = false;
            boolean repetition = true;
            boolean noMoveLoses = false;
            int first = BLACK;
            String setup = "standard";
            for (String v : variants) {
                switch (v) {
                    case "simultaneous=mover_wins" -> moverWins = true;
                    case "repetition=none" -> repetition = false;
                    case "no_move=loses" -> noMoveLoses = true;
                    case "first=white" -> first = WHITE;
                    case "setup=swapped" -> setup = "swapped";
                    case "setup=scrambled_eggs" -> setup = "scrambled_eggs";
                    default -> throw new IllegalArgumentException("unknown variant " + v);
                }
            }
            return new Options(moverWins, repetition, noMoveLoses, first, setup, 2000);
        }

        String[] setupSquares() {
            return switch (setup) {
                case "standard" -> new String[] {
                    "b1 c1 d1 e1 f1 g1 b8 c8 d8 e8 f8 g8", "a2 a3 a4 a5 a6 a7 h2 h3 h4 h5 h6 h7"};
                case "swapped" -> new String[] {
                    "a2 a3 a4 a5 a6 a7 h2 h3 h4 h5 h6 h7", "b1 c1 d1 e1 f1 g1 b8 c8 d8 e8 f8 g8"};
                case "scrambled_eggs" -> new String[] {
                    "b1 d1 f1 c8 e8 g8 a3 a5 a7 h2 h4 h6", "c1 e1 g1 b8 d8 f8 a2 a4 a6 h3 h5 h7"};
                default -> throw new IllegalArgumentException(setup);
            };
        }
    }

    /** A finished game: the winner (or {@link #DRAW}) and the name of the rule that ended it. */
    public record Verdict(int winner, String end) {
        @Override
        public String toString() {
            return (winner == DRAW ? "draw" : PLAYERS[winner] + " wins") + " (" + end + ")";
        }
    }

    private record Undo(int move, int captured, Verdict verdict) {}

    private final Options options;
    private final int[][] board = new int[8][8];
    private int toMove;
    private int ply;
    private Verdict verdict;
    private final Map<String, Integer> occurrences = new HashMap<>();
    private final List<Undo> undo = new ArrayList<>();

    private LoaReference(Options options) {
        this.options = options;
        for (int[] file : board) {
            java.util.Arrays.fill(file, EMPTY);
        }
    }

    /** The initial position of the variants named. */
    public static LoaReference start(String... variants) {
        Options options = Options.of(variants);
        String[] squares = options.setupSquares();
        return of(options, squares[0], squares[1], options.firstPlayer());
    }

    /** A set-up position: black's and white's squares (space-separated names) and the player to move. */
    public static LoaReference of(Options options, String black, String white, int toMove) {
        LoaReference r = new LoaReference(options);
        r.place(black, BLACK);
        r.place(white, WHITE);
        r.toMove = toMove;
        r.occurrences.put(r.key(), 1);
        return r;
    }

    private void place(String squares, int who) {
        for (String s : squares.trim().split("\\s+")) {
            if (s.isEmpty()) {
                continue;
            }
            int sq = square(s);
            if (board[sq / 8][sq % 8] != EMPTY) {
                throw new IllegalArgumentException("square given twice: " + s);
            }
            board[sq / 8][sq % 8] = who;
        }
    }

    public static int square(String name) {
        int file = name.charAt(0) - 'a';
        int rank = name.charAt(1) - '1';
        if (name.length() != 2 || file < 0 || file > 7 || rank < 0 || rank > 7) {
            throw new IllegalArgumentException("not a square: " + name);
        }
        return file * 8 + rank;
    }

    public static String squareName(int sq) {
        return "" + (char) ('a' + sq / 8) + (char) ('1' + sq % 8);
    }

    public int at(String name) {
        int sq = square(name);
        return board[sq / 8][sq % 8];
    }

    public int toMove() {
        return toMove;
    }

    public int ply() {
        return ply;
    }

    public boolean isOver() {
        return verdict != null;
    }

    public Verdict verdict() {
        return verdict;
    }

    public int pieces(int who) {
        int n = 0;
        for (int x = 0; x < 8; x++) {
            for (int y = 0; y < 8; y++) {
                if (board[x][y] == who) {
                    n++;
                }
            }
        }
        return n;
    }

    // ---- moves

    private static boolean inside(int x, int y) {
        return x >= 0 && x < 8 && y >= 0 && y < 8;
    }

    /**
     * Pieces of both colours on each whole line: ranks (index = rank), files (index = file),
     * diagonals a1-h8 (index = file - rank + 7) and anti-diagonals a8-h1 (index = file + rank).
     */
    private int[][] lineCounts() {
        int[][] counts = new int[4][15];
        for (int x = 0; x < 8; x++) {
            for (int y = 0; y < 8; y++) {
                if (board[x][y] != EMPTY) {
                    counts[0][y]++;
                    counts[1][x]++;
                    counts[2][x - y + 7]++;
                    counts[3][x + y]++;
                }
            }
        }
        return counts;
    }

    /** The number of pieces on the whole line through (x, y) along (dx, dy), both ways (rule 1). */
    private static int lineCount(int[][] counts, int x, int y, int dx, int dy) {
        if (dy == 0) {
            return counts[0][y];
        }
        if (dx == 0) {
            return counts[1][x];
        }
        return dx == dy ? counts[2][x - y + 7] : counts[3][x + y];
    }

    /** The moves of {@code who} by rules 1-7 (no pass). */
    public List<Integer> pieceMoves(int who) {
        List<Integer> out = new ArrayList<>();
        int enemy = 1 - who;
        int[][] counts = lineCounts();
        for (int x = 0; x < 8; x++) {
            for (int y = 0; y < 8; y++) {
                if (board[x][y] != who) {
                    continue;
                }
                for (int[] d : DIRECTIONS) {
                    int n = lineCount(counts, x, y, d[0], d[1]);
                    int tx = x + n * d[0];
                    int ty = y + n * d[1];
                    if (!inside(tx, ty) || board[tx][ty] == who) {
                        continue;
                    }
                    boolean blocked = false;
                    for (int i = 1; i < n; i++) {
                        if (board[x + i * d[0]][y + i * d[1]] == enemy) {
                            blocked = true;
                            break;
                        }
                    }
                    if (!blocked) {
                        out.add((x * 8 + y) * 64 + tx * 8 + ty);
                    }
                }
            }
        }
        return out;
    }

    /** The legal moves of the player to move: none when the game is over; a pass when blocked (rule 9). */
    public List<Integer> legalMoves() {
        if (verdict != null) {
            return List.of();
        }
        List<Integer> out = pieceMoves(toMove);
        if (out.isEmpty() && !options.noMoveLoses()) {
            out.add(PASS);
        }
        return out;
    }

    public String format(int move) {
        if (move == PASS) {
            return "pass";
        }
        int from = move / 64;
        int to = move % 64;
        int target = board[to / 8][to % 8];
        boolean capture = target != EMPTY && target != board[from / 8][from % 8];
        return squareName(from) + (capture ? "x" : "-") + squareName(to);
    }

    /** The legal moves in notation, sorted. */
    public List<String> legalMoveNames() {
        List<String> out = new ArrayList<>();
        for (int m : legalMoves()) {
            out.add(format(m));
        }
        Collections.sort(out);
        return out;
    }

    /** The legal move written as {@code text} ("b1-b3", "c1xa3", "pass"). */
    public int parse(String text) {
        for (int m : legalMoves()) {
            if (format(m).equals(text)) {
                return m;
            }
        }
        throw new IllegalArgumentException("reference: '" + text + "' is not legal here; legal: " + legalMoveNames());
    }

    public void play(String... moves) {
        for (String m : moves) {
            make(parse(m));
        }
    }

    // ---- make, unmake, end check

    public void make(int move) {
        int captured = EMPTY;
        if (move != PASS) {
            int from = move / 64;
            int to = move % 64;
            captured = board[to / 8][to % 8];
            board[to / 8][to % 8] = board[from / 8][from % 8];
            board[from / 8][from % 8] = EMPTY;
        }
        undo.add(new Undo(move, captured, verdict));
        int mover = toMove;
        toMove = 1 - toMove;
        ply++;
        String key = key();
        int seen = occurrences.merge(key, 1, Integer::sum);
        verdict = judge(mover, seen);
    }

    public void unmake() {
        Undo u = undo.remove(undo.size() - 1);
        occurrences.merge(key(), -1, Integer::sum);
        toMove = 1 - toMove;
        ply--;
        if (u.move() != PASS) {
            int from = u.move() / 64;
            int to = u.move() % 64;
            board[from / 8][from % 8] = board[to / 8][to % 8];
            board[to / 8][to % 8] = u.captured();
        }
        verdict = u.verdict();
    }

    /** Rule 10, then rule 11, then the file's move limit, then (no_move=loses) a blocked opponent. */
    private Verdict judge(int mover, int seen) {
        int opponent = 1 - mover;
        boolean moverConnected = connected(mover);
        boolean opponentConnected = connected(opponent);
        if (moverConnected && opponentConnected) {
            return new Verdict(options.moverWinsWhenBoth() ? mover : DRAW, "both_connected");
        }
        if (moverConnected) {
            return new Verdict(mover, "mover_connected");
        }
        if (opponentConnected) {
            return new Verdict(opponent, "opponent_connected");
        }
        if (options.repetitionDraw() && seen >= 3) {
            return new Verdict(DRAW, "repetition");
        }
        if (options.limit() > 0 && ply >= options.limit()) {
            return new Verdict(DRAW, "limit");
        }
        if (options.noMoveLoses() && pieceMoves(toMove).isEmpty()) {
            return new Verdict(mover, "no_moves");
        }
        return null;
    }

    /** Rule 8: all of the player's pieces form one 8-neighbour group; one piece (or none) is connected. */
    public boolean connected(int who) {
        int total = pieces(who);
        if (total <= 1) {
            return true;
        }
        boolean[][] seen = new boolean[8][8];
        int[] stack = new int[64];
        int top = 0;
        outer:
        for (int x = 0; x < 8; x++) {
            for (int y = 0; y < 8; y++) {
                if (board[x][y] == who) {
                    seen[x][y] = true;
                    stack[top++] = x * 8 + y;
                    break outer;
                }
            }
        }
        int reached = 0;
        while (top > 0) {
            int c = stack[--top];
            reached++;
            for (int[] d : DIRECTIONS) {
                int nx = c / 8 + d[0];
                int ny = c % 8 + d[1];
                if (inside(nx, ny) && board[nx][ny] == who && !seen[nx][ny]) {
                    seen[nx][ny] = true;
                    stack[top++] = nx * 8 + ny;
                }
            }
        }
        return reached == total;
    }

    /** Position identity for repetition: the placement of all pieces plus the side to move. */
    private String key() {
        char[] k = new char[65];
        for (int i = 0; i < 64; i++) {
            int v = board[i / 8][i % 8];
            k[i] = v == EMPTY ? '.' : v == BLACK ? 'b' : 'w';
        }
        k[64] = (char) ('0' + toMove);
        return new String(k);
    }

    /** How often the current position has stood, with the same player to move, since the setup. */
    public int occurrencesOfCurrent() {
        return occurrences.getOrDefault(key(), 0);
    }

    /** Leaves of the game tree at {@code depth} plies; a finished game has no children; a pass is a ply. */
    public long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Integer> moves = legalMoves();
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (int m : moves) {
            make(m);
            total += perft(depth - 1);
            unmake();
        }
        return total;
    }

    /** "black: b1 c1 ...; white: ...; turn: black" (squares in a1, a2, ..., h8 order). */
    public String text() {
        StringBuilder[] parts = {new StringBuilder("black:"), new StringBuilder("white:")};
        for (int sq = 0; sq < 64; sq++) {
            int v = board[sq / 8][sq % 8];
            if (v != EMPTY) {
                parts[v].append(' ').append(squareName(sq));
            }
        }
        return parts[0] + "; " + parts[1] + "; turn: " + PLAYERS[toMove];
    }
}
