package gamut.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.base.GamutException;
import gamut.core.GameInfo;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import gamut.testing.Games;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The public API as the README shows it: load, play to the end, read the result. */
class GamutTest {
    private static Path file(String name) {
        return Games.game(name);
    }

    /** The README's "Use Gamut from Java" example, line for line. */
    @Test
    void theReadmeExamplePlaysAGameToItsEnd() {
        Game game = Gamut.load(file("lines-of-action.gamut"), List.of("simultaneous=mover_wins"));
        State state = game.newState();
        MoveList moves = new MoveList();
        SplittableRandom random = new SplittableRandom(1);
        List<String> played = new ArrayList<>();
        while (!state.isOver()) {
            if (state.isChance()) {
                state.make(state.randomOutcome(random));
                continue;
            }
            state.generate(moves);
            int move = moves.get(random.nextInt(moves.size()));
            played.add(Notation.format(state, move));
            state.make(move);
        }
        Result result = state.result();
        assertEquals(played.size(), state.ply());
        assertTrue(result.isDraw() || result.winner() == 0 || result.winner() == 1, result.toString());
        assertEquals(List.of("simultaneous=mover_wins"), game.info().applied());
    }

    @Test
    void aGameWithDiceIsPlayedTheSameWay() {
        Game game = Gamut.load(file("run-fevga.gamut"), List.of());
        State state = game.newState();
        assertTrue(game.hasDice());
        assertTrue(state.isChance(), "the game starts with a roll");
        MoveList moves = new MoveList();
        SplittableRandom random = new SplittableRandom(7);
        while (!state.isOver()) {
            if (state.isChance()) {
                state.make(state.randomOutcome(random));
            } else {
                state.generate(moves);
                state.make(moves.get(random.nextInt(moves.size())));
            }
        }
        assertFalse(state.result().isDraw());
    }

    @Test
    void theGameTellsItsVariantsWithTheirSources() {
        Game game = Gamut.load(file("lines-of-action.gamut"), List.of());
        GameInfo.Variant first = game.info().variant("first=white");
        assertTrue(first.source().contains("Darse Billings"), first.source());
        assertEquals(List.of(), game.info().applied());
        assertEquals("black", game.playerName(game.firstPlayer()));
    }

    @Test
    void problemsComeBackAsDiagnosticsOrAsOneException() {
        String text = "game \"x\" { players a, b\n board grid 3 by 3\n pieces { p }\n}\n";
        Gamut.Report report = Gamut.check("x.gamut", text.replace("grid 3 by 3", "grid 3 by"));
        assertFalse(report.ok());
        assertEquals("x.gamut:3:2: error: missing a number before 'pieces'\n pieces { p }\n ^", report.format());
        GamutException e = assertThrows(GamutException.class,
                () -> Gamut.load(file("lines-of-action.gamut"), List.of("no_such_variant")));
        assertTrue(e.getMessage().contains("no_such_variant"), e.getMessage());
    }
}
