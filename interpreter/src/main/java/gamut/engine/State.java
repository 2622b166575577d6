package gamut.engine;

import gamut.check.RuleSet;
import gamut.rules.EndRule;
import gamut.rules.Gen;
import gamut.rules.Outcome;
import gamut.rules.Program;
import gamut.rules.Rules;
import java.util.Arrays;

/**
 * A position and the line of play that led to it. Flat arrays per cell, counts per player, an
 * incremental Zobrist hash, and make/unmake with an undo stack: the one mutator keeps them all in step.
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
    public final int[] lineCount;
    public final int[] onBoard;
    public final int[] onBoardByType;
    public final int[] reserve;
    public final int[] exited;

    private int toMove;
    private int ply;
    private long hash;
    private Result result;

    private int depth;
    private int[] undoMove = new int[256];
    private int[] undoMover = new int[256];
    private int[] undoPiece = new int[256];
    private int[] undoCapOwner = new int[256];
    private int[] undoCapPiece = new int[256];
    private int[] undoCapHeight = new int[256];
    private long[] undoHash = new long[256];
    private Result[] undoResult = new Result[256];

    private final RepetitionTable repetitions = new RepetitionTable();
    private final Gen gen;
    private final MoveList probe = new MoveList();
    private final int[] visited;
    private final int[] stack;
    private int stamp;
    /** Counts changes to the board, so answers about one position can be reused. */
    private long version = 1;
    private final long[] connectedVersion;
    private final boolean[] connectedAnswer;

    public State(Rules rules) {
        this.rules = rules;
        this.players = rules.players();
        this.pieceTypes = rules.pieces();
        this.next = rules.geometry.nextTable();
        this.cellLines = new int[rules.cells][];
        for (int c = 0; c < rules.cells; c++) {
            cellLines[c] = rules.geometry.linesThrough(c);
        }
        this.dirs = rules.directions;
        int cells = rules.cells;
        owner = new int[cells];
        piece = new int[cells];
        height = new int[cells];
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

    /** The initial position of the rules. */
    public void reset() {
        clear(rules.firstPlayer());
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
        Arrays.fill(lineCount, 0);
        Arrays.fill(onBoard, 0);
        Arrays.fill(onBoardByType, 0);
        Arrays.fill(reserve, 0);
        Arrays.fill(exited, 0);
        this.toMove = toMove;
        ply = 0;
        depth = 0;
        result = null;
        hash = rules.sideKey(toMove);
    }

    /** Places {@code count} pieces on an empty cell (setting up a position, not a move). */
    public void put(int cell, int who, int type, int count) {
        if (owner[cell] >= 0) {
            remove(cell, height[cell]);
        }
        for (int i = 0; i < count; i++) {
            add(cell, who, type);
        }
    }

    public void setReserve(int who, int type, int count) {
        int i = who * pieceTypes + type;
        hash ^= rules.reserveKey(who, type, reserve[i]) ^ rules.reserveKey(who, type, count);
        reserve[i] = count;
    }

    public void setExited(int who, int count) {
        exited[who] = count;
    }

    /** Starts counting repetitions from the current position (after a setup). */
    public void startLine() {
        repetitions.clear();
        repetitions.increment(hash);
        depth = 0;
        result = null;
    }

    public int toMove() {
        return toMove;
    }

    public int ply() {
        return ply;
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
        if (result != null) {
            return;
        }
        generateRaw(toMove, out);
        if (out.size() == 0 && rules.passesWhenBlocked()) {
            out.add(Move.PASS_MOVE);
        }
    }

    private void generateRaw(int player, MoveList out) {
        Gen g = gen;
        g.mover = player;
        g.opponent = (player + 1) % players;
        g.out = out;
        for (Program program : rules.programs()) {
            int type = program.piece();
            g.piece = type;
            if (program.drop()) {
                if (reserve[player * pieceTypes + type] > 0) {
                    g.origin = -1;
                    g.cursor = -1;
                    g.outStart = out.size();
                    program.body().exec(g);
                }
                continue;
            }
            if (onBoardByType[player * pieceTypes + type] == 0) {
                continue;
            }
            for (int c = 0; c < owner.length; c++) {
                if (owner[c] == player && piece[c] == type) {
                    g.origin = c;
                    g.cursor = c;
                    g.outStart = out.size();
                    program.body().exec(g);
                }
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
        undoMove[depth] = move;
        undoMover[depth] = mover;
        undoHash[depth] = hash;
        undoResult[depth] = result;
        undoCapHeight[depth] = 0;
        int type = Move.piece(move);
        if (kind == Move.MOVE || kind == Move.EXIT || kind == Move.REMOVE || kind == Move.REMOVE_TO_RESERVE) {
            type = piece[from];
            remove(from, 1);
        } else if (kind == Move.DROP) {
            setReserve(mover, type, reserve[mover * pieceTypes + type] - 1);
        }
        undoPiece[depth] = type;
        if (kind == Move.MOVE || kind == Move.DROP) {
            land(to, mover, type);
        } else if (kind == Move.EXIT) {
            exited[mover]++;
        } else if (kind == Move.REMOVE_TO_RESERVE) {
            setReserve(mover, type, reserve[mover * pieceTypes + type] + 1);
        }
        depth++;
        hash ^= rules.sideKey(toMove);
        toMove = (toMove + 1) % players;
        hash ^= rules.sideKey(toMove);
        ply++;
        int seen = repetitions.increment(hash);
        result = judge(mover, seen);
    }

    public void unmake() {
        depth--;
        repetitions.decrement(hash);
        int move = undoMove[depth];
        int mover = undoMover[depth];
        int type = undoPiece[depth];
        int kind = Move.kind(move);
        int from = Move.from(move);
        int to = Move.to(move);
        if (kind == Move.MOVE || kind == Move.DROP) {
            remove(to, 1);
            if (undoCapHeight[depth] > 0) {
                for (int i = 0; i < undoCapHeight[depth]; i++) {
                    add(to, undoCapOwner[depth], undoCapPiece[depth]);
                }
            }
        } else if (kind == Move.EXIT) {
            exited[mover]--;
        } else if (kind == Move.REMOVE_TO_RESERVE) {
            reserve[mover * pieceTypes + type]--;
        }
        if (kind == Move.MOVE || kind == Move.EXIT || kind == Move.REMOVE || kind == Move.REMOVE_TO_RESERVE) {
            add(from, mover, type);
        } else if (kind == Move.DROP) {
            reserve[mover * pieceTypes + type]++;
        }
        toMove = mover;
        ply--;
        hash = undoHash[depth];
        result = undoResult[depth];
    }

    /** A piece arrives: on its own kind it stacks, on anything else it captures all that stands there. */
    private void land(int to, int who, int type) {
        if (owner[to] >= 0 && !(owner[to] == who && piece[to] == type)) {
            undoCapOwner[depth] = owner[to];
            undoCapPiece[depth] = piece[to];
            undoCapHeight[depth] = height[to];
            remove(to, height[to]);
        }
        add(to, who, type);
    }

    private void add(int cell, int who, int type) {
        version++;
        if (owner[cell] < 0) {
            owner[cell] = who;
            piece[cell] = type;
            for (int line : cellLines[cell]) {
                lineCount[line]++;
            }
        }
        hash ^= rules.pieceKey(cell, who, type, height[cell]) ^ rules.pieceKey(cell, who, type, height[cell] + 1);
        height[cell]++;
        onBoard[who]++;
        onBoardByType[who * pieceTypes + type]++;
    }

    private void remove(int cell, int count) {
        version++;
        int who = owner[cell];
        int type = piece[cell];
        hash ^= rules.pieceKey(cell, who, type, height[cell]) ^ rules.pieceKey(cell, who, type, height[cell] - count);
        height[cell] -= count;
        onBoard[who] -= count;
        onBoardByType[who * pieceTypes + type] -= count;
        if (height[cell] == 0) {
            owner[cell] = -1;
            piece[cell] = 0;
            for (int line : cellLines[cell]) {
                lineCount[line]--;
            }
        }
    }

    /** End rules in order, then repetition, then the move limit, then a blocked player's outcome. */
    private Result judge(int mover, int seen) {
        Gen g = gen;
        g.mover = mover;
        g.opponent = (mover + 1) % players;
        g.cursor = -1;
        g.origin = -1;
        for (EndRule end : rules.ends()) {
            if (end.condition().eval(g) != 0) {
                return end.outcome().resolve(g, end.name());
            }
        }
        if (rules.repetitionTimes() > 0 && seen >= rules.repetitionTimes()) {
            return rules.repetitionOutcome().resolve(g, "repetition");
        }
        if (rules.limitPlies() > 0 && ply >= rules.limitPlies()) {
            return rules.limitOutcome().resolve(g, "limit");
        }
        Outcome blocked = rules.noMovesOutcome();
        if (blocked != null) {
            generateRaw(toMove, probe);
            if (probe.size() == 0) {
                g.mover = toMove;
                g.opponent = (toMove + 1) % players;
                return blocked.resolve(g, "no_moves");
            }
        }
        return null;
    }

    /** How many of the player's pieces (of the type, or of any type when -1) stand on the marked cells. */
    public int countIn(int player, int type, int[] mask) {
        int n = 0;
        for (int c = 0; c < owner.length; c++) {
            if (mask[c] != 0 && owner[c] == player && (type < 0 || piece[c] == type)) {
                n += height[c];
            }
        }
        return n;
    }

    /** How many of the marked cells hold the player's pieces. */
    public int occupiedIn(int player, int[] mask) {
        int n = 0;
        for (int c = 0; c < owner.length; c++) {
            if (mask[c] != 0 && owner[c] == player) {
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
        undoPiece = Arrays.copyOf(undoPiece, n);
        undoCapOwner = Arrays.copyOf(undoCapOwner, n);
        undoCapPiece = Arrays.copyOf(undoCapPiece, n);
        undoCapHeight = Arrays.copyOf(undoCapHeight, n);
        undoHash = Arrays.copyOf(undoHash, n);
        undoResult = Arrays.copyOf(undoResult, n);
    }

    /** The moves played since the last setup, oldest first. */
    public int[] line() {
        return Arrays.copyOf(undoMove, depth);
    }

    public int depth() {
        return depth;
    }
}
