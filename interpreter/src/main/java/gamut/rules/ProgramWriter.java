package gamut.rules;

import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.ASTORE;
import static org.objectweb.asm.Opcodes.GETFIELD;
import static org.objectweb.asm.Opcodes.GOTO;
import static org.objectweb.asm.Opcodes.IALOAD;
import static org.objectweb.asm.Opcodes.IADD;
import static org.objectweb.asm.Opcodes.IASTORE;
import static org.objectweb.asm.Opcodes.ICONST_0;
import static org.objectweb.asm.Opcodes.ICONST_1;
import static org.objectweb.asm.Opcodes.IFEQ;
import static org.objectweb.asm.Opcodes.IFGE;
import static org.objectweb.asm.Opcodes.IFLT;
import static org.objectweb.asm.Opcodes.IFNE;
import static org.objectweb.asm.Opcodes.IF_ICMPEQ;
import static org.objectweb.asm.Opcodes.ILOAD;
import static org.objectweb.asm.Opcodes.IMUL;
import static org.objectweb.asm.Opcodes.INVOKEINTERFACE;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;
import static org.objectweb.asm.Opcodes.INVOKEVIRTUAL;
import static org.objectweb.asm.Opcodes.IRETURN;
import static org.objectweb.asm.Opcodes.ISTORE;
import static org.objectweb.asm.Opcodes.PUTFIELD;

