package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.testing.Games;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Positions state everything a position holds (pieces, flags, reserves, exit counts, the player to
 * move, the turn plan and the parts of it played), and what {@link PositionFormat#format} writes
 * reads back as the same position.
 */
class PositionRoundTripTest {
    private static final Game QG = Gamut.load(Games.game("queens-guard.gamut"), List.of());
    private static final Game KNIZIA = Gamut.load(Games.game("run-knizia.gamut"), List.of());

    private static String again(Game game, String text) {
        return PositionFormat.format(game.position(text));
    }

    @Test
    void flagsAreWrittenInBracketsAfterTheirCell() {
        // Cells come in board order (the hex map from its top line), each piece type named where it changes.
        String text = "white: guard a5 b1 queen f1 [trapped]\nblack: guard c3*2 [trapped]\nturn: black";
        State s = QG.position(text);
        assertEquals(1, s.flags(QG.geometry().cell("f1")));
        assertEquals(1, s.flags(QG.geometry().cell("c3")));
        assertEquals(0, s.flags(QG.geometry().cell("a5")));
        assertEquals(text, PositionFormat.format(s));
        assertEquals(text, again(QG, "white: queen f1[trapped], guard a5, b1; black: guard c3*2 [ trapped ]; turn: black"));
    }

    @Test
    void thePartsPlayedOfATurnAreWrittenByTheirGroups() {
        String text = "black: cow d1\nreserve black: cowboy 5\nwhite: cowboy e2\nturn: black\ndone: cow_action";
        State s = KNIZIA.position(text);
        assertEquals(text, PositionFormat.format(s));
        MoveList moves = new MoveList();
        s.generate(moves);
        // Only the cowboy action is left: drops of a cowboy on black's first row, d1 e2 f3 g4 h5 i6,
        // where d1 and e2 are taken.
        assertEquals(4, moves.size());
        assertEquals(0, s.toMove());
        // A copy (for a search thread) starts from the same point of the turn.
        State copy = s.copy();
        assertEquals(s.hash(), copy.hash());
        assertEquals(text, PositionFormat.format(copy));
    }

    @Test
    void aPlanOtherThanTheOneChosenIsWritten() {
        String text = "black: cow d1\nwhite: cowboy e2\nturn: black\nplan: opening";
        assertEquals(text, again(KNIZIA, text));
        assertEquals("black: cow d1\nwhite: cowboy e2\nturn: black", again(KNIZIA, text.replace("opening", "normal")));
    }

    @Test
    void wrongFlagsPlansAndPartsAreRefused() {
        assertEquals("position: unknown flag 'asleep' in 'white: queen f1 [asleep]' (flags: trapped)",
                refusal(QG, "white: queen f1 [asleep]"));
        assertEquals("position: the flags [trapped] follow no cell in 'white: [trapped] queen f1'",
                refusal(QG, "white: [trapped] queen f1"));
        assertEquals("position: '[' has no ']' in 'white: queen f1 [trapped'", refusal(QG, "white: queen f1 [trapped"));
        assertEquals("position: unknown turn plan 'late' in 'plan: late' (plans: opening, normal, none)",
                refusal(KNIZIA, "black: cow d1; plan: late"));
        assertEquals("position: 'plan: none' gives the turn plan a second time (after 'plan: normal')",
                refusal(KNIZIA, "plan: normal; plan: none"));
        assertEquals("position: 'cow_action' is no part left to play of the turn plan 'normal' in 'done: cow_action"
                + " cow_action' (parts: cow_action, cowboy_action)", refusal(KNIZIA, "black: cow d1; done: cow_action cow_action"));
        assertEquals("position: 'done: drop' names parts of a turn, but the turn plan 'opening' has no parts to be"
                + " done one by one", refusal(KNIZIA, "plan: opening; done: drop"));
        assertEquals("position: 'done: cow_action' names parts of a turn, but no turn plan governs it",
                refusal(KNIZIA, "plan: none; done: cow_action"));
    }

    private static String refusal(Game game, String position) {
        return assertThrows(GamutException.class, () -> game.position(position)).getMessage();
    }

    /** Every position of random games, written and read back: the same hash and the same text. */
    @Test
    void positionsOfRandomGamesReadBackAsTheSamePosition() {
        for (String file : List.of("lines-of-action.gamut", "queens-guard.gamut", "run-knizia.gamut", "run-fevga.gamut")) {
            for (String[] variants : List.of(new String[0], new String[] {"relocate_all_in_one_turn"})) {
                if (variants.length > 0 && !file.startsWith("queens")) {
                    continue;
                }
                Game game = Gamut.load(Games.game(file), List.of(variants));
                SplittableRandom random = new SplittableRandom(15);
                int checked = 0;
                for (int g = 0; g < 4; g++) {
                    checked += playAndCheck(game, random);
                }
                assertEquals(true, checked > 100, file + ": " + checked + " positions");
            }
        }
    }

    private static int playAndCheck(Game game, SplittableRandom random) {
        State s = game.newState();
        MoveList moves = new MoveList();
        int checked = 0;
        for (int ply = 0; ply < 300 && !s.isOver(); ply++) {
            if (s.isChance()) {
                s.make(s.randomOutcome(random));
                continue;
            }
            String text = PositionFormat.format(s);
            State back = game.position(text);
            assertEquals(s.hash(), back.hash(), () -> game.title() + ": hash of\n" + text);
            assertEquals(text, PositionFormat.format(back), game.title());
            checked++;
            s.generate(moves);
            s.make(moves.get(random.nextInt(moves.size())));
        }
        return checked;
    }
}
