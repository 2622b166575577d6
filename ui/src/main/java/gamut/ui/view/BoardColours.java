package gamut.ui.view;

import gamut.engine.Game;
import java.awt.Color;
import java.util.Locale;

/** The colours of boards and pieces, which every style and painter shares. */
final class BoardColours {
    private BoardColours() {}

    static final Color LIGHT = new Color(238, 218, 178);
    static final Color DARK = new Color(184, 139, 98);
    static final Color HEX_FILL = new Color(226, 204, 160);
    static final Color HEX_EDGE = new Color(122, 92, 62);
    static final Color POINT_A = new Color(204, 172, 120);
    static final Color POINT_B = new Color(152, 66, 52);
    static final Color FELT = new Color(42, 102, 74);
    /** The bar between the halves of a board of points, in the wood of its frame. */
    static final Color BAR = new Color(92, 62, 40);
    static final Color CELL_NAME = new Color(128, 100, 72);
    static final Color TARGET = new Color(70, 170, 90);
    static final Color SELECTED = new Color(255, 200, 0);

    /** The grey of neutral pieces, which belong to no player. */
    static final Color NEUTRAL = new Color(150, 150, 150);

    /**
     * The colour of a player's pieces: the player's name when it is a colour, else a palette colour;
     * a neutral grey for neutral pieces (owner index {@code players}).
     */
    static Color player(Game game, int player) {
        if (player == game.players()) {
            return NEUTRAL;
        }
        String name = game.playerName(player).toLowerCase(Locale.ROOT);
        switch (name) {
            case "black": return new Color(34, 34, 38);
            case "white": return new Color(250, 250, 246);
            case "red": return new Color(200, 40, 40);
            case "blue": return new Color(40, 90, 210);
            case "green": return new Color(30, 150, 60);
            case "yellow": return new Color(240, 205, 30);
            case "orange": return new Color(240, 140, 20);
            case "purple": return new Color(130, 60, 170);
            default: break;
        }
        Color[] palette = {new Color(34, 34, 38), new Color(250, 250, 246), new Color(200, 40, 40),
            new Color(40, 90, 210)};
        return palette[player % palette.length];
    }

    /** How bright the colour looks, 0 to 255 (the ITU-R 601 weights): whether what is drawn on it goes dark or light. */
    static int brightness(Color c) {
        return (c.getRed() * 299 + c.getGreen() * 587 + c.getBlue() * 114) / 1000;
    }
}
