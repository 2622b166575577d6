package gamut.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * SGF read and written: files written by other programs (src/test/resources/records, README there)
 * replay to exact positions, Gamut's records go to SGF and back with the same moves and position,
 * and what cannot be read is refused at its place in the file.
 */
class SgfTest {
    static final Formats FORMATS = Formats.in(Games.game("go.gamut").getParent());

    static Path resource(String name) {
        return Path.of("src/test/resources/records").resolve(name);
    }

    static Imported read(String name) throws IOException {
        return Records.read(resource(name), Files.readString(resource(name)), null, FORMATS, null, null);
    }

    static Imported sgf(String text) {
        return Records.read(Path.of("t.sgf"), text, null, FORMATS, null, null);
    }

    static String refusal(String text) {
        return assertThrows(GamutException.class, () -> sgf(text)).getMessage();
    }

    static String position(Imported game) {
        return game.game().positionText(game.state(), null);
    }

    @Test
    void aGameKataGoPlayedUnderTrompTaylorRulesReplaysToItsLastPosition() throws IOException {
        Imported game = read("katago-9x9.sgf");
        assertEquals(Games.game("go.gamut"), game.record().game());
        assertEquals(List.of(), game.record().variants()); // SZ[9] and KM[7.5] are Go's own
        assertEquals(70, game.record().moves().size());
        assertEquals(List.of("S@e5", "S@e7", "S@g6"), game.record().moves().subList(0, 3));
        assertEquals("black: e1 e2 f2 f3 g3 i3 d4 e4 g4 h4 b5 c5 e5 g5 c6 e6 f6 g6 c7 d7 b8 d8 e8 b9 e9 f9 g9\n"
                + "reserve black: stone unlimited\n"
                + "white: b1 d1 a2 c2 d2 c3 d3 e3 a4 b4 c4 f4 i4 a5 h5 i5 a6 b6 h6 i6 a7 b7 e7 f7 g7 i7 a8 f8 g8 h8 h9\n"
                + "reserve white: stone unlimited\n"
                + "turn: black", position(game));
        assertFalse(game.state().isOver());
        assertEquals("", game.record().result());
        assertEquals(List.of(), game.notes());
        assertEquals("bot0", game.tags().get("PB"));
    }

    @Test
    void aGameMaxiGosWroteEndsByTwoPassesAndIsScored() throws IOException {
        Imported game = read("maxigos-9x9.sgf"); // SZ[9:9], passes as B[] and W[]
        assertEquals(67, game.record().moves().size());
        assertEquals(List.of("S@i2", "pass", "pass"), game.record().moves().subList(64, 67));
        assertEquals("white wins 15.5 points (both_passed)", game.record().result());
        assertEquals("black: d1 e1 c2 d2 e2 i2 d3 e3 f3 h3 f4 g4 i4 e5 f5 h5 i5 d6 e6 g6 g7 f8 g8 h8 g9\n"
                + "reserve black: stone unlimited\n"
                + "white: b1 c1 g1 b2 f2 h2 c3 g3 b4 d4 e4 b5 c5 d5 b6 c6 f6 b7 d7 e7 f7 c8 e8 e9 f9\n"
                + "reserve white: stone unlimited\n"
                + "turn: white", position(game));
    }

    @Test
    void aHandicapGameGnuGoPlayedIsRefusedAtItsSetUpStones() {
        String message = assertThrows(GamutException.class, () -> read("gnugo-handicap-9x9.sgf")).getMessage();
        assertEquals(resource("gnugo-handicap-9x9.sgf") + ":7:4: error: the SGF sets up a position (AB) that is not"
                + " the start of Go; a record replays a game from its start", message);
    }

