package gamut.engine;

import gamut.board.Board;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.rules.CompoundMoves;
import gamut.rules.Rules;

/**
 * Makes a move on the board: a plain move (one piece from one cell to another, a drop, an exit, a
 * removal) or a compound one (landings one after another, then the captures and changes it records).
 * Also judges moves by what they capture, for 'keep most captures'.
 */
final class MoveMaker {
    private final Rules rules;
    private final Board board;
    /** Whether the move last made gives the mover another turn ('again'). */
    private boolean again;

    MoveMaker(Rules rules, Board board) {
        this.rules = rules;
        this.board = board;
    }

    /** The pieces move; returns the cell the moving piece ends on (-1 when it leaves the board). */
    int make(int move, int mover) {
        again = false;
        if (Move.isCompound(move)) {
            return makeCompound(rules.compounds().record(move), mover);
        }
        int kind = Move.kind(move);
        int from = Move.from(move);
        int to = Move.to(move);
        int type = rules.program(Move.program(move)).piece();
        int carried = 0;
        // A piece moved, borne off or removed is its owner's: the opponent's for 'moves PIECE of opponent'.
        int owner = mover;
        if (kind == Move.DROP) {
            board.takeFromReserve(mover, type);
        } else {
            owner = board.owner[from];
            carried = board.flags[from];
            board.lower(from);
        }
        if (kind == Move.MOVE || kind == Move.DROP) {
            board.land(to, owner, type, carried, mover);
            return to;
        } else if (kind == Move.EXIT) {
            board.bearOff(owner);
        } else if (kind == Move.REMOVE_TO_RESERVE) {
            board.returnToReserve(owner, type);
        }
        return -1;
    }

    /** Whether the move last made gives the mover another turn. */
    boolean again() {
        return again;
    }

    /**
     * Landings and sowings in order (captures marked 'now' go as the piece next lands), then the
     * captures at the end of the move, changes of kind and owner, placements of neutral pieces
     * and captures into other cells, in the order recorded. Returns where the moving piece ends:
     * its last landing, or the last cell sown.
     */
    private int makeCompound(int[] r, int mover) {
        int type = rules.program(r[2]).piece();
        int at = r[1];
        boolean drop = r[0] == Move.DROP;
        int owner = drop ? mover : board.owner[at];
        if (drop) {
            board.takeFromReserve(mover, type);
            at = -1;
        }
        boolean landed = false;
        int sown = -1;
        liftedFrom = -1;
        for (int i = CompoundMoves.HEADER; i < r.length; i += 3) {
            if (r[i] == CompoundMoves.LAND) {
                int carried = 0;
                int kind = type;
                if (at >= 0) {
                    carried = board.flags[at];
                    kind = board.piece[at];
                    board.lower(at);
                }
                board.land(r[i + 1], owner, kind, carried, mover);
                at = r[i + 1];
                landed = true;
            } else if (r[i] == CompoundMoves.SOW) {
                sow(r[i + 1], r[i + 2], mover);
                sown = r[i + 1];
            } else if (r[i] == CompoundMoves.CAPTURE && r[i + 2] == 1) {
                board.capture(r[i + 1], mover);
            }
        }
        if (!landed && sown >= 0) {
            at = sown;
        }
        for (int i = CompoundMoves.HEADER; i < r.length; i += 3) {
            switch (r[i]) {
                case CompoundMoves.CAPTURE -> {
                    // Pieces on the cell where the moving piece ends were taken by its landing.
                    if (r[i + 2] == 0 && (!landed || r[i + 1] != at)) {
                        board.capture(r[i + 1], mover);
                    }
                }
                case CompoundMoves.PROMOTE -> board.changeType(r[i + 1] < 0 ? at : r[i + 1], r[i + 2]);
                case CompoundMoves.FLIP -> board.changeOwner(r[i + 1], r[i + 2]);
                case CompoundMoves.PLACE -> board.placeNeutral(r[i + 1], r[i + 2], mover);
                case CompoundMoves.INTO -> board.moveAll(r[i + 1], r[i + 2]);
                case CompoundMoves.AGAIN -> again = true;
                case CompoundMoves.PASS -> rules.tracks().setPass(board, at, r[i + 2]);
                default -> { }
            }
        }
        return at;
    }

    /** The stack a sowing lifted: its cell (-1: none yet in this move), owner, type and flags. */
    private int liftedFrom = -1;
    private int liftedOwner;
    private int liftedPiece;
    private int liftedFlags;

    /**
     * One piece sown on {@code cell} from the pieces lifted off {@code source}: the whole stack
     * there is lifted first (owner, type, flags remembered), as a player picks up a pit's seeds.
     */
    private void sow(int cell, int source, int mover) {
        if (liftedFrom != source) {
            liftedFrom = source;
            liftedOwner = board.owner[source];
            liftedPiece = board.piece[source];
            liftedFlags = board.flags[source];
            board.lift(source);
        }
        board.land(cell, liftedOwner, liftedPiece, liftedFlags, mover);
    }

    /** Keeps only the moves that capture the most pieces ('keep most captures'). */
    void keepMostCaptures(MoveList moves) {
        int best = 0;
        for (int i = 0; i < moves.size(); i++) {
            best = Math.max(best, captures(moves.get(i)));
        }
        if (best > 0) {
            int most = best;
            moves.retain(m -> captures(m) == most);
        }
    }

    /** How many pieces the move captures: those it records, and those on a cell it lands on. */
    private int captures(int move) {
        if (!Move.isCompound(move)) {
            int kind = Move.kind(move);
            return kind == Move.MOVE || kind == Move.DROP ? takenBy(Move.to(move), Move.from(move), move) : 0;
        }
        int[] r = rules.compounds().record(move);
        int n = 0;
        for (int i = CompoundMoves.HEADER; i < r.length; i += 3) {
            if (r[i] == CompoundMoves.CAPTURE || r[i] == CompoundMoves.INTO) {
                n += board.height[r[i + 1]];
            } else if (r[i] == CompoundMoves.LAND) {
                n += takenBy(r[i + 1], r[1], move);
            }
        }
        return n;
    }

    /** The pieces a piece from {@code from} (or dropped) takes by landing on {@code to}: all but its own kind's stack. */
    private int takenBy(int to, int from, int move) {
        if (to == from) {
            return 0;
        }
        int type = rules.program(rules.moveProgram(move)).piece();
        return board.takenByLanding(to, from == Move.NONE ? -1 : board.owner[from], type);
    }
}
