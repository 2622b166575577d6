package gamut.cli;

import gamut.ai.Network;
import gamut.ai.NetworkFile;
import gamut.ai.NetworkTrainer;
import gamut.api.AtomicWrite;
import gamut.engine.Game;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** {@code gamut train --network}: a network learned by self-play, checked against the random player, written beside the definition. */
final class NetworkTraining {
    /** Games against the random player that check what was learned. */
    private static final int CHECK_GAMES = 100;

    private NetworkTraining() {}

    static int run(TrainCommand c) {
        TrainCommand.check(c.games >= 1 && c.games <= 10_000_000, "--games must be 1 to 10000000, not " + c.games);
        TrainCommand.check(c.hidden >= 1 && c.hidden <= Network.MOST_HIDDEN,
                "--hidden must be 1 to " + Network.MOST_HIDDEN + ", not " + c.hidden);
        TrainCommand.check(c.rate > 0 && c.rate <= 10, "--rate must be above 0 and at most 10, not " + c.rate);
        double last = c.lastRate == null ? c.rate : c.lastRate;
        TrainCommand.check(last > 0 && last <= 10, "--last-rate must be above 0 and at most 10, not " + last);
        TrainCommand.check(c.openings >= 0 && c.openings <= 1000, "--openings must be 0 to 1000, not " + c.openings);
        TrainCommand.check(c.dryRun || !c.game.file.toString().equals("-"),
                "a definition read from standard input has no folder to keep a network in: use --dry-run");
        Game loaded = c.game.game();
        int openings = loaded.hasDice() ? 0 : c.openings;
        PrintWriter out = c.spec.commandLine().getOut();
        String command = String.format(Locale.ROOT, "gamut train --network -n %d --hidden %d --rate %s%s --openings %d -s %d",
                c.games, c.hidden, c.rate, last == c.rate ? "" : " --last-rate " + last, openings, c.seed);
        out.println("train a network for " + loaded.title() + " [" + c.game.variantLabel() + "]: " + c.games
                + " games of self-play, " + c.hidden + " hidden units, rate " + c.rate + (last == c.rate ? "" : " falling to " + last)
                + ", " + openings
                + " random opening plies, seed " + c.seed);
        out.flush();
        ProgressLine progress = ProgressLine.onStandardError("train", c.games, c.spec.commandLine().getErr());
        Network learned = new NetworkTrainer(loaded, new NetworkTrainer.Options(c.games, c.hidden, c.rate, last, openings, c.seed))
                .run(n -> progress.step(), command);
        progress.finish();
        double score = NetworkTrainer.againstRandom(learned, loaded, CHECK_GAMES, c.seed);
        String check = String.format(Locale.ROOT, "against the random player, one turn ahead: %.1f%% of %d games",
                100 * score, CHECK_GAMES);
        out.println(check);
        if (!c.dryRun) {
            Path file = NetworkFile.beside(c.game.file, loaded);
            AtomicWrite.writeString(file, NetworkFile.write(learned, List.of(
                    "The network that values positions of " + loaded.title() + " for the net player (docs/language.md, Networks),",
                    "learned from games it played itself: " + command + ".",
                    check + ".")));
            out.println("written to " + file);
        }
        out.flush();
        return 0;
    }
}
