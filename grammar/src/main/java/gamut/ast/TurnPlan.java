package gamut.ast;

import gamut.base.Pos;
import java.util.List;

/** How the move groups make up one turn. */
public sealed interface TurnPlan {
    Pos pos();

    List<Name> groups();

    /** One move of any of the groups. */
    record OneOf(Pos pos, List<Name> groups) implements TurnPlan {}

    /** One move of each group, in the order given or in any order; a group with no move is skipped. */
    record EachOf(Pos pos, List<Name> groups, boolean anyOrder) implements TurnPlan {}

    /** Moves of the groups, one after another, for as long as there are any. */
    record AllOf(Pos pos, List<Name> groups) implements TurnPlan {}
}
