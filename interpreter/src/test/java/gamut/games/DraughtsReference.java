package gamut.games;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The board of an independent draughts move generator for tests, sharing no code with the
 * interpreter: a square board of {@code size} by {@code size} with cells named like the
 * interpreter's grid (a1 at the bottom left), men and kings, whose turn it is, and what the two
 * variants have in common: playing a move (jumped pieces come off at the end, a man that ends on
 * the far row is crowned), moves in the interpreter's notation, perft, and positions in the
 * notation of docs/language.md section 11. Player 0 moves first and up the board (Black in
 * English draughts, White in international draughts); the rules proper are in the subclasses.
 */
abstract class DraughtsReference {
    static final int EMPTY = -1;
    /** The four diagonals as (file, rank) steps. */
    static final int[][] DIAGONALS = {{-1, 1}, {1, 1}, {-1, -1}, {1, -1}};

    /** One legal move: where the piece starts, every cell it lands on, the cells it captures, and its text. */
    record Move(int from, int[] landings, int[] captured, String text) {}

    final int size;
    final String[] players;
    final int[] owner;
    final boolean[] king;
    int toMove;

    DraughtsReference(int size, String first, String second) {
        this.size = size;
        this.players = new String[] {first, second};
        this.owner = new int[size * size];
        this.king = new boolean[size * size];
        Arrays.fill(owner, EMPTY);
    }

    /** A fresh board of the same rules, empty. */
    abstract DraughtsReference empty();

    /** Every legal move of the player to move (in no particular order). */
    abstract List<Move> legal();

    /** The starting position: men on the dark squares of the first {@code rows} rows of each side. */
    void setUp(int rows) {
        for (int sq = 0; sq < size * size; sq++) {
            if (dark(sq) && rank(sq) < rows) {
                owner[sq] = 0;
            } else if (dark(sq) && rank(sq) >= size - rows) {
                owner[sq] = 1;
            }
        }
        toMove = 0;
    }

    int file(int sq) {
        return sq % size;
    }

    int rank(int sq) {
        return sq / size;
    }

    boolean dark(int sq) {
        return (file(sq) + rank(sq)) % 2 == 0;
    }

    /** The square one diagonal step from {@code sq}, or -1 off the board. */
    int next(int sq, int[] d) {
        int f = file(sq) + d[0];
        int r = rank(sq) + d[1];
        return f < 0 || r < 0 || f >= size || r >= size ? -1 : f + size * r;
    }

    /** Whether a diagonal leads forward for the player (up the board for player 0). */
    static boolean forward(int player, int[] d) {
        return player == 0 ? d[1] > 0 : d[1] < 0;
    }

    /** The far row of the player, where its men are crowned. */
    boolean crownRow(int player, int sq) {
        return rank(sq) == (player == 0 ? size - 1 : 0);
    }

    String name(int sq) {
        return (char) ('a' + file(sq)) + Integer.toString(rank(sq) + 1);
    }

    int square(String name) {
        int f = name.charAt(0) - 'a';
        int r = Integer.parseInt(name.substring(1)) - 1;
        if (f < 0 || f >= size || r < 0 || r >= size) {
            throw new IllegalArgumentException("no square " + name);
        }
        return f + size * r;
    }

    /** A move in the interpreter's notation: Mc3xe5xc7 for a capture, Ka1-b2 for a step. */
    Move move(int from, int[] landings, int[] captured) {
        StringBuilder text = new StringBuilder(king[from] ? "K" : "M").append(name(from));
        for (int to : landings) {
            text.append(captured.length > 0 ? 'x' : '-').append(name(to));
        }
        return new Move(from, landings, captured, text.toString());
    }

    /** The legal moves as text, sorted. */
    List<String> moves() {
        List<String> out = new ArrayList<>();
        for (Move m : legal()) {
            out.add(m.text());
        }
        Collections.sort(out);
        return out;
    }

    /** Plays a move: the piece lands, the jumped pieces come off, a man ending on the far row is crowned. */
    void play(Move m) {
        int to = m.landings()[m.landings().length - 1];
        boolean wasKing = king[m.from()];
        owner[m.from()] = EMPTY;
        king[m.from()] = false;
        for (int c : m.captured()) {
            owner[c] = EMPTY;
            king[c] = false;
        }
        owner[to] = toMove;
        king[to] = wasKing || crownRow(toMove, to);
        toMove = 1 - toMove;
    }

    /** Plays the legal move written as text. */
    void play(String text) {
        for (Move m : legal()) {
            if (m.text().equals(text)) {
                play(m);
                return;
            }
        }
        throw new AssertionError("the reference has no move " + text + "; legal: " + moves());
    }

    DraughtsReference copy() {
        DraughtsReference c = empty();
        System.arraycopy(owner, 0, c.owner, 0, owner.length);
        System.arraycopy(king, 0, c.king, 0, king.length);
        c.toMove = toMove;
        return c;
    }

    /** Leaves of the tree at the depth; a player without moves has lost, so that line ends. */
    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Move> moves = legal();
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (Move m : moves) {
            DraughtsReference child = copy();
            child.play(m);
            total += child.perft(depth - 1);
        }
        return total;
    }

    /** Every occupied square: "c3" to "black man". */
    Map<String, String> pieces() {
        Map<String, String> out = new TreeMap<>();
        for (int sq = 0; sq < owner.length; sq++) {
            if (owner[sq] != EMPTY) {
                out.put(name(sq), players[owner[sq]] + (king[sq] ? " king" : " man"));
            }
        }
        return out;
    }

    /**
     * Sets up a position written as in docs/language.md section 11, with the piece type before
     * its squares: {@code "black: man c3 king d4; white: man d6 f6; turn: black"}.
     */
    DraughtsReference position(String text) {
        DraughtsReference r = empty();
        r.toMove = 0;
        for (String clause : text.split("[;\n]")) {
            String[] parts = clause.trim().split(":", 2);
            if (parts[0].isEmpty()) {
                continue;
            }
            String[] words = parts[1].trim().split("[\\s,]+");
            if (parts[0].trim().equals("turn")) {
                r.toMove = Arrays.asList(players).indexOf(words[0]);
                continue;
            }
            int player = Arrays.asList(players).indexOf(parts[0].trim());
            if (player < 0) {
                throw new IllegalArgumentException("no player in " + clause);
            }
            Boolean isKing = null;
            for (String w : words) {
                if (w.equals("man") || w.equals("king")) {
                    isKing = w.equals("king");
                } else {
                    int sq = r.square(w);
                    r.owner[sq] = player;
                    r.king[sq] = isKing;
                }
            }
        }
        return r;
    }
}
