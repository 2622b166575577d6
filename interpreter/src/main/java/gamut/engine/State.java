package gamut.engine;

import gamut.board.MoveList;
import gamut.board.Move;
import gamut.check.RuleSet;
import gamut.rules.EndRule;
import gamut.rules.Gen;
import gamut.rules.Verdict;
import gamut.rules.Program;
import gamut.rules.Rules;
import java.util.Arrays;

/**
 * A position and the line of play that led to it. Flat arrays per cell, counts per player, an
 * incremental Zobrist hash, and make/unmake: every change to a cell or a count during a move is
 * logged first, so unmake restores exactly what the move (and its after-effects) changed.
 */
public final class State {
    private final Rules rules;
    private final int players;
    private final int pieceTypes;
    private final int[] next;
    private final int[][] cellLines;
    private final int dirs;

    /** Owner of each cell's pieces, -1 when empty. */
    public final int[] owner;
    public final int[] piece;
    public final int[] height;
    /** Flag bits of the piece (or stack) on each cell. */
    public final int[] flags;
    public final int[] lineCount;
    public final int[] onBoard;
    public final int[] onBoardByType;
    public final int[] reserve;
    public final int[] exited;

    private int toMove;
    private int ply;
    private long hash;
    private Result result;
    /** The turn plan governing the current turn (-1: one move of any program), its parts played. */
    private int plan = -1;
    private int partsDone;
    private int turnNumber = 1;

    // Dice: the roll of this turn, its dice (doubles expanded), which are used, and whether the
    // turn still waits for its roll. Complete plays of each roll are worked out once (PlayTable).
    private static final int[] NO_DICE = new int[0];
    private int roll;
    private int[] dice = NO_DICE;
    private int diceUsed;
    private boolean needsRoll;
    private boolean openingDone;
    private boolean exploring;
    private int rollDepth;
    private PlayTable[] tables = new PlayTable[16];
    /** rememberedAt[turn][i]: the i-th at_turn_start value, worked out when that turn began. */
    private int[][] remembered = new int[64][];

    // The undo stack: one entry per move made, pointing into the change log.
    private int depth;
    private int[] undoMove = new int[256];
    private int[] undoMover = new int[256];
    private int[] undoLog = new int[256];
    private long[] undoHash = new long[256];
    private Result[] undoResult = new Result[256];
    private int[] undoPlan = new int[256];
    private int[] undoParts = new int[256];
    private int[] undoTurn = new int[256];
    private int[] undoRoll = new int[256];
    private int[] undoDiceUsed = new int[256];
    private int[] undoFlags = new int[256];

    // The change log: a cell's content before a change (kind CELL), or a count's old value.
    private static final int CELL = 0;
    private static final int RESERVE = 1;
    private static final int EXITED = 2;
    private int logSize;
    private int[] logKind = new int[512];
    private int[] logIndex = new int[512];
    private int[] logOwner = new int[512];
    private int[] logPiece = new int[512];
    private int[] logHeight = new int[512];
    private int[] logFlags = new int[512];

    private final RepetitionTable repetitions = new RepetitionTable();
    /** The position the line of play started from, so that a copy can replay the line. */
    private int[][] start;
    private final Gen gen;
    private final MoveList probe = new MoveList();
    private MoveList[] scratch = new MoveList[0];
    private final int[] visited;
    private final int[] stack;
    private int stamp;
    /** Counts changes to the board, so answers about one position can be reused. */
    private long version = 1;
    private final long[] connectedVersion;
    private long[] zoneVersion;
    private int[] zoneCount;
    private final boolean[] connectedAnswer;

    public State(Rules rules) {
        this.rules = rules;
        this.players = rules.players();
        this.pieceTypes = rules.pieces();
        this.next = rules.geometry.nextTable();
        this.dirs = rules.directions;
        int cells = rules.cells;
        this.cellLines = new int[cells][];
        for (int c = 0; c < cells; c++) {
            cellLines[c] = rules.geometry.linesThrough(c);
        }
        owner = new int[cells];
        piece = new int[cells];
        height = new int[cells];
        flags = new int[cells];
        lineCount = new int[rules.geometry.lines()];
        onBoard = new int[players];
        onBoardByType = new int[players * pieceTypes];
        reserve = new int[players * pieceTypes];
        exited = new int[players];
        visited = new int[cells];
        stack = new int[cells];
        gen = new Gen(this, rules.maxLocals);
        connectedVersion = new long[players];
        connectedAnswer = new boolean[players];
        reset();
    }

    public Rules rules() {
        return rules;
    }

