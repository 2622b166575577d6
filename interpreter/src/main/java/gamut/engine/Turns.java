package gamut.engine;

import gamut.base.GamutException;
import gamut.board.Board;
import gamut.board.Occupancy;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.rules.Eval;
import gamut.rules.Gen;
import gamut.rules.Op;
import gamut.rules.Program;
import gamut.rules.Rules;
import gamut.rules.TurnRule;
import java.util.Arrays;

/**
 * How a turn is made up: which turn plan governs it, which of its parts are played, the turn's
 * number, the values remembered when it began, and the move programs that generate each part.
 */
final class Turns {
    private final State state;
    private final Rules rules;
    private final Board board;
    private final Gen gen;
    private final PlannedMoves planned;
    /** The turn plan governing the current turn (-1: one move of any program), its parts played. */
    int plan = -1;
    final PartsDone.Table parts;
    PartsDone partsDone;
    int turnNumber = 1;
    /** remembered[turn][i]: the i-th at_turn_start value, worked out when that turn began. */
    private int[][] remembered = new int[64][];
    /**
     * The turn whose at_turn_start values this one reads, when it tries a move of that turn apart
     * from the game ({@link TrialMoves}); null when it reads its own, remembered when it began.
     */
    private Turns startOf;

    Turns(State state, Rules rules, Board board, Gen gen) {
        this.state = state;
        this.rules = rules;
        this.board = board;
        this.gen = gen;
        this.planned = new PlannedMoves(state, board);
        this.parts = new PartsDone.Table(rules.keys());
        this.partsDone = parts.none;
    }

    /** For {@link #resumedPlan}: the first plan whose condition holds, as when a turn begins. */
    static final int CHOSEN_PLAN = -2;

    /**
     * Where the next line of play starts within its turn (see {@link State#startLine}): the plan
     * governing the turn (-1: none, or {@link #CHOSEN_PLAN}) and the parts of it played, by the
     * player to move, who then counts as the one who moved last. Set by a position given in the
     * middle of a turn; cleared with the board.
     */
    int resumedPlan = CHOSEN_PLAN;
    int[] resumedParts = new int[0];

    /** Sets the parts played to those resumed; returns the change to the position's hash. */
    long resume() {
        long before = partsDone.key;
        partsDone = parts.of(resumedParts);
        return before ^ partsDone.key;
    }

    void clear() {
        plan = -1;
        partsDone = parts.none;
        resumedPlan = CHOSEN_PLAN;
        resumedParts = new int[0];
        turnNumber = 1;
    }

    String planName() {
        return plan < 0 ? null : rules.plan(plan).name();
    }

    /** The first turn plan whose condition holds for the player now, or -1. */
    int select(int player) {
        return select(player, turnNumber);
    }

    /** The plan {@link #select(int)} would give in the turn of that number. */
    int select(int player, int turn) {
        TurnRule[] plans = rules.plans();
        if (plans.length == 0) {
            return -1;
        }
        Gen g = gen.prepare(player);
        g.turnNumber = turn;
        for (int i = 0; i < plans.length; i++) {
            if (plans[i].when().eval(g) != 0) {
                return i;
            }
        }
        return -1;
    }

    /** Works out the at_turn_start values for the turn that begins now, for the player to move. */
    void remember(int player) {
        startOf = null;
        Eval[] evals = rules.turnStartValues();
        if (evals.length == 0) {
            return;
        }
        if (turnNumber >= remembered.length) {
            remembered = Arrays.copyOf(remembered, turnNumber * 2);
        }
        int[] values = remembered[turnNumber];
        if (values == null) {
            values = remembered[turnNumber] = new int[evals.length];
        }
        Gen g = gen.prepare(player);
        for (int i = 0; i < evals.length; i++) {
            values[i] = evals[i].eval(g);
        }
    }

    int atTurnStart(int index) {
        return startOf != null ? startOf.atTurnStart(index) : remembered[turnNumber][index];
    }

