package gamut.ui.controller;

import gamut.ai.PlayerSpecs;
import gamut.core.ComputerLevels;
import gamut.engine.Game;
import java.util.ArrayList;
import java.util.List;

/**
 * One entry of the Players menu: the side's index (what {@link GameController#setPlayer} takes), its
 * name in the game in play, who plays it and the choices offered. The view rebuilds the menu whenever
 * the list of sides changes, so that a record of another game (whose sides may come in another order)
 * never leaves a menu whose "white" changes black.
 */
public record Side(int player, String name, String spec, List<String> choices, List<String> labels) {
    /** The times a move may take that the menu offers, in seconds. */
    private static final int[] SECONDS = {1, 2, 5, 10};

    /** The sides of the game in play, in the game's own order; a spec given on the command line is offered too. */
    static List<Side> of(Game game, ComputerPlayers players) {
        List<String> offered = offered(!game.hasDice());
        List<Side> sides = new ArrayList<>();
        for (int p = 0; p < game.players(); p++) {
            List<String> choices = offered;
            if (!offered.contains(players.spec(p))) {
                choices = new ArrayList<>(offered);
                choices.add(players.spec(p));
            }
            sides.add(new Side(p, game.playerName(p), players.spec(p), List.copyOf(choices),
                    choices.stream().map(c -> label(c, game.computer())).toList()));
        }
        return List.copyOf(sides);
    }

    /**
     * A person, the random player, the named levels (which replay per seed), then times per move of
     * the tree search, searched on every core the machine has (the view never waits for them), and
     * in a game without dice of the alpha-beta search.
     */
    static List<String> offered(boolean alphaBeta) {
        List<String> specs = new ArrayList<>(List.of(GameController.HUMAN, "random"));
        specs.addAll(PlayerSpecs.LEVELS.keySet());
        int cores = Runtime.getRuntime().availableProcessors();
        for (int s : SECONDS) {
            specs.add("mcts:" + s + "s" + (cores > 1 ? ":" + cores : ""));
        }
        for (int s : alphaBeta ? SECONDS : new int[0]) {
            specs.add("ab:" + s + "s");
        }
        return List.copyOf(specs);
    }

    /**
     * The menu's words for a spec: "hard (ab:4, Elo 310)" for a level of the game (its Elo on the
     * game's ladder, easy at 0, when its definition records one), "2 s a move (mcts:2s:4)", "2 s a
     * move, alpha-beta (ab:2s)", or the spec itself.
     */
    public static String label(String spec, ComputerLevels levels) {
        for (ComputerLevels.Level l : levels.all()) {
            if (l.level().equals(spec)) {
                return spec + " (" + l.spec() + (l.elo() == null ? "" : ", Elo " + l.elo()) + ")";
            }
        }
        java.util.regex.Matcher time = java.util.regex.Pattern.compile("(mcts|ab):([0-9]+)s(:[0-9]+)?").matcher(spec);
        if (!time.matches()) {
            return spec;
        }
        return time.group(2) + " s a move" + (time.group(1).equals("ab") ? ", alpha-beta" : "") + " (" + spec + ")";
    }
}
