package gamut.rules;

import gamut.core.Geometry;
import gamut.core.Move;

/** The statement nodes of compiled move programs. */
public final class StatementNodes {
    private StatementNodes() {}


    /** Longer blocks than this run as a loop over their statements rather than as nested nodes. */
    static final int NESTED_BLOCK = 16;

    /**
     * Short blocks get a class per length with one field per statement, so that each call site
     * sees one kind of node and the JIT can inline the whole program. Blocks up to
     * {@link #NESTED_BLOCK} statements nest (three statements, then the block of the rest); longer
     * ones are a loop over an array, so that a block of any length runs without going deeper.
     */
    public static Op block(Op[] ops) {
        switch (ops.length) {
            case 1: return ops[0];
            case 2: return new Block2(ops[0], ops[1]);
            case 3: return new Block3(ops[0], ops[1], ops[2]);
            case 4: return new Block4(ops[0], ops[1], ops[2], ops[3]);
            default: break;
        }
        if (ops.length > NESTED_BLOCK) {
            return new Sequence(ops.clone());
        }
        int groups = (ops.length - 2) / 3;
        Op rest = block(java.util.Arrays.copyOfRange(ops, 3 * groups, ops.length));
        for (int i = 3 * (groups - 1); i >= 0; i -= 3) {
            rest = new Block4(ops[i], ops[i + 1], ops[i + 2], rest);
        }
        return rest;
    }

    public static Op stepConst(int[] next, int directions, int d) {
        return new CodeNodes.Step(next, directions, d);
    }

    public static Op stepVar(int[] next, int directions, Eval dir) {
        return new CodeNodes.StepVar(next, directions, dir);
    }

    /** 'break': fails with the mark that tells the innermost loop to end (see {@link Gen#broken}). */
    public static Op leave() {
        return g -> {
            g.broken = true;
            return false;
        };
    }

    public static Op verify(Eval cond) {
        return new CodeNodes.Verify(cond);
    }

    /** Each value runs the body from the same cursor; a failed iteration only ends that iteration. */
    public static Op forEach(int slot, int[] values, Op body) {
        return new CodeNodes.ForEach(slot, values, body);
    }

    /** Alternatives from one cursor: each runs from where the cursor stood; a failure ends only it. */
    public static Op branches(Op[] bodies) {
        // Records of three, the rest in the fourth field, rather than a loop over an array: the JIT
        // sees each alternative as a constant (see Roots).
        Op rest = END;
        for (int end = bodies.length; end > 0; end -= 3) {
            int start = Math.max(0, end - 3);
            rest = new Alternatives(bodies[start], start + 1 < end ? bodies[start + 1] : END,
                    start + 2 < end ? bodies[start + 2] : END, rest);
        }
        return rest;
    }

    /** A statement that does nothing and succeeds. */
    public static final Op END = g -> true;

    record Alternatives(Op a, Op b, Op c, Op rest) implements Op {
        @Override
        public boolean exec(Gen g) {
            int cursor = g.cursor;
            return broke(a, g, cursor) || broke(b, g, cursor) || broke(c, g, cursor) || rest.exec(g);
        }
    }

    /** Runs a body from the cursor and puts the cursor back; true when a 'break' ended the loop or alternatives it is in. */
    private static boolean broke(Op body, Gen g, int cursor) {
        boolean done = body.exec(g);
        g.cursor = cursor;
        return !done && g.leftByBreak();
    }

    /** Directions that depend on who moves, such as "forward". */
    public static Op forEachOfMover(int slot, int[][] valuesByPlayer, Op body) {
        return g -> {
            int cursor = g.cursor;
            int[] values = valuesByPlayer[g.mover];
            g.rounds(values.length);
            for (int v : values) {
                g.locals[slot] = v;
                if (broke(body, g, cursor)) {
                    break;
                }
            }
            return true;
        };
    }

    /** Each cell (of the mover's zone) that passes the filter, with the cursor on it. */
    public static Op forEachCell(int slot, int[][] cellsByPlayer, Eval filter, Op body) {
        return g -> {
            int cursor = g.cursor;
            int[] cells = cellsByPlayer[g.mover];
            g.rounds(cells.length);
            for (int c : cells) {
                g.cursor = c;
                g.locals[slot] = c;
                if (filter == null || filter.eval(g) != 0) {
                    g.cursor = c;
                    if (!body.exec(g) && g.leftByBreak()) {
                        break;
                    }
                }
            }
            g.cursor = cursor;
            return true;
        };
    }

