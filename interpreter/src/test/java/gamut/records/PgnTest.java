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
 * PGN read and written: the tags (the Seven Tag Roster first, the others kept), comments, NAGs and
 * variations passed over, the result token, a start position from FEN, the Variant tag; Gamut's
 * records to PGN and back unchanged; and a PGN lichess wrote, once the game's notation reads SAN.
 */
class PgnTest {
    static final Formats FORMATS = SgfTest.FORMATS;

    static Imported pgn(String text) {
        return Records.read(Path.of("t.pgn"), text, null, FORMATS, null, null);
    }

    static String refusal(String text) {
        return assertThrows(GamutException.class, () -> pgn(text)).getMessage();
    }

    static Imported record(List<String> variants, String... moves) {
        GameRecord record = new GameRecord(Games.game("chess.gamut"), variants, 1, List.of(moves), "");
        return Records.read(Path.of("g.record"), record.text(), RecordFormat.GAMUT, FORMATS, null, null);
    }

    @Test
    void aMateIsWrittenWithTheSevenTagRosterAndItsResult() {
        Imported mate = record(List.of(), "Pe2-e4", "Pe7-e5", "Qd1-h5", "Nb8-c6", "Bf1-c4", "Ng8-f6", "Qh5xf7");
        assertEquals("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
                + "[Result \"1-0\"]\n\n"
                + "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n",
                Records.write(RecordFormat.PGN, mate, null));
    }

    @Test
    void tagsCommentsNagsAndVariationsAreReadAroundTheMoves() {
        Imported game = pgn("[Event \"Club \\\"open\\\"\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n[ECO \"C20\"]\n\n"
                + "% a line for programs\n1. e4 {the king's pawn} e5 $1 ; to the line's end\n"
                + "2. Nf3 (2. Qh5 Nc6 (2... Qe7) 3. Bc4) 2... Nc6 1/2-1/2\n\n[Event \"next\"]\n1. d4 *\n");
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6"), game.record().moves());
        assertEquals("draw (1/2-1/2)", game.record().result());
        assertEquals("Club \"open\"", game.tags().get("Event"));
        assertEquals("C20", game.tags().get("ECO"));
        String written = Records.write(RecordFormat.PGN, game, null);
        assertEquals("[Event \"Club \\\"open\\\"\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n"
                + "[Black \"B\"]\n[Result \"1/2-1/2\"]\n[ECO \"C20\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n\n", written);
    }

    @Test
    void aStartPositionInFenIsReadAndWrittenAgainButNotAsAGamutRecord() {
        Imported game = pgn("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 12\"]\n\n12. O-O Kd7 *\n");
        assertEquals("fen:4k3/8/8/8/8/8/8/R3K2R w KQ - 0 12", game.start());
        assertEquals(List.of("O-O", "Kd7"), game.record().moves());
        assertEquals("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
                + "[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 12\"]\n\n12. O-O Kd7 *\n\n",
                Records.write(RecordFormat.PGN, game, null));
        String refused = assertThrows(GamutException.class, () -> Records.write(RecordFormat.GAMUT, game, null))
                .getMessage();
        assertEquals("a Gamut record replays a game from the game's start, and this one starts from a position of its"
                + " own; write it as PGN", refused);
        Imported black = pgn("[FEN \"4k3/8/8/8/8/8/8/R3K2R b - - 3 40\"]\n\n40... Kd7 41. Ra7+ *");
        assertEquals("40... Kd7 41. Ra7+ *", Records.write(RecordFormat.PGN, black, null).lines()
                .reduce((a, b) -> b.isEmpty() ? a : b).orElseThrow());
    }

    @Test
    void theVariantTagPicksTheGameAndItsVariants() {
        Imported game = pgn("[Variant \"Los Alamos\"]\n\n1. Pa2-a3 *");
        assertEquals(List.of("los_alamos"), game.record().variants());
        assertEquals("[Variant \"Los Alamos\"]", Records.write(RecordFormat.PGN, game, null).lines()
                .filter(l -> l.startsWith("[Variant")).findFirst().orElseThrow());
    }

    @Test
    void whatCannotBeReadIsRefusedWhereItStands() {
        assertEquals("t.pgn:3:21: error: move 3 (white) 'Pe4-e6': 'Pe4-e6' is not a legal move here: the piece on e4"
                + " cannot go to e6; moves from e4: e5", refusal("[White \"A\"]\n\n1. Pe2-e4 Pe7-e6 2. Pe4-e6 *"));
        assertEquals("t.pgn:1:2: error: no game file for the PGN variant 'Crazyhouse' in "
                + FORMATS.folder().resolve("formats.properties") + " (it has Los Alamos, Standard); give the game file"
                + " with -g", refusal("[Variant \"Crazyhouse\"]\n1. e4 *"));
        assertEquals("t.pgn:2:11: error: a comment '{' is not closed: '}' is missing", refusal("\n1. Pe2-e4 { oops"));
        assertEquals("t.pgn:1:4: error: a variation '(' is not closed: ')' is missing", refusal("1. (Pe2-e4"));
        assertEquals("t.pgn:1:2: error: the value of the tag Event is not closed: '\"' is missing",
                refusal("[Event \"x\n1. e4"));
        assertEquals("t.pgn:1:2: error: [FEN \"8/8/8 w - - 0 1\"]: ", refusal("[FEN \"8/8/8 w - - 0 1\"]\n*").substring(0,
                "t.pgn:1:2: error: [FEN \"8/8/8 w - - 0 1\"]: ".length()));
    }

    /** Random games of chess and Los Alamos chess, to PGN and back: the same moves, position and result. */
    @Test
    void recordsGoToPgnAndBackUnchanged() {
        for (List<String> variants : List.of(List.<String>of(), List.of("los_alamos"))) {
            for (long seed = 1; seed <= 4; seed++) {
                Game game = Gamut.load(Games.game("chess.gamut"), variants);
                State state = game.newState();
                SplittableRandom random = new SplittableRandom(seed);
                MoveList moves = new MoveList();
                for (int i = 0; i < 300 && !state.isOver(); i++) {
                    state.generate(moves);
                    state.make(state.randomMove(moves, random));
                }
                GameRecord record = GameRecord.of(Games.game("chess.gamut"), variants, 1, state);
                Imported original = Records.read(Path.of("r.record"), record.text(), RecordFormat.GAMUT, FORMATS, null,
                        null);
                String pgn = Records.write(RecordFormat.PGN, original, null);
                Imported back = pgn(pgn);
                assertEquals(record.moves(), back.record().moves(), pgn);
                assertEquals(variants, back.record().variants(), pgn);
                assertEquals(game.positionText(state, null), back.game().positionText(back.state(), null), pgn);
                assertEquals(record.result(), back.record().result(), pgn);
                assertEquals(record.text(), Records.write(RecordFormat.GAMUT, back, null).replace(
                        "game: " + Games.game("chess.gamut"), "game: " + record.game()));
            }
        }
    }

    @Test
    void aGameLichessExportedWithItsAnalysisReplaysToMate() throws IOException {
        Path file = SgfTest.resource("lichess-analysis.pgn");
        Imported game = Records.read(file, Files.readString(file), null, FORMATS, null, null);
        assertEquals(128, game.record().moves().size());
        assertEquals("black wins (checkmate)", game.record().result());
        assertEquals("Integralis", game.tags().get("White"));
        assertEquals("Caro-Kann Defense: Two Knights Attack", game.tags().get("Opening"));
    }
}
