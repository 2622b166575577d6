package gamut.engine;

import gamut.board.Board;

/** The position a line of play started from: what a copy of a state sets up before replaying the line. */
record StartPosition(int[] owner, int[] piece, int[] height, int[] flags, int[][] buried, int[] reserve, int[] exited,
                     int toMove, boolean openingDone, int plan, int[] partsPlayed, int turnNumber, int quiet,
                     int lastMove, int cubeValue, int cubeHolder) {

    static StartPosition of(State state, Board board, int toMove, int plan, int[] partsPlayed) {
        int[][] buried = new int[board.cells()][];
        for (int c = 0; c < buried.length; c++) {
            buried[c] = board.buriedStacks(c);
        }
        return new StartPosition(board.owner.clone(), board.piece.clone(), board.height.clone(), board.flags.clone(),
                buried, board.reserve.clone(), board.exited.clone(), toMove, state.chance.openingDone, plan, partsPlayed.clone(),
                state.turns.turnNumber, state.quiet, state.undo.before, state.cube.value, state.cube.holder);
    }

    /** The copy set up at this position with the line's moves played again. */
    State replay(State copy, int[] line) {
        restore(copy);
        for (int move : line) {
            copy.make(move);
        }
        return copy;
    }

    /** Sets the copy up at this position, ready to replay the line. */
    void restore(State copy) {
        putPieces(copy);
        copy.chance.openingDone = openingDone;
        copy.cube.set(cubeValue, cubeHolder, copy.board(), copy.rules().keys());
        copy.turns.resumedPlan = plan;
        copy.turns.resumedParts = partsPlayed;
        copy.turns.turnNumber = turnNumber;
        copy.quiet = quiet;
        copy.undo.before = lastMove;
        copy.startLine();
    }

    /** Empties the state, the player of this position to move, and puts back its pieces, reserves and exits. */
    void putPieces(State copy) {
        copy.clear(toMove);
        Board board = copy.board();
        for (int c = 0; c < owner.length; c++) {
            if (owner[c] >= 0) {
                board.putCell(c, owner[c], piece[c], height[c], flags[c]);
                for (int k = 0; k < buried[c].length; k += 3) {
                    board.putBuried(c, buried[c][k], buried[c][k + 1], buried[c][k + 2]);
                }
            }
        }
        int types = board.pieceTypes();
        for (int p = 0; p < exited.length; p++) {
            for (int t = 0; t < types; t++) {
                board.setReserve(p, t, reserve[p * types + t]);
            }
            board.setExited(p, exited[p]);
        }
    }
}
