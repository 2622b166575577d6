package gamut.rules;

import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.board.Board;
import gamut.core.Move;
import gamut.core.MoveList;
import java.util.Arrays;

/**
 * The run-time context of a move program or an end condition: the board, where the cursor stands,
 * who moves. One per state, reused for every run; {@link #prepare} starts each run afresh.
 */
public final class Gen {
    public final Board board;
    public final TurnFacts facts;
    public final int players;
    /** The players who have finished, whom turn order and 'opponent' skip (the state's, shared by its trials). */
    public Places places;
    public int mover;
    public int opponent;
    public int origin;
    public int cursor;
    public int piece;
    public int program;
    /** The turn being played (while generating) or just played (while judging), 1 for the first. */
    public int turnNumber;
    /** The cursor once 'advance' has gone past the end of a track that leads off the board. */
    public static final int OFF = -2;
    /** The die the moves emitted now use (0: none); steps past the end of the track; the track. */
    public int die;
    public int overshoot;
    public int track;
    /** Where the last 'advance' from this origin put the cursor: its cell and its place on the track. */
    int trackCell = -1;
    int trackPlace;
    /** Set by 'again' in an after-program: the mover plays the next turn too. */
    public boolean again;
    /** In an end rule: the move just made was a drop. */
    public boolean lastDrop;
    /**
     * Where the after programs of the next move made count their runs (rule coverage), or null:
     * set by the coverage replay before one move, and cleared as soon as that move's after programs
     * have run, so that moves tried while judging it count nothing.
     */
    public RuleCounts counts;
    public final int[] locals;
    public MoveList out;
    public int outStart;

    /**
     * Set by 'break', whose statement then fails so that every block around it stops; the innermost
     * loop, seeing its body fail with this set, clears it and ends as if it had run out of rounds.
     */
    public boolean broken;

    /**
     * Set while the only question is whether there is a move at all: the first move recorded stops
     * the run ({@link #stopped}), by failing like a 'break' that every loop around it obeys
     * ({@link #goOn}). With {@link #onlyTo} as well, only plain moves to that cell are recorded, and
     * the first stops the run; moves built in parts are all recorded (the question is whether a
     * piece there could be taken, which they tell only in full).
     */
    public boolean firstOnly;
    public int onlyTo = -1;
    /** Set when a run stopped at its first move: unlike a 'break', every loop around obeys it. */
    public boolean stopped;

    /** Loop rounds run since the current run began (see {@link #rounds(int)}). */
    private int rounds;

    /** Moves recorded so far, counted even when a duplicate is dropped: a landing asks whether its chain went on. */
    public long recorded;
    /** The compound move being built: landings and effects (what, cell, argument) recorded in this branch. */
    private final Chains chains;

    /** seen[k] == stamp when the program run from the current origin already emitted target k. */
    private final int[] seen;
    private int stamp;

    /** A move the program built in parts: added unless this run of the program added it already. */
    void emitOnce(int move) {
        recorded++;
        if (onlyTo < 0) {
            goOn();
        }
        if (out.size() - outStart < 16) {
            // Few moves from this origin yet: a look along the list is quickest.
            for (int i = outStart; i < out.size(); i++) {
                if (out.get(i) == move) {
                    return;
                }
            }
            out.add(move);
            return;
        }
        if (compoundStamp != stamp) {
            compoundStamp = stamp;
            compoundSeen.clear();
            for (int i = outStart; i < out.size(); i++) {
                compoundSeen.add(out.get(i));
            }
        }
        if (compoundSeen.add(move)) {
            out.add(move);
        }
    }

    /** The moves emitted from the current origin once there are many (compound moves, told apart by number). */
    private final IntSet compoundSeen = new IntSet();
    private int compoundStamp;

    public Gen(Board board, TurnFacts facts, int localSlots) {
        this.board = board;
        this.facts = facts;
        this.players = board.players();
        this.locals = new int[Math.max(1, localSlots)];
        this.seen = new int[(board.cells() + Move.KINDS) * 16];
        this.chains = new Chains(this);
        this.places = new Places(players, board);
    }

