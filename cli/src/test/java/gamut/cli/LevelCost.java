package gamut.cli;

import gamut.ai.Analysis;
import gamut.ai.Player;
import gamut.engine.State;
import gamut.api.Gamut;
import gamut.engine.Game;
import java.util.List;
import java.util.Locale;

/**
 * What a move costs at each level of the game (or any player spec): both sides played by it from the start of
 * FILE for PLIES plies, the time of each choice; the README's table of levels comes from it. Not a
 * test (it times things): {@code java -cp cli/target/test-classes:ui/target/gamut.jar gamut.cli.LevelCost
 * games/lines-of-action.gamut 30 easy medium hard strongest}; variants after a colon, as
 * {@code games/chinese-checkers.gamut:players=6}, and every seat played by the level.
 */
public final class LevelCost {
    private LevelCost() {}

    public static void main(String[] args) {
        GameFileSpec file = GameFileSpec.parse(args[0], "LevelCost");
        Game game = Gamut.load(file.file(), file.variants());
        int plies = Integer.parseInt(args[1]);
        for (int i = 2; i < args.length; i++) {
            State state = game.newState();
            Player[] players = new Player[game.players()];
            for (int p = 0; p < players.length; p++) {
                players[p] = Player.parse(args[i], p + 1, game);
            }
            java.util.SplittableRandom dice = new java.util.SplittableRandom(1);
            long total = 0;
            long most = 0;
            long iterations = 0;
            int n = 0;
            while (n < plies && !state.isOver()) {
                if (state.isChance()) {
                    state.make(state.randomOutcome(dice));
                    continue;
                }
                Player player = players[state.decider()];
                long begin = System.nanoTime();
                int move = player.choose(state);
                long took = System.nanoTime() - begin;
                total += took;
                most = Math.max(most, took);
                iterations += player.analysis().map(Analysis::iterations).orElse(0);
                state.make(move);
                n++;
            }
            System.out.printf(Locale.ROOT, "%s %s: %d plies, mean %.2f s, longest %.2f s a move, %.0f iterations a move%n",
                    args[0], args[i], n, total / 1e9 / n, most / 1e9, (double) iterations / n);
        }
    }
}
