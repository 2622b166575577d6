package gamut.parse;

import gamut.ast.Block;
import gamut.ast.CellRef;
import gamut.ast.Expr;
import gamut.ast.GameFile;
import gamut.ast.Item;
import gamut.ast.Name;
import gamut.ast.Outcome;
import gamut.ast.TurnPlan;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import gamut.grammar.GamutParser.*;
import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.Token;

/**
 * Turns each labelled alternative of the parse tree into one immutable AST node with its position:
 * the declarations here, the code of programs and conditions in {@link CodeBuilder}.
 */
final class AstBuilder extends NodeBuilder {
    private final String sourceText;
    private final CodeBuilder code;

    AstBuilder(String fileName, String sourceText, List<Diagnostic> diagnostics) {
        super(fileName, diagnostics);
        this.sourceText = sourceText;
        this.code = new CodeBuilder(this);
    }

    /** The file, its items built already ({@link #item}) as the parser read them. */
    GameFile build(FileContext ctx, List<Item> items) {
        return new GameFile(pos(ctx), string(ctx.name), List.copyOf(items), sourceText);
    }

    /** The items; a program written for several piece types ('moves gold, tokin') is one item per type. */
    private List<Item> items(List<ItemContext> contexts) {
        List<Item> items = new ArrayList<>();
        for (ItemContext c : contexts) {
            item(c, items);
        }
        return List.copyOf(items);
    }

    /** Adds the items {@code c} stands for to {@code items}. */
    void item(ItemContext c, List<Item> items) {
        if (c instanceof MovesItemContext m) {
            m.pieces.forEach(piece -> items.add(moves(m, piece)));
        } else if (c instanceof DropsItemContext d) {
            d.pieces.forEach(piece -> items.add(drops(d, piece)));
        } else {
            items.add((Item) visit(c));
        }
    }

    // ---- items

    @Override
    public Item visitDescriptionItem(DescriptionItemContext ctx) {
        return new Item.Description(pos(ctx), string(ctx.text));
    }

    @Override
    public Item visitSourceItem(SourceItemContext ctx) {
        return new Item.Source(pos(ctx), string(ctx.text));
    }

    @Override
    public Item visitPlayersItem(PlayersItemContext ctx) {
        return new Item.Players(pos(ctx), names(ctx.names));
    }

    @Override
    public Item visitFirstItem(FirstItemContext ctx) {
        return new Item.First(pos(ctx), name(ctx.player));
    }

    @Override
    public Item visitBoardItem(BoardItemContext ctx) {
        return new Item.BoardDecl(pos(ctx), new BoardShapeBuilder(this).board(ctx.board()));
    }

    @Override
    public Item visitDirectionsItem(DirectionsItemContext ctx) {
        return new Item.Directions(pos(ctx), ctx.direction().stream()
                .map(d -> new Item.Direction(pos(d), name(d.name), signed(d.dx), signed(d.dy)))
                .toList());
    }

    @Override
    public Item visitPiecesItem(PiecesItemContext ctx) {
        return new Item.Pieces(pos(ctx), ctx.pieceDecl().stream()
                .map(p -> new Item.PieceDecl(pos(p), name(p.name), p.letter == null ? null : string(p.letter),
                        p.attributes.stream().map(a -> new Item.Attribute(pos(a), new Name(pos(a.name), a.name.getText()),
                                signed(a.value))).toList()))
                .toList());
    }

    @Override
    public Item visitFlagsItem(FlagsItemContext ctx) {
        return new Item.Flags(pos(ctx), names(ctx.names));
    }

    @Override
    public Item visitRelativeDirectionsItem(RelativeDirectionsItemContext ctx) {
        return new Item.RelativeDirections(pos(ctx), name(ctx.name), name(ctx.owner), names(ctx.dirs));
    }

    @Override
    public Item visitSharedDirectionsItem(SharedDirectionsItemContext ctx) {
        return new Item.RelativeDirections(pos(ctx), name(ctx.name), null, names(ctx.dirs));
    }

    @Override
    public Item visitZoneItem(ZoneItemContext ctx) {
        List<List<CellRef>> lines = new java.util.ArrayList<>();
        List<CellRef> cells = new java.util.ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        boolean joined = false;
        for (ZoneMemberContext member : ctx.members) {
            List<CellRef> line = cells(member.cells);
            joined |= member.cells.size() > 1;
            lines.add(line);
            for (CellRef c : line) {
                // A zone given as lines holds each of their cells once, however many lines pass it.
                if (member.cells.size() == 1 || seen.add(c.name())) {
                    cells.add(c);
                }
            }
        }
        return new Item.Zone(pos(ctx), name(ctx.name), ctx.owner == null ? null : name(ctx.owner), cells,
                null, joined ? List.copyOf(lines) : null);
    }

