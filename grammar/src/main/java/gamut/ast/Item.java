package gamut.ast;

import java.util.List;

/** A top-level declaration of a game file (or of a variant block). */
public sealed interface Item {
    Pos pos();

    record Description(Pos pos, String text) implements Item {}

    record Source(Pos pos, String text) implements Item {}

    record Players(Pos pos, List<Name> names) implements Item {}

    record First(Pos pos, Name player) implements Item {}

    record BoardDecl(Pos pos, Board board) implements Item {}

    record Directions(Pos pos, List<Direction> directions) implements Item {}

    record Pieces(Pos pos, List<PieceDecl> pieces) implements Item {}

    record Flags(Pos pos, List<Name> names) implements Item {}

    /** A named set of cells, optionally one per player ({@code owner} may be null). */
    record Zone(Pos pos, Name name, Name owner, List<CellRef> cells) implements Item {}

    /** An ordered path of cells for one player; {@code thenOff} when the path continues off the board. */
    record Track(Pos pos, Name name, Name owner, List<CellRef> cells, boolean thenOff) implements Item {}

    record Setup(Pos pos, List<Placement> placements) implements Item {}

    record Define(Pos pos, Name name, List<Name> params, Block body) implements Item {}

    /** A move program: run from every piece of the type ({@code drop == false}) or from the reserve. */
    record Moves(Pos pos, Name piece, Name group, Block body, boolean drop) implements Item {}

    record Priority(Pos pos, List<Name> groups) implements Item {}

    record Turn(Pos pos, Name name, Expr when, TurnPlan plan) implements Item {}

    record Dice(Pos pos, int count, int faces, int doublesPlay) implements Item {}

    record End(Pos pos, Name name, Expr condition, Outcome outcome) implements Item {}

    /** {@code times == 0} means no repetition rule. */
    record Repetition(Pos pos, int times, Outcome outcome) implements Item {}

    record Limit(Pos pos, int plies, Outcome outcome) implements Item {}

    /** What happens when the player to move has no legal move; {@code outcome == null} means pass. */
    record NoMoves(Pos pos, Outcome outcome) implements Item {}

    record Variant(Pos pos, VariantName name, List<VariantName> parents, List<Item> items) implements Item {}

    record Direction(Pos pos, Name name, int dx, int dy) {}

    record PieceDecl(Pos pos, Name name, String letter) {}

    record VariantName(Pos pos, String key, String value) {
        public String text() {
            return value == null ? key : key + "=" + value;
        }
    }
}
