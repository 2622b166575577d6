package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.GameRecord;
import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.ui.controller.Autosave;
import gamut.ui.controller.Click;
import gamut.ui.controller.GameController;
import gamut.ui.controller.Timeline;
import gamut.ui.controller.UiHost;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game in progress on disk after every move, and the next viewer's question about it: restore,
 * discard, or (unanswered) keep it aside. Without Swing: the view only shows the question.
 */
class AutosaveTest {
    private static final UiHost NOW = Runnable::run;

    @TempDir
    Path dir;

    /** Where a game of Lines of Action, without variants, is kept. */
    private Path kept() {
        return kept("lines-of-action");
    }

    private Path kept(String game, String... variants) {
        return new Autosave(dir).fileFor(Games.file(game), List.of(variants));
    }

    private static GameController open(String game, String... players) {
        return GameController.open(Games.file(game), List.of(), List.of(players), 1, NOW, Runnable::run);
    }

    private static void playRandomly(GameController c, int moves, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        MoveList legal = new MoveList();
        for (int i = 0; i < moves && !c.state().isOver(); i++) {
            c.state().generate(legal);
            Click click = c.choose(legal.get(random.nextInt(legal.size())));
            assertEquals(Click.Kind.MOVED, click.kind(), click.message());
        }
    }

    /** A viewer that played some moves and was then closed (or killed) in the middle of its game. */
    private List<String> leaveAnUnfinishedGame(int moves) {
        GameController first = open("lines-of-action", "human", "human");
        assertNull(first.startAutosave(new Autosave(dir)));
        playRandomly(first, moves, 7);
        return first.moveNames();
    }

    @Test
    void everyMoveIsOnDiskAsARecordAndANewGameClearsIt() throws IOException {
        GameController c = open("lines-of-action", "human", "random");
        assertNull(c.startAutosave(new Autosave(dir)));
        assertFalse(Files.exists(kept()));
        playRandomly(c, 3, 1);
        assertEquals(6, c.moveNames().size()); // each of the person's moves and the random player's reply
        GameRecord record = GameRecord.read(kept());
        assertEquals(c.moveNames(), record.moves());
        assertTrue(Files.isSameFile(Games.file("lines-of-action"), record.game()));
        List<String> six = c.moveNames();
        c.undo(); // the moves taken back stay for redo, and in the record
        assertEquals(4, c.moveNames().size());
        assertEquals(six, GameRecord.read(kept()).moves());
        assertEquals(4, GameRecord.read(kept()).shown());
        c.newGame(c.game());
        assertFalse(Files.exists(kept()));
    }

    @Test
    void aGameThatEndsClearsItAndRollsAloneAreNotKept() {
        GameController c = open("lines-of-action", "human", "human");
        c.startAutosave(new Autosave(dir));
        playRandomly(c, 1000, 3);
        assertTrue(c.state().isOver());
        assertFalse(Files.exists(kept()));
        GameController dice = open("run-fevga", "human", "human");
        dice.startAutosave(new Autosave(dir));
        assertTrue(dice.moveNames().get(0).startsWith("opening roll"), dice.moveNames().toString());
        assertFalse(Files.exists(kept("run-fevga")));
        playRandomly(dice, 1, 3);
        assertTrue(Files.exists(kept("run-fevga")));
    }

    @Test
    void theNextViewerOfTheGameRestoresTheUnfinishedGame() {
        List<String> played = leaveAnUnfinishedGame(4); // black, a person here, is to move
        GameController next = open("lines-of-action", "human", "random");
        assertEquals("lines-of-action.gamut, 4 moves", next.startAutosave(new Autosave(dir)));
        assertNull(next.answerAutosave(Autosave.Choice.RESTORE));
        assertEquals("Lines of Action", next.game().title());
        assertEquals(played, next.moveNames());
        assertEquals("loaded " + kept().getFileName() + ": 4 of 4 moves", next.status());
        playRandomly(next, 1, 2);
        assertEquals(next.moveNames(), GameRecord.read(kept()).moves());
    }

