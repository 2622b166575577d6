package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.compare.CoverageReport;
import gamut.core.Move;
import gamut.rules.RuleSites;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Rule coverage: what each item of the rules did in the games added, counted by replaying them,
 * equal to what the games themselves did; and the report of it.
 */
class CoverageTest {
    /** Two pawns that can only walk to each other's side; a ghost no one has; an end that cannot come. */
    private static final String RACE = """
            game "Race" {
                players white, black
                board grid 2 by 5
                pieces { pawn, ghost }
                flags moved
                directions forward of white = n
                directions forward of black = s
                zone goal of white = a5, b5
                zone goal of black = a1, b1
                setup {
                    white pawn: a1
                    black pawn: b5
                }
                moves pawn as walk {
                    for d in forward { step d  verify empty  move }
                }
                moves ghost as haunt {
                    for d in forward { step d  move }
                }
                after walk {
                    set moved
                }
                end arrived: pieces_in(mover, pawn, goal) > 0 => mover wins
                end crowded: count(mover) > 5 => mover loses
            }
            """;

    @Test
    void aProgramWithoutMovesAndAnEndThatCannotComeAreNeverAndTheRestCountsExactly() {
        Game game = Gamut.load("race.gamut", RACE, List.of());
        State state = game.newState();
        // Each side has one move a turn: white arrives on its fourth, the seventh ply. The flag
        // 'moved' is new to each pawn once: two of the seven runs of the after program change the board.
        new Playout().play(state, new SplittableRandom(1));
        assertEquals(7, state.ply());
        Coverage coverage = new Coverage(game);
        coverage.add(state);
        assertEquals("""
                Rule coverage over 1 game:

                | item                  | where         | count | counted                                |
                | --------------------- | ------------- | ----: | -------------------------------------- |
                | moves pawn as walk    | race.gamut:14 |     7 | moves made                             |
                | moves ghost as haunt  | race.gamut:17 |     0 | moves made                             |
                | after walk            | race.gamut:20 |     2 | runs that changed the board, of 7 runs |
                | after walk: set moved | race.gamut:21 |     2 | runs that changed the board, of 7 runs |
                | end arrived           | race.gamut:23 |     1 | games ended                            |
                | end crowded           | race.gamut:24 |     0 | games ended                            |

                never: moves ghost as haunt (race.gamut:17)
                never: end crowded (race.gamut:24)
                """, CoverageReport.of(coverage));
    }

    @Test
    void aForbidAtEachMoveCountsTheMovesItRefusedWherePlayStood() {
        Game game = Gamut.load("edges.gamut", """
                game "Edges" {
                    players white, black
                    board grid 5 by 2
                    pieces { stone }
                    zone edges = a1, e1, a2, e2
                    setup {
                        white stone: c1
                        black stone: c2
                    }
                    moves stone {
                        for d in e w { step d  verify empty  move }
                    }
                    forbid edge at each_move: pieces_in(mover, stone, edges) > 0
                    limit 4 => draw
                }
                """, List.of());
        Coverage coverage = new Coverage(game);
        for (long seed = 1; seed <= 3; seed++) {
            State state = game.newState();
            new Playout().play(state, new SplittableRandom(seed));
            coverage.add(state);
        }
        // From c a stone steps to b or d, nothing refused; from there the edge is refused and it
        // steps back: one refusal for each player in each game of four plies.
        assertEquals(List.of("moves stone 12 moves made", "forbid edge 6 moves refused", "limit 3 games ended"),
                summary(coverage));
    }

    /** Each row as "item count what". */
    private static List<String> summary(Coverage coverage) {
        List<String> out = new ArrayList<>();
        for (Coverage.Row r : coverage.rows()) {
            out.add(r.item() + " " + r.count() + " " + r.what());
        }
        return out;
    }

    /**
     * A race on one die of three faces: landing on the danger point ends no turn, and a play with a
     * checker on the bonus point wins out over those the dice rules rank the same.
     */
    private static final String DICE = """
            game "Dice race" {
                players white, black
                board points 12
                track path of white = 1..12 then off
                track path of black = 12..1 then off
                pieces { checker }
                zone danger of white = 5
                zone danger of black = 8
                zone bonus of white = 4
                zone bonus of black = 9
                setup {
                    white: 1*2
                    black: 12*2
                }
                dice 1 of 3, must play most_dice
                moves checker {
                    for die in dice {
                        advance die
                        use die
                        if off_board { exit } else { verify not enemy  move }
                    }
                }
                forbid danger at turn_end: count_in(mover, danger) > 0
                prefer bonus: count_in(mover, bonus) > 0
                end home: exited(mover) == 2 => mover wins
                no_moves => pass
            }
            """;

    @Test
    void forbidAtTurnEndCountsThePlaysItRefusedAndPreferTheTurnsItDecided() {
        Game game = Gamut.load("dice.gamut", DICE, List.of());
        State state = game.newState();
        // White 1-3; black 12-11; white, rolling 1, may play 1-2 or 3-4, and the bonus leaves only
        // 3-4 (a turn the prefer decided); black 12-11 again; white, rolling 1, may not play 4-5
        // (a play refused), so 1-2.
        String[][] turns = {{"2", "1-3"}, {"1", "12-11"}, {"1", "3-4"}, {"1", "12-11"}, {"1", "1-2"}};
        List<List<String>> legal = new ArrayList<>();
        for (String[] turn : turns) {
            state.setRoll(new int[] {Integer.parseInt(turn[0])});
            legal.add(Games.moves(state));
            Games.play(state, turn[1]);
        }
        assertEquals(List.of(List.of("1-3"), List.of("12-11"), List.of("3-4"), List.of("11-10", "12-11"), List.of("1-2")),
                legal);
        Coverage coverage = new Coverage(game);
        coverage.add(state);
        assertEquals(List.of("moves checker 5 moves made", "forbid danger 1 plays refused", "prefer bonus 1 turns it decided",
                "end home 0 games ended", "no_moves 0 passes"), summary(coverage));
    }

