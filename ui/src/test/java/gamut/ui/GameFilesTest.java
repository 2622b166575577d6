package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.Move;
import gamut.core.MoveList;
import gamut.engine.PositionFormat;
import gamut.ui.controller.Click;
import gamut.ui.controller.GameController;
import gamut.ui.controller.RulesInfo;
import gamut.ui.controller.UiHost;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The controller and files: records saved and opened, variants with their sources, the definition reloaded. */
class GameFilesTest {
    private static final UiHost NOW = Runnable::run;

    @TempDir
    Path dir;

    private static GameController open(Path file, List<String> variants, String... players) {
        return GameController.open(file, variants, List.of(players), 1, NOW, Runnable::run);
    }

    private static int cell(GameController c, String name) {
        return c.game().geometry().cell(name);
    }

    /** Plays random legal moves through the controller (rolls come by themselves). */
    private static void playRandomly(GameController c, int moves, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        MoveList legal = new MoveList();
        for (int i = 0; i < moves && !c.state().isOver(); i++) {
            c.state().generate(legal);
            Click click = c.choose(legal.get(random.nextInt(legal.size())));
            assertEquals(Click.Kind.MOVED, click.kind(), click.message());
        }
    }

    private static void assertSamePosition(GameController a, GameController b) {
        assertEquals(a.moveNames(), b.moveNames());
        assertEquals(PositionFormat.format(a.state()), PositionFormat.format(b.state()));
        assertArrayEquals(a.state().line(), b.state().line());
        assertEquals(a.state().toMove(), b.state().toMove());
        assertArrayEquals(a.state().diceValues(), b.state().diceValues());
    }

    @Test
    void fevgaWithRollsSavesAndLoadsBack() throws IOException {
        GameController c = open(Games.file("run-fevga"), List.of("opening=reroll"), "human", "human");
        playRandomly(c, 30, 3);
        assertTrue(c.moveNames().stream().filter(m -> m.startsWith("roll")).count() >= 2, c.moveNames().toString());
        Path record = dir.resolve("fevga.record");
        assertNull(c.save(record));
        assertTrue(c.status().startsWith("saved "), c.status());
        String text = Files.readString(record);
        assertTrue(text.contains("variants: opening=reroll"), text);
        assertTrue(text.contains("roll "), text);
        assertTrue(text.contains("game: " + Games.file("run-fevga").toAbsolutePath().normalize()), text);

        // another game entirely, then the record: the game file, the variants and the moves come back
        GameController other = open(Games.file("lines-of-action"), List.of(), "human", "human");
        assertNull(other.load(record));
        assertTrue(other.game().title().toLowerCase().contains("fevga"), other.game().title());
        assertEquals(List.of("opening=reroll"), other.variants());
        assertTrue(Files.isSameFile(Games.file("run-fevga"), other.gameFile()));
        assertSamePosition(c, other);
        assertTrue(other.status().contains(c.moveNames().size() + " of " + c.moveNames().size() + " moves"), other.status());
        // and it plays on from there
        playRandomly(other, 3, 9);
        assertTrue(other.moveNames().size() > c.moveNames().size());
    }

    @Test
    void aRecordNeverReplacesTheDefinitionBeingPlayed() throws IOException {
        Path definition = Files.copy(Games.file("lines-of-action"), dir.resolve("loa.gamut"));
        String text = Files.readString(definition);
        GameController c = open(definition, List.of(), "human", "human");
        playRandomly(c, 2, 4);
        assertEquals(definition + " is the game definition being played, which a record never replaces; choose another"
                + " name", c.save(definition));
        assertEquals(text, Files.readString(definition));
    }

    @Test
    void linesOfActionSavesAndLoadsBack() {
        GameController c = open(Games.file("lines-of-action"), List.of("first=white"), "human", "human");
        playRandomly(c, 12, 4);
        Path record = dir.resolve("sub").resolve("loa.record");
        // no such folder: the problem names it (not a temporary file), nothing else changes
        assertEquals(record + ": cannot write: no folder " + dir.resolve("sub"), c.save(record));
        assertEquals(record + ": cannot write: no folder " + dir.resolve("sub"), c.status());
        assertEquals(12, c.moveNames().size());
        record = dir.resolve("loa.record");
        assertNull(c.save(record));
        GameController other = open(Games.file("lines-of-action"), List.of(), "human", "human");
        assertNull(other.load(record));
        assertEquals(List.of("first=white"), other.variants());
        assertSamePosition(c, other);
        assertTrue(other.canUndo());
        assertFalse(other.canRedo());
    }

    @Test
    void aRecordWithAMoveNoLongerLegalKeepsTheMovesBeforeIt() throws IOException {
        Path record = dir.resolve("bad.record");
        Files.writeString(record, "# gamut record\ngame: " + Games.file("lines-of-action").toAbsolutePath()
                + "\nvariants: \nseed: 4\nmoves: b1-b3; a2-c2; b3-b8; a3-c3\n");
        GameController c = open(Games.file("lines-of-action"), List.of(), "human", "random");
        assertNull(c.load(record));
        assertEquals(List.of("b1-b3", "a2-c2"), c.moveNames());
        assertTrue(c.status().contains("2 of 4 moves"), c.status());
        assertTrue(c.status().contains("move 3 'b3-b8'"), c.status());
        // black (human) is to move; the computer player waits so the reason stays in view
        assertTrue(c.isPaused());
        assertEquals(4, c.seed());
    }

