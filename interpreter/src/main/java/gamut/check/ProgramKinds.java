package gamut.check;

import gamut.ast.Expr;
import gamut.ast.Stmt;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * What each kind of program may hold: a piece's moves, drops from the reserve, after-effects,
 * and the parts of compound moves (chains and landings, changes of kind).
 */
final class ProgramKinds {
    private final RuleSet rules;
    private final BiConsumer<Pos, String> error;
    /** The file's diagnostics so far (see {@link Suggest#didYouMean(String, Iterable, List)}). */
    private final List<Diagnostic> found;

    ProgramKinds(RuleSet rules, BiConsumer<Pos, String> error, List<Diagnostic> found) {
        this.rules = rules;
        this.error = error;
        this.found = found;
    }

    /** 'move', 'drop', 'exit' and 'remove' each belong to one kind of program. */
    void recordsMove(Stmt s, ProgramChecker.Kind kind) {
        if (s instanceof Stmt.MoveHere) {
            if (kind == ProgramChecker.Kind.DROPS) {
                error.accept(s.pos(), "'move' moves a piece from its cell; in a 'drops' program use 'drop'");
            } else if (kind == ProgramChecker.Kind.AFTER) {
                error.accept(s.pos(), "an 'after' program runs once the move is made; it can capture and set flags, not move");
            }
        } else if (s instanceof Stmt.DropHere) {
            if (kind != ProgramChecker.Kind.DROPS) {
                error.accept(s.pos(), "'drop' places a piece from the reserve; use it in a 'drops' program");
            }
        } else {
            String word = s instanceof Stmt.ExitBoard ? "exit" : "remove";
            if (kind == ProgramChecker.Kind.DROPS) {
                error.accept(s.pos(), "'" + word + "' takes a piece off the board; a 'drops' program has no piece on the board");
            } else if (kind == ProgramChecker.Kind.AFTER) {
                error.accept(s.pos(), "an 'after' program runs once the move is made; it can capture and set flags, not " + word);
            }
        }
    }

    /** Flags change pieces other than the mover's, so they happen once the move is made. */
    void effectOnly(Stmt s, String word, ProgramChecker.Kind kind) {
        if (kind != ProgramChecker.Kind.AFTER) {
            error.accept(s.pos(), "'" + word + "' changes the board after the move: put it in an 'after' program");
        }
    }

    void capture(Stmt.Capture c, ProgramChecker.Kind kind) {
        if (c.now() && kind == ProgramChecker.Kind.AFTER) {
            error.accept(c.pos(), "'capture ... now' is for move programs: in an 'after' program every capture happens at once");
        } else if (c.now() && c.into() != null) {
            error.accept(c.pos(), "'capture ... into' moves the pieces as the move ends; it cannot also be 'now'");
        }
    }

    /** What 'expect' does: report an expression that is not of the wanted type. */
    interface Expect {
        void expect(Expr e, Type wanted, String where);
    }

    /** The types of the cells and players that changes of kind and owner and placements name. */
    void effectTypes(Stmt s, Expect types) {
        if (s instanceof Stmt.Promote p && p.at() != null) {
            types.expect(p.at(), Type.CELL, "'promote ... at'");
        } else if (s instanceof Stmt.Place p) {
            if (p.owner() != null) {
                types.expect(p.owner(), Type.PLAYER, "'place ... of'");
            }
            if (p.at() != null) {
                types.expect(p.at(), Type.CELL, "'place ... at'");
            }
        } else if (s instanceof Stmt.Flip f) {
            if (f.at() != null) {
                types.expect(f.at(), Type.CELL, "'flip at'");
            }
            if (f.player() != null) {
                types.expect(f.player(), Type.PLAYER, "'flip ... to'");
            }
        }
    }

