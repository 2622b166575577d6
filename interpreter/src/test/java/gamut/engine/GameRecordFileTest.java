package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.testing.Games;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GameRecordFileTest {
    @TempDir
    Path dir;

    @Test
    void aDiceGameSavedAndLoadedReplaysToTheSamePosition() {
        Path game = Games.root().resolve("games/run-fevga.gamut");
        Game loaded = Gamut.load(game, List.of("opening=reroll"));
        State state = loaded.newState();
        new Playout().play(state, new SplittableRandom(5));
        GameRecord record = GameRecord.of(game, List.of("opening=reroll"), 5, state);
        assertTrue(record.moves().get(0).startsWith("opening roll "), record.moves().get(0));
        Path file = dir.resolve("game.record");
        record.save(file);
        GameRecord read = GameRecord.read(file);
        assertEquals(record, read);
        GameRecord.Replay replay = read.replay(Gamut.load(read.game(), read.variants()));
        assertNull(replay.problem());
        assertEquals(state.hash(), replay.state().hash());
        assertEquals(state.result().winner(), replay.state().result().winner());
        assertTrue(GameRecord.isRecord(record.text()));
    }

    @Test
    void aRecordIsToldFromADefinitionByItsFirstLine() throws Exception {
        assertTrue(GameRecord.isRecord("\n# a comment\n  game : x.gamut\nmoves: b1-b3\n"));
        assertEquals(false, GameRecord.isRecord(Files.readString(Games.root().resolve("games/run-fevga.gamut"))));
        assertEquals(false, GameRecord.isRecord("game \"Row\" {\n}\n"));
        assertEquals(false, GameRecord.isRecord(""));
    }

    @Test
    void aChessRecordWrittenInTheLongFormStillReplaysAndIsSavedInTheGamesNotation() throws Exception {
        // As Gamut wrote chess records before chess.gamut had a 'notation' item: every move in the long form.
        Path game = Games.root().resolve("games/chess.gamut");
        Path file = dir.resolve("old.record");
        Files.writeString(file, "# gamut record\ngame: " + game + "\nvariants: \nseed: 1\nmoves: Pe2-e4; Pe7-e5;"
                + " Ng1-f3; Nb8-c6; Bf1-c4; Ng8-f6; Ke1-g1 Rh1-f1; Nf6xe4; Pd2-d4; Pe5xd4; Rf1-e1; Pd7-d5\n");
        GameRecord.Replay replay = GameRecord.read(file).replay(Gamut.load(game, List.of()));
        assertNull(replay.problem());
        assertEquals("r1bqkb1r/ppp2ppp/2n5/3p4/2Bpn3/5N2/PPP2PPP/RNBQR1K1 w kq d6 0 7",
                replay.state().game().positionText(replay.state(), "fen"));
        GameRecord saved = GameRecord.of(game, List.of(), 1, replay.state());
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O", "Nxe4", "d4", "exd4", "Re1", "d5"), saved.moves());
        assertEquals(replay.state().hash(), saved.replay(Gamut.load(game, List.of())).state().hash());
    }

    @Test
    void aMoveThatIsNoLongerLegalStopsTheReplayThere() throws Exception {
        Path game = Games.root().resolve("games/lines-of-action.gamut");
        Path file = dir.resolve("loa.record");
        Files.writeString(file, "# gamut record\ngame: " + game + "\nvariants: \nseed: 1\nmoves: b1-b3; a7-c7; b3-b9\n");
        GameRecord.Replay replay = GameRecord.read(file).replay(Gamut.load(game, List.of()));
        assertEquals(2, replay.stoppedAt());
        assertEquals(2, replay.state().depth());
        assertTrue(replay.problem().startsWith("move 3 'b3-b9': 'b3-b9' is not a legal move here"), replay.problem());
    }

    @Test
    void aBadRecordIsReportedWithItsLine() throws Exception {
        Path file = dir.resolve("bad.record");
        Files.writeString(file, "# gamut record\ngame: x.gamut\nspeed: 3\n");
        GamutException e = assertThrows(GamutException.class, () -> GameRecord.read(file));
        assertEquals(file + ":3:1: error: unknown key 'speed' (a record has game, variants, seed, moves, result, shown and other)", e.getMessage());
    }
}
