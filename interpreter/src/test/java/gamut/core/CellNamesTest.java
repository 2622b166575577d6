package gamut.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A cell's name read as a grid's file and rank, and split into the parts a notation writes: one
 * reading of letters then digits serves both, so they agree on which names have parts.
 */
class CellNamesTest {
    @Test
    void aLetterAndANumberAreAFileAndARank() {
        assertEquals(5, Geometry.fileOrRank("e4", true));
        assertEquals(4, Geometry.fileOrRank("e4", false));
        assertEquals(11, Geometry.fileOrRank("k11", false));
        assertEquals(100, Geometry.fileOrRank("a100", false));
    }

    @Test
    void otherNamesHaveNoFileOrRank() {
        for (String name : List.of("aa10", "a0", "a01", "a1000", "A1", "4", "e", "e4n", "1a", "")) {
            assertEquals(0, Geometry.fileOrRank(name, true), name);
            assertEquals(0, Geometry.fileOrRank(name, false), name);
        }
    }

    @Test
    void aNameOfLettersThenDigitsSplitsWhereTheDigitsStart() {
        Geometry g = new Geometry(CellGraph.ofVectors(BoardKind.POINTS, List.of("e4", "aa10", "x", "12", "a1b2"),
                new int[] {1, 2, 3, 4, 5}, new int[5], List.of("e"), new int[] {1}, new int[] {0}));
        assertEquals("e", g.namePart(0, true));
        assertEquals("4", g.namePart(0, false));
        assertEquals("aa", g.namePart(1, true), "letters then digits, though no grid's file");
        assertEquals("10", g.namePart(1, false));
        assertEquals(0, g.fileOrRank(1, true));
        for (int whole : new int[] {2, 3}) {
            assertEquals(g.cellName(whole), g.namePart(whole, true), "no digits, or digits alone: the whole name");
            assertEquals(g.cellName(whole), g.namePart(whole, false));
        }
        assertEquals("a1b", g.namePart(4, true));
        assertEquals("2", g.namePart(4, false));
    }

    @Test
    void aGridsExtentIsItsHighestFileAndRank() {
        Geometry g = new Geometry(CellGraph.ofVectors(BoardKind.GRID, List.of("a1", "c1", "b7", "edge"),
                new int[] {1, 3, 2, 9}, new int[] {1, 1, 7, 9}, List.of("n"), new int[] {0}, new int[] {1}));
        assertEquals(3, g.extent(true));
        assertEquals(7, g.extent(false));
    }
}
