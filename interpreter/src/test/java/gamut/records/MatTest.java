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
 * Match files (.mat) as gnubg and Jellyfish write them: Gamut's records to a match file and back
 * unchanged, gnubg's own export of a game it played replayed, and a file that cannot be replayed
 * refused where it goes wrong.
 */
class MatTest {
    static final Formats FORMATS = SgfTest.FORMATS;

    static Imported mat(String text) {
        return Records.read(Path.of("t.mat"), text, null, FORMATS, null, null);
    }

    @Test
    void recordsGoToAMatchFileAndBackUnchanged() {
        int plies = 0;
        for (long seed = 1; seed <= 6; seed++) {
            Game game = Gamut.load(Games.game("backgammon.gamut"), List.of());
            State state = game.newState();
            SplittableRandom random = new SplittableRandom(seed);
            MoveList moves = new MoveList();
            for (int i = 0; i < 2000 && !state.isOver(); i++) {
                state.make(state.isChance() ? state.randomOutcome(random) : state.randomMove(moves, random));
            }
            GameRecord record = GameRecord.of(Games.game("backgammon.gamut"), List.of(), 1, state);
            Imported original = Records.read(Path.of("r.record"), record.text(), RecordFormat.GAMUT, FORMATS, null, null);
            String mat = Records.write(RecordFormat.MAT, original, null);
            Imported back = mat(mat);
            // Two exits from one point with either die (1-off (6), 1-off (3)) are both '1/off' in a match
            // file, which does not say which die went first: the same plies but for that.
            assertEquals(withoutDie(record.moves()), withoutDie(back.record().moves()), mat);
            assertEquals(game.positionText(state, null), back.game().positionText(back.state(), null), mat);
            assertEquals(record.result(), back.record().result(), mat);
            plies += record.moves().size();
        }
        assertEquals(1619, plies);
    }

    private static List<String> withoutDie(List<String> moves) {
        return moves.stream().map(m -> m.replaceAll(" \\([0-9]\\)$", "")).toList();
    }

    @Test
    void theStartOfAGameIsWrittenInGnubgsLayout() {
        GameRecord record = new GameRecord(Games.game("backgammon.gamut"), List.of(), 1,
                List.of("opening roll 1-3", "24/21", "24/23", "roll 6-4", "24/18", "13/9", "roll 5-2", "13/8", "13/11"), "");
        Imported game = Records.read(Path.of("g.record"), record.text(), RecordFormat.GAMUT, FORMATS, null, null);
        assertEquals(" 1 point match\n\n Game 1\n white : 0                      black : 0\n"
                + "  1)                             31: 24/21 24/23\n"
                + "  2) 64: 24/18 13/9              52: 13/8 13/11\n\n", Records.write(RecordFormat.MAT, game, null));
    }

    @Test
    void aGameGnubgPlayedAndExportedReplaysToItsEnd() throws IOException {
        Path file = SgfTest.resource("gnubg-selfplay.mat");
        Imported game = Records.read(file, Files.readString(file), null, FORMATS, null, null);
        assertEquals(RecordFormat.MAT, game.format());
        assertEquals("gnubg", game.tags().get("Player1"));
        assertEquals("root", game.tags().get("Player2"));
        assertEquals("1", game.tags().get("Match length"));
        assertEquals(List.of("opening roll 3-6", "24/18", "18/15", "roll 6-6", "24/18", "24/18", "13/7", "13/7"),
                game.record().moves().subList(0, 8));
        assertEquals(132, game.record().moves().size());
        assertEquals("white wins 1 point (single)", game.record().result());
    }

    @Test
    void aFileWrittenByHandWithHitsAndTheBarReplays() throws IOException {
        Path file = SgfTest.resource("hits-by-hand.mat");
        Imported game = Records.read(file, Files.readString(file), null, FORMATS, null, null);
        assertEquals(23, game.record().moves().size());
        assertEquals(List.of("roll 4-3", "24/20*", "9/6", "roll 5-1", "bar/24", "13/8", "roll 6-1", "24/23*", "8/2"),
                game.record().moves().subList(14, 23));
        // the position gnubg shows after 'import mat' of the same file
        assertEquals("white: 2 5*3 6*4 8 13*4 20 23\nblack: 1*2 4 12*4 17*3 18 19*3\nreserve black: checker 1\nturn: black",
                game.game().positionText(game.state(), null));
    }

    @Test
    void aPlyThatCannotBePlayedIsRefusedWhereItIs() {
        String text = " 1 point match\n\n Game 1\n a : 0                          b : 0\n"
                + "  1) 31: 8/5 6/5                 64: 24/18 13/9\n"
                + "  2) 52: 13/8 13/10\n";
        assertEquals("t.mat:6:6: error: '13/10' is not a legal move here: no checker can go to 10;"
                + " checker moves: 13/11 24/22 5/3 6/4 8/6",
                assertThrows(GamutException.class, () -> mat(text)).getMessage());
    }
}
