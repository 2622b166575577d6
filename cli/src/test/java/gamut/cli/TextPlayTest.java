package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Text play as a person meets it: undo and redo keep the dice, records go on or are stepped through, refusals say why. */
class TextPlayTest {
    @TempDir
    Path dir;

    private static Cli.Result typed(String input, String... args) {
        InputStream stdin = System.in;
        System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        try {
            Cli.Result r = Cli.execute(args);
            return new Cli.Result(r.code(), r.out().replace("\r\n", "\n"), r.err().replace("\r\n", "\n"));
        } finally {
            System.setIn(stdin);
        }
    }

    /** Every line of the output that matches, in order. */
    private static List<String> lines(String out, String regex) {
        Matcher m = Pattern.compile(regex, Pattern.MULTILINE).matcher(out);
        List<String> found = new java.util.ArrayList<>();
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }

    @Test
    void theTurnLineSaysWhichRoyalPieceIsInCheck() {
        Cli.Result r = typed("e2-e4\nf7-f6\nd1-h5\ng7-g6\nquit\n", "text", Cli.game("chess"), "--player1", "human",
                "--player2", "human");
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("turn 4, ply 3: black to move, in check (e8)", "turn 5, ply 4: white to move"),
                lines(r.out(), "^turn [45], .*$"));
    }

    @Test
    void undoToTheStartOfFevgaKeepsTheOpeningRollAndRedoPlaysOnAsBefore() {
        // Seed 5: black starts with 1-6 and plays 12-11 then 11-5 (cell names, which it writes by its own numbers: 24/23, 23/17); white then rolls 3-1.
        Cli.Result r = typed("12-11\n11-5\nundo\nundo\nredo\nredo\nquit\n", "text", Cli.game("run-fevga"),
                "--player2", "human", "-s", "5");
        assertEquals(0, r.code(), r.err());
        // The opening is rolled once and made again, as it was, after the undo that took the game to its start.
        assertEquals(List.of("opening roll 1-6: black starts", "opening roll 1-6: black starts"),
                lines(r.out(), "^.*opening roll.*$"));
        assertEquals(List.of("white rolls 3-1"), lines(r.out(), "^white rolls.*$"));
        assertEquals(List.of("black> black plays 24/23", "black> black plays 23/17", "roll 3-1"),
                lines(r.out(), "^(black> black plays .*|roll .*)$"));
        assertTrue(r.out().endsWith("dice: 3 1\nturn 2, ply 2: white to move\nwhite> "), r.out());
        assertEquals(List.of("black> nothing to redo"), lines(typed("redo\nquit\n", "text", Cli.game("run-fevga"),
                "--player2", "human", "-s", "5").out(), "^.*nothing to.*$"));
    }

    @Test
    void aBadMoveIsRefusedWithItsReasonAndSaveWithoutANameSaysSo() {
        Cli.Result r = typed("b3-b8\nc1-c2\nsave\nf1-f2\nquit\n", "text", Cli.game("lines-of-action"));
        assertEquals(List.of("black> 'b3-b8' is not a legal move here: no piece stands on b3; 36 legal moves, such as"
                        + " b1-b3 b1-d3 b1-h1",
                "black> 'c1-c2' is not a legal move here: the piece on c1 cannot go to c2; moves from c1: c1-c3 c1-e3 c1xa3",
                "black> save needs a file name: save FILE",
                "black> 'f1-f2' is not a legal move here: the piece on f1 cannot go to f2; moves from f1: f1-f3 f1xh3 f1-d3"),
                lines(r.out(), "^black> .+$"));
    }

    @Test
    void aShortMoveIsPlayedAndItsWrittenFormShown() {
        Cli.Result r = typed("f1-f2\nquit\n", "text", Cli.game("queens-guard"), "--player2", "human");
        assertTrue(r.out().contains("\nwhite> (Qf1-f2)\n"), r.out());
        assertTrue(r.out().contains("turn 2, ply 1: black to move\nblack> "), r.out());
    }

    @Test
    void aSavedRecordGoesOnInTextAndIsSteppedThroughInReplay() throws Exception {
        Path record = dir.resolve("loa.record");
        typed("b1-b3\nsave " + record + "\nquit\n", "text", Cli.game("lines-of-action"), "--player2", "random", "-s", "3");
        String saved = Files.readString(record);
        Matcher reply = Pattern.compile("moves: b1-b3; (\\S+)\n").matcher(saved);
        assertTrue(reply.find(), saved);

        Cli.Result goOn = typed("moves\nquit\n", "text", record.toString());
        assertEquals(0, goOn.code(), goOn.err());
        assertTrue(goOn.out().startsWith("Lines of Action [base]   X = black, O = white\nrecord " + record + ": 2 moves\n"),
                goOn.out());
        assertTrue(goOn.out().contains("turn 3, ply 2: black to move\nblack> "), goOn.out());

        Cli.Result steps = typed("back\nnext\nnext\nstart\nend\nquit\n", "replay", record.toString());
        assertEquals(0, steps.code(), steps.err());
        assertEquals(List.of("black> at the start of the game", "black> black plays b1-b3",
                "white> white plays " + reply.group(1)), lines(steps.out(), "^(black|white)> [a-z].*$"));
        assertEquals(List.of("turn 1, ply 0", "turn 2, ply 1", "turn 3, ply 2", "turn 1, ply 0", "turn 3, ply 2"),
                lines(steps.out(), "^turn \\d+, ply \\d+"));
    }

    @Test
    void aRecordSavedAfterSteppingBackKeepsTheMovesAfterAndOpensWhereItWas() throws Exception {
        Path record = dir.resolve("back.record");
        typed("b1-b3\na2-c2\nback\nsave " + record + "\nquit\n", "text", Cli.game("lines-of-action"), "--player2",
                "human");
        String saved = Files.readString(record);
        assertTrue(saved.endsWith("\nmoves: b1-b3; a2-c2\nshown: 1\n"), saved);
        Cli.Result goOn = typed("next\nquit\n", "text", record.toString(), "--player2", "human");
        assertEquals(0, goOn.code(), goOn.err());
        assertEquals(List.of("turn 2, ply 1", "turn 3, ply 2"), lines(goOn.out(), "^turn \\d+, ply \\d+"));
        assertEquals(List.of("white> white plays a2-c2"), lines(goOn.out(), "^white> [a-z].*$"));
    }

    @Test
    void aRecordTakesNoVariantsPositionOrDice() throws Exception {
        Path record = dir.resolve("r.record");
        Files.writeString(record, "# gamut record\ngame: " + Cli.game("lines-of-action") + "\nmoves: b1-b3\n");
        Cli.Result r = typed("", "text", record.toString(), "-v", "first=white");
        assertEquals(new Cli.Result(2, "", "text: " + record + " is a game record, which names its game and variants and"
                + " replays from the start; -v, -p and --dice are for a definition\n"), r);
    }
}
