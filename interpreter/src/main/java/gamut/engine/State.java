package gamut.engine;

import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.board.Board;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.rules.Gen;
import gamut.rules.Rules;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A position and the line of play that led to it, with make and unmake. A facade over parts with
 * one job each: the {@link Board} (pieces, counts, hash, change log), {@link Turns} (turn plans and
 * move generation), {@link Chance} (dice), {@link Judge} (end of the game) and the {@link UndoStack}.
 */
public final class State extends PositionReading {
    private final Game game;
    private final Rules rules;
    private final Board board;
    private final Gen gen;
    private final int players;
    final Turns turns;
    final Chance chance;
    final Judge judge;
    final Cube cube;
    final UndoStack undo = new UndoStack();
    /** Questions answered by trying moves apart (legality, attacks, can_move); made on first use. */
    TrialMoves probes;
    /** How random playouts draw their moves. */
    final RandomMoves randomMoves;
    /** Counts moves made and taken back and lines started, so that an answer about one position can be kept. */
    long changes;
    private final MoveMaker maker;

    private int toMove;
    /** Plies since the condition of 'limit ... since' last held (from the start of the line). */
    int quiet;
    /** Whether the move being made gives its player the next turn too ('again'). */
    private boolean playsAgain;
    private int ply;
    private Result result;
    /** Set while a play table explores the sub-moves of a roll: no turn ends, nothing is counted. */
    boolean exploring;
    /** The position the line of play started from, so that a copy can replay the line. */
    private StartPosition start;
    private StartPosition initial; // the rules' start, worked out once: a playout resets each game
    private final MoveList probe = new MoveList();
    private final ScratchLists scratch = new ScratchLists();
    /** How many calls of make are under way, one inside another (a move tried while generating). */
    private int making;

    State(Game game) {
        this.game = game;
        Rules rules = game.rules();
        this.rules = rules;
        this.players = rules.players();
        this.board = new Board(rules.geometry, rules.keys(), players, rules.pieces(), rules.zoneSlots(), rules.hand(),
                rules.handToOwner(), rules.capturesBeneath());
        if (!rules.readsLineCounts()) {
            board.stopCountingLines();
        }
        this.gen = new Gen(board, new TurnAnswers(this), rules.maxLocals);
        this.turns = new Turns(this, rules, board, gen);
        this.chance = new Chance(rules.dice());
        this.judge = new Judge(this, rules, gen);
        this.maker = new MoveMaker(rules, board);
        this.cube = new Cube(rules.cube());
        this.randomMoves = new RandomMoves(this, rules, board, turns);
        gen.chains().setTable(rules.compounds());
        reset();
    }

    public Game game() {
        return game;
    }

    /** The compiled rules, for the engine (other parts of the library ask {@code gamut.kernel.Kernel}). */
    Rules rules() {
        return rules;
    }

    /** The pieces of the position, for the engine's readers (notation, position text); others ask {@code gamut.kernel.Kernel}. */
    Board board() {
        return board;
    }

    /**
     * An independent state at the same point of the same line of play (the start position and
     * every move since, rolls included), for an AI or a worker thread to search on.
     */
    public State copy() {
        return start.replay(new State(game), line());
    }

    /** The run-time context the state's moves run in (the coverage replay counts through it). */
    Gen gen() {
        return gen;
    }

    /** The position the line of play started from. */
    StartPosition start() {
        return start;
    }

    /** The initial position of the rules: the set-up, or where its scramble's walk, played once, led. */
    public void reset() {
        if (initial != null && rules.setup().scramble() > 0) {
            initial.putPieces(this);
        } else {
            GameStart.setUp(this, rules, board);
        }
        // Only the game's own start has an opening roll; a position set up later rolls normally.
        chance.openingDone = false;
        startLine(initial);
        initial = start;
    }