    /**
     * An independent state at the same point of the same line of play (the start position and
     * every move since, rolls included), for an AI or a worker thread to search on.
     */
    public State copy() {
        State copy = new State(rules);
        copy.clear(start[6][0]);
        for (int c = 0; c < owner.length; c++) {
            if (start[0][c] >= 0) {
                copy.setCell(c, start[0][c], start[1][c], start[2][c], start[3][c]);
            }
        }
        for (int p = 0; p < players; p++) {
            for (int t = 0; t < pieceTypes; t++) {
                copy.setReserve(p, t, start[4][p * pieceTypes + t]);
            }
            copy.exited[p] = start[5][p];
        }
        copy.startLine();
        for (int move : line()) {
            copy.make(move);
        }
        return copy;
    }

    /** The initial position of the rules. */
    public void reset() {
        clear(rules.firstPlayer());
        // Only the game's own start has an opening roll; a position set up later rolls normally.
        openingDone = false;
        RuleSet source = rules.source;
        for (RuleSet.Placed p : source.setup()) {
            put(p.cell(), p.owner(), p.piece(), p.count());
        }
        for (int p = 0; p < players; p++) {
            for (int t = 0; t < pieceTypes; t++) {
                setReserve(p, t, source.reserve()[p][t]);
            }
        }
        startLine();
    }

    /** An empty board and reserve with {@code toMove} to play; fill it with put, then call startLine. */
    public void clear(int toMove) {
        Arrays.fill(owner, -1);
        Arrays.fill(piece, 0);
        Arrays.fill(height, 0);
        Arrays.fill(flags, 0);
        Arrays.fill(lineCount, 0);
        Arrays.fill(onBoard, 0);
        Arrays.fill(onBoardByType, 0);
        Arrays.fill(reserve, 0);
        Arrays.fill(exited, 0);
        this.toMove = toMove;
        ply = 0;
        depth = 0;
        logSize = 0;
        result = null;
        plan = -1;
        partsDone = 0;
        turnNumber = 1;
        roll = 0;
        dice = NO_DICE;
        diceUsed = 0;
        needsRoll = rules.dice() != null;
        openingDone = true;
        rollDepth = 0;
        for (PlayTable table : tables) {
            if (table != null) {
                table.invalidate();
            }
        }
        version++;
        hash = rules.sideKey(toMove);
    }

    /** Places {@code count} pieces on a cell, replacing what stood there (setting up, not playing). */
    public void put(int cell, int who, int type, int count) {
        setCell(cell, count == 0 ? -1 : who, type, count, 0);
    }

    /** Sets a flag of the piece on a cell (setting up, not playing). */
    public void putFlag(int cell, int flag, boolean value) {
        int bits = value ? flags[cell] | (1 << flag) : flags[cell] & ~(1 << flag);
        setCell(cell, owner[cell], piece[cell], height[cell], bits);
    }

    public void setReserve(int who, int type, int count) {
        int i = who * pieceTypes + type;
        hash ^= rules.reserveKey(who, type, reserve[i]) ^ rules.reserveKey(who, type, count);
        reserve[i] = count;
    }

    public void setExited(int who, int count) {
        exited[who] = count;
    }

    /**
     * Starts a new line of play at the current position (after a setup): repetitions count from
     * here, and a position that is already decided (an end rule holds for the player who moved
     * last, or a blocked player loses) is over at once.
     */
    public void startLine() {
        start = new int[][] {owner.clone(), piece.clone(), height.clone(), flags.clone(), reserve.clone(),
                exited.clone(), {toMove}};
        repetitions.clear();
        repetitions.increment(hash);
        depth = 0;
        logSize = 0;
        ply = 0;
        hash ^= rules.partsKey(partsDone);
        partsDone = 0;
        plan = selectPlan(toMove);
        remember();
        int last = (toMove + players - 1) % players;
        result = judgeEnds(last);
        if (result == null) {
            result = judgeRest(last, 1, false);
        }
    }

    public int toMove() {
        return toMove;
    }

    public int ply() {
        return ply;
    }

    /** The number of the turn being played, 1 for the first; a turn may take several plies. */
    public int turnNumber() {
        return turnNumber;
    }

    /** The name of the turn plan governing this turn, or null when every turn is one move. */
    public String planName() {
        return plan < 0 ? null : rules.plan(plan).name();
    }

    public long hash() {
        return hash;
    }

    public boolean isOver() {
        return result != null;
    }

    public Result result() {
        return result;
    }

    public int repetitionsOfCurrent() {
        return repetitions.count(hash);
    }

    // ---- move generation

    /** The legal moves of the player to move; none when the game is over; a pass when blocked. */
    public void generate(MoveList out) {
        out.clear();
        if (result != null || needsRoll) {
            return;
        }
        generateTurn(toMove, out);
        if (out.size() == 0 && rules.passesWhenBlocked()) {
            out.add(Move.PASS_MOVE);
        }
    }