    @Test
    void aViewerOfAnotherGameOrOtherVariantsNeitherOffersNorTouchesIt() throws IOException {
        List<String> played = leaveAnUnfinishedGame(4);
        String left = Files.readString(kept());
        GameController other = open("run-fevga", "human", "random");
        assertNull(other.startAutosave(new Autosave(dir)), "a game of another definition is not offered");
        playRandomly(other, 2, 1);
        assertEquals(other.moveNames(), GameRecord.read(kept("run-fevga")).moves());
        GameController variant = GameController.open(Games.file("lines-of-action"), List.of("simultaneous=mover_wins"),
                List.of("human", "human"), 1, NOW, Runnable::run);
        assertNull(variant.startAutosave(new Autosave(dir)), "nor one of other variants");
        playRandomly(variant, 1, 1);
        assertTrue(Files.exists(kept("lines-of-action", "simultaneous=mover_wins")));
        assertEquals(left, Files.readString(kept()));
        // The game is offered again when its own game is played next.
        GameController same = open("lines-of-action", "human", "human");
        assertEquals("lines-of-action.gamut, 4 moves", same.startAutosave(new Autosave(dir)));
        assertNull(same.answerAutosave(Autosave.Choice.RESTORE));
        assertEquals(played, same.moveNames());
    }

    /** Plays a legal move other than {@code not} (in notation). */
    private static void playOtherThan(GameController c, String not) {
        MoveList legal = new MoveList();
        c.state().generate(legal);
        for (int i = 0; i < legal.size(); i++) {
            if (!Notation.format(c.state(), legal.get(i)).equals(not)) {
                assertEquals(Click.Kind.MOVED, c.choose(legal.get(i)).kind());
                return;
            }
        }
    }

    private static List<String> rows(GameController c) {
        return c.timeline().rows().stream().map(Timeline.Row::text).toList();
    }

    @Test
    void theWholeGameIsKeptWithItsOtherLinesAndRestoredAtThePositionShown() throws IOException {
        GameController first = open("lines-of-action", "human", "human");
        assertNull(first.startAutosave(new Autosave(dir)));
        playRandomly(first, 12, 7);
        List<String> twelve = first.moveNames();
        first.timeline().show(4); // a click on move 4 in the move list
        GameRecord record = GameRecord.read(kept());
        assertEquals(twelve, record.moves(), "the moves after the position shown are kept");
        assertEquals(4, record.shown());
        // Saved as a record too, the whole game.
        Path saved = dir.resolve("saved.record");
        assertNull(first.save(saved));
        assertEquals("saved 12 moves to " + saved, first.status());
        assertEquals(record.moves(), GameRecord.read(saved).moves());

        GameController next = open("lines-of-action", "human", "human");
        assertEquals("lines-of-action.gamut, 12 moves", next.startAutosave(new Autosave(dir)));
        assertNull(next.answerAutosave(Autosave.Choice.RESTORE));
        assertEquals("loaded " + kept().getFileName() + ": 12 of 12 moves; showing the position after move 4 of 12",
                next.status());
        assertEquals(twelve.subList(0, 4), next.moveNames());
        assertEquals(4, next.timeline().shownRow());
        assertEquals(rows(first), rows(next));
        next.timeline().toEnd();
        assertEquals(twelve, next.moveNames());

        // Another move at move 5 makes a new line and keeps the old one; both are kept, and where the viewer was.
        next.timeline().show(4);
        playOtherThan(next, twelve.get(4));
        next.timeline().show(3);
        record = GameRecord.read(kept());
        assertEquals(5, record.moves().size());
        assertEquals(3, record.shown());
        assertEquals(List.of(twelve), record.others());
        GameController third = open("lines-of-action", "human", "human");
        assertEquals("lines-of-action.gamut, 5 moves and 1 other line", third.startAutosave(new Autosave(dir)));
        assertNull(third.answerAutosave(Autosave.Choice.RESTORE));
        assertEquals("loaded " + kept().getFileName() + ": 5 of 5 moves, 1 other line; showing the position after move 3"
                + " of 5", third.status());
        assertEquals(rows(next), rows(third));
        assertEquals(3, third.timeline().shownRow());
    }

    @Test
    void theOneFileOfEarlierVersionsIsOfferedOnceAndThenKeptAsItsGamesOwn() throws IOException {
        Path older = dir.resolve("autosave.record");
        Files.writeString(older, "# gamut record\ngame: " + Games.file("lines-of-action").toAbsolutePath()
                + "\nmoves: b1-b3; a2-c2\n");
        GameController next = open("run-fevga", "human", "human");
        assertEquals("lines-of-action.gamut, 2 moves", next.startAutosave(new Autosave(dir)));
        assertNull(next.answerAutosave(Autosave.Choice.RESTORE));
        assertEquals(List.of("b1-b3", "a2-c2"), next.moveNames());
        assertFalse(Files.exists(older));
        assertEquals(List.of("b1-b3", "a2-c2"), GameRecord.read(kept()).moves());
    }

