package gamut.ui.view;

import gamut.engine.Game;
import gamut.engine.State;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;

/** Paints the side panel beside the board: the players' names, their reserves, the pieces borne off and the dice. */
final class SidePanelPainter {
    private static final Font FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 13);

    private SidePanelPainter() {}

    static void paint(Graphics2D g, BoardLayout l, State state, Marks m) {
        double x0 = l.diceBox.getX() - 8;
        g.setColor(Theme.colours().panel());
        g.fill(new Rectangle2D.Double(x0, 0, l.width - x0, l.height));
        paintNames(g, l, state);
        for (BoardLayout.Reserve r : l.reserves) {
            if (!r.onBar()) {
                paintReserve(g, r.box(), state, r.player(), r.type(), m);
            }
        }
        for (int p = 0; p < l.offBoxes.length; p++) {
            if (l.offBoxes[p] != null) {
                paintOff(g, l.offBoxes[p], state, p, m.exitPossible() && state.toMove() == p);
            }
        }
        int[] dice = state.diceValues();
        if (dice != null && dice.length > 0 && !state.isOver()) {
            paintDice(g, l.diceBox, dice, state.diceUsed());
        }
        if (state.game().hasCube()) {
            paintCube(g, l.diceBox, state);
        }
    }

    /** The doubling cube above the dice: its value, and who holds it. */
    private static void paintCube(Graphics2D g, Rectangle2D box, State state) {
        double s = 26;
        double y = box.getY() - s - 12;
        RoundRectangle2D cube = new RoundRectangle2D.Double(box.getX(), y, s, s, 5, 5);
        g.setColor(new Color(250, 246, 228));
        g.fill(cube);
        g.setColor(Color.DARK_GRAY);
        g.draw(cube);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 13));
        FontMetrics fm = g.getFontMetrics();
        String v = Integer.toString(state.cubeValue());
        g.drawString(v, (float) (box.getX() + (s - fm.stringWidth(v)) / 2), (float) (y + s / 2 + fm.getAscent() / 2.0 - 2));
        g.setFont(FONT);
        g.setColor(Theme.colours().label());
        String holder = state.cubeHolder() < 0 ? "cube in the middle"
                : "cube: " + state.game().playerName(state.cubeHolder()) + "'s";
        g.drawString(holder, (float) (box.getX() + s + 8), (float) (y + s / 2 + 5));
    }

    /** Each player's name above their section, with a mark for the player to move. */
    private static void paintNames(Graphics2D g, BoardLayout l, State state) {
        Game game = state.game();
        for (int k = 0; k < game.players(); k++) {
            int p = l.sectionPlayer(k);
            double y = l.reserveTop(p) - 8;
            g.setFont(FONT.deriveFont(Font.BOLD));
            g.setColor(Theme.colours().label());
            String title = game.playerName(p) + (state.toMove() == p && !state.isOver() ? "  \u25C0" : "");
            g.drawString(title, (float) l.diceBox.getX(), (float) y);
        }
    }

    /** A row of a player's reserve: a piece (an empty ring when none is left), its name and how many. */
    private static void paintReserve(Graphics2D g, Rectangle2D b, State state, int p, int t, Marks m) {
        Game game = state.game();
        int count = state.reserve(p, t);
        if (m.selectedReservePlayer() == p && m.selectedReserveType() == t) {
            g.setColor(BoardColours.SELECTED);
            g.setStroke(new BasicStroke(2f));
            g.draw(new RoundRectangle2D.Double(b.getX(), b.getY(), b.getWidth(), b.getHeight(), 8, 8));
        }
        double d = b.getHeight() * 0.8;
        double cx = b.getX() + b.getHeight() / 2;
        if (count > 0) {
            PiecePainter.paint(g, game, p, t, cx, b.getCenterY(), d, 0, true);
        } else {
            g.setColor(Theme.colours().emptyRing());
            g.setStroke(new BasicStroke(1f));
            g.draw(new Ellipse2D.Double(cx - d / 2, b.getCenterY() - d / 2, d, d));
        }
        g.setFont(FONT);
        g.setColor(Theme.colours().label());
        g.drawString(game.pieceName(t) + " \u00D7 " + (state.unlimitedReserve(p, t) ? "\u221E" : count), (float) (b.getX() + b.getHeight() + 6),
                (float) (b.getCenterY() + 5));
    }

    /** A player's off-board area with the count borne off, lit when a piece may leave now. */
    private static void paintOff(Graphics2D g, Rectangle2D b, State state, int p, boolean active) {
        g.setColor(active ? Theme.colours().offActive() : Theme.colours().offIdle());
        g.fill(new RoundRectangle2D.Double(b.getX(), b.getY(), b.getWidth(), b.getHeight(), 8, 8));
        g.setColor(active ? BoardColours.TARGET : Theme.colours().offIdleEdge());
        g.setStroke(new BasicStroke(active ? 2f : 1f));
        g.draw(new RoundRectangle2D.Double(b.getX(), b.getY(), b.getWidth(), b.getHeight(), 8, 8));
        g.setFont(FONT);
        g.setColor(Theme.colours().label());
        g.drawString("off: " + state.exited(p), (float) (b.getX() + 8), (float) (b.getCenterY() + 5));
    }

    /** The dice in a row, the used ones greyed. */
    private static void paintDice(Graphics2D g, Rectangle2D box, int[] dice, int used) {
        double s = Math.min(34, (box.getWidth() - 6 * dice.length) / dice.length);
        double x = box.getX();
        for (int i = 0; i < dice.length; i++) {
            RoundRectangle2D die = new RoundRectangle2D.Double(x, box.getCenterY() - s / 2, s, s, 6, 6);
            g.setColor((used & (1 << i)) != 0 ? new Color(120, 120, 120) : new Color(250, 250, 250));
            g.fill(die);
            g.setColor(Color.DARK_GRAY);
            g.draw(die);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) (s * 0.6)));
            FontMetrics fm = g.getFontMetrics();
            String v = Integer.toString(dice[i]);
            g.drawString(v, (float) (x + (s - fm.stringWidth(v)) / 2), (float) (box.getCenterY() + fm.getAscent() / 2.0 - 2));
            x += s + 6;
        }
    }
}