    @Override
    public Item visitZoneWhereItem(ZoneWhereItemContext ctx) {
        return new Item.Zone(pos(ctx), name(ctx.name), ctx.owner == null ? null : name(ctx.owner), List.of(),
                expr(ctx.cond), null);
    }

    @Override
    public Item visitPositionItem(PositionItemContext ctx) {
        return new Item.PositionFormat(pos(ctx), name(ctx.name), ctx.positionField().stream()
                .map(this::positionField).toList());
    }

    private Item.PositionField positionField(PositionFieldContext ctx) {
        Pos at = pos(ctx);
        if (ctx instanceof BoardFieldContext b) {
            return new Item.PositionField.Board(at, b.letters.stream()
                    .map(l -> new Item.PieceDecl(pos(l), name(l.piece), string(l.letter))).toList());
        } else if (ctx instanceof TurnFieldContext t) {
            return new Item.PositionField.ToMove(at, names(t.letters));
        } else if (ctx instanceof RightsFieldContext r) {
            return new Item.PositionField.Rights(at, name(r.flag), r.rights.stream()
                    .map(d -> new Item.Right(pos(d), name(d.letter), cells(d.cells))).toList());
        } else if (ctx instanceof PassedFieldContext p) {
            return new Item.PositionField.Passed(at, name(p.piece), name(p.dir));
        } else if (ctx instanceof HandFieldContext) {
            return new Item.PositionField.Hand(at);
        } else if (ctx instanceof SquaresFieldContext q) {
            return new Item.PositionField.Squares(at, names(q.players), q.letters.stream()
                    .map(l -> new Item.PieceDecl(pos(l), name(l.piece), string(l.letter))).toList());
        } else if (ctx instanceof ClockFieldContext) {
            return new Item.PositionField.Clock(at);
        } else if (ctx instanceof TurnsFieldContext) {
            return new Item.PositionField.Turns(at);
        }
        return new Item.PositionField.Rounds(at);
    }

    @Override
    public Item visitRoyalItem(RoyalItemContext ctx) {
        return new Item.Royal(pos(ctx), ctx.pieces.stream().map(this::name).toList());
    }

    @Override
    public Item visitCubeItem(CubeItemContext ctx) {
        return new Item.Cube(pos(ctx), ctx.max == null ? null : integer(ctx.max));
    }

    @Override
    public Item visitTrackItem(TrackItemContext ctx) {
        return new Item.Track(pos(ctx), name(ctx.name), name(ctx.owner), cells(ctx.cells), ctx.off != null,
                ctx.loop != null);
    }

    @Override
    public Item visitSetupItem(SetupItemContext ctx) {
        SetupBuilder setup = new SetupBuilder(this);
        return new Item.Setup(pos(ctx), ctx.placement().stream().map(setup::placement).toList());
    }

    @Override
    public Item visitDefineItem(DefineItemContext ctx) {
        return new Item.Define(pos(ctx), name(ctx.name), names(ctx.params), block(ctx.block()));
    }

    @Override
    public Item visitDefineValueItem(DefineValueItemContext ctx) {
        return new Item.DefineValue(pos(ctx), name(ctx.name), names(ctx.params), expr(ctx.value));
    }

    @Override
    public Item visitMovesItem(MovesItemContext ctx) {
        return moves(ctx, ctx.pieces.get(0));
    }

    private Item moves(MovesItemContext ctx, WordContext piece) {
        return new Item.Moves(pos(ctx), name(piece), names(ctx.groups), block(ctx.block()), false,
                ctx.chooser == null ? null : name(ctx.chooser), ctx.whose == null ? null : name(ctx.whose));
    }

    @Override
    public Item visitDropsItem(DropsItemContext ctx) {
        return drops(ctx, ctx.pieces.get(0));
    }

    private Item drops(DropsItemContext ctx, WordContext piece) {
        return new Item.Moves(pos(ctx), name(piece), names(ctx.groups), block(ctx.block()), true, null, null);
    }

    @Override
    public Item visitAfterItem(AfterItemContext ctx) {
        return new Item.After(pos(ctx), names(ctx.groups), block(ctx.block()));
    }

    @Override
    public Item visitFallbackItem(FallbackItemContext ctx) {
        return new Item.Fallback(pos(ctx), name(ctx.group), name(ctx.other), ctx.timing == null ? null : name(ctx.timing));
    }

