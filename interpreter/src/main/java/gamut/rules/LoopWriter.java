package gamut.rules;

import gamut.board.Board;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/** Writes a 'while' ({@link CodeNodes.While}) for {@link ProgramWriter}, with its rounds counted and its checks for a loop that cannot end. */
final class LoopWriter {
    private static final String GEN = ProgramCode.ClassShape.GEN;
    private static final String LOOPS = Type.getInternalName(LoopOps.class);
    private static final String BOARD = Type.getInternalName(Board.class);
    private static final String CHAINS = Type.getInternalName(Chains.class);
    private static final int G = 1;
    private static final int CURSOR = 2;

    private final ProgramWriter writer;
    private final MethodVisitor mv;

    LoopWriter(ProgramWriter writer) {
        this.writer = writer;
        this.mv = writer.mv();
    }

    void loop(CodeNodes.While w, Label fail) {
        int guard = writer.local(1);
        int before = writer.local(2);
        mv.visitInsn(Opcodes.ICONST_0);
        mv.visitVarInsn(Opcodes.ISTORE, guard);
        mv.visitInsn(Opcodes.LCONST_0);
        mv.visitVarInsn(Opcodes.LSTORE, before);
        int[] still = w.stuckIfStill() ? new int[] {writer.local(1), writer.local(1), writer.local(2), writer.local(1)} : null;
        Label top = new Label();
        Label done = new Label();
        Label bodyFailed = new Label();
        mv.visitLabel(top);
        writer.value(w.condition());
        mv.visitJumpInsn(Opcodes.IFEQ, done);
        mv.visitVarInsn(Opcodes.ALOAD, G);
        mv.visitInsn(Opcodes.ICONST_1);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, GEN, "rounds", "(I)V", false);
        if (still != null) {
            remember(still);
        }
        writer.statement(w.body(), bodyFailed);
        if (still != null) {
            compare(still);
        }
        mv.visitIincInsn(guard, 1);
        mv.visitVarInsn(Opcodes.ILOAD, guard);
        writer.push(LoopOps.MAX_LOOP);
        mv.visitJumpInsn(Opcodes.IF_ICMPGT, fail);
        mv.visitVarInsn(Opcodes.ILOAD, guard);
        writer.push(LoopOps.STILL_ROUNDS);
        mv.visitInsn(Opcodes.IAND);
        mv.visitJumpInsn(Opcodes.IFNE, top);
        writer.cursorOut();
        mv.visitVarInsn(Opcodes.ALOAD, G);
        mv.visitVarInsn(Opcodes.ILOAD, guard);
        mv.visitVarInsn(Opcodes.LLOAD, before);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, LOOPS, "progressed", "(L" + GEN + ";IJ)J", false);
        mv.visitVarInsn(Opcodes.LSTORE, before);
        mv.visitJumpInsn(Opcodes.GOTO, top);
        mv.visitLabel(bodyFailed);
        writer.leftByBreak();
        mv.visitJumpInsn(Opcodes.IFEQ, fail);
        mv.visitLabel(done);
    }

    /** The cursor, die, board and move being built before a round: locals cursor, die, board (a long), mark. */
    private void remember(int[] still) {
        mv.visitVarInsn(Opcodes.ILOAD, CURSOR);
        mv.visitVarInsn(Opcodes.ISTORE, still[0]);
        mv.visitVarInsn(Opcodes.ALOAD, G);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, LOOPS, "dieAndOvershoot", "(L" + GEN + ";)I", false);
        mv.visitVarInsn(Opcodes.ISTORE, still[1]);
        mv.visitVarInsn(Opcodes.ALOAD, G);
        mv.visitFieldInsn(Opcodes.GETFIELD, GEN, "board", "L" + BOARD + ";");
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BOARD, "hash", "()J", false);
        mv.visitVarInsn(Opcodes.LSTORE, still[2]);
        mv.visitVarInsn(Opcodes.ALOAD, G);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, GEN, "chains", "()L" + CHAINS + ";", false);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CHAINS, "mark", "()I", false);
        mv.visitVarInsn(Opcodes.ISTORE, still[3]);
    }

    /** A round that changed none of them can never end: the error at once. */
    private void compare(int[] still) {
        Label moved = new Label();
        mv.visitVarInsn(Opcodes.ILOAD, still[0]);
        mv.visitVarInsn(Opcodes.ILOAD, CURSOR);
        mv.visitJumpInsn(Opcodes.IF_ICMPNE, moved);
        mv.visitVarInsn(Opcodes.ALOAD, G);
        mv.visitVarInsn(Opcodes.ILOAD, still[1]);
        mv.visitVarInsn(Opcodes.LLOAD, still[2]);
        mv.visitVarInsn(Opcodes.ILOAD, still[3]);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, LOOPS, "still", "(L" + GEN + ";IJI)Z", false);
        mv.visitJumpInsn(Opcodes.IFEQ, moved);
        mv.visitInsn(Opcodes.ICONST_1);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, LOOPS, "stuck", "(I)V", false);
        mv.visitLabel(moved);
    }

    /** Loops over more values than this are written as a loop, not once per value. */
    private static final int UNROLLED = 16;

    /**
     * A 'for' over constant values: each round from the same cursor, a failed round ending only
     * itself and a 'break' the loop. Up to {@link #UNROLLED} values the body is written once per
     * value, with the variable known in it (a step in its direction becomes a constant step).
     */
    void forEach(CodeNodes.ForEach f) {
        int saved = writer.local(1);
        Label end = new Label();
        mv.visitVarInsn(Opcodes.ILOAD, CURSOR);
        mv.visitVarInsn(Opcodes.ISTORE, saved);
        mv.visitVarInsn(Opcodes.ALOAD, G);
        writer.push(f.values().length);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, GEN, "rounds", "(I)V", false);
        if (f.values().length > UNROLLED) {
            looped(f, saved, end);
            return;
        }
        for (int v : f.values()) {
            writer.storeLocal(f.slot(), () -> writer.push(v));
            writer.known().put(f.slot(), v);
            round(f.body(), saved, end);
            writer.known().remove(f.slot());
        }
        mv.visitLabel(end);
    }

    /** One round: the body from the saved cursor, which it gets back whatever happens; a 'break' goes to {@code end}. */
    private void round(Op body, int saved, Label end) {
        Label failed = new Label();
        Label next = new Label();
        writer.statement(body, failed);
        writer.restore(saved);
        mv.visitJumpInsn(Opcodes.GOTO, next);
        mv.visitLabel(failed);
        writer.restore(saved);
        writer.leftByBreak();
        mv.visitJumpInsn(Opcodes.IFNE, end);
        mv.visitLabel(next);
    }

    private void looped(CodeNodes.ForEach f, int saved, Label end) {
        int index = writer.local(1);
        Label top = new Label();
        mv.visitInsn(Opcodes.ICONST_0);
        mv.visitVarInsn(Opcodes.ISTORE, index);
        // The body runs again after what it changed: nothing known before it holds in it.
        writer.known().clear();
        mv.visitLabel(top);
        mv.visitVarInsn(Opcodes.ILOAD, index);
        writer.push(f.values().length);
        mv.visitJumpInsn(Opcodes.IF_ICMPGE, end);
        writer.storeLocal(f.slot(), () -> {
            writer.constantPool().load(mv, f.values(), int[].class);
            mv.visitVarInsn(Opcodes.ILOAD, index);
            mv.visitInsn(Opcodes.IALOAD);
        });
        round(f.body(), saved, end);
        mv.visitIincInsn(index, 1);
        mv.visitJumpInsn(Opcodes.GOTO, top);
        mv.visitLabel(end);
        writer.known().clear();
    }
}
