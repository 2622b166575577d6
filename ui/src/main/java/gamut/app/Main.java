package gamut.app;

import gamut.cli.GamutCommand;

/** The gamut application: the interpreter's commands and the viewer's {@code play}. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        System.exit(GamutCommand.execute(commandLine(), args));
    }

    /** The gamut command line with the viewer's subcommand added. */
    public static picocli.CommandLine commandLine() {
        picocli.CommandLine cli = GamutCommand.commandLine(new GamutCommand());
        cli.addSubcommand("play", new PlayCommand());
        // Added last, so that the script it prints completes every command, play included.
        cli.addSubcommand("generate-completion", new CompletionCommand());
        return cli;
    }
}
