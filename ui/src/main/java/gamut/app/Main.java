package gamut.app;

import gamut.cli.GamutCommand;

/** The gamut application: the interpreter's commands (the viewer's 'play' joins them later). */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        int code = GamutCommand.commandLine(new GamutCommand()).execute(args);
        System.exit(code);
    }
}
