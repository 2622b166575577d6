package gamut.rules;

import gamut.board.Geometry;
import gamut.check.RuleSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A game compiled for play: integer ids everywhere, the step and line tables precomputed, move
 * programs and end rules as trees of compiled nodes, Zobrist keys for hashing positions.
 */
public final class Rules {
    public final RuleSet source;
    public final Geometry geometry;
    public final int cells;
    public final int directions;
    final List<Program> programs;
    final List<EndRule> ends;
    /** The same as arrays, for the hot loops (a List's get is an interface call). */
    private final Program[] programArray;
    private final EndRule[] endArray;
    final int repetitionTimes;
    final Verdict repetitionOutcome;
    final int limitPlies;
    final boolean limitTurns;
    final Verdict limitOutcome;
    final Verdict noMovesOutcome;
    final boolean keepsScore;
    public final int maxLocals;
    private final List<Op> afters;
    private final TurnRule[] plans;
    private final Tracks tracks;
    private final DiceRules dice;
    private final Eval[] forbidEachMove;
    private final Eval[] turnStart;
    private final long[] partKeys;
    /** afterApplies[a][p]: after-program a runs after moves of program p. */
    private final boolean[][] afterApplies;
    private final boolean[] priorityProgram;
    private final boolean hasPriority;
    private boolean hasExits;
    private final long[] flagKeys;

    private final long[] pieceKeys;
    private final long[] sideKeys;
    private final long[] reserveKeys;

    public Rules(RuleSet source, List<Program> programs, List<EndRule> ends, int repetitionTimes,
          Verdict repetitionOutcome, int limitPlies, boolean limitTurns, Verdict limitOutcome, Verdict noMovesOutcome,
          boolean keepsScore, int maxLocals, List<Op> afters, boolean[][] afterApplies, boolean[] priorityProgram,
          List<TurnRule> plans, Tracks tracks, DiceRules dice, Eval[] forbidEachMove, Eval[] turnStart) {
        this.source = source;
        this.geometry = source.geometry();
        this.cells = geometry.cells();
        this.directions = geometry.directions();
        this.programs = List.copyOf(programs);
        this.ends = List.copyOf(ends);
        this.programArray = programs.toArray(Program[]::new);
        this.endArray = ends.toArray(EndRule[]::new);
        this.repetitionTimes = repetitionTimes;
        this.repetitionOutcome = repetitionOutcome;
        this.limitPlies = limitPlies;
        this.limitTurns = limitTurns;
        this.limitOutcome = limitOutcome;
        this.noMovesOutcome = noMovesOutcome;
        this.keepsScore = keepsScore;
        this.maxLocals = maxLocals;
        this.afters = List.copyOf(afters);
        this.plans = plans.toArray(TurnRule[]::new);
        this.tracks = tracks;
        this.dice = dice;
        this.forbidEachMove = forbidEachMove;
        this.turnStart = turnStart;
        this.afterApplies = afterApplies;
        this.priorityProgram = priorityProgram;
        boolean any = false;
        for (boolean p : priorityProgram) {
            any |= p;
        }
        this.hasPriority = any;
        // Fixed seed: the same position hashes the same in every run, so records and tests agree.
        SplittableRandom random = new SplittableRandom(0x6A6D7574L);
        pieceKeys = new long[cells * players() * pieces()];
        for (int i = 0; i < pieceKeys.length; i++) {
            pieceKeys[i] = random.nextLong();
        }
        sideKeys = new long[players()];
        for (int i = 0; i < sideKeys.length; i++) {
            sideKeys[i] = random.nextLong();
        }
        reserveKeys = new long[players() * pieces()];
        for (int i = 0; i < reserveKeys.length; i++) {
            reserveKeys[i] = random.nextLong();
        }
        partKeys = new long[8];
        for (int i = 0; i < partKeys.length; i++) {
            partKeys[i] = random.nextLong();
        }
        flagKeys = new long[cells * Math.max(1, source.flags().size())];
        for (int i = 0; i < flagKeys.length; i++) {
            flagKeys[i] = random.nextLong();
        }
    }

