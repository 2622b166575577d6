package gamut.rules;

/**
 * The statements that build compound moves ({@code chain}, {@code land}, and captures and changes
 * recorded by a move program), and the same changes made at once by an after-program.
 */
public final class ChainOps {
    private ChainOps() {}

    /**
     * {@code distinct}: each cell is landed on once, and the moves recorded are plain ('chain distinct');
     * {@code outer}: the variables declared before the chain hold the locals' slots below it.
     */
    public static Op chain(Op body, boolean distinct, int outer) {
        return g -> g.chains().chain(body, distinct, outer);
    }

    public static Op land() {
        return g -> g.chains().land();
    }

    /**
     * A loop round, or an alternative, that records effects: what it recorded is dropped when it
     * ends, so that the next round builds its move from what was recorded before the loop.
     */
    public static Op scoped(Op body) {
        return g -> {
            Chains chains = g.chains();
            int mark = chains.mark();
            boolean ok = body.exec(g);
            chains.reset(mark);
            return ok;
        };
    }

    /** In a move program: the move captures the pieces on the cell (once), at its end or as the piece next lands. */
    public static Op recordCapture(Eval at, boolean now) {
        return g -> {
            int c = at.eval(g);
            if (c >= 0 && g.board.owner[c] >= 0 && !g.chains().captured(c)) {
                g.chains().record(CompoundMoves.CAPTURE, c, now ? 1 : 0);
            }
            return true;
        };
    }

    /** In a move program: the move changes the kind of a piece (at == null: the moving piece, where it ends). */
    public static Op recordPromote(Eval at, Eval type) {
        return g -> {
            int c = at == null ? -1 : at.eval(g);
            if (at == null || c >= 0 && g.board.owner[c] >= 0) {
                g.chains().record(CompoundMoves.PROMOTE, c, type.eval(g));
            }
            return true;
        };
    }

    /** In a move program: the move gives the pieces on the cell to a player. */
    public static Op recordFlip(Eval at, Eval player) {
        return g -> {
            int c = at.eval(g);
            int p = player.eval(g);
            if (c >= 0 && p >= 0 && g.board.owner[c] >= 0 && g.board.owner[c] != p) {
                g.chains().record(CompoundMoves.FLIP, c, p);
            }
            return true;
        };
    }

    /** In a move program: the move puts a neutral piece of the type on the cell, after its landings. */
    public static Op recordPlace(Eval at, int type) {
        return g -> {
            int c = at.eval(g);
            // One placement a cell: a second one on the same cell would only replace the first.
            if (c >= 0 && !g.chains().records(CompoundMoves.PLACE, c)) {
                g.chains().record(CompoundMoves.PLACE, c, type);
            }
            return true;
        };
    }

    /**
     * In an after-program: a piece of the type goes on the cell at once, replacing what stood there:
     * a neutral one, or the player's that {@code owner} names (null: neutral).
     */
    public static Op placeNow(Eval at, int type, Eval owner) {
        if (owner == null) {
            return g -> {
                g.board.placeNeutral(at.eval(g), type, g.mover);
                return true;
            };
        }
        return g -> {
            g.board.place(at.eval(g), owner.eval(g), type, g.mover);
            return true;
        };
    }

    /** In an after-program: the piece on the cell becomes a piece of the type, at once. */
    public static Op promoteNow(Eval at, Eval type) {
        return g -> {
            g.board.changeType(at.eval(g), type.eval(g));
            return true;
        };
    }

    /** In an after-program: the pieces on the cell go to the player, at once. */
    public static Op flipNow(Eval at, Eval player) {
        return g -> {
            g.board.changeOwner(at.eval(g), player.eval(g));
            return true;
        };
    }
}
