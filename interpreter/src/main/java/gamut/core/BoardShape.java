package gamut.core;

import java.util.List;

/**
 * A shape of board that a definition names after {@code board} with words and numbers of its own
 * ({@code board ring 12}), beside the shapes the language spells out (grids, hex maps, points,
 * lines). It turns what is written into a {@link CellGraph}: the cells, where each is drawn, the
 * directions and the links; {@link Geometry} derives every table the engine walks from that, and
 * the viewer draws a graph of kind {@link BoardKind#GRAPH} as its cells joined by their links, so a
 * new shape needs no other code. Shapes are known through {@link BoardShapes}.
 */
public interface BoardShape {
    /** The word after {@code board} that names the shape: a plain name, not a keyword of the language. */
    String word();

    /** What follows the word, for messages: "N, the number of cells round the ring". */
    String usage();

    /**
     * The board the words after the shape's name describe ({@code arguments}, numbers as written),
     * with the directions the definition declares ({@code directions}, each a step of
     * {@code dxs[d]}, {@code dys[d]}; empty when it declares none).
     *
     * @throws IllegalArgumentException with a message for the definition's author when the
     *         arguments or directions do not describe a board of this shape
     */
    CellGraph graph(List<String> arguments, List<String> directions, int[] dxs, int[] dys);
}
