package gamut.engine;

import gamut.board.Board;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.rules.Eval;
import gamut.rules.Gen;
import gamut.rules.RuleCounts;
import gamut.rules.Rules;
import gamut.rules.TurnRule;
import java.util.ArrayList;
import java.util.List;

/**
 * Questions answered by trying moves apart from the game under way: whether a move is legal
 * (no 'forbid ... at each_move' holds after it, no royal piece of the mover is left attacked),
 * whether a piece could be taken now ('attacked'), whether a player could move ('can_move').
 *
 * <p>Each question runs in a context of its own (run-time context, turn, move maker, move list), one
 * per level of nesting, so that asking in the middle of a generation, of an after-program or of an
 * end rule disturbs none of them. Moves are tried on the board itself and taken back through its
 * change log. Nesting is bounded: deeper than {@link #LEVELS}, 'can_move' is taken as true and
 * 'attacked' as false (every player runs the same programs, so asking again would never end).
 */
final class TrialMoves {
    /** How deep questions may nest: a legal move asks whether the king is attacked, which generates. */
    static final int LEVELS = 4;

    private final State state;
    private final Rules rules;
    private final Board board;
    private final List<Context> contexts = new ArrayList<>();
    private int level;
    /** The moves being tried, innermost last: what 'last_cell' names while a move is judged. */
    private final int[] tried = new int[LEVELS];
    private int trying;
    /** Set while the moves of an attack are generated. */
    private boolean attacking;
    /**
     * While the end rules are judged after a move ({@link #judgingEnds}), the last answer of
     * 'can_move' asked at the outer level: two rules often ask the same (a player who cannot move
     * loses when attacked, draws when not).
     */
    private boolean ends;
    private int endsPlayer = -1;
    private int endsTurn;
    private boolean endsAnswer;
    /** Moves judged without trying them, where that is sure; null where the rules never allow it. */
    private final ExposedCells exposed;

    /** One level's own machinery. */
    private final class Context {
        final Gen gen;
        final Turns turns;
        final MoveMaker maker;
        final MoveList moves = new MoveList();

        Context() {
            TurnAnswers facts = new TurnAnswers(state);
            gen = new Gen(board, facts, rules.maxLocals);
            gen.places = state.gen().places;
            gen.chains().setTable(rules.compounds());
            turns = new Turns(state, rules, board, gen);
            facts.setTurns(turns);
            maker = new MoveMaker(rules, board);
        }
    }

    /** The state's probes, made on first use: most games never ask. */
    static TrialMoves of(State state) {
        if (state.probes == null) {
            state.probes = new TrialMoves(state, state.rules(), state.board());
        }
        return state.probes;
    }

    TrialMoves(State state, Rules rules, Board board) {
        this.state = state;
        this.rules = rules;
        this.board = board;
        ExposedCells cells = new ExposedCells(this, rules, board);
        this.exposed = cells.applies() ? cells : null;
    }

    private Context enter() {
        if (level >= LEVELS) {
            return null;
        }
        if (contexts.size() == level) {
            contexts.add(new Context());
        }
        return contexts.get(level++);
    }

    /** The move being tried at the innermost level, or -1 when none is. */
    int tried() {
        return trying > 0 ? tried[trying - 1] : -1;
    }

    /**
     * Whether the player would have a legal move, a pass not counted, if a turn of theirs numbered
     * {@code turnNumber} began now: the turn plan that would govern it, priority and fallbacks applied.
     */
    boolean canMove(int player, int turnNumber) {
        if (ends && level == 0 && player == endsPlayer && turnNumber == endsTurn) {
            return endsAnswer;
        }
        boolean answer = moves(player, turnNumber);
        if (ends && level == 0) {
            endsPlayer = player;
            endsTurn = turnNumber;
            endsAnswer = answer;
        }
        return answer;
    }

    /**
     * Begins or ends the judging of the end rules after a move, between which nothing changes the
     * position: an answer of 'can_move' is kept for the next rule that asks it, and forgotten after.
     */
    void judgingEnds(boolean on) {
        ends = on;
        endsPlayer = -1;
    }

