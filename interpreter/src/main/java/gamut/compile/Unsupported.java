package gamut.compile;

import gamut.base.Diagnostic;
import gamut.base.Pos;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The constructs the checker accepts but the engine cannot run yet, collected as diagnostics in
 * the order the compiler meets them, each once (a macro expanded many times repeats its place).
 */
final class Unsupported {
    private final Set<Diagnostic> diagnostics = new LinkedHashSet<>();

    void report(Pos pos, String what) {
        diagnostics.add(new Diagnostic(pos, what + " are part of the language but this engine cannot run them yet"));
    }

    boolean none() {
        return diagnostics.isEmpty();
    }

    List<Diagnostic> diagnostics() {
        return List.copyOf(diagnostics);
    }
}
