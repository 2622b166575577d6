package gamut.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.base.GamutException;
import gamut.testing.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every malformed record is refused with the record's name, the line and the column of the problem. */
class GameRecordReadTest {
    @TempDir
    Path dir;

    private Path record(String text) throws IOException {
        Path file = dir.resolve("game.record");
        Files.writeString(file, text);
        return file;
    }

    private String refusal(String text) throws IOException {
        Path file = record(text);
        return assertThrows(GamutException.class, () -> GameRecord.read(file)).getMessage();
    }

    private String loa() {
        return Games.game("lines-of-action.gamut").toAbsolutePath().toString();
    }

    @Test
    void aNulInTheGamePathIsAnErrorOnItsLine() throws IOException {
        assertEquals(dir.resolve("game.record") + ":2:7: error: 'a\\u0000b.gamut' is not a file name"
                + " (Nul character not allowed)", refusal("# gamut record\ngame: a\0b.gamut\n"));
    }

    @Test
    void unknownKeysLinesWithoutAColonAndKeysGivenTwiceAreErrors() throws IOException {
        Path file = dir.resolve("game.record");
        assertEquals(file + ":3:3: error: unknown key 'speed' (a record has game, variants, seed, moves, result, shown and other)",
                refusal("game: " + loa() + "\n\n  speed: 3\n"));
        assertEquals(file + ":2:1: error: expected 'key: value', found 'moves b1-b3'",
                refusal("game: " + loa() + "\nmoves b1-b3\n"));
        assertEquals(file + ":3:1: error: 'seed' is given twice (first at line 2)",
                refusal("game: " + loa() + "\nseed: 1\nseed: 2\n"));
    }

    @Test
    void thePositionShownAndTheOtherLinesAreReadAndWrittenBack() throws IOException {
        String text = "# gamut record\ngame: " + loa() + "\nvariants: \nseed: 3\nmoves: b1-b3; a2-c2; b3-b8\n"
                + "shown: 1\nother: b1-b3; a3-c3\nother: c1-c3\n";
        GameRecord read = GameRecord.read(record(text));
        assertEquals(1, read.shown());
        assertEquals(List.of(List.of("b1-b3", "a3-c3"), List.of("c1-c3")), read.others());
        assertEquals(text, read.text());
        GameRecord plain = GameRecord.read(record("game: " + loa() + "\nmoves: b1-b3; a2-c2\n"));
        assertEquals(2, plain.shown());
        assertEquals(List.of(), plain.others());
        assertEquals(false, plain.text().contains("shown") || plain.text().contains("other"), plain.text());
        Path file = dir.resolve("game.record");
        assertEquals(file + ":3:8: error: shown: 3 is past the last of the 2 moves",
                refusal("game: " + loa() + "\nmoves: b1-b3; a2-c2\nshown: 3\n"));
        assertEquals(file + ":2:8: error: shown: the number of moves before the position shown, not '-1'",
                refusal("game: " + loa() + "\nshown: -1\n"));
        assertEquals(file + ":3:1: error: 'shown' is given twice (first at line 2)",
                refusal("game: " + loa() + "\nshown: 0\nshown: 0\n"));
    }

    @Test
    void aSeedThatIsNotAWholeNumberIsAnError() throws IOException {
        Path file = dir.resolve("game.record");
        assertEquals(file + ":2:8: error: the seed must be a whole number, not '12x'",
                refusal("game: " + loa() + "\nseed:  12x\n"));
        assertEquals(file + ":2:7: error: the seed must be a whole number, not '99999999999999999999'",
                refusal("game: " + loa() + "\nseed: 99999999999999999999\n"));
        assertEquals(file + ":2:6: error: the seed must be a whole number, not ''", refusal("game: " + loa() + "\nseed:\n"));
    }

    @Test
    void aRecordWithoutAGameOrWithAMissingGameFileIsAnError() throws IOException {
        Path file = dir.resolve("game.record");
        assertEquals(file + ": a record needs a line 'game: FILE'", refusal("# gamut record\nseed: 3\nmoves: b1-b3\n"));
        assertEquals(file + ":1:6: error: 'game:' names no file", refusal("game:\n"));
        assertEquals(file + ":2:7: error: no game file nowhere.gamut beside the record (in " + dir.toAbsolutePath()
                + ") or in the working folder", refusal("seed: 3\ngame: nowhere.gamut\n"));
        assertEquals(file + ":1:7: error: no game file /no/such/folder/x.gamut", refusal("game: /no/such/folder/x.gamut\n"));
        assertEquals(file + ":1:7: error: 'game:' names " + dir + ", which is not a definition: a record's game is a"
                + " .gamut file", refusal("game: " + dir + "\n"));
    }

    @Test
    void aRecordNamesOnlyADefinitionAndAFileOfAnotherKindIsNeverQuoted() throws IOException {
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, "TOKEN=hunter2\0HOME=/root\n");
        Path file = dir.resolve("game.record");
        // A record from anywhere could name any file: it names a definition, or nothing is read.
        assertEquals(file + ":1:7: error: 'game:' names " + secret + ", which is not a definition: a record's game is a"
                + " .gamut file", refusal("game: " + secret + "\nmoves: \n"));
        assertEquals(file + ":1:7: error: 'game:' names /proc/self/environ, which is not a definition: a record's game"
                + " is a .gamut file", refusal("game: /proc/self/environ\n"));
        // A file that is not a record at all is refused without a word of it.
        assertEquals(secret + ": not a game record: a record's lines are 'game: FILE', 'moves: ...' and the like, and"
                + " its first (blank lines and # comments aside) is none of them",
                assertThrows(GamutException.class, () -> GameRecord.read(secret)).getMessage());
    }

    @Test
    void aGameBesideTheRecordIsFoundThere() throws IOException {
        Files.copy(Path.of(loa()), dir.resolve("loa.gamut"));
        GameRecord read = GameRecord.read(record("game: loa.gamut\nvariants: first=white\nseed: -4\nmoves: b1-b3 ;; a2-c2\n"));
        assertEquals(dir.resolve("loa.gamut").toAbsolutePath(), read.game());
        assertEquals(List.of("first=white"), read.variants());
        assertEquals(-4, read.seed());
        assertEquals(List.of("b1-b3", "a2-c2"), read.moves());
    }
}
