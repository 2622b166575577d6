package gamut.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.bench.ShippedGames;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.Perft;
import gamut.engine.State;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.opentest4j.AssertionFailedError;

/**
 * The proof that each reference engine plays the game of its definition: the same perft as Gamut's
 * from the start, and whole random games played on both side by side, where every position has the
 * same legal moves (compared in Gamut's notation, which names a multi-jump by its whole path) and
 * every game the same result, end and length. A definition changed in one rule must fail it.
 */
class ReferenceEnginesTest {
    /** Random games per game: enough to meet the rarer rules (passes, draws, repetitions) many times. */
    static final int GAMES = 300;

    /**
     * What a run of side-by-side games met: how often each "end/winner", and the passes, captures,
     * multi-jumps, moves that do something elsewhere too (castling's rook, a pawn taken in
     * passing) and promotions played.
     */
    static final class Tally {
        final Map<String, Integer> ends = new TreeMap<>();
        int passes;
        int captures;
        int multiJumps;
        int elsewhere;
        int promotions;
        int rolls;
        /** How often each move was played, by its name. */
        final Map<String, Integer> played = new HashMap<>();
    }

    /**
     * To a few hundred thousand leaves at most (Queen's Guard's 466,151), under a second each; the
     * published figures below go deeper. Fevga's count sums over the rolls, as Gamut's does.
     */
    @ParameterizedTest
    @CsvSource({"breakthrough, 4", "othello, 7", "english-draughts, 7", "connect-four, 6", "chess, 4",
        "queens-guard, 4", "run-fevga, 5"})
    void perftFromTheStartEqualsGamutsAtEveryDepth(String game, int deepest) {
        Perft gamut = new Perft(ShippedGames.load(game).newState());
        ReferenceEngine<?> reference = ReferenceEngine.of(game);
        for (int depth = 1; depth <= deepest; depth++) {
            assertEquals(gamut.count(depth), reference.perft(depth), game + ": perft " + depth);
        }
    }

    /** The figures docs/language.md and the bench's smoke test give, deeper than Gamut's perft is compared above. */
    @Test
    void perftMeetsThePublishedFigures() {
        assertEquals(11_132, ReferenceEngine.of("breakthrough").perft(3));
        assertEquals(3_005_288, ReferenceEngine.of("othello").perft(9));
        assertEquals(845_931, ReferenceEngine.of("english-draughts").perft(8));
        assertEquals(823_536, ReferenceEngine.of("connect-four").perft(7));
        assertEquals(4_865_609, ReferenceEngine.of("chess").perft(5));
    }

    @Test
    void breakthroughGamesAgreeMoveByMove() {
        Tally tally = playMany("breakthrough");
        // Random pawns race: someone arrives long before a side is wiped out.
        assertEquals(Set.of("arrived/0", "arrived/1"), tally.ends.keySet());
        assertTrue(tally.captures > 1000, "captures: " + tally.captures);
    }

    @Test
    void othelloGamesAgreeMoveByMove() {
        Tally tally = playMany("othello");
        assertEquals(Set.of("over/draw", "over/0", "over/1"), tally.ends.keySet());
        assertTrue(tally.passes > 20, "passes: " + tally.passes);
    }

    @Test
    void draughtsGamesAgreeMoveByMove() {
        Tally tally = playMany("english-draughts");
        assertEquals(Set.of("no_moves/0", "no_moves/1", "repetition/draw"), tally.ends.keySet());
        assertTrue(tally.multiJumps > 100, "multi-jumps: " + tally.multiJumps);
    }

    @Test
    void connectFourGamesAgreeMoveByMove() {
        Tally tally = playMany("connect-four");
        // A full board without a row comes about twice in 300 random games: seeds 1 to 300 meet it.
        assertEquals(Set.of("four/0", "four/1", "no_moves/draw"), tally.ends.keySet());
    }

    @Test
    void chessGamesAgreeMoveByMove() {
        Tally tally = playMany("chess");
        assertEquals(Set.of("checkmate/0", "checkmate/1", "stalemate/draw", "bishops_of_one_colour/draw",
                "lone_knight/draw", "repetition/draw", "limit/draw"), tally.ends.keySet());
        assertTrue(tally.promotions > 500, "promotions: " + tally.promotions);
        assertTrue(tally.elsewhere > 20, "castlings and captures in passing: " + tally.elsewhere);
    }

