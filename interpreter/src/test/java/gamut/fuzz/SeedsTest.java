package gamut.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.engine.Game;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.fuzz.Seeds.Seed;
import gamut.testing.Games;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fuzzer's seeds are valid as written, so that what a mutant breaks is its mutation. */
class SeedsTest {
    @TempDir
    Path dir;

    @Test
    void everyShippedDefinitionIsASeedWithItsVariants() {
        List<Seed> definitions = Seeds.definitions();
        assertEquals(List.of(Seeds.LOA, Seeds.GUARD, Seeds.FEVGA, Seeds.KNIZIA, "tic-tac-toe.gamut", "connect-four.gamut",
                "breakthrough.gamut", "hex.gamut").stream().sorted().toList(), definitions.stream().map(Seed::name).toList());
        for (Seed seed : definitions) {
            assertEquals("", Gamut.check(seed.name(), seed.text()).format(), seed.name());
        }
        assertEquals(List.of("simultaneous=mover_wins", "first=white", "setup=swapped", "setup=scrambled_eggs",
                "no_move=loses", "repetition=none"),
                definitions.stream().filter(d -> d.name().equals(Seeds.LOA)).findFirst().orElseThrow().variants());
    }

    @Test
    void everyRecordReplaysToItsLastMove() throws Exception {
        for (Seed seed : Seeds.records()) {
            Path file = dir.resolve(seed.name());
            Files.writeString(file, seed.text());
            GameRecord record = GameRecord.read(file);
            Game game = Gamut.load(Games.root().resolve(record.game()), record.variants());
            GameRecord.Replay replay = record.replay(game);
            assertNull(replay.problem(), seed.name());
            assertEquals(record.moves().size(), replay.state().depth(), seed.name());
        }
    }

    @Test
    void everyPositionSetsUpAsWritten() {
        for (Seed seed : Seeds.positions()) {
            State state = Gamut.load(Games.game(seed.game()), List.of()).position(seed.text());
            State again = state.game().position(PositionFormat.format(state));
            assertEquals(state.hash(), again.hash(), seed.name());
        }
    }
}
