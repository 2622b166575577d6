package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.testing.Games;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The generic evaluation: its features, its weights worked out from the rules or read from a file, and learning them. */
class HeuristicsTest {
    private static Game game(String file) {
        return Games.start(Games.load(file)).game();
    }

    @Test
    void pieceValuesFromWhatEachPieceCanDo() {
        Game chess = game("chess.gamut");
        Heuristics h = PieceValues.derive(chess);
        assertEquals("worked out from the rules", h.origin());
        // king (royal: 0), then the others by their moves in random games; borne-off pieces 2 units.
        assertEquals("piece queen 768\npiece rook 423\npiece bishop 375\npiece knight 332\npiece pawn 114\nexited 200\n",
                WeightsFile.section(h, h.names()));
    }

    @Test
    void aGameReadFromAFileIsValuedByTheWeightsBesideIt() {
        Heuristics h = Heuristics.of(game("lines-of-action.gamut"));
        assertEquals(Games.game("lines-of-action.weights") + " [base]", h.origin());
        assertEquals("worked out from the rules", Heuristics.of(game("hex.gamut")).origin());
        // Read as text under the file's name (as a comparison reads it once for all its variants): the same file.
        Path file = Games.game("lines-of-action.gamut");
        Game fromText = gamut.api.Gamut.load(file.toString(), gamut.api.Gamut.read(file), List.of());
        assertEquals(Games.game("lines-of-action.weights") + " [base]", Heuristics.of(fromText).origin());
        Game fromStdin = gamut.api.Gamut.load("<stdin>", gamut.api.Gamut.read(file), List.of());
        assertEquals("worked out from the rules", Heuristics.of(fromStdin).origin());
    }

    @Test
    void featuresOfAPosition() {
        State s = Games.position(Games.load("breakthrough.gamut"), "white: a1 b1 c2; black: h8 g6; turn: white");
        Features f = new Features(s.game());
        assertEquals(List.of("piece pawn", "exited", "mobility", "groups", "centre", "forward white", "forward black",
                "across white", "across black", "highest white", "highest black", "lowest white", "lowest black", "progress",
                "alone", "held", "in far_row", "way far_row", "steps far_row", "reserve pawn"), f.names());
        int[] white = new int[f.size()];
        int[] black = new int[f.size()];
        f.measure(s, 0, null, white);
        f.measure(s, 1, null, black);
        // White: three pieces in one group (c2 touches b1 diagonally), 7 moves (a1 and b1 two each, c2 three);
        // nearness to the centre 0 + 13 + 41 (the corner is the farthest cell); rows 0, 0 and 1/7 up
        // (14 hundredths: 4 on average, 14 the highest, 0 the lowest); columns 0, 1/7 and 2/7 along (14 on average).
        assertArrayEquals(new int[] {3, 0, 7, 1, 54, 4, 0, 14, 0, 14, 0, 0, 0, 0, 3, 0, 0, 6, 20, 0}, white);
        // Black: two groups, 5 moves; h8 at the top corner, g6 5/7 up and 6/7 along (85 and 92 on average);
        // h8 is on white's far row, not black's. The way to the far row: white's c2 six steps, black's g6
        // five; all the steps: white 7 + 7 + 6, black 7 + 5.
        assertArrayEquals(new int[] {2, 0, 5, 2, 41, 0, 85, 0, 92, 0, 100, 0, 71, 0, 2, 0, 0, 5, 12, 0}, black);
        MoveCount moves = new MoveCount(s);
        assertEquals(moves.count, white[2], "mobility is the count of the moves the programs give");
    }

    @Test
    void theWayToAZoneGoesRoundTheWallsOnAGridsEdges() {
        Game quoridor = game("quoridor.gamut");
        Features f = new Features(quoridor);
        int goal = f.names().indexOf("way goal");
        int home = f.names().indexOf("way home");
        String pawns = "white: pawn e1; black: pawn e9; reserve white: wall 10; reserve black: wall 10; turn: white";
        int[][] open = measure(f, Games.position(Games.load("quoridor.gamut"), pawns));
        // Eight rows to go each; each pawn stands on its own home row (the other's goal).
        assertArrayEquals(new int[] {8, 8, 0, 0}, new int[] {open[0][goal], open[1][goal], open[0][home], open[1][home]});
        // Ten walls each still to put, counted as walls too.
        int reserve = f.names().indexOf("reserve wall");
        assertArrayEquals(new int[] {10, 10}, new int[] {open[0][reserve], open[0][f.names().indexOf("piece wall")]});
        // A wall on the edges north of d1 and e1: white goes round by f1, nine steps, and black's
        // last step, e2-e1, goes round by f2 too; a wall on a vertex alone (no edge) is no obstacle.
        int[][] walled = measure(f, Games.position(Games.load("quoridor.gamut"),
                pawns.replace("turn:", "neutral: wall d1n e1n e8ne; turn:")));
        assertArrayEquals(new int[] {9, 9}, new int[] {walled[0][goal], walled[1][goal]});
        assertEquals(9, walled[0][f.names().indexOf("steps goal")], "one pawn: its steps are its way");
        // Shut in on every side: no way is open, and the way counts the board's 81 cells.
        int[][] shut = measure(f, Games.position(Games.load("quoridor.gamut"),
                pawns.replace("turn:", "neutral: wall d1n e1n d1e e1e; turn:")));
        assertEquals(81, shut[0][goal]);
    }

