package gamut.cli;

import gamut.engine.EngineMoves.Protocol;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "usi", mixinStandardHelpOptions = true, footer = EngineOptions.HELP,
        description = {"Play as a USI engine on standard input and output, for a graphical front end or a match runner.",
                "For a definition that declares a position in letters named sfen ('position sfen { ... }'): positions "
                        + "come as 'position startpos|sfen SFEN [moves ...]', a cell as its column counted from the "
                        + "right of the written board and its row from the top (7g7f), a drop as the piece's letter, "
                        + "'*' and the cell (P*5e), a piece that becomes another type marked '+'. Answers usi, "
                        + "isready, usinewgame, setoption (name Player value SPEC), position, go (depth, btime, wtime, "
                        + "binc, winc, byoyomi, movetime, infinite), stop, gameover and quit."})
final class UsiCommand implements Callable<Integer> {
    @Mixin
    EngineOptions engine;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        return engine.run(Protocol.USI, spec);
    }
}
