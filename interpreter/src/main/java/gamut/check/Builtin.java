package gamut.check;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The builtin names of the expression language. {@code cursor} ones read the cell a move program
 * stands on and so exist only inside move programs. A new builtin takes three files: its constant
 * here, its case in the compiler's {@code Builtins}, and its row in docs/language.md (a test holds
 * that table equal to this one); the grammar does not change (docs/architecture.md).
 */
public enum Builtin {
    EMPTY("empty", Type.BOOL, true, "the cell under the cursor is empty"),
    FRIEND("friend", Type.BOOL, true, "the cell under the cursor holds a piece of the mover"),
    ENEMY("enemy", Type.BOOL, true, "the cell under the cursor holds a piece of another player"),
    NEUTRAL("neutral", Type.BOOL, true, "the cell under the cursor holds a neutral piece (one that belongs to no player)"),
    IS("is", Type.BOOL, true, "the piece under the cursor has the given type", Type.PIECE),
    IN("in", Type.BOOL, true, "the cursor is in the zone (the mover's own, for a zone per player)", Type.ZONE),
    HAS("has", Type.BOOL, true, "the piece under the cursor carries the flag", Type.FLAG),
    CAN_STEP("can_step", Type.BOOL, true, "a cell lies next to the cursor in the direction", Type.DIRECTION),
    LINE_COUNT("line_count", Type.INT, true,
            "occupied cells, of all players, on the whole line through the cursor along the direction", Type.DIRECTION),
    DISTANCE("distance", Type.INT, true, "fewest steps from the cursor to the cell", Type.CELL),
    STACK("stack", Type.INT, true, "how many pieces stand on the cell under the cursor"),
    HERE("here", Type.CELL, true, "the cell under the cursor"),
    ORIGIN("origin", Type.CELL, true, "the cell the moving piece started from"),
    OPPOSITE("opposite", Type.DIRECTION, false, "the direction pointing the other way", Type.DIRECTION),
    ALL_DIRECTIONS("directions", Type.DIRECTIONS, false, "every declared direction"),
    MOVER("mover", Type.PLAYER, false, "the player making the move (in an end rule: who just moved)"),
    OPPONENT("opponent", Type.PLAYER, false, "the next player in turn order after the mover"),
    CONNECTED("connected", Type.BOOL, false,
            "all the player's pieces on the board form one group (a single piece is connected)", Type.PLAYER),
    COUNT("count", Type.INT, false, "how many pieces the player has on the board", Type.PLAYER),
    PIECES("pieces", Type.INT, false, "how many pieces of the type the player has on the board",
            Type.PLAYER, Type.PIECE),
    NEUTRALS("neutrals", Type.INT, false, "how many neutral pieces of the type stand on the board", Type.PIECE),
    RESERVE("in_reserve", Type.INT, false, "how many pieces of the type wait in the player's reserve",
            Type.PLAYER, Type.PIECE),
    EXITED("exited", Type.INT, false, "how many pieces the player has moved off the board", Type.PLAYER),
    COUNT_IN("count_in", Type.INT, false, "how many of the player's pieces stand in the zone (the player's own, for a zone per player)",
            Type.PLAYER, Type.ZONE),
    TOTAL_IN("total_in", Type.INT, false,
            "how many pieces of any owner, players' and neutral alike, stand on the player's cells of the zone",
            Type.PLAYER, Type.ZONE),
    PIECES_IN("pieces_in", Type.INT, false, "how many of the player's pieces of the type stand in the zone",
            Type.PLAYER, Type.PIECE, Type.ZONE),
    FLAGGED("flagged", Type.INT, false, "how many of the player's pieces of the type carry the flag",
            Type.PLAYER, Type.PIECE, Type.FLAG),
    OCCUPIED_IN("occupied_in", Type.INT, false, "how many cells of the zone hold the player's pieces (on top)",
            Type.PLAYER, Type.ZONE),
    BENEATH_IN("beneath_in", Type.INT, false,
            "how many of the player's pieces lie beneath another player's in the zone ('captures stay beneath')",
            Type.PLAYER, Type.ZONE),
    AT_TURN_START("at_turn_start", Type.INT, false,
            "the value a number or condition had when the current turn began", Type.INT),
    OWNER_OF("owner_of", Type.PLAYER, false, "the player whose pieces stand on the cell (none when it is empty or its piece is neutral)",
            Type.CELL),
    PIECE_AT("piece_at", Type.PIECE, false, "the type of the piece on the cell (none when it is empty)", Type.CELL),
    AHEAD("track_cell", Type.CELL, false, "the cell that many steps further along the player's track (none past its end)",
            Type.PLAYER, Type.CELL, Type.INT),
    PLACE("track_place", Type.INT, false, "how far along the player's track the cell lies, from 0 (-1 when not on it)",
            Type.PLAYER, Type.CELL),
    MIN("min", Type.INT, false, "the smaller of two numbers", Type.INT, Type.INT),
    MAX("max", Type.INT, false, "the larger of two numbers", Type.INT, Type.INT),
    OFF_BOARD("off_board", Type.BOOL, true, "after 'advance': the cursor has gone past the end of the track"),
    ALL_CELLS("cells", Type.ZONE, false, "every cell of the board"),
    DROPPED("dropped", Type.BOOL, false, "in an end rule: the move just made was a drop from the reserve"),
    TURN_NUMBER("turn_number", Type.INT, false, "the number of the turn being played (in an end rule: just played), 1 for the game's first"),
    FIRST_PLAYER("first_player", Type.PLAYER, false, "the player who moved first"),
    DICE("dice", Type.DICE, false, "the dice of this turn not used yet (for use in 'for')"),
    OVERSHOOT("overshoot", Type.INT, true, "after 'advance': how many steps the cursor went past the end of the track"),
    BEHIND("behind", Type.INT, true, "the mover's pieces on track cells before the origin"),
    CAPTURED("captured", Type.BOOL, true, "the move being built already captures the piece under the cursor"),
    VISITED("visited", Type.BOOL, true, "the moving piece started from or has landed on the cell under the cursor in the move being built"),
    IN_A_ROW("in_a_row", Type.BOOL, false,
            "the player has that many pieces or more on consecutive cells of one straight line", Type.PLAYER, Type.INT),
    ROW_THROUGH("row_through", Type.INT, false,
            "the longest unbroken straight line of its owner's pieces through the cell (0 when it is empty)", Type.CELL),
    ROW_ALONG("row_along", Type.INT, false,
            "the same, along the direction and its opposite only", Type.CELL, Type.DIRECTION),
    IN_LINE("in_line", Type.BOOL, false,
            "the cell's piece stands on a line of the zone (one given as lines) whose cells all hold its owner's pieces",
            Type.ZONE, Type.CELL),
    COMPLETED("completed", Type.BOOL, false,
            "the last move made completed a line of the zone (one given as lines): its landing cell is 'in_line'", Type.ZONE),
    LAST_CELL("last_cell", Type.CELL, false,
            "where the last move made landed (in an end rule: the move just made); no cell after a pass, an exit, a removal"),
    CONNECTS("connects", Type.BOOL, false,
            "a chain of the player's pieces, each next to the one before, links the two zones (the player's own cells)",
            Type.PLAYER, Type.ZONE, Type.ZONE),
    CAN_MOVE("can_move", Type.BOOL, false,
            "the player would have a legal move (not a pass) if a turn of theirs began now", Type.PLAYER),
    LAST_FROM("last_from", Type.CELL, false,
            "where the last move made started (in an end rule: the move just made); no cell after a drop or a pass"),
    ATTACKED("attacked", Type.BOOL, false,
            "a move of another player could take the piece on the cell now (on an empty cell: a piece of the mover)",
            Type.CELL),
    IN_CHECK("in_check", Type.BOOL, false, "a royal piece of the player could be taken now", Type.PLAYER),
    FILE("file", Type.INT, false, "the file of a cell named like a grid's, a = 1 (0 for another name)", Type.CELL),
    RANK("rank", Type.INT, false, "the rank of a cell named like a grid's, the number in its name (0 for another name)",
            Type.CELL),
    CELL_AT("cell_at", Type.CELL, false, "the cell named by that file and rank (file 1 is a), if there is one",
            Type.INT, Type.INT),
    POINT("point", Type.CELL, false, "the cell named by the number, as the points of a points board are, if there is one",
            Type.INT),
    GROUP("group", Type.GROUP, false,
            "the cells linked to the cell, each next to the one before, holding pieces of its owner (for an empty cell: its region of empty cells); for 'for', 'any' and 'all'",
            Type.CELL),
    GROUP_SIZE("group_size", Type.INT, false, "how many cells the group of the cell has (0 for no cell)", Type.CELL),
    LIBERTIES("liberties", Type.INT, false,
            "how many distinct empty cells lie next to the group of the cell (0 for an empty cell)", Type.CELL),
    BORDERS("borders", Type.BOOL, false, "a piece of the player lies next to the group of the cell", Type.CELL, Type.PLAYER),
    TERRITORY("territory", Type.INT, false,
            "how many empty cells lie in regions of empty cells bordered by the player's pieces and no other player's",
            Type.PLAYER),
    PASSES("passes", Type.INT, false,
            "how many passes in a row end the line of play (in an end rule: the move just made included)");