    /**
     * Who picks among the legal moves now: the player to move, or the opponent when the moves
     * come from a program chosen by the opponent (a captured piece placed by its captor).
     */
    public int decider() {
        generate(probe);
        if (probe.size() > 0 && Move.kind(probe.get(0)) != Move.PASS
                && rules.program(Move.program(probe.get(0))).chosenByOpponent()) {
            return (toMove + 1) % players;
        }
        return toMove;
    }

    /** The moves the turn plan allows now: the parts not yet played, each with its fallback. */
    private void generateTurn(int player, MoveList out) {
        if (plan < 0 && rules.dice() != null) {
            out.clear();
            if (!needsRoll) {
                playTable().allowed(this, out);
            }
            return;
        }
        if (plan < 0) {
            generateRaw(player, out);
            return;
        }
        out.clear();
        gamut.rules.TurnRule p = rules.plan(plan);
        for (int part = 0; part < p.parts(); part++) {
            if ((partsDone & (1 << part)) != 0) {
                continue;
            }
            int before = out.size();
            runPrograms(player, out, p.partPrograms()[part]);
            if (out.size() == before && (!p.fallbackWholeTurn()[part] || !playableLater(p, part, player))) {
                runPrograms(player, out, p.fallbackPrograms()[part]);
            }
            if (p.kind() == gamut.rules.TurnRule.Kind.EACH_IN_ORDER && out.size() > before) {
                break;
            }
        }
        keepPriorityOnly(out);
    }

    /**
     * Whether some other part of the turn, played first, would give the blocked part a real move:
     * then its fallback is not yet allowed (a fallback judged over the whole turn).
     */
    private boolean playableLater(gamut.rules.TurnRule p, int blocked, int player) {
        MoveList others = scratch(0);
        others.clear();
        for (int part = 0; part < p.parts(); part++) {
            if (part != blocked && (partsDone & (1 << part)) == 0) {
                int before = others.size();
                runPrograms(player, others, p.partPrograms()[part]);
                if (others.size() == before) {
                    runPrograms(player, others, p.fallbackPrograms()[part]);
                }
            }
        }
        int[] first = others.toArray();
        MoveList real = scratch(1);
        for (int m : first) {
            make(m);
            real.clear();
            if (result == null) {
                runPrograms(player, real, p.partPrograms()[blocked]);
            }
            unmake();
            if (real.size() > 0) {
                return true;
            }
        }
        return false;
    }

    private int[] diceOf(int rollMove) {
        int[] values = Move.dice(rollMove);
        boolean doubles = values.length > 1;
        for (int v : values) {
            doubles &= v == values[0];
        }
        if (doubles) {
            int[] all = new int[rules.dice().doublesPlay()];
            Arrays.fill(all, values[0]);
            return all;
        }
        return values;
    }

    /** The complete plays of this turn's roll, worked out on first use. */
    private PlayTable playTable() {
        PlayTable table = tables[rollDepth];
        if (table == null) {
            table = tables[rollDepth] = new PlayTable();
        }
        if (!table.built()) {
            exploring = true;
            try {
                table.build(this, rules, toMove);
            } finally {
                exploring = false;
            }
        }
        return table;
    }

    /** The key of the position with the dice used so far: what the play table is looked up by. */
    long playKey() {
        return hash ^ (0x9E3779B97F4A7C15L * (diceUsed + 1));
    }

    /** Raw sub-moves of the player for the unused dice, each kept only if no each_move rule forbids it. */
    void rawMoves(int player, MoveList out) {
        generateRaw(player, out);
        gamut.rules.Eval[] forbids = rules.forbidEachMove();
        if (forbids.length > 0 && out.size() > 0) {
            int[] all = out.toArray();
            out.clear();
            for (int m : all) {
                boolean ok;
                boolean saved = exploring;
                exploring = true;
                make(m);
                ok = !holdsAny(forbids, player);
                unmake();
                exploring = saved;
                if (ok) {
                    out.add(m);
                }
            }
        }
    }

    /** Whether any of the conditions holds for the player as mover. */
    boolean holdsAny(gamut.rules.Eval[] conditions, int player) {
        Gen g = gen;
        g.mover = player;
        g.opponent = (player + 1) % players;
        g.cursor = -1;
        g.origin = -1;
        for (gamut.rules.Eval c : conditions) {
            if (c.eval(g) != 0) {
                return true;
            }
        }
        return false;
    }

