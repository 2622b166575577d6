package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.engine.PositionFormat;
import gamut.ui.controller.Authoring;
import gamut.ui.controller.Autosave;
import gamut.ui.controller.DefinitionCheck;
import gamut.ui.controller.GameController;
import gamut.ui.controller.PositionEditor;
import gamut.ui.controller.UiHost;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The definition edited in the viewer, without any view: applied (the moves still legal kept), refused, saved. */
class AuthoringTest {
    private static final UiHost NOW = Runnable::run;
    /** Lines of Action's moves go along every line; with this rule, only along files and ranks. */
    private static final String ALL_LINES = "for d in n ne e se s sw w nw";
    private static final String STRAIGHT = "for d in n e s w";

    @TempDir
    Path dir;

    private GameController openCopy() throws IOException {
        Path copy = dir.resolve("loa.gamut");
        Files.writeString(copy, Files.readString(Games.file("lines-of-action")));
        return GameController.open(copy, List.of(), List.of("human", "human"), 1, NOW, Runnable::run);
    }

    private static int cell(GameController c, String name) {
        return c.game().geometry().cell(name);
    }

    /** b1-b3, a2-c2, then the first diagonal move there is. */
    private static void playTwoStraightAndOneDiagonal(GameController c) {
        c.clickCell(cell(c, "b1"));
        c.clickCell(cell(c, "b3"));
        c.clickCell(cell(c, "a2"));
        c.clickCell(cell(c, "c2"));
        MoveList legal = new MoveList();
        c.state().generate(legal);
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            if (c.game().geometry().x(c.game().to(m)) != c.game().geometry().x(c.game().from(m))
                    && c.game().geometry().y(c.game().to(m)) != c.game().geometry().y(c.game().from(m))) {
                c.choose(m);
                return;
            }
        }
        throw new AssertionError("no diagonal move");
    }

    @Test
    void applyKeepsTheMovesStillLegalAndSaysWhichWasNot() throws IOException {
        GameController c = openCopy();
        playTwoStraightAndOneDiagonal(c);
        List<String> played = c.moveNames();
        Authoring a = c.authoring();
        String edited = a.definitionText().replace(ALL_LINES, STRAIGHT);
        assertNull(a.apply(edited));
        assertEquals(played.subList(0, 2), c.moveNames());
        assertEquals("rules applied: kept 2 of 3 moves; move 3 '" + played.get(2) + "' is not legal under the new rules",
                c.status());
        assertEquals(edited, a.definitionText());
        assertTrue(a.edited(), "applied, not saved");
        // the new rule is in force
        MoveList legal = new MoveList();
        c.state().generate(legal);
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            assertTrue(c.game().geometry().x(c.game().to(m)) == c.game().geometry().x(c.game().from(m))
                    || c.game().geometry().y(c.game().to(m)) == c.game().geometry().y(c.game().from(m)));
        }
        // the same rules again keep everything
        assertNull(a.apply(edited));
        assertEquals("rules applied: kept 2 of 2 moves", c.status());
    }

    @Test
    void applyReplaysTheWholeGameNotJustToThePositionShown() throws IOException {
        GameController c = openCopy();
        c.clickCell(cell(c, "b1"));
        c.clickCell(cell(c, "b3"));
        c.clickCell(cell(c, "a2"));
        c.clickCell(cell(c, "c2"));
        c.clickCell(cell(c, "d1"));
        c.clickCell(cell(c, "d3"));
        List<String> three = c.moveNames();
        assertEquals(3, three.size());
        c.timeline().show(1); // a click on move 1 in the move list
        c.clickCell(cell(c, "h2"));
        c.clickCell(cell(c, "f2")); // another second move: a new line, the old one kept
        assertEquals(List.of(three.get(0), "h2-f2"), c.moveNames());
        c.timeline().show(1);
        List<String> rows = c.timeline().rows().stream().map(gamut.ui.controller.Timeline.Row::text).toList();
        String edited = c.authoring().definitionText() + "\n// edited\n";
        assertNull(c.authoring().apply(edited));
        assertEquals("rules applied: kept 2 of 2 moves, 1 other line; showing the position after move 1 of 2", c.status());
        assertEquals(rows, c.timeline().rows().stream().map(gamut.ui.controller.Timeline.Row::text).toList(),
                "both lines kept");
        assertEquals(1, c.timeline().shownRow());
        c.timeline().show(4); // the kept line's second move (row 3 says where it leaves the line)
        assertEquals(three.subList(0, 2), c.moveNames());
        c.timeline().toEnd();
        assertEquals(three, c.moveNames());
        // Reloading the file (which has not the edit) keeps the whole game too.
        c.timeline().show(2);
        assertNull(c.reload());
        assertEquals("reloaded loa.gamut: kept 3 of 3 moves, 1 other line; showing the position after move 2 of 3",
                c.status());
        assertEquals(three.subList(0, 2), c.moveNames());
    }

    @Test
    void aTextThatDoesNotCheckIsRefusedAndTheGameGoesOn() throws IOException {
        GameController c = openCopy();
        playTwoStraightAndOneDiagonal(c);
        List<String> played = c.moveNames();
        String position = PositionFormat.format(c.state());
        String before = c.authoring().definitionText();
        String broken = before.replace("verify not friend", "verify not fiend");
        String problem = c.authoring().apply(broken);
        assertNotNull(problem);
        assertTrue(problem.matches("(?s).*loa\\.gamut:\\d+:\\d+: error: .*"), problem);
        assertTrue(c.status().startsWith("rules not applied, the game is unchanged: "), c.status());
        assertTrue(c.status().contains("fiend"), c.status());
        assertEquals(played, c.moveNames());
        assertEquals(position, PositionFormat.format(c.state()));
        assertEquals(before, c.authoring().definitionText());
        assertFalse(c.authoring().edited());
        // the caret goes to the first error: the word that is wrong
        int at = DefinitionCheck.firstError(broken, problem);
        assertTrue(broken.startsWith("fiend", at), broken.substring(at, Math.min(broken.length(), at + 20)));
    }

    @Test
    void saveWritesTheFileAndARecordWaitsForIt() throws IOException {
        GameController c = openCopy();
        playTwoStraightAndOneDiagonal(c);
        Authoring a = c.authoring();
        String edited = a.definitionText().replace(ALL_LINES, STRAIGHT);
        assertNull(a.apply(edited));
        // a record names the file; with rules applied and not saved it would not replay
        assertNotNull(c.save(dir.resolve("game.record")));
        assertTrue(c.status().startsWith("the rules in play were edited and not saved"), c.status());
        assertNull(a.saveDefinition(edited));
        assertEquals(edited, Files.readString(a.file()));
        assertFalse(a.edited());
        assertEquals("saved " + a.file(), c.status());
        assertNull(c.save(dir.resolve("game.record")));
        // a text saved but not applied leaves the rules in play as they were
        assertNull(a.saveDefinition(edited + "\n// more\n"));
        assertTrue(c.status().endsWith("(not applied: the game goes on under the rules applied before)"), c.status());
        assertTrue(a.edited());
    }

    @Test
    void variantsKeepTheAppliedRules() throws IOException {
        GameController c = openCopy();
        String edited = c.authoring().definitionText().replace(ALL_LINES, STRAIGHT);
        assertNull(c.authoring().apply(edited));
        assertNull(c.setVariants(List.of("first=white")));
        assertEquals(edited, c.authoring().definitionText());
        assertEquals(1, c.state().toMove());
    }

    @Test
    void aGameFromAnEditedPositionIsReplayedFromThereUnderNewRules() throws IOException {
        GameController c = openCopy();
        PositionEditor e = c.authoring().editPosition();
        e.remove(cell(c, "b1"));
        assertNull(c.authoring().playFrom(e.positionText()));
        c.clickCell(cell(c, "c1"));
        c.clickCell(cell(c, "c3"));
        assertEquals(List.of("c1-c3"), c.moveNames());
        assertNull(c.authoring().apply(c.authoring().definitionText().replace(ALL_LINES, STRAIGHT)));
        assertEquals("rules applied: kept 1 of 1 move", c.status());
        assertEquals(-1, c.state().owner(cell(c, "b1")), "still the edited position");
        c.undo();
        assertFalse(c.canUndo());
        assertEquals(-1, c.state().owner(cell(c, "b1")));
    }

    @Test
    void aGameARecordCouldNotReplayIsNotAutosaved() throws IOException {
        GameController c = openCopy();
        Path folder = dir.resolve("autosave");
        Autosave autosave = new Autosave(folder);
        c.startAutosave(autosave);
        Path kept = autosave.fileFor(dir.resolve("loa.gamut"), List.of());
        c.clickCell(cell(c, "b1"));
        c.clickCell(cell(c, "b3"));
        assertTrue(Files.exists(kept));
        assertNull(c.authoring().playFrom(c.authoring().editPosition().positionText()));
        c.clickCell(cell(c, "c1"));
        c.clickCell(cell(c, "c3"));
        assertFalse(Files.exists(kept), "no older game is offered instead");
    }

    @Test
    void theCheckMarksTheWordOfEachDiagnostic() {
        String text = "game \"x\" {\n    players a, b\n    board grid 3 by 3\n    pieces { p }\n    wibble\n}\n";
        List<DefinitionCheck.Notice> notices = DefinitionCheck.check("x.gamut", text);
        assertFalse(notices.isEmpty());
        DefinitionCheck.Notice first = notices.get(0);
        assertTrue(first.error());
        assertEquals(5, first.line());
        assertEquals("wibble", text.substring(first.offset(), first.offset() + first.length()));
    }

    @Test
    void theCheckMarksTheWordInATextWhoseLinesEndInALoneCarriageReturn() {
        String text = "game \"x\" {\r    players a, b\r\n    board grid 3 by 3\r    pieces { p }\r    wibble\r}\r";
        DefinitionCheck.Notice first = DefinitionCheck.check("x.gamut", text).get(0);
        assertEquals(5, first.line());
        assertEquals("wibble", text.substring(first.offset(), first.offset() + first.length()));
    }
}