    private static int[][] measure(Features f, State s) {
        int[][] out = new int[2][f.size()];
        f.measure(s, 0, null, out[0]);
        f.measure(s, 1, null, out[1]);
        return out;
    }

    @Test
    void progressIsThePipCountOfARaceTrack() {
        Game backgammon = game("backgammon.gamut");
        Features f = new Features(backgammon);
        int progress = f.names().indexOf("progress");
        State s = backgammon.newState();
        int[] white = new int[f.size()];
        int[] black = new int[f.size()];
        f.measure(s, 0, null, white);
        f.measure(s, 1, null, black);
        // White's track is 24..1 then off, 24 cells: point 24 is 1/25 along (4 hundredths), 13 is 12/25
        // (48), 8 is 17/25 (68), 6 is 19/25 (76); two, five, three and five checkers.
        assertEquals(2 * 4 + 5 * 48 + 3 * 68 + 5 * 76, white[progress]);
        assertEquals(white[progress], black[progress], "black's track mirrors white's");
        // Four points held by each side at the start, no checker alone.
        assertArrayEquals(new int[] {0, 4}, new int[] {white[f.names().indexOf("alone")], white[f.names().indexOf("held")]});
        Heuristics h = PieceValues.derive(backgammon);
        assertEquals(2.0, h.weight(progress), "a whole track is worth a piece borne off, two units");
        assertEquals(0.0, PieceValues.derive(game("kalah.gamut")).weight(progress), "a track that loops is no race");
    }

    @Test
    void inAZoneCountsThePlayersOwnAndNeutralPiecesInTheirPartOfIt() {
        Game kalah = game("kalah.gamut");
        Features f = new Features(kalah);
        int pits = f.names().indexOf("in pits");
        int store = f.names().indexOf("in store");
        State s = kalah.newState();
        Games.play(s, "sow d1 again");
        int[] south = new int[f.size()];
        int[] north = new int[f.size()];
        f.measure(s, 0, null, south);
        f.measure(s, 1, null, north);
        // The neutral seeds of d1 went to e1, f1, g1 and South's store h1.
        assertArrayEquals(new int[] {23, 1}, new int[] {south[pits], south[store]});
        assertArrayEquals(new int[] {24, 0}, new int[] {north[pits], north[store]});
    }

    @Test
    void rowsCountTheLinesAPlayerCouldStillComplete() {
        State s = Games.position(Games.load("tic-tac-toe.gamut"),
                "crosses: b2 c2; noughts: a1; turn: noughts; reserve crosses: mark unlimited; reserve noughts: mark unlimited");
        Features f = new Features(s.game());
        int row1 = f.names().indexOf("row 1");
        assertEquals(List.of("row 1", "row 2"), f.names().subList(row1, f.size()), "rows of one and two of three");
        int[] crosses = new int[f.size()];
        int[] noughts = new int[f.size()];
        f.measure(s, 0, null, crosses);
        f.measure(s, 1, null, noughts);
        // Of the eight lines, crosses alone hold b1-b3, c1-c3 and a3-c1 with one mark and a2-c2 with two;
        // noughts alone a1-c1 and a1-a3; the diagonal a1-c3 holds both, and row 3 neither.
        assertArrayEquals(new int[] {3, 1}, new int[] {crosses[row1], crosses[row1 + 1]});
        assertArrayEquals(new int[] {2, 0}, new int[] {noughts[row1], noughts[row1 + 1]});
        Features four = new Features(game("connect-four.gamut"));
        assertEquals(List.of("row 1", "row 2", "row 3"), four.names().subList(four.names().indexOf("row 1"), four.size()));
        assertEquals(-1, new Features(game("breakthrough.gamut")).names().indexOf("row 1"), "no row goal, no rows");
    }

    private static final class MoveCount {
        final int count;

        MoveCount(State s) {
            gamut.core.MoveList list = new gamut.core.MoveList();
            s.generate(list);
            count = list.size();
        }
    }

    @Test
    void aWeightsFileSectionForTheVariantsInPlay() {
        Game g = game("breakthrough.gamut");
        String text = "# weights\n[base]\npiece pawn 90\nforward   white 0.5\n\n[other]\npiece pawn 1\n";
        Heuristics h = WeightsFile.parse("b.weights", text, g);
        assertEquals("b.weights [base]", h.origin());
        assertEquals("piece pawn 90\nforward white 0.5\n", WeightsFile.section(h, h.names()));
        assertNull(WeightsFile.parse("b.weights", "[other]\npiece pawn 1\n", g), "no section for these rules");
        assertEquals(Path.of("games/x.weights"), WeightsFile.beside(Path.of("games/x.gamut")));
    }