    /** One round of {@link #forEachCell}, the cursor already on its cell. */
    public static Op round(int slot, Eval filter, Op body) {
        return g -> {
            int c = g.cursor;
            g.rounds(1);
            g.locals[slot] = c;
            if (filter == null || filter.eval(g) != 0) {
                g.cursor = c;
                body.exec(g);
            }
            return true;
        };
    }

    /** One round of a loop over directions, standing alone: the checks, then the body with the variable on the direction. */
    public static Op ray(Op check, int slot, int direction, Op body) {
        return new CodeNodes.Ray(check, slot, direction, body);
    }

    public static Op ifElse(Eval cond, Op then, Op otherwise) {
        return new CodeNodes.If(cond, then, otherwise);
    }

    public static Op let(int slot, Eval value) {
        return new CodeNodes.Let(slot, value);
    }

    public static Op jump(Eval cell) {
        return g -> (g.cursor = cell.eval(g)) >= 0;
    }

    /** {@code recording}: the program records effects in its moves, so a move may be compound. */
    public static Op emitMove(boolean recording) {
        Op plain = new CodeNodes.EmitMove();
        if (!recording) {
            return plain;
        }
        return g -> {
            if (!g.chains().building()) {
                return plain.exec(g);
            }
            if (g.cursor >= 0) {
                g.chains().emit(Move.MOVE, g.cursor);
                return !g.stopped;
            }
            return true;
        };
    }

    public static Op emitDrop() {
        return g -> {
            if (g.cursor >= 0 && g.chains().building()) {
                g.chains().emit(Move.DROP, g.cursor);
                return !g.stopped;
            } else if (g.cursor >= 0) {
                return g.emit(Move.encode(Move.DROP, Move.NONE, g.cursor, g.program, g.die), g.cursor, Move.DROP);
            }
            return true;
        };
    }

    /**
     * Moves the cursor along the mover's track; past the end of a track that leads off, the cursor is
     * OFF. Without a cursor (a drop from the reserve, before it is put anywhere) the piece starts
     * from before the track's first cell: a piece entering play from its reserve.
     */
    public static Op advance(Tracks tracks, int track, Eval steps) {
        return g -> {
            boolean fromReserve = g.cursor == -1 && g.origin < 0;
            int at = fromReserve ? -1 : tracks.placeOf(g, track);
            int n = steps.eval(g);
            if (fromReserve ? n < 1 : at < 0 || n < 0) {
                return false;
            }
            int[] cells = tracks.cells(track, g.mover);
            g.track = track;
            if (at + n < cells.length || tracks.loops(track, g.mover)) {
                g.cursor = cells[(at + n) % cells.length];
                g.overshoot = 0;
                tracks.arrive(g, track, (at + n) % cells.length);
                return true;
            }
            if (!tracks.leadsOff(track, g.mover)) {
                return false;
            }
            g.cursor = Gen.OFF;
            g.overshoot = at + n - cells.length;
            return true;
        };
    }

    /** The moves emitted from here on in this branch use up the die. */
    public static Op use(Eval die) {
        return g -> {
            g.die = die.eval(g);
            return g.die > 0 && g.die <= Move.MAX_DIE;
        };
    }

    /** Each distinct value among the dice not used yet this turn. */
    public static Op forEachDie(int slot, Op body) {
        return g -> {
            int cursor = g.cursor;
            int die = g.die;
            int seen = 0;
            int[] values = g.facts.diceValues();
            int used = g.facts.diceUsed();
            for (int i = 0; i < values.length; i++) {
                int v = values[i];
                if ((used & (1 << i)) != 0 || (seen & (1 << v)) != 0) {
                    continue;
                }
                seen |= 1 << v;
                g.locals[slot] = v;
                boolean done = body.exec(g);
                g.cursor = cursor;
                g.die = die;
                if (!done && g.leftByBreak()) {
                    break;
                }
            }
            return true;
        };
    }

    public static Op emitRemove(boolean toReserve) {
        int kind = toReserve ? Move.REMOVE_TO_RESERVE : Move.REMOVE;
        return g -> {
            return g.emit(Move.encode(kind, g.origin, Move.NONE, g.program, g.die), -1, kind);
        };
    }

    public static Op emitExit() {
        return g -> {
            return g.emit(Move.encode(Move.EXIT, g.origin, Move.NONE, g.program, g.die), -1, Move.EXIT);
        };
    }

