package gamut.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An independent Queen's Guard (Agon) reference, written from the rules spec
 * (docs/rules/agon-queens-guard.md) and nothing else, for the default rules only: plain arrays
 * over the 91 hex cells in axial coordinates (L, N), rings as the hex distance to f6, the ring trap
 * of rule 4, the self-trap of rule 5 with the capture-precedence ruling, relocation to the next
 * ring out (queen first, further out when that ring is full, ring 5 stays on ring 5), win and loss
 * for the player who just acted, a pass when blocked, threefold repetition and the 5000-ply limit of
 * the game file. It uses no engine code.
 *
 * <p>Moves are written as the engine writes them: {@code Gf8-f7}, {@code Qe6-d5}, {@code pass}.
 */
public final class AgonReference {
    public static final int EMPTY = -1;
    public static final int WHITE = 0;
    public static final int BLACK = 1;
    public static final int QUEEN = 0;
    public static final int GUARD = 1;
    public static final int DRAW = -1;
    public static final String[] PLAYERS = {"white", "black"};
    public static final int LIMIT = 5000;

    // ---- geometry (spec section 1)

    public static final int CELLS = 91;
    private static final int[] L = new int[CELLS];
    private static final int[] N = new int[CELLS];
    private static final int[][] INDEX = new int[13][13];
    public static final int[] RING = new int[CELLS];
    /** Adjacent cells. */
    private static final int[][] ADJ = new int[CELLS][];
    /** The two adjacent cells of the same ring (empty for the centre). */
    private static final int[][] RING_ADJ = new int[CELLS][];
    private static final int[][] STEPS = {{1, 1}, {-1, -1}, {0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    public static final int CENTRE;

    static {
        for (int[] row : INDEX) {
            Arrays.fill(row, -1);
        }
        int k = 0;
        for (int l = 1; l <= 11; l++) {
            for (int n = 1; n <= 11; n++) {
                if (Math.abs(l - n) <= 5) {
                    L[k] = l;
                    N[k] = n;
                    INDEX[l][n] = k;
                    RING[k] = Math.max(Math.abs(l - 6), Math.max(Math.abs(n - 6), Math.abs(l - n)));
                    k++;
                }
            }
        }
        if (k != CELLS) {
            throw new IllegalStateException("expected 91 cells, got " + k);
        }
        CENTRE = INDEX[6][6];
        for (int c = 0; c < CELLS; c++) {
            List<Integer> adj = new ArrayList<>();
            List<Integer> same = new ArrayList<>();
            for (int[] s : STEPS) {
                int l = L[c] + s[0];
                int n = N[c] + s[1];
                if (l >= 1 && l <= 11 && n >= 1 && n <= 11 && INDEX[l][n] >= 0) {
                    adj.add(INDEX[l][n]);
                    if (RING[INDEX[l][n]] == RING[c]) {
                        same.add(INDEX[l][n]);
                    }
                }
            }
            ADJ[c] = adj.stream().mapToInt(Integer::intValue).toArray();
            RING_ADJ[c] = same.stream().mapToInt(Integer::intValue).toArray();
            if (RING[c] >= 1 && RING_ADJ[c].length != 2) {
                throw new IllegalStateException(name(c) + " has " + RING_ADJ[c].length + " ring-neighbours");
            }
        }
    }

    public static String name(int cell) {
        return (char) ('a' + L[cell] - 1) + Integer.toString(N[cell]);
    }

    public static int cell(String name) {
        int l = name.charAt(0) - 'a' + 1;
        int n = Integer.parseInt(name.substring(1));
        int c = l >= 1 && l <= 11 && n >= 1 && n <= 11 ? INDEX[l][n] : -1;
        if (c < 0) {
            throw new IllegalArgumentException("no cell " + name);
        }
        return c;
    }

    public static int ringSize(int ring) {
        int n = 0;
        for (int c = 0; c < CELLS; c++) {
            n += RING[c] == ring ? 1 : 0;
        }
        return n;
    }

    /** The cells of a ring, by name, sorted. */
    public static List<String> ring(int ring) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < CELLS; c++) {
            if (RING[c] == ring) {
                out.add(name(c));
            }
        }
        Collections.sort(out);
        return out;
    }

    /** The two ring-neighbours of a cell, by name. */
    public static List<String> ringNeighbours(String cell) {
        List<String> out = new ArrayList<>();
        for (int e : RING_ADJ[cell(cell)]) {
            out.add(name(e));
        }
        Collections.sort(out);
        return out;
    }

