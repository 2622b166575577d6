package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.FileTests;
import gamut.api.Gamut;
import gamut.core.MoveList;
import gamut.engine.State;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/** 'gamut new' writes a starter that checks clean, passes its own tests and plays to an end. */
class NewCommandTest {
    @ParameterizedTest
    @EnumSource(NewCommand.Board.class)
    void theStarterChecksCleanPassesItsTestsAndPlays(NewCommand.Board board, @TempDir Path dir) throws IOException {
        Path file = dir.resolve("my-" + board + "-race.gamut");
        Cli.Result r = Cli.execute("new", file.toString(), "--board", board.name());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("wrote " + file + " (" + board + " board). Next:"), r.out());
        String text = Files.readString(file);
        assertTrue(text.contains("game \"My " + board + " race\" {"), text);

        Gamut.Report checked = Gamut.check(file.toString(), text);
        assertEquals(List.of(), checked.diagnostics(), checked.format());
        FileTests.Report tests = FileTests.run(file.toString(), text);
        assertEquals(List.of(), tests.failures());
        assertTrue(tests.tests() >= 2, "tests: " + tests.tests());

        State s = Gamut.load(file, List.of()).newState();
        SplittableRandom random = new SplittableRandom(1);
        MoveList moves = new MoveList();
        while (!s.isOver()) {
            s.make(s.isChance() ? s.randomOutcome(random) : s.randomMove(moves, random));
        }
        assertTrue(s.ply() > 4, "a game of " + s.ply() + " plies");
    }

    @Test
    void anExistingFileIsNeverOverwritten(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("mine.gamut");
        Files.writeString(file, "keep me");
        Cli.Result r = Cli.execute("new", file.toString());
        assertEquals(2, r.code());
        assertEquals("new: " + file + " exists; choose another name (nothing was written)\n", r.err().replace("\r\n", "\n"));
        assertEquals("keep me", Files.readString(file));
    }

    @Test
    void theNameComesFromTheFileOrTheOption(@TempDir Path dir) throws IOException {
        assertEquals("My race", NewCommand.title(Path.of("dir/my_race.gamut")));
        Path file = dir.resolve("x.gamut");
        assertEquals(0, Cli.execute("new", file.toString(), "--name", "Pawn Rush", "--board", "hex").code());
        assertTrue(Files.readString(file).contains("game \"Pawn Rush\" {"));
        Cli.Result bad = Cli.execute("new", dir.resolve("y.gamut").toString(), "--name", "a\"b");
        assertEquals(2, bad.code());
        assertTrue(Files.notExists(dir.resolve("y.gamut")));
    }
}
