package gamut.engine;

/** How a piece is written on a text board: its letter by its owner's case, or X and O, or the owner's number. */
public final class PieceGlyphs {
    private PieceGlyphs() {}

    /** How a neutral piece is drawn, of whatever type: the position text ('neutral: ...') names its type. */
    public static final String NEUTRAL = "#";

    /** A cell's pieces: '.' when empty, else the top piece, its height, and the pieces buried under it after slashes. */
    static String glyph(State state, int cell) {
        int who = state.owner(cell);
        if (who < 0) {
            return ".";
        }
        String g = state.neutral(cell) ? NEUTRAL : symbol(state.game(), who, state.piece(cell));
        StringBuilder out = new StringBuilder(state.height(cell) > 1 ? g + state.height(cell) : g);
        // Pieces buried under the top ('captures stay beneath') follow it, each layer after a slash.
        int[] buried = state.buriedStacks(cell);
        for (int i = 0; i < buried.length; i += 3) {
            out.append('/').append(symbol(state.game(), buried[i], buried[i + 1]));
            out.append(buried[i + 2] > 1 ? Integer.toString(buried[i + 2]) : "");
        }
        return out.toString();
    }

    /**
     * The character of a player's piece type on a text board: X/O with one piece type, the player's
     * number in turn order with one type and three players or more (up to 9), else its letter by case.
     */
    public static String symbol(Game game, int player, int piece) {
        if (game.pieces() == 1 && game.players() == 2) {
            return player == 0 ? "X" : "O";
        }
        if (game.pieces() == 1 && game.players() > 2 && game.players() <= 9) {
            return Integer.toString(player + 1);
        }
        String letter = game.letter(piece);
        return player == 0 ? letter.toUpperCase(java.util.Locale.ROOT) : letter.toLowerCase(java.util.Locale.ROOT);
    }
}