    /** An empty board and reserve with {@code toMove} to play; fill the board, then call startLine. */
    public void clear(int toMove) {
        board.clear();
        this.toMove = toMove;
        ply = 0;
        quiet = 0;
        undo.clear();
        undo.before = -1;
        result = null;
        gen.places.clear();
        turns.clear();
        chance.clear();
        cube.restore(0);
        board.toggle(rules.keys().side(toMove));
    }

    /**
     * Starts a new line of play at the current position (after a setup): repetitions count from
     * here, and a position that is already decided (an end rule holds for the player who moved
     * last, or a blocked player loses) is over at once.
     */
    public void startLine() {
        startLine(null);
    }

    /** The same, the start position already known when {@code known} is not null (the rules' own start). */
    private void startLine(StartPosition known) {
        changes++;
        start = known != null ? known : StartPosition.of(this, board, toMove, turns.resumedPlan, turns.resumedParts);
        board.toggle(turns.resume());
        judge.restart(board, undo.before);
        undo.clear();
        board.forgetLog();
        ply = 0;
        turns.plan = turns.resumedPlan == Turns.CHOSEN_PLAN ? turns.select(toMove) : turns.resumedPlan;
        turns.remember(toMove);
        int last = turns.partsDone.isEmpty() ? (toMove + players - 1) % players : toMove;
        // No turn has been played yet (turn_number 0), unless the position is in the middle of one.
        result = judge.ends(last, turns.partsDone.isEmpty() ? turns.turnNumber - 1 : turns.turnNumber);
        if (result == null) {
            result = judge.rest(last, 1, false);
        }
    }

    /** The player whose turn it is (0 for the first declared). */
    public int toMove() {
        return toMove;
    }

    /** How many decisions were made on this line of play (rolls not counted). */
    public int ply() {
        return ply;
    }

    /** The number of the turn being played, 1 for the first; a turn may take several plies. */
    public int turnNumber() {
        return turns.turnNumber;
    }

    /** The name of the turn plan governing this turn, or null when every turn is one move. */
    public String planName() {
        return turns.planName();
    }

    /** The parts of the turn under way played and still owed, by their groups' names ({@link TurnParts}). */
    public TurnParts turnParts() {
        return TurnParts.of(this);
    }

    /** The hash of everything that tells this position apart: pieces, reserves, borne-off counts, side, parts. */
    public long hash() {
        return board.hash();
    }

    /** Whether the game has ended: then there are no legal moves and {@link #result()} says how. */
    public boolean isOver() {
        return result != null;
    }

    /** How the game ended, or null while it goes on. */
    public Result result() {
        return result;
    }

    /** How often the current position has occurred on this line of play, this time included. */
    public int repetitionsOfCurrent() {
        return judge.repetitions.count(judge.positionKey(board, undo.lastDecision()));
    }

    // ---- move generation

    /** The legal moves of the player to move; none when the game is over; a pass when blocked. */
    public void generate(MoveList out) {
        out.clear();
        if (cube.pending(this, chance, toMove)) {
            cube.moves(out);
            return;
        } else if (result != null || chance.needsRoll) {
            return;
        }
        legalMoves(out);
    }

    /** The moves the rules give the player to move, whether or not the game is over (a scramble's walk). */
    void legalMoves(MoveList out) {
        turns.generate(toMove, out);
        if (rules.keepsMostCaptures()) {
            maker.keepMostCaptures(out);
        }
        if (rules.passAllowed() || out.size() == 0 && rules.passesWhenBlocked()) {
            out.add(Move.PASS_MOVE);
        }
    }

    /**
     * A uniformly random legal move, the choice a uniform pick from {@link #generate} makes, or -1
     * when there is none; found with less work where the rules allow it ({@link RandomMoves}).
     */
    public int randomMove(MoveList moves, SplittableRandom random) {
        return randomMoves.draw(moves, random);
    }

    /**
     * Who picks among the legal moves now: the player to move, or the opponent when the moves
     * come from a program chosen by the opponent (a captured piece placed by its captor).
     */
    public int decider() {
        if (cube.offered) {
            return cube.decider(toMove);
        }
        generate(probe);
        return deciderOf(probe);
    }

