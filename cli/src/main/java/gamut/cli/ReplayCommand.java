package gamut.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "replay", mixinStandardHelpOptions = true, footer = PlayerOptions.PEOPLE_HELP,
        description = {"Step through a saved game in the terminal, or go on with it from any move.",
                "The record (as 'save' in 'gamut text' or the window writes it) is shown from its start: next and "
                        + "back step one move on or back, end and start go to its last move or its start, with the "
                        + "rolls of the dice as they were. Typing a move plays on from there, as in 'gamut text' "
                        + "(the rest of the record is then dropped); choose computer players to let them play on."})
final class ReplayCommand implements Callable<Integer> {
    @Parameters(paramLabel = "RECORD", description = "the game record")
    Path file;

    @Mixin
    PlayerOptions players = new PlayerOptions();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        players.check();
        TextCommand.Recorded recorded = TextCommand.Recorded.load(file, players, spec);
        TextSession session = recorded.session(players, spec.commandLine().getOut());
        session.rewind();
        session.run(TextCommand.stdin(), recorded.title());
        return 0;
    }
}
