package gamut.parse;

import gamut.ast.Board;
import gamut.ast.Name;
import gamut.base.Pos;
import gamut.grammar.GamutParser.BoardContext;
import gamut.grammar.GamutParser.GridBoardContext;
import gamut.grammar.GamutParser.HexBoardContext;
import gamut.grammar.GamutParser.HexGridBoardContext;
import gamut.grammar.GamutParser.LinesBoardContext;
import gamut.grammar.GamutParser.PointsBoardContext;
import gamut.grammar.GamutParser.ShapedBoardContext;
import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.Token;

/** Builds the shape of the {@code board} item (a grid, a hex map or grid, points, lines, a shape named by a word), apart from {@link AstBuilder}. */
final class BoardShapeBuilder extends NodeBuilder {
    BoardShapeBuilder(NodeBuilder file) {
        super(file);
    }

    Board board(BoardContext ctx) {
        if (ctx instanceof GridBoardContext g) {
            return new Board.Grid(pos(g), integer(g.width), integer(g.height), cells(g.cells), with(g.with, g.places));
        } else if (ctx instanceof HexBoardContext h) {
            Token map = h.map;
            int quote = map.getText().startsWith("\"\"\"") ? 3 : 1;
            return new Board.Hex(pos(h), string(map),
                    new Pos(fileName, map.getLine(), map.getCharPositionInLine() + 1 + quote), with(h.with, h.places));
        } else if (ctx instanceof HexGridBoardContext h) {
            return new Board.HexGrid(pos(h), integer(h.width), integer(h.height), with(h.with, h.places));
        } else if (ctx instanceof PointsBoardContext p) {
            return new Board.Points(pos(p), integer(p.count));
        } else if (ctx instanceof ShapedBoardContext s) {
            return new Board.Shaped(pos(s), new Name(pos(s.shape), s.shape.getText()),
                    s.arguments.stream().map(a -> new Name(pos(a), a.getText())).toList());
        }
        LinesBoardContext l = (LinesBoardContext) ctx;
        return new Board.Lines(pos(l), l.lines.stream().map(line -> new Board.PointLine(pos(line), names(line.points))).toList());
    }

    /** The words of 'with edges [and vertices]' as written, from 'with' on; none without them. */
    private List<Name> with(Token with, List<Token> places) {
        List<Name> words = new ArrayList<>();
        if (with != null) {
            words.add(new Name(pos(with), with.getText()));
            places.forEach(t -> words.add(new Name(pos(t), t.getText())));
        }
        return words;
    }
}