    @Test
    void aHexGameHexGuiWroteReplaysCellForCell() throws IOException {
        Imported game = read("hexgui-11x11.sgf");
        assertEquals(Games.game("hex.gamut"), game.record().game());
        assertEquals(48, game.record().moves().size());
        assertEquals("S@e2", game.record().moves().get(47));
        assertEquals("red: c11 a10 b10 c10 b9 a8 b8 c8 e8 h8 a7 a6 b6 d6 f6 a5 a4 d4 f4 h4 j4 b3 c3 e3\n"
                + "reserve red: stone unlimited\n"
                + "blue: a11 b11 d10 a9 c9 d9 d8 b7 c7 d7 e6 i6 b5 c5 e5 f5 g5 h5 b4 g4 d3 b2 c2 e2\n"
                + "reserve blue: stone unlimited\n"
                + "turn: red", position(game));
    }

    /**
     * Why Hex's cells keep their names: SGF's board has a1 at the top left and each row half a cell
     * to the right of the one above, Gamut's the same board in a mirror (a1 at the bottom left), so
     * every cell has the same neighbours under both names, and Black's rows 1 and 11 are Red's.
     */
    @Test
    void hexCellsHaveTheNeighboursSgfGivesThem() {
        Game hex = Gamut.load(Games.game("hex.gamut"), List.of("size=3"));
        int b2 = hex.geometry().cell("b2");
        List<String> names = Arrays.stream(hex.geometry().neighbours(b2)).mapToObj(hex.geometry()::cellName).sorted()
                .toList();
        // SGF's b2 (column b, row 2): its row's a2 and c2, b1 and c1 above, a3 and b3 below
        assertEquals(List.of("a2", "a3", "b1", "b3", "c1", "c2"), names);
    }

    @Test
    void aSwapPlayHexWroteTakesTheFirstStoneOverUnderTheSwapVariant() throws IOException {
        Imported game = read("playhex-swap.sgf");
        assertEquals(List.of("swap=on"), game.record().variants());
        assertEquals(List.of("S@a2", "S@b1 xa2", "S@k5", "S@f6", "S@e3"), game.record().moves());
        assertEquals("red wins (RE[B+Resign])", game.record().result());
        assertEquals("Random bot", game.tags().get("PB"));
    }

    @Test
    void anSgfWrittenAgainKeepsItsGameInformationOnce() throws IOException {
        Imported game = read("playhex-swap.sgf");
        assertEquals("(;FF[4]GM[11]CA[UTF-8]AP[Gamut]SZ[11]RU[swap]\nSO[PlayHex.org]\n"
                + "PC[https://playhex.org/games/b9113964-070b-4b7a-84c1-a7b590261ec7]\nPB[Random bot]\nPW[aaa]\n"
                + "DT[2024-08-27]\nHA[0]\nRE[B+Resign]\n;B[a2];W[swap-pieces];B[k5];W[f6];B[e3])\n",
                Records.write(RecordFormat.SGF, game, null));
        Imported again = sgf(Records.write(RecordFormat.SGF, game, null));
        assertEquals(game.record().moves(), again.record().moves());
        assertEquals(Records.write(RecordFormat.SGF, game, null), Records.write(RecordFormat.SGF, again, null));
    }

    @Test
    void theAmazonsExampleOfTheSgfSpecificationReplays() {
        Imported game = sgf("(;FF[4]GM[18];B[djddgd];W[addgad];B[gjehea])");
        assertEquals(Games.game("amazons.gamut"), game.record().game());
        assertEquals(List.of("Ad1-d7 +X@g7", "Aa7-d4 +X@a7", "Ag1-e3 +X@e10"), game.record().moves());
    }

    @Test
    void anOthelloGameInTheFormCassioWritesSkipsAForcedPass() {
        Imported game = sgf("(;GM[2]FF[4]SZ[8]AP[Cassio:test]PB[A]PW[B]AB[e4][d5]AW[d4][e5]PL[B]"
                + ";B[f5];W[d6];B[c3];W[d3];B[c4])");
        assertEquals(Games.game("othello.gamut"), game.record().game());
        assertEquals(List.of("D@f5", "D@d6", "D@c3", "D@d3", "D@c4"), game.record().moves());
    }

