package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.engine.PositionFormat;
import gamut.records.RecordFormat;
import gamut.records.Records;
import gamut.ui.controller.Click;
import gamut.ui.controller.GameController;
import gamut.ui.controller.UiHost;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The controller's side of File > Open and Save in SGF and PGN: by the file's extension, the game the table gives. */
class ExchangedRecordsTest {
    private static final UiHost NOW = Runnable::run;

    @TempDir
    Path dir;

    @BeforeAll
    static void table() {
        // as the launcher says where games/ is
        System.setProperty("gamut.games", Games.file("go").toAbsolutePath().getParent().toString());
    }

    private static GameController open(String game, List<String> variants) {
        return GameController.open(Games.file(game), variants, List.of("human", "human"), 1, NOW, Runnable::run);
    }

    private static void play(GameController c, String... moves) {
        for (String m : moves) {
            Click click = c.choose(gamut.engine.Notation.parse(c.state(), m));
            assertEquals(Click.Kind.MOVED, click.kind(), click.message());
        }
    }

    @Test
    void aGoGameIsSavedAsSgfAndOpenedInAnotherGame() throws IOException {
        GameController go = open("go", List.of("size=13"));
        play(go, "S@d10", "S@j4", "pass");
        Path sgf = dir.resolve("game.sgf");
        assertNull(go.save(sgf));
        assertEquals("saved 3 moves to " + sgf, go.status());
        assertEquals("(;FF[4]GM[1]CA[UTF-8]AP[Gamut]SZ[13]KM[7.5]\n;B[dd];W[jj];B[])\n", Files.readString(sgf));
        GameController other = open("hex", List.of());
        assertNull(other.load(sgf));
        assertEquals("Go", other.game().title());
        assertEquals(List.of("size=13"), other.variants());
        assertEquals(PositionFormat.format(go.state()), PositionFormat.format(other.state()));
        assertEquals("loaded game.sgf (SGF): 3 of 3 moves", other.status());
    }

    @Test
    void aChessGameIsSavedAsPgnAndOpenedAgain() throws IOException {
        GameController chess = open("chess", List.of());
        play(chess, "Pe2-e4", "Pe7-e5", "Ng1-f3");
        Path pgn = dir.resolve("game.pgn");
        assertNull(chess.save(pgn));
        assertTrue(Files.readString(pgn).endsWith("\n1. e4 e5 2. Nf3 *\n\n"), Files.readString(pgn));
        GameController other = open("go", List.of());
        assertNull(other.load(pgn));
        assertEquals(chess.moveNames(), other.moveNames());
        assertEquals(PositionFormat.format(chess.state()), PositionFormat.format(other.state()));
    }

    @Test
    void aFormatTheGameHasNoneOfAndABadFileAreRefusedAndChangeNothing() throws IOException {
        GameController chess = open("chess", List.of());
        play(chess, "Pe2-e4");
        assertEquals("SGF has no game number for chess.gamut in " + Games.file("chess").getParent().resolve(
                "formats.properties") + " (it has 1 (go.gamut), 2 (othello.gamut), 9 (lines-of-action.gamut),"
                + " 11 (hex.gamut), 18 (amazons.gamut))", chess.save(dir.resolve("chess.sgf")));
        Path bad = dir.resolve("bad.sgf");
        Files.writeString(bad, "(;GM[1]SZ[9];B[ee];W[ee])");
        assertEquals(bad + ":1:22: error: move 2 W[ee]: not a legal move here: a piece of black's stands on e5",
                chess.load(bad));
        assertEquals(List.of("e4"), chess.moveNames());
    }

    /** What the save dialog offers: Gamut's own record, then the formats the table gives the game. */
    @Test
    void theSaveDialogOffersTheFormatsOfTheGame() {
        assertEquals(List.of(RecordFormat.GAMUT, RecordFormat.SGF), Records.formatsOf(Games.file("go")));
        assertEquals(List.of(RecordFormat.GAMUT, RecordFormat.PGN), Records.formatsOf(Games.file("chess")));
        assertEquals(List.of(RecordFormat.GAMUT, RecordFormat.MAT), Records.formatsOf(Games.file("backgammon")));
        assertEquals(List.of(RecordFormat.GAMUT, RecordFormat.PDN), Records.formatsOf(Games.file("english-draughts")));
    }

    @Test
    void aDraughtsGameIsSavedAsPdnAndOpenedAgain() throws IOException {
        GameController draughts = open("international-draughts", List.of());
        play(draughts, "32-28", "19-23", "28x19");
        Path pdn = dir.resolve("game.pdn");
        assertNull(draughts.save(pdn));
        assertTrue(Files.readString(pdn).endsWith("[GameType \"20\"]\n\n1. 32-28 19-23 2. 28x19 *\n\n"),
                Files.readString(pdn));
        GameController other = open("go", List.of());
        assertNull(other.load(pdn));
        assertEquals(draughts.moveNames(), other.moveNames());
        assertEquals(PositionFormat.format(draughts.state()), PositionFormat.format(other.state()));
    }
}
