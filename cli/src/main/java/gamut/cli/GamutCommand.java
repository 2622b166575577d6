package gamut.cli;

import gamut.base.GamutException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/** The top of the {@code gamut} command; the application adds its own subcommands (such as play). */
// INHERIT: every subcommand, the application's added later included, prints the same version.
@Command(name = "gamut", mixinStandardHelpOptions = true, versionProvider = Version.class,
        scope = CommandLine.ScopeType.INHERIT,
        description = "Any game written as a definition file: check it, test it, play it and measure it.",
        subcommands = {NewCommand.class, CheckCommand.class, TestCommand.class, DiffCommand.class, InfoCommand.class,
                PerftCommand.class, SolveCommand.class, SelfplayCommand.class, TextCommand.class, ReplayCommand.class, ConvertCommand.class, BenchCommand.class, CompareCommand.class, MatchCommand.class,
                TournamentCommand.class, TrainCommand.class, UciCommand.class, UsiCommand.class,
                CommandLine.HelpCommand.class})
public final class GamutCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The top command, to which the application adds its own subcommands. */
    public GamutCommand() {}

    /** {@code gamut} alone: the commands, on standard error, since no command was given (a usage error). */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        spec.commandLine().getErr().flush();
        return ExitCode.USAGE;
    }

    /**
     * The commands of this module alone, without the viewer's play that the application (gamut-ui)
     * adds: a JVM of its own runs them so, as the tests' child processes do.
     */
    public static void main(String[] args) {
        System.exit(execute(commandLine(new GamutCommand()), args));
    }

    /** Runs a command line to its exit code, an {@link Error} (out of memory, say) included as an internal error. */
    public static int execute(CommandLine cli, String... args) {
        try {
            return cli.execute(args);
        } catch (Error e) { // errors pass picocli's handler, but not as a stack trace
            return internalError(new PrintWriter(System.err, true), e);
        }
    }

    /**
     * A command line whose problems print what is wrong, never a stack trace, and exit as {@link ExitCode}
     * says: 1 for a definition that does not check, 2 for a wrong command line, 3 for an internal error.
     */
    public static CommandLine commandLine(Object top) {
        CommandLine cli = new CommandLine(top);
        // '@file' is Gamut's own way to name a position file, not picocli's argument file.
        cli.setExpandAtFiles(false);
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            if (e instanceof CommandLine.ParameterException p) {
                return parameterError(p);
            }
            PrintWriter err = commandLine.getErr();
            if (e instanceof GamutException g) {
                err.println(e.getMessage());
                err.flush();
                return ExitCode.of(g);
            }
            return internalError(err, e);
        });
        cli.setParameterExceptionHandler((e, args) -> parameterError(e));
        return cli;
    }

    /**
     * A mistake in the arguments: one line, and where to find the options; for a word that is no
     * command, a second line lists the commands.
     */
    private static int parameterError(CommandLine.ParameterException e) {
        PrintWriter err = e.getCommandLine().getErr();
        String word = UnknownCommand.word(e);
        if (word != null) {
            UnknownCommand.message(word, List.copyOf(e.getCommandLine().getSubcommands().keySet())).forEach(err::println);
        } else {
            err.println("gamut: " + e.getMessage());
        }
        err.println("Try '" + e.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
        err.flush();
        return ExitCode.USAGE;
    }

    /**
     * What is not the user's doing (a fault of Gamut, or the machine running out of memory): said in
     * one line with a request to report it, the stack trace only with GAMUT_DEBUG set. Exit code 3.
     */
    public static int internalError(PrintWriter err, Throwable e) {
        boolean debug = System.getenv("GAMUT_DEBUG") != null;
        err.println("gamut: internal error, please report it: " + e.toString().replaceAll("\\R", " ")
                + (debug ? "" : " (GAMUT_DEBUG=1 shows where)"));
        if (debug) {
            e.printStackTrace(err);
        }
        err.flush();
        return ExitCode.INTERNAL;
    }
}
