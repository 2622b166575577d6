package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** gamut convert: records between Gamut's own, SGF and PGN, by file names and by --to, and its refusals. */
class ConvertCommandTest {
    @TempDir
    Path dir;

    @BeforeAll
    static void table() {
        // as the launcher says where games/ is
        System.setProperty("gamut.games", Cli.root().resolve("games").toString());
    }

    @Test
    void anSgfFileBecomesAGamutRecordAndBackByTheirNames() throws Exception {
        Path sgf = dir.resolve("g.sgf");
        Files.writeString(sgf, "(;FF[4]GM[1]SZ[9]PB[A];B[ee];W[cg];B[];W[])");
        Path record = dir.resolve("g.record");
        assertEquals("wrote " + record + ": Go, 4 moves (Gamut game record)\n",
                Cli.run("convert", sgf.toString(), record.toString()).replace("\r\n", "\n"));
        assertEquals("# gamut record\ngame: " + Cli.root().resolve("games/go.gamut").toAbsolutePath().normalize()
                + "\nvariants: \nseed: 1\nmoves: S@e5; S@c3; pass; pass\nresult: white wins 7.5 points (both_passed)\n",
                Files.readString(record));
        Path again = dir.resolve("again.sgf");
        Cli.run("convert", record.toString(), again.toString());
        assertEquals("(;FF[4]GM[1]CA[UTF-8]AP[Gamut]SZ[9]KM[7.5]\nRE[W+7.5]\n;B[ee];W[cg];B[];W[])\n",
                Files.readString(again));
    }

    @Test
    void standardInputAndOutputWithToFormat() {
        InputStream stdin = System.in;
        try {
            System.setIn(new ByteArrayInputStream("1. e4 *\n".getBytes(StandardCharsets.UTF_8)));
            Cli.Result r = Cli.execute("convert", "-", "-", "--to", "sgf");
            assertEquals(2, r.code());
            assertEquals("SGF has no game number for chess.gamut in " + Cli.root().resolve("games")
                    .resolve("formats.properties") + " (it has 1 (go.gamut), 2 (othello.gamut), 9 (lines-of-action.gamut),"
                    + " 11 (hex.gamut), 18 (amazons.gamut))\n", r.err().replace("\r\n", "\n"));
        } finally {
            System.setIn(stdin);
        }
        try {
            System.setIn(new ByteArrayInputStream("[White \"A\"]\n\n1. e4 e5 *\n".getBytes(StandardCharsets.UTF_8)));
            Cli.Result r = Cli.execute("convert", "-", "-", "--to", "pgn");
            assertEquals(0, r.code(), r.err());
            assertEquals("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n[Black \"?\"]\n"
                    + "[Result \"*\"]\n\n1. e4 e5 *\n\n", r.out());
        } finally {
            System.setIn(stdin);
        }
    }

    @Test
    void aBadRecordIsOneLineWithItsPlaceAndNoStackTrace() throws Exception {
        Path sgf = dir.resolve("bad.sgf");
        Files.writeString(sgf, "(;GM[1]SZ[9]\n;B[ee];W[ee])");
        Cli.Result r = Cli.execute("convert", sgf.toString(), dir.resolve("x.record").toString());
        assertEquals(2, r.code());
        assertEquals(sgf + ":2:10: error: move 2 W[ee]: not a legal move here: a piece of black's stands on e5\n",
                r.err().replace("\r\n", "\n"));
        assertEquals("", r.out());
    }

    @Test
    void theOutputsFormatMustBeSaidAndAFileThatIsNoRecordIsKept() throws Exception {
        Path sgf = dir.resolve("g.sgf");
        Files.writeString(sgf, "(;GM[1]SZ[9];B[ee])");
        Cli.Result none = Cli.execute("convert", sgf.toString(), dir.resolve("g.txt").toString());
        assertEquals(2, none.code());
        assertEquals("convert: " + dir.resolve("g.txt") + " has no extension of a record format (.record, .sgf, .pgn, .pdn, .mat);"
                + " give one, or --to FORMAT\n", none.err().replace("\r\n", "\n"));
        Cli.Result stdout = Cli.execute("convert", sgf.toString(), "-");
        assertEquals("convert: writing to standard output needs --to FORMAT (record, sgf, pgn, pdn or mat)\n",
                stdout.err().replace("\r\n", "\n"));
        Path notes = dir.resolve("notes.pgn");
        Files.writeString(notes, "my notes");
        Cli.Result kept = Cli.execute("convert", sgf.toString(), notes.toString());
        assertEquals(2, kept.code());
        assertEquals("convert: OUT " + notes + " exists and is not a game record (Gamut's, SGF, PGN, PDN or a match file); give another OUT,"
                + " or pass --force to replace it\n", kept.err().replace("\r\n", "\n"));
        assertEquals("my notes", Files.readString(notes));
        Cli.Result chess = Cli.execute("convert", sgf.toString(), dir.resolve("g.pgn").toString());
        assertEquals("PGN has no variant for go.gamut under no variant in " + Cli.root().resolve("games")
                .resolve("formats.properties") + " (it has Los Alamos, Standard)\n", chess.err().replace("\r\n", "\n"));
    }

    @Test
    void aDraughtsGameGoesFromPdnToARecordAndBackByTheFilesNames() throws Exception {
        Path pdn = dir.resolve("game.pdn");
        Files.writeString(pdn, "[White \"A\"]\n[Result \"1-0\"]\n[GameType \"21\"]\n\n1. 11-15 23-19 2. 8-11 1-0\n");
        Path record = dir.resolve("game.record");
        Cli.Result in = Cli.execute("convert", pdn.toString(), record.toString());
        assertEquals(0, in.code(), in.err());
        Path again = dir.resolve("again.pdn");
        Cli.Result r = Cli.execute("convert", record.toString(), again.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
                + "[Result \"1-0\"]\n[GameType \"21\"]\n\n1. 11-15 23-19 2. 8-11 1-0\n\n", Files.readString(again));
    }
}
