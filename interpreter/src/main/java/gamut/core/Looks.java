package gamut.core;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How a game's pieces and zones look in a viewer ({@code show} lines): for every owner (each
 * player, then neutral) and piece type, a built-in shape, a text symbol or an SVG file, with a
 * shape to fall back on; and the zones to tint. Types the definition leaves alone get shapes of
 * their own, so that pieces differ by shape without any {@code show} line. Rules never read it.
 */
public final class Looks {
    /** The built-in shapes, named by their geometry; the order is the order defaults are handed out in. */
    public enum Shape {
        DISC, SQUARE, DIAMOND, TRIANGLE, HEXAGON, STAR, CROSS, PENTAGON, OCTAGON, CROWN, TOWER, SHIELD, RING, KITE;

        /** The word a definition names it by. */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The shape of that word, or null. */
        public static Shape of(String word) {
            for (Shape s : values()) {
                if (s.word().equals(word)) {
                    return s;
                }
            }
            return null;
        }

        /** Every shape's word, in order. */
        public static List<String> words() {
            return Arrays.stream(values()).map(Shape::word).toList();
        }
    }

    /** What a piece is drawn as. */
    public enum Kind { SHAPE, SYMBOL, IMAGE }

    /**
     * One look: {@code shape} is drawn for {@link Kind#SHAPE}, and stands in for a symbol or an
     * image that cannot be drawn; {@code text} is the symbol, or the image file's absolute path.
     */
    public record Look(Kind kind, Shape shape, String text) {}

    /** A zone to tint: its name, its owner (-1 for a zone of everyone) and its cells. */
    public record ShownZone(String name, int owner, int[] cells) {
        public ShownZone {
            cells = cells.clone();
        }

        @Override
        public int[] cells() {
            return cells.clone();
        }
    }

    /** Every piece a disc; no zone shown. */
    public static final Looks NONE = new Looks(new Look[0][0], List.of());

    private final Look[][] looks;
    private final List<ShownZone> zones;

    /** {@code looks[owner][type]}, owners the players then neutral; the arrays are copied. */
    public Looks(Look[][] looks, List<ShownZone> zones) {
        this.looks = new Look[looks.length][];
        for (int i = 0; i < looks.length; i++) {
            this.looks[i] = looks[i].clone();
        }
        this.zones = List.copyOf(zones);
    }

    /** How a piece of the type looks for the owner (the players, then neutral at index {@code players}). */
    public Look look(int owner, int type) {
        if (owner < 0 || owner >= looks.length || type < 0 || type >= looks[owner].length) {
            return new Look(Kind.SHAPE, Shape.DISC, "");
        }
        return looks[owner][type];
    }

    /** The same looks with each image's path as {@code resolve} gives it (the loader makes them absolute). */
    public Looks withImages(java.util.function.UnaryOperator<String> resolve) {
        Look[][] out = new Look[looks.length][];
        for (int i = 0; i < looks.length; i++) {
            out[i] = looks[i].clone();
            for (int t = 0; t < out[i].length; t++) {
                Look l = out[i][t];
                if (l.kind() == Kind.IMAGE) {
                    out[i][t] = new Look(l.kind(), l.shape(), resolve.apply(l.text()));
                }
            }
        }
        return new Looks(out, zones);
    }

    /** The zones the definition shows, in the order of their {@code show zone} lines. */
    public List<ShownZone> zones() {
        return zones;
    }
}
