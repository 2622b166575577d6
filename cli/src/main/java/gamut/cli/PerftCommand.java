package gamut.cli;

import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.Perft;
import gamut.engine.State;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "perft", mixinStandardHelpOptions = true,
        description = {"Count the leaves of the game tree from a position, one line 'perft(d) = N' per depth.",
                "One ply is one decision of the player to move (a part of a turn is a ply; --turns counts complete "
                        + "turns instead); a finished game has no children; a blocked player's pass is a ply. A roll of the "
                        + "dice is a chance event, not a ply: --dice fixes the first roll, and every other roll is enumerated "
                        + "(each distinct roll once)."})
final class PerftCommand implements Callable<Integer> {
    @Mixin
    GameOptions game;

    @Option(names = {"-p", "--position"}, paramLabel = "P",
            description = "start position: text such as 'black: d5 f5; white: a5 h5; turn: black', or @FILE")
    String position;

    @Option(names = {"-d", "--depth"}, required = true, paramLabel = "D", description = "deepest depth to count")
    int depth;

    @Option(names = "--divide", description = "also print the count below each first move at the deepest depth")
    boolean divide;

    @Option(names = "--turns", description = "count complete turns instead of single decisions (plies)")
    boolean turns;

    @Option(names = "--dice", paramLabel = "A-B", description = {"fix the first roll (6-5); without it every roll "
            + "is counted: a chance node sums the leaves below each distinct roll and is not a ply"})
    String dice;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (depth < 1 || depth > Limits.PERFT_DEPTH) {
            throw new GamutException("perft: --depth must be 1 to " + Limits.PERFT_DEPTH + ", not " + depth);
        }
        Game loaded = game.game();
        State state = GameOptions.start(loaded, position);
        GameOptions.roll(state, dice);
        PrintWriter out = spec.commandLine().getOut();
        Perft perft = new Perft(state);
        long leaves = 0;
        long nanos = 0;
        for (int d = 1; d <= depth; d++) {
            long start = System.nanoTime();
            leaves = turns ? perft.countTurns(d) : perft.count(d);
            nanos = System.nanoTime() - start;
            out.println("perft(" + d + ") = " + leaves);
            out.flush();
        }
        // The speed goes to standard error: standard output holds the counts alone, for scripts.
        PrintWriter err = spec.commandLine().getErr();
        err.printf(Locale.ROOT, "perft(%d): %,d leaves in %.3f s, %,.0f leaves/s%n", depth, leaves, nanos / 1e9,
                nanos == 0 ? 0.0 : leaves / (nanos / 1e9));
        err.flush();
        if (divide) {
            MoveList moves = new MoveList();
            state.generate(moves);
            int turnBefore = state.turnNumber();
            for (int i = 0; i < moves.size(); i++) {
                String name = Notation.format(state, moves.get(i));
                state.make(moves.get(i));
                long below;
                if (turns) {
                    boolean turnOver = state.turnNumber() != turnBefore || state.isOver();
                    below = turnOver ? (depth == 1 ? 1 : state.isOver() ? 0 : perft.countTurns(depth - 1))
                            : perft.countTurns(depth);
                } else {
                    below = depth == 1 ? 1 : perft.count(depth - 1);
                }
                out.println(name + " " + below);
                state.unmake();
            }
        }
        out.flush();
        return 0;
    }
}
