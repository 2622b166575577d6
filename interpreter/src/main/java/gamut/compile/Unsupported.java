package gamut.compile;

import gamut.base.Diagnostic;
import gamut.base.Pos;
import java.util.ArrayList;
import java.util.List;

/**
 * The constructs the checker accepts but the engine cannot run yet, collected as diagnostics in
 * the order the compiler meets them.
 */
final class Unsupported {
    private final List<Diagnostic> diagnostics = new ArrayList<>();

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
