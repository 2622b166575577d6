package gamut.rules;

import gamut.engine.MoveList;
import gamut.engine.State;

/** The run-time context of a move program or an end condition: where the cursor stands, who moves. */
public final class Gen {
    public final State state;
    public int mover;
    public int opponent;
    public int origin;
    public int cursor;
    public int piece;
    public int program;
    public final int[] locals;
    public MoveList out;
    public int outStart;

    public Gen(State state, int localSlots) {
        this.state = state;
        this.locals = new int[Math.max(1, localSlots)];
    }
}
