package gamut.fuzz;

import java.lang.reflect.Method;

/**
 * What a thread has used: processor time, so that a mutant's budget is not eaten by a busy machine or
 * by the garbage collector cleaning up after another mutant, and bytes allocated, so that a heap
 * filling up is blamed on the mutant that fills it. The platform's thread bean is reached by
 * reflection: these tests run inside module gamut.interpreter, which does not read java.management
 * or jdk.management (and must not be made to). Where a measure is missing it reads -1, and the
 * runner falls back to wall-clock time and to blaming any long-running mutant.
 */
final class Meter {
    private static final Object BEAN;
    private static final Method THREAD_CPU;
    private static final Method CURRENT_CPU;
    private static final Method THREAD_ALLOCATED;

    static {
        Object bean = null;
        Method threadCpu = null;
        Method currentCpu = null;
        Method allocated = null;
        try {
            Class<?> type = Class.forName("java.lang.management.ThreadMXBean");
            bean = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean").invoke(null);
            threadCpu = type.getMethod("getThreadCpuTime", long.class);
            currentCpu = type.getMethod("getCurrentThreadCpuTime");
            if ((Long) currentCpu.invoke(bean) < 0) {
                threadCpu = null;
                currentCpu = null;
            }
            allocated = Class.forName("com.sun.management.ThreadMXBean").getMethod("getThreadAllocatedBytes", long.class);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            allocated = null;
        }
        BEAN = bean;
        THREAD_CPU = threadCpu;
        CURRENT_CPU = currentCpu;
        THREAD_ALLOCATED = allocated;
    }

    private Meter() {}

    /** Nanoseconds of processor time the calling thread has used, or -1. */
    static long cpu() {
        return CURRENT_CPU == null ? -1 : call(CURRENT_CPU);
    }

    /** Nanoseconds of processor time the thread has used, or -1 (also when it has ended). */
    static long cpu(Thread thread) {
        return THREAD_CPU == null ? -1 : call(THREAD_CPU, thread.getId());
    }

    /** Bytes the thread has allocated in all, or -1. */
    static long allocated(Thread thread) {
        return THREAD_ALLOCATED == null ? -1 : call(THREAD_ALLOCATED, thread.getId());
    }

    private static long call(Method method, Object... arguments) {
        try {
            return (Long) method.invoke(BEAN, arguments);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
