package gamut.engine;

import gamut.base.Limits;
import gamut.board.Board;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.rules.EndRule;
import gamut.rules.Eval;
import gamut.rules.Gen;
import gamut.rules.Rules;
import gamut.rules.Verdict;

/**
 * Decides when a game is over: the end rules after each move, then at a turn's end repetition, the
 * move limit and a blocked player's outcome, and last the engine's cap on a game's length. Counts
 * how often each position occurred on the line.
 */
final class Judge {
    private final State state;
    private final Rules rules;
    private final Gen gen;
    final RepetitionTable repetitions = new RepetitionTable();
    /**
     * With 'repetition forbidden', how often each arrangement of the pieces (whoever is to move)
     * occurred on the line: a move that would bring one back is not legal.
     */
    final RepetitionTable boards = new RepetitionTable();
    /** What the game's position in letters says counts for repetition (rights, en passant), or null. */
    private final RepetitionFacts facts;
    /** Whether a player may finish ('mover finishes'): then every result is in places. */
    private final boolean places;

    Judge(State state, Rules rules, Gen gen) {
        this.state = state;
        this.rules = rules;
        this.gen = gen;
        this.facts = RepetitionFacts.of(rules);
        this.places = java.util.Arrays.stream(rules.endRules()).anyMatch(e -> e.outcome().finishes());
    }

    /**
     * The key of the position for repetition, {@code lastMove} having led to it: its hash, with the
     * facts the game's position in letters gives (castling rights, the square passed over).
     */
    long positionKey(Board board, int lastMove) {
        return facts == null ? board.hash() : board.hash() ^ facts.key(board, lastMove);
    }

    /** A new line of play starts at this position: it has occurred once ({@code lastMove} led to it). */
    void restart(Board board, int lastMove) {
        repetitions.clear();
        repetitions.increment(positionKey(board, lastMove));
        if (rules.forbidsRepetition()) {
            boards.clear();
            boards.increment(board.piecesKey());
        }
    }

    /** The position {@code lastMove} led to occurs once more; returns how often it has now. */
    int count(Board board, int lastMove) {
        if (rules.forbidsRepetition()) {
            boards.increment(board.piecesKey());
        }
        return repetitions.increment(positionKey(board, lastMove));
    }

    /** The position is taken back, before the move that led to it is. */
    void uncount(Board board, int lastMove) {
        if (rules.forbidsRepetition()) {
            boards.decrement(board.piecesKey());
        }
        repetitions.decrement(positionKey(board, lastMove));
    }

    /** Whether the pieces stand as they stood at a position of the line ('repetition forbidden'). */
    boolean seenBefore(Board board) {
        return boards.count(board.piecesKey()) > 0;
    }

    /** The count of 'limit ... since' after a move of the player: 0 when its condition holds now. */
    int quietAfter(int mover, int turnNumber, int quiet) {
        EndRule rule = rules.quietLimit();
        if (rule == null) {
            return quiet;
        }
        Gen g = gen.prepare(mover);
        g.turnNumber = turnNumber;
        return rule.condition().eval(g) != 0 ? 0 : quiet + 1;
    }

    /**
     * The end rules in order, for the player who just moved; the first that holds decides. A rule
     * by which a player finishes gives that player the next place, and ends the game only when one
     * player is left to play; for a player who has finished already it does not hold.
     */
    Result ends(int mover, int turnNumber) {
        TrialMoves probes = state.probes;
        if (probes == null) {
            // No rule has asked a question by trying moves yet: nothing to keep.
            return firstEnd(mover, turnNumber);
        }
        probes.judgingEnds(true);
        try {
            return firstEnd(mover, turnNumber);
        } finally {
            probes.judgingEnds(false);
        }
    }

    private Result firstEnd(int mover, int turnNumber) {
        Gen g = gen.prepare(mover);
        g.turnNumber = turnNumber;
        for (EndRule end : rules.endRules()) {
            if (end.condition().eval(g) != 0) {
                Verdict verdict = end.outcome();
                if (!verdict.finishes()) {
                    return settled(verdict.resolve(g, end.name()));
                }
                int who = verdict.player(g);
                if (!g.places.finished(who)) {
                    g.places.finish(who);
                    return g.places.count() + 1 >= g.players ? g.places.last(new double[g.players], end.name()) : null;
                }
            }
        }
        return null;
    }

    /**
     * Whether an end rule holds now for the player as mover, as a question: a player it would
     * finish is not kept finished.
     */
    boolean decides(int player, int turnNumber) {
        int finished = gen.places.count();
        long hash = state.board().hash();
        long toggled = state.board().toggled();
        boolean holds = ends(player, turnNumber) != null || gen.places.count() > finished;
        gen.places.truncate(finished);
        state.board().restoreHash(hash, toggled);
        return holds;
    }

    /** In a game of places, the result in places: those who finished keep theirs, the rest share what is left. */
    private Result settled(Result r) {
        return r == null || !places ? r : gen.places.settle(r);
    }

    /**
     * At a turn's end: repetition, then the move limit, then a blocked player's outcome.
     * {@code counting} is false when judging a set-up position, which no repetition or limit ends.
     */
    Result rest(int mover, int seen, boolean counting) {
        Gen g = gen;
        g.mover = mover;
        g.opponent = g.places.after(mover);
        if (counting && rules.repetitionTimes() > 0 && seen >= rules.repetitionTimes()) {
            return settled(rules.repetitionOutcome().resolve(g, "repetition"));
        }
        int played = rules.limitCountsTurns() ? state.turnNumber() - 1 : state.ply();
        if (counting && rules.limitPlies() > 0 && played >= rules.limitPlies()) {
            return settled(rules.limitOutcome().resolve(g, "limit"));
        }
        if (counting && rules.quietLimit() != null && state.quiet >= rules.quietPlies()) {
            return settled(rules.quietLimit().outcome().resolve(g, "limit"));
        }
        // In a game of dice the moves are known once the dice are rolled: afterRoll judges then.
        return afterRoll();
    }

    /**
     * After the dice are rolled: a player the roll leaves without a legal move meets the
     * 'no_moves' outcome (without one, or with 'pass', that player passes).
     */
    Result afterRoll() {
        return state.chance.needsRoll ? null : blocked();
    }

    /** The 'no_moves' outcome when the player to move has no legal move, or null. */
    private Result blocked() {
        Verdict blocked = rules.noMovesOutcome();
        if (blocked == null) {
            return null;
        }
        if (state.turns.hasMove(state.toMove(), state.scratch(2))) {
            return null;
        }
        Gen g = gen;
        g.mover = state.toMove();
        g.opponent = g.places.after(state.toMove());
        return settled(blocked.resolve(g, "no_moves"));
    }

    /**
     * The end of a game that reached {@link Limits#GAME_PLIES} plies on its line of play: a draw,
     * ended by "cap", whether or not the definition has a limit of its own.
     */
    Result cap() {
        return settled(new Result(Result.DRAW, new double[rules.players()], "cap"));
    }

    /** Whether any of the conditions holds for the player as mover. */
    boolean holdsAny(Eval[] conditions, int player) {
        Gen g = gen.prepare(player);
        for (Eval c : conditions) {
            if (c.eval(g) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether the condition holds for the player as mover. */
    boolean holds(Eval condition, int player) {
        return condition.eval(gen.prepare(player)) != 0;
    }

    /** How many conditions hold for the player as mover. */
    int countHolding(Eval[] conditions, int player) {
        Gen g = gen.prepare(player);
        int n = 0;
        for (Eval c : conditions) {
            if (c.eval(g) != 0) {
                n++;
            }
        }
        return n;
    }
}