    /**
     * A position is the same for repetition only with the same castling rights: the rook that went
     * to g1 and back took White's short castling with it, so the start position's board, back at
     * ply 8 and 12, is not yet the third occurrence of one position (it would end the game at ply
     * 12 if the rights did not count); the game ends at ply 13, when the position after Rg1-h1
     * (ply 5) comes a third time.
     */
    @Test
    void chessRepetitionCountsTheCastlingRights() {
        State state = ShippedGames.load("chess").newState();
        ReferenceEngine<?> reference = ReferenceEngine.of("chess");
        playLine(state, reference, "Ng1-f3, Ng8-f6, Rh1-g1, Nf6-g8, Rg1-h1, Ng8-f6, Nf3-g1, Nf6-g8");
        assertEquals(13, shuffleKnightsUntilOver(state, reference, "Ng1-f3, Ng8-f6, Nf3-g1, Nf6-g8"));
        assertEquals("repetition", state.result().end());
    }

    /**
     * The square a double step passed over makes a position of its own when an enemy pawn beside
     * could take in passing (after d7-d5 with a white pawn on e5): the position at ply 6 does not
     * come again, and the game ends at ply 15, when the first position of the knights' shuffle
     * comes a third time. With no pawn beside (a white pawn on e4) it comes again at ply 10 and 14.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Pe2-e4, Ng8-f6, Pe4-e5, Nf6-g8, Ng1-f3, Pd7-d5 | 15",
        "Pe2-e3, Ng8-f6, Pe3-e4, Nf6-g8, Ng1-f3, Pd7-d5 | 14"})
    void chessRepetitionCountsTheSquarePassedOverWhenAPawnCouldTake(String opening, int end) {
        State state = ShippedGames.load("chess").newState();
        ReferenceEngine<?> reference = ReferenceEngine.of("chess");
        playLine(state, reference, opening);
        assertEquals(end, shuffleKnightsUntilOver(state, reference, "Nf3-g1, Ng8-f6, Ng1-f3, Nf6-g8"));
        assertEquals("repetition", state.result().end());
    }

    /** Plays the moves over and over on both until the game ends (as both must say); returns the ply it ended at. */
    private static int shuffleKnightsUntilOver(State state, ReferenceEngine<?> reference, String cycle) {
        String[] moves = cycle.split(", *");
        for (int i = 0; !state.isOver(); i++) {
            playLine(state, reference, moves[i % moves.length]);
        }
        assertEquals(state.result().end(), reference.end());
        assertEquals(state.ply(), reference.ply());
        return state.ply();
    }

    @Test
    void queensGuardGamesAgreeMoveByMove() {
        Tally tally = playMany("queens-guard");
        assertEquals(Set.of("win/0", "win/1", "loss/0", "loss/1", "repetition/draw"), tally.ends.keySet());
        assertTrue(tally.passes > 50, "passes: " + tally.passes);
        // Only a trapped piece goes outward: a relocation.
        int relocations = 0;
        for (Map.Entry<String, Integer> e : tally.played.entrySet()) {
            String[] cells = e.getKey().substring(1).split("-");
            if (cells.length == 2 && hexRing(cells[1]) > hexRing(cells[0])) {
                relocations += e.getValue();
            }
        }
        assertTrue(relocations > 1000, "relocations: " + relocations);
    }

    @Test
    void fevgaGamesAgreeMoveByMove() {
        Tally tally = playMany("run-fevga");
        assertEquals(Set.of("borne_off/0", "borne_off/1", "mars/0", "mars/1"), tally.ends.keySet());
        assertTrue(tally.passes > 50, "passes: " + tally.passes);
        assertTrue(tally.rolls > 20_000, "rolls: " + tally.rolls);
    }

    /** The ring of a cell of Queen's Guard: its distance to f6, the centre. */
    private static int hexRing(String cell) {
        int l = cell.charAt(0) - 'a' + 1 - 6;
        int n = Integer.parseInt(cell.substring(1)) - 6;
        return Math.max(Math.abs(l), Math.max(Math.abs(n), Math.abs(l - n)));
    }

    /**
     * A king that jumps round four men lands on the square it started from, which is empty while
     * it jumps: two moves, one each way round.
     */
    @Test
    void aKingMayJumpRoundBackToItsOwnSquare() {
        Game gamut = ShippedGames.load("english-draughts");
        State state = gamut.position("black: king c3; white: man b4 d4 b6 d6; turn: black");
        DraughtsEngine reference = new DraughtsEngine();
        reference.setUp(0, "Kc3", "mb4", "md4", "mb6", "md6");
        int[] moves = new int[ReferenceEngine.MAX_MOVES];
        List<String> found = new ArrayList<>();
        for (int i = 0, n = reference.generate(moves); i < n; i++) {
            found.add(reference.notation(moves[i]));
        }
        Collections.sort(found);
        assertEquals(List.of("Kc3xa5xc7xe5xc3", "Kc3xe5xc7xa5xc3"), found);
        for (long seed = 1; seed <= 20; seed++) {
            reference.setUp(0, "Kc3", "mb4", "md4", "mb6", "md6");
            playSideBySide(state.copy(), reference, seed, new Tally());
        }
    }