    /** How many conditions hold for the player as mover. */
    int countHolding(gamut.rules.Eval[] conditions, int player) {
        Gen g = gen;
        g.mover = player;
        g.opponent = (player + 1) % players;
        g.cursor = -1;
        g.origin = -1;
        int n = 0;
        for (gamut.rules.Eval c : conditions) {
            if (c.eval(g) != 0) {
                n++;
            }
        }
        return n;
    }

    /** Whether an end rule holds now for the player as mover (the game would be over). */
    boolean endsNow(int player) {
        return judgeEnds(player) != null;
    }

    /** The mover's progress along the first track: the sum of places of its pieces, exits counting full length. */
    int progress(int player) {
        gamut.rules.Tracks t = rules.tracks();
        if (t.count() == 0) {
            return 0;
        }
        int[] cells = t.cells(0, player);
        int total = exited[player] * cells.length;
        for (int i = 0; i < cells.length; i++) {
            if (owner[cells[i]] == player) {
                total += height[cells[i]] * i;
            }
        }
        return total;
    }

    /** How many of the player's pieces stand on the track's cells before the given place. */
    public int behind(int[] trackCells, int place, int player) {
        int n = 0;
        for (int i = 0; i < place && i < trackCells.length; i++) {
            if (owner[trackCells[i]] == player) {
                n += height[trackCells[i]];
            }
        }
        return n;
    }

    /** Move lists of their own for each level of make, so that nested generation clobbers nothing. */
    private MoveList scratch(int kind) {
        int index = depth * 3 + kind;
        if (index >= scratch.length) {
            MoveList[] more = Arrays.copyOf(scratch, index * 2 + 3);
            for (int i = scratch.length; i < more.length; i++) {
                more[i] = new MoveList();
            }
            scratch = more;
        }
        return scratch[index];
    }

    /** When any move belongs to a priority group, only those moves remain. */
    private void keepPriorityOnly(MoveList out) {
        if (!rules.hasPriority()) {
            return;
        }
        boolean any = false;
        for (int i = 0; i < out.size() && !any; i++) {
            any = rules.isPriority(Move.program(out.get(i)));
        }
        if (any) {
            out.retain(m -> rules.isPriority(Move.program(m)));
        }
    }

    private void runPrograms(int player, MoveList out, int[] programs) {
        gen.turnNumber = turnNumber;
        for (int index : programs) {
            runProgram(player, out, index);
        }
    }

    private int selectPlan(int player) {
        gamut.rules.TurnRule[] plans = rules.plans();
        if (plans.length == 0) {
            return -1;
        }
        Gen g = gen;
        g.mover = player;
        g.opponent = (player + 1) % players;
        g.cursor = -1;
        g.origin = -1;
        g.turnNumber = turnNumber;
        for (int i = 0; i < plans.length; i++) {
            if (plans[i].when().eval(g) != 0) {
                return i;
            }
        }
        return -1;
    }

