package gamut.games;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * An independent reference for Knizia's Run, written from the rules spec
 * (docs/rules/run-knizia.md) and nothing else. It uses no engine code: plain arrays over the 39
 * cells in the spec's brick coordinates (row 1..7, x), adjacency by the spec's rule (same row and
 * |dx| = 2, or neighbouring rows and |dx| = 1), its own turn logic (the first player's single-drop
 * first turn, one cow action and one cowboy action in either order, forced removal per part or over
 * the whole turn, the one-type rule, passing with nothing to do), the end check after every part and
 * the result by exited cows. Positions are copied, never undone.
 *
 * <p>Moves are written in the engine's notation so that move lists can be compared as strings:
 * {@code C@a4}, {@code B@f9}, {@code Cd4-d3}, {@code Bd5xe6}, {@code Ce2-off}, {@code remove Ce5},
 * {@code pass}.
 */
final class RunKniziaReference {
    static final int BLACK = 0;
    static final int WHITE = 1;
    static final int COW = 0;
    static final int COWBOY = 1;
    static final int DRAW = -1;
    static final String[] PLAYERS = {"black", "white"};
    static final char[] LETTERS = {'C', 'B'};

    /** Spec section 2: the rows from the top. */
    static final String[][] ROWS = {
        {"a4", "b5", "c6", "d7", "e8", "f9"},
        {"b4", "c5", "d6", "e7", "f8"},
        {"b3", "c4", "d5", "e6", "f7", "g8"},
        {"c3", "d4", "e5", "f6", "g7"},
        {"c2", "d3", "e4", "f5", "g6", "h7"},
        {"d2", "e3", "f4", "g5", "h6"},
        {"d1", "e2", "f3", "g4", "h5", "i6"},
    };
    static final int N = 39;
    static final String[] NAME = new String[N];
    /** Row 1..7 and brick x (6-cell rows -5..5 odd, 5-cell rows -4..4 even). */
    static final int[] ROW = new int[N];
    static final int[] X = new int[N];
    static final int[][] ADJ = new int[N][];
    /** FORWARD[player][cell]: the forward-adjacent cells (row + 1 for White, row - 1 for Black). */
    static final int[][][] FORWARD = new int[2][N][];

