package gamut.engine;

import gamut.core.Move;
import gamut.rules.TurnFacts;

/**
 * What the compiled rules may ask of the turn: the dice, the values remembered when it began, the
 * last move made, and whether a player could move (answered by a {@link MoveProbe} of its own).
 */
final class Facts implements TurnFacts {
    private final State state;
    /** Whose remembered values a run reads: the probe's turn while a probe generates, else the state's. */
    private Turns turns;
    private MoveProbe probe;

    Facts(State state) {
        this.state = state;
    }

    /** The facts of a probe's generation: its own turn (set once made), and the same probe (which refuses to nest). */
    Facts(State state, Turns turns, MoveProbe probe) {
        this.state = state;
        this.turns = turns;
        this.probe = probe;
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

    @Override
    public int lastCell() {
        int move = state.undo.lastDecision();
        // A compound move (a path, a sowing) is asked of the game's table: its int holds no cell.
        int kind = move < 0 ? Move.PASS : state.rules().moveKind(move);
        return kind == Move.MOVE || kind == Move.DROP ? state.rules().moveTo(move) : -1;
    }

    @Override
    public boolean canMove(int player, int turnNumber) {
        if (probe == null) {
            // Made on first use: most games never ask.
            probe = new MoveProbe(state, state.rules(), state.board());
        }
        return probe.canMove(player, turnNumber);
    }
}
