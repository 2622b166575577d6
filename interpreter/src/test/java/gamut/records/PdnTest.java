package gamut.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.testing.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * PDN read and written: the tag GameType picks English (21) or international (20) draughts from
 * the table of formats, moves are square numbers, each GameType has its result tokens; Gamut's
 * records to PDN and back unchanged; and PDN files as draughts programs write them replayed.
 */
class PdnTest {
    static final Formats FORMATS = SgfTest.FORMATS;

    static Imported pdn(String text) {
        return Records.read(Path.of("t.pdn"), text, null, FORMATS, null, null);
    }

    static String refusal(String text) {
        return assertThrows(GamutException.class, () -> pdn(text)).getMessage();
    }

    static Imported record(String file, String... moves) {
        GameRecord record = new GameRecord(Games.game(file), List.of(), 1, List.of(moves), "");
        return Records.read(Path.of("g.record"), record.text(), RecordFormat.GAMUT, FORMATS, null, null);
    }

    @Test
    void aShortEnglishGameIsWrittenWithItsGameType() {
        Imported game = record("english-draughts.gamut", "11-15", "22-18", "15x22", "25x18", "8-11");
        assertEquals("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
                + "[Result \"*\"]\n[GameType \"21\"]\n\n"
                + "1. 11-15 22-18 2. 15x22 25x18 3. 8-11 *\n\n",
                Records.write(RecordFormat.PDN, game, null));
    }

    @Test
    void theGameTypeAndResultTokensAreRead() {
        Imported english = pdn("[Black \"A\"]\n[White \"B\"]\n[Result \"1-0\"]\n[GameType \"21\"]\n\n"
                + "1. 11-15 {the Old Fourteenth?} 23-19 (1... 22-18) 2. 8-11 1-0\n");
        assertEquals(List.of("11-15", "23-19", "8-11"), english.record().moves());
        assertEquals("black wins (1-0)", english.record().result());
        Imported international = pdn("[GameType \"20,W,10,10,N2,0\"]\n1. 32-28 19-23 2. 28x19 14x23 1-1");
        assertEquals(List.of("32-28", "19-23", "28x19", "14x23"), international.record().moves());
        assertEquals("draw (1-1)", international.record().result());
        assertEquals("[Result \"1-1\"]", Records.write(RecordFormat.PDN, international, null).lines()
                .filter(l -> l.startsWith("[Result")).findFirst().orElseThrow());
        assertEquals(RecordFormat.PDN, RecordFormat.byContent("1. 32-28 *"));
        assertEquals(RecordFormat.PDN, RecordFormat.byContent("[Event \"x\"]\n[GameType \"21\"]\n1. 11-15 *"));
        assertEquals(RecordFormat.PGN, RecordFormat.byContent("[Event \"x\"]\n1. e4 *"));
        assertEquals(RecordFormat.PDN, RecordFormat.byName(Path.of("a/b.PDN")));
    }

    @Test
    void whatCannotBeReadIsRefusedWhereItStands() {
        assertEquals("t.pdn:3:10: error: move 2 (white) '22-19': '22-19' is not a legal move here",
                refusal("[GameType \"21\"]\n\n1. 11-15 22-19 *").replaceFirst("here.*", "here"));
        assertEquals("t.pdn:1:2: error: no game file for the PDN GameType 25 in "
                + FORMATS.folder().resolve("formats.properties") + " (it has 20 (international-draughts.gamut),"
                + " 21 (english-draughts.gamut)); give the game file with -g", refusal("[GameType \"25\"]\n1. 11-15 *"));
        assertEquals("t.pdn:2:2: error: [FEN \"W:W21,22,33:B1,2\"]: position fen: '33': the squares are numbered 1 to 32",
                refusal("[GameType \"21\"]\n[FEN \"W:W21,22,33:B1,2\"]\n*"));
        assertEquals("t.pdn:2:4: error: a comment '{' is not closed: '}' is missing",
                refusal("[GameType \"21\"]\n1. { 11-15"));
        String othello = assertThrows(GamutException.class, () -> Records.write(RecordFormat.PDN,
                Records.read(Path.of("o.record"), new GameRecord(Games.game("othello.gamut"), List.of(), 1, List.of(),
                        "").text(), RecordFormat.GAMUT, FORMATS, null, null), null)).getMessage();
        assertEquals("PDN has no GameType for othello.gamut under no variant in "
                + FORMATS.folder().resolve("formats.properties") + " (it has 20 (international-draughts.gamut),"
                + " 21 (english-draughts.gamut))", othello);
    }

