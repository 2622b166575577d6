package gamut.rules;

import gamut.board.Zobrist;
import gamut.core.ComputerLevels;
import gamut.core.GameInfo;
import gamut.core.Geometry;
import gamut.core.LetterFormat;
import gamut.core.Looks;
import java.util.List;

/**
 * A game compiled for play: integer ids everywhere, the step and line tables precomputed, move
 * programs and end rules as trees of compiled nodes, Zobrist keys for hashing positions. Made by a
 * {@link RulesBuilder}, every field set once, so every state and thread may share them; only the
 * table of compound moves fills as play meets them (see {@link #compounds}).
 */
public final class Rules {
    private final GameInfo info;
    private final Setup setup;
    private final Zobrist keys;
    public final Geometry geometry;
    public final int cells;
    public final int directions;
    final List<Program> programs;
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
    private final Zones zones;
    private final DiceRules dice;
    private final Eval[] forbidEachMove;
    private final Eval[] turnStart;
    /** afterApplies[a][p]: after-program a runs after moves of program p. */
    private final boolean[][] afterApplies;
    private final boolean[] priorityProgram;
    private final boolean hasPriority;
    private final boolean hasExits;
    private final boolean hasNeutrals;
    private final boolean keepMostCaptures;
    private final boolean passAllowed;
    private final boolean forbidsRepetition;
    private final int[] royals;
    private final EndRule quietLimit;
    private final int quietPlies;
    private final int[] hand;
    private final boolean handToOwner;
    private final boolean capturesBeneath;
    private final int cube;
    private final List<LetterFormat> letterFormats;
    private final gamut.core.MoveNotation notation;
    private final String source;
    private final String codeReport;
    private final Looks looks;
    private final ComputerLevels computer;
    private final Eval[] avoids;
    /** Where each item was written, for reports; never read while playing. */
    private final RuleSites sites;
    /** Whether the compiled rules read the last move or the turn number: a position written out then gives them. */
    private final boolean readsLastMove;
    private final boolean readsTurnNumber;
    private final boolean readsLineCounts;
    private final int rowGoal;
    private final InPlaceMoves inPlace;
    /** Moves as generation first meets them: only a cache of moves derived from these rules, numbered on first sight. */
    private final CompoundMoves compounds = new CompoundMoves();

    /** The rules of the parts gathered ({@link RulesBuilder#build}); nothing in them changes after. */
    Rules(RulesBuilder b) {
        this.info = b.info;
        this.setup = b.setup;
        this.geometry = b.geometry;
        this.cells = geometry.cells();
        this.directions = geometry.directions();
        this.programs = List.copyOf(b.programs);
        this.programArray = b.programs.toArray(Program[]::new);
        this.endArray = b.ends.toArray(EndRule[]::new);
        this.repetitionTimes = b.repetitionTimes;
        this.repetitionOutcome = b.repetitionOutcome;
        this.limitPlies = b.limitPlies;
        this.limitTurns = b.limitTurns;
        this.limitOutcome = b.limitOutcome;
        this.noMovesOutcome = b.noMovesOutcome;
        this.keepsScore = b.keepsScore;
        this.maxLocals = b.maxLocals;
        this.afters = List.copyOf(b.afters);
        this.plans = b.plans.toArray(TurnRule[]::new);
        this.tracks = b.tracks;
        this.zones = b.zones;
        this.dice = b.dice;
        this.forbidEachMove = b.forbidEachMove;
        this.turnStart = b.turnStart;
        this.afterApplies = b.afterApplies;
        this.priorityProgram = b.priorityProgram;
        boolean any = false;
        for (boolean p : priorityProgram) {
            any |= p;
        }
        this.hasPriority = any;
        this.keys = new Zobrist(cells, players(), pieces(), info.flags().size());
        this.hasExits = b.hasExits;
        this.hasNeutrals = b.hasNeutrals;
        this.keepMostCaptures = b.keepMostCaptures;
        this.passAllowed = b.passAllowed;
        this.forbidsRepetition = b.forbidsRepetition;
        this.royals = b.royals;
        this.quietLimit = b.quietLimit;
        this.quietPlies = b.quietPlies;
        this.hand = b.hand;
        this.handToOwner = b.handToOwner;
        this.capturesBeneath = b.capturesBeneath;
        this.cube = b.cube;
        this.letterFormats = b.letterFormats;
        this.source = b.source;
        this.codeReport = b.codeReport;
        this.looks = b.looks;
        this.computer = b.computer;
        this.avoids = b.avoids;
        this.sites = b.sites;
        this.readsLastMove = b.readsLastMove;
        this.readsTurnNumber = b.readsTurnNumber;
        this.readsLineCounts = b.readsLineCounts;
        this.rowGoal = b.rowGoal;
        this.inPlace = b.inPlace;
        this.notation = b.notation;
    }