    /**
     * Makes this the turn in which a move of {@code turn} is tried apart: the same number, and the
     * at_turn_start values that turn began with.
     */
    void tryIn(Turns turn) {
        turnNumber = turn.turnNumber;
        startOf = turn.startOf != null ? turn.startOf : turn;
    }

    /**
     * Records that a move of the program played its part of the turn; returns whether the turn
     * may go on (a plan of several parts).
     */
    boolean played(int program) {
        TurnRule p = rules.plan(plan);
        int part = p.kind() == TurnRule.Kind.ALL_OF ? -1 : partOf(p, program);
        if (part >= 0) {
            PartsDone after = partsDone.with(part);
            board.toggle(partsDone.key ^ after.key);
            partsDone = after;
        }
        return p.kind() != TurnRule.Kind.ONE_OF;
    }

    /** The first part not yet played that the program plays (or stands in for); -1 for none. */
    private int partOf(TurnRule p, int program) {
        for (int part = 0; part < p.parts(); part++) {
            if (!partsDone.has(part)
                    && (contains(p.partPrograms()[part], program) || contains(p.fallbackPrograms()[part], program))) {
                return part;
            }
        }
        return -1;
    }

    static boolean contains(int[] values, int value) {
        for (int v : values) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }

    /** The moves the turn plan allows now: the parts not yet played, each with its fallback. */
    void generate(int player, MoveList out) {
        if (plan < 0 && state.chance.hasDice()) {
            out.clear();
            if (!state.chance.needsRoll) {
                PlayTable.of(state).allowed(state, out);
            }
            return;
        }
        if (plan < 0) {
            generateRaw(player, out);
            keepAllowed(player, out);
            return;
        }
        if (state.chance.hasDice() || !planned.recall(player, out)) {
            planMoves(player, out);
            keepAllowed(player, out);
            planned.keep(player, out);
        }
    }

    /**
     * The moves {@link #generate} starts from, before any rule judges them once made ('forbid ... at
     * each_move', royal pieces): for a roll's sub-moves or a turn without a plan, every program's
     * (priority applied); under a plan, those of the parts not yet played, each with its fallback.
     */
    void unjudged(int player, MoveList out) {
        if (plan < 0) {
            generateRaw(player, out);
        } else {
            planMoves(player, out);
        }
    }

    /** The moves the turn plan allows now, before judging: the parts not yet played, each with its fallback. */
    private void planMoves(int player, MoveList out) {
        out.clear();
        TurnRule p = rules.plan(plan);
        for (int part = 0; part < p.parts(); part++) {
            int same = p.previousSame()[part];
            if (partsDone.has(part) || same >= 0 && !partsDone.has(same)) {
                continue;
            }
            int before = out.size();
            runPrograms(player, out, p.partPrograms()[part]);
            if (out.size() == before && (!p.fallbackWholeTurn()[part] || !playableLater(p, part, player))) {
                runPrograms(player, out, p.fallbackPrograms()[part]);
            }
            if (p.kind() == TurnRule.Kind.EACH_IN_ORDER && out.size() > before) {
                break;
            }
        }
        keepPriorityOnly(out);
    }

    /**
     * Drops the moves after which a 'forbid ... at each_move' condition holds for the player, or a
     * royal piece of theirs could be taken (in a game with dice the play table does this for each
     * sub-move). Each move is tried apart and taken back.
     */
    void keepAllowed(int player, MoveList out) {
        if (!TrialMoves.judges(rules) || out.size() == 0) {
            return;
        }
        TrialMoves probes = TrialMoves.of(state);
        // Trying a move uses the probes' own lists, so the list is filtered in place.
        out.retain(m -> probes.legal(m, player, this));
    }

    /** Every program's moves, priority or not: what a player could do, for 'attacked'. */
    void generateAll(int player, MoveList out) {
        generateAll(player, out, false);
    }

    /**
     * The moves of every program, priority or not; with {@code takingOnly}, of those that may take
     * a piece (not the drops that land only on empty cells), for the question whether a piece is attacked.
     */
    void generateAll(int player, MoveList out, boolean takingOnly) {
        out.clear();
        gen.turnNumber = turnNumber;
        for (int index = 0; index < rules.programCount() && !gen.stopped; index++) {
            if (!takingOnly || rules.program(index).takes()) {
                runProgram(player, out, index);
            }
        }
    }