import gamut.board.Board;
import gamut.core.Move;
import java.util.HashMap;
import java.util.Map;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Writes one program's {@code exec} (see {@link ProgramCode}). Local 1 is the run-time context,
 * local 2 the cursor, local 3 the board's owners; the code keeps the cursor in its local and
 * stores it in the context before anything that may read it (a node kept as a node, a move
 * recorded, a loop's progress) and reads it back after a kept node. Each statement falls through
 * when it succeeds and jumps to the label it is given when it fails, as its {@code exec} returns.
 */
final class ProgramWriter {
    private static final String GEN = ProgramCode.ClassShape.GEN;
    private static final String BOARD = Type.getInternalName(Board.class);
    private static final String TEST = Type.getInternalName(CellTest.class);
    private static final int G = 1;
    private static final int CURSOR = 2;
    private static final int OWNER = 3;

    private final ProgramCode.Constants constants = new ProgramCode.Constants();
    /**
     * The variables whose values are known where the code being written runs: a loop over constant
     * values written out once per value. Anything the writer cannot see into may change a variable,
     * so a node called as it is forgets them all, and so does a loop written as a loop.
     */
    private final Map<Integer, Integer> known = new HashMap<>();
    private MethodVisitor mv;
    private int nextLocal = 4;
    private int written;
    private int kept;

    int written() {
        return written;
    }

    int kept() {
        return kept;
    }

    Object[] constants() {
        return constants.values();
    }

    /** The class's bytes, or null when its method would be too long for the JIT. */
    byte[] write(Op root) {
        ClassWriter cw = ProgramCode.ClassShape.start();
        mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "exec", "(L" + GEN + ";)Z", null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, G);
        mv.visitFieldInsn(GETFIELD, GEN, "cursor", "I");
        mv.visitVarInsn(ISTORE, CURSOR);
        mv.visitVarInsn(ALOAD, G);
        mv.visitFieldInsn(GETFIELD, GEN, "board", "L" + BOARD + ";");
        mv.visitFieldInsn(GETFIELD, BOARD, "owner", "[I");
        mv.visitVarInsn(ASTORE, OWNER);
        Label fail = new Label();
        op(root, fail);
        returning(true);
        mv.visitLabel(fail);
        returning(false);
        Label end = new Label();
        mv.visitLabel(end);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        if (end.getOffset() > ProgramCode.LONGEST) {
            return null;
        }
        ProgramCode.ClassShape.constants(cw, constants.descriptors());
        cw.visitEnd();
        return cw.toByteArray();
    }

    private void returning(boolean value) {
        cursorOut();
        mv.visitInsn(value ? ICONST_1 : ICONST_0);
        mv.visitInsn(IRETURN);
    }

    private void op(Op node, Label fail) {
        if (node instanceof StatementNodes.Block2 b) {
            op(b.a(), fail);
            op(b.b(), fail);
        } else if (node instanceof StatementNodes.Block3 b) {
            op(b.a(), fail);
            op(b.b(), fail);
            op(b.c(), fail);
        } else if (node instanceof StatementNodes.Block4 b) {
            op(b.a(), fail);
            op(b.b(), fail);
            op(b.c(), fail);
            op(b.d(), fail);
        } else if (node instanceof StatementNodes.Sequence s) {
            for (Op o : s.ops()) {
                op(o, fail);
            }
        } else if (node == StatementNodes.END) {
            written--;
        } else if (!written(node, fail)) {
            keptOp(node, fail);
            return;
        }
        written++;
    }

    /** The node written out, or false when it is not one this writer knows. */
    private boolean written(Op node, Label fail) {
        if (node instanceof StatementNodes.Alternatives a) {
            alternatives(a, fail);
        } else if (node instanceof CodeNodes.Step s) {
            mv.visitVarInsn(ILOAD, CURSOR);
            mv.visitJumpInsn(IFLT, fail);
            step(s.next(), s.directions(), s.direction());
            mv.visitInsn(Opcodes.DUP);
            mv.visitVarInsn(ISTORE, CURSOR);
            mv.visitJumpInsn(IFLT, fail);
        } else if (node instanceof CodeNodes.StepTest s) {
            stepTest(s, fail);
        } else if (node instanceof CodeNodes.VerifyTest v) {
            cellTest(v.test(), v.neutral(), true);
            mv.visitJumpInsn(IFEQ, fail);
        } else if (node instanceof CodeNodes.Verify v) {
            value(v.condition());
            mv.visitJumpInsn(IFEQ, fail);
        } else if (node instanceof CodeNodes.EmitMove) {
            emitMove(fail);
        } else if (node instanceof CodeNodes.If i) {
            ifElse(i, fail);
        } else if (node instanceof CodeNodes.Ray r) {
            ray(r);
        } else if (node instanceof CodeNodes.While w) {
            known.clear();
            new LoopWriter(this).loop(w, fail);
        } else if (node instanceof CodeNodes.ForEach f) {
            new LoopWriter(this).forEach(f);
        } else if (node instanceof CodeNodes.Let l) {
            storeLocal(l.slot(), () -> value(l.value()));
            known.remove(l.slot());
        } else if (node instanceof CodeNodes.StepVar s) {
            stepVar(s.next(), s.directions(), s.direction(), fail);
        } else if (node instanceof CodeNodes.StepTestVar s) {
            stepVar(s.next(), s.directions(), s.direction(), fail);
            cellTest(s.test(), s.neutral(), true);
            mv.visitJumpInsn(IFEQ, fail);
        } else {
            return false;
        }
        return true;
    }

    /** A node the writer does not know, called as it is: the cursor goes to the context and comes back. */
    private void keptOp(Op node, Label fail) {
        call(node, Op.class, "exec", "Z");
        mv.visitJumpInsn(IFEQ, fail);
    }

    /**
     * Calls a node kept as it is, leaving what it returns: the cursor goes to the context and comes
     * back, and any variable may have changed.
     */
    private void call(Object node, Class<?> type, String method, String returns) {
        kept++;
        cursorOut();
        constants.load(mv, node, type);
        mv.visitVarInsn(ALOAD, G);
        mv.visitMethodInsn(INVOKEINTERFACE, Type.getInternalName(type), method, "(L" + GEN + ";)" + returns, true);
        cursorIn();
        known.clear();
    }

    /** Pushes the value of an expression. */
    void value(Eval e) {
        if (e instanceof CodeNodes.CellIs c) {
            written++;
            cellTest(c.test(), c.neutral(), false);
            return;
        }
        if (e instanceof CodeNodes.Local l) {
            written++;
            Integer v = known.get(l.slot());
            if (v != null) {
                push(v);
            } else {
                mv.visitVarInsn(ALOAD, G);
                mv.visitFieldInsn(GETFIELD, GEN, "locals", "[I");
                push(l.slot());
                mv.visitInsn(IALOAD);
            }
            return;
        }
        call(e, Eval.class, "eval", "I");
    }

    /**
     * A step in a direction worked out as it is made (then tested by the caller, as the node says):
     * a constant step when the direction is a variable of known value.
     */
    private void stepVar(int[] next, int directions, Eval direction, Label fail) {
        Integer d = direction instanceof CodeNodes.Local l ? known.get(l.slot()) : null;
        if (d != null) {
            written++;
            if (d < 0) {
                mv.visitJumpInsn(GOTO, fail);
                return;
            }
            mv.visitVarInsn(ILOAD, CURSOR);
            mv.visitJumpInsn(IFLT, fail);
            step(next, directions, d);
        } else {
            int dir = local(1);
            value(direction);
            mv.visitVarInsn(ISTORE, dir);
            mv.visitVarInsn(ILOAD, CURSOR);
            mv.visitJumpInsn(IFLT, fail);
            mv.visitVarInsn(ILOAD, dir);
            mv.visitJumpInsn(IFLT, fail);
            constants.load(mv, next, int[].class);
            mv.visitVarInsn(ILOAD, CURSOR);
            push(directions);
            mv.visitInsn(IMUL);
            mv.visitVarInsn(ILOAD, dir);
            mv.visitInsn(IADD);
            mv.visitInsn(IALOAD);
        }
        mv.visitInsn(Opcodes.DUP);
        mv.visitVarInsn(ISTORE, CURSOR);
        mv.visitJumpInsn(IFLT, fail);
    }

    /** g.locals[slot] = the value the code pushes. */
    void storeLocal(int slot, Runnable pushValue) {
        mv.visitVarInsn(ALOAD, G);
        mv.visitFieldInsn(GETFIELD, GEN, "locals", "[I");
        push(slot);
        pushValue.run();
        mv.visitInsn(IASTORE);
    }

    /** The values of variables known where the code being written runs. */
    Map<Integer, Integer> known() {
        return known;
    }

    ProgramCode.Constants constantPool() {
        return constants;
    }

    /** Pushes next[cursor * directions + direction], the cursor known to be on the board, or jumps to fail. */
    private void step(int[] next, int directions, int direction) {
        constants.load(mv, next, int[].class);
        mv.visitVarInsn(ILOAD, CURSOR);
        push(directions);
        mv.visitInsn(IMUL);
        push(direction);
        mv.visitInsn(IADD);
        mv.visitInsn(IALOAD);
    }

    private void stepTest(CodeNodes.StepTest s, Label fail) {
        Label onBoard = new Label();
        mv.visitVarInsn(ILOAD, CURSOR);
        mv.visitJumpInsn(IFGE, onBoard);
        failOff(s.offIsNone(), fail);
        mv.visitLabel(onBoard);
        Label reached = new Label();
        step(s.next(), s.directions(), s.direction());
        mv.visitInsn(Opcodes.DUP);
        mv.visitVarInsn(ISTORE, CURSOR);
        mv.visitJumpInsn(IFGE, reached);
        failOff(s.offIsNone(), fail);
        mv.visitLabel(reached);
        cellTest(s.test(), s.neutral(), true);
        mv.visitJumpInsn(IFEQ, fail);
    }

    /** Fails a step that left the board; with {@code noneLeft} the cursor is then no cell at all (-1). */
    private void failOff(boolean noneLeft, Label fail) {
        if (noneLeft) {
            push(-1);
            mv.visitVarInsn(ISTORE, CURSOR);
        }
        mv.visitJumpInsn(GOTO, fail);
    }

    /**
     * Pushes whether the cell under the cursor passes the test: off the board the test of no cell
     * ({@code noCell}, as 'verify' asks) or false (as the conditions 'empty', 'friend', 'enemy' say).
     */
    private void cellTest(int test, int neutral, boolean noCell) {
        Label off = new Label();
        Label done = new Label();
        push(test);
        mv.visitVarInsn(ILOAD, CURSOR);
        mv.visitJumpInsn(IFLT, off);
        mv.visitVarInsn(ALOAD, OWNER);
        mv.visitVarInsn(ILOAD, CURSOR);
        mv.visitInsn(IALOAD);
        mv.visitLabel(done);
        mv.visitVarInsn(ALOAD, G);
        mv.visitFieldInsn(GETFIELD, GEN, "mover", "I");
        push(neutral);
        mv.visitMethodInsn(INVOKESTATIC, TEST, "test", "(IIII)Z", false);
        if (!noCell) {
            Label end = new Label();
            mv.visitJumpInsn(GOTO, end);
            mv.visitLabel(off);
            mv.visitInsn(Opcodes.POP);
            mv.visitInsn(ICONST_0);
            mv.visitLabel(end);
            return;
        }
        Label end = new Label();
        mv.visitJumpInsn(GOTO, end);
        mv.visitLabel(off);
        mv.visitLdcInsn(CellTest.NO_CELL);
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(end);
    }

    private void emitMove(Label fail) {
        Label skip = new Label();
        mv.visitVarInsn(ILOAD, CURSOR);
        mv.visitJumpInsn(IFLT, skip);
        mv.visitVarInsn(ILOAD, CURSOR);
        gen("origin");
        mv.visitJumpInsn(IF_ICMPEQ, skip);
        cursorOut();
        mv.visitVarInsn(ALOAD, G);
        push(Move.MOVE);
        gen("origin");
        mv.visitVarInsn(ILOAD, CURSOR);
        gen("program");
        gen("die");
        mv.visitMethodInsn(INVOKESTATIC, Type.getInternalName(Move.class), "encode", "(IIIII)I", false);
        mv.visitVarInsn(ILOAD, CURSOR);
        push(Move.MOVE);
        mv.visitMethodInsn(INVOKEVIRTUAL, GEN, "emit", "(III)Z", false);
        mv.visitJumpInsn(IFEQ, fail);
        mv.visitLabel(skip);
    }

    private void ifElse(CodeNodes.If i, Label fail) {
        Label otherwise = new Label();
        Label end = new Label();
        value(i.condition());
        mv.visitJumpInsn(IFEQ, otherwise);
        op(i.then(), fail);
        mv.visitJumpInsn(GOTO, end);
        mv.visitLabel(otherwise);
        if (i.otherwise() != null) {
            op(i.otherwise(), fail);
        }
        mv.visitLabel(end);
    }

    /** The checks, then the variable set and the body; it never fails. */
    private void ray(CodeNodes.Ray r) {
        Label done = new Label();
        op(r.check(), done);
        mv.visitVarInsn(ALOAD, G);
        mv.visitFieldInsn(GETFIELD, GEN, "locals", "[I");
        push(r.slot());
        push(r.direction());
        mv.visitInsn(IASTORE);
        op(r.body(), done);
        mv.visitLabel(done);
    }

    /**
     * Each alternative from the same cursor; one that fails by a 'break' ends them all with success,
     * any other outcome goes on to the next. The last ({@code rest}) gives the result.
     */
    private void alternatives(StatementNodes.Alternatives a, Label fail) {
        int saved = local(1);
        Label done = new Label();
        mv.visitVarInsn(ILOAD, CURSOR);
        mv.visitVarInsn(ISTORE, saved);
        for (Op alternative : new Op[] {a.a(), a.b(), a.c()}) {
            if (alternative == StatementNodes.END) {
                continue;
            }
            Label failed = new Label();
            Label next = new Label();
            op(alternative, failed);
            restore(saved);
            mv.visitJumpInsn(GOTO, next);
            mv.visitLabel(failed);
            restore(saved);
            leftByBreak();
            mv.visitJumpInsn(IFNE, done);
            mv.visitLabel(next);
        }
        op(a.rest(), fail);
        mv.visitLabel(done);
    }

    void restore(int saved) {
        mv.visitVarInsn(ILOAD, saved);
        mv.visitVarInsn(ISTORE, CURSOR);
    }

    // The pieces LoopWriter builds on.

    MethodVisitor mv() {
        return mv;
    }

    void statement(Op node, Label fail) {
        op(node, fail);
    }

    /** A new local of {@code size} slots (2 for a long). */
    int local(int size) {
        int l = nextLocal;
        nextLocal += size;
        return l;
    }

    void leftByBreak() {
        mv.visitVarInsn(ALOAD, G);
        mv.visitMethodInsn(INVOKEVIRTUAL, GEN, "leftByBreak", "()Z", false);
    }

    void cursorOut() {
        mv.visitVarInsn(ALOAD, G);
        mv.visitVarInsn(ILOAD, CURSOR);
        mv.visitFieldInsn(PUTFIELD, GEN, "cursor", "I");
    }

    private void cursorIn() {
        mv.visitVarInsn(ALOAD, G);
        mv.visitFieldInsn(GETFIELD, GEN, "cursor", "I");
        mv.visitVarInsn(ISTORE, CURSOR);
    }

    void gen(String intField) {
        mv.visitVarInsn(ALOAD, G);
        mv.visitFieldInsn(GETFIELD, GEN, intField, "I");
    }

    void push(int value) {
        mv.visitLdcInsn(value);
    }
}
