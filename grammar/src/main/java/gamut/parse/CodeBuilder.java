package gamut.parse;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import gamut.base.Diagnostic;
import gamut.base.Limits;
import gamut.grammar.GamutParser.*;
import java.util.List;
import org.antlr.v4.runtime.ParserRuleContext;

/**
 * Builds the code of move programs and conditions: one AST node per statement or expression. It
 * counts how deeply blocks and expressions (brackets included) nest: deeper than
 * {@link Limits#NESTING}, the first place is reported and what lies deeper is left out.
 */
final class CodeBuilder extends NodeBuilder {
    /** Blocks and expressions around the one being built. */
    private int level;
    private boolean tooDeep;

    CodeBuilder(NodeBuilder file) {
        super(file);
    }

    /** One level deeper, or false (the first time reported) when that would exceed the limit. */
    private boolean deeper(ParserRuleContext ctx) {
        if (level < Limits.NESTING) {
            level++;
            return true;
        }
        if (!tooDeep) {
            tooDeep = true;
            diagnostics.add(new Diagnostic(pos(ctx), Nesting.TOO_DEEP));
        }
        return false;
    }

    // ---- statements

    Block block(BlockContext ctx) {
        if (!deeper(ctx)) {
            return new Block(pos(ctx), List.of());
        }
        try {
            return new Block(pos(ctx), ctx.statement().stream().map(s -> (Stmt) visit(s)).toList());
        } finally {
            level--;
        }
    }

    @Override
    public Stmt visitStepStatement(StepStatementContext ctx) {
        return new Stmt.Step(pos(ctx), expr(ctx.dir));
    }

    @Override
    public Stmt visitVerifyStatement(VerifyStatementContext ctx) {
        return new Stmt.Verify(pos(ctx), expr(ctx.cond));
    }

    @Override
    public Stmt visitRepeatStatement(RepeatStatementContext ctx) {
        return new Stmt.Repeat(pos(ctx), expr(ctx.times), block(ctx.block()));
    }

    @Override
    public Stmt visitWhileStatement(WhileStatementContext ctx) {
        return new Stmt.While(pos(ctx), expr(ctx.cond), block(ctx.block()));
    }

    @Override
    public Stmt visitForStatement(ForStatementContext ctx) {
        return new Stmt.For(pos(ctx), name(ctx.var), ctx.items.stream().map(this::atom).toList(),
                ctx.filter == null ? null : expr(ctx.filter), block(ctx.block()));
    }

    @Override
    public Stmt visitIfStatement(IfStatementContext ctx) {
        Block otherwise = null;
        if (ctx.otherwise != null) {
            otherwise = block(ctx.otherwise);
        } else if (ctx.elseIf != null && deeper(ctx.elseIf)) {
            try {
                otherwise = new Block(pos(ctx.elseIf), List.of((Stmt) visit(ctx.elseIf)));
            } finally {
                level--;
            }
        } else if (ctx.elseIf != null) {
            otherwise = new Block(pos(ctx.elseIf), List.of());
        }
        return new Stmt.If(pos(ctx), expr(ctx.cond), block(ctx.then), otherwise);
    }

    @Override
    public Stmt visitLetStatement(LetStatementContext ctx) {
        return new Stmt.Let(pos(ctx), name(ctx.name), expr(ctx.value));
    }

    @Override
    public Stmt visitGotoStatement(GotoStatementContext ctx) {
        return new Stmt.Goto(pos(ctx), expr(ctx.cell));
    }

    @Override
    public Stmt visitMoveStatement(MoveStatementContext ctx) {
        if (ctx.at != null) {
            // 'move at C to D' (a castling rook) moves the pieces on C onto D as part of the move:
            // the same effect as a capture into a cell, written as players say it.
            return new Stmt.Capture(pos(ctx), expr(ctx.at), expr(ctx.to), false);
        }
        return new Stmt.MoveHere(pos(ctx));
    }

    @Override
    public Stmt visitDropStatement(DropStatementContext ctx) {
        return new Stmt.DropHere(pos(ctx));
    }

    @Override
    public Stmt visitExitStatement(ExitStatementContext ctx) {
        return new Stmt.ExitBoard(pos(ctx));
    }

    @Override
    public Stmt visitCaptureStatement(CaptureStatementContext ctx) {
        return new Stmt.Capture(pos(ctx), ctx.at == null ? null : expr(ctx.at),
                ctx.into == null ? null : expr(ctx.into), ctx.now != null);
    }

    @Override
    public Stmt visitSowStatement(SowStatementContext ctx) {
        return new Stmt.Sow(pos(ctx), name(ctx.track), ctx.filter == null ? null : expr(ctx.filter),
                ctx.body == null ? null : block(ctx.body));
    }

    @Override
    public Stmt visitAgainStatement(AgainStatementContext ctx) {
        return new Stmt.Again(pos(ctx));
    }

    @Override
    public Stmt visitChainStatement(ChainStatementContext ctx) {
        boolean distinct = ctx.kind != null;
        if (distinct && !ctx.kind.getText().equals("distinct")) {
            diagnostics.add(new Diagnostic(pos(ctx.kind), "'chain' is followed by its block, or by 'distinct' and its block"
                    + " (one move per cell reached), not '" + ctx.kind.getText() + "'"));
        }
        return new Stmt.Chain(pos(ctx), block(ctx.block()), distinct);
    }

