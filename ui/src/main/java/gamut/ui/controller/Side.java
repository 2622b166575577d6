package gamut.ui.controller;

import gamut.engine.Game;
import java.util.ArrayList;
import java.util.List;

/**
 * One entry of the Players menu: the side's index (what {@link GameController#setPlayer} takes), its
 * name in the game in play, who plays it and the choices offered. The view rebuilds the menu whenever
 * the list of sides changes, so that a record of another game (whose sides may come in another order)
 * never leaves a menu whose "white" changes black.
 */
public record Side(int player, String name, String spec, List<String> choices) {
    /** The sides of the game in play, in the game's own order. */
    static List<Side> of(Game rules, ComputerPlayers players) {
        List<String> choices = offered();
        List<Side> sides = new ArrayList<>();
        for (int p = 0; p < rules.players(); p++) {
            sides.add(new Side(p, rules.playerName(p), players.spec(p), choices));
        }
        return List.copyOf(sides);
    }

    /** The strongest choice searches on every core the machine has (the view never waits for it). */
    static List<String> offered() {
        List<String> specs = new ArrayList<>(List.of(GameController.HUMAN, "random", "mcts:200", "mcts:1000", "mcts:5000"));
        int cores = Runtime.getRuntime().availableProcessors();
        if (cores > 1) {
            specs.add("mcts:20000:" + cores);
        }
        return List.copyOf(specs);
    }
}
