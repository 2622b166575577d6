package gamut.cli;

import gamut.base.GamutException;
import gamut.engine.EngineMoves.Protocol;
import java.io.IOException;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** The options of the engine commands, uci and usi, and their run: the game, the player, the seed. */
final class EngineOptions {
    static final String HELP = "%nWith 'go' the front end's limits replace the player's budget: a depth (ab), a time "
            + "for the move or a share of the clock, about the time left over 30 moves and most of the increment "
            + "(ab, mcts); other players keep their own and are stopped when the time is up. Each depth searched "
            + "is an 'info depth D score cp X nodes N pv ...' line, then 'bestmove'." + PlayerOptions.PLAYERS_HELP;

    @Mixin
    GameOptions game;

    @Option(names = "--player", paramLabel = "SPEC", defaultValue = "ab:1s",
            completionCandidates = PlayerCandidates.Computers.class,
            description = "who thinks (see Players below; default ${DEFAULT-VALUE}); also 'setoption name Player value SPEC'")
    String player;

    @Option(names = {"-s", "--seed"}, defaultValue = "1", paramLabel = "S",
            description = "seed of the player (default ${DEFAULT-VALUE})")
    long seed;

    /** Checks what can be checked before the protocol starts, then answers standard input until quit. */
    int run(Protocol protocol, CommandSpec spec) throws IOException {
        if (Definitions.isStdin(game.file)) {
            throw new GamutException(protocol.word() + ": the protocol is on standard input; give the definition as a file");
        }
        gamut.ai.Player.parse(player, seed).close(); // an unknown player is reported before the protocol starts
        EngineSession session = new EngineSession(game.game(), protocol, player.trim(), seed, Version.number(),
                spec.commandLine().getOut());
        session.run(TextCommand.stdin());
        return 0;
    }
}