    @Override
    public Item visitForbidItem(ForbidItemContext ctx) {
        return new Item.Forbid(pos(ctx), name(ctx.name), name(ctx.timing), expr(ctx.cond));
    }

    @Override
    public Item visitPreferItem(PreferItemContext ctx) {
        return new Item.Prefer(pos(ctx), name(ctx.name), expr(ctx.cond));
    }

    @Override
    public Item visitAvoidItem(AvoidItemContext ctx) {
        return new Item.Avoid(pos(ctx), name(ctx.name), expr(ctx.cond));
    }

    @Override
    public Item visitPriorityItem(PriorityItemContext ctx) {
        return new Item.Priority(pos(ctx), names(ctx.groups));
    }

    @Override
    public Item visitTurnItem(TurnItemContext ctx) {
        return new Item.Turn(pos(ctx), name(ctx.name), ctx.cond == null ? null : expr(ctx.cond),
                ctx.turnPlan() == null ? null : (TurnPlan) visit(ctx.turnPlan()));
    }

    @Override
    public Item visitDiceItem(DiceItemContext ctx) {
        int doubles = 0;
        List<Name> mustPlay = List.of();
        Name opening = null;
        for (DiceOptionContext option : ctx.diceOption()) {
            if (option instanceof DoublesOptionContext d) {
                doubles = integer(d.times);
            } else if (option instanceof MustPlayOptionContext m) {
                mustPlay = names(m.rules);
            } else if (option instanceof OpeningOptionContext o) {
                opening = name(o.style);
            }
        }
        return new Item.Dice(pos(ctx), integer(ctx.count), integer(ctx.faces), doubles, mustPlay, opening);
    }

    @Override
    public Item visitEndItem(EndItemContext ctx) {
        return ctx.NONE() != null
                ? new Item.End(pos(ctx), name(ctx.name), null, null)
                : new Item.End(pos(ctx), name(ctx.name), expr(ctx.cond), outcome(ctx.outcome()));
    }

    @Override
    public Item visitRepetitionItem(RepetitionItemContext ctx) {
        if (ctx.kind != null) {
            return new Item.Repetition(pos(ctx), 0, null, name(ctx.kind));
        }
        return ctx.NONE() != null
                ? new Item.Repetition(pos(ctx), 0, null, null)
                : new Item.Repetition(pos(ctx), integer(ctx.times), outcome(ctx.outcome()), null);
    }

    @Override
    public Item visitCompensationItem(CompensationItemContext ctx) {
        Token number = ctx.whole != null ? ctx.whole : ctx.part;
        return new Item.Compensation(pos(ctx), Double.parseDouble(number.getText()), name(ctx.player));
    }

    @Override
    public Item visitPassItem(PassItemContext ctx) {
        return new Item.Pass(pos(ctx), ctx.allowed == null ? null : name(ctx.allowed));
    }

    @Override
    public Item visitLimitItem(LimitItemContext ctx) {
        return new Item.Limit(pos(ctx), integer(ctx.plies), ctx.unit == null ? null : new Name(pos(ctx.unit), ctx.unit.getText()),
                ctx.since == null ? null : expr(ctx.since), outcome(ctx.outcome()));
    }

    @Override
    public Item visitNoMovesItem(NoMovesItemContext ctx) {
        return new Item.NoMoves(pos(ctx), ctx.PASS() != null ? null : outcome(ctx.outcome()));
    }

    @Override
    public Item visitKeepItem(KeepItemContext ctx) {
        return new Item.Keep(pos(ctx), name(ctx.what));
    }

    @Override
    public Item visitHandItem(HandItemContext ctx) {
        return new Item.CapturesGo(pos(ctx), ctx.toOwner != null, ctx.beneath != null);
    }

    @Override
    public Item visitDemoteItem(DemoteItemContext ctx) {
        return new Item.Demote(pos(ctx), name(ctx.piece), name(ctx.kind));
    }

    @Override
    public Item visitComputerItem(ComputerItemContext ctx) {
        return new Item.Computer(pos(ctx), name(ctx.level), string(ctx.spec), pos(ctx.spec),
                ctx.elo == null ? null : signed(ctx.elo));
    }

    @Override
    public Item visitShowPieceItem(ShowPieceItemContext ctx) {
        Pos at = pos(ctx.look());
        Item.Look look;
        if (ctx.look() instanceof SymbolLookContext s) {
            look = new Item.Look.Symbol(at, string(s.text));
        } else if (ctx.look() instanceof ImageLookContext i) {
            look = new Item.Look.Image(at, string(i.path));
        } else {
            look = new Item.Look.Shape(at, name(((ShapeLookContext) ctx.look()).shape));
        }
        return new Item.Show(pos(ctx), name(ctx.piece), ctx.owner == null ? null : name(ctx.owner), look);
    }