    /**
     * Whether some other part of the turn, played first, would give the blocked part a real move:
     * then its fallback is not yet allowed (a fallback judged over the whole turn).
     */
    private boolean playableLater(TurnRule p, int blocked, int player) {
        MoveList others = state.scratch(0);
        others.clear();
        for (int part = 0; part < p.parts(); part++) {
            if (part != blocked && !partsDone.has(part)) {
                int before = others.size();
                runPrograms(player, others, p.partPrograms()[part]);
                if (others.size() == before) {
                    runPrograms(player, others, p.fallbackPrograms()[part]);
                }
            }
        }
        int[] first = others.toArray();
        MoveList real = state.scratch(1);
        for (int m : first) {
            state.make(m);
            real.clear();
            if (!state.isOver()) {
                runPrograms(player, real, p.partPrograms()[blocked]);
            }
            state.unmake();
            if (real.size() > 0) {
                return true;
            }
        }
        return false;
    }

    /** When any move belongs to a priority group, only those moves remain. */
    private void keepPriorityOnly(MoveList out) {
        if (!rules.hasPriority()) {
            return;
        }
        boolean any = false;
        for (int i = 0; i < out.size() && !any; i++) {
            any = rules.isPriority(rules.moveProgram(out.get(i)));
        }
        if (any) {
            out.retain(m -> rules.isPriority(rules.moveProgram(m)));
        }
    }

    void runPrograms(int player, MoveList out, int[] programs) {
        gen.turnNumber = turnNumber;
        for (int index : programs) {
            runProgram(player, out, index);
        }
    }

    /** Moves of the priority programs when there are any, otherwise those of the others. */
    void generateRaw(int player, MoveList out) {
        out.clear();
        if (rules.hasPriority()) {
            run(player, out, true);
            if (out.size() > 0) {
                return;
            }
        }
        run(player, out, false);
    }

    private void run(int player, MoveList out, boolean priority) {
        gen.turnNumber = turnNumber;
        int count = rules.programCount();
        for (int index = 0; index < count; index++) {
            if (rules.isPriority(index) == priority) {
                runProgram(player, out, index);
                if (gen.stopped) {
                    return;
                }
            }
        }
    }

    /**
     * Whether the programs give the player a move now, priority taken into account: the first
     * move found ends the search, so {@code out} holds a move or none. For a turn without a plan
     * and without dice, whose moves no rule judges after they are made.
     */
    boolean anyRawMove(int player, MoveList out) {
        return firstMove(player, out, false);
    }

    /** Whether a priority program gives the player a move now (the first found ends the search). */
    boolean anyPriorityMove(int player, MoveList out) {
        return firstMove(player, out, true);
    }

    private boolean firstMove(int player, MoveList out, boolean priorityOnly) {
        gen.firstOnly = true;
        try {
            if (priorityOnly) {
                out.clear();
                run(player, out, true);
            } else {
                generateRaw(player, out);
            }
            return out.size() > 0;
        } finally {
            gen.recordAll();
        }
    }

    /**
     * Whether {@link #generate} would give the player a move (a pass not counted), found with as
     * little work as the rules allow: the first move when nothing judges moves after they are made,
     * else the first raw move that stands.
     */
    boolean hasMove(int player, MoveList scratch) {
        if (plan < 0 && state.chance.hasDice() && !state.chance.needsRoll) {
            return PlayTable.of(state).hasAllowed(state);
        }
        if (plan >= 0 || state.chance.hasDice()) {
            generate(player, scratch);
            return scratch.size() > 0;
        }
        return anyStandingMove(player, scratch);
    }

    /**
     * Whether the programs give the player a move that stands, outside turn plans and dice: the
     * first move found when nothing judges moves after they are made, else the first raw move that
     * stands the judging (most often the first found stands: it is tried before the rest are made).
     */
    boolean anyStandingMove(int player, MoveList scratch) {
        boolean found = anyRawMove(player, scratch);
        if (!found || !TrialMoves.judges(rules) || TrialMoves.of(state).anyLegal(scratch, player, this)) {
            return found;
        }
        generateRaw(player, scratch);
        return TrialMoves.of(state).anyLegal(scratch, player, this);
    }

