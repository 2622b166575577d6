package gamut.rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Compiled programs as constants the JIT can see through. A program is a tree of small nodes; one
 * class of node (a 'verify', say) serves every program, so the JIT's profile of the calls it makes
 * mixes all of them and it cannot inline past it. Each program's root here is a class of its own
 * (a hidden copy of {@link OpRoot}) holding the tree in a static final field: compiling that class,
 * the JIT takes the tree as a constant, and as the nodes' fields are trusted as constants too
 * (lambdas and records), it follows every call to the very node it reaches and inlines the
 * program into one piece of code, the way a compiler for this one game would.
 */
public final class Roots {
    private static final byte[] OP_ROOT = bytes(OpRoot.class);
    private static final byte[] EVAL_ROOT = bytes(EvalRoot.class);

    private Roots() {}

    /** The program behind a root of its own. */
    public static Op of(Op body) {
        return (Op) root(OP_ROOT, body);
    }

    /** The condition or value behind a root of its own. */
    public static Eval of(Eval body) {
        return (Eval) root(EVAL_ROOT, body);
    }

    private static Object root(byte[] template, Object body) {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup().defineHiddenClassWithClassData(template, body, true);
            return lookup.findConstructor(lookup.lookupClass(), MethodType.methodType(void.class)).invoke();
        } catch (Throwable e) {
            throw new IllegalStateException("cannot define a root class for compiled rules", e);
        }
    }

    private static byte[] bytes(Class<?> template) {
        try (InputStream in = template.getResourceAsStream(template.getSimpleName() + ".class")) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
