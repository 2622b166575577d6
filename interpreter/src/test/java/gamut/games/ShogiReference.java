package gamut.games;

import java.util.ArrayList;
import java.util.List;

/**
 * An independent Shogi move generator for tests, sharing no code with the interpreter: its own
 * board, SFEN reader, legal moves, copy-make and perft, written from the rules of the Japan Shogi
 * Association. Cells are a1..i9 as in games/shogi.gamut: file a..i from Black's left, rank 1..9
 * from Black's side; SFEN's rows run from rank 9 down, each from file a to file i.
 *
 * <p>Rules: pieces K R B G S N L P and the promoted +R (rook and one step diagonally), +B (bishop
 * and one step orthogonally), +S +N +L +P (each moves as a gold). A move that starts or ends in the
 * mover's far three ranks may promote; a pawn or lance reaching the last rank, or a knight the last
 * two, must. Captured pieces go to the captor's hand unpromoted and may be dropped on any empty
 * square where they could move again; no pawn on a file holding an unpromoted pawn of its owner's
 * (nifu) and no pawn drop that mates at once (uchifuzume). No move may leave the mover's king
 * attacked. A player with no legal move has lost (perft: no children).
 *
 * <p>Moves are ints: from (bits 0-6, {@link #DROP} for a drop), to (7-13), promotion (bit 14),
 * the type dropped (15-18). {@link #key} writes them as the tests compare them: {@code c3c4},
 * {@code c6c7=} (promoted), {@code P@e5}.
 */
final class ShogiReference {
    static final int P = 1, L = 2, N = 3, S = 4, G = 5, B = 6, R = 7, K = 8;
    static final int TOKIN = 9, PLANCE = 10, PKNIGHT = 11, PSILVER = 12, HORSE = 13, DRAGON = 14;
    static final String[] LETTERS = {"", "P", "L", "N", "S", "G", "B", "R", "K", "+P", "+L", "+N", "+S", "+B", "+R"};
    /** The promoted type of each type, 0 where it does not promote. */
    static final int[] PROMOTED = {0, TOKIN, PLANCE, PKNIGHT, PSILVER, 0, HORSE, DRAGON, 0, 0, 0, 0, 0, 0, 0};
    /** The type a piece goes to the hand as. */
    static final int[] BASE = {0, P, L, N, S, G, B, R, K, P, L, N, S, B, R};
    static final int DROP = 81;
    static final String START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    private static final int[][] NONE = {};
    private static final int[][] ORTHOGONAL = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    private static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
    private static final int[][] AROUND = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
    private static final int[][] GOLD = {{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}, {0, -1}};
    private static final int[][] SILVER = {{-1, 1}, {0, 1}, {1, 1}, {-1, -1}, {1, -1}};
    private static final int[][] KNIGHT = {{-1, 2}, {1, 2}};
    private static final int[][] AHEAD = {{0, 1}};
    /** One-step moves by type, seen from Black ((file, rank) steps; White's ranks run the other way). */
    private static final int[][][] STEPS = {NONE, AHEAD, NONE, KNIGHT, SILVER, GOLD, NONE, NONE, AROUND,
        GOLD, GOLD, GOLD, GOLD, ORTHOGONAL, DIAGONAL};
    /** Sliding moves by type, seen from Black. */
    private static final int[][][] SLIDES = {NONE, NONE, AHEAD, NONE, NONE, NONE, DIAGONAL, ORTHOGONAL, NONE,
        NONE, NONE, NONE, NONE, DIAGONAL, ORTHOGONAL};

    /** board[file + 9 * rank] (file 0 = a, rank 0 = 1): 0 empty, +type Black's, -type White's. */
    final int[] board = new int[81];
    /** hand[player][type] for types P..R; player 0 Black, 1 White. */
    final int[][] hand = new int[2][8];
    /** 0 Black, 1 White. */
    int toMove;

    ShogiReference() {}

    private ShogiReference(ShogiReference other) {
        System.arraycopy(other.board, 0, board, 0, 81);
        for (int p = 0; p < 2; p++) {
            System.arraycopy(other.hand[p], 0, hand[p], 0, 8);
        }
        toMove = other.toMove;
    }

    static int move(int from, int to, boolean promote, int dropped) {
        return from | to << 7 | (promote ? 1 << 14 : 0) | dropped << 15;
    }

    static int from(int m) {
        return m & 127;
    }

    static int to(int m) {
        return m >> 7 & 127;
    }

    static boolean promotes(int m) {
        return (m >> 14 & 1) != 0;
    }

    static int dropped(int m) {
        return m >> 15;
    }

    static String cell(int sq) {
        return "" + (char) ('a' + sq % 9) + (char) ('1' + sq / 9);
    }

    /** The move as the tests compare moves: from and to cells and '=' when it promotes, or the letter dropped. */
    static String key(int m) {
        if (from(m) == DROP) {
            return LETTERS[dropped(m)] + "@" + cell(to(m));
        }
        return cell(from(m)) + cell(to(m)) + (promotes(m) ? "=" : "");
    }

