package gamut.base;

/** A problem a user caused and can fix (a bad file, record or argument); its message says what and where. */
public final class GamutException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Whether the problem is a definition that does not check, rather than a file, option or record. */
    private final boolean unsoundDefinition;

    public GamutException(String message) {
        this(message, false);
    }

    private GamutException(String message, boolean unsoundDefinition) {
        super(message);
        this.unsoundDefinition = unsoundDefinition;
    }

    /**
     * The errors of a definition that does not check (syntax, names, types), as its diagnostics
     * report them: a caller that reports to people tells this apart from a missing file or a wrong
     * option, the command line by its exit code.
     */
    public static GamutException unsoundDefinition(String report) {
        return new GamutException(report, true);
    }

    /** True when the definition itself is at fault: it has errors at their {@code file:line:col}. */
    public boolean isUnsoundDefinition() {
        return unsoundDefinition;
    }
}
