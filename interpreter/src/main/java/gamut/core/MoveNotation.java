package gamut.core;

import java.util.List;

/**
 * How a game's players write a move, declared by its {@code notation { ... }} item and resolved by
 * the checker: SAN for chess ({@code Nbd2}, {@code exd5}, {@code O-O}, {@code e8=Q+}), square
 * numbers for draughts ({@code 11-15}, {@code 9x18x27}). Every field has a default that writes a
 * move as a game without the item does.
 *
 * @param origin     the parts of the cell a piece leaves tried in turn ({@link #FILE}, {@link #RANK},
 *                   {@link #CELL}) until one tells the move from the other legal moves of the same
 *                   piece type to the same cell; empty: the cell is always written in full
 * @param moveMark   written between the cells of a move that takes nothing
 * @param captureMark written between the cells of a move that takes
 * @param dropMark   written between a dropped piece's letter and its cell
 * @param exitWord   written for the cell of an exit
 * @param hitMark    written after a cell landed on that takes a piece
 * @param unlettered per piece type, whether its letter is left out
 * @param promoteMark written after a move that promotes
 * @param promoteLetter whether the new type's letter follows {@code promoteMark}
 * @param declinedMark written after a move that could have promoted from the same cell to the
 *                   same cells and did not; null for none
 * @param names      groups whose moves are written by a name of their own
 * @param check      written after a move that attacks a royal piece of the player to move next; null for none
 * @param mate       written instead when that player then has no legal move; null for none
 * @param numbers    per player to move, each cell's number, 0 for one not numbered; null when cells
 *                   are written by name
 * @param byTrack    whether the numbers run along each player's track (the reserve and the exit may then
 *                   be read as the numbers past its ends)
 * @param labels     a grid's cells by labels of their own, the file's then the rank's (Shogi's 7g); null
 *                   when cells are written by name
 */
public record MoveNotation(int[] origin, String moveMark, String captureMark, String dropMark, String exitWord,
                           String hitMark, boolean[] unlettered, String promoteMark, boolean promoteLetter,
                           String declinedMark, List<GroupName> names, String check, String mate, int[][] numbers,
                           boolean byTrack, Labels labels) {
    public static final int FILE = 0;
    public static final int RANK = 1;
    public static final int CELL = 2;

    public MoveNotation {
        origin = origin.clone();
        unlettered = unlettered.clone();
        names = List.copyOf(names);
        numbers = numbers == null ? null : java.util.Arrays.stream(numbers).map(int[]::clone).toArray(int[][]::new);
    }

    /** The spellings of a group's moves that go in {@code direction} (-1: any way), the first one written. */
    public record GroupName(String group, int direction, List<String> spellings) {
        public GroupName {
            spellings = List.copyOf(spellings);
        }
    }

    /** The notation of a game without a {@code notation} item, for a game of {@code pieces} piece types. */
    public static MoveNotation plain(int pieces) {
        return new MoveNotation(new int[0], "-", "x", "@", "off", "", new boolean[pieces], "=", true, null,
                List.of(), null, null, null, false, null);
    }

    /**
     * A grid's files and ranks by labels of their own, from file a and rank 1: a cell is written
     * with its file's label, then its rank's.
     */
    public record Labels(List<String> files, List<String> ranks) {
        public Labels {
            files = List.copyOf(files);
            ranks = List.copyOf(ranks);
        }

        /** The label of the cell's file ({@code FILE}) or rank ({@code RANK}), or null for a cell named otherwise. */
        public String of(Geometry geometry, int cell, int part) {
            return label(part, geometry.fileOrRank(cell, part == FILE));
        }

        /** The label of file or rank {@code n}, counted from 1, or null past the board. */
        public String label(int part, int n) {
            List<String> labels = part == FILE ? files : ranks;
            return n >= 1 && n <= labels.size() ? labels.get(n - 1) : null;
        }
    }

    /**
     * The cell's file ({@code FILE}) or rank ({@code RANK}) as the notation labels it (Shogi's 7
     * and g), else as its name has it (e and 4); the whole name for a cell named otherwise.
     */
    public String coordinate(Geometry geometry, int cell, int part) {
        String label = labels == null ? null : labels.of(geometry, cell, part);
        return label != null ? label : geometry.namePart(cell, part == FILE);
    }

    /** The cell as written when {@code player} moves: its number, its labels, or its name. */
    public String cell(Geometry geometry, int cell, int player) {
        int[] own = numbers == null ? null : numbers[Math.max(0, Math.min(player, numbers.length - 1))];
        if (own != null && own[cell] > 0) {
            return Integer.toString(own[cell]);
        }
        String file = labels == null ? null : labels.of(geometry, cell, FILE);
        String rank = labels == null ? null : labels.of(geometry, cell, RANK);
        return file != null && rank != null ? file + rank : geometry.cellName(cell);
    }

    /** The highest number of a cell when {@code player} moves, 0 when cells are written by name. */
    public int highest(int player) {
        int[] own = numbers == null ? null : numbers[Math.max(0, Math.min(player, numbers.length - 1))];
        return own == null ? 0 : java.util.Arrays.stream(own).max().orElse(0);
    }
}