    // ---------------------------------------------------------------- SFEN

    /** The position of an SFEN text (the move number, if any, is ignored). */
    static ShogiReference sfen(String text) {
        String[] parts = text.trim().split("\\s+");
        ShogiReference pos = new ShogiReference();
        String[] rows = parts[0].split("/");
        if (rows.length != 9) {
            throw new IllegalArgumentException("nine rows expected: " + text);
        }
        for (int row = 0; row < 9; row++) {
            int rank = 8 - row, file = 0;
            boolean plus = false;
            for (char c : rows[row].toCharArray()) {
                if (Character.isDigit(c)) {
                    file += c - '0';
                } else if (c == '+') {
                    plus = true;
                } else {
                    int type = "PLNSGBRK".indexOf(Character.toUpperCase(c)) + 1;
                    if (type == 0 || file > 8) {
                        throw new IllegalArgumentException("bad row " + rows[row] + " in " + text);
                    }
                    type = plus ? PROMOTED[type] : type;
                    pos.board[file++ + 9 * rank] = Character.isUpperCase(c) ? type : -type;
                    plus = false;
                }
            }
        }
        pos.toMove = parts.length > 1 && parts[1].equals("w") ? 1 : 0;
        String hands = parts.length > 2 ? parts[2] : "-";
        int count = 0;
        for (char c : hands.toCharArray()) {
            if (Character.isDigit(c)) {
                count = count * 10 + (c - '0');
            } else if (c != '-') {
                int type = "PLNSGBR".indexOf(Character.toUpperCase(c)) + 1;
                pos.hand[Character.isUpperCase(c) ? 0 : 1][type] += Math.max(count, 1);
                count = 0;
            }
        }
        return pos;
    }