    /** The same, from the moves {@link #generate} just gave here: a search need not generate them twice. */
    public int deciderOf(MoveList generated) {
        if (cube.offered) {
            return cube.decider(toMove);
        }
        if (generated.size() > 0 && generated.get(0) != Move.PASS_MOVE
                && rules.program(rules.moveProgram(generated.get(0))).chosenByOpponent()) {
            return gen.places.after(toMove);
        }
        return toMove;
    }

    /** A move list of its own for the level of make under way ({@link ScratchLists}). */
    MoveList scratch(int kind) {
        return scratch.get(making, kind);
    }

    // ---- make and unmake

    /**
     * Plays a legal move (or a roll from {@link #chanceOutcomes} or {@link #randomOutcome}): the
     * pieces move, the turn goes on or passes, and the end of the game is judged. Take it back with
     * {@link #unmake()}. A move that is not legal here is not checked for and corrupts the state.
     */
    public void make(int move) {
        changes++;
        int mover = toMove;
        int kind = rules.moveKind(move);
        UndoStack.Entry e = undo.push(move);
        e.mover = mover;
        e.logMark = board.mark();
        e.hash = board.hash();
        e.toggled = board.toggled();
        e.result = result;
        e.plan = turns.plan;
        e.parts = turns.partsDone;
        e.turn = turns.turnNumber;
        e.roll = chance.roll;
        e.diceUsed = chance.diceUsed;
        e.needsRoll = chance.needsRoll;
        e.exploring = exploring;
        e.quiet = quiet;
        e.cube = cube.save();
        e.finished = gen.places.count();
        if (kind == Move.ROLL) {
            applyRoll(move);
            return;
        } else if (Move.isCube(move)) {
            // A decision, a ply of its own; the position (cube included) counts for repetition.
            result = cube.apply(move, toMove, board, rules.keys());
            ply++;
            judge.count(board, undo.lastDecision());
            return;
        }
        making++;
        playsAgain = false;
        int plyBefore = ply;
        try {
            if (kind != Move.PASS) {
                movePieces(move, mover, kind);
            }
            if (!exploring) {
                endOfMove(mover, kind, rules.moveProgram(move));
            }
        } catch (GamutException error) {
            // Judging found the rules at fault (the plays of the dice cannot be worked out): the move
            // is taken back whole. Until the ply is counted, the position is not in the repetitions.
            e.exploring |= ply == plyBefore;
            unmake();
            throw error;
        } finally {
            making--;
        }
    }

    /** The pieces move, the after-programs run, the die is used. */
    private void movePieces(int move, int mover, int kind) {
        int landing = maker.make(move, mover);
        int programIndex = rules.moveProgram(move);
        gen.again = false;
        rules.afterMove(programIndex, gen, mover, kind == Move.MOVE || kind == Move.DROP ? landing : -1,
                turns.turnNumber);
        playsAgain = maker.again() || gen.again;
        chance.use(rules.moveDie(move));
    }

    /** Whether the turn goes on, the end rules, and at a turn's end the next player and the rest of judging. */
    private void endOfMove(int mover, int kind, int programIndex) {
        // Read now: judging may look at other moves (can_move), which make moves of their own.
        boolean again = playsAgain;
        boolean continues = false;
        if (turns.plan >= 0 && kind != Move.PASS) {
            continues = turns.played(programIndex);
        } else if (chance.hasDice() && kind != Move.PASS) {
            continues = !chance.allUsed();
        }
        gen.lastDrop = kind == Move.DROP;
        result = judge.ends(mover, turns.turnNumber);
        quiet = judge.quietAfter(mover, turns.turnNumber, quiet);
        gen.lastDrop = false;
        if (continues && result == null) {
            continues = turns.hasMove(mover, scratch(2));
        }
        if (!continues) {
            toMove = turns.next(toMove, again);
            if (chance.hasDice()) {
                chance.nextTurn();
                cube.newTurn(board, rules.keys());
            }
        }
        ply++;
        int seen = judge.count(board, undo.lastDecision());
        if (result == null && !continues) {
            result = judge.rest(mover, seen, true);
        }
        if (result == null && ply >= Limits.GAME_PLIES) {
            result = judge.cap();
        }
        result = cube.scale(result);
    }

