package gamut.games;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An independent Los Alamos chess move generator for tests, sharing no code with the interpreter:
 * a 6 by 6 board (a1 bottom left, file letters left to right), kings, queens, rooks, knights and
 * pawns; no bishops, no castling, no double step (so no en passant); a pawn reaching the far rank
 * becomes a queen, rook or knight. A move may not leave the mover's king attacked. The game ends by
 * checkmate, stalemate, bare kings, king and knight against king, threefold repetition (the pieces
 * and the player to move, as the Laws count it: with no castling and no en passant nothing else
 * tells positions apart) and a hundred plies with neither a capture nor a pawn move.
 *
 * <p>Moves are written like the interpreter's notation ({@code Pc2-c3}, {@code Nb1xc3},
 * {@code Pb5xa6=Q}) so the two generators can be compared move for move.
 */
final class LosAlamosReference {
    static final int SIZE = 6;
    static final int PAWN = 1, KNIGHT = 2, ROOK = 3, QUEEN = 4, KING = 5;
    /** Letters by type (index 0 unused); the order of PROMOTIONS is irrelevant to the tests, which sort. */
    static final String LETTERS = ".PNRQK";
    static final String[] NAMES = {"", "pawn", "knight", "rook", "queen", "king"};
    static final int[] PROMOTIONS = {QUEEN, ROOK, KNIGHT};
    static final int[][] KNIGHT_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static final int[][] STRAIGHT = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
    static final int[][] AROUND = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
    static final String START = "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1";

    /** board[file + 6 * rank]: 0 empty, +type for White, -type for Black. */
    final int[] board = new int[SIZE * SIZE];
    /** 0 White, 1 Black. */
    int toMove;
    /** Plies since the last capture or pawn move (the fifty-move rule ends the game at 100). */
    int clock;
    /** What each move changed, so that unmake restores it: from, to, moved piece, taken piece, old clock. */
    private final List<int[]> undo = new ArrayList<>();
    /** How often each position occurred on this line (the start included), for the threefold rule. */
    private final Map<String, Integer> seen = new HashMap<>();
    private final List<String> keys = new ArrayList<>();

    /** A move: from (bits 0-5), to (6-11), the type promoted to (12-14, 0 for none). */
    static int move(int from, int to, int promotion) {
        return from | to << 6 | promotion << 12;
    }

    static int from(int m) {
        return m & 63;
    }

    static int to(int m) {
        return m >> 6 & 63;
    }

    static int promotion(int m) {
        return m >> 12;
    }

    static int file(int sq) {
        return sq % SIZE;
    }

    static int rank(int sq) {
        return sq / SIZE;
    }

    /** The cell (file, rank) or -1 off the board. */
    static int at(int file, int rank) {
        return file < 0 || file >= SIZE || rank < 0 || rank >= SIZE ? -1 : file + SIZE * rank;
    }

    static String name(int sq) {
        return "" + (char) ('a' + file(sq)) + (rank(sq) + 1);
    }

    /** +1 for White's pieces, -1 for Black's: the sign of a piece and the way its pawns go. */
    int sign(int player) {
        return player == 0 ? 1 : -1;
    }

    /**
     * A position in FEN as the variant's {@code position fen} writes it: rows from the 6th rank
     * down, the player to move, then '-' for castling and en passant (never possible), the clock
     * and the move number; fields may be left off from the end.
     */
    static LosAlamosReference fen(String text) {
        LosAlamosReference r = new LosAlamosReference();
        String[] fields = text.trim().split("\\s+");
        String[] rows = fields[0].split("/");
        if (rows.length != SIZE) {
            throw new IllegalArgumentException("six rows expected: " + text);
        }
        for (int row = 0; row < SIZE; row++) {
            int file = 0;
            for (char c : rows[row].toCharArray()) {
                if (Character.isDigit(c)) {
                    file += c - '0';
                } else {
                    int type = LETTERS.indexOf(Character.toUpperCase(c));
                    r.board[at(file++, SIZE - 1 - row)] = Character.isUpperCase(c) ? type : -type;
                }
            }
        }
        r.toMove = fields.length > 1 && fields[1].equals("b") ? 1 : 0;
        r.clock = fields.length > 4 ? Integer.parseInt(fields[4]) : 0;
        r.remember();
        return r;
    }

    static LosAlamosReference start() {
        return fen(START);
    }

