package gamut.rules;

import gamut.board.Board;
import gamut.core.Move;

/**
 * {@code sow along TRACK [where COND] [{ ... }]}: the pieces on the cursor's cell are lifted and
 * put down one by one on the following cells of the mover's track, skipping cells where the
 * condition is false, going round a track that loops. The sowing really happens on the board while
 * the body runs from the last cell sown, so the body sees the counts as they now are; when the body
 * ends without failing and has recorded no move, the sowing (with what the body recorded) is the
 * move. Everything is taken back when the statement ends.
 */
public final class Sowing {
    private Sowing() {}

    public static Op sow(Tracks tracks, int track, Eval filter, Op body) {
        return g -> {
            int from = g.cursor;
            Board b = g.board;
            int[] cells = tracks.cells(track, g.mover);
            int place = tracks.place(track, g.mover, from);
            if (place < 0 || b.owner[from] < 0) {
                return false;
            }
            Chains chains = g.chains();
            int mark = chains.mark();
            int boardMark = b.mark();
            long hash = b.hash();
            int owner = b.owner[from];
            int type = b.piece[from];
            int bits = b.flags[from];
            int pieces = b.height[from];
            b.lift(from);
            boolean ok;
            try {
                int last = -1;
                int skipped = 0;
                while (pieces > 0) {
                    place++;
                    if (place == cells.length) {
                        if (!tracks.loops(track, g.mover)) {
                            return false;
                        }
                        place = 0;
                    }
                    int c = cells[place];
                    g.cursor = c;
                    if (filter != null && filter.eval(g) == 0) {
                        // A condition that no cell of the track meets would go round for ever.
                        if (++skipped >= cells.length) {
                            return false;
                        }
                        continue;
                    }
                    skipped = 0;
                    chains.record(CompoundMoves.SOW, c, from);
                    b.land(c, owner, type, bits, g.mover);
                    last = c;
                    pieces--;
                }
                g.cursor = last;
                long before = g.recorded;
                ok = body == null || body.exec(g);
                if (ok && g.recorded == before) {
                    chains.emit(Move.MOVE, -1);
                }
                return !g.broken;
            } finally {
                chains.reset(mark);
                b.undoTo(boardMark);
                b.restoreHash(hash);
                g.cursor = from;
            }
        };
    }

    /** In a move program: the move gives the mover another turn. */
    public static Op recordAgain() {
        return g -> {
            if (!g.chains().records(CompoundMoves.AGAIN, -1)) {
                g.chains().record(CompoundMoves.AGAIN, -1, 0);
            }
            return true;
        };
    }

    /** In an after-program: the mover plays the next turn too. */
    public static Op againNow() {
        return g -> {
            g.again = true;
            return true;
        };
    }

    /** In a move program: the pieces on the cell go onto another cell, as the move ends. */
    public static Op recordInto(Eval at, Eval into) {
        return g -> {
            int c = at.eval(g);
            int to = into.eval(g);
            if (c >= 0 && to >= 0 && c != to && g.board.owner[c] >= 0 && !g.chains().captured(c)) {
                g.chains().record(CompoundMoves.INTO, c, to);
            }
            return true;
        };
    }

    /** In an after-program: the pieces on the cell go onto another cell at once. */
    public static Op intoNow(Eval at, Eval into) {
        return g -> {
            g.board.moveAll(at.eval(g), into.eval(g));
            return true;
        };
    }
}