    /** A step followed by a test of the new cell: the inner loop of most move programs. */
    public static Op stepTest(int[] next, int directions, Eval dir, int constDir, int test, int neutral) {
        if (constDir >= 0) {
            return new CodeNodes.StepTest(next, directions, constDir, test, neutral,
                    test == CellTest.NOT_FRIEND || test == CellTest.EMPTY);
        }
        return new CodeNodes.StepTestVar(next, directions, dir, test, neutral);
    }

    /**
     * {@code repeat n { step d  verify test }} in one node. The walks over empty or friendly cells,
     * the inner loops of sliding moves, get a loop of their own with the test written in.
     */
    public static Op repeatStepTest(Eval times, Geometry geo, Eval dir, int constDir, int test, int neutral) {
        int[] next = geo.nextTable();
        int directions = geo.directions();
        int[] rays = geo.rays();
        int[] rayStart = geo.rayStart();
        int[] rayLength = geo.rayLength();
        if (constDir >= 0) {
            // A constant direction reads the precomputed ray: no step depends on the one before.
            return g -> {
                int n = times.eval(g);
                int c = g.cursor;
                if (n <= 0) {
                    return true;
                }
                if (c < 0) {
                    return false;
                }
                int ray = c * directions + constDir;
                if (n > rayLength[ray]) {
                    g.cursor = -1;
                    return false;
                }
                int[] owner = g.board.owner;
                int from = rayStart[ray];
                for (int k = from, end = from + n; k < end; k++) {
                    if (!CellTest.test(test, owner[rays[k]], g.mover, neutral)) {
                        g.cursor = rays[k];
                        return false;
                    }
                }
                g.cursor = rays[from + n - 1];
                return true;
            };
        }
        return g -> {
            int n = times.eval(g);
            if (n <= 0) {
                return true;
            }
            int d = dir.eval(g);
            int c = g.cursor;
            if (c < 0 || d < 0) {
                return false;
            }
            int[] owner = g.board.owner;
            for (; n > 0; n--) {
                c = next[c * directions + d];
                if (c < 0 || !CellTest.test(test, owner[c], g.mover, neutral)) {
                    g.cursor = c;
                    return false;
                }
            }
            g.cursor = c;
            return true;
        };
    }

    /** Over n cells that pass one test, onto the next that passes another, and emit the move there. */
    public static Op exactJump(Eval times, Geometry geo, int d, int passTest, int landTest, int neutral) {
        int directions = geo.directions();
        int[] rays = geo.rays();
        int[] rayStart = geo.rayStart();
        int[] rayLength = geo.rayLength();
        return g -> {
            int c = g.cursor;
            if (c < 0) {
                return false;
            }
            int n = Math.max(0, times.eval(g));
            int ray = c * directions + d;
            if (n >= rayLength[ray]) {
                return false;
            }
            int[] owner = g.board.owner;
            int mover = g.mover;
            int from = rayStart[ray];
            for (int k = from, end = from + n; k < end; k++) {
                if (!CellTest.test(passTest, owner[rays[k]], mover, neutral)) {
                    return false;
                }
            }
            int target = rays[from + n];
            if (!CellTest.test(landTest, owner[target], mover, neutral)) {
                return false;
            }
            g.cursor = target;
            if (target != g.origin) {
                return g.emit(Move.encode(Move.MOVE, g.origin, target, g.program, g.die), target, Move.MOVE);
            }
            return true;
        };
    }

    public static Op verifyTest(int test, int neutral) {
        return new CodeNodes.VerifyTest(test, neutral);
    }

    /** Records rather than classes: the JIT trusts a record's fields as constants (see {@link Roots}). */
    /** A long block: its statements in turn, until one fails. */
    record Sequence(Op[] ops) implements Op {
        @Override
        public boolean exec(Gen g) {
            for (Op op : ops) {
                if (!op.exec(g)) {
                    return false;
                }
            }
            return true;
        }
    }

    record Block2(Op a, Op b) implements Op {
        @Override
        public boolean exec(Gen g) {
            return a.exec(g) && b.exec(g);
        }
    }

    record Block3(Op a, Op b, Op c) implements Op {
        @Override
        public boolean exec(Gen g) {
            return a.exec(g) && b.exec(g) && c.exec(g);
        }
    }

    record Block4(Op a, Op b, Op c, Op d) implements Op {
        @Override
        public boolean exec(Gen g) {
            return a.exec(g) && b.exec(g) && c.exec(g) && d.exec(g);
        }
    }
}
