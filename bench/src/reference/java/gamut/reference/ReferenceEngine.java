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
     * Room for the moves of any position of the games: 48 in Breakthrough, 60 in Othello, 7 in
     * Connect Four, 218 in chess (the most any position has), in Queen's Guard 42 steps or 180
     * relocations (6 guards, 30 cells of a ring), in Fevga 30 (15 points, 2 dice) and 30 opening rolls;
     * in English draughts 48 steps, or jumps, at most 16 paths for each of 12 pieces (the 8
     * squares a piece can land on in a move are joined by 9 jumps, which admit at most 16 paths
     * from one).
     */
    public static final int MAX_MOVES = 256;
    /** The games with a reference engine, by the names of their files in games/. */
    public static final String[] GAMES = {"breakthrough", "othello", "english-draughts", "connect-four", "chess",
        "queens-guard", "run-fevga"};

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
            case "run-fevga":
                return new FevgaEngine();
            default:
                throw new IllegalArgumentException("no reference engine for " + game + "; there are "
                        + String.join(", ", GAMES));
        }
    }

    /** Back to the start position. */
    public abstract void reset();

    /**
     * The legal moves of the player to move, into {@code moves} from index 0 (a pass when the rules
     * make a blocked player pass); returns how many. Returns 0 exactly when the game is over (or,
     * in a game with dice, when they are to be rolled: {@link #needsRoll()}), and decides then the
     * ends that depend on the moves (a blocked player): from then on {@link #winner()} and
     * {@link #end()} tell the result.
     */
    public abstract int generate(int[] moves);

    /** Plays one of the moves {@link #generate} gave for this position. */
    public abstract void make(int move);

    /** Whether the dice are to be rolled before anyone moves: never, but in a game with dice. */
    public boolean needsRoll() {
        return false;
    }

    /**
     * Rolls the dice to the given faces, the first die first (in an opening roll, where each player
     * throws one die, the first is the first player's). Only when {@link #needsRoll()}.
     */
    public void roll(int first, int second) {
        throw new UnsupportedOperationException("a game without dice");
    }

    /** Rolls the dice as they fall, drawn from the generator. Only when {@link #needsRoll()}. */
    void rollRandom(SplittableRandom random) {
        throw new UnsupportedOperationException("a game without dice");
    }

    /**
     * Every roll that may come now, as Gamut's perft sums over them (it weighs none), each written
     * {@code first * 8 + second}; returns how many. Only when {@link #needsRoll()}.
     */
    int rolls(int[] outcomes) {
        throw new UnsupportedOperationException("a game without dice");
    }
    /** The move in Gamut's notation ({@code gamut.engine.Notation}), in the position before it is made. */
    public abstract String notation(int move);

    /** A new engine of the same game, for perft's levels. */
    abstract E fresh();

    /** Becomes a copy of {@code other}'s position and line. */
    abstract void copyFrom(E other);

    /**
     * One whole game of uniformly random legal moves from the start, the dice (if any) rolled from
     * the same generator; returns its length in plies.
     */
    public final int playout(SplittableRandom random) {
        reset();
        int[] moves = playoutMoves;
        while (true) {
            if (needsRoll()) {
                rollRandom(random);
                continue;
            }
            int n = generate(moves);
            if (n == 0) {
                return ply();
            }
            make(moves[random.nextInt(n)]);
        }
    }

    /**
     * The leaves of the game tree {@code depth} plies below this position (a finished game has no
     * children); a roll of the dice is not a ply, the leaves below each of its outcomes are summed.
     */
    public final long perft(int depth) {
        // A roll takes a level of its own: at most one before each ply.
        int deepest = 2 * depth + 1;
        if (levels.length < deepest + 1) {
            levels = new ReferenceEngine<?>[deepest + 1];
            levelMoves = new int[deepest + 1][MAX_MOVES];
            for (int i = 0; i <= deepest; i++) {
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
        if (here.needsRoll()) {
            return rolls(here, depth, level, moves);
        }
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

    private long rolls(E here, int depth, int level, int[] outcomes) {
        int n = here.rolls(outcomes);
        long total = 0;
        E child = level(level + 1);
        for (int i = 0; i < n; i++) {
            child.copyFrom(here);
            child.roll(outcomes[i] >> 3, outcomes[i] & 7);
            total += perft(depth, level + 1);
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
