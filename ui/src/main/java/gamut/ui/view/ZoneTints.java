package gamut.ui.view;

import gamut.core.Looks;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Area;
import java.util.ArrayList;
import java.util.List;

/**
 * Tints the cells of the zones a definition shows ({@code show zone NAME}), under the pieces: an
 * owned zone in its owner's colour, zones of everyone each in a hue of their own, light enough
 * that the board's own colours and the marks stay plain.
 */
final class ZoneTints {
    /** Hues for the zones of everyone, in the order of their 'show zone' lines. */
    private static final Color[] HUES = {new Color(40, 150, 170), new Color(150, 80, 190), new Color(220, 150, 30),
        new Color(60, 110, 220), new Color(200, 70, 90), new Color(70, 160, 80)};

    private ZoneTints() {}

    static void paint(Graphics2D g, BoardLayout l) {
        List<String> everyones = new ArrayList<>();
        BoardStyle style = BoardStyles.of(l);
        for (Looks.ShownZone zone : l.game.shownZones()) {
            Color base;
            if (zone.owner() >= 0) {
                base = BoardColours.player(l.game, zone.owner());
            } else {
                if (!everyones.contains(zone.name())) {
                    everyones.add(zone.name());
                }
                base = HUES[everyones.indexOf(zone.name()) % HUES.length];
            }
            // A light colour tints less visibly than a dark one on a light board: give it more.
            boolean light = BoardColours.brightness(base) > 200;
            Color fill = new Color(base.getRed(), base.getGreen(), base.getBlue(), light ? 120 : 80);
            Color rim = new Color(base.getRed(), base.getGreen(), base.getBlue(), light ? 230 : 170);
            g.setStroke(new BasicStroke((float) Math.max(1.5, l.unit * 0.05)));
            for (int c : zone.cells()) {
                Shape cell = style.cellShape(l, c);
                g.setColor(fill);
                g.fill(cell);
                // The rim inside the cell only, so that neighbouring zones do not paint over each other.
                Graphics2D inside = (Graphics2D) g.create();
                inside.clip(new Area(cell));
                inside.setColor(rim);
                inside.setStroke(new BasicStroke((float) Math.max(3, l.unit * 0.1)));
                inside.draw(cell);
                inside.dispose();
            }
        }
    }
}
