package gamut.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A geometry takes every table from the links of its cell graph: the same tables whether the links
 * come from step vectors or are given one by one, and sound on a board whose links close into a
 * ring, which no vector describes.
 */
class CellGraphTest {
    /** Three by three cells, a1 at the bottom left, with the four orthogonal steps as vectors. */
    private static CellGraph square() {
        List<String> names = List.of("a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3");
        int[] xs = {1, 2, 3, 1, 2, 3, 1, 2, 3};
        int[] ys = {1, 1, 1, 2, 2, 2, 3, 3, 3};
        return CellGraph.ofVectors(BoardKind.GRID, names, xs, ys, List.of("n", "e", "s", "w"),
                new int[] {0, 1, 0, -1}, new int[] {1, 0, -1, 0});
    }

    /** Six cells in a ring: clockwise and anticlockwise are links, not vectors. */
    private static CellGraph ring() {
        int n = 6;
        int[] next = new int[n * 2];
        for (int c = 0; c < n; c++) {
            next[c * 2] = (c + 1) % n;
            next[c * 2 + 1] = (c + n - 1) % n;
        }
        return new CellGraph(BoardKind.POINTS, List.of("1", "2", "3", "4", "5", "6"), new int[] {1, 2, 3, 4, 5, 6},
                new int[6], List.of("cw", "ccw"), new int[2], new int[2], next, new int[] {1, 0});
    }

    @Test
    void vectorsLinkCellsWhereTheStepLandsOnACell() {
        Geometry g = new Geometry(square());
        int b2 = g.cell("b2");
        assertEquals("b3", g.cellName(g.next(b2, g.direction("n"))));
        assertEquals(-1, g.next(g.cell("c3"), g.direction("e")));
        assertEquals(g.direction("s"), g.opposite(g.direction("n")));
        assertEquals(6, g.lines(), "three files and three ranks");
        assertArrayEquals(new int[] {g.cell("a2"), g.cell("b1")}, g.neighbours(g.cell("a1")), "in direction order");
        assertEquals(4, g.distancesFrom(g.cell("a1"))[g.cell("c3")]);
        assertTrue(g.raysApart());
    }

    @Test
    void linksGivenOneByOneMakeTheSameGeometryAsTheirVectors() {
        CellGraph byVectors = square();
        CellGraph byLinks = new CellGraph(byVectors.kind(), byVectors.names(), byVectors.xs(), byVectors.ys(),
                byVectors.directions(), new int[4], new int[4], byVectors.next(), byVectors.opposite());
        Geometry a = new Geometry(byVectors);
        Geometry b = new Geometry(byLinks);
        assertArrayEquals(a.lineTable(), b.lineTable());
        assertArrayEquals(a.rays(), b.rays());
        assertArrayEquals(a.rayLength(), b.rayLength());
    }

    @Test
    void aRingIsOneLineWhoseRaysStopBeforeComingBack() {
        Geometry g = new Geometry(ring());
        assertEquals(1, g.lines());
        assertArrayEquals(new int[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, g.lineTable());
        int from = g.cell("5") * 2;
        int[] walk = Arrays.copyOfRange(g.rays(), g.rayStart()[from], g.rayStart()[from] + g.rayLength()[from]);
        assertArrayEquals(new int[] {5, 0, 1, 2, 3}, walk, "clockwise from 5: 6, 1, 2, 3, 4");
        assertEquals(3, g.distancesFrom(0)[3]);
        assertFalse(g.raysApart(), "a walk round the ring meets its own start");
    }

    @Test
    void tablesOfTheWrongSizeAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new CellGraph(
                BoardKind.POINTS, List.of("1", "2"), new int[2], new int[2], List.of("on"), new int[1], new int[1],
                new int[] {1}, new int[] {-1}));
        assertEquals("a cell graph's tables do not match its 2 cells and 1 directions", e.getMessage());
    }
}