    @Override
    public Stmt visitLandStatement(LandStatementContext ctx) {
        return new Stmt.Land(pos(ctx));
    }

    @Override
    public Stmt visitPromoteStatement(PromoteStatementContext ctx) {
        return new Stmt.Promote(pos(ctx), name(ctx.piece), ctx.at == null ? null : expr(ctx.at));
    }

    @Override
    public Stmt visitFlipStatement(FlipStatementContext ctx) {
        return new Stmt.Flip(pos(ctx), ctx.at == null ? null : expr(ctx.at), ctx.player == null ? null : expr(ctx.player));
    }

    @Override
    public Stmt visitPlaceStatement(PlaceStatementContext ctx) {
        return new Stmt.Place(pos(ctx), name(ctx.piece), ctx.owner == null ? null : expr(ctx.owner),
                ctx.at == null ? null : expr(ctx.at));
    }

    @Override
    public Stmt visitRemoveStatement(RemoveStatementContext ctx) {
        return new Stmt.Remove(pos(ctx), ctx.RESERVE() != null);
    }

    @Override
    public Stmt visitAdvanceStatement(AdvanceStatementContext ctx) {
        return new Stmt.Advance(pos(ctx), expr(ctx.steps), ctx.track == null ? null : name(ctx.track));
    }

    @Override
    public Stmt visitUseStatement(UseStatementContext ctx) {
        return new Stmt.Use(pos(ctx), expr(ctx.die));
    }

    @Override
    public Stmt visitSetStatement(SetStatementContext ctx) {
        return new Stmt.SetFlag(pos(ctx), name(ctx.flag), true, ctx.at == null ? null : expr(ctx.at));
    }

    @Override
    public Stmt visitClearStatement(ClearStatementContext ctx) {
        return new Stmt.SetFlag(pos(ctx), name(ctx.flag), false, ctx.at == null ? null : expr(ctx.at));
    }

    @Override
    public Stmt visitCallStatement(CallStatementContext ctx) {
        return new Stmt.Call(pos(ctx), name(ctx.name), ctx.args.stream().map(this::expr).toList());
    }

    @Override
    public Stmt visitBreakStatement(BreakStatementContext ctx) {
        return new Stmt.Break(pos(ctx));
    }

    // ---- expressions

    Expr expr(ExprContext ctx) {
        return nested(ctx);
    }

    /** An atom standing as an item of a loop or a quantifier, one level in like an expression. */
    private Expr atom(AtomContext ctx) {
        return nested(ctx);
    }

    private Expr nested(ParserRuleContext ctx) {
        if (!deeper(ctx)) {
            return new Expr.BoolLit(pos(ctx), false);
        }
        try {
            return (Expr) visit(ctx);
        } finally {
            level--;
        }
    }

    @Override
    public Expr visitNotExpr(NotExprContext ctx) {
        return new Expr.Not(pos(ctx), expr(ctx.operand));
    }

    @Override
    public Expr visitBinaryExpr(BinaryExprContext ctx) {
        return new Expr.Binary(pos(ctx.op), ctx.op.getText(), expr(ctx.left), expr(ctx.right));
    }

    @Override
    public Expr visitAtomExpr(AtomExprContext ctx) {
        return (Expr) visit(ctx.atom());
    }

    @Override
    public Expr visitIntAtom(IntAtomContext ctx) {
        return new Expr.IntLit(pos(ctx), integer(ctx.value));
    }

    @Override
    public Expr visitNegativeIntAtom(NegativeIntAtomContext ctx) {
        return new Expr.IntLit(pos(ctx), -integer(ctx.value));
    }

    @Override
    public Expr visitBoolAtom(BoolAtomContext ctx) {
        return new Expr.BoolLit(pos(ctx), ctx.TRUE() != null);
    }

    @Override
    public Expr visitQuantifierAtom(QuantifierAtomContext ctx) {
        return new Expr.Quantifier(pos(ctx), ctx.ALL() != null, name(ctx.var),
                ctx.items.stream().map(this::atom).toList(), expr(ctx.cond), null);
    }

    @Override
    public Expr visitReachAtom(ReachAtomContext ctx) {
        if (!ctx.reach.getText().equals(Expr.Quantifier.REACHES)) {
            diagnostics.add(new Diagnostic(pos(ctx.reach), "'" + ctx.reach.getText() + "(c in CELL to ZONE where ...)' is"
                    + " no form of the language; a path's question is written '" + Expr.Quantifier.REACHES
                    + "(c in CELL to ZONE where ...)'"));
        }
        return new Expr.Quantifier(pos(ctx), false, name(ctx.var), ctx.items.stream().map(this::atom).toList(),
                expr(ctx.cond), atom(ctx.start));
    }

    @Override
    public Expr visitCallAtom(CallAtomContext ctx) {
        return new Expr.Call(pos(ctx), name(ctx.name), ctx.args.stream().map(this::expr).toList());
    }

    @Override
    public Expr visitNameAtom(NameAtomContext ctx) {
        return new Expr.NameRef(pos(ctx), ctx.name.getText());
    }

    @Override
    public Expr visitParenAtom(ParenAtomContext ctx) {
        return expr(ctx.inner);
    }
}
