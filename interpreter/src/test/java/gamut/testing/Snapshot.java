package gamut.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.engine.State;
import gamut.kernel.Kernel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Everything observable about a position, copied: every cell (owner, piece, height, flags), every
 * reserve and borne-off count, the counts kept beside the cells (per line, per player), whose turn and whose decision, the turn and ply, the dice, the hash,
 * repetitions, the result and the legal moves. The one snapshot every make/unmake test compares.
 */
public record Snapshot(List<String> cells, List<Integer> lineCounts, List<Integer> onBoard, List<Integer> reserves, List<Integer> exited, int toMove, int decider,
                       int turnNumber, int ply, int roll, int diceUsed, long hash, int repetitions, String result,
                       List<String> moves) {

    public static Snapshot of(State s) {
        int cells = Kernel.rules(s).cells;
        List<String> contents = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            contents.add(s.owner(c) < 0 ? "-" : s.owner(c) + ":" + s.piece(c) + "*" + s.height(c) + "/" + s.flags(c));
        }
        List<Integer> reserves = new ArrayList<>();
        List<Integer> exited = new ArrayList<>();
        for (int p = 0; p < Kernel.rules(s).players(); p++) {
            for (int t = 0; t < Kernel.rules(s).pieces(); t++) {
                reserves.add(s.reserve(p, t));
            }
            exited.add(s.exited(p));
        }
        boolean chance = s.isChance();
        List<Integer> lines = Arrays.stream(Kernel.board(s).lineCount).boxed().toList();
        List<Integer> onBoard = Arrays.stream(Kernel.board(s).onBoard).boxed().toList();
        return new Snapshot(contents, lines, onBoard, reserves, exited, s.toMove(), chance ? -1 : s.decider(), s.turnNumber(),
                s.ply(), s.currentRoll(), s.diceUsed(), s.hash(), s.repetitionsOfCurrent(),
                s.result() == null ? null : Games.describe(Kernel.rules(s), s.result()), chance ? List.of() : Games.moves(s));
    }

    /** Asserts that the state is at this snapshot's position, naming the first part that differs. */
    public void assertSame(State s, String where) {
        Snapshot now = of(s);
        assertEquals(cells, now.cells, where + ": cells");
        assertEquals(lineCounts, now.lineCounts, where + ": line counts");
        assertEquals(onBoard, now.onBoard, where + ": pieces on board");
        assertEquals(reserves, now.reserves, where + ": reserves");
        assertEquals(exited, now.exited, where + ": borne off");
        assertEquals(toMove, now.toMove, where + ": to move");
        assertEquals(decider, now.decider, where + ": decider");
        assertEquals(turnNumber, now.turnNumber, where + ": turn number");
        assertEquals(ply, now.ply, where + ": ply");
        assertEquals(roll, now.roll, where + ": roll");
        assertEquals(diceUsed, now.diceUsed, where + ": dice used");
        assertEquals(hash, now.hash, where + ": hash");
        assertEquals(repetitions, now.repetitions, where + ": repetitions");
        assertEquals(result, now.result, where + ": result");
        assertEquals(moves, now.moves, where + ": moves");
    }

    /** Whether any piece carries a flag. */
    public boolean anyFlag() {
        return cells.stream().anyMatch(c -> !c.equals("-") && !c.endsWith("/0"));
    }
}