    /** The position in the interpreter's own position text (docs/language.md section 11). */
    String gamutText() {
        StringBuilder out = new StringBuilder();
        for (int player = 0; player < 2; player++) {
            out.append(player == 0 ? "white:" : "; black:");
            String sep = " ";
            for (int type = PAWN; type <= KING; type++) {
                StringBuilder cells = new StringBuilder();
                for (int sq = 0; sq < board.length; sq++) {
                    if (board[sq] == sign(player) * type) {
                        cells.append(' ').append(name(sq));
                    }
                }
                if (cells.length() > 0) {
                    out.append(sep).append(NAMES[type]).append(cells);
                    sep = ", ";
                }
            }
        }
        return out.append("; turn: ").append(toMove == 0 ? "white" : "black").append("; clock: ").append(clock).toString();
    }

    // ---- attacks and legal moves

    /** Whether a piece of {@code by} could take on {@code sq}: looking outwards from the square. */
    boolean attacked(int sq, int by) {
        int s = sign(by);
        int f = file(sq), r = rank(sq);
        // A pawn of 'by' takes diagonally forward, so it stands one rank behind, as seen from it.
        for (int df = -1; df <= 1; df += 2) {
            int c = at(f + df, r - s);
            if (c >= 0 && board[c] == s * PAWN) {
                return true;
            }
        }
        for (int[] d : KNIGHT_STEPS) {
            int c = at(f + d[0], r + d[1]);
            if (c >= 0 && board[c] == s * KNIGHT) {
                return true;
            }
        }
        for (int[] d : AROUND) {
            int c = at(f + d[0], r + d[1]);
            if (c >= 0 && board[c] == s * KING) {
                return true;
            }
        }
        return slider(f, r, STRAIGHT, s * ROOK, s * QUEEN) || slider(f, r, DIAGONAL, s * QUEEN, s * QUEEN);
    }

    /** Whether the first piece met along one of the lines is one of the two given. */
    private boolean slider(int f, int r, int[][] dirs, int p1, int p2) {
        for (int[] d : dirs) {
            int c = at(f + d[0], r + d[1]);
            for (int k = 2; c >= 0 && board[c] == 0; k++) {
                c = at(f + k * d[0], r + k * d[1]);
            }
            if (c >= 0 && (board[c] == p1 || board[c] == p2)) {
                return true;
            }
        }
        return false;
    }

    /** Whether one of the player's kings is attacked (a position without one is never in check). */
    boolean inCheck(int player) {
        for (int sq = 0; sq < board.length; sq++) {
            if (board[sq] == sign(player) * KING && attacked(sq, 1 - player)) {
                return true;
            }
        }
        return false;
    }

    /** Every move of the player to move by the pieces' movement alone, checks not considered. */
    List<Integer> pseudoLegal() {
        List<Integer> out = new ArrayList<>();
        int s = sign(toMove);
        for (int sq = 0; sq < board.length; sq++) {
            int p = board[sq] * s;
            if (p <= 0) {
                continue;
            }
            int f = file(sq), r = rank(sq);
            switch (p) {
                case PAWN -> pawn(sq, f, r, s, out);
                case KNIGHT -> leaps(sq, f, r, KNIGHT_STEPS, out);
                case KING -> leaps(sq, f, r, AROUND, out);
                case ROOK -> slides(sq, f, r, STRAIGHT, out);
                default -> {
                    slides(sq, f, r, STRAIGHT, out);
                    slides(sq, f, r, DIAGONAL, out);
                }
            }
        }
        return out;
    }

    private void pawn(int sq, int f, int r, int s, List<Integer> out) {
        int ahead = at(f, r + s);
        if (ahead >= 0 && board[ahead] == 0) {
            arrive(sq, ahead, out);
        }
        for (int df = -1; df <= 1; df += 2) {
            int c = at(f + df, r + s);
            if (c >= 0 && board[c] * s < 0) {
                arrive(sq, c, out);
            }
        }
    }

    /** A pawn move, three of them when it reaches the far rank (where it cannot step further). */
    private void arrive(int from, int to, List<Integer> out) {
        if (at(file(to), rank(to) + sign(toMove)) < 0) {
            for (int t : PROMOTIONS) {
                out.add(move(from, to, t));
            }
        } else {
            out.add(move(from, to, 0));
        }
    }

    private void leaps(int sq, int f, int r, int[][] steps, List<Integer> out) {
        for (int[] d : steps) {
            int c = at(f + d[0], r + d[1]);
            if (c >= 0 && board[c] * sign(toMove) <= 0) {
                out.add(move(sq, c, 0));
            }
        }
    }

