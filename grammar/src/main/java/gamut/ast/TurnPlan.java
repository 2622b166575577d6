package gamut.ast;

import java.util.List;

/** How the move groups make up one turn. */
public sealed interface TurnPlan {
    Pos pos();

    record OneOf(Pos pos, List<Name> groups) implements TurnPlan {}

    record EachOf(Pos pos, List<Name> groups, boolean anyOrder) implements TurnPlan {}
}