    /** The key of a cell's flag bits (0 for none). */
    public long flagKey(int cell, int bits) {
        long key = 0;
        for (int f = 0; bits != 0; f++, bits >>>= 1) {
            if ((bits & 1) != 0) {
                key ^= flagKeys[cell * source.flags().size() + f];
            }
        }
        return key;
    }

    private int zoneSlots;

    public void setZoneSlots(int slots) {
        zoneSlots = slots;
    }

    /** How many (zone, player) pairs there are: the size of a state's cache of zone counts. */
    public int zoneSlots() {
        return zoneSlots;
    }

    public void markExits() {
        hasExits = true;
    }

    public Tracks tracks() {
        return tracks;
    }

    /** The dice, or null for a game without chance. */
    public DiceRules dice() {
        return dice;
    }

    /** Values remembered at the start of each turn (at_turn_start). */
    public Eval[] turnStartValues() {
        return turnStart;
    }

    /** Conditions no move may leave true (forbid ... at each_move). */
    public Eval[] forbidEachMove() {
        return forbidEachMove;
    }

    /** Turn plans in file order; the first whose condition holds at the start of a turn governs it. */
    public TurnRule[] plans() {
        return plans;
    }

    public TurnRule plan(int index) {
        return plans[index];
    }

    /** The key of the parts of the current turn already played. */
    public long partsKey(int done) {
        long key = 0;
        for (int i = 0; done != 0; i++, done >>>= 1) {
            if ((done & 1) != 0) {
                key ^= partKeys[i];
            }
        }
        return key;
    }

    /** Whether any move program can take a piece off the board to score ('exit'). */
    public boolean hasExits() {
        return hasExits;
    }

    public boolean hasPriority() {
        return hasPriority;
    }

    public boolean isPriority(int program) {
        return priorityProgram[program];
    }

    /** Runs the after-programs that apply to moves of the program, from the landing cell. */
    public void afterMove(int program, gamut.engine.State state, Gen g, int mover, int landing) {
        if (landing < 0) {
            return;
        }
        for (int a = 0; a < afters.size(); a++) {
            if (afterApplies[a][program]) {
                g.mover = mover;
                g.opponent = (mover + 1) % players();
                g.origin = landing;
                g.cursor = landing;
                g.turnNumber = state.turnNumber();
                afters.get(a).exec(g);
            }
        }
    }

    public int players() {
        return source.players().size();
    }

    public int pieces() {
        return source.pieces().size();
    }

    public String title() {
        return source.title();
    }

    public String playerName(int p) {
        return source.players().get(p);
    }

    public String pieceName(int t) {
        return source.pieces().get(t);
    }

    public char letter(int t) {
        return source.letters().get(t);
    }

    public int firstPlayer() {
        return source.firstPlayer();
    }

    public boolean keepsScore() {
        return keepsScore;
    }

    public int repetitionTimes() {
        return repetitionTimes;
    }

    /** Whether the limit counts whole turns rather than plies. */
    public boolean limitCountsTurns() {
        return limitTurns;
    }

    public int limitPlies() {
        return limitPlies;
    }

    public boolean passesWhenBlocked() {
        return noMovesOutcome == null;
    }

    public List<Program> programs() {
        return programs;
    }

    public Program program(int index) {
        return programArray[index];
    }

    public int programCount() {
        return programArray.length;
    }

    public EndRule[] endRules() {
        return endArray;
    }

    public List<EndRule> ends() {
        return ends;
    }

    public Verdict repetitionOutcome() {
        return repetitionOutcome;
    }

    public Verdict limitOutcome() {
        return limitOutcome;
    }

    public Verdict noMovesOutcome() {
        return noMovesOutcome;
    }

    /** The key of {@code height} pieces of one owner and type on a cell (0 for none). */
    public long pieceKey(int cell, int owner, int piece, int height) {
        if (height == 0) {
            return 0;
        }
        long base = pieceKeys[(cell * players() + owner) * pieces() + piece];
        return height == 1 ? base : mix(base + height);
    }

    public long sideKey(int player) {
        return sideKeys[player];
    }

    public long reserveKey(int player, int piece, int count) {
        return count == 0 ? 0 : mix(reserveKeys[player * pieces() + piece] + count);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
