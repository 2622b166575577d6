package gamut.testing;

import gamut.core.MoveList;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import java.util.function.ObjIntConsumer;

/**
 * Every way the turn in progress can end, for comparing a dice game's plays with a reference:
 * each legal sub-move (a pass included) is made until the turn passes to the other player or the
 * game ends, and the end position is handed over with the player whose turn it was.
 */
public final class TurnEnds {
    private TurnEnds() {}

    /** Calls {@code atEnd} with the state at each end of the turn in progress (taken back afterwards) and its mover. */
    public static void forEach(State s, ObjIntConsumer<State> atEnd) {
        walk(s, s.toMove(), s.turnNumber(), atEnd);
    }

    private static void walk(State s, int mover, int turn, ObjIntConsumer<State> atEnd) {
        MoveList list = new MoveList();
        s.generate(list);
        if (list.size() == 0) {
            throw new AssertionError("no legal move and the turn is not over: " + PositionFormat.format(s));
        }
        for (int m : list.toArray()) {
            s.make(m);
            if (s.turnNumber() != turn || s.isOver()) {
                if (!s.isOver() && s.toMove() == mover) {
                    throw new AssertionError("the turn ended but the same player is to move");
                }
                atEnd.accept(s, mover);
            } else {
                walk(s, mover, turn, atEnd);
            }
            s.unmake();
        }
    }
}