    /** A zone that 'capture ... into' names must be one cell for every player: the store the pieces go to. */
    void oneCellZone(Expr into) {
        if (!(into instanceof Expr.NameRef n) || rules.resolve(n.name()) == null) {
            return;
        }
        int zone = rules.resolve(n.name()).index();
        for (int p = 0; p < rules.players().size(); p++) {
            java.util.Set<Integer> cells = new java.util.TreeSet<>();
            for (RuleSet.ZoneCells z : rules.zones()) {
                if (z.zone() == zone && (z.owner() < 0 || z.owner() == p)) {
                    Arrays.stream(z.cells()).forEach(cells::add);
                }
            }
            if (cells.size() != 1) {
                error.accept(into.pos(), "'capture ... into' a zone needs a zone of one cell, but '" + n.name() + "' has "
                        + cells.size() + " cells for " + rules.players().get(p));
                return;
            }
        }
    }

    /** Sowing lifts the pieces of a cell as a move: only in a piece's moves. */
    void sow(Stmt.Sow w, ProgramChecker.Kind kind) {
        if (kind != ProgramChecker.Kind.MOVES) {
            error.accept(w.pos(), "'sow' lifts the pieces of a cell and sows them as a move; use it in a 'moves' program");
        }
    }

    /**
     * A distinct chain records plain moves, known by the cell they end on: what a path would add
     * to them (a capture, a change, another turn) has no place there.
     */
    private void plainOnly(gamut.ast.Block body) {
        for (Stmt s : body.statements()) {
            String word = s instanceof Stmt.Capture ? "capture" : s instanceof Stmt.Promote ? "promote"
                    : s instanceof Stmt.Flip ? "flip" : s instanceof Stmt.Place ? "place" : s instanceof Stmt.Again ? "again"
                    : s instanceof Stmt.Sow ? "sow" : s instanceof Stmt.ExitBoard ? "exit" : s instanceof Stmt.Remove ? "remove" : null;
            if (word != null) {
                error.accept(s.pos(), "a 'chain distinct' records plain moves, each known by the cell it ends on,"
                        + " so it cannot '" + word + "': write 'chain { ... }' for a move that keeps its path");
            } else if (s instanceof Stmt.Repeat r) {
                plainOnly(r.body());
            } else if (s instanceof Stmt.While w) {
                plainOnly(w.body());
            } else if (s instanceof Stmt.For f) {
                plainOnly(f.body());
            } else if (s instanceof Stmt.If i) {
                plainOnly(i.then());
                if (i.otherwise() != null) {
                    plainOnly(i.otherwise());
                }
            }
        }
    }

    /** A chain only in a piece's moves and not in another chain; a landing only in a chain; a known type. */
    void compound(Stmt s, ProgramChecker.Kind kind, boolean inChain) {
        if (s instanceof Stmt.Chain c) {
            if (kind != ProgramChecker.Kind.MOVES) {
                error.accept(c.pos(), "'chain' builds a move of several landings of a piece; use it in a 'moves' program");
            } else if (inChain) {
                error.accept(c.pos(), "a chain cannot hold another chain");
            } else if (c.distinct()) {
                plainOnly(c.body());
            }
        } else if (s instanceof Stmt.Land) {
            if (!inChain) {
                error.accept(s.pos(), "'land' puts the moving piece down inside a 'chain { ... }'; there is no chain here");
            }
        } else if (s instanceof Stmt.Promote p && rules.pieceIndex(p.piece().text()) < 0) {
            error.accept(p.piece().pos(), "unknown piece '" + p.piece().text() + "'"
                    + Suggest.didYouMean(p.piece().text(), rules.pieces(), found));
        } else if (s instanceof Stmt.Place p && p.owner() != null && kind != ProgramChecker.Kind.AFTER) {
            error.accept(p.pos(), "'place " + p.piece().text() + " of ...' puts a player's piece at once, in an 'after'"
                    + " program; a move records neutral pieces only ('place " + p.piece().text() + "')");
        } else if (s instanceof Stmt.Place p && rules.pieceIndex(p.piece().text()) < 0) {
            error.accept(p.piece().pos(), "unknown piece '" + p.piece().text() + "'"
                    + Suggest.didYouMean(p.piece().text(), rules.pieces(), found));
        }
    }
}
