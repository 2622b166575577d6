package gamut.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Notation;
import gamut.engine.Perft;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Chinese checkers (games/chinese-checkers.gamut) against a move generator written here in plain
 * Java from the rules, not from the definition: the star built from its two triangles, a step to
 * an empty neighbour, and hops found by a search over the holes a marble can reach, each hole one
 * move (from, to). Perft from the start for 2, 3, 4 and 6 players, random games compared move by
 * move (the legal moves equal at every decision, to the limit), and players finishing in places.
 */
class ChineseCheckersTest {
    static final String FILE = "chinese-checkers.gamut";

    static Rules rules(int players) {
        return players == 2 ? Games.load(FILE) : Games.load(FILE, "players=" + players);
    }

    /** Each seat's point, by the tip of its point; the goal is the point opposite. */
    static final String[][] SEATS = {
        {},
        {},
        {"a1", "q1"},
        {"a1", "m1", "m13"},
        {"e1", "m1", "m13", "e13"},
        {},
        {"a1", "e1", "m1", "q1", "m13", "e13"},
    };

    @Test
    void perftFromTheStartAgreesWithTheReference() {
        long[][] expected = {
            {14, 196, 4760},        // two players
            {14, 196, 2744},        // three
            {14, 199, 2786},        // four
            {14, 199, 2828},        // six
        };
        int[] counts = {2, 3, 4, 6};
        for (int i = 0; i < counts.length; i++) {
            Perft perft = new Perft(Games.start(rules(counts[i])));
            Reference reference = new Reference(counts[i]);
            for (int d = 1; d <= 3; d++) {
                assertEquals(expected[i][d - 1], reference.perft(d), counts[i] + " players: reference perft(" + d + ")");
                assertEquals(expected[i][d - 1], perft.count(d), counts[i] + " players: perft(" + d + ")");
            }
        }
    }

    @Test
    void randomGamesAgreeWithTheReferenceMoveByMove() {
        int[] counts = {2, 3, 4, 6};
        int decisions = 0;
        for (int players : counts) {
            for (long seed = 1; seed <= 3; seed++) {
                decisions += randomGame(players, seed);
            }
        }
        // Every game runs to the limit of 1000 turns: random marbles never fill a point.
        assertEquals(12 * 1000, decisions);
    }

    /** Plays a random game, comparing the legal moves at every decision; returns the decisions made. */
    private static int randomGame(int players, long seed) {
        State state = Games.start(rules(players));
        Reference reference = new Reference(players);
        SplittableRandom random = new SplittableRandom(seed);
        MoveList moves = new MoveList();
        int made = 0;
        while (!state.isOver()) {
            state.generate(moves);
            List<String> engine = new ArrayList<>();
            for (int i = 0; i < moves.size(); i++) {
                engine.add(Notation.format(state, moves.get(i)));
            }
            Collections.sort(engine);
            assertEquals(reference.moves(), engine, players + " players, seed " + seed + ", ply " + made);
            assertEquals(reference.toMove, state.toMove(), "the player to move");
            int move = moves.get(random.nextInt(moves.size()));
            reference.play(Notation.format(state, move));
            state.make(move);
            made++;
        }
        assertTrue(reference.over(), "the reference's game is over too");
        return made;
    }

    @Test
    void playersFinishInPlacesAndTurnOrderSkipsThem() {
        // Red and green each a move from filling the point opposite; blue far from it.
        String text = "red: q1 p1 p2 o1 o2 o3 n1 n2 n3 m8; green: e10 e11 e12 e13 f10 f11 f12 g10 g11 h9;"
                + " blue: i1; turn: red";
        State state = Games.position(rules(3), text);
        Games.play(state, "m8-n4");
        assertEquals(List.of(false, 1), List.of(state.isOver(), state.toMove()));
        Games.play(state, "h9-i9", "i1-i2");
        // Red has finished: green and blue take turns.
        assertEquals(1, state.toMove());
        Games.play(state, "i9-h10");
        Result r = state.result();
        assertEquals(List.of(0, 1, 2), List.of(r.places()[0] - 1, r.places()[1] - 1, r.places()[2] - 1));
        assertEquals(0, r.winner());
        assertEquals(List.of(1.0, 0.5, 0.0), List.of(r.value(0), r.value(1), r.value(2)));
        assertEquals("red 1st, green 2nd, blue 3rd (arrived)", state.game().describe(r));
        // Taken back, nobody has finished.
        state.unmake();
        state.unmake();
        state.unmake();
        state.unmake();
        assertEquals(List.of(false, 0), List.of(state.isOver(), state.toMove()));
        Games.play(state, "m8-m9", "h9-h10");
        assertEquals(2, state.toMove());
    }

    @Test
    void theLimitSharesThePlacesLeft() {
        Result r = new gamut.rules.Places(3, Kernel.board(Games.start(rules(3))))
                .settle(new Result(Result.DRAW, new double[3], "limit"));
        assertEquals(List.of(1, 1, 1), List.of(r.places()[0], r.places()[1], r.places()[2]));
        assertEquals(List.of(0.5, 0.5, 0.5), List.of(r.value(0), r.value(1), r.value(2)));
        assertEquals(Result.DRAW, r.winner());
    }