    /** The keys that hash positions of this game. */
    public Zobrist keys() {
        return keys;
    }

    public GameInfo info() {
        return info;
    }

    public Setup setup() {
        return setup;
    }

    /** How many (zone, player) pairs there are: the size of a state's cache of zone counts. */
    public int zoneSlots() {
        return zones.slots();
    }

    /** The compound moves met so far, shared by every state of the game, on any thread. */
    public CompoundMoves compounds() {
        return compounds;
    }

    /** 'keep most captures': of the legal moves, only those that capture the most pieces stay. */
    public boolean keepsMostCaptures() {
        return keepMostCaptures;
    }

    /** 'doubling cube to N': the cube's highest value; 0 without a cube. */
    public int cube() {
        return cube;
    }

    /** 'captures stay beneath': pieces landed on stay on their cell, buried under the piece that landed. */
    public boolean capturesBeneath() {
        return capturesBeneath;
    }

    /** Whether captured pieces go back to their owner's reserve rather than to the captor's. */
    public boolean handToOwner() {
        return handToOwner;
    }

    /**
     * The name the definition was read under: the path of its file, or another name for text that
     * came from no file ({@code <stdin>}); the players find files beside a definition file from it,
     * such as its evaluation weights. The rules only keep the name; they never read a file.
     */
    public String source() {
        return source;
    }

    /** How many move programs run as generated code, in a line; null when the interpreter runs them all. */
    public String codeReport() {
        return codeReport;
    }

    /** What the levels of the computer stand for in this game ({@code computer} lines). */
    public ComputerLevels computer() {
        return computer;
    }

    /** The conditions of the 'computer avoids' lines, judged after a move as 'forbid ... at each_move' is. */
    public Eval[] avoids() {
        return avoids;
    }

    /**
     * How the pieces and zones look in a viewer ('show'); a definition loaded from a file has its
     * image paths made absolute from the file's folder before the rules are built.
     */
    public Looks looks() {
        return looks;
    }

    /** The positions in letters the game declares ({@code position NAME}), in file order. */
    /** How the game's players write a move ({@code notation}); null when it declares none, and moves are written plainly. */
    public gamut.core.MoveNotation notation() {
        return notation;
    }

    public List<LetterFormat> letterFormats() {
        return letterFormats;
    }

    /** The position in letters of that name, or null. */
    public LetterFormat letterFormat(String name) {
        for (LetterFormat f : letterFormats) {
            if (f.name().equals(name)) {
                return f;
            }
        }
        return null;
    }

    /** Whether a rule reads line_count, so that the board must keep its lines' counts. */
    public boolean readsLineCounts() {
        return readsLineCounts;
    }

    /** The longest row of pieces an end rule asks for as a number ('in_a_row(mover, 4)'), 0 when none does. */
    public int rowGoal() {
        return rowGoal;
    }

    /** Which plain moves change only the cells they leave and land on, for judging them without trying them. */
    public InPlaceMoves inPlace() {
        return inPlace;
    }

    /** Whether a rule reads last_cell or last_from, so that a position must say what the last move was. */
    public boolean readsLastMove() {
        return readsLastMove;
    }

    /** Whether a rule reads turn_number, so that a position must say which turn it is. */
    public boolean readsTurnNumber() {
        return readsTurnNumber;
    }

    /**
     * 'captures go to hand' or 'to reserve': for each piece type, the type a captured one joins a
     * reserve as (see {@link #handToOwner}); null when captured pieces leave the game.
     */
    public int[] hand() {
        return hand == null ? null : hand.clone();
    }

