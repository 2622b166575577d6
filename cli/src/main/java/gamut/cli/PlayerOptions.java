package gamut.cli;

import gamut.ai.Player;
import gamut.base.GamutException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import picocli.CommandLine.Option;

/**
 * Who plays (--player1, --player2, --seat N=SPEC for the others) and the seed of the dice and of the computer players: the
 * options of every command where people play, as a picocli mixin. A command sets its own default
 * players by creating the mixin itself ({@code @Mixin PlayerOptions players = new PlayerOptions("human", "random")}).
 */
public final class PlayerOptions {
    static final String HUMAN = "human";

    /**
     * The players a spec may name, as the help of every command with players states them (a
     * constant, as annotations want; PlayersHelpTest holds it to {@link gamut.ai.PlayerSpecs#LEVELS}).
     */
    public static final String PLAYERS_HELP = "%nPlayers: random; a level, easy, medium, hard or strongest: the "
            + "player the game's definition names for it (its computer lines, which gamut info lists with each level's "
            + "Elo), else a level of the tree search: easy (mcts:200), "
            + "medium (mcts:2000), hard (mcts:10000) or strongest (mcts:40000:2), a move taking about 0.1, 0.4, 2 and 4 s "
            + "on a 2-core machine in the opening of a game of about 30 moves a position (README: Computer players); "
            + "mcts[:ITERATIONS[:THREADS]] (mcts alone: 1,000 iterations); mcts:TIME[:THREADS], a time per move "
            + "such as 2s or 500ms. An iteration budget, and so a level, replays the same moves for the same seed "
            + "(and, on one thread, stops early once its move cannot change); a time per move does not. "
            + "Options of the tree search, each after a +: +solver (proves wins and losses), +mast (playouts "
            + "prefer moves that did well), +cut=N (playouts stop after N decisions and are valued by the "
            + "evaluation), +rave (moves valued also by the iterations that played them later), as in "
            + "mcts:2s+solver+rave. "
            + "ab[:DEPTH|:TIME|:NODESnodes]: alpha-beta search to a depth in plies (ab alone: 4), for a time a move or "
            + "for a number of nodes a move (ab:20000nodes), in games without dice, valuing positions by the weights "
            + "beside the definition (gamut train) or worked out from the rules; a depth or nodes replay for the seed; "
            + "+contempt=N values a draw as N points lost, so that it plays on where that costs less (ab:4+contempt=20). "
            + "net[:TURNS]: in a game of two players, the move that starts the best end of the turn as the network "
            + "beside the definition values it (gamut train --network), net:2 weighing every answer to every roll too. uci:PATH[:TIME][?NAME=VALUE&...]: an engine program that "
            + "speaks UCI (usi: for USI), in a game with a position in letters named fen (sfen), given TIME a move "
            + "(default 1s) and each option NAME=VALUE, such as uci:/usr/games/stockfish?UCI_Elo=1320.";

    /** The same, with a person at this terminal or window. */
    public static final String PEOPLE_HELP = PLAYERS_HELP + " human: a person.";

    @Option(names = "--player1", paramLabel = "human|random|LEVEL|mcts[:N|:TIME[:T]]",
            completionCandidates = PlayerCandidates.People.class,
            description = "who plays the first listed player (default ${DEFAULT-VALUE})")
    String player1;

    @Option(names = "--player2", paramLabel = "human|random|LEVEL|mcts[:N|:TIME[:T]]",
            completionCandidates = PlayerCandidates.People.class,
            description = "who plays the second listed player (default ${DEFAULT-VALUE})")
    String player2;

    @Option(names = "--seat", paramLabel = "N=SPEC",
            description = "who plays the game's N-th player, for games of three players or more (repeatable: --seat 3=hard"
                    + " --seat 4=human); a seat not named plays as --player2's default")
    Map<Integer, String> seats = new TreeMap<>();

    @Option(names = {"-s", "--seed"}, paramLabel = "S",
            description = "seed of the dice and of the computer players (default ${DEFAULT-VALUE})")
    long seed = 1;

    /** Who plays a seat beyond the second that --seat does not name: the command's default second player. */
    private final String otherSeats;

    /** Two people. */
    public PlayerOptions() {
        this(HUMAN, HUMAN);
    }

    public PlayerOptions(String player1, String player2) {
        this.player1 = player1;
        this.player2 = player2;
        this.otherSeats = player2;
    }

    public long seed() {
        return seed;
    }

    /** Every player named, in the game's order up to the last seat named: human or a spec of {@link Player#parse}. */
    public List<String> specs() {
        int last = Math.max(2, seats.keySet().stream().mapToInt(Integer::intValue).max().orElse(2));
        List<String> out = new ArrayList<>();
        for (int p = 0; p < last; p++) {
            out.add(who(p));
        }
        return out;
    }

    /**
     * Who plays each of a game's seats: --player1, --player2, then --seat, a seat it does not name
     * played as the second is (the viewer, where the second seat is the computer's unless told otherwise).
     */
    public List<String> everySeat(int players) {
        List<String> out = new ArrayList<>();
        for (int p = 0; p < Math.max(2, players); p++) {
            out.add(p < 2 ? who(p) : seats.getOrDefault(p + 1, who(1)).trim());
        }
        return out;
    }

    /** Who plays the game's player p (from 0): --player1, --player2, then --seat or --player2's default. */
    public String who(int p) {
        return switch (p) {
            case 0 -> player1.trim();
            case 1 -> player2.trim();
            default -> seats.getOrDefault(p + 1, otherSeats).trim();
        };
    }

    public boolean human(int p) {
        return who(p).equals(HUMAN);
    }

    /** The computer player of the game's player p (seeded with the seed plus p), or null for a person. */
    public Player computer(int p, gamut.engine.Game game) {
        return human(p) ? null : Player.parse(who(p), seed + p, game);
    }

    /** Reports a player that is neither human nor a known computer player, before any game starts. */
    public void check() {
        for (Map.Entry<Integer, String> seat : seats.entrySet()) {
            if (seat.getKey() < 3) {
                throw new GamutException("--seat " + seat.getKey() + "=" + seat.getValue() + ": the first two players are"
                        + " --player1 and --player2; --seat names the third and beyond");
            }
        }
        List<String> named = specs();
        for (int p = 0; p < named.size(); p++) {
            if (!human(p)) {
                Player.parse(who(p), seed + p).close();
            }
        }
    }

    /** Reports a seat the game does not have, once the game is known. */
    public void check(int players) {
        for (Map.Entry<Integer, String> seat : seats.entrySet()) {
            if (seat.getKey() > players) {
                throw new GamutException("--seat " + seat.getKey() + "=" + seat.getValue() + ": this game has "
                        + players + " players");
            }
        }
    }
}