    /** Random games from the start seldom last 1000 plies: the move limit is compared at 60. */
    @Test
    void theMoveLimitEndsTheGameAtTheSamePly() throws Exception {
        String text = Files.readString(ShippedGames.file("english-draughts"));
        assertTrue(text.contains("limit 1000 => draw"));
        String limit60 = text.replace("limit 1000 => draw", "limit 60 => draw");
        Game gamut = Gamut.load("english-draughts-60.gamut", limit60, List.of());
        Tally tally = new Tally();
        for (long seed = 1; seed <= 100; seed++) {
            playSideBySide(gamut, new DraughtsEngine(60), seed, tally);
        }
        assertTrue(tally.ends.getOrDefault("limit/draw", 0) > 20, tally.ends.toString());
    }

    /** The same engine against a definition changed in one rule: the comparison fails. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "breakthrough | verify not friend | verify empty",
        "othello | => highest count wins | => draw",
        "english-draughts | priority jumps | // taking is free",
        "english-draughts | repetition 3 => draw | repetition 4 => draw",
        "english-draughts | limit 1000 => draw | limit 50 => draw",
        "english-draughts | promote to king | promote to man",
        "connect-four | in_a_row(mover, 4) | in_a_row(mover, 5)",
        "chess | for t in queen rook bishop knight | for t in queen rook knight",
        "chess | here == last_cell and is(pawn) | here == last_cell and is(knight)",
        "chess | repetition 3 => draw | repetition 4 => draw",
        "chess | limit 100 plies | limit 90 plies",
        "chess | count(white) + count(black) == 3 and | count(white) + count(black) == 4 and",
        "queens-guard | if flankers == 2 and caught == 0 { | if flankers == 2 {",
        "queens-guard | let target = min(distance(f6) + 1, 5) | let target = 5",
        "queens-guard | verify has(trapped) and flagged(mover, queen, trapped) == 0 | verify has(trapped)",
        "queens-guard | repetition 3 => draw | repetition 4 => draw",
        "run-fevga | at turn_end: occupied_in(mover, mother) == 6 | at turn_end: occupied_in(mover, mother) == 7",
        "run-fevga | must play most_dice then larger_die, opening | must play most_dice, opening",
        "run-fevga | verify overshoot == 0 or behind == 0 | verify overshoot == 0",
        "run-fevga | or count_in(mover, start) == count(mover) or not in(start) | or not in(start)",
        "run-fevga | exited(mover) == 15 and exited(opponent) == 0 => mover wins by 2 | exited(mover) == 15 and exited(opponent) == 1 => mover wins by 2"})
    void aDefinitionChangedInOneRuleDisagrees(String game, String rule, String changed) throws Exception {
        String text = Files.readString(ShippedGames.file(game));
        assertTrue(text.contains(rule), rule);
        Game other = Gamut.load(game + "-changed.gamut", text.replace(rule, changed), List.of());
        assertThrows(AssertionFailedError.class, () -> {
            for (long seed = 1; seed <= GAMES; seed++) {
                playSideBySide(other, ReferenceEngine.of(game), seed, new Tally());
            }
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"breakthrough", "othello", "english-draughts", "connect-four", "chess", "queens-guard", "run-fevga"})
    void aPlayoutIsAWholeGameAndTheSameSeedReplaysIt(String game) {
        ReferenceEngine<?> engine = ReferenceEngine.of(game);
        int length = engine.playout(new SplittableRandom(7));
        String end = engine.end();
        int winner = engine.winner();
        assertTrue(length > 0 && end != null, game);
        assertEquals(0, engine.generate(new int[ReferenceEngine.MAX_MOVES]));
        assertEquals(length, engine.playout(new SplittableRandom(7)));
        assertEquals(end, engine.end());
        assertEquals(winner, engine.winner());
        assertEquals(0, engine.perft(1), "a finished game has no moves");
    }

    private static Tally playMany(String game) {
        Game gamut = ShippedGames.load(game);
        ReferenceEngine<?> reference = ReferenceEngine.of(game);
        Tally tally = new Tally();
        for (long seed = 1; seed <= GAMES; seed++) {
            playSideBySide(gamut, reference, seed, tally);
        }
        return tally;
    }

    /**
     * One random game on both engines: at each position the legal moves must be the same (as a
     * sorted list, so that a move found twice counts), the game must end at the same ply with the
     * same winner and end rule.
     */
    static void playSideBySide(Game gamut, ReferenceEngine<?> reference, long seed, Tally tally) {
        reference.reset();
        playSideBySide(gamut.newState(), reference, seed, tally);
    }