    /** Per loop or quantifier over a group's cells, the cells it goes over; made the first time it runs. */
    private int[][] cellSets = new int[0][];

    /**
     * The cells a loop over a group goes over, its own so that the rounds may ask about other
     * groups; one per loop of the rules ({@code site}), and one per level of questions nested in
     * a generation, since each level has a run-time context of its own.
     */
    public int[] cellSet(int site) {
        if (site >= cellSets.length) {
            cellSets = Arrays.copyOf(cellSets, site + 1);
        }
        int[] cells = cellSets[site];
        return cells != null ? cells : (cellSets[site] = new int[board.cells()]);
    }

    /** The part that builds compound moves: landings, captures and changes recorded by the program. */
    public Chains chains() {
        return chains;
    }

    /**
     * What a loop's rounds can change, folded into one number: the cursor, the variables, the board
     * and the move being built. Equal numbers a thousand rounds apart mean a loop that cannot end.
     */
    public long progress() {
        long h = cursor * 31L + java.util.Arrays.hashCode(locals);
        return h * 1_000_003L + board.hash() * 7 + chains.mark() * 131L;
    }

    /** Back to recording every move, after a run that wanted only the first. */
    public void recordAll() {
        firstOnly = false;
        onlyTo = -1;
        stopped = false;
        broken = false;
    }

    /** Starts a run for the player as mover, with no cursor: an end rule, a condition, a turn plan's test. */
    public Gen prepare(int player) {
        mover = player;
        opponent = places.after(player);
        cursor = -1;
        origin = -1;
        rounds = 0;
        return this;
    }

    /** Starts an after-program or another run that is not a program's run from an origin. */
    public void newRun() {
        rounds = 0;
    }

    /**
     * Counts loop rounds: a 'repeat' or 'while' counts each round as it starts it, a 'for' all its
     * rounds as it starts (it always runs them all). Loops nested in loops can make one run endless
     * in practice, so a run that exceeds {@link Limits#LOOP_ROUNDS} is stopped with an error instead
     * of a hang; the error is built apart so that this stays small enough to inline.
     */
    public void rounds(int n) {
        rounds += Math.max(0, n);
        if (rounds > Limits.LOOP_ROUNDS || rounds < 0) {
            tooManyRounds();
        }
    }

    private static void tooManyRounds() {
        throw new GamutException("more than " + String.format("%,d", Limits.LOOP_ROUNDS)
                + " loop rounds in one run: are loops nested in loops too many times?");
    }

    /** A loop whose body failed: true (and the break forgotten) when a 'break' ended it, false for a failure. */
    public boolean leftByBreak() {
        if (broken) {
            broken = stopped;
            return true;
        }
        return false;
    }

    /**
     * What a statement that recorded a move returns: true, so the program goes on, unless only
     * the first move was wanted ({@link #firstOnly}); then it fails and every loop around it ends.
     */
    public boolean goOn() {
        if (firstOnly) {
            stopped = true;
            broken = true;
            return false;
        }
        return true;
    }

    /** Starts a program run from a new origin: from here on each target is emitted once. */
    public void newOrigin() {
        rounds = 0;
        die = 0;
        overshoot = 0;
        trackCell = -1;
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(seen, 0);
            stamp = 1;
            compoundStamp = 0;
        }
        outStart = out.size();
        chains.newOrigin();
    }

    /**
     * Adds the move unless the same target was already emitted from this origin: two paths of a
     * program to one cell are one move. Targets off the board are told apart by the move's kind.
     */
    public boolean emit(int move, int target, int kind) {
        // One slot per target cell (or per kind of move off the board) and die.
        int place = target >= 0 ? target : seen.length / 16 - Move.KINDS + (kind & 7);
        int key = place * 16 + (die & 15);
        recorded++;
        if (onlyTo >= 0 && target != onlyTo) {
            return true;
        }
        if (seen[key] != stamp) {
            seen[key] = stamp;
            out.add(move);
        }
        return goOn();
    }
}
