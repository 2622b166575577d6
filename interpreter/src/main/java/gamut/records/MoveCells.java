package gamut.records;

import gamut.core.Move;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A move as the cells a coordinate format names: a drop its cell, a move where it comes from and
 * each landing, then the cells where it places neutral pieces (Amazons' arrow); a pass none. The
 * formats that write moves as coordinates (SGF) find the legal move by these cells.
 */
final class MoveCells {
    private MoveCells() {}

    /** The cells of a move of the state's game. */
    static int[] of(Game game, int move) {
        int kind = game.kind(move);
        if (kind == Move.PASS || kind == Move.ROLL) {
            return new int[0];
        }
        List<Integer> cells = new ArrayList<>();
        if (kind != Move.DROP && game.from(move) != Move.NONE) {
            cells.add(game.from(move));
        }
        int[] landings = game.landings(move);
        if (landings.length == 0 && game.to(move) != Move.NONE) {
            cells.add(game.to(move));
        }
        for (int c : landings) {
            cells.add(c);
        }
        for (int c : game.placed(move)) {
            cells.add(c);
        }
        return cells.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Whether the move is a plain pass (not a decision of the doubling cube). */
    static boolean isPass(Game game, int move) {
        return game.kind(move) == Move.PASS && !Move.isCube(move);
    }

    /** The legal moves of the state whose cells are these, in the order generated. */
    static List<Integer> matching(State state, int[] cells) {
        MoveList moves = new MoveList();
        state.generate(moves);
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            boolean pass = isPass(state.game(), m);
            if (cells.length == 0 ? pass : !pass && Arrays.equals(of(state.game(), m), cells)) {
                found.add(m);
            }
        }
        return found;
    }

    /** The legal moves of the state. */
    static List<Integer> legal(State state) {
        MoveList moves = new MoveList();
        state.generate(moves);
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            all.add(moves.get(i));
        }
        return all;
    }

    /** Whether the state's only legal move is a pass, which a record may leave out (Othello's). */
    static boolean onlyPass(State state) {
        List<Integer> all = legal(state);
        return all.size() == 1 && isPass(state.game(), all.get(0));
    }
}
