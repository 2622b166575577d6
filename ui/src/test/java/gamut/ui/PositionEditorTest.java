package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.ui.controller.GameController;
import gamut.ui.controller.PositionEditor;
import gamut.ui.controller.UiHost;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The position editor's model without any view: placing, removing, the side to move, reserves, the copied texts. */
class PositionEditorTest {
    private static final UiHost NOW = Runnable::run;

    private static int cell(Game game, String name) {
        return game.geometry().cell(name);
    }

    private static int type(Game game, String name) {
        return game.info().pieces().indexOf(name);
    }

    @Test
    void placeRemoveAndTheSideToMove() {
        Game chess = Games.load("chess");
        PositionEditor e = new PositionEditor(chess, chess.newState(), List.of());
        assertTrue(e.remove(cell(chess, "e2")));
        assertEquals(-1, e.state().owner(cell(chess, "e2")));
        assertTrue(e.place(cell(chess, "e4"), 0, type(chess, "queen")));
        assertEquals(0, e.state().owner(cell(chess, "e4")));
        assertEquals(type(chess, "queen"), e.state().piece(cell(chess, "e4")));
        // a piece placed on an occupied cell replaces what stood there
        assertTrue(e.place(cell(chess, "d8"), 0, type(chess, "knight")));
        assertEquals(0, e.state().owner(cell(chess, "d8")));
        assertTrue(e.setToMove(1));
        assertEquals(1, e.state().toMove());
        assertNull(e.problem());
        assertEquals(List.of("white", "black"), e.owners());
    }

    @Test
    void theCopiedTextsExactly() {
        Game ttt = Games.load("tic-tac-toe");
        PositionEditor e = new PositionEditor(ttt, ttt.newState(), List.of());
        e.place(cell(ttt, "a1"), 0, 0);
        e.place(cell(ttt, "b2"), 1, 0);
        e.place(cell(ttt, "c3"), 0, 0);
        e.setToMove(1);
        assertEquals("crosses: a1 c3; reserve crosses: mark unlimited; noughts: b2; reserve noughts: mark unlimited;"
                + " turn: noughts", e.positionText());
        assertEquals(6, e.legalMoves());
        assertEquals("test \"position\" {\n"
                + "    position \"crosses: a1 c3; reserve crosses: mark unlimited; noughts: b2;"
                + " reserve noughts: mark unlimited; turn: noughts\"\n"
                + "    moves 6\n"
                + "}\n", e.testText());
        // what is copied reads back as the same position, as -p reads it
        assertEquals(PositionFormat.format(e.state()), PositionFormat.format(ttt.position(e.positionText())));
    }

    @Test
    void theTestNamesTheVariantsInPlay() {
        Game loa = Gamut.load(Games.file("lines-of-action"), List.of("first=white"));
        PositionEditor e = new PositionEditor(loa, loa.newState(), List.of("first=white"));
        assertTrue(e.testText().startsWith("test \"position\" {\n    under first=white\n    position \"black: b1 "),
                e.testText());
    }

    @Test
    void reservesAreSetAndCountedInTheMoves() {
        Game run = Games.load("run-knizia");
        PositionEditor e = new PositionEditor(run, run.newState(), List.of());
        int cow = type(run, "cow");
        int cowboy = type(run, "cowboy");
        assertEquals(List.of(cow, cowboy), e.reserveTypes());
        assertEquals(7, e.reserve(0, cow));
        assertTrue(e.setReserve(0, cowboy, 0));
        assertTrue(e.setReserve(1, cow, 2));
        assertEquals(0, e.state().reserve(0, cowboy));
        assertEquals(2, e.state().reserve(1, cow));
        assertEquals("reserve black: cow 7; reserve white: cow 2, cowboy 5; turn: black", e.positionText());
        // an empty reserve: no drop is legal any more, only passing
        assertTrue(e.setReserve(0, cow, 0));
        assertEquals(1, e.legalMoves());
        MoveList moves = new MoveList();
        e.state().generate(moves);
        assertEquals("pass", Notation.format(e.state(), moves.get(0)));
    }

