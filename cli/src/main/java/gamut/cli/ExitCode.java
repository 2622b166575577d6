package gamut.cli;

import gamut.base.GamutException;

/**
 * The exit codes of every gamut command, one convention so that scripts can tell "the answer is no"
 * from "the command was wrong" from "Gamut is broken". When several apply (check of many files), the
 * largest is the command's.
 */
public final class ExitCode {
    private ExitCode() {}

    /** It worked: the files are sound, the tests hold, the rule sets are the same. */
    public static final int OK = 0;
    /** The command ran and the answer is no: a definition that does not check, a test that fails, rule sets that differ. */
    public static final int NO = 1;
    /** The command line is wrong: a bad option or argument, a missing or unreadable file, a bad position or record. */
    public static final int USAGE = 2;
    /** A fault of Gamut (or of the machine): an exception nobody expected. */
    public static final int INTERNAL = 3;

    /** The code of a problem the user can fix: 1 for a definition at fault, 2 for anything else. */
    public static int of(GamutException e) {
        return e.isUnsoundDefinition() ? NO : USAGE;
    }
}
