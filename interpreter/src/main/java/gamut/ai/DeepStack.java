package gamut.ai;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Runs a search whose every ply is a level of the Java stack on a thread with room for the
 * deepest ({@link PuzzleSolver#DEEPEST} plies), waiting for its answer.
 */
final class DeepStack {
    /** Reserved, not committed: the memory a thread's stack really takes is what it uses. */
    private static final long STACK_BYTES = 1L << 30;

    private DeepStack() {}

    static <T> T run(String name, Supplier<T> search) {
        AtomicReference<T> answer = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread thread = new Thread(null, () -> {
            try {
                answer.set(search.get());
            } catch (Throwable e) {
                failure.set(e);
            }
        }, name, STACK_BYTES);
        thread.start();
        try {
            thread.join();
        } catch (InterruptedException e) {
            thread.interrupt();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while solving", e);
        }
        Throwable e = failure.get();
        if (e instanceof RuntimeException r) {
            throw r;
        }
        if (e instanceof Error err) {
            throw err;
        }
        return answer.get();
    }
}