    @Test
    void aWholeOthelloGamePlayStrategyWroteReplaysWithItsPassesToAWipeOut() throws IOException {
        Imported game = read("playstrategy-othello.sgf"); // letter pairs, passes as W[]
        assertEquals(Games.game("othello.gamut"), game.record().game());
        assertEquals(59, game.record().moves().size());
        assertEquals(List.of("D@f5", "D@d6", "D@c3"), game.record().moves().subList(0, 3));
        assertEquals("black wins (over)", game.record().result());
        // 54 black discs, none white, 10 squares empty: a5 a6 b6 c6 a7 b7 c7 a8 b8 c8
        assertEquals("black: a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2 d2 e2 f2 g2 h2 a3 b3 c3 d3 e3 f3 g3 h3 a4 b4 c4 d4 e4 f4 g4 h4"
                + " b5 c5 d5 e5 f5 g5 h5 d6 e6 f6 g6 h6 d7 e7 f7 g7 h7 d8 e8 f8 g8 h8\n"
                + "reserve black: disc unlimited\n"
                + "white:\n"
                + "reserve white: disc unlimited\n"
                + "turn: white", position(game));
    }

    @Test
    void theOthelloGameEdaxsManualShowsReplays() throws IOException {
        Imported game = read("edax-othello.sgf"); // moves named f5, the first in the root beside the set-up
        assertEquals(List.of("D@f5", "D@d6", "D@c3", "D@d3", "D@c4"), game.record().moves());
        assertEquals("Edax", game.tags().get("PC"));
        assertEquals(List.of(), game.notes());
    }

    @Test
    void linesOfActionAsPlayStrategyWritesItCountsLetterRowsFromTheTop() throws IOException {
        Imported game = read("playstrategy-loa.sgf"); // dhbf: d1 to b3
        assertEquals(List.of("d1-b3", "a3-c5", "c8xc5", "h5-f7", "g8-g6"), game.record().moves());
    }

    @Test
    void amazonsAsPlayStrategyWritesItHasWhiteFirstAndAMoveWithoutItsArrowIsRefused() {
        String message = assertThrows(GamutException.class, () -> read("playstrategy-amazons.sgf")).getMessage();
        assertEquals(resource("playstrategy-amazons.sgf") + ":4:4: error: move 3 W[jgjj]: it names only the start of"
                + " a move, and 14 legal moves start so: Aj4-j1 +X@j2, Aj4-j1 +X@j3, Aj4-j1 +X@j4, ...", message);
        Imported two = sgf("(;FF[4]GM[18];W[djdegb];B[gabfjf])");
        assertEquals(List.of("Ad1-d6 +X@g9", "Ag10-b5 +X@j5"), two.record().moves()); // d1d6,P@g9 as the site writes it
        assertEquals(List.of("t.sgf:1:17: note: the first move is White's and no PL says who plays first, so White is read"
                + " as the first player and Black as the other"), two.notes());
        assertEquals("t.sgf:1:16: error: move 1 W[ee]: it is black's turn, not white's", refusal("(;GM[1]SZ[9];W[ee])"),
                "Go's table entry does not let the colours be swapped");
    }

    @Test
    void sizeAndKomiPickTheVariantsAndAKomiWithoutOneIsNoted() {
        Imported game = sgf("(;GM[1]SZ[13]KM[6.5];B[dd];W[jj])");
        assertEquals(List.of("size=13", "komi=6.5"), game.record().variants());
        assertEquals(List.of("S@d10", "S@j4"), game.record().moves());
        Imported other = sgf("(;GM[1]SZ[19]\nKM[6];B[pd])");
        assertEquals(List.of("size=19"), other.record().variants());
        assertEquals(List.of("t.sgf:2:4: note: KM[6]: go.gamut has no variant komi=6, so the game is replayed with 7.5:"
                + " the moves are the same, the score may differ"), other.notes());
    }