    /** For 'highest' with a value macro: the call that holds the tally, and the name of the player it is for. */
    public static final String TALLY = "highest";
    public static final String TALLY_PLAYER = "the player";

    private final String word;
    private final Type result;
    private final boolean cursor;
    private final String meaning;
    private final List<Type> params;

    Builtin(String word, Type result, boolean cursor, String meaning, Type... params) {
        this.word = word;
        this.result = result;
        this.cursor = cursor;
        this.meaning = meaning;
        this.params = Arrays.asList(params);
    }

    private static final Map<String, Builtin> BY_WORD = new LinkedHashMap<>();

    static {
        for (Builtin b : values()) {
            BY_WORD.put(b.word, b);
        }
    }

    public static Builtin find(String word) {
        return BY_WORD.get(word);
    }

    public static Iterable<String> words() {
        return BY_WORD.keySet();
    }

    public String word() {
        return word;
    }

    public Type result() {
        return result;
    }

    public boolean needsCursor() {
        return cursor;
    }

    public String meaning() {
        return meaning;
    }

    public List<Type> params() {
        return params;
    }

    /**
     * What a call reads of the position, so that a compile-time reading of a program can tell the
     * cells a run depends on: the cell under the cursor, the board's shape, the move's origin and
     * mover and its own numbers ({@code LOCAL}); those and the cell its first argument names
     * ({@code GIVEN_CELL}); or more than cells (counts, the last move, questions that generate
     * moves: {@code WIDER}).
     */
    public enum Reads { LOCAL, GIVEN_CELL, WIDER }

    public Reads reads() {
        return switch (this) {
            case EMPTY, FRIEND, ENEMY, NEUTRAL, IS, HAS, STACK, IN, CAN_STEP, DISTANCE, HERE, ORIGIN, OPPOSITE,
                    ALL_DIRECTIONS, MOVER, OPPONENT, MIN, MAX, ALL_CELLS, FILE, RANK, CELL_AT, POINT -> Reads.LOCAL;
            case OWNER_OF, PIECE_AT -> Reads.GIVEN_CELL;
            default -> Reads.WIDER;
        };
    }
}