    private void slides(int sq, int f, int r, int[][] dirs, List<Integer> out) {
        for (int[] d : dirs) {
            for (int k = 1;; k++) {
                int c = at(f + k * d[0], r + k * d[1]);
                if (c < 0 || board[c] * sign(toMove) > 0) {
                    break;
                }
                out.add(move(sq, c, 0));
                if (board[c] != 0) {
                    break;
                }
            }
        }
    }

    /** The pseudo-legal moves that do not leave the mover's king attacked, ignoring the end of the game. */
    List<Integer> legal() {
        List<Integer> out = new ArrayList<>();
        int mover = toMove;
        for (int m : pseudoLegal()) {
            // Tried on the board without counting the position for repetition: it is not played.
            apply(m);
            if (!inCheck(mover)) {
                out.add(m);
            }
            restore();
        }
        return out;
    }

    /** The legal moves, none when the game is over (as the interpreter generates them). */
    List<Integer> moves() {
        List<Integer> legal = legal();
        return legal.isEmpty() || drawn() != null ? List.of() : legal;
    }

    // ---- the end of the game

    /**
     * Why the game is drawn though the player to move could move, or null: bare kings, a lone
     * knight, the third occurrence of the position, a hundred quiet plies. Repetition and the clock
     * count only after a move, not in a set-up position. The names are those of chess.gamut's end
     * rules (bare kings are its 'bishops_of_one_colour' with no bishop), so verdicts compare as text.
     */
    String drawn() {
        int pieces = 0, knights = 0;
        for (int p : board) {
            pieces += p != 0 ? 1 : 0;
            knights += Math.abs(p) == KNIGHT ? 1 : 0;
        }
        if (pieces == 2) {
            return "bishops_of_one_colour";
        }
        if (pieces == 3 && knights == 1) {
            return "lone_knight";
        }
        if (!undo.isEmpty() && seen.get(keys.get(keys.size() - 1)) >= 3) {
            return "repetition";
        }
        return !undo.isEmpty() && clock >= 100 ? "limit" : null;
    }

    /** Like Games.describe: "white wins (checkmate)", "draw (stalemate)", ..., or "not over". */
    String describe() {
        if (legal().isEmpty()) {
            return inCheck(toMove) ? (toMove == 0 ? "black" : "white") + " wins (checkmate)" : "draw (stalemate)";
        }
        String draw = drawn();
        return draw == null ? "not over" : "draw (" + draw + ")";
    }

    // ---- playing

    void make(int m) {
        apply(m);
        remember();
    }

    void unmake() {
        String key = keys.remove(keys.size() - 1);
        seen.merge(key, -1, Integer::sum);
        restore();
    }

    private void apply(int m) {
        int from = from(m), to = to(m);
        int piece = board[from], taken = board[to];
        undo.add(new int[] {from, to, piece, taken, clock});
        board[to] = promotion(m) == 0 ? piece : Integer.signum(piece) * promotion(m);
        board[from] = 0;
        clock = taken != 0 || Math.abs(piece) == PAWN ? 0 : clock + 1;
        toMove = 1 - toMove;
    }

    private void restore() {
        int[] u = undo.remove(undo.size() - 1);
        board[u[0]] = u[2];
        board[u[1]] = u[3];
        clock = u[4];
        toMove = 1 - toMove;
    }

    /** Counts the position just reached, for repetition: the pieces and the player to move. */
    private void remember() {
        StringBuilder key = new StringBuilder();
        for (int p : board) {
            key.append(LETTERS.charAt(Math.abs(p))).append(p < 0 ? '-' : '+');
        }
        String k = key.append(toMove).toString();
        keys.add(k);
        seen.merge(k, 1, Integer::sum);
    }

    /** The move in the interpreter's notation: Pc2-c3, Nb1xc3, Pb5xa6=Q. */
    String text(int m) {
        String out = "" + LETTERS.charAt(Math.abs(board[from(m)])) + name(from(m))
                + (board[to(m)] != 0 ? "x" : "-") + name(to(m));
        return promotion(m) == 0 ? out : out + "=" + LETTERS.charAt(promotion(m));
    }

    /** The sorted notation of the legal moves (none when the game is over). */
    List<String> texts() {
        List<String> out = new ArrayList<>();
        for (int m : moves()) {
            out.add(text(m));
        }
        out.sort(null);
        return out;
    }

    /** Plays the legal move written so. */
    void play(String text) {
        for (int m : moves()) {
            if (text(m).equals(text)) {
                make(m);
                return;
            }
        }
        throw new IllegalArgumentException("no legal move " + text + " in " + gamutText());
    }

    /** Leaves of the game tree at {@code depth} plies; a finished game has no children. */
    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Integer> moves = moves();
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
}