    @Test
    void variantsWithoutASectionTakeTheBaseGamesWeights() {
        Game bell = Games.start(Games.load("queens-guard.gamut", "bells_book")).game();
        String text = "[base]\npiece queen 300\n\n[parletts_book]\npiece queen 200\n";
        assertEquals("q.weights [base]", WeightsFile.parseOrFewer("q.weights", text, bell).origin());
        assertEquals(300, WeightsFile.parseOrFewer("q.weights", text, bell).value(0));
        Game parlett = Games.start(Games.load("queens-guard.gamut", "parletts_book")).game();
        assertEquals("q.weights [parletts_book]", WeightsFile.parseOrFewer("q.weights", text, parlett).origin());
    }

    @Test
    void variantsWithoutASectionTakeThatOfTheMostOfThemWhoseFeaturesFit() {
        Game four = Games.start(Games.load("chinese-checkers.gamut", "players=4", "goal=filled")).game();
        String text = "[base]\nforward red 8\n\n[players=4]\nsteps goal -25\n\n[goal=filled]\nforward red 1\n";
        assertEquals("c.weights [players=4]", WeightsFile.parseOrFewer("c.weights", text, four).origin());
        assertEquals(List.of("players=4", "goal=filled", "base"),
                WeightsFile.fewer("players=4,goal=filled", List.of("base", "players=6", "players=4", "goal=filled")));
        Game two = Games.start(Games.load("chinese-checkers.gamut", "goal=filled")).game();
        assertEquals("c.weights [goal=filled]", WeightsFile.parseOrFewer("c.weights", text, two).origin());
        assertEquals(null, WeightsFile.parseOrFewer("c.weights", "[base]\nforward red 8\n", four));
    }

    @Test
    void mistakesInAWeightsFileSayWhereAndWhat() {
        Game g = game("breakthrough.gamut");
        assertEquals("b.weights:2:1: unknown feature 'piece king': Breakthrough has piece pawn, exited, mobility, groups,"
                + " centre, forward white, forward black, across white, across black, highest white, highest black,"
                + " lowest white, lowest black, progress, alone, held, in far_row, way far_row, steps far_row, reserve pawn", error(g, "[base]\npiece king 3\n"));
        assertEquals("b.weights:2:12: a weight is a number between -1000000 and 1000000 such as 12 or -0.5, not 'lots'",
                error(g, "[base]\npiece pawn lots\n"));
        assertEquals("b.weights:3:1: 'exited' has a weight already in [base]", error(g, "[base]\nexited 1\nexited 2\n"));
        assertEquals("b.weights:1:1: a weight before any section: start with [base] or [VARIANT,...]",
                error(g, "exited 1\n"));
        assertEquals("b.weights:1:1: a section is written [base] or [VARIANT,...], not '[base'", error(g, "[base\n"));
    }

    private static String error(Game g, String text) {
        return assertThrows(GamutException.class, () -> WeightsFile.parse("b.weights", text, g)).getMessage();
    }

    @Test
    void mergingKeepsTheOtherSections() {
        Game g = game("breakthrough.gamut");
        Heuristics h = WeightsFile.parse("b", "[base]\npiece pawn 7\n", g);
        String merged = WeightsFile.merged("# mine\n[x]\nexited 1\n[base]\npiece pawn 3\n", g, h, "new");
        assertEquals("# mine\n[x]\nexited 1\n\n[base]\n# new\npiece pawn 7\n", merged);
    }

    @Test
    void regressionFindsTheWeightsBehindTheResults() {
        SplittableRandom r = new SplittableRandom(1);
        List<double[]> rows = new ArrayList<>();
        for (int i = 0; i < 4000; i++) {
            double x = r.nextGaussian();
            double y = r.nextGaussian();
            double p = Regression.sigmoid(1.5 * x - 0.5 * y + 0.3);
            rows.add(new double[] {10 * x + 5, y, 7, r.nextDouble() < p ? 1 : 0});
        }
        double[] beta = Regression.fit(rows, 3);
        assertEquals(0.15, beta[0], 0.01);
        assertEquals(-0.5, beta[1], 0.08);
        assertEquals(0, beta[2], "a feature that never varies weighs nothing");
    }

    @Test
    void trainingReplaysForTheSameSeed() {
        Game g = game("breakthrough.gamut");
        Trainer.Options o = new Trainer.Options(20, 1, 4, 1, 5);
        String first = WeightsFile.section(new Trainer(g, o).run(n -> { }).get(0).weights(), Heuristics.of(g).names());
        String again = WeightsFile.section(new Trainer(g, o).run(n -> { }).get(0).weights(), Heuristics.of(g).names());
        assertEquals(first, again);
    }
}
