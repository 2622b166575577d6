package gamut.cli;

import gamut.ai.Heuristics;
import gamut.ai.Trainer;
import gamut.ai.WeightsFile;
import gamut.api.AtomicWrite;
import gamut.base.GamutException;
import gamut.engine.Game;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "train", mixinStandardHelpOptions = true,
        description = {"Learn the weights of the evaluation the alpha-beta player (ab) uses, from games played by itself.",
                "Each game opens with random moves, then the alpha-beta search plays both sides with the weights learned so "
                        + "far, one move in five random (in a game of dice, random moves throughout). Every position after the "
                        + "opening is kept with the game's result, and the weights become those of the logistic regression of "
                        + "the results on the features (docs/language.md, Evaluation weights). One game in five is kept aside to "
                        + "judge them: the log loss of its results as the weights foretell them, against a coin's (0.693). The "
                        + "weights go into the section of the variants played of the weights file beside FILE (FILE.gamut: "
                        + "FILE.weights), other sections kept; the same options and seed learn the same weights."})
final class TrainCommand implements Callable<Integer> {
    @Mixin
    GameOptions game;

    @Option(names = {"-n", "--games"}, defaultValue = "200", paramLabel = "N", description = "games a round (default ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--rounds", defaultValue = "2", paramLabel = "R",
            description = "rounds, each playing with the weights of the last (default ${DEFAULT-VALUE})")
    int rounds;

    @Option(names = "--depth", defaultValue = "1", paramLabel = "D", description = "depth of the search playing the games (default ${DEFAULT-VALUE})")
    int depth;

    @Option(names = "--openings", defaultValue = "4", paramLabel = "PLIES",
            description = "random decisions opening each game (default ${DEFAULT-VALUE})")
    int openings;

    @Option(names = {"-s", "--seed"}, defaultValue = "1", paramLabel = "S", description = "random seed (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--dry-run", description = "print the weights learned without writing them")
    boolean dryRun;

    @Option(names = "--network", description = "learn a neural network instead, for the net player (docs/language.md, Networks): "
            + "-n games of self-play by temporal differences, written to FILE.net beside FILE (FILE.VARIANTS.net with variants)")
    boolean network;

    @Option(names = "--hidden", defaultValue = "40", paramLabel = "H",
            description = "with --network: hidden units (default ${DEFAULT-VALUE})")
    int hidden;

    @Option(names = "--rate", defaultValue = "0.1", paramLabel = "R",
            description = "with --network: the rate of learning (default ${DEFAULT-VALUE})")
    double rate;

    @Option(names = "--last-rate", paramLabel = "R",
            description = "with --network: the rate of learning at the last game, the rate falling in a straight line "
                    + "from --rate to it (default: --rate throughout)")
    Double lastRate;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (network) {
            return NetworkTraining.run(this);
        }
        check(games >= 5 && games <= 1_000_000, "--games must be 5 to 1000000 (one in five is kept aside), not " + games);
        check(rounds >= 1 && rounds <= 100, "--rounds must be 1 to 100, not " + rounds);
        check(depth >= 1 && depth <= 20, "--depth must be 1 to 20, not " + depth);
        check(openings >= 0 && openings <= 1000, "--openings must be 0 to 1000, not " + openings);
        Path weightsFile = WeightsFile.beside(game.file);
        check(dryRun || weightsFile != null && !game.file.toString().equals("-"),
                "a definition read from standard input has no folder to keep weights in: use --dry-run");
        Game loaded = game.game();
        PrintWriter out = spec.commandLine().getOut();
        out.println("train " + loaded.title() + " [" + game.variantLabel() + "]: " + rounds + " rounds of " + games
                + " games, search depth " + depth + ", " + openings + " random opening plies, seed " + seed);
        out.println("starting from weights " + Heuristics.of(loaded).origin());
        out.flush();
        ProgressLine progress = ProgressLine.onStandardError("train", games * rounds, spec.commandLine().getErr());
        List<Trainer.Round> done = new Trainer(loaded, new Trainer.Options(games, rounds, openings, depth, seed))
                .run(n -> progress.step());
        progress.finish();
        for (Trainer.Round r : done) {
            out.println(String.format(Locale.ROOT, "round %d: %d positions learned from; log loss of the games kept aside "
                    + "%.4f (a coin: %.4f)", r.round(), r.positions(), r.heldOutLoss(), r.baselineLoss()));
        }
        Heuristics learned = done.get(done.size() - 1).weights();
        String comment = "learned by gamut train -n " + games + " --rounds " + rounds + " --depth " + depth + " --openings "
                + openings + " -s " + seed;
        out.print(WeightsFile.merged("", loaded, learned, comment));
        if (!dryRun) {
            String existing = read(weightsFile);
            AtomicWrite.writeString(weightsFile, WeightsFile.merged(existing, loaded, learned, comment));
            out.println("written to " + weightsFile + " [" + WeightsFile.sectionName(loaded) + "]");
        }
        out.flush();
        return 0;
    }

    static void check(boolean ok, String message) {
        if (!ok) {
            throw new GamutException("train: " + message);
        }
    }

    static String read(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.readString(file) : null;
        } catch (IOException e) {
            throw new GamutException(file + ": cannot read: " + e.getMessage());
        }
    }
}
