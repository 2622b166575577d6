package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.PlayerSpec;
import gamut.core.Result;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.testing.Games;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The learned network: its inputs, its outputs and equity, learning it, its file, and its player. */
class NetworkTest {
    private static final Game BACKGAMMON = Games.start(Games.load("backgammon.gamut")).game();

    private static Network learned(int games, long seed) {
        return new NetworkTrainer(BACKGAMMON, new NetworkTrainer.Options(games, 8, 0.1, 0.1, 0, seed)).run(n -> { }, "a test");
    }

    @Test
    void theInputsOfAPositionAreItsStacksReservesAndPiecesBorneOff() {
        NetworkInputs inputs = new NetworkInputs(BACKGAMMON);
        // 24 points, 2 owners, 1 type: 192 stack inputs, 48 buried, 8 reserve, 2 borne off, 2 to move
        assertEquals(252, inputs.size());
        State s = BACKGAMMON.position("white: 1*5, 2; black: 24; reserve black: checker 4; exited white: 9; turn: black");
        int[] index = new int[inputs.most()];
        double[] value = new double[inputs.most()];
        int n = inputs.read(s, index, value);
        // white's five on point 1 (cell 0): 1, 1, 1 and (5 - 3) / 2; its one on point 2 (cell 1);
        // black's one on point 24 (cell 23, owner 1); black's reserve of 4 as a stack; white's
        // 9 of 15 borne off; black to move
        assertArrayEquals(new int[] {0, 1, 2, 3, 8, 188, 248, 244, 245, 246, 247, 251}, java.util.Arrays.copyOf(index, n));
        assertArrayEquals(new double[] {1, 1, 1, 1, 1, 1, 0.6, 1, 1, 1, 0.5, 1}, java.util.Arrays.copyOf(value, n), 1e-9);
    }

    @Test
    void theOutputsAreChancesOfWinsByEachLevelOfPointsAndTheEquityWeighsThem() {
        Network n = new Network(BACKGAMMON, 4, new double[] {1, 2, 3}, "base", "a test");
        assertEquals(5, n.outputs());
        // a gammon of white's (the second player would have lost it): won, by 2 or more, not by 3
        assertArrayEquals(new double[] {1, 1, 0, 0, 0}, n.target(new Result(0, new double[] {2, 0}, "gammon")));
        assertArrayEquals(new double[] {0, 0, 0, 1, 1}, n.target(new Result(1, new double[] {0, 3}, "backgammon")));
        assertArrayEquals(new double[] {0.5, 0, 0, 0, 0}, n.target(new Result(Result.DRAW, new double[] {0, 0}, "draw")));
        // 60% to win, 20% a gammon or more, 5% a backgammon; 10% and 1% for the other side:
        // 0.2 + (0.2 - 0.1) + (0.05 - 0.01)
        double[] out = {0.6, 0.2, 0.05, 0.1, 0.01};
        assertEquals(0.34, n.equity(out, 0), 1e-9);
        assertEquals(-0.34, n.equity(out, 1), 1e-9);
        assertEquals(-2, Network.equity(new Result(0, new double[] {2, 0}, "gammon"), 1));
    }

    @Test
    void learningIsDrawnFromTheSeed() {
        Network a = learned(20, 5);
        // random games of backgammon end in single games, gammons and backgammons
        assertArrayEquals(new double[] {1, 2, 3}, a.levels);
        assertEquals(NetworkFile.write(a, List.of()), NetworkFile.write(learned(20, 5), List.of()));
        assertNotEquals(NetworkFile.write(a, List.of()), NetworkFile.write(learned(20, 6), List.of()));
    }

    @Test
    void aWinInOneTurnIsPlayedLookingOneTurnAheadOrTwo() {
        Network network = learned(10, 1);
        for (int turns = 1; turns <= 2; turns++) {
            // 2-1 bears off white's last two checkers, but only 2/off and 1/off in either order: 2/1 first leaves one
            State s = BACKGAMMON.position("white: 1, 2; black: 19*15; exited white: 13; turn: white");
            s.setRoll(new int[] {2, 1});
            TurnLookahead look = new TurnLookahead(network, turns);
            s.make(look.choose(s));
            s.make(look.choose(s));
            assertTrue(s.isOver(), "looking " + turns + " turns ahead");
            assertEquals("white wins 2 points (gammon)", s.game().describe(s.result()));
        }
    }

    @Test
    void aNetworkIsWrittenAndReadBackAsItWas(@TempDir Path dir) throws Exception {
        Network a = learned(10, 2);
        Path file = dir.resolve("backgammon.net");
        Files.writeString(file, NetworkFile.write(a, List.of("a comment")));
        Network b = NetworkFile.read(file, BACKGAMMON);
        assertEquals(NetworkFile.write(a, List.of()), NetworkFile.write(b, List.of()));
        State s = BACKGAMMON.newState();
        assertArrayEquals(a.valuer().outputs(s), b.valuer().outputs(s), 1e-4);
    }