    /**
     * The rules in plain Java. A hole is (x, y): y the row from the bottom (0 to 16), x in half
     * holes from the centre line; a row's holes are named by its letter and their number from the
     * left. The star is the union of a triangle pointing up (rows 4 to 16) and one pointing down
     * (rows 0 to 12).
     */
    static final class Reference {
        static final int[][] STEPS = {{2, 0}, {-2, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
        final List<int[]> holes = new ArrayList<>();
        final List<String> names = new ArrayList<>();
        final int[][] at = new int[40][17];
        final int[] board; // -1 empty, else the seat
        final int[][] goal;
        final int players;
        final int[] place;
        int finished;
        int toMove;
        int turns;

        Reference(int players) {
            this.players = players;
            for (int[] row : at) {
                java.util.Arrays.fill(row, -1);
            }
            for (int y = 0; y <= 16; y++) {
                int r = y - 8;
                int up = r >= -4 ? 9 - r : 0;
                int down = r <= 4 ? 9 + r : 0;
                int n = Math.max(up, down);
                for (int k = 0; k < n; k++) {
                    int x = -(n - 1) + 2 * k;
                    at[x + 20][y] = holes.size();
                    holes.add(new int[] {x, y});
                    names.add((char) ('a' + y) + Integer.toString(k + 1));
                }
            }
            board = new int[holes.size()];
            java.util.Arrays.fill(board, -1);
            goal = new int[players][];
            place = new int[players];
            for (int p = 0; p < players; p++) {
                int tip = names.indexOf(SEATS[players][p]);
                int[] t = holes.get(tip);
                int[] opposite = holes.get(at[-t[0] + 20][16 - t[1]]);
                List<Integer> target = new ArrayList<>();
                for (int h = 0; h < holes.size(); h++) {
                    if (distance(holes.get(h), t) <= 3) {
                        board[h] = p;
                    }
                    if (distance(holes.get(h), opposite) <= 3) {
                        target.add(h);
                    }
                }
                goal[p] = target.stream().mapToInt(Integer::intValue).toArray();
            }
        }

        static int distance(int[] a, int[] b) {
            int dy = Math.abs(a[1] - b[1]);
            int dx = Math.abs(a[0] - b[0]);
            return dy + Math.max(0, (dx - dy) / 2);
        }

        int neighbour(int hole, int[] step) {
            int x = holes.get(hole)[0] + step[0] + 20;
            int y = holes.get(hole)[1] + step[1];
            return x < 0 || x >= 40 || y < 0 || y > 16 ? -1 : at[x][y];
        }

        boolean over() {
            return finished >= players - 1 || turns >= 1000;
        }

        /** The legal moves as 'from-to', sorted; 'pass' when there is none. */
        List<String> moves() {
            TreeSet<String> out = new TreeSet<>();
            if (over()) {
                return new ArrayList<>();
            }
            for (int from = 0; from < board.length; from++) {
                if (board[from] != toMove) {
                    continue;
                }
                for (int[] s : STEPS) {
                    int to = neighbour(from, s);
                    if (to >= 0 && board[to] < 0) {
                        out.add(names.get(from) + "-" + names.get(to));
                    }
                }
                board[from] = -1; // the marble is lifted: it cannot hop over its own hole
                boolean[] reached = new boolean[board.length];
                reached[from] = true;
                hops(from, from, reached, out);
                board[from] = toMove;
            }
            List<String> list = new ArrayList<>(out);
            if (list.isEmpty()) {
                list.add("pass");
            }
            return list;
        }

        private void hops(int from, int at, boolean[] reached, TreeSet<String> out) {
            for (int[] s : STEPS) {
                int over = neighbour(at, s);
                int to = over < 0 ? -1 : neighbour(over, s);
                if (to >= 0 && board[over] >= 0 && board[to] < 0 && !reached[to]) {
                    reached[to] = true;
                    out.add(names.get(from) + "-" + names.get(to));
                    hops(from, to, reached, out);
                }
            }
        }

        void play(String move) {
            if (!move.equals("pass")) {
                String[] fromTo = move.split("-");
                board[names.indexOf(fromTo[0])] = -1;
                board[names.indexOf(fromTo[1])] = toMove;
            }
            boolean arrived = true;
            for (int h : goal[toMove]) {
                arrived &= board[h] == toMove;
            }
            if (arrived && place[toMove] == 0) {
                place[toMove] = ++finished;
            }
            turns++;
            do {
                toMove = (toMove + 1) % players;
            } while (place[toMove] != 0 && finished < players);
        }

        long perft(int depth) {
            List<String> moves = moves();
            if (depth == 1) {
                return moves.size();
            }
            long total = 0;
            for (String m : moves) {
                int[] saved = board.clone();
                int savedMove = toMove;
                int savedFinished = finished;
                int[] savedPlace = place.clone();
                int savedTurns = turns;
                play(m);
                total += perft(depth - 1);
                System.arraycopy(saved, 0, board, 0, board.length);
                System.arraycopy(savedPlace, 0, place, 0, place.length);
                toMove = savedMove;
                finished = savedFinished;
                turns = savedTurns;
            }
            return total;
        }
    }
}
