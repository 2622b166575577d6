package gamut.cli;

import gamut.engine.EngineMoves.Protocol;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "uci", mixinStandardHelpOptions = true, footer = EngineOptions.HELP,
        description = {"Play as a UCI engine on standard input and output, for a graphical front end or a match runner.",
                "For a definition that declares a position in letters named fen ('position fen { ... }'): positions "
                        + "come as 'position startpos|fen FEN [moves ...]', moves as the cells a piece leaves and "
                        + "reaches in the game's own names (e2e4), with the letter of the type a piece becomes "
                        + "(a7a8q); a move of two pieces is written as the first piece's. Answers uci, isready, "
                        + "ucinewgame, setoption (name Player value SPEC), position, go (depth, movetime, wtime, "
                        + "btime, winc, binc, movestogo, infinite), stop and quit."})
final class UciCommand implements Callable<Integer> {
    @Mixin
    EngineOptions engine;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        return engine.run(Protocol.UCI, spec);
    }
}
