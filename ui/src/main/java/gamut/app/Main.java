package gamut.app;

import gamut.cli.GamutCommand;

/** The gamut application: the interpreter's commands and the viewer's {@code play}. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        int code = commandLine().execute(args);
        System.exit(code);
    }

    /** The gamut command line with the viewer's subcommand added. */
    public static picocli.CommandLine commandLine() {
        picocli.CommandLine cli = GamutCommand.commandLine(new GamutCommand());
        cli.addSubcommand("play", new PlayCommand());
        return cli;
    }
}