    /** A new turn begins after {@code toMove}'s; returns who plays it ('again': the same player). */
    int next(int toMove, boolean again) {
        board.toggle(partsDone.key ^ rules.keys().side(toMove));
        partsDone = parts.none;
        int next = again && !gen.places.finished(toMove) ? toMove : gen.places.after(toMove);
        board.toggle(rules.keys().side(next));
        turnNumber++;
        plan = select(next);
        remember(next);
        return next;
    }

    /** Runs one program from each of the player's pieces of its type, or once from the reserve. */
    private void runProgram(int player, MoveList out, int index) {
        Program program = begin(player, out, index);
        int type = program.piece();
        if (program.drop()) {
            if (board.reserve[player * board.pieceTypes() + type] > 0) {
                from(program, -1);
            }
            return;
        }
        int whose = whose(program, player);
        if (board.onBoardByType[whose * board.pieceTypes() + type] == 0) {
            return;
        }
        Occupancy cells = board.occupancy();
        int flag = program.flag();
        boolean carried = program.flagCarried();
        int target = gen.onlyTo;
        for (int c = cells.nextOf(whose, type, 0, flag, carried); c >= 0; c = cells.nextOf(whose, type, c + 1, flag, carried)) {
            if (target < 0 || program.mayTake(player, c, target)) {
                from(program, c);
            }
            if (gen.stopped) {
                return;
            }
        }
    }

    /** Whose pieces the program moves when the player moves: theirs, the opponent's, or the neutral pieces. */
    int whose(Program program, int player) {
        return program.neutrals() ? gen.players : program.opponents() ? (player + 1 == gen.players ? 0 : player + 1) : player;
    }

    /** Runs one program from one origin (-1: a drop from the reserve), as a generation does from each. */
    void runFrom(int player, MoveList out, int index, int origin) {
        gen.turnNumber = turnNumber;
        from(begin(player, out, index), origin);
    }

    /** Sets the run-time context for the program's runs for the player, the moves going to {@code out}. */
    private Program begin(int player, MoveList out, int index) {
        Gen g = gen;
        g.mover = player;
        // Not '%': a division on every origin a random playout tries is a measurable share of it.
        g.opponent = g.places.after(player);
        g.out = out;
        Program program = rules.program(index);
        g.piece = program.piece();
        g.program = index;
        return program;
    }

    private void from(Program program, int origin) {
        Gen g = gen;
        g.origin = origin;
        g.cursor = origin;
        g.newOrigin();
        execute(program.body(), g, program.piece(), origin);
    }

    /** Runs one round of a drops program's loop over cells, on the cell ({@link Program#rounds}). */
    void runRound(int player, MoveList out, int index, int cell) {
        gen.turnNumber = turnNumber;
        Program program = begin(player, out, index);
        Gen g = gen;
        g.origin = -1;
        g.newOrigin();
        g.cursor = cell;
        execute(program.rounds().body(), g, program.piece(), -1);
    }

    /** Runs one round along one direction of a move program, from the piece on the origin ({@link Program#rays}). */
    void runRay(int player, MoveList out, int index, int origin, int ray) {
        gen.turnNumber = turnNumber;
        Program program = begin(player, out, index);
        Gen g = gen;
        g.origin = origin;
        g.cursor = origin;
        g.newOrigin();
        execute(program.rays()[player][ray], g, program.piece(), origin);
    }

    /** Runs a program's body; a limit it meets is reported with the program it met it in. */
    private void execute(Op body, Gen g, int type, int from) {
        try {
            body.exec(g);
        } catch (GamutException e) {
            String what = from < 0 ? "the drops of " + rules.pieceName(type)
                    : "the moves of " + rules.pieceName(type) + " from " + rules.geometry.cellName(from);
            throw new GamutException(what + ": " + e.getMessage());
        }
    }
}
