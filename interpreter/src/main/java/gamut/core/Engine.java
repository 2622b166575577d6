package gamut.core;

import java.util.Locale;

/**
 * How a game's move programs run: as trees of nodes the interpreter walks, or as bytecode
 * generated for the definition at load time (nodes it cannot write out stay nodes, called from
 * that code). Both give the same moves in the same order; the differential test holds them to it.
 */
public enum Engine {
    INTERPRETED, COMPILED;

    /**
     * The system property that chooses the engine of games loaded without naming one; the loader
     * reads it (the phases that compile and play a definition read nothing of the environment).
     */
    public static final String PROPERTY = "gamut.engine";

    /** The engine of a name as written on a command line: "interpreted" or "compiled". */
    public static Engine parse(String name) {
        for (Engine e : values()) {
            if (e.word().equals(name.trim().toLowerCase(Locale.ROOT))) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown engine '" + name + "': expected interpreted or compiled");
    }

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
