package gamut.rules;

import gamut.core.ComputerLevels;
import gamut.core.GameInfo;
import gamut.core.Geometry;
import gamut.core.LetterFormat;
import gamut.core.Looks;
import java.util.List;

/**
 * The parts of a {@link Rules}, gathered one by one by the compiler and its caller before the rules
 * exist: {@link #build} then makes rules that never change. Each method sets one part (or parts that
 * belong together); a part never set keeps the default a game without it has.
 */
public final class RulesBuilder {
    GameInfo info;
    Setup setup;
    Geometry geometry;
    List<Program> programs = List.of();
    int maxLocals;
    List<EndRule> ends = List.of();
    boolean keepsScore;
    int repetitionTimes;
    Verdict repetitionOutcome;
    int limitPlies;
    boolean limitTurns;
    Verdict limitOutcome;
    Verdict noMovesOutcome;
    EndRule quietLimit;
    int quietPlies;
    List<Op> afters = List.of();
    boolean[][] afterApplies = new boolean[0][];
    boolean[] priorityProgram = new boolean[0];
    List<TurnRule> plans = List.of();
    Tracks tracks;
    Zones zones = new Zones(java.util.List.of(), 1, new int[0][]);
    DiceRules dice;
    Eval[] forbidEachMove = new Eval[0];
    Eval[] turnStart = new Eval[0];
    RuleSites sites;
    boolean keepMostCaptures;
    boolean passAllowed;
    boolean forbidsRepetition;
    int[] royals = new int[0];
    int[] hand;
    boolean handToOwner;
    boolean capturesBeneath;
    int cube;
    List<LetterFormat> letterFormats = List.of();
    gamut.core.MoveNotation notation;
    Looks looks = Looks.NONE;
    ComputerLevels computer = ComputerLevels.DEFAULT;
    Eval[] avoids = new Eval[0];
    String source;
    String codeReport;
    boolean readsLastMove;
    boolean readsTurnNumber;
    boolean readsLineCounts;
    int rowGoal;
    InPlaceMoves inPlace = InPlaceMoves.NONE;
    boolean hasExits;
    boolean hasNeutrals;

    /** The rules made of the parts set so far; the builder may not be used after. */
    public Rules build() {
        return new Rules(this);
    }

    /** The game's names and players, its opening position and its board. */
    public RulesBuilder game(GameInfo info, Setup setup, Geometry geometry) {
        this.info = info;
        this.setup = setup;
        this.geometry = geometry;
        return this;
    }

    /** The move programs in file order, and the most local slots any compiled code needs. */
    public RulesBuilder programs(List<Program> programs, int maxLocals) {
        this.programs = programs;
        this.maxLocals = maxLocals;
        return this;
    }

    /** The 'after' programs; {@code applies[a][p]}: after-program a runs after moves of program p. */
    public RulesBuilder afters(List<Op> afters, boolean[][] applies) {
        this.afters = afters;
        this.afterApplies = applies;
        return this;
    }

    /** For each move program, whether it belongs to a priority group. */
    public RulesBuilder priority(boolean[] priorityProgram) {
        this.priorityProgram = priorityProgram;
        return this;
    }

    /** Turn plans in file order. */
    public RulesBuilder plans(List<TurnRule> plans) {
        this.plans = plans;
        return this;
    }

    /** The end rules in file order; {@code keepsScore}, whether any outcome reads a score. */
    public RulesBuilder ends(List<EndRule> ends, boolean keepsScore) {
        this.ends = ends;
        this.keepsScore = keepsScore;
        return this;
    }

    /** 'repetition N => outcome'; times 0 and a null outcome without one. */
    public RulesBuilder repetition(int times, Verdict outcome) {
        this.repetitionTimes = times;
        this.repetitionOutcome = outcome;
        return this;
    }

    /** 'limit N plies (or turns) => outcome'; 0 plies and a null outcome without one. */
    public RulesBuilder limit(int plies, boolean turns, Verdict outcome) {
        this.limitPlies = plies;
        this.limitTurns = turns;
        this.limitOutcome = outcome;
        return this;
    }

    /** What a player with no move gets; null when the player passes. */
    public RulesBuilder noMoves(Verdict outcome) {
        this.noMovesOutcome = outcome;
        return this;
    }

    /** 'limit N plies since C': C as an end rule with the limit's outcome (or null), and N. */
    public RulesBuilder quietLimit(EndRule rule, int plies) {
        this.quietLimit = rule;
        this.quietPlies = plies;
        return this;
    }

