package gamut.compile;

import gamut.core.Engine;
import gamut.rules.Op;
import gamut.rules.ProgramCode;
import gamut.rules.Roots;

/**
 * Turns each compiled move program into what runs: under the compiled engine, bytecode generated
 * for it ({@link ProgramCode}); under the interpreter, or when none of it could be written out,
 * its tree behind a root of its own ({@link Roots}). Counts what became of them for the game's
 * information.
 */
final class ProgramRoots {
    private final Engine engine;
    private int programs;
    private int generated;
    private int tooLong;
    private long written;
    private long kept;

    ProgramRoots(Engine engine) {
        this.engine = engine;
    }

    Op root(Op body) {
        programs++;
        if (engine == Engine.INTERPRETED) {
            return Roots.of(body);
        }
        ProgramCode.Outcome outcome = ProgramCode.of(body);
        generated += outcome.generated() ? 1 : 0;
        tooLong += outcome.tooLong() ? 1 : 0;
        written += outcome.written();
        kept += outcome.kept();
        return outcome.op();
    }

    /** What became of the programs, in a line: {@code null} under the interpreter. */
    String report() {
        if (engine == Engine.INTERPRETED) {
            return null;
        }
        return String.format("%d of %d move programs generated (%,d nodes written out, %,d called as nodes%s)",
                generated, programs, written, kept, tooLong == 0 ? "" : ", " + tooLong + " too long to generate");
    }
}
