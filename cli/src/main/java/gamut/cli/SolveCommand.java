package gamut.cli;

import gamut.ai.GameSolver;
import gamut.ai.PuzzleSolver;
import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.StringJoiner;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Prove the value of a position of a game without dice.",
                "A game of one player (a puzzle): the shortest solution, as moves in the game's notation, or that there "
                        + "is none. A game of two players: a win for one of them or a draw with best play, in how many "
                        + "plies a win comes at the most against any defence, and a line of best play.",
                "Exit 0 with a proof, 1 when the time or the depth ran out first (what was shown is said)."})
final class SolveCommand implements Callable<Integer> {
    /** The deepest a search may go: each ply is a level of the search's own stack. */
    static final int MOST_DEPTH = PuzzleSolver.DEEPEST;
    /** The proof table's slots: 2^22, 80 MiB. */
    static final int TABLE_BITS = 22;

    @Mixin
    GameOptions game;

    @Option(names = {"-p", "--position"}, paramLabel = "P",
            description = "start position: text such as 'black: d5 f5; white: a5 h5; turn: black', or @FILE")
    String position;

    @Option(names = "--time", paramLabel = "SECONDS", defaultValue = "60",
            description = "give up after this many seconds (default ${DEFAULT-VALUE})")
    double seconds;

    @Option(names = {"-d", "--depth"}, paramLabel = "D", defaultValue = "1000",
            description = "search at most D moves deep (default ${DEFAULT-VALUE}, at most " + MOST_DEPTH + ")")
    int depth;

    @Option(names = "--any", description = "in a game of one player, stop at the first solution found, without "
            + "ruling out shorter ones (which can take far longer than finding one)")
    boolean any;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (!(seconds > 0 && seconds <= Limits.SECONDS)) {
            throw new GamutException("solve: --time must be more than 0 and at most " + Limits.SECONDS + " seconds, not "
                    + seconds);
        }
        if (depth < 1 || depth > MOST_DEPTH) {
            throw new GamutException("solve: --depth must be 1 to " + MOST_DEPTH + ", not " + depth);
        }
        Game loaded = game.game();
        if (loaded.hasDice()) {
            throw new GamutException("solve: " + loaded.title() + " has dice: only a game without chance can be proven");
        }
        if (loaded.players() > 2) {
            throw new GamutException("solve: " + loaded.title() + " has " + loaded.players()
                    + " players: best play is proven for one or two");
        }
        State state = GameOptions.start(loaded, position);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        long deadline = start + (long) (seconds * 1e9);
        PuzzleSolver.Progress progress = new PuzzleSolver.Progress() {
            @Override
            public void searching(String what, long positions, double load) {
                double s = (System.nanoTime() - start) / 1e9;
                err.printf(Locale.ROOT, "solve: %.0f s, searching %s: %,d positions (%,.0f a second), table %.0f%% full%n",
                        s, what, positions, positions / s, 100 * load);
                err.flush();
            }

            @Override
            public void found(int moves, long positions) {
                err.printf(Locale.ROOT, "solve: a solution of %s found after %.1f s (%,d positions)%s%n", moves(moves),
                        (System.nanoTime() - start) / 1e9, positions, any ? "" : "; ruling out shorter ones");
                err.flush();
            }
        };
        int code = loaded.players() == 1 ? puzzle(state, deadline, progress, out)
                : game(loaded, state, deadline, progress, out);
        err.printf(Locale.ROOT, "solve: %.1f s%n", (System.nanoTime() - start) / 1e9);
        err.flush();
        return code;
    }

    private int puzzle(State state, long deadline, PuzzleSolver.Progress progress, PrintWriter out) {
        PuzzleSolver.Proof proof = new PuzzleSolver(state, TABLE_BITS, deadline, progress).solve(depth, any);
        String searched = String.format(Locale.ROOT, " (%,d positions searched)", proof.positions());
        if (proof.moves() != null) {
            int n = proof.moves().length;
            out.println(proof.shortest() ? "solved in " + moves(n) + ", the fewest possible" + searched
                    : any ? "solved in " + moves(n) + " (the first solution found; --any)" + searched
                    : "solved in " + moves(n) + "; none in fewer than " + moves(proof.noneShorterThan())
                            + " (the time ran out before a shorter one was ruled out)" + searched);
            out.println(line(state, proof.moves()));
        } else if (proof.timedOut()) {
            out.println("unknown: the time ran out before a solution was found" + searched);
        } else if (proof.noneAtAll()) {
            out.println("no solution: no position that can be reached is won" + searched);
        } else {
            out.println("no solution in " + moves(depth) + " or fewer" + searched);
        }
        out.flush();
        return proof.timedOut() && !proof.shortest() ? ExitCode.NO : ExitCode.OK;
    }

    private int game(Game loaded, State state, long deadline, PuzzleSolver.Progress progress, PrintWriter out) {
        GameSolver.Proof proof = new GameSolver(state, TABLE_BITS, deadline, progress).solve(depth);
        String searched = String.format(Locale.ROOT, " (%,d positions searched)", proof.positions());
        if (!proof.proven()) {
            out.println("unknown: not proven searching " + plies(proof.depthSearched()) + " deep" + searched);
            out.flush();
            return ExitCode.NO;
        }
        if (proof.winner() < 0) {
            out.println("a draw with best play" + searched);
        } else {
            out.println("a win for " + loaded.playerName(proof.winner()) + " with best play, in at most "
                    + plies(proof.plies()) + searched);
        }
        if (proof.line().length > 0) {
            out.println(line(state, proof.line()));
        }
        out.flush();
        return ExitCode.OK;
    }

    /** The moves in the game's notation, numbered, each written in the position it is played from. */
    private static String line(State state, int[] moves) {
        StringJoiner text = new StringJoiner(" ");
        for (int i = 0; i < moves.length; i++) {
            text.add((i + 1) + ". " + Notation.format(state, moves[i]));
            state.make(moves[i]);
        }
        for (int i = 0; i < moves.length; i++) {
            state.unmake();
        }
        return text.toString();
    }

    private static String moves(int n) {
        return n == 1 ? "1 move" : n + " moves";
    }

    private static String plies(int n) {
        return n == 1 ? "1 ply" : n + " plies";
    }
}