    @Test
    void aWrongFileIsRefusedWithItsLine(@TempDir Path dir) throws Exception {
        String good = NetworkFile.write(learned(1, 2), List.of());
        Path file = dir.resolve("backgammon.net");
        assertEquals(file + ":5:1: the rules give 252 inputs, not 251: the network was learned for other rules;"
                + " learn it again with 'gamut train --network'", refusal(file, good.replace("inputs 252", "inputs 251")));
        assertEquals(file + ":5:1: learned for the variants [cube], not [base]: learn one with 'gamut train --network'",
                refusal(file, "network cube\ninputs 252\nhidden 8\nlevels 1 2 3\nunit 0 0\n"));
        assertEquals(file + ":2:1: 'hidden' takes a whole number from 1 to 1000, not 'many'",
                refusal(file, "network base\nhidden many\n"));
        assertEquals(file + ":5:1: 'unit' needs 253 numbers here, not 2",
                refusal(file, "network base\ninputs 252\nhidden 8\nlevels 1 2 3\nunit 0 0.5 x\n"));
        assertEquals(file + ":1:1: unknown line 'weights': a network file has network, inputs, hidden, levels, unit"
                + " and output lines", refusal(file, "weights 1\n"));
        assertEquals(file + ": the network is incomplete: every unit 0 to 7 and output needs its line",
                refusal(file, good.lines().filter(l -> !l.startsWith("output 2")).reduce("", (x, y) -> x + y + "\n")));
    }

    private static String refusal(Path file, String text) throws Exception {
        Files.writeString(file, text);
        return assertThrows(GamutException.class, () -> NetworkFile.read(file, BACKGAMMON)).getMessage();
    }

    @Test
    void theNetPlayerIsASpecAndNeedsItsFile(@TempDir Path dir) throws Exception {
        assertEquals("net:1", PlayerSpec.parse("net").name());
        assertEquals(PlayerSpec.Family.NETWORK, PlayerSpec.parse("net:2").family());
        assertEquals("player 'net:3': a network looks at most 2 turns ahead, not 3",
                assertThrows(GamutException.class, () -> PlayerSpec.parse("net:3")).getMessage());
        assertEquals("player 'net:deep': use net or net:TURNS (1 or 2)",
                assertThrows(GamutException.class, () -> PlayerSpec.parse("net:deep")).getMessage());
        Path definition = dir.resolve("race.gamut");
        Files.copy(Games.game("backgammon.gamut"), definition);
        Game game = Gamut.load(definition, List.of());
        State s = game.newState();
        while (s.isChance()) {
            s.make(s.randomOutcome(new java.util.SplittableRandom(1)));
        }
        Player player = Player.parse("net", 1);
        assertEquals("no network for Backgammon: " + dir.resolve("race.net") + " does not exist; learn one with"
                + " 'gamut train FILE --network'", assertThrows(GamutException.class, () -> player.choose(s)).getMessage());
        Files.writeString(dir.resolve("race.net"), NetworkFile.write(learned(5, 1), List.of()));
        int move = Player.parse("net", 1).choose(s);
        State four = Games.start(Games.load("chinese-checkers.gamut", "players=4"));
        assertEquals("a network values games of two players; Chinese checkers has 4",
                assertThrows(GamutException.class, () -> Player.parse("net", 1).choose(four)).getMessage());
        assertTrue(Games.moveList(s).size() > 1 && move != 0);
    }

    @Test
    void aVariantWithoutItsOwnNetworkIsPlayedByTheBaseGamesWhenItSeesTheSame(@TempDir Path dir) throws Exception {
        Path definition = dir.resolve("race.gamut");
        Files.copy(Games.game("backgammon.gamut"), definition);
        Game cube = Gamut.load(definition, List.of("cube=on"));
        State s = cube.newState();
        while (s.isChance()) {
            s.make(s.randomOutcome(new java.util.SplittableRandom(1)));
        }
        assertEquals("no network for Backgammon: " + dir.resolve("race.cube=on.net") + " does not exist; learn one with"
                + " 'gamut train FILE --network'", assertThrows(GamutException.class, () -> Network.of(cube)).getMessage());
        String base = NetworkFile.write(learned(5, 1), List.of());
        Files.writeString(dir.resolve("race.net"), base);
        Game again = Gamut.load(definition, List.of("cube=on"));
        assertEquals("race.net", Network.of(again).origin);
        assertTrue(Player.parse("net", 1).choose(s) != 0);

        Files.writeString(dir.resolve("race.net"), base.replaceFirst("inputs \\d+", "inputs 7"));
        Game other = Gamut.load(definition, List.of("cube=on"));
        int inputs = Network.of(again).inputs.size();
        assertEquals("no network for Backgammon: " + dir.resolve("race.cube=on.net") + " does not exist, and the network"
                + " of fewer of these variants cannot value them (" + dir.resolve("race.net") + ":5:1: the rules give " + inputs
                + " inputs, not 7: the network was learned for other rules; learn it again with 'gamut train --network');"
                + " learn one with 'gamut train FILE --network'",
                assertThrows(GamutException.class, () -> Network.of(other)).getMessage());

        Files.writeString(dir.resolve("race.cube=on.net"), "network base\n");
        Game own = Gamut.load(definition, List.of("cube=on"));
        assertEquals(dir.resolve("race.cube=on.net") + ": the network is incomplete: it needs the lines network, inputs, hidden and"
                + " levels, then a unit line per hidden unit and an output line per output", assertThrows(GamutException.class, () -> Network.of(own)).getMessage());
    }
}
