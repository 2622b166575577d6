package gamut.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What each builtin says it reads, which the compile-time reading of programs relies on. */
class BuiltinReadsTest {

    @Test
    void aBuiltinThatReadsAGivenCellTakesACellFirst() {
        for (Builtin b : Builtin.values()) {
            if (b.reads() == Builtin.Reads.GIVEN_CELL) {
                assertEquals(Type.CELL, b.params().get(0), b.word());
            }
        }
    }

    @Test
    void countsTheLastMoveAndGeneratedMovesReadMoreThanCells() {
        Set<Builtin> wider = EnumSet.noneOf(Builtin.class);
        for (Builtin b : Builtin.values()) {
            if (b.reads() == Builtin.Reads.WIDER) {
                wider.add(b);
            }
        }
        for (Builtin b : EnumSet.of(Builtin.COUNT, Builtin.LAST_CELL, Builtin.ATTACKED, Builtin.CAN_MOVE,
                Builtin.IN_CHECK, Builtin.CAPTURED, Builtin.VISITED, Builtin.GROUP, Builtin.RESERVE)) {
            assertEquals(true, wider.contains(b), b.word());
        }
        assertEquals(Builtin.Reads.LOCAL, Builtin.EMPTY.reads());
        assertEquals(Builtin.Reads.LOCAL, Builtin.CELL_AT.reads());
        assertEquals(Builtin.Reads.GIVEN_CELL, Builtin.PIECE_AT.reads());
        assertEquals(Builtin.Reads.GIVEN_CELL, Builtin.OWNER_OF.reads());
    }
}