    /** The zones the definition declares, for readers of a position other than the rules. */
    public RulesBuilder zones(Zones zones) {
        this.zones = zones;
        return this;
    }

    /** The tracks, and the dice (null for a game without chance). */
    public RulesBuilder tracksAndDice(Tracks tracks, DiceRules dice) {
        this.tracks = tracks;
        this.dice = dice;
        return this;
    }

    /** Conditions no move may leave true ('forbid ... at each_move'), and the values remembered at each turn's start. */
    public RulesBuilder turnChecks(Eval[] forbidEachMove, Eval[] turnStart) {
        this.forbidEachMove = forbidEachMove;
        this.turnStart = turnStart;
        return this;
    }

    /** Where each item was written ({@link RuleSites}). */
    public RulesBuilder sites(RuleSites sites) {
        this.sites = sites;
        return this;
    }

    /** 'keep most captures': of the legal moves, only those that capture the most pieces stay. */
    /** 'pass allowed' (a player may always pass) and 'repetition forbidden' (no move may bring back a position of the line). */
    public RulesBuilder passAndRepetition(boolean passAllowed, boolean forbidsRepetition) {
        this.passAllowed = passAllowed;
        this.forbidsRepetition = forbidsRepetition;
        return this;
    }

    public RulesBuilder keepMostCaptures(boolean keep) {
        this.keepMostCaptures = keep;
        return this;
    }

    /** The piece types a move may never leave attacked ('royal'). */
    public RulesBuilder royals(int[] royals) {
        this.royals = royals.clone();
        return this;
    }

    /**
     * 'captures go to hand' or 'to reserve': for each piece type, the type a captured one joins a
     * reserve as (null when captured pieces leave the game); {@code toOwner}, its owner's reserve
     * rather than the captor's; {@code beneath}, 'captures stay beneath'.
     */
    public RulesBuilder hand(int[] kinds, boolean toOwner, boolean beneath) {
        this.hand = kinds == null ? null : kinds.clone();
        this.handToOwner = toOwner;
        this.capturesBeneath = beneath;
        return this;
    }

    /** 'doubling cube to N': the cube's highest value; 0 without a cube. */
    public RulesBuilder cube(int max) {
        this.cube = max;
        return this;
    }

    /** The positions in letters the game declares ({@code position NAME}), in file order. */
    public RulesBuilder letterFormats(List<LetterFormat> formats) {
        this.letterFormats = List.copyOf(formats);
        return this;
    }

    /** How the pieces and zones look in a viewer ('show'), image paths as the viewer is to open them. */
    /** How moves are written and read (the plain notation when null). */
    public RulesBuilder notation(gamut.core.MoveNotation notation) {
        this.notation = notation;
        return this;
    }

    public RulesBuilder looks(Looks looks) {
        this.looks = looks;
        return this;
    }

    /**
     * What the levels of the computer stand for in this game ({@code computer} lines), and the
     * conditions of its 'computer avoids' lines.
     */
    public RulesBuilder computer(ComputerLevels computer, Eval[] avoids) {
        this.computer = computer;
        this.avoids = avoids;
        return this;
    }

    /** The name the definition was read under ({@link Rules#source}); null when none was given. */
    public RulesBuilder source(String source) {
        this.source = source;
        return this;
    }

    /** What became of the move programs under the compiled engine ({@link Rules#codeReport}); null under the interpreter. */
    public RulesBuilder codeReport(String report) {
        this.codeReport = report;
        return this;
    }

    /** Whether a rule reads last_cell or last_from, turn_number, line_count. */
    public RulesBuilder reads(boolean lastMove, boolean turnNumber, boolean lineCounts) {
        this.readsLastMove = lastMove;
        this.readsTurnNumber = turnNumber;
        this.readsLineCounts = lineCounts;
        return this;
    }

    /** The longest row of pieces an end rule asks for by a written number, 0 for none ({@link Rules#rowGoal}). */
    public RulesBuilder rowGoal(int length) {
        this.rowGoal = length;
        return this;
    }

    /** Which plain moves change only the cells they leave and land on ({@link Rules#inPlace}). */
    public RulesBuilder inPlace(InPlaceMoves inPlace) {
        this.inPlace = inPlace;
        return this;
    }

    /** Whether any move program can take a piece off the board ('exit'), and whether the game has neutral pieces. */
    public RulesBuilder exitsAndNeutrals(boolean exits, boolean neutrals) {
        this.hasExits = exits;
        this.hasNeutrals = neutrals;
        return this;
    }
}
