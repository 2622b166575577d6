package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 'gamut text' with what a person types on standard input. */
class TextCommandTest {
    @TempDir
    Path dir;

    private static String play(String typed, String... args) {
        InputStream stdin = System.in;
        System.setIn(new ByteArrayInputStream(typed.getBytes(StandardCharsets.UTF_8)));
        try {
            return Cli.run(args).replace("\r\n", "\n");
        } finally {
            System.setIn(stdin);
        }
    }

    @Test
    void aPersonMovesTakesBackSavesAndQuits() throws Exception {
        Path record = dir.resolve("game.record");
        String out = play("moves\nb1-b3\nundo\nb1-b3\nnonsense\n\nsave " + record + "\nquit\nb1-b3\n",
                "text", Cli.game("lines-of-action"), "--player2", "random", "-s", "3");
        assertTrue(out.contains("black> 36 moves: b1-b3 "), out);
        assertTrue(out.contains("white (random) plays "), out);
        assertTrue(out.contains("turn 1, ply 0: black to move\nblack> "), "undo goes back to the start: " + out);
        assertTrue(out.contains("'nonsense' is not a legal move here"), out);
        assertTrue(out.contains("saved to " + record), out);
        String saved = Files.readString(record);
        assertTrue(saved.contains("seed: 3\nmoves: b1-b3; "), saved);
    }

    @Test
    void twoComputerPlayersPlayToTheEnd() {
        String out = play("", "text", Cli.game("lines-of-action"), "--player1", "random", "--player2", "random");
        assertTrue(out.contains("Game over: "), out);
        assertTrue(out.endsWith("game over> \n"), out);
    }

    @Test
    void anUnknownPlayerIsRefusedBeforeTheGame() {
        Cli.Result r = Cli.execute("text", Cli.game("lines-of-action"), "--player1", "nobody");
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("unknown player 'nobody'"), r.err());
    }

    @Test
    void everySeatOfAGameOfThreeIsNamedWithSeat() throws Exception {
        Path three = Cli.threePlayers(dir);
        String out = play("", "text", three.toString(), "--player1", "random", "--player2", "random", "--seat", "3=mcts:50");
        assertTrue(out.contains("triangles (mcts:50) plays "), out);
        assertTrue(out.contains("noughts (random) plays "), out);
        Cli.Result beyond = Cli.execute("text", three.toString(), "--seat", "4=random");
        assertEquals("--seat 4=random: this game has 3 players", beyond.err().strip());
        Cli.Result first = Cli.execute("text", three.toString(), "--seat", "2=random");
        assertEquals("--seat 2=random: the first two players are --player1 and --player2; --seat names the third and beyond",
                first.err().strip());
        assertEquals(2, first.code());
    }
}
