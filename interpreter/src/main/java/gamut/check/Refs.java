package gamut.check;

import gamut.ast.CellRef;
import gamut.ast.Name;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import gamut.core.Geometry;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToIntFunction;

/** Looks up what declarations refer to, players, pieces and cells, and reports unknown ones with a suggestion. */
final class Refs {
    private final List<Diagnostic> diagnostics;
    /** Ranges whose missing cells are reported already. */
    private final Set<Pos> unknownRanges = new HashSet<>();
    /**
     * The lists of names looked up, each with every name's index, so that a game of many pieces or
     * players is not scanned again for each name; remade when the list has grown since (the
     * checkers only add to the lists they build).
     */
    private final Map<List<String>, Index> indexes = new IdentityHashMap<>();

    /** The names of a list as they were when it held {@code size} names. */
    private record Index(int size, Map<String, Integer> names) {}

    Refs(List<Diagnostic> diagnostics) {
        this.diagnostics = diagnostics;
    }

    /** The player's index, or -1 (reported). */
    int player(Name name, List<String> players) {
        int i = index(players, name.text());
        if (i < 0) {
            error(name.pos(), "unknown player '" + name.text() + "'" + Suggest.didYouMean(name.text(), players, diagnostics));
        }
        return i;
    }

    /** The piece's index, or -1 (reported). */
    int piece(Name name, List<String> pieces) {
        int i = index(pieces, name.text());
        if (i < 0) {
            error(name.pos(), "unknown piece '" + name.text() + "'" + Suggest.didYouMean(name.text(), pieces, diagnostics));
        }
        return i;
    }

    /** Where the name is first in the list, or -1. */
    private int index(List<String> names, String name) {
        Index index = indexes.get(names);
        if (index == null || index.size() != names.size()) {
            index = new Index(names.size(), DeclaredNames.index(names));
            indexes.put(names, index);
        }
        return index.names().getOrDefault(name, -1);
    }

    /**
     * Names that cells may be looked up by: a board's, or (while a board is built) all the cells of
     * a grid before some are left out; {@code where} ends the report of a name that is none of them.
     */
    record CellNames(ToIntFunction<String> index, Iterable<String> names, String where) {
        static CellNames of(Geometry geometry) {
            return new CellNames(geometry::cell, geometry.cellNames(), "on this board");
        }
    }

    /**
     * The cells listed, each once; {@code what} names the list for the report of a cell listed twice.
     * A range ({@code 1..30}, its cells sharing one position) is reported once for each problem.
     */
    int[] cells(List<CellRef> refs, Geometry geometry, String what) {
        return cells(refs, CellNames.of(geometry), what);
    }

    /** The cells listed, in order, a cell as often as it is listed (a track's path): only unknown names are errors. */
    int[] path(List<CellRef> refs, Geometry geometry) {
        CellNames cellNames = CellNames.of(geometry);
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < refs.size(); i++) {
            int cell = cellNames.index().applyAsInt(refs.get(i).name());
            if (cell < 0) {
                unknownCell(refs, i, cellNames);
            } else {
                out.add(cell);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** {@link #cells(List, Geometry, String)} among other names than a board's. */
    int[] cells(List<CellRef> refs, CellNames cellNames, String what) {
        List<Integer> out = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        Set<Pos> listedTwice = new HashSet<>();
        for (int i = 0; i < refs.size(); i++) {
            CellRef ref = refs.get(i);
            int cell = cellNames.index().applyAsInt(ref.name());
            if (cell < 0) {
                unknownCell(refs, i, cellNames);
            } else if (!seen.add(cell)) {
                if (listedTwice.add(ref.pos())) {
                    error(ref.pos(), "cell '" + ref.name() + "' is listed twice in " + what);
                }
            } else {
                out.add(cell);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Reports {@code refs[i]}, a cell not on the board: once for a whole range, with how many of its
     * cells are missing, and not again for the rest of the range.
     */
    void unknownCell(List<CellRef> refs, int i, Geometry geometry) {
        unknownCell(refs, i, CellNames.of(geometry));
    }

    private void unknownCell(List<CellRef> refs, int i, CellNames cellNames) {
        CellRef ref = refs.get(i);
        if (unknownRanges.contains(ref.pos())) {
            return;
        }
        int first = i;
        while (first > 0 && refs.get(first - 1).pos().equals(ref.pos())) {
            first--;
        }
        int last = i;
        int missing = 0;
        for (; last < refs.size() && refs.get(last).pos().equals(ref.pos()); last++) {
            missing += cellNames.index().applyAsInt(refs.get(last).name()) < 0 ? 1 : 0;
        }
        if (missing > 1) {
            unknownRanges.add(ref.pos());
            error(ref.pos(), "range " + refs.get(first).name() + ".." + refs.get(last - 1).name() + " names " + missing
                    + " cells not " + cellNames.where() + " (the first is '" + ref.name() + "')");
        } else {
            error(ref.pos(), "no cell '" + ref.name() + "' " + cellNames.where()
                    + Suggest.didYouMean(ref.name(), cellNames.names(), diagnostics));
        }
    }

    /** " (did you mean 'x'?)" among the names, while the file has fewer diagnostics than are shown. */
    String suggest(String wrong, Iterable<String> names) {
        return Suggest.didYouMean(wrong, names, diagnostics);
    }

    void error(Pos pos, String message) {
        diagnostics.add(new Diagnostic(pos, message));
    }
}
