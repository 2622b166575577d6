package gamut.check;

import gamut.ast.CellRef;
import gamut.ast.Expr;
import gamut.ast.Item;
import gamut.base.Diagnostic;
import gamut.core.Geometry;
import java.util.List;

/** The lines of a zone given as lines ({@code zone rows = a1-b1-c1, a2-b2-c2}): each two cells or more, each cell once. */
final class ZoneLines {
    private ZoneLines() {}

    /** {@code in_line} and {@code completed} ask about a zone given as lines: a zone of cells named there is an error. */
    static void needLines(Expr.Call c, RuleSet rules, List<Diagnostic> diagnostics) {
        if (!c.args().isEmpty() && c.args().get(0) instanceof Expr.NameRef n) {
            int zone = rules.zoneIndex(n.name());
            if (zone >= 0 && rules.zones().stream().noneMatch(z -> z.zone() == zone && z.lines().length > 0)) {
                diagnostics.add(new Diagnostic(n.pos(), "'" + c.name().text() + "' asks about the lines of a zone, and zone '"
                        + n.name() + "' is given as cells: give it as lines, each its cells joined by '-' (a1-d1-g1, b2-d2-f2)"));
            }
        }
    }

    static int[][] of(Item.Zone zone, Geometry geometry, Refs refs) {
        if (zone.lines() == null) {
            return new int[0][];
        }
        String name = zone.name().text();
        int[][] out = new int[zone.lines().size()][];
        for (int i = 0; i < out.length; i++) {
            List<CellRef> line = zone.lines().get(i);
            if (line.size() == 1) {
                refs.error(line.get(0).pos(), "zone '" + name + "' is given as lines, and '" + line.get(0).name()
                        + "' is one cell: join the cells of a line with '-' (a1-d1-g1)");
            }
            out[i] = refs.cells(line, geometry, "a line of zone '" + name + "'");
        }
        return out;
    }
}