    // ---- position

    /** A finished game: the winner (or {@link #DRAW}) and the name of the rule that ended it. */
    public record Verdict(int winner, String end) {}

    public final int[] owner = new int[CELLS];
    public final int[] type = new int[CELLS];
    public final boolean[] trapped = new boolean[CELLS];
    private int toMove;
    private int ply;
    private Verdict verdict;
    private Map<String, Integer> seen = new HashMap<>();

    // What happened in the games played, for reports.
    public static final class Stats {
        public long moves;
        public long relocations;
        public long furtherOut;
        public long traps;
        public long doubleTraps;
        public long selfTraps;
        public long precedence;
        public long passes;
    }

    public final Stats stats = new Stats();

    private AgonReference() {
        Arrays.fill(owner, EMPTY);
    }

    /** The fixed setup of section 2 (with the Black guard on j11), White to move. */
    public static AgonReference start() {
        return of("white: queen f1, guard a5 b1 d9 h11 j5 k10; black: queen f11, guard a2 b7 d1 h3 k7 j11; turn: white");
    }

    /**
     * A position from text such as {@code white: queen f1, guard e7 g9; black: guard f8, queen f11; turn: white},
     * with the named cells' pieces trapped. As after a move, the player who moved last (the one not
     * to move) may already have won or lost.
     */
    public static AgonReference of(String text, String... trappedCells) {
        AgonReference r = new AgonReference();
        r.toMove = WHITE;
        for (String clause : text.split(";")) {
            String[] parts = clause.split(":");
            String head = parts[0].strip();
            String body = parts[1].strip();
            if (head.equals("turn")) {
                r.toMove = body.equals("white") ? WHITE : BLACK;
                continue;
            }
            int who = head.equals("white") ? WHITE : BLACK;
            int kind = -1;
            for (String word : body.replace(',', ' ').split("\\s+")) {
                if (word.equals("queen")) {
                    kind = QUEEN;
                } else if (word.equals("guard")) {
                    kind = GUARD;
                } else if (!word.isEmpty()) {
                    int c = cell(word);
                    r.owner[c] = who;
                    r.type[c] = kind;
                }
            }
        }
        for (String t : trappedCells) {
            r.trapped[cell(t)] = true;
        }
        r.seen.put(r.key(), 1);
        r.verdict = r.judge(1 - r.toMove);
        return r;
    }

    public AgonReference copy() {
        AgonReference r = new AgonReference();
        System.arraycopy(owner, 0, r.owner, 0, CELLS);
        System.arraycopy(type, 0, r.type, 0, CELLS);
        System.arraycopy(trapped, 0, r.trapped, 0, CELLS);
        r.toMove = toMove;
        r.ply = ply;
        r.verdict = verdict;
        r.seen = new HashMap<>(seen);
        return r;
    }

    public int toMove() {
        return toMove;
    }

    public boolean isOver() {
        return verdict != null;
    }

    public Verdict verdict() {
        return verdict;
    }

    public boolean trapped(String cell) {
        return trapped[cell(cell)];
    }

    // ---- moves

    /** Legal moves as {from, to}; a pass is {-1, -1}. */
    private List<int[]> generate() {
        List<int[]> out = new ArrayList<>();
        if (verdict != null) {
            return out;
        }
        int me = toMove;
        // Rules 8 and 9: a player with a trapped piece relocates one, the queen first.
        int trappedQueen = -1;
        boolean anyTrapped = false;
        for (int c = 0; c < CELLS; c++) {
            if (owner[c] == me && trapped[c]) {
                anyTrapped = true;
                if (type[c] == QUEEN) {
                    trappedQueen = c;
                }
            }
        }
        if (anyTrapped) {
            for (int c = 0; c < CELLS; c++) {
                if (owner[c] == me && trapped[c] && (trappedQueen < 0 || c == trappedQueen)) {
                    for (int t : relocationTargets(c)) {
                        out.add(new int[] {c, t});
                    }
                }
            }
            if (!out.isEmpty()) {
                return out;
            }
        }
        // Rules 2, 3 and 7: one step to an empty cell of the same ring or the next one in.
        for (int c = 0; c < CELLS; c++) {
            if (owner[c] != me || trapped[c]) {
                continue;
            }
            for (int n : ADJ[c]) {
                if (owner[n] == EMPTY && RING[n] <= RING[c] && (n != CENTRE || type[c] == QUEEN)) {
                    out.add(new int[] {c, n});
                }
            }
        }
        if (out.isEmpty()) {
            out.add(new int[] {-1, -1});
        }
        return out;
    }

