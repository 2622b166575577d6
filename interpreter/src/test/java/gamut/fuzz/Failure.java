package gamut.fuzz;

import gamut.fuzz.Probe.Stage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * A mutant that escaped: something other than a GamutException thrown, a broken promise, or a stage
 * over its time budget or the heap. {@code kind} groups failures with the same cause: the exception's
 * type, the stage, and the first frame of the library (the fuzzer's own frames left out).
 */
record Failure(String kind, Mutant mutant, Stage stage, String message, String trace) {

    static Failure thrown(Mutant mutant, Stage stage, Throwable t) {
        String type = t instanceof Oracle.Finding ? "Finding(" + findingKind(t.getMessage()) + ")" : t.getClass().getSimpleName();
        StringWriter trace = new StringWriter();
        t.printStackTrace(new PrintWriter(trace));
        return new Failure(type + " in " + stage + " at " + frame(t.getStackTrace()), mutant, stage,
                String.valueOf(t.getMessage()), cut(trace.toString()));
    }

    /** A stage that ran over its budget (or took the heap past its share), with where it was when stopped. */
    static Failure stopped(Mutant mutant, Stage stage, String why, StackTraceElement[] where) {
        String trace = Arrays.stream(where).map(e -> "\tat " + e).collect(Collectors.joining("\n"));
        return new Failure(why + " in " + stage + " at " + frame(where), mutant, stage, why, cut(trace));
    }

    /**
     * The first frame of the library, as Class.method; the top frame when there is none. The compiled
     * node trees (gamut.rules) and lambdas (most of them compiled rules too) are passed over: a rule
     * that runs away is named by the engine code running it.
     */
    static String frame(StackTraceElement[] stack) {
        for (StackTraceElement e : stack) {
            String c = e.getClassName();
            if (c.startsWith("gamut.") && !c.startsWith("gamut.fuzz.") && !c.startsWith("gamut.rules.")
                    && !c.contains("$$Lambda") && !e.getMethodName().startsWith("lambda$")) {
                return simple(e);
            }
        }
        return stack.length > 0 ? simple(stack[0]) : "?";
    }

    private static String simple(StackTraceElement e) {
        String c = e.getClassName();
        return c.substring(c.lastIndexOf('.') + 1) + "." + e.getMethodName();
    }

    /** The finding's message up to its details: "a diagnostic outside the file". */
    private static String findingKind(String message) {
        int cut = message.length();
        for (char c : new char[] {':', '('}) {
            int i = message.indexOf(c);
            if (i >= 0 && i < cut) {
                cut = i;
            }
        }
        return message.substring(0, cut).strip();
    }

    private static String cut(String trace) {
        String[] lines = trace.split("\n");
        if (lines.length <= 60) {
            return trace;
        }
        return String.join("\n", Arrays.copyOf(lines, 60)) + "\n\t... " + (lines.length - 60) + " more lines";
    }

    /** The report of one failure: the mutant, what happened, and the start of the stack. */
    String describe() {
        return kind + "\n" + mutant.describe() + "\n" + message + "\n" + trace;
    }
}