    @Test
    void whatCannotBeReadIsRefusedWhereItStands() {
        assertEquals("t.sgf:1:22: error: move 2 W[ee]: not a legal move here: a piece of black's stands on e5",
                refusal("(;GM[1]SZ[9];B[ee];W[ee])"));
        assertEquals("t.sgf:1:11: error: move 1 B[e1-e4]: 'e1-e4' is not a legal move here: the piece on e1 cannot go"
                + " to e4; moves from e1: e1-e3 e1-g3 e1-c3", refusal("(;GM[9];B[e1-e4])"));
        assertEquals("t.sgf:1:16: error: move 1 B[zz]: no point zz on this board (9)", refusal("(;GM[1]SZ[9];B[zz])"));
        assertEquals("t.sgf:1:16: error: move 1 W[ee]: it is black's turn, not white's", refusal("(;GM[1]SZ[9];W[ee])"));
        assertEquals("t.sgf:1:6: error: no game file for SGF game 7 in " + FORMATS.folder().resolve("formats.properties")
                + " (it has 1 (go.gamut), 2 (othello.gamut), 9 (lines-of-action.gamut), 11 (hex.gamut),"
                + " 18 (amazons.gamut)); give the game file with -g", refusal("(;GM[7];B[ee])"));
        assertEquals("t.sgf:1:11: error: go.gamut has no variant size=7 (it has 9 without a variant, size=5, size=13,"
                + " size=19)", refusal("(;GM[1]SZ[7];B[ee])"));
        assertEquals("t.sgf:1:16: error: move 1 B[e]: not a move: a move is a point such as 'dd' or 'd4', points such"
                + " as 'e1-e3', or empty for a pass", refusal("(;GM[1]SZ[9];B[e])"));
        assertEquals("t.sgf:1:19: error: the file ends inside a game tree; a ')' is missing", refusal("(;GM[1]SZ[9];B[ee]"));
        assertEquals("t.sgf:1:16: error: a property value is not closed: ']' is missing", refusal("(;GM[1]SZ[9];B[ee"));
        assertEquals("t.sgf:1:1: error: an SGF file starts with '(;'", refusal("x"));
    }

    @Test
    void aShortGoGameIsWrittenExactly() {
        Game go = Gamut.load(Games.game("go.gamut"), List.of());
        GameRecord record = new GameRecord(Games.game("go.gamut"), List.of(), 1, List.of("S@e5", "S@c3", "pass", "pass"),
                "");
        Imported game = Records.read(Path.of("g.record"), record.text(), RecordFormat.GAMUT, FORMATS, null, null);
        assertEquals("(;FF[4]GM[1]CA[UTF-8]AP[Gamut]SZ[9]KM[7.5]\nRE[W+7.5]\n;B[ee];W[cg];B[];W[])\n",
                Records.write(RecordFormat.SGF, game, null));
        assertTrue(go.players() == 2);
    }

    /** Random games of each SGF game, to SGF and back: the same moves, the same position. */
    @Test
    void recordsGoToSgfAndBackUnchanged() {
        roundTrip("go.gamut", List.of(), 400);
        roundTrip("go.gamut", List.of("size=13", "komi=6.5"), 60);
        roundTrip("othello.gamut", List.of(), 200);
        roundTrip("lines-of-action.gamut", List.of(), 200);
        roundTrip("hex.gamut", List.of("size=7", "swap=on"), 200);
        roundTrip("amazons.gamut", List.of(), 40);
    }

    private static void roundTrip(String file, List<String> variants, int plies) {
        for (long seed = 1; seed <= 3; seed++) {
            Game game = Gamut.load(Games.game(file), variants);
            State state = game.newState();
            SplittableRandom random = new SplittableRandom(seed);
            MoveList moves = new MoveList();
            for (int i = 0; i < plies && !state.isOver(); i++) {
                state.generate(moves);
                state.make(state.randomMove(moves, random));
            }
            GameRecord record = GameRecord.of(Games.game(file), variants, 1, state);
            Imported original = Records.read(Path.of("r.record"), record.text(), RecordFormat.GAMUT, FORMATS, null, null);
            String sgf = Records.write(RecordFormat.SGF, original, null);
            Imported back = sgf(sgf);
            String where = file + " " + variants + " seed " + seed + "\n" + sgf;
            assertEquals(record.moves(), back.record().moves(), where);
            assertEquals(variants, back.record().variants(), where);
            assertEquals(game.positionText(state, null), back.game().positionText(back.state(), null), where);
            assertEquals(record.result(), back.record().result(), where);
        }
    }
}
