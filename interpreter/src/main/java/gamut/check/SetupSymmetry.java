package gamut.check;

import gamut.base.Diagnostic;
import gamut.base.Pos;
import gamut.core.BoardKind;
import gamut.core.Geometry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntBinaryOperator;

/**
 * Whether the second player's set-up is the first's turned round or mirrored, as the board allows
 * on a grid or hex board: a piece left out or put on the wrong cell shows as a set-up that is
 * none of them. Points boards run along tracks, which the set-up follows instead.
 */
final class SetupSymmetry {
    private SetupSymmetry() {}

    static List<Diagnostic> warnings(RuleSet rules, Pos at) {
        Geometry g = rules.geometry();
        if (rules.players().size() != 2 || g.kind() == BoardKind.POINTS) {
            return List.of();
        }
        Set<String> first = pieces(rules, 0, (x, y) -> x, (x, y) -> y);
        int minX = Integer.MAX_VALUE, maxX = Integer.MIN_VALUE, minY = Integer.MAX_VALUE, maxY = Integer.MIN_VALUE;
        for (int c = 0; c < g.cells(); c++) {
            minX = Math.min(minX, g.x(c));
            maxX = Math.max(maxX, g.x(c));
            minY = Math.min(minY, g.y(c));
            maxY = Math.max(maxY, g.y(c));
        }
        int sx = minX + maxX;
        int sy = minY + maxY;
        List<IntBinaryOperator[]> maps = new ArrayList<>();
        maps.add(new IntBinaryOperator[] {(x, y) -> sx - x, (x, y) -> sy - y});   // turned round
        maps.add(new IntBinaryOperator[] {(x, y) -> x, (x, y) -> sy - y});        // mirrored top to bottom
        maps.add(new IntBinaryOperator[] {(x, y) -> sx - x, (x, y) -> y});        // mirrored left to right
        if (g.kind() == BoardKind.GRID && maxX - minX == maxY - minY) {
            // A square grid may also be turned a quarter: one player on the rows, the other on the columns.
            int ox = minX;
            int oy = minY;
            int ex = maxX;
            int ey = maxY;
            maps.add(new IntBinaryOperator[] {(x, y) -> ox + (y - oy), (x, y) -> oy + (ex - x)});
            maps.add(new IntBinaryOperator[] {(x, y) -> ox + (ey - y), (x, y) -> oy + (x - ox)});
        }
        boolean reserves = Arrays.equals(rules.reserve()[0], rules.reserve()[1]);
        for (IntBinaryOperator[] m : maps) {
            if (reserves && first.equals(pieces(rules, 1, m[0], m[1]))) {
                return List.of();
            }
        }
        String a = rules.players().get(0);
        String b = rules.players().get(1);
        return List.of(Diagnostic.warning(at, "the set-up is not symmetric: " + b + "'s pieces"
                + (reserves ? "" : " and reserve") + " are not " + a + "'s turned round or mirrored; if the game means"
                + " it, leave it, else correct the cells (" + a + ": " + cells(rules, 0) + "; " + b + ": " + cells(rules, 1) + ")"));
    }

    /** The player's pieces as "x,y,type,count", their place mapped by (fx, fy). */
    private static Set<String> pieces(RuleSet rules, int player, IntBinaryOperator fx, IntBinaryOperator fy) {
        Geometry g = rules.geometry();
        Set<String> out = new HashSet<>();
        for (RuleSet.Placed p : rules.setup()) {
            if (p.owner() == player) {
                int x = g.x(p.cell());
                int y = g.y(p.cell());
                out.add(fx.applyAsInt(x, y) + "," + fy.applyAsInt(x, y) + "," + p.piece() + "," + p.count());
            }
        }
        return out;
    }

    private static String cells(RuleSet rules, int player) {
        List<String> names = new ArrayList<>();
        for (RuleSet.Placed p : rules.setup()) {
            if (p.owner() == player) {
                names.add(rules.geometry().cellName(p.cell()));
            }
        }
        return names.isEmpty() ? "none" : String.join(" ", names);
    }
}
