package gamut.check;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Item;
import gamut.base.Pos;
import gamut.core.Geometry;
import java.util.Arrays;
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
        List<String> letters,
        Attributes attributes,
        List<String> flags,
        List<String> relativeNames,
        int[][][] relativeDirections,
        List<String> zoneNames,
        List<ZoneCells> zones,
        List<Placed> setup,
        int[][] reserve,
        Scramble scramble,
        int[] hand,
        boolean handToOwner,
        boolean capturesBeneath,
        int cube,
        List<MoveProgram> programs,
        List<AfterProgram> afters,
        List<String> priorityGroups,
        List<Item.Turn> turns,
        List<Fallback> fallbacks,
        List<TrackCells> tracks,
        Dice dice,
        List<Forbid> forbids,
        List<Item.Prefer> prefers,
        List<Item.Avoid> avoids,
        List<Item.End> ends,
        Item.Repetition repetition,
        Item.Limit limit,
        Item.Limit quietLimit,
        Item.NoMoves noMoves,
        Item.Pass pass,
        Item.Repetition forbiddenRepetition,
        double[] compensation,
        Keywords.KeepMeasure keep,
        List<Integer> royals,
        java.util.Set<gamut.ast.Stmt.For> cellLoops,
        ResolvedNames resolved,
        List<gamut.core.LetterFormat> letterFormats,
        gamut.core.MoveNotation notation,
        gamut.core.Looks looks,
        List<ImageFile> images,
        gamut.core.ComputerLevels computer,
        ItemSources sources,
        DeclaredNames names) {

    /** 'pass allowed': a pass is always among the legal moves. */
    public boolean passAllowed() {
        return pass != null;
    }

    /** 'repetition forbidden': no move may bring back a position of the line. */
    public boolean repetitionForbidden() {
        return forbiddenRepetition != null;
    }

    /**
     * The numbers piece types carry ('disc3 "3" size 3'): the attributes' names, and for each its
     * value per piece type (0 where a type does not give it).
     */
    public record Attributes(List<String> names, int[][] values) {
        static final Attributes NONE = new Attributes(List.of(), new int[0][]);

        /** The attribute's index, or -1. */
        public int index(String name) {
            return names.indexOf(name);
        }
    }

    /** An SVG file a 'show' line names, as written (relative to the definition's folder). */
    public record ImageFile(Pos pos, String path) {}

    /** Cells of zone {@code zone} for {@code owner} (-1: the zone declared for everyone). */
    /** A zone's cells for one owner (-1: every player); {@code lines}: the lines it is given as, none for a zone of cells. */
    public record ZoneCells(int zone, int owner, int[] cells, int[][] lines) {
        public ZoneCells(int zone, int owner, int[] cells) {
            this(zone, owner, cells, new int[0][]);
        }
    }

    /**
     * {@code count} pieces of the owner and type on a cell, over the stacks of {@code buried}
     * (owner, type, height triples from the top down; empty but in a column).
     */
    public record Placed(int owner, int piece, int cell, int count, int[] buried) {}

    /** The set-up's 'scramble N moves seed S': the start is that random walk away from the pieces set up. */
    public record Scramble(int moves, int seed) {}

    /** A player's track: cells in the order the player's pieces run them, and whether it leads off. */
    public record TrackCells(String name, int owner, int[] cells, boolean thenOff, boolean loops) {}

    /** A move program, already macro-expanded: run from each piece of the type, or from the reserve. */
    public record MoveProgram(Pos pos, int piece, List<String> groups, boolean drop, Block body, boolean chosenByOpponent,
                              boolean opponents, boolean neutrals) {}

    /** Effects run after each move of the groups (every move when {@code groups} is empty). */
    public record AfterProgram(Pos pos, List<String> groups, Block body) {}

    /** When {@code group} has no legal move, the moves of {@code other} stand in for it, judged as {@code timing} says. */
    public record Fallback(Pos pos, String group, String other, Keywords.FallbackTiming timing) {}

    /** A condition that no play may leave true, judged at {@code timing}. */
    public record Forbid(Pos pos, Keywords.ForbidTiming timing, Expr condition) {}

    /** Dice rolled at the start of each turn: the usage rules in order, and the opening (null: none). */
    public record Dice(Pos pos, int count, int faces, int doublesPlay, List<Keywords.DiceUsage> mustPlay,
                       Keywords.DiceOpening opening) {}

    public enum SymbolKind { PLAYER, PIECE, DIRECTION, RELATIVE_DIRECTIONS, ZONE, FLAG, CELL }

    public record Symbol(SymbolKind kind, int index, Type type) {}

    /** Resolves a declared name (not locals or builtins), in a fixed order of precedence. */
    public Symbol resolve(String name) {
        int i = DeclaredNames.find(names.players(), name);
        if (i >= 0) {
            return new Symbol(SymbolKind.PLAYER, i, Type.PLAYER);
        }
        i = DeclaredNames.find(names.pieces(), name);
        if (i >= 0) {
            return new Symbol(SymbolKind.PIECE, i, Type.PIECE);
        }
        i = geometry.direction(name);
        if (i >= 0) {
            return new Symbol(SymbolKind.DIRECTION, i, Type.DIRECTION);
        }
        i = DeclaredNames.find(names.relatives(), name);
        if (i >= 0) {
            // A set of one direction for every player ('forward' of a pawn) is itself a direction.
            boolean single = Arrays.stream(relativeDirections[i]).allMatch(d -> d.length == 1);
            return new Symbol(SymbolKind.RELATIVE_DIRECTIONS, i, single ? Type.DIRECTION : Type.DIRECTIONS);
        }
        i = DeclaredNames.find(names.zones(), name);
        if (i >= 0) {
            return new Symbol(SymbolKind.ZONE, i, Type.ZONE);
        }
        i = DeclaredNames.find(names.flags(), name);
        if (i >= 0) {
            return new Symbol(SymbolKind.FLAG, i, Type.FLAG);
        }
        i = geometry.cell(name);
        if (i >= 0) {
            return new Symbol(SymbolKind.CELL, i, Type.CELL);
        }
        return null;
    }

    /** The player's index, or -1. */
    public int playerIndex(String name) {
        return DeclaredNames.find(names.players(), name);
    }

    /** The piece type's index, or -1. */
    public int pieceIndex(String name) {
        return DeclaredNames.find(names.pieces(), name);
    }

    /** The flag's index, or -1. */
    public int flagIndex(String name) {
        return DeclaredNames.find(names.flags(), name);
    }

    /** The zone's index, or -1. */
    public int zoneIndex(String name) {
        return DeclaredNames.find(names.zones(), name);
    }

    /** The index of the set of relative directions, or -1. */
    public int relativeIndex(String name) {
        return DeclaredNames.find(names.relatives(), name);
    }
}
