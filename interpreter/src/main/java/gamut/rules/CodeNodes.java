package gamut.rules;

import gamut.core.Move;

/**
 * The nodes of compiled programs that {@link ProgramCode} writes out as bytecode. Each is a record
 * (the JIT trusts its fields as constants, see {@link Roots}) whose {@code exec} or {@code eval}
 * is the interpreter's meaning of the node: the generated code must do exactly what it does, and
 * the differential test holds the two together.
 */
public final class CodeNodes {
    private CodeNodes() {}

    /** {@code step d} with d known: from a cell to its neighbour in the direction, failing off the board. */
    public record Step(int[] next, int directions, int direction) implements Op {
        @Override
        public boolean exec(Gen g) {
            return g.cursor >= 0 && (g.cursor = next[g.cursor * directions + direction]) >= 0;
        }
    }

    /**
     * A step in a known direction and a test of the cell reached. With {@code offIsNone} a failed
     * step leaves no cursor at all (-1), as the fused nodes for 'not friend' and 'empty' always did.
     */
    public record StepTest(int[] next, int directions, int direction, int test, int neutral, boolean offIsNone)
            implements Op {
        @Override
        public boolean exec(Gen g) {
            int c = g.cursor;
            if (c < 0 || (c = next[c * directions + direction]) < 0) {
                if (offIsNone) {
                    g.cursor = -1;
                } else if (g.cursor >= 0) {
                    g.cursor = c;
                }
                return false;
            }
            g.cursor = c;
            return CellTest.test(test, g.board.owner[c], g.mover, neutral);
        }
    }

    /** {@code verify empty} and the like, as a {@link CellTest} code. */
    public record VerifyTest(int test, int neutral) implements Op {
        @Override
        public boolean exec(Gen g) {
            return CellTest.test(test, g.cursor >= 0 ? g.board.owner[g.cursor] : CellTest.NO_CELL, g.mover, neutral);
        }
    }

    /** {@code verify C}. */
    public record Verify(Eval condition) implements Op {
        @Override
        public boolean exec(Gen g) {
            return condition.eval(g) != 0;
        }
    }

    /** {@code move} in a program that records nothing else in its moves: a plain move to the cursor. */
    public record EmitMove() implements Op {
        @Override
        public boolean exec(Gen g) {
            if (g.cursor >= 0 && g.cursor != g.origin) {
                return g.emit(Move.encode(Move.MOVE, g.origin, g.cursor, g.program, g.die), g.cursor, Move.MOVE);
            }
            return true;
        }
    }

    /** {@code if C { then } else { otherwise }}; without an else, {@code otherwise} is null. */
    public record If(Eval condition, Op then, Op otherwise) implements Op {
        @Override
        public boolean exec(Gen g) {
            if (condition.eval(g) != 0) {
                return then.exec(g);
            }
            return otherwise == null || otherwise.exec(g);
        }
    }

    /** One round of a loop over directions, standing alone: the checks, then the body with the variable on the direction. */
    public record Ray(Op check, int slot, int direction, Op body) implements Op {
        @Override
        public boolean exec(Gen g) {
            if (check.exec(g)) {
                g.locals[slot] = direction;
                body.exec(g);
            }
            return true;
        }
    }

    /** The cell under the cursor passes a {@link CellTest} of the three plain codes: 1, else 0 (and 0 off the board). */
    public record CellIs(int test, int neutral) implements Eval {
        @Override
        public int eval(Gen g) {
            return g.cursor >= 0 && CellTest.test(test, g.board.owner[g.cursor], g.mover, neutral) ? 1 : 0;
        }
    }

    /**
     * A 'while'. With {@code stuckIfStill} (its condition reads no variable and no 'break' can leave
     * it), a round that leaves the cursor, the die, the board and the move being built as they were
     * means the condition will hold for ever: that is an error at once.
     */
    public record While(Eval condition, Op body, boolean stuckIfStill) implements Op {
        @Override
        public boolean exec(Gen g) {
            int guard = 0;
            long before = 0;
            while (condition.eval(g) != 0) {
                g.rounds(1);
                // What a round could change, looked at only where an unchanged round means no end.
                int cursor = 0;
                int die = 0;
                long board = 0;
                int mark = 0;
                if (stuckIfStill) {
                    cursor = g.cursor;
                    die = LoopOps.dieAndOvershoot(g);
                    board = g.board.hash();
                    mark = g.chains().mark();
                }
                if (!body.exec(g)) {
                    return g.leftByBreak();
                }
                if (stuckIfStill && cursor == g.cursor && LoopOps.still(g, die, board, mark)) {
                    LoopOps.stuck(1);
                }
                if (++guard > LoopOps.MAX_LOOP) {
                    return false;
                }
                if ((guard & LoopOps.STILL_ROUNDS) == 0) {
                    before = LoopOps.progressed(g, guard, before);
                }
            }
            return true;
        }
    }

    /** {@code step d} with d worked out as the step is made; a negative d (no direction) fails. */
    public record StepVar(int[] next, int directions, Eval direction) implements Op {
        @Override
        public boolean exec(Gen g) {
            int d = direction.eval(g);
            return g.cursor >= 0 && d >= 0 && (g.cursor = next[g.cursor * directions + d]) >= 0;
        }
    }

    /** A step in a direction worked out as it is made, and a test of the cell reached. */
    public record StepTestVar(int[] next, int directions, Eval direction, int test, int neutral) implements Op {
        @Override
        public boolean exec(Gen g) {
            int d = direction.eval(g);
            if (g.cursor < 0 || d < 0 || (g.cursor = next[g.cursor * directions + d]) < 0) {
                return false;
            }
            return CellTest.test(test, g.board.owner[g.cursor], g.mover, neutral);
        }
    }

    /** The value of a variable. */
    public record Local(int slot) implements Eval {
        @Override
        public int eval(Gen g) {
            return g.locals[slot];
        }
    }

    /** {@code let x = value}. */
    public record Let(int slot, Eval value) implements Op {
        @Override
        public boolean exec(Gen g) {
            g.locals[slot] = value.eval(g);
            return true;
        }
    }

    /** {@code for x in values}: each value runs the body from the same cursor; a failed round only ends that round, a 'break' the loop. */
    public record ForEach(int slot, int[] values, Op body) implements Op {
        @Override
        public boolean exec(Gen g) {
            int cursor = g.cursor;
            g.rounds(values.length);
            for (int v : values) {
                g.locals[slot] = v;
                boolean done = body.exec(g);
                g.cursor = cursor;
                if (!done && g.leftByBreak()) {
                    break;
                }
            }
            return true;
        }
    }
}
