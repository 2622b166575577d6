package gamut.ui.view;

import gamut.core.Move;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.ui.controller.LastMove;
import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;

/**
 * One move shown sliding: the position after it, with the moving piece in flight from where it
 * stood (a reserve's box for a drop) over each cell it lands on to where it ends (the off box for
 * an exit), and the cells it arrives on or takes from still as they were until it is over. It
 * paints from copies of the position made when the move was played, so the game's own state may
 * go on meanwhile.
 */
final class Slide implements BoardPainter.Overlay {
    private final State before;
    private final State after;
    private final int move;
    private final LastMove last;
    private final int who;
    private final int type;
    private final int kind;
    /** How far the piece has got, 0 to 1 (set for each frame). */
    private double progress;

    private Slide(State before, State after, int move, int who, int type) {
        this.before = before;
        this.after = after;
        this.move = move;
        this.last = LastMove.of(after);
        this.who = who;
        this.type = type;
        this.kind = after.game().kind(move);
    }

    /**
     * The slide of the move just made on {@code state} (its last decision), or null for a move
     * that moves no piece along (a pass, a roll, a sowing, a removal).
     */
    static Slide of(State state, int move) {
        int depth = state.depth();
        if (depth == 0 || state.line()[depth - 1] != move) {
            return null;
        }
        Game game = state.game();
        int kind = game.kind(move);
        int from = game.from(move);
        int[] landings = game.landings(move);
        boolean exit = kind == Move.EXIT && from != Move.NONE;
        if (!exit && (landings.length == 0 || kind != Move.MOVE && kind != Move.DROP && kind != Move.COMPOUND)) {
            return null;
        }
        State after = state.copy();
        State before = state.copy();
        before.unmake();
        int at = from == Move.NONE ? landings[landings.length - 1] : from;
        State holder = from == Move.NONE ? after : before;
        if (holder.owner(at) < 0) {
            return null;
        }
        return new Slide(before, after, move, holder.owner(at), holder.piece(at));
    }

    /** Milliseconds the slide takes: a little longer for each landing of a multi-jump, within 150 to 250. */
    int millis() {
        return Math.min(250, 170 + 30 * Math.max(0, last.landings().length - 1));
    }

    void setProgress(double progress) {
        this.progress = Math.max(0, Math.min(1, progress));
    }

    /** The position drawn under the piece in flight. */
    State after() {
        return after;
    }

    /** Whether the game shown is still on this move's line (not undone, not another row of the move list). */
    boolean fits(State shown) {
        int depth = after.depth();
        if (shown.game() != after.game() || shown.depth() < depth) {
            return false;
        }
        int[] a = after.line();
        int[] b = shown.line();
        for (int i = 0; i < depth; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    /** The marks of the frame: the turn's moves, this one among them, nothing selected. */
    Marks marks() {
        return new Marks(-1, new int[0], -1, -1, false, LastMove.turn(after));
    }

    @Override
    public State cellState(int cell) {
        if (cell == last.to()) {
            return before;
        }
        for (int c : last.captured()) {
            if (c == cell) {
                return before;
            }
        }
        return after;
    }

    @Override
    public void paintOver(Graphics2D g, BoardLayout l) {
        List<Point2D> path = path(l);
        if (path.size() < 2) {
            return;
        }
        double[] lengths = new double[path.size()];
        for (int i = 1; i < path.size(); i++) {
            lengths[i] = lengths[i - 1] + path.get(i).distance(path.get(i - 1));
        }
        // Eased, so that the piece sets off and arrives gently.
        double t = progress * progress * (3 - 2 * progress);
        double at = t * lengths[lengths.length - 1];
        int i = 1;
        while (i < lengths.length - 1 && lengths[i] < at) {
            i++;
        }
        double span = lengths[i] - lengths[i - 1];
        double f = span == 0 ? 1 : (at - lengths[i - 1]) / span;
        Point2D a = path.get(i - 1);
        Point2D b = path.get(i);
        PiecePainter.paint(g, after.game(), who, type, a.getX() + f * (b.getX() - a.getX()),
                a.getY() + f * (b.getY() - a.getY()), l.piece, 0, true);
    }

    /** Where the piece goes through: its start, each landing, and where it comes to rest. */
    private List<Point2D> path(BoardLayout l) {
        List<Point2D> path = new ArrayList<>();
        int from = last.from();
        Point2D start = from == Move.NONE ? l.reserveCentre(who, type) : top(l, before, from);
        if (start == null) {
            return path;
        }
        path.add(start);
        int[] landings = last.landings();
        for (int k = 0; k < landings.length - 1; k++) {
            path.add(new Point2D.Double(l.cx[landings[k]], l.cy[landings[k]]));
        }
        Point2D end = kind == Move.EXIT ? l.offCentre(who) : top(l, after, last.to());
        if (end != null) {
            path.add(end);
        }
        return path;
    }

    /** The centre of the top piece of a cell: on a point, the disc furthest from the edge of those shown. */
    private static Point2D top(BoardLayout l, State state, int c) {
        if (!BoardStyles.of(l).columns()) {
            return new Point2D.Double(l.cx[c], l.cy[c]);
        }
        int layers = state.buriedStacks(c).length / 3;
        int shown = Math.max(1, Math.min(Math.max(1, state.height(c)), 5 - layers));
        double step = l.piece * 0.98 * (l.upper[c] ? 1 : -1);
        return new Point2D.Double(l.cx[c], l.cy[c] + (layers + shown - 1) * step);
    }

    @Override
    public String toString() {
        return "Slide " + after.game().kind(move) + " " + last.from() + "->" + last.to();
    }
}
