package gamut.base;

/**
 * The limits that protect the machine from a definition, a record, a position or an argument. Each
 * is far above what a real game needs, is listed in docs/language.md ("Limits"), and when reached
 * is reported as a clear error that names it, never as a crash, a hang or an exhausted memory.
 */
public final class Limits {
    private Limits() {}

    /** Diagnostics reported for one file; the rest are counted in a last line ("... and N more errors"). */
    public static final int DIAGNOSTICS = 100;

    /** Characters of a source line quoted under a diagnostic; a longer line is cut around the column. */
    public static final int QUOTED_LINE = 160;

    /**
     * How deeply blocks, brackets and expressions may nest in a definition file, and in each program
     * and condition once its macros are expanded (compiled rules are walked to this depth as they run).
     */
    public static final int NESTING = 200;

    /** Cells the ranges (such as {@code 1..8}) of one file may stand for, all together. */
    public static final int RANGE = 100_000;

    /**
     * Statements and expressions the checker may make by expanding macros, for one file (its base
     * game and every variant together); also the steps it may take to work out the cells of a zone
     * from its condition. (The compiler unrolls loops only while the copies stay few and small.)
     */
    public static final int EXPANSION = 1_000_000;

    /** Plies a game may last; a game that reaches it ends as a draw, ended by "cap". */
    public static final int GAME_PLIES = 100_000;

    /**
     * Plies a random playout of a tree search plays from the edge of its tree; one that has not
     * ended by then is scored by the game's evaluation, as a playout cut by {@code +cut} is. Far
     * above a real game's random playouts (the longest of the shipped games' average 860 plies, the
     * longest of 100 of them 8,189), so that only a game that cannot end meets it, and its
     * searches no longer play every playout to {@link #GAME_PLIES}.
     */
    public static final int PLAYOUT_PLIES = 10_000;

    /** Positions the engine may visit while working out the complete plays of one roll of the dice. */
    public static final int PLAYS_OF_A_ROLL = 1_000_000;

    /** Depth of a perft count, in plies or turns. */
    public static final int PERFT_DEPTH = 64;

    /** Seconds a timed command (bench) may be asked to run. */
    public static final int SECONDS = 86_400;

    /**
     * Pieces one cell, one reserve or one player's exit count may hold in a position given as text.
     * The engine stores any such count, but sums them along tracks; at most this many pieces per
     * count on the largest board keeps every such sum inside an int.
     */
    public static final int POSITION_COUNT = 1_000;

    /**
     * Changes to the board (a piece leaving or arriving, a capture, a flag, a reserve or borne-off
     * count) the engine keeps to take the moves of one line of play back.
     */
    public static final int BOARD_CHANGES = 10_000_000;

    /**
     * Different stacks buried under others ('captures stay beneath') in one game's life: each is
     * kept once, whatever the number of cells that hold it, so only a game that piles pieces ever
     * higher reaches it.
     */
    public static final int BURIED_COLUMNS = 1_000_000;

    /**
     * Dice played in one turn (a double played 4 times is 4 dice): the engine keeps which are used
     * as the bits of an int, so this cannot be raised.
     */
    public static final int DICE_IN_A_TURN = 31;

    /** How deeply macros may use one another (a macro whose body uses a macro whose body uses ...). */
    public static final int MACRO_DEPTH = 64;

    /** Variants one definition file may declare (each is checked and compiled on its own). */
    public static final int VARIANTS = 100;

    /** Bytes of a file read as text: a definition, a record or a position. */
    public static final int FILE_BYTES = 64 << 20;

    /**
     * Bytes (of UTF-8) of one game definition. Reading and checking one takes about 150 bytes of
     * memory for each of its bytes in the worst case (a list of one cell listed over and over, a
     * program of brackets), so that a definition this long is checked in a heap of 512 MB; the
     * shipped games are a hundred times shorter.
     */
    public static final int DEFINITION_BYTES = 2 << 20;

    /** Threads one search or one comparison may ask for. */
    public static final int THREADS = 256;

    /** Rounds of loops (repeat, while, for) in one run of a move program, an after-program or a rule. */
    public static final int LOOP_ROUNDS = 10_000_000;

    /**
     * Landings of one compound move (a chain of jumps): each landing runs the chain again one level
     * deeper, so this bounds the depth of generation, far above the longest capture of any game.
     */
    public static final int LANDINGS = 256;

    /** Different compound moves (paths, captures, changes of kind or owner) one game may number. */
    public static final int COMPOUND_MOVES = 10_000_000;

    /**
     * Parts of one turn plan ('each of A, B, ...'): the engine keeps the parts played as a set of
     * part numbers, and many sets of a plan far larger would fill the memory.
     */
    public static final int TURN_PARTS = 1_000;

    /**
     * Games of one match played to a number of points: a match whose games keep ending in draws
     * would otherwise never end.
     */
    public static final int MATCH_GAMES = 10_000;

    /**
     * Random moves of a set-up's 'scramble': the walk is played when a game's first state is made,
     * trying every move of each position it passes, so its length bounds that work.
     */
    public static final int SCRAMBLE_MOVES = 10_000;

    /** The highest value a doubling cube may be given ('doubling cube to N'): twenty doublings. */
    public static final int CUBE_VALUE = 1 << 20;

    /** The most points a 'compensation' may add to a player's tally: a fraction beyond reads as no fraction. */
    public static final int COMPENSATION = 1_000_000;
}