    /** Moves of each program in the games' lines, counted apart from the coverage. */
    private static long[] programMoves(Rules rules, List<State> games) {
        long[] made = new long[rules.programCount()];
        for (State s : games) {
            for (int move : s.line()) {
                int kind = rules.moveKind(move);
                if (!Move.isCube(move) && kind != Move.ROLL && kind != Move.PASS) {
                    made[rules.moveProgram(move)]++;
                }
            }
        }
        return made;
    }

    private static List<State> play(Game game, int games) {
        List<State> out = new ArrayList<>();
        for (int k = 1; k <= games; k++) {
            State state = game.newState();
            new Playout().play(state, new SplittableRandom(k));
            out.add(state);
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"queens-guard.gamut", "run-knizia.gamut", "shogi.gamut", "backgammon.gamut",
            "english-draughts.gamut", "oware.gamut", "run-fevga.gamut:unblock=on"})
    void eachProgramCountsTheMovesMadeAndEachGameOneEnd(String spec) {
        String[] parts = spec.split(":");
        Game game = new Game(Games.load(parts[0], parts.length > 1 ? parts[1].split(",") : new String[0]));
        Rules rules = game.rules();
        RuleSites sites = rules.sites();
        List<State> games = play(game, 4);
        Coverage coverage = new Coverage(game);
        games.forEach(coverage::add);
        List<Coverage.Row> rows = coverage.rows();
        long[] made = programMoves(rules, games);
        for (int p = 0; p < made.length; p++) {
            assertEquals(made[p], rows.get(sites.programs()[p]).count(), spec + ": " + rows.get(sites.programs()[p]).item());
        }
        long ended = rows.stream().filter(r -> r.what().equals("games ended")).mapToLong(Coverage.Row::count).sum();
        assertEquals(4, ended, spec);
        assertEquals(4, coverage.games());
    }

    @Test
    void aRemovalStandsInOnlyAsAFallbackSoItsFallbackCountsItsMoves() {
        Game game = new Game(Games.load("run-knizia.gamut"));
        List<State> games = play(game, 6);
        Coverage coverage = new Coverage(game);
        games.forEach(coverage::add);
        long[] made = programMoves(game.rules(), games);
        List<Coverage.Row> rows = coverage.rows();
        long removals = 0;
        long standingIn = 0;
        for (int p = 0; p < made.length; p++) {
            removals += rows.get(game.rules().sites().programs()[p]).item().endsWith("_removal") ? made[p] : 0;
        }
        for (Coverage.Row r : rows) {
            standingIn += r.item().startsWith("fallback ") ? r.count() : 0;
        }
        assertTrue(removals > 0, "no removal in six games");
        assertEquals(removals, standingIn);
    }

    @Test
    void countsMergedFromThreadsAreTheCountsOfOneThread() throws Exception {
        Game game = new Game(Games.load("queens-guard.gamut"));
        List<State> games = play(game, 12);
        Coverage one = new Coverage(game);
        games.forEach(one::add);
        Coverage shared = new Coverage(game);
        Coverage[] apart = {new Coverage(game), new Coverage(game)};
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int i = 0; i < games.size(); i++) {
                State s = games.get(i);
                Coverage half = apart[i % 2];
                done.add(pool.submit(() -> shared.add(s)));
                done.add(pool.submit(() -> half.add(s)));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
        Coverage merged = new Coverage(game);
        merged.add(apart[0]);
        merged.add(apart[1]);
        assertEquals(one.rows(), shared.rows());
        assertEquals(one.rows(), merged.rows());
        assertEquals(12, merged.games());
    }

    @Test
    void theLineTrapOfQueensGuardShowsWhereItFiresAndWhatTheVariantLeavesUnused() {
        Game game = new Game(Games.load("queens-guard.gamut", "trap=line_same_ring"));
        List<State> games = play(game, 5);
        Coverage coverage = new Coverage(game);
        games.forEach(coverage::add);
        long[] made = programMoves(game.rules(), games);
        String report = CoverageReport.of(coverage);
        List<Coverage.Row> rows = coverage.rows();
        long relocations = 0;
        for (int p = 0; p < made.length; p++) {
            Coverage.Row row = rows.get(game.rules().sites().programs()[p]);
            if (row.item().endsWith(" as relocate")) {
                relocations += made[p];
                assertEquals(made[p], row.count(), row.item());
            }
        }
        assertTrue(relocations > 0, report);
        Coverage.Row after = row(rows, "after normal");
        Coverage.Row trap = rows.stream().filter(r -> r.item().equals("after normal: set trapped")
                && "trap=line_same_ring".equals(r.variant())).findFirst().orElseThrow();
        // Every normal move runs the after program; the trap is set rarely, and every trap set is relocated.
        assertEquals(made[0] + made[1], after.runs(), report);
        assertTrue(trap.count() > 0 && trap.count() < after.runs() / 10, report);
        assertEquals(relocations, row(rows, "after relocate").count(), report);
        assertTrue(report.lines().anyMatch(l -> l.matches("never: define sandwich_at_target \\(.*queens-guard\\.gamut:\\d+\\)")),
                report);
    }

    private static Coverage.Row row(List<Coverage.Row> rows, String item) {
        return rows.stream().filter(r -> r.item().equals(item)).findFirst().orElseThrow(() -> new AssertionError(item));
    }
}