    @Test
    void aGameRestoredOnlyInPartKeepsTheWholeOfItAside() throws IOException {
        Files.writeString(kept(), "# gamut record\ngame: " + Games.file("lines-of-action").toAbsolutePath()
                + "\nmoves: b1-b3; a2-c2; b3-b8; a3-c3\n");
        GameController next = open("lines-of-action", "human", "human");
        assertEquals("lines-of-action.gamut, 4 moves", next.startAutosave(new Autosave(dir)));
        assertNull(next.answerAutosave(Autosave.Choice.RESTORE));
        assertEquals(List.of("b1-b3", "a2-c2"), next.moveNames());
        Path aside = dir.resolve("unrestored-1.record");
        assertTrue(next.status().startsWith("loaded " + kept().getFileName() + ": 2 of 4 moves; stopped at move 3 'b3-b8'"),
                next.status());
        assertTrue(next.status().endsWith("; the whole unfinished game was kept as " + aside), next.status());
        assertEquals(List.of("b1-b3", "a2-c2", "b3-b8", "a3-c3"), GameRecord.read(aside).moves());
        assertEquals(List.of("b1-b3", "a2-c2"), GameRecord.read(kept()).moves());
    }

    @Test
    void aDiscardedGameIsGoneAndTheNewOneIsKeptFromThen() {
        leaveAnUnfinishedGame(4);
        GameController next = open("lines-of-action", "human", "human");
        assertEquals("lines-of-action.gamut, 4 moves", next.startAutosave(new Autosave(dir)));
        assertNull(next.answerAutosave(Autosave.Choice.DISCARD));
        assertEquals("the unfinished game was discarded", next.status());
        assertFalse(Files.exists(kept()));
        playRandomly(next, 1, 5);
        assertEquals(next.moveNames(), GameRecord.read(kept()).moves());
    }

    @Test
    void anUnansweredQuestionKeepsTheGameAside() throws IOException {
        List<String> played = leaveAnUnfinishedGame(3);
        GameController next = open("lines-of-action", "human", "human");
        next.startAutosave(new Autosave(dir));
        assertNull(next.answerAutosave(Autosave.Choice.SET_ASIDE));
        Path aside = dir.resolve("unrestored-1.record");
        assertEquals("the unfinished game was kept as " + aside + " (Game, Open plays it on)", next.status());
        assertEquals(played, GameRecord.read(aside).moves());
        assertNull(next.load(aside));
        assertEquals(played, next.moveNames());
    }

    @Test
    void aGameThatCannotBeRestoredIsKeptAsideWithTheReason() throws IOException {
        Files.writeString(kept(), "# gamut record\ngame: gone.gamut\nmoves: b1-b3\n");
        GameController next = open("lines-of-action", "human", "human");
        String problem = kept() + ":2:7: error: no game file gone.gamut beside the record (in " + dir
                + ") or in the working folder";
        assertEquals("a game that cannot be restored: " + problem, next.startAutosave(new Autosave(dir)));
        assertEquals(problem, next.answerAutosave(Autosave.Choice.RESTORE));
        Path aside = dir.resolve("unrestored-1.record");
        assertEquals("the unfinished game was kept as " + aside + " (Game, Open plays it on)", next.status());
        assertTrue(Files.exists(aside));
        assertEquals(List.of(), next.moveNames());
    }

    @Test
    void aFolderThatCannotBeWrittenStopsAutosavingAndTheGameGoesOn() throws IOException {
        Path notAFolder = Files.writeString(dir.resolve("file"), "x");
        GameController c = open("lines-of-action", "human", "human");
        c.startAutosave(new Autosave(notAFolder));
        playRandomly(c, 2, 1);
        assertEquals(2, c.moveNames().size());
        assertTrue(c.status().endsWith("; autosave stopped: " + notAFolder + " is not a folder"), c.status());
    }

    @Test
    void theFolderIsTheSystemPropertyOrTheHomeFolder() {
        String before = System.getProperty(Autosave.PROPERTY);
        try {
            System.setProperty(Autosave.PROPERTY, dir.toString());
            assertEquals(dir, Autosave.standard().folder());
            System.clearProperty(Autosave.PROPERTY);
            assertEquals(Path.of(System.getProperty("user.home"), ".gamut"), Autosave.standard().folder());
        } finally {
            if (before != null) {
                System.setProperty(Autosave.PROPERTY, before);
            }
        }
    }
}