    private boolean moves(int player, int turnNumber) {
        Context c = enter();
        if (c == null) {
            return true;
        }
        try {
            Turns turns = c.turns;
            turns.turnNumber = turnNumber;
            turns.partsDone = turns.parts.none;
            turns.plan = turns.select(player);
            turns.remember(player);
            MoveList moves = c.moves;
            moves.clear();
            if (turns.plan < 0) {
                return turns.anyStandingMove(player, moves);
            }
            // With no part played yet, some part has a move, or else its fallback stands in.
            TurnRule plan = rules.plan(turns.plan);
            for (int part = 0; part < plan.parts(); part++) {
                moves.clear();
                turns.runPrograms(player, moves, plan.partPrograms()[part]);
                turns.runPrograms(player, moves, plan.fallbackPrograms()[part]);
                if (anyLegal(moves, player, turns)) {
                    return true;
                }
            }
            return false;
        } finally {
            level--;
        }
    }

    /**
     * How many moves the player's programs would give if a turn of theirs began now, before any
     * is judged legal (a measure of freedom to move, not a list of legal moves).
     */
    int mobility(int player) {
        Context c = enter();
        if (c == null) {
            return 0;
        }
        try {
            c.turns.turnNumber = state.turns.turnNumber;
            c.turns.remember(player);
            c.turns.generateAll(player, c.moves);
            return c.moves.size();
        } finally {
            level--;
        }
    }

