package gamut.parse;

import gamut.ast.Item;
import gamut.ast.Item.NotationField;
import gamut.grammar.GamutParser.CheckFieldContext;
import gamut.grammar.GamutParser.GroupNameContext;
import gamut.grammar.GamutParser.GroupNameFieldContext;
import gamut.grammar.GamutParser.LabelFieldContext;
import gamut.grammar.GamutParser.MarksFieldContext;
import gamut.grammar.GamutParser.NotationFieldContext;
import gamut.grammar.GamutParser.NotationItemContext;
import gamut.grammar.GamutParser.NumberFieldContext;
import gamut.grammar.GamutParser.OriginFieldContext;
import gamut.grammar.GamutParser.PromoteFieldContext;
import gamut.grammar.GamutParser.TrackNumberFieldContext;
import gamut.grammar.GamutParser.UnletteredFieldContext;

/** Builds the {@code notation} item, whose fields are a small language of their own, apart from {@link AstBuilder}. */
final class NotationBuilder extends NodeBuilder {
    NotationBuilder(NodeBuilder file) {
        super(file);
    }

    Item.Notation notation(NotationItemContext ctx) {
        return new Item.Notation(pos(ctx), ctx.notationField().stream().map(this::field).toList());
    }

    private NotationField field(NotationFieldContext ctx) {
        if (ctx instanceof OriginFieldContext o) {
            return new NotationField.Origin(pos(o), names(o.parts));
        } else if (ctx instanceof MarksFieldContext m) {
            return new NotationField.Marks(pos(m), m.marks.stream()
                    .map(d -> new NotationField.Mark(pos(d), d.what.getText(), string(d.text))).toList());
        } else if (ctx instanceof UnletteredFieldContext u) {
            return new NotationField.Unlettered(pos(u), names(u.pieces));
        } else if (ctx instanceof PromoteFieldContext p) {
            return new NotationField.Promote(pos(p), string(p.mark), p.letter != null,
                    p.declined == null ? null : string(p.declined));
        } else if (ctx instanceof GroupNameFieldContext g) {
            return new NotationField.GroupNames(pos(g), name(g.group), g.names.stream().map(this::spelling).toList());
        } else if (ctx instanceof CheckFieldContext c) {
            return new NotationField.Check(pos(c), string(c.check), c.mate == null ? null : string(c.mate));
        } else if (ctx instanceof TrackNumberFieldContext t) {
            return new NotationField.TrackNumbering(pos(t), name(t.track));
        } else if (ctx instanceof LabelFieldContext l) {
            return new NotationField.Labels(pos(l), name(l.files), string(l.fileLabels), name(l.ranks), string(l.rankLabels));
        }
        NumberFieldContext n = (NumberFieldContext) ctx;
        return new NotationField.Numbering(pos(n), name(n.cells), name(n.along), name(n.rows));
    }

    private NotationField.Spelling spelling(GroupNameContext ctx) {
        return new NotationField.Spelling(pos(ctx), ctx.spellings.stream().map(NodeBuilder::string).toList(),
                ctx.dir == null ? null : name(ctx.dir));
    }
}
