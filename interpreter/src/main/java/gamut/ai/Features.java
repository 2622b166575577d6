package gamut.ai;

import gamut.board.Board;
import gamut.core.Geometry;
import gamut.engine.Game;
import gamut.engine.Mobility;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Tracks;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the generic evaluation measures of a position, for each player, computed from the board and
 * the rules alone. Every feature has a name as a weights file writes it:
 * <ul>
 * <li>{@code piece T}: the player's pieces of type T on the board and in a limited reserve;
 * <li>{@code exited}: the pieces the player has borne off;
 * <li>{@code mobility}: the moves the player's programs would give if their turn began now;
 * <li>{@code groups}: how many groups of touching pieces the player has (connection goals want one);
 * <li>{@code centre}: how near the board's centre the player's pieces stand (0 at the farthest cell, 1 at the centre);
 * <li>{@code forward P} and {@code across P}: for player P only (0 for the others), how far up and
 *     how far along the board P's pieces stand on average (0 on the first row or column, 1 on the
 *     last), so that a weight can say which way P's pieces want to go;
 * <li>{@code highest P} and {@code lowest P}: for player P only, the row of P's piece highest up and
 *     of the one lowest down (0 to 1): in a race to a row, the piece in front counts most;
 * <li>{@code progress}: how far along their race track the player's pieces on the board have come,
 *     summed over the pieces (each from 0 before the track's first cell to 1 past its last), where
 *     the player has a track that leads off the board and does not loop (the first such): the pip
 *     count of a race, which a piece borne off completes;
 * <li>{@code alone} and {@code held}: the cells where the player has a single piece, and those where
 *     the player has a stack of two or more: where pieces stack (a race game's points), a piece
 *     alone can be hit or pinned and a point held blocks;
 * <li>{@code row K}, where an end rule asks for a row of N pieces ({@code in_a_row(mover, N)}): the
 *     lines of N cells along one direction that hold K of the player's pieces and no other piece,
 *     for K from 1 to N-1: the rows the player could still complete, and how far each has come;
 * <li>{@code in Z}: for each zone Z the definition declares, the pieces in the player's part of Z
 *     (all of Z for a zone of everyone) that are the player's own or neutral: the seeds in a store,
 *     the pieces that reached a goal;
 * <li>{@code way Z}: for each zone Z, the fewest steps from the player's nearest piece to the
 *     player's part of Z, past walls on a grid's edges ({@link Ways}): a race to a row;
 * <li>{@code steps Z}: for each zone Z, the same steps of all the player's pieces, summed: a race
 *     of every piece to a goal;
 * <li>{@code reserve T}: the pieces of type T waiting in the player's reserve where it can run out
 *     (they count in {@code piece T} too): walls still to put, pieces in hand.
 * </ul>
 * The evaluation weighs each feature's difference between a player and the others.
 */
final class Features {
    static final String PIECE = "piece ";
    static final String EXITED = "exited";
    static final String MOBILITY = "mobility";
    static final String GROUPS = "groups";
    static final String CENTRE = "centre";
    static final String FORWARD = "forward ";
    static final String ACROSS = "across ";
    static final String HIGHEST = "highest ";
    static final String LOWEST = "lowest ";
    static final String PROGRESS = "progress";
    static final String ALONE = "alone";
    static final String HELD = "held";
    static final String IN = "in ";
    static final String ROW = "row ";
    static final String WAY = "way ";
    static final String STEPS = "steps ";
    static final String RESERVE = "reserve ";
    /** Positional features are sums of fractions: they are kept in hundredths so that all features are ints. */
    static final int SCALE = 100;

    private final Geometry geometry;
    private final int types;
    private final int players;
    private final List<String> names;
    private final int mobility;
    private final int groups;
    private final int centre;
    private final int forward;
    private final int progress;
    private final int alone;
    /** The index of the first zone's feature; per zone and player, its cells. */
    private final int zones;
    private final int[][][] zoneCells;
    /**
     * The index of the first zone's 'way' feature, the zone's 'steps' feature following it; per
     * zone and player, whether each cell is in it (null for an empty part).
     */
    private final int ways;
    private final boolean[][][] inZone;
    private final Ways way;
    private final int[] wayAndSteps = new int[2];
    /** The index of the feature 'reserve' of the first piece type. */
    private final int reserves;
    /** The index of the feature 'row 1', its goal's length (0 for none), and the cells of each line of that length, flat. */
    private final int rows;
    private final int rowGoal;
    private final int[] lineCells;
    /** Per player and cell, how far along the player's race track the cell lies, in hundredths (0 off it). */
    private final int[][] along;
    /** Per cell, its nearness to the centre and its row and column, in hundredths. */
    private final int[] centreOf;
    private final int[] rowOf;
    private final int[] columnOf;
    private int[] seen = new int[0];
    private int[] stack = new int[0];
    private int visit;

    /** Features of the game's rules (it is not kept: weights cached per rules must not hold their rules). */
    Features(Game game) {
        this.geometry = game.geometry();
        this.types = game.pieces();
        this.players = game.players();
        List<String> n = new ArrayList<>();
        for (int t = 0; t < types; t++) {
            n.add(PIECE + game.pieceName(t));
        }
        n.add(EXITED);
        mobility = n.size();
        n.add(MOBILITY);
        groups = n.size();
        n.add(GROUPS);
        centre = n.size();
        n.add(CENTRE);
        forward = n.size();
        for (int p = 0; p < players; p++) {
            n.add(FORWARD + game.playerName(p));
        }
        for (int p = 0; p < players; p++) {
            n.add(ACROSS + game.playerName(p));
        }
        for (int p = 0; p < players; p++) {
            n.add(HIGHEST + game.playerName(p));
        }
        for (int p = 0; p < players; p++) {
            n.add(LOWEST + game.playerName(p));
        }
        progress = n.size();
        n.add(PROGRESS);
        alone = n.size();
        n.add(ALONE);
        n.add(HELD);
        zones = n.size();
        gamut.rules.Zones declared = Kernel.rules(game).zones();
        zoneCells = new int[declared.count()][players][];
        for (int z = 0; z < declared.count(); z++) {
            n.add(IN + declared.name(z));
            for (int p = 0; p < players; p++) {
                zoneCells[z][p] = declared.cells(z, p);
            }
        }
        ways = n.size();
        inZone = new boolean[declared.count()][players][];
        for (int z = 0; z < declared.count(); z++) {
            n.add(WAY + declared.name(z));
            n.add(STEPS + declared.name(z));
            for (int p = 0; p < players; p++) {
                if (zoneCells[z][p].length > 0) {
                    inZone[z][p] = new boolean[geometry.cells()];
                    for (int c : zoneCells[z][p]) {
                        inZone[z][p][c] = true;
                    }
                }
            }
        }
        way = new Ways(geometry);
        reserves = n.size();
        for (int t = 0; t < types; t++) {
            n.add(RESERVE + game.pieceName(t));
        }
        rows = n.size();
        rowGoal = Kernel.rules(game).rowGoal();
        for (int k = 1; k < rowGoal; k++) {
            n.add(ROW + k);
        }
        lineCells = rowGoal > 1 ? lines(geometry, rowGoal) : new int[0];
        names = List.copyOf(n);
        along = raceTracks(game);
        int cells = geometry.cells();
        centreOf = new int[cells];
        rowOf = new int[cells];
        columnOf = new int[cells];
        places(geometry);
    }

    /** The same features with scratch space of their own, for another thread. */
    private Features(Features other) {
        geometry = other.geometry;
        types = other.types;
        players = other.players;
        names = other.names;
        mobility = other.mobility;
        groups = other.groups;
        centre = other.centre;
        forward = other.forward;
        progress = other.progress;
        alone = other.alone;
        zones = other.zones;
        zoneCells = other.zoneCells;
        ways = other.ways;
        inZone = other.inZone;
        way = other.way.copy();
        reserves = other.reserves;
        rows = other.rows;
        rowGoal = other.rowGoal;
        lineCells = other.lineCells;
        along = other.along;
        centreOf = other.centreOf;
        rowOf = other.rowOf;
        columnOf = other.columnOf;
    }

    Features copy() {
        return new Features(this);
    }

    /**
     * Per player, each cell's place along the player's race track (the first that leads off the board
     * and does not loop), in hundredths: the track's first cell 1/(n+1), its last n/(n+1); null for a
     * player without one.
     */
    private static int[][] raceTracks(Game game) {
        Tracks tracks = Kernel.rules(game).tracks();
        int[][] along = new int[game.players()][];
        for (int p = 0; p < along.length; p++) {
            for (int t = 0; t < tracks.count() && along[p] == null; t++) {
                if (tracks.leadsOff(t, p) && !tracks.loops(t, p)) {
                    int[] cells = tracks.cells(t, p);
                    along[p] = new int[game.geometry().cells()];
                    for (int i = 0; i < cells.length; i++) {
                        along[p][cells[i]] = SCALE * (i + 1) / (cells.length + 1);
                    }
                }
            }
        }
        return along;
    }

    /** Every line of n cells along one direction, each once (from its first cell when the direction has an opposite), flat. */
    private static int[] lines(Geometry g, int n) {
        int[] out = new int[0];
        int size = 0;
        for (int c = 0; c < g.cells(); c++) {
            for (int d = 0; d < g.directions(); d++) {
                if (g.opposite(d) >= 0 && g.opposite(d) < d) {
                    continue;
                }
                if (size + n > out.length) {
                    out = Arrays.copyOf(out, Math.max(16, 2 * (size + n)));
                }
                int cell = c;
                int k = 0;
                while (k < n && cell >= 0) {
                    out[size + k++] = cell;
                    cell = k < n ? g.next(cell, d) : cell;
                }
                if (k == n && cell >= 0) {
                    size += n;
                }
            }
        }
        return Arrays.copyOf(out, size);
    }

    /** Nearness to the centre, row and column of each cell, each scaled to 0..SCALE over the board. */
    private void places(Geometry g) {
        int cells = g.cells();
        double cx = 0;
        double cy = 0;
        int minX = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxY = Integer.MIN_VALUE;
        for (int c = 0; c < cells; c++) {
            cx += g.x(c);
            cy += g.y(c);
            minX = Math.min(minX, g.x(c));
            maxX = Math.max(maxX, g.x(c));
            minY = Math.min(minY, g.y(c));
            maxY = Math.max(maxY, g.y(c));
        }
        cx /= Math.max(1, cells);
        cy /= Math.max(1, cells);
        double[] distance = new double[cells];
        double far = 0;
        for (int c = 0; c < cells; c++) {
            distance[c] = Math.hypot(g.x(c) - cx, g.y(c) - cy);
            far = Math.max(far, distance[c]);
        }
        for (int c = 0; c < cells; c++) {
            centreOf[c] = far == 0 ? SCALE : (int) Math.round(SCALE * (1 - distance[c] / far));
            columnOf[c] = maxX == minX ? 0 : SCALE * (g.x(c) - minX) / (maxX - minX);
            rowOf[c] = maxY == minY ? 0 : SCALE * (g.y(c) - minY) / (maxY - minY);
        }
    }

    List<String> names() {
        return names;
    }

    /** Whether some player has a race track, so that {@code progress} measures something. */
    boolean races() {
        for (int[] a : along) {
            if (a != null) {
                return true;
            }
        }
        return false;
    }

    int players() {
        return players;
    }

    int size() {
        return names.size();
    }

    /**
     * The features of player {@code p} asked for ({@code wanted[k]}; all when null) into {@code out};
     * the others are left 0. Costly features (mobility, groups) are measured only when wanted.
     */
    void measure(State state, int p, boolean[] wanted, int[] out) {
        Arrays.fill(out, 0);
        Board board = Kernel.board(state);
        int base = p * types;
        for (int t = 0; t < types; t++) {
            int held = board.reserve[base + t] >= Board.UNLIMITED ? 0 : board.reserve[base + t];
            out[t] = board.onBoardByType[base + t] + held;
            out[reserves + t] = held;
        }
        out[types] = board.exited[p];
        if (wanted == null || wanted[mobility]) {
            out[mobility] = Mobility.of(state, p);
        }
        if (wanted == null || wanted[groups]) {
            out[groups] = groups(board, p);
        }
        if (wanted == null || wanted[centre] || wanted[forward + p] || wanted[forward + players + p]
                || wanted[forward + 2 * players + p] || wanted[forward + 3 * players + p]) {
            places(board, p, out);
        }
        if (along[p] != null && (wanted == null || wanted[progress])) {
            out[progress] = progress(board, along[p], p);
        }
        if (wanted == null || wanted[alone] || wanted[alone + 1]) {
            stacks(board, p, out);
        }
        for (int z = 0; z < zoneCells.length; z++) {
            if (wanted == null || wanted[zones + z]) {
                out[zones + z] = ownOrNeutral(board, zoneCells[z][p], p);
            }
            if (inZone[z][p] != null && (wanted == null || wanted[ways + 2 * z] || wanted[ways + 2 * z + 1])) {
                way.measure(board, p, inZone[z][p], wayAndSteps);
                out[ways + 2 * z] = wayAndSteps[0];
                out[ways + 2 * z + 1] = wayAndSteps[1];
            }
        }
        if (rowGoal > 1 && (wanted == null || anyWanted(wanted, rows, rowGoal - 1))) {
            openLines(board, p, out);
        }
    }

    private static boolean anyWanted(boolean[] wanted, int from, int count) {
        for (int k = from; k < from + count; k++) {
            if (wanted[k]) {
                return true;
            }
        }
        return false;
    }

    /** Per count K from 1, the lines of the row goal's length holding K of the player's pieces and nothing else. */
    private void openLines(Board board, int p, int[] out) {
        int[] owner = board.owner;
        for (int i = 0; i < lineCells.length; i += rowGoal) {
            int own = 0;
            boolean blocked = false;
            for (int k = i; k < i + rowGoal && !blocked; k++) {
                int o = owner[lineCells[k]];
                own += o == p ? 1 : 0;
                blocked = o >= 0 && o != p;
            }
            if (!blocked && own > 0 && own < rowGoal) {
                out[rows + own - 1]++;
            }
        }
    }

    private void stacks(Board board, int p, int[] out) {
        int single = 0;
        int stacked = 0;
        for (int c = 0; c < board.cells(); c++) {
            if (board.owner[c] == p) {
                if (board.height[c] == 1) {
                    single++;
                } else {
                    stacked++;
                }
            }
        }
        out[alone] = single;
        out[alone + 1] = stacked;
    }

    /** The pieces on the cells that are the player's or neutral, a stack counting its height. */
    private int ownOrNeutral(Board board, int[] cells, int p) {
        int sum = 0;
        for (int c : cells) {
            int owner = board.owner[c];
            if (owner == p || owner == players) {
                sum += board.height[c];
            }
        }
        return sum;
    }

    private static int progress(Board board, int[] along, int p) {
        int sum = 0;
        for (int c = 0; c < along.length; c++) {
            if (board.owner[c] == p) {
                sum += along[c] * board.height[c];
            }
        }
        return sum;
    }

    private void places(Board board, int p, int[] out) {
        int near = 0;
        int up = 0;
        int along = 0;
        int pieces = 0;
        int highest = 0;
        int lowest = SCALE;
        for (int c = 0; c < board.cells(); c++) {
            if (board.owner[c] == p) {
                near += centreOf[c];
                up += rowOf[c];
                along += columnOf[c];
                pieces++;
                highest = Math.max(highest, rowOf[c]);
                lowest = Math.min(lowest, rowOf[c]);
            }
        }
        out[centre] = near;
        if (pieces > 0) {
            out[forward + p] = up / pieces;
            out[forward + players + p] = along / pieces;
            out[forward + 2 * players + p] = highest;
            out[forward + 3 * players + p] = lowest;
        }
    }

    /** How many groups of orthogonally or otherwise touching cells (the board's own directions) the player's pieces form. */
    private int groups(Board board, int p) {
        int cells = board.cells();
        if (seen.length != cells) {
            seen = new int[cells];
            stack = new int[cells];
        }
        visit++;
        Geometry g = geometry;
        int count = 0;
        for (int c = 0; c < cells; c++) {
            if (board.owner[c] != p || seen[c] == visit) {
                continue;
            }
            count++;
            int top = 0;
            stack[top++] = c;
            seen[c] = visit;
            while (top > 0) {
                int cell = stack[--top];
                for (int n : g.neighbours(cell)) {
                    if (board.owner[n] == p && seen[n] != visit) {
                        seen[n] = visit;
                        stack[top++] = n;
                    }
                }
            }
        }
        return count;
    }
}