    /** Sets the dice of the turn; an opening roll also decides who starts. */
    private void applyRoll(int move) {
        if (Move.isOpening(move)) {
            int[] values = Move.dice(move);
            int first = values[0] > values[1] ? 0 : 1;
            if (first != toMove) {
                board.toggle(rules.keys().side(toMove) ^ rules.keys().side(first));
                toMove = first;
                turns.plan = turns.select(toMove);
            }
            // The turn's remembered values belong to whoever the roll made first.
            turns.remember(toMove);
        }
        chance.apply(move);
        if (result == null) {
            result = judge.afterRoll();
        }
    }

    /** Takes back the last move made, restoring everything it changed. */
    public void unmake() {
        changes++;
        UndoStack.Entry e = undo.pop();
        int undone = e.move;
        boolean counted = !e.exploring && Move.kind(undone) != Move.ROLL;
        if (counted) {
            judge.uncount(board, undone);
        }
        if (Move.kind(undone) == Move.ROLL) {
            chance.unapply(undone);
        }
        board.undoTo(e.logMark);
        toMove = e.mover;
        if (counted) {
            ply--;
        }
        board.restoreHash(e.hash, e.toggled);
        result = e.result;
        turns.plan = e.plan;
        turns.partsDone = e.parts;
        turns.turnNumber = e.turn;
        quiet = e.quiet;
        chance.restore(e.roll, e.diceUsed, e.needsRoll);
        cube.restore(e.cube);
        gen.places.truncate(e.finished);
    }

    /** The moves played since the last setup, oldest first. */
    public int[] line() {
        return undo.moves();
    }

    /**
     * The number of the turn the {@code index}-th move of {@link #line()} was made in: the parts of
     * one turn (a roll and the moves it allows, the actions of a turn plan) share it.
     */
    public int turnOf(int index) {
        if (index < 0 || index >= undo.depth()) {
            throw new IndexOutOfBoundsException("no move " + index + " on a line of " + undo.depth());
        }
        return undo.turnAt(index);
    }

    /** How many moves (rolls included) can be taken back: the length of {@link #line()}. */
    public int depth() {
        return undo.depth();
    }

    // ---- chance: dice

    /** The game waits for dice to be rolled: the next move is a chance outcome, not a decision. */
    public boolean isChance() {
        return result == null && chance.needsRoll && !cube.pending(this, chance, toMove);
    }

    /** What a win is worth times its points: the doubling cube's value (1 without a cube). */
    public int cubeValue() {
        return cube.value;
    }

    /** The player who holds the doubling cube, -1 while it is in the middle (or the game has none). */
    public int cubeHolder() {
        return cube.holder;
    }

    /** The dice of this turn (doubles expanded), or none before the roll. */
    public int[] diceValues() {
        return chance.dice;
    }

    /** Bit i is set when die i has been used this turn. */
    public int diceUsed() {
        return chance.diceUsed;
    }

    /** The roll of this turn (a ROLL move), or 0 before it. */
    public int currentRoll() {
        return chance.roll;
    }

    /** Every outcome of the chance event now, with its weight (see {@link Chance#outcomes}). */
    public void chanceOutcomes(MoveList out, List<Integer> weights) {
        chance.outcomes(turns.turnNumber, out, weights);
    }

    /** A roll drawn from the generator, as the dice would fall. */
    public int randomOutcome(SplittableRandom random) {
        return chance.random(turns.turnNumber, random);
    }

    /** Rolls the dice to the given values now (for a position examined with a known roll). */
    public void setRoll(int[] values) {
        make(Move.roll(values, false));
    }
}
