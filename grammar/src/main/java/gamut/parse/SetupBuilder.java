package gamut.parse;

import gamut.ast.Placement;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import gamut.grammar.GamutParser.CellPlacementContext;
import gamut.grammar.GamutParser.PieceCountContext;
import gamut.grammar.GamutParser.PlacementContext;
import gamut.grammar.GamutParser.ReservePlacementContext;
import gamut.grammar.GamutParser.ScramblePlacementContext;

/** Builds the lines of a {@code setup}: pieces on cells, reserves and the scramble, apart from {@link AstBuilder}. */
final class SetupBuilder extends NodeBuilder {
    SetupBuilder(NodeBuilder file) {
        super(file);
    }

    Placement placement(PlacementContext ctx) {
        if (ctx instanceof CellPlacementContext c) {
            return onCells(c);
        } else if (ctx instanceof ReservePlacementContext r) {
            return reserve(r);
        }
        return scramble((ScramblePlacementContext) ctx);
    }

    private Placement onCells(CellPlacementContext ctx) {
        return new Placement.OnCells(pos(ctx), ctx.layers.stream()
                .map(l -> new Placement.Layer(pos(l), name(l.owner), l.piece == null ? null : name(l.piece))).toList(),
                cells(ctx.cells), ctx.every == null ? null : everyCellBut(ctx));
    }

    /** Where 'every cell but' stands, its words checked: four words or more without commas read so too. */
    private Pos everyCellBut(CellPlacementContext ctx) {
        String[] words = {ctx.every.getText(), ctx.cell.getText(), ctx.but.getText()};
        if (!words[0].equals("every")) {
            diagnostics.add(new Diagnostic(pos(ctx.cell), "unexpected '" + words[1] + "': cells are listed with commas"
                    + " between them ('a1, b1'), or as 'every cell but CELLS'"));
        } else if (!words[1].equals("cell") || !words[2].equals("but")) {
            diagnostics.add(new Diagnostic(pos(ctx.every), "'every " + words[1] + " " + words[2]
                    + "' is no list of cells: write 'every cell but CELLS', every cell of the board but those"));
        }
        return pos(ctx.every);
    }

    private Placement reserve(ReservePlacementContext ctx) {
        return new Placement.InReserve(pos(ctx), name(ctx.owner), ctx.counts.stream()
                .map(this::pieceCount)
                .toList());
    }

    private Placement scramble(ScramblePlacementContext ctx) {
        if (!ctx.seedWord.getText().equals("seed")) {
            diagnostics.add(new Diagnostic(pos(ctx.seedWord), "unexpected '" + ctx.seedWord.getText()
                    + "': write 'scramble N moves seed S', N random moves chosen by the seed S"));
        }
        return new Placement.Scramble(pos(ctx), integer(ctx.count), integer(ctx.seed));
    }

    /** A number of pieces, or the word 'unlimited'; another word is reported and read as 0. */
    private Placement.PieceCount pieceCount(PieceCountContext c) {
        if (c.count != null) {
            return new Placement.PieceCount(pos(c), name(c.piece), integer(c.count));
        }
        if (!c.amount.getText().equals("unlimited")) {
            diagnostics.add(new Diagnostic(pos(c.amount), "a reserve holds a number of pieces or 'unlimited', not '"
                    + c.amount.getText() + "'"));
            return new Placement.PieceCount(pos(c), name(c.piece), 0);
        }
        return new Placement.PieceCount(pos(c), name(c.piece), Placement.UNLIMITED);
    }
}
