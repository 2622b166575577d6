package gamut.check;

import gamut.ast.Block;
import gamut.ast.Item;
import gamut.base.Pos;
import gamut.board.Geometry;
import java.util.List;

/**
 * A checked game with its variants applied: every name resolves, every expression has its type.
 * This is what the compiler turns into run-time rules.
 */
public record RuleSet(
        String title,
        String description,
        String source,
        List<String> variants,
        List<String> players,
        int firstPlayer,
        Geometry geometry,
        List<String> pieces,
        List<Character> letters,
        List<String> flags,
        List<String> relativeNames,
        int[][][] relativeDirections,
        List<String> zoneNames,
        List<ZoneCells> zones,
        List<Placed> setup,
        int[][] reserve,
        List<MoveProgram> programs,
        List<AfterProgram> afters,
        List<String> priorityGroups,
        List<Item.Turn> turns,
        List<Item.Fallback> fallbacks,
        List<TrackCells> tracks,
        Item.Dice dice,
        List<Item.Forbid> forbids,
        List<Item.Prefer> prefers,
        List<Item.End> ends,
        Item.Repetition repetition,
        Item.Limit limit,
        Item.NoMoves noMoves) {

    /** Cells of zone {@code zone} for {@code owner} (-1: the zone declared for everyone). */
    public record ZoneCells(int zone, int owner, int[] cells) {}

    public record Placed(int owner, int piece, int cell, int count) {}

    /** A player's track: cells in the order the player's pieces run them, and whether it leads off. */
    public record TrackCells(String name, int owner, int[] cells, boolean thenOff) {}

    /** A move program, already macro-expanded: run from each piece of the type, or from the reserve. */
    public record MoveProgram(Pos pos, int piece, List<String> groups, boolean drop, Block body, boolean chosenByOpponent) {}

    /** Effects run after each move of the groups (every move when {@code groups} is empty). */
    public record AfterProgram(Pos pos, List<String> groups, Block body) {}

    public enum SymbolKind { PLAYER, PIECE, DIRECTION, RELATIVE_DIRECTIONS, ZONE, FLAG, CELL }

    public record Symbol(SymbolKind kind, int index, Type type) {}

    /** Resolves a declared name (not locals or builtins), in a fixed order of precedence. */
    public Symbol resolve(String name) {
        int i = players.indexOf(name);
        if (i >= 0) {
            return new Symbol(SymbolKind.PLAYER, i, Type.PLAYER);
        }
        i = pieces.indexOf(name);
        if (i >= 0) {
            return new Symbol(SymbolKind.PIECE, i, Type.PIECE);
        }
        i = geometry.direction(name);
        if (i >= 0) {
            return new Symbol(SymbolKind.DIRECTION, i, Type.DIRECTION);
        }
        i = relativeNames.indexOf(name);
        if (i >= 0) {
            return new Symbol(SymbolKind.RELATIVE_DIRECTIONS, i, Type.DIRECTIONS);
        }
        i = zoneNames.indexOf(name);
        if (i >= 0) {
            return new Symbol(SymbolKind.ZONE, i, Type.ZONE);
        }
        i = flags.indexOf(name);
        if (i >= 0) {
            return new Symbol(SymbolKind.FLAG, i, Type.FLAG);
        }
        i = geometry.cell(name);
        if (i >= 0) {
            return new Symbol(SymbolKind.CELL, i, Type.CELL);
        }
        return null;
    }

    public int playerIndex(String name) {
        return players.indexOf(name);
    }
}
