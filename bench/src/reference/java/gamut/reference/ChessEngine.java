package gamut.reference;

import static gamut.reference.ChessBoard.BISHOP;
import static gamut.reference.ChessBoard.CASTLING;
import static gamut.reference.ChessBoard.EMPTY;
import static gamut.reference.ChessBoard.EN_PASSANT;
import static gamut.reference.ChessBoard.KNIGHT;
import static gamut.reference.ChessBoard.PAWN;
import static gamut.reference.ChessBoard.PROMOTION_SHIFT;
import static gamut.reference.ChessBoard.SPECIAL;

import java.util.SplittableRandom;

/**
 * Chess as games/chess.gamut defines it (its base rules, not the variants): the FIDE moves, with
 * castling, en passant and promotion to a queen, rook, bishop or knight ({@link ChessBoard}). After
 * each move, judged in the definition's order: the player to move without a legal move is
 * checkmated ("checkmate", the mover wins) or stalemated ("stalemate"); a dead position draws,
 * kings alone or with bishops all on squares of one colour ("bishops_of_one_colour") or kings and
 * one knight ("lone_knight"); then the third occurrence of a position ("repetition") and a hundred
 * plies without a capture or a pawn move ("limit") draw.
 *
 * <p>A position for repetition is the definition's (its FEN reading): the pieces, the player to
 * move, the castling rights, and the square passed over by a double step when an enemy pawn stands
 * beside the pawn that made it, whether or not taking in passing would be legal.
 */
public final class ChessEngine extends ReferenceEngine<ChessEngine> {
    private static final int REPETITIONS = 3;
    private static final int QUIET_PLIES = 100;
    /**
     * Plies a game can last: each hundred quiet plies must end in one of its at most 126 captures
     * and pawn moves (30 captures, 96 pawn steps), so under 12,800.
     */
    private static final int MAX_PLIES = 1 << 14;
    private static final long[] RIGHTS_KEYS = new long[16];
    private static final long[] PASSED_KEYS = new long[120];
    private static final String LETTERS = " PNBRQK";

    static {
        SplittableRandom random = new SplittableRandom(1_886);
        for (int i = 1; i < RIGHTS_KEYS.length; i++) {
            RIGHTS_KEYS[i] = random.nextLong();
        }
        for (int i = 0; i < PASSED_KEYS.length; i++) {
            PASSED_KEYS[i] = random.nextLong();
        }
    }

    private final ChessBoard position = new ChessBoard();
    /** The key of the position after each ply, the start at 0. */
    private final long[] history = new long[MAX_PLIES];
    /** The ply of the last capture or pawn move: no earlier position can come again. */
    private int irreversible;

    public ChessEngine() {
        reset();
    }

    @Override
    public void reset() {
        position.reset();
        irreversible = 0;
        restart();
        history[0] = key();
    }

    @Override
    public int generate(int[] moves) {
        if (end != null) {
            return 0;
        }
        int n = position.generate(moves);
        if (n == 0) {
            boolean mate = position.inCheck(position.side);
            end = mate ? "checkmate" : "stalemate";
            winner = mate ? 1 - position.side : DRAW;
        } else {
            end = deadPosition();
            if (end == null && repetitions() >= REPETITIONS) {
                end = "repetition";
            } else if (end == null && ply - irreversible >= QUIET_PLIES) {
                end = "limit";
            }
        }
        return end == null ? n : 0;
    }

    /** The end rule of a dead position that holds, or null. */
    private String deadPosition() {
        int bishops = position.types[BISHOP];
        if (position.pieces == 2 + bishops) {
            int light = 0;
            for (int sq = 21; sq <= 98 && bishops > 0; sq++) {
                int p = position.board[sq];
                if ((p & 7) == BISHOP && (ChessBoard.file(sq) + ChessBoard.rank(sq)) % 2 == 1) {
                    light++;
                }
            }
            if (light == 0 || light == bishops) {
                return "bishops_of_one_colour";
            }
        }
        return position.pieces == 3 && position.types[KNIGHT] == 1 ? "lone_knight" : null;
    }

    /** How often the position has occurred, this time included. */
    private int repetitions() {
        long key = history[ply];
        int seen = 1;
        for (int p = ply - 2; p >= irreversible; p -= 2) {
            if (history[p] == key) {
                seen++;
            }
        }
        return seen;
    }

    private long key() {
        long key = position.hash ^ RIGHTS_KEYS[position.rights];
        int passed = position.passed;
        if (passed != 0) {
            int pawn = passed + (position.side == 0 ? -10 : 10);
            int taker = PAWN | ChessBoard.colour(position.side);
            if (position.board[pawn - 1] == taker || position.board[pawn + 1] == taker) {
                key ^= PASSED_KEYS[passed];
            }
        }
        return key;
    }

    @Override
    public void make(int move) {
        boolean irreversibleMove = position.play(move);
        ply++;
        if (irreversibleMove) {
            irreversible = ply;
        }
        history[ply] = key();
    }

    @Override
    public String notation(int move) {
        int from = move & 127;
        int to = (move >>> 7) & 127;
        int special = move & SPECIAL;
        String path = name(from) + (position.board[to] != EMPTY ? "x" : "-") + name(to);
        if (special == CASTLING) {
            int rookFrom = to > from ? from + 3 : from - 4;
            return "K" + path + " R" + name(rookFrom) + "-" + name(to > from ? from + 1 : from - 1);
        }
        if (special == EN_PASSANT) {
            return "P" + path + " x" + name(to - (position.side == 0 ? 10 : -10));
        }
        int promotion = (move >>> PROMOTION_SHIFT) & 7;
        String letter = String.valueOf(LETTERS.charAt(position.board[from] & 7));
        return letter + path + (promotion != 0 ? "=" + LETTERS.charAt(promotion) : "");
    }

    private static String name(int square) {
        return "" + (char) ('a' + ChessBoard.file(square) - 1) + ChessBoard.rank(square);
    }

    @Override
    ChessEngine fresh() {
        return new ChessEngine();
    }

    @Override
    void copyFrom(ChessEngine other) {
        position.copyFrom(other.position);
        // Repetition looks no further back than the last capture or pawn move.
        System.arraycopy(other.history, other.irreversible, history, other.irreversible, other.ply - other.irreversible + 1);
        irreversible = other.irreversible;
        ply = other.ply;
        winner = other.winner;
        end = other.end;
    }
}