    /** SFEN without the move number: board, side to move, hands (rook to pawn, Black's first). */
    String sfen() {
        StringBuilder out = new StringBuilder();
        for (int rank = 8; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 9; file++) {
                int p = board[file + 9 * rank];
                if (p == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    out.append(empty);
                    empty = 0;
                }
                String letter = LETTERS[Math.abs(p)];
                out.append(p > 0 ? letter : letter.toLowerCase());
            }
            if (empty > 0) {
                out.append(empty);
            }
            out.append(rank > 0 ? "/" : "");
        }
        out.append(toMove == 0 ? " b " : " w ");
        StringBuilder hands = new StringBuilder();
        for (int player = 0; player < 2; player++) {
            for (int type = R; type >= P; type--) {
                int n = hand[player][type];
                if (n > 0) {
                    hands.append(n > 1 ? String.valueOf(n) : "").append(player == 0 ? LETTERS[type] : LETTERS[type].toLowerCase());
                }
            }
        }
        return out.append(hands.length() == 0 ? "-" : hands).toString();
    }

    // ---------------------------------------------------------------- attacks

    /** Whether the piece on {@code from} attacks {@code to} (moves there, were it an enemy's). */
    boolean attacks(int from, int to) {
        int p = board[from];
        int type = Math.abs(p), sign = p > 0 ? 1 : -1;
        int df = to % 9 - from % 9, dr = (to / 9 - from / 9) * sign;
        for (int[] s : STEPS[type]) {
            if (s[0] == df && s[1] == dr) {
                return true;
            }
        }
        for (int[] s : SLIDES[type]) {
            int k = Math.max(Math.abs(df), Math.abs(dr));
            if (k == 0 || df != k * s[0] || dr != k * s[1]) {
                continue;
            }
            for (int i = 1; i < k; i++) {
                if (board[from + i * s[0] + 9 * i * s[1] * sign] != 0) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    /** Whether a piece of {@code player} attacks the cell. */
    boolean attacked(int sq, int player) {
        for (int from = 0; from < 81; from++) {
            int p = board[from];
            if (p != 0 && (p > 0) == (player == 0) && attacks(from, sq)) {
                return true;
            }
        }
        return false;
    }

    int king(int player) {
        int k = player == 0 ? K : -K;
        for (int sq = 0; sq < 81; sq++) {
            if (board[sq] == k) {
                return sq;
            }
        }
        return -1;
    }

    /** Whether {@code player}'s king is attacked (a player without a king never is). */
    boolean inCheck(int player) {
        int k = king(player);
        return k >= 0 && attacked(k, 1 - player);
    }

    // ---------------------------------------------------------------- moves

    /** The rank counted from the mover's side: 0 its own first rank, 8 the last. */
    private int ahead(int sq) {
        return toMove == 0 ? sq / 9 : 8 - sq / 9;
    }

    private boolean mine(int p) {
        return p != 0 && (p > 0) == (toMove == 0);
    }

    /** The moves of pieces and drops, legal or not for the king. */
    List<Integer> pseudoLegal() {
        List<Integer> out = new ArrayList<>();
        for (int from = 0; from < 81; from++) {
            if (mine(board[from])) {
                pieceMoves(from, out);
            }
        }
        drops(out);
        return out;
    }

    private void pieceMoves(int from, List<Integer> out) {
        int type = Math.abs(board[from]), sign = toMove == 0 ? 1 : -1;
        int file = from % 9, rank = from / 9;
        for (int[] s : STEPS[type]) {
            int f = file + s[0], r = rank + s[1] * sign;
            if (f >= 0 && f < 9 && r >= 0 && r < 9 && !mine(board[f + 9 * r])) {
                arrive(from, f + 9 * r, type, out);
            }
        }
        for (int[] s : SLIDES[type]) {
            for (int f = file + s[0], r = rank + s[1] * sign; f >= 0 && f < 9 && r >= 0 && r < 9; f += s[0], r += s[1] * sign) {
                int target = board[f + 9 * r];
                if (mine(target)) {
                    break;
                }
                arrive(from, f + 9 * r, type, out);
                if (target != 0) {
                    break;
                }
            }
        }
    }

    /** The move to {@code to}, unpromoted where the piece could move again, promoted where it may. */
    private void arrive(int from, int to, int type, List<Integer> out) {
        boolean may = PROMOTED[type] != 0 && (ahead(from) >= 6 || ahead(to) >= 6);
        boolean must = (type == P || type == L) && ahead(to) == 8 || type == N && ahead(to) >= 7;
        if (!must) {
            out.add(move(from, to, false, 0));
        }
        if (may) {
            out.add(move(from, to, true, 0));
        }
    }

    private void drops(List<Integer> out) {
        boolean[] pawnFile = new boolean[9];
        int pawn = toMove == 0 ? P : -P;
        for (int sq = 0; sq < 81; sq++) {
            if (board[sq] == pawn) {
                pawnFile[sq % 9] = true;
            }
        }
        for (int type = P; type <= R; type++) {
            if (hand[toMove][type] == 0) {
                continue;
            }
            for (int sq = 0; sq < 81; sq++) {
                if (board[sq] != 0
                        || (type == P || type == L) && ahead(sq) == 8
                        || type == N && ahead(sq) >= 7
                        || type == P && pawnFile[sq % 9]) {
                    continue;
                }
                out.add(move(DROP, sq, false, type));
            }
        }
    }

    /** The position after the move (this one is left as it was). */
    ShogiReference play(int m) {
        ShogiReference next = new ShogiReference(this);
        int sign = toMove == 0 ? 1 : -1;
        if (from(m) == DROP) {
            next.hand[toMove][dropped(m)]--;
            next.board[to(m)] = sign * dropped(m);
        } else {
            int taken = board[to(m)];
            if (taken != 0) {
                next.hand[toMove][BASE[Math.abs(taken)]]++;
            }
            int type = Math.abs(board[from(m)]);
            next.board[to(m)] = sign * (promotes(m) ? PROMOTED[type] : type);
            next.board[from(m)] = 0;
        }
        next.toMove = 1 - toMove;
        return next;
    }

    /** Whether the move (pseudo-legal here) is legal: the king safe after it, and no pawn dropped to mate. */
    boolean legal(int m) {
        ShogiReference next = play(m);
        if (next.inCheck(toMove)) {
            return false;
        }
        return !(from(m) == DROP && dropped(m) == P && next.inCheck(next.toMove) && !next.hasLegalMove());
    }

    boolean hasLegalMove() {
        for (int m : pseudoLegal()) {
            if (legal(m)) {
                return true;
            }
        }
        return false;
    }

    List<Integer> legalMoves() {
        List<Integer> out = new ArrayList<>();
        for (int m : pseudoLegal()) {
            if (legal(m)) {
                out.add(m);
            }
        }
        return out;
    }

    /** Leaves at {@code depth} plies; a player with no move has lost, and the line ends. */
    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Integer> moves = legalMoves();
        if (depth == 1) {
            return moves.size();
        }
        long n = 0;
        for (int m : moves) {
            n += play(m).perft(depth - 1);
        }
        return n;
    }

    /** The leaves below each move, written by {@link #key}, in generation order. */
    List<String> divide(int depth) {
        List<String> out = new ArrayList<>();
        for (int m : legalMoves()) {
            out.add(key(m) + " " + play(m).perft(depth - 1));
        }
        return out;
    }

    /** Prints perft, or the divide: {@code java ... ShogiReference 'SFEN' depth [divide]}. */
    public static void main(String[] args) {
        ShogiReference pos = sfen(args.length > 0 ? args[0] : START);
        int depth = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        if (args.length > 2) {
            pos.divide(depth).forEach(System.out::println);
        }
        for (int d = 1; d <= depth; d++) {
            System.out.println("perft(" + d + ") = " + pos.perft(d));
        }
    }
}
