package gamut.check;

import gamut.ast.Expr;
import gamut.ast.Item;
import gamut.base.Diagnostic;
import gamut.base.Limits;
import gamut.core.Geometry;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Works out the cells of a zone declared by a condition ({@code zone ring1 where distance(f6) == 1}).
 * Zones are fixed, so the condition may use only the board's geometry: numbers, cells, directions,
 * {@code here}, {@code distance}, {@code can_step}, and {@code file} and {@code rank} of a cell
 * named like a grid's (a promotion zone: {@code zone camp of black where rank(here) >= 7}).
 */
final class ZoneCondition {
    private final Geometry geometry;
    private final List<Diagnostic> diagnostics;
    private boolean failed;
    private int[][] distances;
    /** Steps of evaluation left, over all the cells, out of {@link Limits#EXPANSION}. */
    private long steps;

    ZoneCondition(Geometry geometry, List<Diagnostic> diagnostics) {
        this.geometry = geometry;
        this.diagnostics = diagnostics;
    }

    /** The cells where the condition holds; {@code zone} names the zone, at its position, if it takes too long. */
    int[] cells(Expr condition, Item.Zone zone) {
        failed = false;
        steps = Limits.EXPANSION;
        List<Integer> out = new ArrayList<>();
        for (int c = 0; c < geometry.cells() && !failed; c++) {
            if (eval(condition, c) != 0) {
                out.add(c);
            }
        }
        if (steps < 0) {
            diagnostics.add(new Diagnostic(zone.pos(), "zone '" + zone.name().text() + "' takes more than "
                    + String.format(Locale.ROOT, "%,d", Limits.EXPANSION) + " steps to work out over the board's cells"));
        }
        return failed ? new int[0] : out.stream().mapToInt(Integer::intValue).toArray();
    }

    private int eval(Expr e, int here) {
        if (failed) {
            return 0;
        }
        if (--steps < 0) {
            failed = true;
            return 0;
        }
        if (e instanceof Expr.IntLit i) {
            return i.value();
        } else if (e instanceof Expr.BoolLit b) {
            return b.value() ? 1 : 0;
        } else if (e instanceof Expr.Not n) {
            return eval(n.operand(), here) == 0 ? 1 : 0;
        } else if (e instanceof Expr.Binary b) {
            int l = eval(b.left(), here);
            int r = eval(b.right(), here);
            return switch (b.op()) {
                case "and" -> l != 0 && r != 0 ? 1 : 0;
                case "or" -> l != 0 || r != 0 ? 1 : 0;
                case "==" -> l == r ? 1 : 0;
                case "!=" -> l != r ? 1 : 0;
                case "<" -> l < r ? 1 : 0;
                case "<=" -> l <= r ? 1 : 0;
                case ">" -> l > r ? 1 : 0;
                case ">=" -> l >= r ? 1 : 0;
                case "+" -> l + r;
                case "-" -> l - r;
                case "*" -> l * r;
                case "/" -> r == 0 ? 0 : l / r;
                default -> r == 0 ? 0 : Math.floorMod(l, r);
            };
        } else if (e instanceof Expr.NameRef n) {
            if (Builtin.find(n.name()) == Builtin.HERE) {
                return here;
            }
            int cell = geometry.cell(n.name());
            if (cell >= 0) {
                return cell;
            }
            int d = geometry.direction(n.name());
            if (d >= 0) {
                return d;
            }
            return fail(e, "'" + n.name() + "'");
        } else if (e instanceof Expr.Quantifier q) {
            return fail(e, "'" + (q.from() != null ? Expr.Quantifier.REACHES : q.all() ? "all" : "any") + "(...)'");
        }
        Expr.Call c = (Expr.Call) e;
        String word = c.name().text();
        Builtin builtin = Builtin.find(word);
        if (builtin == Builtin.DISTANCE && c.args().size() == 1) {
            int target = eval(c.args().get(0), here);
            return target < 0 || target >= geometry.cells() ? -1 : distances()[here][target];
        }
        if (builtin == Builtin.CAN_STEP && c.args().size() == 1) {
            int d = eval(c.args().get(0), here);
            return d >= 0 && d < geometry.directions() && geometry.next(here, d) >= 0 ? 1 : 0;
        }
        if ((builtin == Builtin.FILE || builtin == Builtin.RANK) && c.args().size() == 1) {
            int cell = eval(c.args().get(0), here);
            return cell < 0 || cell >= geometry.cells() ? 0 : geometry.fileOrRank(cell, builtin == Builtin.FILE);
        }
        return fail(e, "'" + word + "(...)'");
    }

    private int fail(Expr e, String what) {
        if (!failed) {
            diagnostics.add(new Diagnostic(e.pos(), "a zone's condition may use only the board's geometry"
                    + " (numbers, cells, directions, here, distance, can_step, file, rank), not " + what));
        }
        failed = true;
        return 0;
    }

    private int[][] distances() {
        if (distances == null) {
            distances = new int[geometry.cells()][];
            for (int c = 0; c < geometry.cells(); c++) {
                distances[c] = geometry.distancesFrom(c);
            }
        }
        return distances;
    }
}
