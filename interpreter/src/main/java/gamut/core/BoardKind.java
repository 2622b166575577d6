package gamut.core;

/**
 * How a board is drawn: squares, hexagons, a row of points, points named by file and rank joined by
 * lines, squares with places on their edges (and vertices) between them, hexagons with places on
 * their edges ({@link GridPlace}), or cells of any names joined by their links, each where its
 * coordinates put it (a {@link BoardShape}'s board).
 */
public enum BoardKind { GRID, HEX, POINTS, LINES, EDGES, HEX_EDGES, GRAPH }
