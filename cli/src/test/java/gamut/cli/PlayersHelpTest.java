package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.ai.PlayerSpecs;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every command with players lists the same specs in its help: the levels with their budgets, times per move
 * (the viewer's play, the application's, is held to text's in its HelpTest).
 */
class PlayersHelpTest {
    /** The help without any white space, which picocli breaks lines at (also after a colon). */
    private static String help(String command) {
        CommandLine cli = GamutCommand.commandLine(new GamutCommand());
        StringWriter out = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(new StringWriter()));
        assertEquals(0, cli.execute(command, "--help"));
        return out.toString().replaceAll("\\s+", "");
    }

    @Test
    void everyCommandWithPlayersNamesTheLevelsTheirBudgetsAndTimesPerMove() {
        for (String command : List.of("text", "replay", "selfplay", "compare", "match", "tournament", "uci", "usi")) {
            String help = help(command);
            assertTrue(help.contains("Players:random;alevel,easy,medium,hardorstrongest:theplayerthegame'sdefinitionnamesforit"), command + ": " + help);
            PlayerSpecs.LEVELS.forEach((level, spec) ->
                    assertTrue(help.contains(level + "(" + spec + ")"), command + " names " + level + ": " + help));
            assertTrue(help.contains("mcts:TIME[:THREADS],atimepermovesuchas2sor500ms"), command);
            assertTrue(help.contains("atimepermovedoesnot."), command);
            assertTrue(help.contains("+rave(movesvaluedalsobytheiterationsthatplayedthemlater)"), command);
            assertTrue(help.contains("ab[:DEPTH|:TIME|:NODESnodes]:alpha-betasearchtoadepthinplies(abalone:4)"), command);
            assertTrue(help.contains("uci:PATH[:TIME][?NAME=VALUE&...]:anengineprogramthatspeaksUCI(usi:forUSI)"), command);
            assertEquals(List.of("text", "replay").contains(command), help.contains("human:aperson."), command);
        }
        assertTrue(help("text").contains("--player1=human|random|LEVEL|mcts[:N|:TIME[:T]]"), help("text"));
    }

    @Test
    void levelsAndTimesPlay() {
        String out = Cli.run("selfplay", Cli.game("tic-tac-toe"), "-n", "1", "-q", "--players", "easy,mcts:20ms");
        // A time per move does not replay: only that the game was played.
        assertTrue(out.startsWith("1 games: "), out);
        String text = Cli.run("selfplay", Cli.game("tic-tac-toe"), "-n", "2", "-q", "--players", "medium,mcts:300:2");
        assertEquals("2 games: crosses 0 wins (0.0%), noughts 0 wins (0.0%), 2 draws (100.0%); mean length 9.0 plies;"
                + " ends: no_moves 100.0%", text.strip());
    }
}