    static {
        int c = 0;
        for (int r = 0; r < ROWS.length; r++) {
            int w = ROWS[r].length;
            for (int i = 0; i < w; i++) {
                NAME[c] = ROWS[r][i];
                ROW[c] = r + 1;
                X[c] = 2 * i - (w - 1);
                c++;
            }
        }
        for (int a = 0; a < N; a++) {
            List<Integer> adj = new ArrayList<>();
            List<Integer> down = new ArrayList<>();
            List<Integer> up = new ArrayList<>();
            for (int b = 0; b < N; b++) {
                int dr = ROW[b] - ROW[a];
                int dx = Math.abs(X[b] - X[a]);
                if (dr == 0 && dx == 2 || Math.abs(dr) == 1 && dx == 1) {
                    adj.add(b);
                    if (dr == 1) {
                        down.add(b);
                    } else if (dr == -1) {
                        up.add(b);
                    }
                }
            }
            ADJ[a] = adj.stream().mapToInt(Integer::intValue).toArray();
            FORWARD[WHITE][a] = down.stream().mapToInt(Integer::intValue).toArray();
            FORWARD[BLACK][a] = up.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    static int cell(String name) {
        for (int c = 0; c < N; c++) {
            if (NAME[c].equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException("no cell " + name);
    }

    /** Row 1 is White's first row and Black's last; row 7 the other way round. */
    static int firstRow(int player) {
        return player == WHITE ? 1 : 7;
    }

    static int lastRow(int player) {
        return player == WHITE ? 7 : 1;
    }

    /** The rule choices of the spec's variants (section 7). */
    record Options(int first, boolean singleDropOpening, boolean removalToReserve, boolean wholeTurn,
                   boolean tieSecondPlayerWins, boolean endEitherOutOfCows) {
        static Options of(String... variants) {
            int first = BLACK;
            boolean opening = true;
            boolean toReserve = false;
            boolean wholeTurn = false;
            boolean tie = false;
            boolean either = false;
            for (String v : variants) {
                switch (v) {
                    case "first=white" -> first = WHITE;
                    case "first_turn=normal" -> opening = false;
                    case "removal=to_reserve" -> toReserve = true;
                    case "removal_check=whole_turn" -> wholeTurn = true;
                    case "tie=second_player_wins" -> tie = true;
                    case "end=either_player_out_of_cows" -> either = true;
                    default -> throw new IllegalArgumentException("the reference does not model " + v);
                }
            }
            return new Options(first, opening, toReserve, wholeTurn, tie, either);
        }
    }

    static final int DROP = 0;
    static final int MOVE = 1;
    static final int EXIT = 2;
    static final int REMOVE = 3;
    static final int PASS = 4;

    /** A sub-move: kind, piece type, from and to cells (-1 when none). */
    record Mv(int kind, int type, int from, int to, boolean capture) {
        static final Mv PASS_MOVE = new Mv(PASS, -1, -1, -1, false);

        String text() {
            char l = LETTERS[Math.max(type, 0)];
            return switch (kind) {
                case DROP -> l + "@" + NAME[to];
                case MOVE -> l + NAME[from] + (capture ? "x" : "-") + NAME[to];
                case EXIT -> l + NAME[from] + "-off";
                case REMOVE -> "remove " + l + NAME[from];
                default -> "pass";
            };
        }
    }

    /** A position with the state of the current turn. */
    static final class Pos {
        final Options o;
        /** Owner per cell, -1 when empty, and the piece type there. */
        final int[] owner = new int[N];
        final int[] type = new int[N];
        final int[][] reserve = new int[2][2];
        final int[] exited = new int[2];
        int toMove;
        /** Turns completed so far (a pass counts as a turn). */
        int turnsPlayed;
        int plies;
        /** Parts of the current turn played: bit 0 the cow action, bit 1 the cowboy action. */
        int partsDone;
        /** The current turn is the first player's opening turn: exactly one drop. */
        boolean opening;
        boolean over;
        int winner;
        int[] scores = new int[2];

        Pos(Options o) {
            this.o = o;
            Arrays.fill(owner, -1);
        }

        /** The start: empty board, 7 cows and 5 cowboys each in reserve, the first player to move. */
        static Pos start(Options o) {
            Pos p = new Pos(o);
            for (int who = 0; who < 2; who++) {
                p.reserve[who][COW] = 7;
                p.reserve[who][COWBOY] = 5;
            }
            p.toMove = o.first();
            p.opening = o.singleDropOpening();
            return p;
        }

        /** A set-up position in the middle of a game (never an opening turn). */
        static Pos setup(Options o, int toMove) {
            Pos p = new Pos(o);
            p.toMove = toMove;
            p.opening = false;
            return p;
        }

        Pos put(int who, int t, String... cells) {
            for (String c : cells) {
                owner[cell(c)] = who;
                type[cell(c)] = t;
            }
            return this;
        }

        Pos copy() {
            Pos p = new Pos(o);
            System.arraycopy(owner, 0, p.owner, 0, N);
            System.arraycopy(type, 0, p.type, 0, N);
            for (int i = 0; i < 2; i++) {
                p.reserve[i][0] = reserve[i][0];
                p.reserve[i][1] = reserve[i][1];
                p.exited[i] = exited[i];
                p.scores[i] = scores[i];
            }
            p.toMove = toMove;
            p.turnsPlayed = turnsPlayed;
            p.plies = plies;
            p.partsDone = partsDone;
            p.opening = opening;
            p.over = over;
            p.winner = winner;
            return p;
        }

        int onBoard(int who, int t) {
            int n = 0;
            for (int c = 0; c < N; c++) {
                if (owner[c] == who && type[c] == t) {
                    n++;
                }
            }
            return n;
        }

        int cows(int who) {
            return onBoard(who, COW) + reserve[who][COW];
        }

        // ---- moves

        /** Rule 6.1: drops of the type on the empty cells of the player's first row. */
        private void drops(int t, List<Mv> out) {
            int p = toMove;
            if (reserve[p][t] == 0) {
                return;
            }
            for (int c = 0; c < N; c++) {
                if (ROW[c] == firstRow(p) && owner[c] < 0) {
                    out.add(new Mv(DROP, t, -1, c, false));
                }
            }
        }

        /** Rules 6.2 and 6.3: the real actions of one type (no removals). */
        List<Mv> actions(int t) {
            List<Mv> out = new ArrayList<>();
            if (over) {
                return out;
            }
            int p = toMove;
            drops(t, out);
            for (int c = 0; c < N; c++) {
                if (owner[c] != p || type[c] != t) {
                    continue;
                }
                if (t == COW) {
                    if (ROW[c] == lastRow(p)) {
                        out.add(new Mv(EXIT, COW, c, -1, false));
                    }
                    for (int f : FORWARD[p][c]) {
                        if (owner[f] < 0) {
                            out.add(new Mv(MOVE, COW, c, f, false));
                        }
                    }
                } else {
                    for (int a : ADJ[c]) {
                        if (owner[a] < 0) {
                            out.add(new Mv(MOVE, COWBOY, c, a, false));
                        } else if (owner[a] != p) {
                            out.add(new Mv(MOVE, COWBOY, c, a, true));
                        }
                    }
                }
            }
            return out;
        }

        /** Rule 6.4: removing one of the player's pieces of the type on the board. */
        List<Mv> removals(int t) {
            List<Mv> out = new ArrayList<>();
            for (int c = 0; c < N; c++) {
                if (owner[c] == toMove && type[c] == t) {
                    out.add(new Mv(REMOVE, t, c, -1, false));
                }
            }
            return out;
        }

        /** The moves of one part not yet played: its actions, or the forced removal when it has none. */
        List<Mv> partMoves(int t) {
            List<Mv> acts = actions(t);
            if (!acts.isEmpty() || over) {
                return acts;
            }
            if (o.wholeTurn() && otherOrderGivesAction(t)) {
                return acts;
            }
            return removals(t);
        }

        /**
         * R5 (whole_turn): would playing the other part first (any of its moves: its actions, or
         * its removals when it has none) leave a real action of type t? A move that ends the game
         * leaves none.
         */
        private boolean otherOrderGivesAction(int t) {
            int u = 1 - t;
            if ((partsDone & (1 << u)) != 0) {
                return false;
            }
            List<Mv> first = actions(u);
            if (first.isEmpty()) {
                first = removals(u);
            }
            for (Mv m : first) {
                Pos q = copy();
                q.applyPieces(m);
                if (!q.endReached() && !q.actions(t).isEmpty()) {
                    return true;
                }
            }
            return false;
        }

        /** All legal sub-moves now; a pass when a turn cannot start with anything. */
        List<Mv> moves() {
            List<Mv> out = new ArrayList<>();
            if (over) {
                return out;
            }
            if (opening) {
                drops(COW, out);
                drops(COWBOY, out);
            } else {
                for (int t = 0; t < 2; t++) {
                    if ((partsDone & (1 << t)) == 0) {
                        out.addAll(partMoves(t));
                    }
                }
            }
            if (out.isEmpty() && partsDone == 0) {
                out.add(Mv.PASS_MOVE);
            }
            return out;
        }

        List<String> moveTexts() {
            List<String> out = new ArrayList<>();
            for (Mv m : moves()) {
                out.add(m.text());
            }
            Collections.sort(out);
            return out;
        }

        Mv find(String text) {
            for (Mv m : moves()) {
                if (m.text().equals(text)) {
                    return m;
                }
            }
            throw new IllegalArgumentException("reference: " + text + " is not legal; legal: " + moveTexts());
        }

        /** Changes only the pieces, reserves and tallies. */
        private void applyPieces(Mv m) {
            int p = toMove;
            switch (m.kind()) {
                case DROP -> {
                    reserve[p][m.type()]--;
                    owner[m.to()] = p;
                    type[m.to()] = m.type();
                }
                case MOVE -> {
                    owner[m.to()] = p;
                    type[m.to()] = m.type();
                    owner[m.from()] = -1;
                }
                case EXIT -> {
                    owner[m.from()] = -1;
                    exited[p]++;
                }
                case REMOVE -> {
                    owner[m.from()] = -1;
                    if (o.removalToReserve()) {
                        reserve[p][m.type()]++;
                    }
                }
                default -> { }
            }
            if (m.kind() != PASS) {
                partsDone |= 1 << m.type();
            }
        }

        /** Rule 6.6 (or R8 either_player_out_of_cows). */
        boolean endReached() {
            if (o.endEitherOutOfCows()) {
                return cows(BLACK) == 0 || cows(WHITE) == 0;
            }
            return cows(BLACK) + cows(WHITE) == 0;
        }

        /** Plays a sub-move: the end is checked after every part; the turn ends when nothing is left. */
        Pos play(Mv m) {
            Pos q = copy();
            q.applyPieces(m);
            q.plies++;
            if (q.endReached()) {
                q.over = true;
                int b = q.exited[BLACK];
                int w = q.exited[WHITE];
                if (b == w) {
                    q.winner = o.tieSecondPlayerWins() ? 1 - o.first() : DRAW;
                } else {
                    q.winner = b > w ? BLACK : WHITE;
                    q.scores[q.winner] = Math.abs(b - w);
                }
                q.turnsPlayed++;
                return q;
            }
            boolean continues = m.kind() != PASS && !q.opening && !q.moves().isEmpty();
            if (!continues) {
                q.toMove = 1 - q.toMove;
                q.turnsPlayed++;
                q.partsDone = 0;
                q.opening = false;
            }
            return q;
        }

        Pos play(String text) {
            return play(find(text));
        }

        /** Whole-turn sequences from here, each a list of sub-moves, with the position after. */
        List<List<String>> turnSequences() {
            List<List<String>> out = new ArrayList<>();
            sequences(this, new ArrayList<>(), turnsPlayed, out);
            return out;
        }

        private static void sequences(Pos p, List<String> prefix, int turn, List<List<String>> out) {
            for (Mv m : p.moves()) {
                Pos q = p.play(m);
                List<String> line = new ArrayList<>(prefix);
                line.add(m.text());
                if (q.turnsPlayed != turn) {
                    out.add(line);
                } else {
                    sequences(q, line, turn, out);
                }
            }
        }

        /** Perft in plies: leaves at exactly that many sub-moves; a finished game has no children. */
        long perft(int depth) {
            if (depth == 0) {
                return 1;
            }
            List<Mv> ms = moves();
            if (depth == 1) {
                return ms.size();
            }
            long n = 0;
            for (Mv m : ms) {
                n += play(m).perft(depth - 1);
            }
            return n;
        }

        /**
         * Perft in whole turns: the sub-moves of a turn are one level. A turn that ends the game is
         * a leaf at the last level and ends its line before that.
         */
        long perftTurns(int depth) {
            if (depth == 0) {
                return 1;
            }
            long n = 0;
            for (Mv m : moves()) {
                Pos q = play(m);
                if (q.turnsPlayed != turnsPlayed) {
                    n += depth == 1 ? 1 : q.over ? 0 : q.perftTurns(depth - 1);
                } else {
                    n += q.perftTurns(depth);
                }
            }
            return n;
        }
    }
}
