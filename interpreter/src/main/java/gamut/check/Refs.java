package gamut.check;

import gamut.ast.CellRef;
import gamut.ast.Name;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import gamut.core.Geometry;
import java.util.ArrayList;
import java.util.List;

/** Looks up what declarations refer to, players, pieces and cells, and reports unknown ones with a suggestion. */
final class Refs {
    private final List<Diagnostic> diagnostics;

    Refs(List<Diagnostic> diagnostics) {
        this.diagnostics = diagnostics;
    }

    /** The player's index, or -1 (reported). */
    int player(Name name, List<String> players) {
        int i = players.indexOf(name.text());
        if (i < 0) {
            error(name.pos(), "unknown player '" + name.text() + "'" + Suggest.didYouMean(name.text(), players));
        }
        return i;
    }

    /** The piece's index, or -1 (reported). */
    int piece(Name name, List<String> pieces) {
        int i = pieces.indexOf(name.text());
        if (i < 0) {
            error(name.pos(), "unknown piece '" + name.text() + "'" + Suggest.didYouMean(name.text(), pieces));
        }
        return i;
    }

    /** The cells listed, each once; {@code what} names the list for the report of a cell listed twice. */
    int[] cells(List<CellRef> refs, Geometry geometry, String what) {
        List<Integer> out = new ArrayList<>();
        for (var ref : refs) {
            int cell = geometry.cell(ref.name());
            if (cell < 0) {
                unknownCell(ref.pos(), ref.name(), geometry);
            } else if (out.contains(cell)) {
                error(ref.pos(), "cell '" + ref.name() + "' is listed twice in " + what);
            } else {
                out.add(cell);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    void unknownCell(Pos pos, String name, Geometry geometry) {
        error(pos, "no cell '" + name + "' on this board" + Suggest.didYouMean(name, geometry.cellNames()));
    }

    void error(Pos pos, String message) {
        diagnostics.add(new Diagnostic(pos, message));
    }
}