    /** What a move does, for plain and compound moves alike (see {@link CompoundMoves}). */
    public int moveKind(int move) {
        return compounds.kind(move);
    }

    public int moveFrom(int move) {
        return compounds.from(move);
    }

    public int moveTo(int move) {
        return compounds.to(move);
    }

    public int moveProgram(int move) {
        return compounds.program(move);
    }

    public int moveDie(int move) {
        return compounds.die(move);
    }

    /** Whether the game has neutral pieces: set up with 'neutral', or put on the board by 'place'. */
    public boolean hasNeutrals() {
        return hasNeutrals;
    }

    public Tracks tracks() {
        return tracks;
    }

    /** The zones the definition declares, by name and per player. */
    public Zones zones() {
        return zones;
    }

    /** The dice, or null for a game without chance. */
    public DiceRules dice() {
        return dice;
    }

    /** Values remembered at the start of each turn (at_turn_start). */
    public Eval[] turnStartValues() {
        return turnStart;
    }

    /** 'limit N plies since C': the condition (as an end rule, with the limit's outcome), or null. */
    public EndRule quietLimit() {
        return quietLimit;
    }

    /** How many plies 'limit ... since' allows after the condition last held. */
    public int quietPlies() {
        return quietPlies;
    }

    /** The piece types a move may never leave attacked ('royal'). */
    public int[] royals() {
        return royals;
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
    public void afterMove(int program, Gen g, int mover, int landing, int turnNumber) {
        if (g.counts != null) {
            countedAfterMove(program, g, mover, landing, turnNumber);
            return;
        }
        if (landing < 0) {
            return;
        }
        for (int a = 0; a < afters.size(); a++) {
            if (afterApplies[a][program]) {
                startAfter(g, mover, landing, turnNumber);
                afters.get(a).exec(g);
            }
        }
    }

    private void startAfter(Gen g, int mover, int landing, int turnNumber) {
        g.mover = mover;
        g.opponent = g.places.after(mover);
        g.origin = landing;
        g.cursor = landing;
        g.turnNumber = turnNumber;
        g.newRun();
    }

    /**
     * The same for the coverage replay ({@link Gen#counts}): each run counted, with whether it changed
     * the board or gave another turn; the counting ends with this move.
     */
    private void countedAfterMove(int program, Gen g, int mover, int landing, int turnNumber) {
        RuleCounts counts = g.counts;
        try {
            for (int a = 0; a < afters.size() && landing >= 0; a++) {
                if (afterApplies[a][program]) {
                    startAfter(g, mover, landing, turnNumber);
                    long hash = g.board.hash();
                    boolean again = g.again;
                    afters.get(a).exec(g);
                    counts.run(sites.afters()[a], hash != g.board.hash() || again != g.again);
                }
            }
        } finally {
            g.counts = null;
        }
    }

    /** Where each item of these rules was written ({@link RuleSites}). */
    public RuleSites sites() {
        return sites;
    }

    public int players() {
        return info.players().size();
    }

    public int pieces() {
        return info.pieces().size();
    }

    public String title() {
        return info.title();
    }

    /** The player's name; "neutral" for the owner index of neutral pieces (one past the last player). */
    public String playerName(int p) {
        return p == info.players().size() ? "neutral" : info.players().get(p);
    }

    public String pieceName(int t) {
        return info.pieces().get(t);
    }

    public String letter(int t) {
        return info.letters().get(t);
    }

    public int firstPlayer() {
        return info.firstPlayer();
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

    /** 'pass allowed': a pass is always among the legal moves. */
    public boolean passAllowed() {
        return passAllowed;
    }

    /** 'repetition forbidden': a move may not leave the pieces as they stood at a position of the line before. */
    public boolean forbidsRepetition() {
        return forbidsRepetition;
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

    public Verdict repetitionOutcome() {
        return repetitionOutcome;
    }

    public Verdict limitOutcome() {
        return limitOutcome;
    }

    public Verdict noMovesOutcome() {
        return noMovesOutcome;
    }
}
