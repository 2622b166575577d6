package gamut.cli;

import gamut.ai.Player;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * Who plays (--player1, --player2) and the seed of the dice and of the computer players: the
 * options of every command where people play, as a picocli mixin. A command sets its own default
 * players by creating the mixin itself ({@code @Mixin PlayerOptions players = new PlayerOptions("human", "random")}).
 */
public final class PlayerOptions {
    static final String HUMAN = "human";

    @Option(names = "--player1", paramLabel = "human|random|mcts[:N[:T]]",
            description = "who plays the first listed player (default ${DEFAULT-VALUE})")
    String player1;

    @Option(names = "--player2", paramLabel = "human|random|mcts[:N[:T]]",
            description = "who plays the second listed player (default ${DEFAULT-VALUE})")
    String player2;

    @Option(names = {"-s", "--seed"}, paramLabel = "S",
            description = "seed of the dice and of the computer players (default ${DEFAULT-VALUE})")
    long seed = 1;

    /** Two people. */
    public PlayerOptions() {
        this(HUMAN, HUMAN);
    }

    public PlayerOptions(String player1, String player2) {
        this.player1 = player1;
        this.player2 = player2;
    }

    public long seed() {
        return seed;
    }

    /** The first and the second player as given: human, random or mcts[:N[:T]]. */
    public List<String> specs() {
        return List.of(player1.trim(), player2.trim());
    }

    /** Who plays the game's player p; any beyond the second is the random player. */
    public String who(int p) {
        return p < 2 ? specs().get(p) : "random";
    }

    public boolean human(int p) {
        return who(p).equals(HUMAN);
    }

    /** The computer player of the game's player p (seeded with the seed plus p), or null for a person. */
    public Player computer(int p) {
        return human(p) ? null : Player.parse(who(p), seed + p);
    }

    /** Reports a player that is neither human nor a known computer player, before any game starts. */
    public void check() {
        for (int p = 0; p < 2; p++) {
            computer(p);
        }
    }
}
