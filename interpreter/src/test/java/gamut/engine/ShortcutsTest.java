package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.testing.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The engine's shortcuts answer as the long way does: whether a player has a move (the first move
 * found ends the search), and a random playout's move (only the move drawn is judged).
 */
class ShortcutsTest {
    /** The file names of games/, sorted. */
    static List<String> shippedGames() throws IOException {
        try (Stream<Path> files = Files.list(Games.root().resolve("games"))) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".gamut")).sorted().toList();
        }
    }

    @Test
    void whetherAPlayerHasAMoveIsWhatGeneratingEveryMoveSays() throws IOException {
        int asked = 0;
        for (String file : shippedGames()) {
            State s = Games.start(Games.load(file));
            MoveList all = new MoveList();
            MoveList scratch = new MoveList();
            SplittableRandom random = new SplittableRandom(5);
            for (int game = 0; game < 2; game++) {
                s.reset();
                while (!s.isOver() && s.ply() < 300) {
                    if (s.isChance()) {
                        s.make(s.randomOutcome(random));
                        continue;
                    }
                    for (int p = 0; p < s.game().players(); p++) {
                        s.turns.generate(p, all);
                        assertEquals(all.size() > 0, s.turns.hasMove(p, scratch), file + " player " + p + " at ply " + s.ply());
                        asked++;
                    }
                    s.generate(all);
                    s.make(all.get(random.nextInt(all.size())));
                }
            }
        }
        assertTrue(asked > 3_000, "asked " + asked);
    }

    @Test
    void aRandomMoveIsALegalMoveAndEveryLegalMoveIsAsLikely() {
        // White to move with a pinned knight and a king that may not step into check: the pseudo-legal
        // moves include moves that do not stand, which the random move must never be.
        State s = Games.position(Games.load("chess.gamut"), "fen:4k3/8/8/8/4r3/8/4N3/4K3 w - - 0 1");
        MoveList legal = new MoveList();
        s.generate(legal);
        assertEquals(4, legal.size(), "Kd1 Kf1 Kd2 Kf2: the knight is pinned");
        Map<Integer, Integer> seen = new HashMap<>();
        SplittableRandom random = new SplittableRandom(11);
        MoveList scratch = new MoveList();
        int draws = 40_000;
        for (int i = 0; i < draws; i++) {
            seen.merge(s.randomMove(scratch, random), 1, Integer::sum);
        }
        assertEquals(4, seen.size(), "drawn: " + seen.keySet());
        for (int i = 0; i < legal.size(); i++) {
            int count = seen.getOrDefault(legal.get(i), 0);
            // 10,000 expected each; 4.5 standard deviations (about 390) either side.
            assertTrue(Math.abs(count - draws / 4) < 400, legal.get(i) + " drawn " + count + " times");
        }
    }

    @Test
    void noProgramGivesMoreMovesFromAnOriginThanItsBound() throws IOException {
        StringBuilder bounded = new StringBuilder();
        for (String file : shippedGames()) {
            State s = Games.start(Games.load(file));
            var rules = s.rules();
            MoveList moves = new MoveList();
            SplittableRandom random = new SplittableRandom(3);
            int most = 0;
            for (int p = 0; p < rules.programCount(); p++) {
                most = Math.max(most, rules.program(p).maxMoves());
            }
            bounded.append(file).append(' ').append(most == Integer.MAX_VALUE ? "open" : most).append('\n');
            while (!s.isOver() && s.ply() < 400) {
                if (s.isChance()) {
                    s.make(s.randomOutcome(random));
                    continue;
                }
                for (int p = 0; p < rules.programCount(); p++) {
                    for (int origin = -1; origin < s.board().cells(); origin++) {
                        boolean drop = rules.program(p).drop();
                        if (drop != (origin < 0) || !drop && s.board().owner[origin] != s.turns.whose(rules.program(p), s.toMove())
                                || !drop && s.board().piece[origin] != rules.program(p).piece()) {
                            continue;
                        }
                        moves.clear();
                        s.turns.runFrom(s.toMove(), moves, p, origin);
                        assertTrue(moves.size() <= rules.program(p).maxMoves(), file + " program " + p + " from " + origin);
                    }
                }
                s.generate(moves);
                s.make(moves.get(random.nextInt(moves.size())));
            }
        }
        assertEquals("""
                amazons.gamut open
                backgammon.gamut 32
                breakthrough.gamut 3
                chess.gamut 72
                chinese-checkers.gamut open
                connect-four.gamut 7
                english-draughts.gamut open
                fifteen-puzzle.gamut 4
                go.gamut 81
                hex.gamut 121
                international-draughts.gamut open
                kalah.gamut open
                knights-tour.gamut 25
                lines-of-action.gamut 8
                nine-mens-morris.gamut 24
                othello.gamut 72
                oware.gamut open
                peg-solitaire.gamut 4
                plakoto.gamut 32
                portes.gamut 32
                queens-guard.gamut 91
                quoridor.gamut 128
                run-fevga.gamut 32
                run-knizia.gamut 6
                shogi.gamut open
                tic-tac-toe.gamut 9
                tower-of-hanoi.gamut 3
                xiangqi.gamut 98
                """, bounded.toString());
    }

    @Test
    void movesDrawnByOriginAreEquallyLikely() {
        for (String file : List.of("lines-of-action.gamut", "breakthrough.gamut", "othello.gamut", "hex.gamut", "queens-guard.gamut")) {
            State s = Games.start(Games.load(file));
            MoveList legal = new MoveList();
            s.generate(legal);
            Map<Integer, Integer> seen = new HashMap<>();
            SplittableRandom random = new SplittableRandom(2);
            MoveList scratch = new MoveList();
            int each = 2_000;
            for (int i = 0; i < each * legal.size(); i++) {
                seen.merge(s.randomMove(scratch, random), 1, Integer::sum);
            }
            assertTrue(s.randomMoves.drawsByOrigin(), file);
            assertEquals(legal.size(), seen.size(), file);
            for (int i = 0; i < legal.size(); i++) {
                int count = seen.getOrDefault(legal.get(i), 0);
                // About 44 standard deviation each side; 5 of them.
                assertTrue(Math.abs(count - each) < 220, file + ": " + legal.get(i) + " drawn " + count + " times");
            }
        }
    }

    @Test
    void theRoundsOfADropLoopGiveTheProgramsMovesOneEach() throws IOException {
        StringBuilder withRounds = new StringBuilder();
        for (String file : shippedGames()) {
            State s = Games.start(Games.load(file));
            var rules = s.rules();
            MoveList whole = new MoveList();
            MoveList round = new MoveList();
            SplittableRandom random = new SplittableRandom(4);
            long programs = java.util.stream.IntStream.range(0, rules.programCount())
                    .filter(p -> rules.program(p).rounds() != null).count();
            if (programs > 0) {
                withRounds.append(file).append(' ').append(programs).append('\n');
            }
            while (!s.isOver() && s.ply() < 200) {
                if (s.isChance()) {
                    s.make(s.randomOutcome(random));
                    continue;
                }
                for (int p = 0; p < rules.programCount(); p++) {
                    var rounds = rules.program(p).rounds();
                    if (rounds == null) {
                        continue;
                    }
                    whole.clear();
                    s.turns.runFrom(s.toMove(), whole, p, -1);
                    java.util.List<Integer> fromRounds = new java.util.ArrayList<>();
                    for (int c : rounds.cells()[s.toMove()]) {
                        round.clear();
                        s.turns.runRound(s.toMove(), round, p, c);
                        assertTrue(round.size() <= 1, file + " round at " + c);
                        for (int i = 0; i < round.size(); i++) {
                            fromRounds.add(round.get(i));
                        }
                    }
                    java.util.List<Integer> all = new java.util.ArrayList<>();
                    for (int i = 0; i < whole.size(); i++) {
                        all.add(whole.get(i));
                    }
                    assertEquals(all, fromRounds, file + " at ply " + s.ply());
                }
                s.generate(whole);
                s.make(whole.get(random.nextInt(whole.size())));
            }
        }
        assertEquals("""
                go.gamut 1
                hex.gamut 1
                knights-tour.gamut 1
                nine-mens-morris.gamut 1
                othello.gamut 1
                run-knizia.gamut 2
                shogi.gamut 7
                tic-tac-toe.gamut 1
                """, withRounds.toString());
    }

    @Test
    void theRoundsAlongOneDirectionGiveTheProgramsMovesOneEach() throws IOException {
        StringBuilder withRays = new StringBuilder();
        for (String file : shippedGames()) {
            State s = Games.start(Games.load(file));
            var rules = s.rules();
            MoveList whole = new MoveList();
            MoveList round = new MoveList();
            SplittableRandom random = new SplittableRandom(6);
            long programs = java.util.stream.IntStream.range(0, rules.programCount())
                    .filter(p -> rules.program(p).rays() != null).count();
            if (programs > 0) {
                withRays.append(file).append(' ').append(programs).append('\n');
            }
            while (programs > 0 && !s.isOver() && s.ply() < 200) {
                if (s.isChance()) {
                    s.make(s.randomOutcome(random));
                    continue;
                }
                int player = s.toMove();
                for (int p = 0; p < rules.programCount(); p++) {
                    var program = rules.program(p);
                    if (program.rays() == null) {
                        continue;
                    }
                    int whose = s.turns.whose(program, player);
                    for (int c = s.board().occupancy().nextOf(whose, program.piece(), 0); c >= 0; c = s.board().occupancy().nextOf(whose, program.piece(), c + 1)) {
                        whole.clear();
                        s.turns.runFrom(player, whole, p, c);
                        java.util.Set<Integer> fromRays = new java.util.TreeSet<>();
                        for (int r = 0; r < program.rays()[player].length; r++) {
                            round.clear();
                            s.turns.runRay(player, round, p, c, r);
                            assertTrue(round.size() <= 1, file + " ray " + r + " from " + c);
                            for (int i = 0; i < round.size(); i++) {
                                assertTrue(fromRays.add(round.get(i)), file + ": two rays give one move");
                            }
                        }
                        java.util.Set<Integer> all = new java.util.TreeSet<>();
                        for (int i = 0; i < whole.size(); i++) {
                            all.add(whole.get(i));
                        }
                        assertEquals(all, fromRays, file + " from " + c + " at ply " + s.ply());
                    }
                }
                s.generate(whole);
                s.make(whole.get(random.nextInt(whole.size())));
            }
        }
        assertEquals("""
                breakthrough.gamut 1
                chinese-checkers.gamut 1
                english-draughts.gamut 2
                fifteen-puzzle.gamut 15
                international-draughts.gamut 1
                knights-tour.gamut 1
                lines-of-action.gamut 1
                nine-mens-morris.gamut 1
                queens-guard.gamut 2
                run-knizia.gamut 1
                xiangqi.gamut 5
                """, withRays.toString());
    }
}