    @Test
    void unlimitedReservesStayUnlimited() {
        Game ttt = Games.load("tic-tac-toe");
        PositionEditor e = new PositionEditor(ttt, ttt.newState(), List.of());
        assertEquals(PositionEditor.UNLIMITED, e.reserve(0, 0));
        assertEquals(9, e.legalMoves());
    }

    @Test
    void aPositionTheRulesRefuseIsUndoneWithTheReason() {
        Game ttt = Games.load("tic-tac-toe");
        PositionEditor e = new PositionEditor(ttt, ttt.newState(), List.of());
        String before = e.positionText();
        assertFalse(e.setReserve(0, 0, PositionEditor.maxReserve() + 1));
        assertNotNull(e.problem());
        assertTrue(e.problem().startsWith("position: a reserve holds 0 to 1000 pieces"), e.problem());
        assertEquals(before, e.positionText());
        assertTrue(e.place(cell(ttt, "a1"), 0, 0));
        assertNull(e.problem());
    }

    @Test
    void aPositionAlreadyOverCountsNoMoves() {
        Game ttt = Games.load("tic-tac-toe");
        PositionEditor e = new PositionEditor(ttt, ttt.newState(), List.of());
        for (String c : List.of("a1", "a2", "a3")) {
            e.place(cell(ttt, c), 0, 0);
        }
        e.setToMove(1);
        assertTrue(e.state().isOver());
        assertEquals(0, e.legalMoves());
    }

    @Test
    void playFromHereStartsThereAndARefusedPositionKeepsTheGame(@TempDir Path dir) {
        GameController c = GameController.open(Games.file("tic-tac-toe"), List.of(), List.of("human", "human"), 1, NOW,
                Runnable::run);
        Game ttt = c.game();
        c.clickCell(cell(ttt, "b2"));
        c.clickCell(cell(ttt, "a1"));
        List<String> before = c.moveNames();
        assertEquals(2, before.size());
        assertNotNull(c.authoring().playFrom("crosses: a1; noughts: zz9; turn: crosses"));
        assertTrue(c.status().startsWith("the position is refused: position: no cell or piece 'zz9'"), c.status());
        assertEquals(before, c.moveNames());

        PositionEditor e = c.authoring().editPosition();
        assertTrue(e.remove(cell(ttt, "a1")));
        assertTrue(e.place(cell(ttt, "c3"), 1, 0));
        assertNull(c.authoring().playFrom(e.positionText()));
        assertEquals(List.of(), c.moveNames());
        assertEquals(1, c.state().owner(cell(ttt, "c3")));
        assertEquals(-1, c.state().owner(cell(ttt, "a1")));
        assertEquals("playing from the edited position", c.status());
        // a record replays from the rules' start, so a game from an edited position is not saved as one
        Path record = dir.resolve("game.record");
        assertNotNull(c.save(record));
        assertFalse(Files.exists(record));
        c.clickCell(cell(ttt, "a3"));
        assertEquals(1, c.moveNames().size());
        c.undo();
        assertEquals(1, c.state().owner(cell(ttt, "c3")), "undo goes back to the edited position, no further");
        assertFalse(c.canUndo());
    }

    /** Every game's positions, at the start and during a random game, read back unchanged when nothing is edited. */
    @Test
    void everyShippedGameReadsBackUnedited() throws IOException {
        Path games = Games.file("chess").getParent();
        try (Stream<Path> files = Files.list(games)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".gamut")).sorted().toList()) {
                Game game = Gamut.load(file, List.of());
                State state = game.newState();
                SplittableRandom random = new SplittableRandom(3);
                MoveList moves = new MoveList();
                for (int ply = 0; ply < 40 && !state.isOver(); ply++) {
                    PositionEditor e = new PositionEditor(game, state, List.of());
                    assertEquals(PositionFormat.format(state), PositionFormat.format(e.state()), file + " after " + ply);
                    if (state.isChance()) {
                        state.make(state.randomOutcome(random));
                    } else {
                        state.generate(moves);
                        state.make(moves.get(random.nextInt(moves.size())));
                    }
                }
            }
        }
    }
}
