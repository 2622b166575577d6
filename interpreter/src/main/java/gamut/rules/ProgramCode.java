package gamut.rules;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * A compiled program written out as the bytecode of one method of a hidden class of its own, in
 * place of a tree of nodes. The nodes of {@link CodeNodes} and the blocks become straight-line
 * code with the cursor in a local variable and the board's array read directly; any other node
 * stays as it is and is called from that code (a constant the JIT inlines, as {@link Roots}
 * lets it). The interpreter's nodes are the reference: {@link ProgramWriter} must do what their
 * {@code exec} does, which the differential test checks game by game.
 */
public final class ProgramCode {
    /**
     * The JIT leaves a method longer than this many bytes of bytecode to the interpreter (HotSpot's
     * HugeMethodLimit): such a program stays a tree, which it does compile.
     */
    static final int LONGEST = 8000;

    private ProgramCode() {}

    /** What became of one program: the code to run, and how many of its nodes were written out or kept as nodes. */
    public record Outcome(Op op, int written, int kept, boolean tooLong) {
        /** Whether the program runs as generated code. */
        public boolean generated() {
            return written > 0 && !tooLong;
        }
    }

    /** The program as generated code, or behind a root of its own ({@link Roots}) when nothing of it could be written out. */
    public static Outcome of(Op root) {
        ProgramWriter writer = new ProgramWriter();
        byte[] bytes = writer.write(root);
        if (writer.written() == 0 || bytes == null) {
            return new Outcome(Roots.of(root), writer.written(), writer.kept(), bytes == null);
        }
        return new Outcome(define(bytes, writer.constants()), writer.written(), writer.kept(), false);
    }

    private static Op define(byte[] bytes, Object[] constants) {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup().defineHiddenClassWithClassData(bytes, constants, true);
            return (Op) lookup.findConstructor(lookup.lookupClass(), MethodType.methodType(void.class)).invoke();
        } catch (Throwable e) {
            throw new IllegalStateException("cannot define the generated code of a program", e);
        }
    }

    /** Writes the class: its constants as static final fields filled from the class data, and {@code exec}. */
    static final class ClassShape {
        static final String NAME = "gamut/rules/GeneratedProgram";
        static final String GEN = Type.getInternalName(Gen.class);

        private ClassShape() {}

        static ClassWriter start() {
            ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
                @Override
                protected String getCommonSuperClass(String a, String b) {
                    // No two reference types ever meet where the code joins: nothing to load to find out.
                    return "java/lang/Object";
                }
            };
            cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, NAME, null, "java/lang/Object",
                    new String[] {Type.getInternalName(Op.class)});
            MethodVisitor init = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
            init.visitCode();
            init.visitVarInsn(Opcodes.ALOAD, 0);
            init.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
            init.visitInsn(Opcodes.RETURN);
            init.visitMaxs(0, 0);
            init.visitEnd();
            return cw;
        }

        static void constants(ClassWriter cw, List<String> descriptors) {
            MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
            mv.visitCode();
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodHandles", "lookup",
                    "()Ljava/lang/invoke/MethodHandles$Lookup;", false);
            mv.visitLdcInsn("_");
            mv.visitLdcInsn(Type.getType(Object[].class));
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodHandles", "classData",
                    "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;", false);
            mv.visitTypeInsn(Opcodes.CHECKCAST, "[Ljava/lang/Object;");
            mv.visitVarInsn(Opcodes.ASTORE, 0);
            for (int i = 0; i < descriptors.size(); i++) {
                String d = descriptors.get(i);
                cw.visitField(Opcodes.ACC_STATIC | Opcodes.ACC_FINAL | Opcodes.ACC_PRIVATE, "k" + i, d, null, null).visitEnd();
                mv.visitVarInsn(Opcodes.ALOAD, 0);
                mv.visitLdcInsn(i);
                mv.visitInsn(Opcodes.AALOAD);
                mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getType(d).getInternalName());
                mv.visitFieldInsn(Opcodes.PUTSTATIC, NAME, "k" + i, d);
            }
            mv.visitInsn(Opcodes.RETURN);
            mv.visitMaxs(0, 0);
            mv.visitEnd();
        }
    }

    /** The constants a generated class reads: arrays and the nodes it calls. */
    static final class Constants {
        private final List<Object> values = new ArrayList<>();
        private final List<String> descriptors = new ArrayList<>();
        private final Map<Object, Integer> index = new IdentityHashMap<>();

        /** Pushes the constant, kept once however often it is read. */
        void load(MethodVisitor mv, Object value, Class<?> type) {
            int k = index.computeIfAbsent(value, v -> {
                values.add(v);
                descriptors.add(Type.getDescriptor(type));
                return values.size() - 1;
            });
            mv.visitFieldInsn(Opcodes.GETSTATIC, ClassShape.NAME, "k" + k, descriptors.get(k));
        }

        Object[] values() {
            return values.toArray();
        }

        List<String> descriptors() {
            return descriptors;
        }
    }
}
