package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.GameRecord;
import gamut.core.MoveList;
import gamut.ui.controller.Autosave;
import gamut.ui.controller.Click;
import gamut.ui.controller.GameController;
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

    private Path kept() {
        return dir.resolve("autosave.record");
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
        c.undo();
        assertEquals(c.moveNames(), GameRecord.read(kept()).moves());
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
        assertFalse(Files.exists(kept()));
        playRandomly(dice, 1, 3);
        assertTrue(Files.exists(kept()));
    }

    @Test
    void theNextViewerRestoresTheUnfinishedGame() {
        List<String> played = leaveAnUnfinishedGame(4); // black, a person here, is to move
        GameController next = open("run-fevga", "human", "random");
        assertEquals("lines-of-action.gamut, 4 moves", next.startAutosave(new Autosave(dir)));
        playRandomly(next, 2, 1); // while the question is open nothing is written
        assertEquals(played, GameRecord.read(kept()).moves());
        assertNull(next.answerAutosave(Autosave.Choice.RESTORE));
        assertEquals("Lines of Action", next.game().title());
        assertEquals(played, next.moveNames());
        assertEquals("loaded autosave.record: 4 of 4 moves", next.status());
        playRandomly(next, 1, 2);
        assertEquals(next.moveNames(), GameRecord.read(kept()).moves());
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
        assertTrue(next.status().startsWith("loaded autosave.record: 2 of 4 moves; stopped at move 3 'b3-b8'"),
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
            assertEquals(kept(), Autosave.standard().file());
            System.clearProperty(Autosave.PROPERTY);
            assertEquals(Path.of(System.getProperty("user.home"), ".gamut", "autosave.record"), Autosave.standard().file());
        } finally {
            if (before != null) {
                System.setProperty(Autosave.PROPERTY, before);
            }
        }
    }
}