    /**
     * Whether one of the moves, of the player's turn {@code turn}, is legal for them (see {@link
     * #legal}); tried in order, the first that stands ends it.
     */
    boolean anyLegal(MoveList moves, int player, Turns turn) {
        if (!judges(rules)) {
            return moves.size() > 0;
        }
        // Trying a move uses the next level's own lists, never this one.
        for (int i = 0; i < moves.size(); i++) {
            if (legal(moves.get(i), player, turn)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether rules judge a move after it is made, to let it stand or not: forbid ... at each_move,
     * royal pieces, and a repetition forbidden.
     */
    static boolean judges(Rules rules) {
        return rules.forbidEachMove().length > 0 || rules.royals().length > 0 || rules.forbidsRepetition();
    }

    /**
     * Whether the move, of the player's turn {@code turn}, leaves no 'forbid ... at each_move'
     * holding, no royal piece of the player attacked, and (with 'repetition forbidden') the pieces
     * as they never stood on the line before. Judged in that turn: its number, and the
     * at_turn_start values it began with.
     */
    boolean legal(int move, int player, Turns turn) {
        // Two levels of room: what the move tried would use, so the answers are the same.
        if (exposed != null && !attacking && level + 2 < LEVELS && exposed.surelyLegal(move, player)) {
            return true;
        }
        return tried(move, player, turn);
    }

    /** The moves judged without trying them, where the rules allow it; else null. */
    ExposedCells exposed() {
        return exposed;
    }

    /** Whether the move is legal ({@link #legal}), found by trying it. */
    boolean tried(int move, int player, Turns turn) {
        Context c = enter();
        if (c == null) {
            return true;
        }
        int mark = board.mark();
        long hash = board.hash();
        tried[trying++] = move;
        try {
            Gen g = tryMove(c, move, player, turn);
            for (Eval forbid : rules.forbidEachMove()) {
                if (forbid.eval(g) != 0) {
                    return false;
                }
            }
            if (rules.forbidsRepetition() && state.judge.seenBefore(board)) {
                return false;
            }
            return !inCheck(player);
        } finally {
            takeBack(c, mark, hash);
        }
    }

    /**
     * For rule coverage: counts, for each 'forbid ... at each_move' that holds after the move
     * (which it would refuse), and a repetition forbidden that the move would make, a hit on its site.
     */
    void countForbids(int move, int player, Turns turn, RuleCounts counts) {
        Context c = enter();
        if (c == null) {
            return;
        }
        int mark = board.mark();
        long hash = board.hash();
        tried[trying++] = move;
        try {
            Gen g = tryMove(c, move, player, turn);
            Eval[] forbids = rules.forbidEachMove();
            for (int i = 0; i < forbids.length; i++) {
                if (forbids[i].eval(g) != 0) {
                    counts.hit(rules.sites().forbidEachMove()[i]);
                }
            }
            if (rules.forbidsRepetition() && state.judge.seenBefore(board)) {
                counts.hit(rules.sites().repetition());
            }
        } finally {
            takeBack(c, mark, hash);
        }
    }

    /** Whether a 'computer avoids' condition holds after the move, tried in the player's turn. */
    boolean avoided(int move, int player, Turns turn) {
        Context c = enter();
        if (c == null) {
            return false;
        }
        int mark = board.mark();
        long hash = board.hash();
        tried[trying++] = move;
        try {
            Gen g = tryMove(c, move, player, turn);
            for (Eval avoid : rules.avoids()) {
                if (avoid.eval(g) != 0) {
                    return true;
                }
            }
            return false;
        } finally {
            takeBack(c, mark, hash);
        }
    }

    /** Makes the move on the board with its after programs, in the turn; returns the context ready to judge it. */
    private Gen tryMove(Context c, int move, int player, Turns turn) {
        c.turns.tryIn(turn);
        int turnNumber = turn.turnNumber;
        int landing = c.maker.make(move, player);
        int kind = rules.moveKind(move);
        rules.afterMove(rules.moveProgram(move), c.gen, player, kind == Move.MOVE || kind == Move.DROP ? landing : -1,
                turnNumber);
        Gen g = c.gen.prepare(player);
        g.turnNumber = turnNumber;
        // 'dropped' tells of the move tried, as in an end rule after it.
        g.lastDrop = kind == Move.DROP;
        return g;
    }

    private void takeBack(Context c, int mark, long hash) {
        c.gen.lastDrop = false;
        board.undoTo(mark);
        board.restoreHash(hash);
        trying--;
        level--;
    }

    /** Whether a royal piece of the player could be taken now. */
    boolean inCheck(int player) {
        int[] royals = rules.royals();
        if (royals.length == 0) {
            return false;
        }
        for (int type : royals) {
            for (int cell = board.occupancy().nextOf(player, type, 0); cell >= 0; cell = board.occupancy().nextOf(player, type, cell + 1)) {
                if (attacked(cell, player)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether the piece on the cell could be taken by a move of another player, as if that player's
     * turn began now; an empty cell is asked for a piece of {@code mover} standing there.
     */
    boolean attacked(int cell, int mover) {
        if (cell < 0 || attacking) {
            // Asked by the moves tried for an attack (a castling's own test): a move that takes
            // nothing, so the answer does not matter, and asking again would go on for ever.
            return false;
        }
        Context c = enter();
        if (c == null) {
            return false;
        }
        attacking = true;
        int mark = board.mark();
        long hash = board.hash();
        try {
            int owner = board.owner[cell];
            if (owner < 0) {
                int[] royals = rules.royals();
                board.land(cell, mover, royals.length > 0 ? royals[0] : 0, 0, mover);
                owner = mover;
            }
            for (int p = 0; p < rules.players(); p++) {
                if (p != owner && takes(c, p, cell)) {
                    return true;
                }
            }
            return false;
        } finally {
            board.undoTo(mark);
            board.restoreHash(hash);
            attacking = false;
            level--;
        }
    }

    /** Whether one of the player's moves, any program's, would take the pieces on the cell. */
    private boolean takes(Context c, int player, int cell) {
        MoveList moves = c.moves;
        // The moves of a turn of the player's that would begin now.
        c.turns.turnNumber = state.turns.turnNumber;
        c.turns.remember(player);
        // Only the moves onto the cell matter, and the first plain one takes what stands there.
        c.gen.firstOnly = true;
        c.gen.onlyTo = cell;
        try {
            c.turns.generateAll(player, moves, true);
        } finally {
            c.gen.recordAll();
        }
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (!Move.isCompound(m)) {
                int kind = Move.kind(m);
                if ((kind == Move.MOVE || kind == Move.DROP) && Move.to(m) == cell
                        && board.takenByLanding(cell, player, rules.program(Move.program(m)).piece()) > 0) {
                    return true;
                }
            } else if (rules.compounds().reaches(m, cell)) {
                return true;
            }
        }
        return false;
    }
}
