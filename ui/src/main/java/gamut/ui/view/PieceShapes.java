package gamut.ui.view;

import gamut.core.Looks;
import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;

/**
 * The built-in shapes of pieces ({@code show PIECE as SHAPE}), each fitted to a circle of diameter
 * {@code d} around (x, y) and drawn about as heavy as a disc, so that no type looks bigger than
 * another; and where a letter sits in each.
 */
final class PieceShapes {
    private PieceShapes() {}

    static Shape outline(Looks.Shape shape, double x, double y, double d) {
        double r = d / 2;
        return switch (shape) {
            case DISC -> new Ellipse2D.Double(x - r, y - r, d, d);
            case SQUARE -> new RoundRectangle2D.Double(x - r * 0.84, y - r * 0.84, r * 1.68, r * 1.68, r * 0.3, r * 0.3);
            case DIAMOND -> polygon(x, y, r * 1.05, 4, 0);
            case TRIANGLE -> polygon(x, y + r * 0.2, r * 1.12, 3, 0);
            case PENTAGON -> polygon(x, y + r * 0.05, r * 0.98, 5, 0);
            case HEXAGON -> polygon(x, y, r * 0.98, 6, 30);
            case OCTAGON -> polygon(x, y, r * 0.98, 8, 22.5);
            case STAR -> star(x, y + r * 0.08, r * 1.08, r * 0.5);
            case CROSS -> cross(x, y, r);
            case CROWN -> crown(x, y, r);
            case TOWER -> tower(x, y, r);
            case SHIELD -> shield(x, y, r);
            case RING -> ring(x, y, r);
            case KITE -> kite(x, y, r);
        };
    }

    /** How far below the centre a letter sits, so that it is inside the shape's broad part. */
    static double letterDrop(Looks.Shape shape, double d) {
        return switch (shape) {
            case TRIANGLE -> d * 0.14;
            case CROWN -> d * 0.1;
            case STAR -> d * 0.05;
            case KITE, SHIELD -> -d * 0.04;
            default -> 0;
        };
    }

    /** A regular polygon with a vertex at the top (turned by {@code turn} degrees). */
    private static Path2D polygon(double x, double y, double r, int sides, double turn) {
        Path2D p = new Path2D.Double();
        for (int i = 0; i < sides; i++) {
            double a = Math.toRadians(-90 + turn + 360.0 * i / sides);
            point(p, i, x + r * Math.cos(a), y + r * Math.sin(a));
        }
        p.closePath();
        return p;
    }

    private static Path2D star(double x, double y, double outer, double inner) {
        Path2D p = new Path2D.Double();
        for (int i = 0; i < 10; i++) {
            double a = Math.toRadians(-90 + 36 * i);
            double r = i % 2 == 0 ? outer : inner;
            point(p, i, x + r * Math.cos(a), y + r * Math.sin(a));
        }
        p.closePath();
        return p;
    }

    private static Shape cross(double x, double y, double r) {
        double arm = r * 0.36;
        Area a = new Area(new RoundRectangle2D.Double(x - arm, y - r * 0.95, 2 * arm, r * 1.9, arm * 0.6, arm * 0.6));
        a.add(new Area(new RoundRectangle2D.Double(x - r * 0.95, y - arm, r * 1.9, 2 * arm, arm * 0.6, arm * 0.6)));
        return a;
    }

    /** Three points over a band. */
    private static Path2D crown(double x, double y, double r) {
        Path2D p = new Path2D.Double();
        double top = y - r * 0.8;
        double base = y + r * 0.78;
        double w = r * 0.95;
        p.moveTo(x - w, base);
        p.lineTo(x - w, top);
        p.lineTo(x - w * 0.45, y - r * 0.05);
        p.lineTo(x, top - r * 0.1);
        p.lineTo(x + w * 0.45, y - r * 0.05);
        p.lineTo(x + w, top);
        p.lineTo(x + w, base);
        p.closePath();
        return p;
    }

    /** A keep with three merlons. */
    private static Path2D tower(double x, double y, double r) {
        Path2D p = new Path2D.Double();
        double w = r * 0.78;
        double top = y - r * 0.9;
        double notch = r * 0.3;
        double base = y + r * 0.9;
        double m = 2 * w / 5;
        p.moveTo(x - w, base);
        p.lineTo(x - w, top);
        for (int i = 0; i < 5; i++) {
            double x0 = x - w + i * m;
            double yy = i % 2 == 0 ? top : top + notch;
            p.lineTo(x0, yy);
            p.lineTo(x0 + m, yy);
        }
        p.lineTo(x + w, base);
        p.closePath();
        return p;
    }

    private static Path2D shield(double x, double y, double r) {
        Path2D p = new Path2D.Double();
        double w = r * 0.85;
        double top = y - r * 0.9;
        p.moveTo(x - w, top);
        p.lineTo(x + w, top);
        p.lineTo(x + w, y + r * 0.05);
        p.quadTo(x + w * 0.9, y + r * 0.7, x, y + r);
        p.quadTo(x - w * 0.9, y + r * 0.7, x - w, y + r * 0.05);
        p.closePath();
        return p;
    }

    /** A thick disc with a hole, so that what lies under it shows. */
    private static Shape ring(double x, double y, double r) {
        Area a = new Area(new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r));
        double hole = r * 0.42;
        a.subtract(new Area(new Ellipse2D.Double(x - hole, y - hole, 2 * hole, 2 * hole)));
        return a;
    }

    private static Path2D kite(double x, double y, double r) {
        Path2D p = new Path2D.Double();
        p.moveTo(x, y - r);
        p.lineTo(x + r * 0.8, y - r * 0.2);
        p.lineTo(x, y + r);
        p.lineTo(x - r * 0.8, y - r * 0.2);
        p.closePath();
        return p;
    }

    private static void point(Path2D p, int i, double x, double y) {
        if (i == 0) {
            p.moveTo(x, y);
        } else {
            p.lineTo(x, y);
        }
    }

    /** The square a shape is drawn in, for images. */
    static Rectangle2D box(double x, double y, double d) {
        return new Rectangle2D.Double(x - d / 2, y - d / 2, d, d);
    }
}
