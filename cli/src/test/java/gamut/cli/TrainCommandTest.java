package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Learning a game's evaluation weights, and the weights file beside the definition, as a user meets them. */
class TrainCommandTest {
    @TempDir
    Path dir;

    private Path copy(String game) throws IOException {
        Path file = dir.resolve(game + ".gamut");
        Files.copy(Path.of(Cli.game(game)), file);
        return file;
    }

    @Test
    void weightsAreLearnedIntoTheFileBesideTheDefinitionAndReplayForTheSeed() throws IOException {
        Path game = copy("breakthrough");
        String out = Cli.run("train", game.toString(), "-n", "10", "--rounds", "1", "-s", "3");
        Path weights = dir.resolve("breakthrough.weights");
        assertTrue(out.startsWith("train Breakthrough [base]: 1 rounds of 10 games, search depth 1, 4 random opening plies,"
                + " seed 3\nstarting from weights worked out from the rules\nround 1: "), out);
        assertTrue(out.endsWith("written to " + weights + " [base]\n"), out);
        String text = Files.readString(weights);
        assertTrue(text.startsWith("# The weights of the evaluation of Breakthrough for the alpha-beta player"), text);
        assertTrue(text.contains("[base]\n# learned by gamut train -n 10 --rounds 1 --depth 1 --openings 4 -s 3\npiece pawn "),
                text);
        assertEquals("breakthrough.gamut: ok\nbreakthrough.weights: ok\n",
                Cli.run("check", game.toString()).replace(dir + "/", ""));
        assertTrue(Cli.run("info", game.toString()).contains("\nevaluation: " + weights + " [base] (the alpha-beta"
                + " player's; gamut train learns it)\n"));
        assertTrue(Cli.run("train", game.toString(), "-n", "10", "--rounds", "1", "-s", "3", "--dry-run")
                .contains("starting from weights " + weights + " [base]"), "the next run starts from the file's weights");
        Files.delete(weights);
        Cli.run("train", game.toString(), "-n", "10", "--rounds", "1", "-s", "3");
        assertEquals(text, Files.readString(weights), "the same options and seed learn the same weights");
    }

    @Test
    void aMistakeInTheWeightsIsCheckedWithItsPlace() throws IOException {
        Path game = copy("breakthrough");
        Files.writeString(dir.resolve("breakthrough.weights"), "[base]\npiece pawn 90\n\n[fast]\nexited 1\n");
        Cli.Result r = Cli.execute("check", game.toString());
        assertEquals(1, r.code());
        assertEquals(dir.resolve("breakthrough.weights") + ":4:1: section [fast]: unknown variant 'fast'; this game has no"
                + " variants\n", r.err());
        Files.writeString(dir.resolve("breakthrough.weights"), "[base]\npiece pawn ninety\n");
        r = Cli.execute("selfplay", game.toString(), "-n", "1", "--players", "ab:1,random");
        assertEquals(dir.resolve("breakthrough.weights") + ":2:12: a weight is a number between -1000000 and 1000000 such as"
                + " 12 or -0.5, not 'ninety'\n", r.err());
    }

    @Test
    void optionsOutOfRangeAreRefused() {
        Cli.Result r = Cli.execute("train", Cli.game("breakthrough"), "-n", "3");
        assertEquals(2, r.code());
        assertEquals("train: --games must be 5 to 1000000 (one in five is kept aside), not 3\n", r.err());
        r = Cli.execute("train", Cli.game("breakthrough"), "--depth", "0");
        assertEquals("train: --depth must be 1 to 20, not 0\n", r.err());
    }

    @Test
    void aNetworkIsLearnedIntoTheFileBesideTheDefinitionCheckedAndPlayed() throws IOException {
        Path game = copy("backgammon");
        String out = Cli.run("train", game.toString(), "--network", "-n", "20", "--hidden", "4", "--rate", "0.2",
                "--last-rate", "0.05", "-s", "3");
        Path network = dir.resolve("backgammon.net");
        assertTrue(out.startsWith("train a network for Backgammon [base]: 20 games of self-play, 4 hidden units, rate 0.2"
                + " falling to 0.05, 0 random opening plies, seed 3\nagainst the random player, one turn ahead: "), out);
        assertTrue(out.endsWith("written to " + network + "\n"), out);
        String text = Files.readString(network);
        assertTrue(text.startsWith("# The network that values positions of Backgammon for the net player (docs/language.md,"
                + " Networks),\n# learned from games it played itself: gamut train --network -n 20 --hidden 4 --rate 0.2"
                + " --last-rate 0.05 --openings 0 -s 3.\n# against the random player"), text);
        assertEquals("backgammon.gamut: ok\nbackgammon.net: ok\n",
                Cli.run("check", game.toString()).replace(dir + "/", "").replace(game.getParent() + "/", ""));
        Cli.run("train", game.toString(), "--network", "-n", "20", "--hidden", "4", "--rate", "0.2", "--last-rate", "0.05",
                "-s", "3");
        assertEquals(text, Files.readString(network), "the same options and seed learn the same network");
        assertTrue(Cli.run("info", game.toString()).contains("\nnetwork: " + network + " (the net player's, and its variants' that"
                + " have none of their own; gamut train --network learns it)\n"));
        assertTrue(Cli.run("selfplay", game.toString(), "-n", "2", "--players", "net,random").contains("2 games"));
        Files.writeString(network, text.replace("hidden 4", "hidden 5"));
        Cli.Result r = Cli.execute("check", game.toString());
        assertEquals(1, r.code());
        assertEquals(network + ":12:1: 'output' needs 6 numbers here, not 5\n", r.err());
        r = Cli.execute("train", game.toString(), "--network", "--hidden", "0");
        assertEquals("train: --hidden must be 1 to 1000, not 0\n", r.err());
    }
}