    /** The empty cells of the next ring out (ring 5 for ring 5), or further out when that ring is full. */
    private List<Integer> relocationTargets(int from) {
        for (int ring = Math.min(RING[from] + 1, 5); ring <= 5; ring++) {
            List<Integer> out = new ArrayList<>();
            for (int c = 0; c < CELLS; c++) {
                if (RING[c] == ring && owner[c] == EMPTY) {
                    out.add(c);
                }
            }
            if (!out.isEmpty()) {
                return out;
            }
        }
        return List.of();
    }

    private String notation(int[] m) {
        if (m[0] < 0) {
            return "pass";
        }
        return (type[m[0]] == QUEEN ? "Q" : "G") + name(m[0]) + "-" + name(m[1]);
    }

    /** The legal moves in notation, sorted. */
    public List<String> moves() {
        List<String> out = new ArrayList<>();
        for (int[] m : generate()) {
            out.add(notation(m));
        }
        Collections.sort(out);
        return out;
    }

    /** Plays a legal move given in notation. */
    public void play(String move) {
        for (int[] m : generate()) {
            if (notation(m).equals(move)) {
                apply(m);
                return;
            }
        }
        throw new IllegalArgumentException("reference: " + move + " is not legal; legal: " + moves());
    }

    private void apply(int[] m) {
        int me = toMove;
        int opp = 1 - me;
        if (m[0] < 0) {
            stats.passes++;
        } else {
            int from = m[0];
            int to = m[1];
            boolean relocation = trapped[from];
            owner[to] = me;
            type[to] = type[from];
            trapped[to] = false;
            owner[from] = EMPTY;
            trapped[from] = false;
            if (relocation) {
                // Rule 6 (ruling): a relocation placement neither traps nor self-traps.
                stats.relocations++;
                if (RING[to] > Math.min(RING[from] + 1, 5)) {
                    stats.furtherOut++;
                }
            } else if (RING[to] >= 1) {
                stats.moves++;
                int caught = 0;
                for (int e : RING_ADJ[to]) {
                    if (owner[e] == opp) {
                        int f = RING_ADJ[e][0] == to ? RING_ADJ[e][1] : RING_ADJ[e][0];
                        if (owner[f] == me) {
                            trapped[e] = true;
                            caught++;
                        }
                    }
                }
                stats.traps += caught;
                stats.doubleTraps += caught == 2 ? 1 : 0;
                boolean flanked = owner[RING_ADJ[to][0]] == opp && owner[RING_ADJ[to][1]] == opp;
                if (flanked && caught == 0) {
                    trapped[to] = true;
                    stats.selfTraps++;
                } else if (flanked) {
                    stats.precedence++;
                }
            } else {
                stats.moves++;
            }
        }
        verdict = judge(me);
        toMove = opp;
        ply++;
        int count = seen.merge(key(), 1, Integer::sum);
        if (verdict == null && count >= 3) {
            verdict = new Verdict(DRAW, "repetition");
        }
        if (verdict == null && ply >= LIMIT) {
            verdict = new Verdict(DRAW, "limit");
        }
    }

    /** Rules 11-13 for the player who just acted. */
    private Verdict judge(int mover) {
        int guards = 0;
        for (int c = 0; c < CELLS; c++) {
            if (RING[c] == 1 && owner[c] == mover && type[c] == GUARD) {
                guards++;
            }
        }
        if (guards == 6 && owner[CENTRE] == mover && type[CENTRE] == QUEEN) {
            return new Verdict(mover, "win");
        }
        if (guards == 6 && owner[CENTRE] == EMPTY) {
            return new Verdict(1 - mover, "loss");
        }
        return null;
    }

    private String key() {
        StringBuilder b = new StringBuilder(CELLS + 1);
        for (int c = 0; c < CELLS; c++) {
            b.append(owner[c] == EMPTY ? '.' : (char) ('a' + owner[c] * 4 + type[c] * 2 + (trapped[c] ? 1 : 0)));
        }
        return b.append(toMove).toString();
    }

    /** Leaves of the game tree at the depth (a finished game has no children). */
    public long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        List<int[]> moves = generate();
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (int[] m : moves) {
            AgonReference next = copy();
            next.apply(m);
            total += next.perft(depth - 1);
        }
        return total;
    }
}