    /** The same from a position set up on both ({@code state} is played on). */
    static void playSideBySide(State state, ReferenceEngine<?> reference, long seed, Tally tally) {
        Game gamut = state.game();
        SplittableRandom random = new SplittableRandom(seed);
        while (true) {
            String where = gamut.title() + ", game " + seed + ", ply " + state.ply();
            assertEquals(state.isChance(), reference.needsRoll(), where + ": the dice are to be rolled");
            if (state.isChance()) {
                // Gamut's roll, fed to both: the same dice for the same position.
                int roll = state.randomOutcome(random);
                int[] dice = Move.dice(roll);
                state.make(roll);
                reference.roll(dice[0], dice[1]);
                tally.rolls++;
                continue;
            }
            Legal legal = sameMoves(state, reference, where);
            if (legal.names.isEmpty()) {
                break;
            }
            String chosen = legal.names.get(random.nextInt(legal.names.size()));
            count(tally, chosen, legal.names.size());
            state.make(legal.gamut.get(chosen));
            reference.make(legal.reference.get(chosen));
        }
        Result result = state.result();
        String where = gamut.title() + ", game " + seed;
        assertEquals(result.end(), reference.end(), where + ": what ended it");
        assertEquals(result.winner(), reference.winner(), where + ": the winner");
        assertEquals(state.ply(), reference.ply(), where + ": its length");
        tally.ends.merge(result.end() + "/" + (result.isDraw() ? "draw" : result.winner()), 1, Integer::sum);
    }

    /** The legal moves of a position, the same on both: their names, sorted, and each engine's move of each name. */
    record Legal(List<String> names, Map<String, Integer> gamut, Map<String, Integer> reference) {}

    /**
     * The legal moves of both engines, compared as sorted lists of names (so that a move found
     * twice counts), and whether both say the game is over.
     */
    static Legal sameMoves(State state, ReferenceEngine<?> reference, String where) {
        MoveList gamutMoves = new MoveList();
        int[] referenceMoves = new int[ReferenceEngine.MAX_MOVES];
        state.generate(gamutMoves);
        int n = reference.generate(referenceMoves);
        Map<String, Integer> gamutByName = new HashMap<>();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < gamutMoves.size(); i++) {
            String name = Notation.longForm(state, gamutMoves.get(i));
            expected.add(name);
            gamutByName.put(name, gamutMoves.get(i));
        }
        Map<String, Integer> byName = new HashMap<>();
        List<String> actual = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String name = reference.notation(referenceMoves[i]);
            actual.add(name);
            byName.put(name, referenceMoves[i]);
        }
        Collections.sort(expected);
        Collections.sort(actual);
        assertEquals(expected, actual, where + ": the legal moves");
        assertEquals(state.isOver(), n == 0, where + ": the game is over");
        return new Legal(expected, gamutByName, byName);
    }

    /** Plays a line of moves, written in Gamut's notation and separated by commas, on both; the moves compared before each. */
    static void playLine(State state, ReferenceEngine<?> reference, String line) {
        for (String move : line.split(", *")) {
            Legal legal = sameMoves(state, reference, state.game().title() + ", ply " + state.ply());
            assertTrue(legal.names.contains(move), move + " is not legal at ply " + state.ply());
            state.make(legal.gamut.get(move));
            reference.make(legal.reference.get(move));
        }
        sameMoves(state, reference, state.game().title() + ", ply " + state.ply());
    }

    private static void count(Tally tally, String move, int choices) {
        tally.played.merge(move, 1, Integer::sum);
        if (move.equals("pass")) {
            assertEquals(1, choices, "a pass is the only move");
            tally.passes++;
        }
        if (move.contains("x")) {
            tally.captures++;
        }
        if (move.indexOf('x') != move.lastIndexOf('x')) {
            tally.multiJumps++;
        }
        if (move.contains(" ")) {
            tally.elsewhere++;
        }
        if (move.contains("=")) {
            tally.promotions++;
        }
    }
}