    @Test
    void aRecordThatCannotBeReadChangesNothing() throws IOException {
        GameController c = open(Games.file("lines-of-action"), List.of(), "human", "human");
        c.clickCell(cell(c, "b1"));
        c.clickCell(cell(c, "b3"));
        Path record = dir.resolve("broken.record");
        Files.writeString(record, "game: nowhere.gamut\nmoves: b1-b3\n");
        assertEquals(record + ":1:7: error: no game file nowhere.gamut beside the record (in " + dir.toAbsolutePath()
                + ") or in the working folder", c.load(record));
        Files.writeString(record, "this is not a record\n");
        // a file that is not a record is not quoted: it could be any file
        assertEquals(record + ": not a game record: a record's lines are 'game: FILE', 'moves: ...' and the like, and its"
                + " first (blank lines and # comments aside) is none of them", c.load(record));
        // a NUL in the game's name: an error on its line, never an exception out of the event thread
        Files.writeString(record, "# gamut record\ngame: a\0.gamut\n");
        assertEquals(record + ":2:7: error: 'a\\u0000.gamut' is not a file name (Nul character not allowed)",
                c.load(record));
        assertEquals(dir.resolve("missing.record") + ": no such file", c.load(dir.resolve("missing.record")));
        assertEquals(List.of("b1-b3"), c.moveNames());
    }

    private Path copyOfLinesOfAction() throws IOException {
        Path copy = dir.resolve("loa.gamut");
        Files.writeString(copy, Files.readString(Games.file("lines-of-action")));
        return copy;
    }

    /** b1-b3 and a2-c2 go along files and ranks; the third move goes diagonally. */
    private static void playTwoStraightAndOneDiagonal(GameController c) {
        c.clickCell(cell(c, "b1"));
        c.clickCell(cell(c, "b3"));
        c.clickCell(cell(c, "a2"));
        c.clickCell(cell(c, "c2"));
        MoveList legal = new MoveList();
        c.state().generate(legal);
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            int dx = c.game().geometry().x(Move.to(m)) - c.game().geometry().x(Move.from(m));
            int dy = c.game().geometry().y(Move.to(m)) - c.game().geometry().y(Move.from(m));
            if (dx != 0 && dy != 0) {
                assertEquals(Click.Kind.MOVED, c.choose(m).kind());
                return;
            }
        }
        throw new AssertionError("no diagonal move");
    }

    @Test
    void reloadWithErrorsShowsThemAndKeepsTheGame() throws IOException {
        Path copy = copyOfLinesOfAction();
        GameController c = open(copy, List.of(), "human", "human");
        playTwoStraightAndOneDiagonal(c);
        List<String> before = c.moveNames();
        String position = PositionFormat.format(c.state());
        String text = Files.readString(copy);
        Files.writeString(copy, text.replace("verify not friend", "verify not fiend"));
        String problem = c.reload();
        assertNotNull(problem);
        assertTrue(problem.matches("(?s).*loa\\.gamut:\\d+:\\d+: error: .*"), problem);
        assertTrue(problem.contains("^"), problem);
        assertTrue(c.status().startsWith("reload failed"), c.status());
        assertEquals(before, c.moveNames());
        assertEquals(position, PositionFormat.format(c.state()));
        // fixed again: everything is kept
        Files.writeString(copy, text);
        assertNull(c.reload());
        assertEquals(before, c.moveNames());
        assertTrue(c.status().contains("kept 3 of 3 moves"), c.status());
    }

    @Test
    void reloadWithAChangedRuleKeepsTheMovesStillLegal() throws IOException {
        Path copy = copyOfLinesOfAction();
        GameController c = open(copy, List.of(), "human", "human");
        playTwoStraightAndOneDiagonal(c);
        Files.writeString(copy, Files.readString(copy).replace("for d in n ne e se s sw w nw", "for d in n e s w"));
        assertNull(c.reload());
        assertEquals(2, c.moveNames().size());
        assertTrue(c.status().contains("kept 2 of 3 moves"), c.status());
        assertTrue(c.status().contains("move 3"), c.status());
        assertEquals(0, c.state().toMove());
        // the new rule is in force: from b3 only straight moves now
        c.clickCell(cell(c, "b3"));
        for (int t : c.targets()) {
            assertTrue(c.game().geometry().x(t) == c.game().geometry().x(cell(c, "b3"))
                    || c.game().geometry().y(t) == c.game().geometry().y(cell(c, "b3")));
        }
    }

    @Test
    void variantsCarryTheirSourcesAndTheRulesSummaryNamesThem() {
        GameController c = open(Games.file("lines-of-action"), List.of(), "human", "human");
        assertTrue(c.variantSources().get("first=white").contains("Darse Billings"), c.variantSources().toString());
        assertTrue(c.variantSources().containsKey("repetition=none"));
        assertNull(c.setVariants(List.of("first=white")));
        RulesInfo.Summary info = RulesInfo.summary(c);
        assertEquals("Lines of Action", info.title());
        assertTrue(info.description().startsWith("Each side has twelve pieces"), info.description());
        assertTrue(info.source().contains("Saavedra"), info.source());
        assertEquals(1, info.variants().size());
        assertTrue(info.variants().get(0).source().contains("Darse Billings"));
        assertEquals(1, c.state().toMove());
        assertNotNull(c.setVariants(List.of("no-such-variant")));
        assertEquals(List.of("first=white"), c.variants());
    }
}
