package gamut.engine;

import gamut.core.Move;
import gamut.rules.TurnFacts;

/**
 * What the compiled rules may ask of the turn: the dice, the values remembered when it began, the
 * last move made (the move being tried, while one is judged), and the questions answered by trying
 * moves apart ({@link TrialMoves}: whether a player could move, whether a piece could be taken).
 */
final class TurnAnswers implements TurnFacts {
    private final State state;
    /** Whose remembered values a run reads: a probe's turn while a probe generates, else the state's. */
    private Turns turns;

    TurnAnswers(State state) {
        this.state = state;
    }

    void setTurns(Turns turns) {
        this.turns = turns;
    }

    @Override
    public int[] diceValues() {
        return state.chance.dice;
    }

    @Override
    public int diceUsed() {
        return state.chance.diceUsed;
    }

    @Override
    public int atTurnStart(int index) {
        return (turns != null ? turns : state.turns).atTurnStart(index);
    }

    /** The last move made: the one being tried while a move is judged, else the line's last decision. */
    private int last() {
        int tried = state.probes == null ? -1 : state.probes.tried();
        return tried >= 0 ? tried : state.undo.lastDecision();
    }

    @Override
    public int lastCell() {
        int move = last();
        // A compound move (a path, a sowing) is asked of the game's table: its int holds no cell.
        int kind = move < 0 ? Move.PASS : state.rules().moveKind(move);
        return kind == Move.MOVE || kind == Move.DROP ? state.rules().moveTo(move) : -1;
    }

    @Override
    public int lastFrom() {
        int move = last();
        int kind = move < 0 ? Move.PASS : state.rules().moveKind(move);
        return kind == Move.PASS || kind == Move.ROLL || kind == Move.DROP ? -1 : state.rules().moveFrom(move);
    }

    @Override
    public int passes() {
        // A move being tried is no pass: nothing tries one.
        return state.probes != null && state.probes.tried() >= 0 ? 0 : state.undo.passesAtEnd();
    }

    @Override
    public boolean canMove(int player, int turnNumber) {
        return TrialMoves.of(state).canMove(player, turnNumber);
    }

    @Override
    public boolean attacked(int cell, int mover) {
        return TrialMoves.of(state).attacked(cell, mover);
    }

    @Override
    public boolean inCheck(int player) {
        return TrialMoves.of(state).inCheck(player);
    }
}
