package gamut.base;

import java.util.function.Supplier;

/**
 * Runs work that recurses over a definition (parsing, checking, compiling) on a thread of its own
 * with a large, fixed stack, so that whether it succeeds never depends on the stack of the calling
 * thread. {@link Limits#NESTING} keeps the recursion far below this stack; the stack only makes
 * the outcome the same on every thread.
 */
public final class LargeStack {
    private LargeStack() {}

    /** Bytes of stack for the thread; reserved, not committed, until used. */
    private static final long STACK_BYTES = 256L << 20;

    private static final ThreadLocal<Boolean> ON_LARGE_STACK = ThreadLocal.withInitial(() -> false);

    /** The work's result, computed on a large stack (at once when this thread already has one); its exceptions pass through. */
    public static <T> T call(Supplier<T> work) {
        if (ON_LARGE_STACK.get()) {
            return work.get();
        }
        Object[] result = new Object[1];
        Throwable[] failure = new Throwable[1];
        Thread thread = new Thread(null, () -> {
            ON_LARGE_STACK.set(true);
            try {
                result[0] = work.get();
            } catch (Throwable t) {
                failure[0] = t;
            }
        }, "gamut-large-stack", STACK_BYTES);
        thread.setDaemon(true);
        thread.start();
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure[0] instanceof RuntimeException e) {
            throw e;
        } else if (failure[0] instanceof Error e) {
            throw e;
        } else if (failure[0] != null) {
            throw new IllegalStateException(failure[0]);
        }
        @SuppressWarnings("unchecked")
        T value = (T) result[0];
        return value;
    }
}
