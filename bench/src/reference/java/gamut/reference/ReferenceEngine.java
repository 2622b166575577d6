package gamut.reference;

import java.util.SplittableRandom;

/**
 * What the hand-written engines share: the random playout and perft, so that both loops are
 * the same for each game. {@code E} is the engine's own class, for copy-make.
 *
 * <p>Players are numbered as in the game's definition (the first of its {@code players} line is
 * 0), results are a winner or {@link #DRAW} and the name Gamut gives the end, so that the tests can
 * compare results exactly.
 */
public abstract class ReferenceEngine<E extends ReferenceEngine<E>> {
    protected int ply;
    protected int winner;
    protected String end;

    /** Whether a square of the 10 by 10 mailbox (a border of one square round the 8 by 8 board) is on the board. */
    protected static boolean inside(int sq) {
        int rank = sq / 10;
        int file = sq % 10;
        return rank >= 1 && rank <= 8 && file >= 1 && file <= 8;
    }

    /** A new game: no ply played, no result. */
    protected void restart() {
        ply = 0;
        winner = DRAW;
        end = null;
    }

    /** Moves made since the start, passes included. */
    public final int ply() {
        return ply;
    }

    /** The winning player, or {@link #DRAW}; meaningful once {@link #generate} returned 0. */
    public final int winner() {
        return winner;
    }

    /** The name of what ended the game, as Gamut reports it (an end rule's name, "repetition", ...). */
    public final String end() {
        return end;
    }

    /** The winner of a drawn game. */
    public static final int DRAW = -1;
    /**
     * Room for the moves of any position of the games: 48 in Breakthrough, 60 in Othello, 7 in Connect Four; in
     * English draughts 48 steps, or jumps, at most 16 paths for each of 12 pieces (the 8 squares a
     * piece can land on in a move are joined by 9 jumps, which admit at most 16 paths from one).
     */
    public static final int MAX_MOVES = 256;
    /** The games with a reference engine, by the names of their files in games/. */
    public static final String[] GAMES = {"breakthrough", "othello", "english-draughts", "connect-four", "chess", "queens-guard"};

    private final int[] playoutMoves = new int[MAX_MOVES];
    private ReferenceEngine<?>[] levels = new ReferenceEngine<?>[0];
    private int[][] levelMoves = new int[0][];

    /** A new engine of the game named as its file in games/ (one of {@link #GAMES}), at the start. */
    public static ReferenceEngine<?> of(String game) {
        switch (game) {
            case "breakthrough":
                return new BreakthroughEngine();
            case "othello":
                return new OthelloEngine();
            case "english-draughts":
                return new DraughtsEngine();
            case "connect-four":
                return new ConnectFourEngine();
            case "chess":
                return new ChessEngine();
            case "queens-guard":
                return new QueensGuardEngine();
            default:
                throw new IllegalArgumentException("no reference engine for " + game + "; there are "
                        + String.join(", ", GAMES));
        }
    }

    /** Back to the start position. */
    public abstract void reset();

    /**
     * The legal moves of the player to move, into {@code moves} from index 0 (a pass when the rules
     * make a blocked player pass); returns how many. Returns 0 exactly when the game is over, and
     * decides then the ends that depend on the moves (a blocked player): from then on
     * {@link #winner()} and {@link #end()} tell the result.
     */
    public abstract int generate(int[] moves);

    /** Plays one of the moves {@link #generate} gave for this position. */
    public abstract void make(int move);




    /** The move in Gamut's notation ({@code gamut.engine.Notation}), in the position before it is made. */
    public abstract String notation(int move);

    /** A new engine of the same game, for perft's levels. */
    abstract E fresh();

    /** Becomes a copy of {@code other}'s position and line. */
    abstract void copyFrom(E other);

    /** One whole game of uniformly random legal moves from the start; returns its length in plies. */
    public final int playout(SplittableRandom random) {
        reset();
        int[] moves = playoutMoves;
        for (int n = generate(moves); n > 0; n = generate(moves)) {
            make(moves[random.nextInt(n)]);
        }
        return ply();
    }

    /** The leaves of the game tree {@code depth} plies below this position (a finished game has no children). */
    public final long perft(int depth) {
        if (levels.length < depth + 1) {
            levels = new ReferenceEngine<?>[depth + 1];
            levelMoves = new int[depth + 1][MAX_MOVES];
            for (int i = 0; i <= depth; i++) {
                levels[i] = fresh();
            }
        }
        level(0).copyFrom(self());
        return perft(depth, 0);
    }

    private long perft(int depth, int level) {
        if (depth == 0) {
            return 1;
        }
        E here = level(level);
        int[] moves = levelMoves[level];
        int n = here.generate(moves);
        if (depth == 1) {
            return n;
        }
        long total = 0;
        E child = level(level + 1);
        for (int i = 0; i < n; i++) {
            child.copyFrom(here);
            child.make(moves[i]);
            total += perft(depth - 1, level + 1);
        }
        return total;
    }

    @SuppressWarnings("unchecked") // every level is made by fresh(), an E
    private E level(int i) {
        return (E) levels[i];
    }

    @SuppressWarnings("unchecked") // E is the class of this engine
    private E self() {
        return (E) this;
    }

    /** The name of a cell of the 10 by 10 mailbox (file a and rank 1 at index 11), as Gamut writes it. */
    static String cellName(int square) {
        return "" + (char) ('a' + square % 10 - 1) + (square / 10);
    }
}