    /** A game from a position of its own, as problem collections give them: read from FEN, written back with it. */
    @Test
    void aGameFromThePositionOfItsFenTagIsReadAndWrittenWithIt() {
        Imported game = pdn("[GameType \"21\"]\n[SetUp \"1\"]\n[FEN \"B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29\"]\n\n"
                + "1. 16-19 10-6 2. 19-23 *\n");
        assertEquals(List.of("16-19", "10-6", "19-23"), game.record().moves());
        assertEquals("fen:B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29", game.start());
        assertEquals("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
                + "[Result \"*\"]\n[GameType \"21\"]\n[SetUp \"1\"]\n[FEN \"B:B12,16,20,K22,K25,K29:WK10,K15,18,24,27,28\"]\n\n"
                + "1. 16-19 10-6 2. 19-23 *\n\n", Records.write(RecordFormat.PDN, game, null));
        Imported international = pdn("[GameType \"20\"]\n[FEN \"W:W31-50:B1-20\"]\n1. 32-28 *");
        assertEquals(Gamut.load(Games.game("international-draughts.gamut"), List.of()).newState().hash(),
                international.startState().hash(), "the start position, men given as runs");
    }

    /** Random games of both draughts, to PDN and back: the same moves, position and result. */
    @Test
    void recordsGoToPdnAndBackUnchanged() {
        for (String file : List.of("english-draughts.gamut", "international-draughts.gamut")) {
            for (long seed = 1; seed <= 3; seed++) {
                Game game = Gamut.load(Games.game(file), List.of());
                State state = game.newState();
                SplittableRandom random = new SplittableRandom(seed);
                MoveList moves = new MoveList();
                for (int i = 0; i < 400 && !state.isOver(); i++) {
                    state.generate(moves);
                    state.make(state.randomMove(moves, random));
                }
                GameRecord record = GameRecord.of(Games.game(file), List.of(), 1, state);
                Imported original = Records.read(Path.of("r.record"), record.text(), RecordFormat.GAMUT, FORMATS, null,
                        null);
                String pdn = Records.write(RecordFormat.PDN, original, null);
                Imported back = pdn(pdn);
                assertEquals(record.moves(), back.record().moves(), pdn);
                assertEquals(game.positionText(state, null), back.game().positionText(back.state(), null), pdn);
                assertEquals(record.result(), back.record().result(), pdn);
                assertEquals(record.text(), Records.write(RecordFormat.GAMUT, back, null).replace(
                        "game: " + Games.game(file), "game: " + record.game()));
            }
        }
    }

    @Test
    void aWorldChampionshipGameReplaysToItsLastPosition() throws IOException {
        Path file = SgfTest.resource("fmjd-2007-round7.pdn");
        Imported game = Records.read(file, Files.readString(file), null, FORMATS, null, null);
        assertEquals(74, game.record().moves().size());
        assertEquals("Ndjofang,J.", game.tags().get("Black"));
        assertEquals("1:36", game.tags().get("WhiteTime"));
        assertEquals("0-2", game.tags().get("Result"));
        assertEquals("", game.record().result()); // the movetext ends '*': the game stops before its end
        // White's men on 27, 33, 35, 40, 48 and 50, Black's on 3, 5, 7, 17, 18 and 23
        assertEquals("white: man e1 i1 i3 f4 j4 c5\nblack: man f6 c7 e7 c9 f10 j10\nturn: white",
                game.game().positionText(game.state(), null));
    }

    @Test
    void theDoubleCornerDykeReplaysToItsLastPosition() throws IOException {
        Path file = SgfTest.resource("double-corner-dyke.pdn");
        Imported game = Records.read(file, Files.readString(file), null, FORMATS, null, null);
        assertEquals(48, game.record().moves().size());
        assertEquals("This is an 8x8 draughts game", game.tags().get("Event"));
        // Black's men on 6, 10, 12, 14, 23 and 27, White's on 13, 17, 18 and 21
        assertEquals("black: man f2 a3 e3 f4 d6 c7\nwhite: man h4 e5 g5 h6\nturn: black",
                game.game().positionText(game.state(), null));
    }
}
