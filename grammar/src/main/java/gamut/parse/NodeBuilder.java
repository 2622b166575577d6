package gamut.parse;

import gamut.ast.CellRef;
import gamut.ast.Name;
import gamut.base.Diagnostic;
import gamut.base.Limits;
import gamut.base.Pos;
import gamut.grammar.GamutBaseVisitor;
import gamut.grammar.GamutParser.CellRefContext;
import gamut.grammar.GamutParser.NamedCellContext;
import gamut.grammar.GamutParser.NumberedCellsContext;
import gamut.grammar.GamutParser.SignedIntContext;
import gamut.grammar.GamutParser.WordContext;
import java.util.List;
import java.util.Locale;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;

/**
 * What the builders of AST nodes share: reading tokens as positions, names, numbers, strings and
 * cell references. A number too large is reported and read as 0.
 */
abstract class NodeBuilder extends GamutBaseVisitor<Object> {
    final String fileName;
    final List<Diagnostic> diagnostics;
    /** Cells the ranges of the file read so far may still stand for, out of {@link Limits#RANGE}: one count per file. */
    private final long[] rangeCells;

    /** The builder of a file's first node, with the whole of the file's budget of range cells. */
    NodeBuilder(String fileName, List<Diagnostic> diagnostics) {
        this.fileName = fileName;
        this.diagnostics = diagnostics;
        this.rangeCells = new long[] {Limits.RANGE};
    }

    /** A builder of some of the file's nodes: its file, its diagnostics and what is left of its budget of range cells. */
    NodeBuilder(NodeBuilder file) {
        this.fileName = file.fileName;
        this.diagnostics = file.diagnostics;
        this.rangeCells = file.rangeCells;
    }

    /**
     * Cell references, with a numbered range {@code 24..19} spelt out one number at a time. A range
     * beyond what is left of {@link Limits#RANGE} is reported (the first only) and stands for nothing.
     */
    final List<CellRef> cells(List<CellRefContext> contexts) {
        List<CellRef> out = new java.util.ArrayList<>();
        for (CellRefContext c : contexts) {
            if (c instanceof NamedCellContext named) {
                out.add(new CellRef(pos(c), named.name.getText(), named.count == null ? 1 : integer(named.count)));
                continue;
            }
            NumberedCellsContext numbered = (NumberedCellsContext) c;
            int count = numbered.count == null ? 1 : integer(numbered.count);
            int first = integer(numbered.number);
            int last = numbered.last == null ? first : integer(numbered.last);
            if (numbered.last != null && !withinRanges(numbered, first, last)) {
                continue;
            }
            int step = last >= first ? 1 : -1;
            Pos at = pos(c);
            for (int n = first; ; n += step) {
                out.add(new CellRef(at, Integer.toString(n), count));
                if (n == last) {
                    break;
                }
            }
        }
        return out;
    }

    private boolean withinRanges(NumberedCellsContext range, int first, int last) {
        long cells = Math.abs((long) last - first) + 1;
        if (cells <= rangeCells[0]) {
            rangeCells[0] -= cells;
            return true;
        }
        if (rangeCells[0] >= 0) {
            diagnostics.add(new Diagnostic(pos(range), "range " + first + ".." + last
                    + " is too long: the ranges of a file may stand for at most "
                    + String.format(Locale.ROOT, "%,d", Limits.RANGE) + " cells in all"));
            rangeCells[0] = -1;
        }
        return false;
    }

    final List<Name> names(List<WordContext> words) {
        return words.stream().map(this::name).toList();
    }

    final Name name(WordContext word) {
        return new Name(pos(word), word.getText());
    }

    final int signed(SignedIntContext ctx) {
        int value = integer(ctx.INT().getSymbol());
        return ctx.getChildCount() > 1 ? -value : value;
    }

    final int integer(Token token) {
        try {
            return Integer.parseInt(token.getText());
        } catch (NumberFormatException e) {
            diagnostics.add(new Diagnostic(pos(token), "number too large: " + token.getText()));
            return 0;
        }
    }

    /** A count that may pass the range of an int (a perft figure). */
    final long count(Token token) {
        try {
            return Long.parseLong(token.getText());
        } catch (NumberFormatException e) {
            diagnostics.add(new Diagnostic(pos(token), "number too large: " + token.getText()));
            return 0;
        }
    }

    static String string(Token token) {
        String text = token.getText();
        if (text.startsWith("\"\"\"")) {
            return text.substring(3, text.length() - 3);
        }
        StringBuilder out = new StringBuilder();
        for (int i = 1; i < text.length() - 1; i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length() - 1) {
                char next = text.charAt(++i);
                out.append(next == 'n' ? '\n' : next == 't' ? '\t' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    final Pos pos(ParserRuleContext ctx) {
        return pos(ctx.getStart());
    }

    final Pos pos(Token token) {
        return new Pos(fileName, token.getLine(), token.getCharPositionInLine() + 1);
    }
}