    /** Moves of the priority programs when there are any, otherwise those of the others. */
    private void generateRaw(int player, MoveList out) {
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
            }
        }
    }

    /** Runs one program from each of the player's pieces of its type, or once from the reserve. */
    private void runProgram(int player, MoveList out, int index) {
        Gen g = gen;
        g.mover = player;
        g.opponent = (player + 1) % players;
        g.out = out;
        Program program = rules.program(index);
        int type = program.piece();
        g.piece = type;
        g.program = index;
        if (program.drop()) {
            if (reserve[player * pieceTypes + type] > 0) {
                g.origin = -1;
                g.cursor = -1;
                g.newOrigin();
                program.body().exec(g);
            }
            return;
        }
        if (onBoardByType[player * pieceTypes + type] == 0) {
            return;
        }
        for (int c = 0; c < owner.length; c++) {
            if (owner[c] == player && piece[c] == type) {
                g.origin = c;
                g.cursor = c;
                g.newOrigin();
                program.body().exec(g);
            }
        }
    }

    // ---- make and unmake

    public void make(int move) {
        if (depth == undoMove.length) {
            growUndo();
        }
        int mover = toMove;
        int kind = Move.kind(move);
        int from = Move.from(move);
        int to = Move.to(move);
        int programIndex = Move.program(move);
        undoMove[depth] = move;
        undoMover[depth] = mover;
        undoLog[depth] = logSize;
        undoHash[depth] = hash;
        undoResult[depth] = result;
        undoPlan[depth] = plan;
        undoParts[depth] = partsDone;
        undoTurn[depth] = turnNumber;
        undoRoll[depth] = roll;
        undoDiceUsed[depth] = diceUsed;
        undoFlags[depth] = (needsRoll ? 1 : 0) | (exploring ? 2 : 0);
        depth++;
        if (kind == Move.ROLL) {
            applyRoll(move);
            return;
        }
        if (kind != Move.PASS) {
            int type = rules.program(programIndex).piece();
            int carried = 0;
            if (kind == Move.DROP) {
                logCount(RESERVE, mover * pieceTypes + type);
                setReserve(mover, type, reserve[mover * pieceTypes + type] - 1);
            } else {
                carried = flags[from];
                lower(from);
            }
            if (kind == Move.MOVE || kind == Move.DROP) {
                land(to, mover, type, carried);
            } else if (kind == Move.EXIT) {
                logCount(EXITED, mover);
                exited[mover]++;
            } else if (kind == Move.REMOVE_TO_RESERVE) {
                logCount(RESERVE, mover * pieceTypes + type);
                setReserve(mover, type, reserve[mover * pieceTypes + type] + 1);
            }
            rules.afterMove(programIndex, this, gen, mover, kind == Move.MOVE || kind == Move.DROP ? to : -1);
            useDie(Move.die(move));
        }
        if (exploring) {
            return;
        }
        boolean continues = false;
        if (plan >= 0 && kind != Move.PASS) {
            gamut.rules.TurnRule p = rules.plan(plan);
            int part = p.kind() == gamut.rules.TurnRule.Kind.ALL_OF ? -1 : partOf(p, programIndex);
            if (part >= 0) {
                hash ^= rules.partsKey(partsDone) ^ rules.partsKey(partsDone | (1 << part));
                partsDone |= 1 << part;
            }
            continues = p.kind() != gamut.rules.TurnRule.Kind.ONE_OF;
        } else if (rules.dice() != null && kind != Move.PASS) {
            continues = diceUsed != (1 << dice.length) - 1;
        }
        gen.lastDrop = kind == Move.DROP;
        result = judgeEnds(mover);
        gen.lastDrop = false;
        if (continues && result == null) {
            MoveList next = scratch(2);
            generateTurn(mover, next);
            continues = next.size() > 0;
        }
        if (!continues) {
            hash ^= rules.partsKey(partsDone) ^ rules.sideKey(toMove);
            partsDone = 0;
            toMove = (toMove + 1) % players;
            hash ^= rules.sideKey(toMove);
            turnNumber++;
            plan = selectPlan(toMove);
            remember();
            if (rules.dice() != null) {
                roll = 0;
                dice = NO_DICE;
                diceUsed = 0;
                needsRoll = true;
            }
        }
        ply++;
        int seen = repetitions.increment(hash);
        if (result == null && !continues) {
            result = judgeRest(mover, seen, true);
        }
    }

    /** Works out the at_turn_start values for the turn that begins now. */
    private void remember() {
        gamut.rules.Eval[] evals = rules.turnStartValues();
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
        Gen g = gen;
        g.mover = toMove;
        g.opponent = (toMove + 1) % players;
        g.cursor = -1;
        g.origin = -1;
        for (int i = 0; i < evals.length; i++) {
            values[i] = evals[i].eval(g);
        }
    }

    /** The i-th at_turn_start value of the current turn. */
    public int atTurnStart(int index) {
        return remembered[turnNumber][index];
    }

    // ---- chance: dice

    /** The game waits for dice to be rolled: the next move is a chance outcome, not a decision. */
    public boolean isChance() {
        return result == null && needsRoll;
    }

    public int[] diceValues() {
        return dice;
    }

    public int diceUsed() {
        return diceUsed;
    }

    /** The roll of this turn (a ROLL move), or 0 before it. */
    public int currentRoll() {
        return roll;
    }

    /**
     * Every outcome of the chance event now, with its weight: for an opening roll each ordered pair
     * of different faces (ties are rolled again); otherwise each multiset of faces, weighted by the
     * number of ordered rolls that give it.
     */
    public void chanceOutcomes(MoveList out, java.util.List<Integer> weights) {
        out.clear();
        weights.clear();
        gamut.rules.DiceRules d = rules.dice();
        if (awaitingOpening()) {
            for (int a = 1; a <= d.faces(); a++) {
                for (int b = 1; b <= d.faces(); b++) {
                    if (a != b) {
                        out.add(Move.roll(new int[] {a, b}, true));
                        weights.add(1);
                    }
                }
            }
            return;
        }
        int[] values = new int[d.count()];
        enumerate(values, 0, d.faces(), out, weights);
    }

    private void enumerate(int[] values, int at, int maxFace, MoveList out, java.util.List<Integer> weights) {
        if (at == values.length) {
            out.add(Move.roll(values.clone(), false));
            weights.add(orderings(values));
            return;
        }
        for (int f = maxFace; f >= 1; f--) {
            values[at] = f;
            enumerate(values, at + 1, f, out, weights);
        }
    }

    private static int orderings(int[] values) {
        int n = values.length;
        long result = 1;
        for (int i = 2; i <= n; i++) {
            result *= i;
        }
        int run = 1;
        for (int i = 1; i <= n; i++) {
            if (i < n && values[i] == values[i - 1]) {
                run++;
            } else {
                for (int k = 2; k <= run; k++) {
                    result /= k;
                }
                run = 1;
            }
        }
        return (int) result;
    }

    /** A roll drawn from the generator, as the dice would fall. */
    public int randomOutcome(java.util.SplittableRandom random) {
        gamut.rules.DiceRules d = rules.dice();
        if (awaitingOpening()) {
            int a;
            int b;
            do {
                a = 1 + random.nextInt(d.faces());
                b = 1 + random.nextInt(d.faces());
            } while (a == b);
            return Move.roll(new int[] {a, b}, true);
        }
        int[] values = new int[d.count()];
        for (int i = 0; i < values.length; i++) {
            values[i] = 1 + random.nextInt(d.faces());
        }
        Arrays.sort(values);
        for (int i = 0; i < values.length / 2; i++) {
            int t = values[i];
            values[i] = values[values.length - 1 - i];
            values[values.length - 1 - i] = t;
        }
        return Move.roll(values, false);
    }

    private boolean awaitingOpening() {
        return turnNumber == 1 && roll == 0 && rules.dice().opening() != gamut.rules.DiceRules.Opening.NONE
                && !openingDone;
    }

    /** Sets the dice of the turn (doubles played as often as the rules say); the opening decides who starts. */
    private void applyRoll(int move) {
        int[] values = Move.dice(move);
        gamut.rules.DiceRules d = rules.dice();
        needsRoll = false;
        roll = move;
        diceUsed = 0;
        rollDepth++;
        if (rollDepth >= tables.length) {
            tables = Arrays.copyOf(tables, tables.length * 2);
        }
        if (tables[rollDepth] != null) {
            tables[rollDepth].invalidate();
        }
        if (Move.isOpening(move)) {
            int first = values[0] > values[1] ? 0 : 1;
            if (first != toMove) {
                hash ^= rules.sideKey(toMove) ^ rules.sideKey(first);
                toMove = first;
                plan = selectPlan(toMove);
            }
            // The turn's remembered values belong to whoever the roll made first.
            remember();
            openingDone = true;
            if (d.opening() == gamut.rules.DiceRules.Opening.REROLL) {
                needsRoll = true;
                roll = 0;
                dice = NO_DICE;
                return;
            }
        }
        boolean doubles = values.length > 1;
        for (int v : values) {
            doubles &= v == values[0];
        }
        if (doubles) {
            dice = new int[d.doublesPlay()];
            Arrays.fill(dice, values[0]);
        } else {
            dice = values;
        }
    }

    /** Marks the first unused die showing the value as used. */
    private void useDie(int value) {
        if (value == 0) {
            return;
        }
        for (int i = 0; i < dice.length; i++) {
            if ((diceUsed & (1 << i)) == 0 && dice[i] == value) {
                diceUsed |= 1 << i;
                return;
            }
        }
    }

    /** Rolls the dice to the given values now (for a position examined with a known roll). */
    public void setRoll(int[] values) {
        make(Move.roll(values, false));
    }

    /** The first part not yet played that the program plays (or stands in for); -1 for none. */
    private int partOf(gamut.rules.TurnRule p, int program) {
        for (int part = 0; part < p.parts(); part++) {
            if ((partsDone & (1 << part)) == 0
                    && (contains(p.partPrograms()[part], program) || contains(p.fallbackPrograms()[part], program))) {
                return part;
            }
        }
        return -1;
    }

    private static boolean contains(int[] values, int value) {
        for (int v : values) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }

    public void unmake() {
        depth--;
        int undone = undoMove[depth];
        boolean wasExploring = (undoFlags[depth] & 2) != 0;
        boolean counted = !wasExploring && Move.kind(undone) != Move.ROLL;
        if (counted) {
            repetitions.decrement(hash);
        }
        if (Move.kind(undone) == Move.ROLL) {
            rollDepth--;
            if (Move.isOpening(undone)) {
                openingDone = false;
            }
        }
        int start = undoLog[depth];
        while (logSize > start) {
            logSize--;
            int i = logIndex[logSize];
            switch (logKind[logSize]) {
                case CELL -> setCell(i, logOwner[logSize], logPiece[logSize], logHeight[logSize], logFlags[logSize]);
                case RESERVE -> reserve[i] = logOwner[logSize];
                default -> exited[i] = logOwner[logSize];
            }
        }
        toMove = undoMover[depth];
        if (counted) {
            ply--;
        }
        hash = undoHash[depth];
        result = undoResult[depth];
        plan = undoPlan[depth];
        partsDone = undoParts[depth];
        turnNumber = undoTurn[depth];
        if (roll != undoRoll[depth]) {
            roll = undoRoll[depth];
            dice = roll == 0 ? NO_DICE : diceOf(roll);
        }
        diceUsed = undoDiceUsed[depth];
        needsRoll = (undoFlags[depth] & 1) != 0;
    }

    /** One piece leaves the cell; the rest of a stack stays with its flags. */
    private void lower(int cell) {
        logCell(cell);
        setCell(cell, height[cell] == 1 ? -1 : owner[cell], piece[cell], height[cell] - 1,
                height[cell] == 1 ? 0 : flags[cell]);
    }

    /** A piece arrives: on its own kind it stacks, on anything else it captures all that stands there. */
    private void land(int to, int who, int type, int carried) {
        logCell(to);
        if (owner[to] == who && piece[to] == type) {
            setCell(to, who, type, height[to] + 1, flags[to]);
        } else {
            setCell(to, who, type, 1, carried);
        }
    }

    /** An after-effect: the stack on the cell is captured. */
    public void effectCapture(int cell) {
        if (cell >= 0 && owner[cell] >= 0) {
            logCell(cell);
            setCell(cell, -1, 0, 0, 0);
        }
    }

    /** An after-effect: a flag of the piece on the cell is set or cleared. */
    public void effectFlag(int cell, int flag, boolean value) {
        if (cell >= 0 && owner[cell] >= 0) {
            int bits = value ? flags[cell] | (1 << flag) : flags[cell] & ~(1 << flag);
            if (bits != flags[cell]) {
                logCell(cell);
                setCell(cell, owner[cell], piece[cell], height[cell], bits);
            }
        }
    }

    private void logCell(int cell) {
        int i = logEntry(CELL, cell);
        logOwner[i] = owner[cell];
        logPiece[i] = piece[cell];
        logHeight[i] = height[cell];
        logFlags[i] = flags[cell];
    }

    private void logCount(int kind, int index) {
        int i = logEntry(kind, index);
        logOwner[i] = kind == RESERVE ? reserve[index] : exited[index];
    }

    private int logEntry(int kind, int index) {
        if (logSize == logKind.length) {
            int n = logSize * 2;
            logKind = Arrays.copyOf(logKind, n);
            logIndex = Arrays.copyOf(logIndex, n);
            logOwner = Arrays.copyOf(logOwner, n);
            logPiece = Arrays.copyOf(logPiece, n);
            logHeight = Arrays.copyOf(logHeight, n);
            logFlags = Arrays.copyOf(logFlags, n);
        }
        logKind[logSize] = kind;
        logIndex[logSize] = index;
        return logSize++;
    }

    /** The one writer of cell contents: keeps counts, line counts and the hash in step. */
    private void setCell(int cell, int who, int type, int count, int bits) {
        if (count <= 0) {
            who = -1;
        }
        int oldOwner = owner[cell];
        if (oldOwner >= 0) {
            hash ^= rules.pieceKey(cell, oldOwner, piece[cell], height[cell]) ^ rules.flagKey(cell, flags[cell]);
            onBoard[oldOwner] -= height[cell];
            onBoardByType[oldOwner * pieceTypes + piece[cell]] -= height[cell];
            if (who < 0) {
                for (int line : cellLines[cell]) {
                    lineCount[line]--;
                }
            }
        } else if (who >= 0) {
            for (int line : cellLines[cell]) {
                lineCount[line]++;
            }
        }
        if (who < 0) {
            owner[cell] = -1;
            piece[cell] = 0;
            height[cell] = 0;
            flags[cell] = 0;
        } else {
            owner[cell] = who;
            piece[cell] = type;
            height[cell] = count;
            flags[cell] = bits;
            hash ^= rules.pieceKey(cell, who, type, count) ^ rules.flagKey(cell, bits);
            onBoard[who] += count;
            onBoardByType[who * pieceTypes + type] += count;
        }
        version++;
    }

    /** The end rules in order, for the player who just moved; the first that holds decides. */
    private Result judgeEnds(int mover) {
        Gen g = gen;
        g.mover = mover;
        g.opponent = (mover + 1) % players;
        g.cursor = -1;
        g.origin = -1;
        g.turnNumber = turnNumber;
        for (EndRule end : rules.endRules()) {
            if (end.condition().eval(g) != 0) {
                return end.outcome().resolve(g, end.name());
            }
        }
        return null;
    }

    /**
     * At a turn's end: repetition, then the move limit, then a blocked player's outcome.
     * {@code counting} is false when judging a set-up position, which no repetition or limit ends.
     */
    private Result judgeRest(int mover, int seen, boolean counting) {
        Gen g = gen;
        g.mover = mover;
        g.opponent = (mover + 1) % players;
        if (counting && rules.repetitionTimes() > 0 && seen >= rules.repetitionTimes()) {
            return rules.repetitionOutcome().resolve(g, "repetition");
        }
        int played = rules.limitCountsTurns() ? turnNumber - 1 : ply;
        if (counting && rules.limitPlies() > 0 && played >= rules.limitPlies()) {
            return rules.limitOutcome().resolve(g, "limit");
        }
        Verdict blocked = rules.noMovesOutcome();
        if (blocked != null && !needsRoll) {
            MoveList next = scratch(2);
            generateTurn(toMove, next);
            if (next.size() == 0) {
                g.mover = toMove;
                g.opponent = (toMove + 1) % players;
                return blocked.resolve(g, "no_moves");
            }
        }
        return null;
    }

    /**
     * {@link #countIn} for any type, remembered until the board changes: move programs ask the
     * same count for every piece and every die (a runner rule, say).
     */
    public int countInCached(int slot, int player, int[] cells) {
        if (zoneVersion == null) {
            zoneVersion = new long[rules.zoneSlots()];
            zoneCount = new int[rules.zoneSlots()];
        }
        if (zoneVersion[slot] != version) {
            zoneVersion[slot] = version;
            zoneCount[slot] = countIn(player, -1, cells);
        }
        return zoneCount[slot];
    }

    /** How many of the player's pieces (of the type, or of any type when -1) stand on the cells. */
    public int countIn(int player, int type, int[] cells) {
        int n = 0;
        for (int c : cells) {
            if (owner[c] == player && (type < 0 || piece[c] == type)) {
                n += height[c];
            }
        }
        return n;
    }

    /** How many of the cells hold the player's pieces. */
    public int occupiedIn(int player, int[] cells) {
        int n = 0;
        for (int c : cells) {
            if (owner[c] == player) {
                n++;
            }
        }
        return n;
    }

    /** All the player's pieces on the board form one group under the declared directions. */
    public boolean connected(int player) {
        // End rules often ask twice about one position; the answer holds until the board changes.
        if (connectedVersion[player] == version) {
            return connectedAnswer[player];
        }
        connectedVersion[player] = version;
        return connectedAnswer[player] = searchConnected(player);
    }

    private boolean searchConnected(int player) {
        int total = onBoard[player];
        if (total <= 1) {
            return true;
        }
        int start = -1;
        for (int c = 0; c < owner.length; c++) {
            if (owner[c] == player) {
                start = c;
                break;
            }
        }
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(visited, 0);
            stamp = 1;
        }
        int top = 0;
        int reached = height[start];
        stack[top++] = start;
        visited[start] = stamp;
        while (top > 0) {
            int c = stack[--top];
            int base = c * dirs;
            for (int d = 0; d < dirs; d++) {
                int n = next[base + d];
                if (n >= 0 && owner[n] == player && visited[n] != stamp) {
                    visited[n] = stamp;
                    reached += height[n];
                    stack[top++] = n;
                }
            }
        }
        return reached == total;
    }

    private void growUndo() {
        int n = undoMove.length * 2;
        undoMove = Arrays.copyOf(undoMove, n);
        undoMover = Arrays.copyOf(undoMover, n);
        undoLog = Arrays.copyOf(undoLog, n);
        undoHash = Arrays.copyOf(undoHash, n);
        undoResult = Arrays.copyOf(undoResult, n);
        undoPlan = Arrays.copyOf(undoPlan, n);
        undoParts = Arrays.copyOf(undoParts, n);
        undoTurn = Arrays.copyOf(undoTurn, n);
        undoRoll = Arrays.copyOf(undoRoll, n);
        undoDiceUsed = Arrays.copyOf(undoDiceUsed, n);
        undoFlags = Arrays.copyOf(undoFlags, n);
    }

    /** The moves played since the last setup, oldest first. */
    public int[] line() {
        return Arrays.copyOf(undoMove, depth);
    }

    public int depth() {
        return depth;
    }

    /** How many of the player's pieces of the type carry the flag. */
    public int flagged(int player, int type, int flag) {
        int n = 0;
        for (int c = 0; c < owner.length; c++) {
            if (owner[c] == player && piece[c] == type && (flags[c] & (1 << flag)) != 0) {
                n += height[c];
            }
        }
        return n;
    }
}
