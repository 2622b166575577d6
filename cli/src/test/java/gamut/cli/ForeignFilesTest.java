package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The files a command reads because another file or an option names them (a record's game, a
 * position given as @FILE) are read only when they look like what they should be: a definition by
 * its name (.gamut), a position or a record by its lines. Another file is refused in one line that
 * quotes none of it: before, '-p @/proc/self/environ' printed the whole environment.
 */
class ForeignFilesTest {
    @TempDir
    Path dir;

    private static final String TTT = Cli.game("tic-tac-toe");
    private static final String SECRET = "TOKEN=hunter2";

    /** A file of another kind, whose content must never reach a message. */
    private Path secret(String name) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, SECRET + "\0HOME=/root\ncrosses=a1\n");
        return file;
    }

    /** Standard error of a run that must be refused in one line (exit code 2), which must not quote the secret. */
    private static String refusal(String... args) {
        Cli.Result r = Cli.execute(args);
        assertEquals(2, r.code(), () -> "exit code; out: " + r.out() + " err: " + r.err());
        String err = r.err().replace("\r\n", "\n");
        assertTrue(err.endsWith("\n") && err.indexOf('\n') == err.length() - 1, err);
        assertFalse(err.contains("hunter2"), err);
        return err.strip();
    }

    @Test
    void aPositionFileThatIsNotOneIsRefusedUnquoted() throws Exception {
        Path secret = secret("secret.txt");
        String message = "position: " + secret + " does not hold a position of this game: each clause of one starts"
                + " with a player's name (crosses, noughts) or a word such as turn:, reserve PLAYER: or clock:"
                + " (docs/language.md, Positions)";
        assertEquals(message, refusal("perft", TTT, "-d", "1", "-p", "@" + secret));
        assertEquals(message, refusal("perft", TTT, "-d", "1", "-p", secret.toString()));
        assertEquals(message, refusal("text", TTT, "-p", "@" + secret));
        Path words = dir.resolve("words.txt");
        Files.writeString(words, "crosses: a1\nroot:x:0:0:" + SECRET + "\n");
        assertEquals(message.replace(secret.toString(), words.toString()),
                refusal("perft", TTT, "-d", "1", "-p", "@" + words));
    }

    @Test
    void aPositionFileIsReadAsBefore() throws Exception {
        Path position = dir.resolve("start.txt");
        Files.writeString(position, "# two marks down\ncrosses: a1\nnoughts: b2\nreserve crosses: mark 3\n"
                + "reserve noughts: mark 3; turn: crosses\n");
        assertEquals("perft(1) = 7\n", Cli.run("perft", TTT, "-d", "1", "-p", "@" + position).replace("\r\n", "\n"));
        // A mistake in a position file is still quoted: the file is a position.
        Files.writeString(position, "crosses: z9\n");
        assertEquals("position: no cell or piece 'z9' in 'crosses: z9'", refusal("perft", TTT, "-d", "1", "-p",
                "@" + position));
        Path letters = dir.resolve("open.txt");
        Files.writeString(letters, "fen:rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n");
        assertEquals("perft(1) = 20\n", Cli.run("perft", Cli.game("chess"), "-d", "1", "-p", "@" + letters)
                .replace("\r\n", "\n"));
    }

    @Test
    void aRecordNamesADefinitionOrNothingIsRead() throws Exception {
        Path secret = secret("notes.txt");
        Path record = dir.resolve("game.record");
        Files.writeString(record, "# gamut record\ngame: " + secret + "\nmoves: \n");
        assertEquals(record + ":2:7: error: 'game:' names " + secret + ", which is not a definition: a record's game"
                + " is a .gamut file", refusal("replay", record.toString()));
        assertEquals(record + ":2:7: error: 'game:' names " + secret + ", which is not a definition: a record's game"
                + " is a .gamut file", refusal("text", record.toString()));
        assertEquals(secret + ": not a game record: a record's lines are 'game: FILE', 'moves: ...' and the like, and"
                + " its first (blank lines and # comments aside) is none of them", refusal("replay", secret.toString()));
    }
}
