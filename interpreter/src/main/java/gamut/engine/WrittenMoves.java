package gamut.engine;

import gamut.core.Geometry;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.core.MoveNotation;
import gamut.rules.Program;
import gamut.rules.Rules;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Moves written as a game's {@code notation} item says its players write them: a piece's letter
 * (or none), the cell it leaves only as far as it tells the legal moves apart, the marks between
 * cells, a group's moves by their own names, promotion and check marks, cells by number. What a
 * move is depends on the legal moves beside it, so the forms of all the legal moves of a position
 * are worked out together, and two moves that would read alike are written in the plain notation
 * instead ({@link Notation#longForm}), which tells every move apart.
 */
final class WrittenMoves {
    /** The origin written only as far as needed. */
    static final int NEEDED = -1;
    /** No origin at all, as a player may leave it out where it is needed: read only, to say which moves are meant. */
    static final int NONE = -2;

    private final State state;
    private final Rules rules;
    private final MoveNotation style;
    private final Geometry geo;
    /** The legal moves of the position, and each one's form without the check mark. */
    final MoveList legal = new MoveList();
    final String[] written;
    private final Map<Integer, Integer> index = new HashMap<>();

    private WrittenMoves(State state) {
        this.state = state;
        this.rules = state.rules();
        this.style = rules.notation();
        this.geo = rules.geometry;
        state.generate(legal);
        written = new String[legal.size()];
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < legal.size(); i++) {
            index.putIfAbsent(legal.get(i), i);
            written[i] = form(legal.get(i), NEEDED, true);
            seen.merge(written[i], 1, Integer::sum);
        }
        for (int i = 0; i < legal.size(); i++) {
            if (seen.get(written[i]) > 1) {
                written[i] = Notation.longForm(state, legal.get(i));
            }
        }
    }

    /** The last position asked about on this thread, and its forms: a list of moves is written one by one. */
    private static final ThreadLocal<Object[]> LAST = new ThreadLocal<>();

    /** The forms of the legal moves where the state stands now. */
    static WrittenMoves of(State state) {
        int[] line = state.line();
        Object[] key = {state, state.hash(), line.length, line.length == 0 ? -1 : line[line.length - 1], state.isChance()};
        Object[] last = LAST.get();
        if (last != null && java.util.Arrays.equals(key, (Object[]) last[0])) {
            return (WrittenMoves) last[1];
        }
        WrittenMoves forms = new WrittenMoves(state);
        LAST.set(new Object[] {key, forms});
        return forms;
    }

    /** The move as the game writes it, its check or mate mark included. */
    static String format(State state, int move) {
        WrittenMoves forms = of(state);
        Integer i = forms.index.get(move);
        String base = i != null ? forms.written[i] : forms.form(move, NEEDED, true);
        return base + forms.checkMark(move);
    }

    /**
     * The move written with its origin as {@code origin} asks ({@link #NEEDED}, or a part of
     * {@link MoveNotation}) and the promotion's mark or not: the written form, and the other
     * spellings a reader accepts.
     */
    String form(int move, int origin, boolean promoteMark) {
        return form(move, origin, promoteMark, false);
    }

    /**
     * A lettered piece's move from its whole cell without the letter, with the mark between the
     * cells and without it (7g-7f and 7g7f); none for a drop, an unlettered piece, a move of no cells.
     */
    List<String> letterless(int move, boolean promoteMark) {
        int kind = rules.moveKind(move);
        if (kind != Move.MOVE && kind != Move.EXIT || rules.compounds().landings(move).length == 0 && kind == Move.MOVE) {
            return List.of();
        }
        int piece = rules.program(rules.moveProgram(move)).piece();
        if (style.unlettered()[piece] || rules.letter(piece).isEmpty()) {
            return List.of();
        }
        // The form from the whole cell starts with the letter: a group's name is for NEEDED only.
        String bare = form(move, MoveNotation.CELL, promoteMark).substring(rules.letter(piece).length());
        String from = part(rules.moveFrom(move), MoveNotation.CELL);
        if (!bare.startsWith(from)) {
            return List.of(bare);
        }
        String rest = bare.substring(from.length());
        for (String mark : new String[] {style.moveMark(), style.captureMark()}) {
            if (!mark.isEmpty() && rest.startsWith(mark)) {
                return List.of(bare, from + rest.substring(mark.length()));
            }
        }
        return List.of(bare);
    }

    /** The same, with only the last of several landings written when {@code ends} (9x27 for 9x18x27). */
    String form(int move, int origin, boolean promoteMark, boolean ends) {
        int kind = rules.moveKind(move);
        if (kind == Move.PASS || kind == Move.ROLL || kind == Move.REMOVE || kind == Move.REMOVE_TO_RESERVE
                || rules.compounds().sown(move).length > 0 && rules.compounds().landings(move).length == 0) {
            return Notation.longForm(state, move);
        }
        int piece = rules.program(rules.moveProgram(move)).piece();
        String letter = style.unlettered()[piece] ? "" : rules.letter(piece);
        int[] landings = rules.compounds().landings(move);
        StringBuilder out = new StringBuilder();
        if (kind == Move.DROP) {
            for (int i = 0; i < landings.length; i++) {
                out.append(i == 0 ? letter + style.dropMark() : style.moveMark()).append(cell(landings[i]));
                if (state.board().takenByLanding(landings[i], state.toMove(), piece) > 0) {
                    out.append(style.hitMark());
                }
            }
        } else {
            String name = groupName(move, landings);
            if (name != null && origin == NEEDED) {
                return name;
            }
            int from = rules.moveFrom(move);
            boolean takes = takes(move, from, landings);
            out.append(letter).append(origin(move, from, landings, takes, origin));
            if (kind == Move.EXIT) {
                out.append(style.moveMark()).append(style.exitWord());
            }
            for (int i = ends ? Math.max(0, landings.length - 1) : 0; i < landings.length; i++) {
                int to = landings[i];
                out.append(takes ? style.captureMark() : style.moveMark()).append(cell(to));
                if (Notation.takes(state, from, to)) {
                    out.append(style.hitMark());
                }
            }
        }
        promotion(move, out, promoteMark);
        effects(move, out);
        return out.toString();
    }

    /** The cell as the game writes it, for the player to move. */
    String cell(int cell) {
        return style.cell(geo, cell, state.toMove());
    }

    /** The number past the mover's first numbered cell: 25 where they are numbered 24 to 1. */
    int cellsBeyond() {
        return style.highest(state.toMove()) + 1;
    }

    /** Whether the move takes a piece: where it lands, on its way, or by an effect. */
    private boolean takes(int move, int from, int[] landings) {
        if (rules.compounds().captures(move).length > 0) {
            return true;
        }
        int[] into = rules.compounds().into(move);
        for (int i = 0; i < into.length; i += 2) {
            if (state.owner(into[i]) != state.toMove()) {
                return true;
            }
        }
        for (int to : landings) {
            if (Notation.takes(state, from, to)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The cell the piece leaves, as far as it tells this move from the legal moves of pieces of the
     * same type to the same cell: nothing, its file, its rank, or all of it, in the order the game
     * gives. A piece written without its letter shows its file when it takes, so that the capture
     * does not read as a move of a lettered piece (exd5).
     */
    private String origin(int move, int from, int[] landings, boolean takes, int asked) {
        if (style.origin().length == 0 || asked == MoveNotation.CELL) {
            return cell(from);
        } else if (asked == NONE) {
            return "";
        } else if (asked != NEEDED) {
            return part(from, asked);
        }
        int piece = state.piece(from);
        int end = landings.length == 0 ? Move.NONE : landings[landings.length - 1];
        MoveList others = new MoveList();
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            int other = rules.moveFrom(m);
            if (m != move && other != from && other != Move.NONE && rules.moveKind(m) == rules.moveKind(move)
                    && state.piece(other) == piece && end(m) == end && groupName(m, rules.compounds().landings(m)) == null) {
                others.add(other);
            }
        }
        boolean showFile = style.unlettered()[piece] && takes;
        if (others.size() == 0 && !showFile) {
            return "";
        }
        for (int part : style.origin()) {
            String mine = part(from, part);
            boolean alone = true;
            for (int i = 0; i < others.size() && alone; i++) {
                alone = !part(others.get(i), part).equals(mine);
            }
            if (alone) {
                return mine;
            }
        }
        return cell(from);
    }

    /** Where the move ends: its last landing, or none. */
    private int end(int move) {
        int[] landings = rules.compounds().landings(move);
        return landings.length == 0 ? Move.NONE : landings[landings.length - 1];
    }

    /** A part of a cell's name: the letters of its file, the digits of its rank (or their labels), or all. */
    private String part(int cell, int part) {
        String written = cell(cell);
        // A cell written whole, or by its number, has no parts.
        boolean whole = part == MoveNotation.CELL || style.labels() == null && !written.equals(geo.cellName(cell));
        return whole ? written : style.coordinate(geo, cell, part);
    }

    /** The name the game gives the move's group for the way the piece goes, or null. */
    private String groupName(int move, int[] landings) {
        if (style.names().isEmpty() || landings.length == 0) {
            return null;
        }
        Program program = rules.program(rules.moveProgram(move));
        int direction = direction(rules.moveFrom(move), landings[landings.length - 1]);
        for (MoveNotation.GroupName name : style.names()) {
            if (program.groups().contains(name.group()) && (name.direction() < 0 || name.direction() == direction)) {
                return name.spellings().get(0);
            }
        }
        return null;
    }

    /** The first direction whose steps lead from one cell to the other, or -1. */
    private int direction(int from, int to) {
        for (int d = 0; from != Move.NONE && d < geo.directions(); d++) {
            for (int c = geo.next(from, d), n = 0; c >= 0 && n < geo.cells(); c = geo.next(c, d), n++) {
                if (c == to) {
                    return d;
                }
            }
        }
        return -1;
    }

    /**
     * The promotion's mark (and the new type's letter), or the mark of a promotion declined where
     * a legal move from the same cell to the same cells promotes. Without {@code mark} (as other
     * programs write them): a promotion that names its type leaves the mark out ({@code e8Q}), one
     * that does not keeps it where the piece could also stay as it is, and a declined promotion
     * leaves its mark out ({@code 8h2b} is the move that does not promote, {@code 8h2b+} the one
     * that does).
     */
    private void promotion(int move, StringBuilder out, boolean mark) {
        int type = rules.compounds().promotion(move);
        if (type >= 0) {
            boolean marked = mark || !style.promoteLetter() && sameWay(move, false);
            out.append(marked ? style.promoteMark() : "").append(style.promoteLetter() ? rules.letter(type) : "");
        } else if (mark && style.declinedMark() != null && sameWay(move, true)) {
            out.append(style.declinedMark());
        }
    }

    /** Whether another legal move goes from the same cell to the same cells and promotes ({@code promotes}) or not. */
    private boolean sameWay(int move, boolean promotes) {
        int[] landings = rules.compounds().landings(move);
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            if (m != move && (rules.compounds().promotion(m) >= 0) == promotes && rules.moveFrom(m) == rules.moveFrom(move)
                    && Arrays.equals(rules.compounds().landings(m), landings)) {
                return true;
            }
        }
        return false;
    }

    /** What the move does besides its path, as the plain notation writes it; captures are in its marks already. */
    private void effects(int move, StringBuilder out) {
        if (Move.isCompound(move)) {
            Notation.effects(state, move, out);
        }
    }

    /**
     * The mark of a move that attacks a royal piece of the player to move next, or of one that
     * also leaves that player no legal move and wins: found by playing the move.
     */
    private String checkMark(int move) {
        if (style.check() == null || index.get(move) == null) {
            return "";
        }
        int mover = state.toMove();
        state.make(move);
        try {
            if (Checks.attackedRoyals(state).length == 0) {
                return "";
            }
            MoveList replies = new MoveList();
            state.generate(replies);
            boolean won = state.isOver() && state.result().winner() == mover;
            return style.mate() != null && (won || replies.size() == 0 && !state.isOver()) ? style.mate() : style.check();
        } finally {
            state.unmake();
        }
    }
}