    @Override
    public Item visitShowZoneItem(ShowZoneItemContext ctx) {
        return new Item.ShowZone(pos(ctx), name(ctx.zone));
    }

    @Override
    public Item visitNotationItem(NotationItemContext ctx) {
        return new NotationBuilder(this).notation(ctx);
    }

    @Override
    public Item visitTestItem(TestItemContext ctx) {
        return new Item.Test(pos(ctx), string(ctx.name), ctx.testField().stream().map(this::testField).toList());
    }

    private Item.TestField testField(TestFieldContext ctx) {
        Pos at = pos(ctx);
        if (ctx instanceof UnderFieldContext u) {
            return new Item.TestField.Under(at, u.sets.stream()
                    .map(set -> set.names.stream().map(this::variantName).toList()).toList());
        } else if (ctx instanceof StartFieldContext p) {
            return new Item.TestField.Start(at, string(p.text));
        } else if (ctx instanceof PlayedFieldContext p) {
            return new Item.TestField.Played(at, string(p.moves));
        } else if (ctx instanceof MovesFieldContext m) {
            return m.list != null ? new Item.TestField.MoveSet(at, string(m.list))
                    : new Item.TestField.MoveCount(at, count(m.count));
        } else if (ctx instanceof TurnCountFieldContext t) {
            return new Item.TestField.TurnCount(at, count(t.count));
        } else if (ctx instanceof PerftFieldContext p) {
            return new Item.TestField.Perft(at, integer(p.depth), count(p.count));
        } else if (ctx instanceof LegalFieldContext l) {
            return new Item.TestField.Legal(at, string(l.move), true);
        } else if (ctx instanceof IllegalFieldContext l) {
            return new Item.TestField.Legal(at, string(l.move), false);
        } else if (ctx instanceof PlacesFieldContext p) {
            return new Item.TestField.Places(at, string(p.text));
        }
        ResultFieldContext r = (ResultFieldContext) ctx;
        return new Item.TestField.Result(at, r.outcome() == null ? null : outcome(r.outcome()));
    }

    @Override
    public Item visitAlsoItem(AlsoItemContext ctx) {
        return new Item.Also(pos(ctx), (Item) visit(ctx.item()));
    }

    @Override
    public Item visitVariantItem(VariantItemContext ctx) {
        return new Item.Variant(pos(ctx), variantName(ctx.name),
                ctx.parents.stream().map(this::variantName).toList(), items(ctx.item()));
    }

    private Item.VariantName variantName(VariantNameContext ctx) {
        return new Item.VariantName(pos(ctx), ctx.key.getText(), ctx.value == null ? null : ctx.value.getText());
    }

    // ---- plans, outcomes

    @Override
    public TurnPlan visitOneOfPlan(OneOfPlanContext ctx) {
        return new TurnPlan.OneOf(pos(ctx), names(ctx.groups));
    }

    @Override
    public TurnPlan visitAllOfPlan(AllOfPlanContext ctx) {
        return new TurnPlan.AllOf(pos(ctx), names(ctx.groups));
    }

    @Override
    public TurnPlan visitEachOfPlan(EachOfPlanContext ctx) {
        return new TurnPlan.EachOf(pos(ctx), names(ctx.groups), ctx.ANY() != null);
    }

    private Outcome outcome(OutcomeContext ctx) {
        return (Outcome) visit(ctx);
    }

    @Override
    public Outcome visitDrawOutcome(DrawOutcomeContext ctx) {
        return new Outcome.Draw(pos(ctx));
    }

    @Override
    public Outcome visitPlayerOutcome(PlayerOutcomeContext ctx) {
        return new Outcome.PlayerResult(pos(ctx), name(ctx.player), ctx.WINS() != null,
                ctx.score == null ? null : expr(ctx.score), ctx.points == null ? null : Double.valueOf(ctx.points.getText()));
    }

    @Override
    public Outcome visitFinishOutcome(FinishOutcomeContext ctx) {
        return new Outcome.Finishes(pos(ctx), name(ctx.player));
    }

    @Override
    public Outcome visitHighestOutcome(HighestOutcomeContext ctx) {
        return new Outcome.Highest(pos(ctx), expr(ctx.tally), ctx.MARGIN() != null);
    }

    private Block block(BlockContext ctx) {
        return code.block(ctx);
    }

    private Expr expr(ExprContext ctx) {
        return code.expr(ctx);
    }
}
