package gamut.ui.controller;

import gamut.core.Move;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * Turns clicks into moves: the selection (a piece on the board or a piece type in the reserve of
 * the player to move), the cells it may go to, drops, the off-board area, passing, and the choice
 * offered when one click means several moves. A click that means one legal move is played through
 * the mover; a refused click says why and changes nothing but the selection it names.
 */
final class ClickInterpreter {
    private final Session session;
    /** Why a person may not move now, or null. */
    private final Supplier<String> refusal;
    /** Plays a legal move and returns it in notation. */
    private final IntFunction<String> mover;
    private final MoveList legal = new MoveList();
    private int selectedCell = -1;
    private int selectedType = -1;
    /** The landings clicked so far of a move of several landings (a multi-jump), in order. */
    private final List<Integer> path = new ArrayList<>();

    ClickInterpreter(Session session, Supplier<String> refusal, IntFunction<String> mover) {
        this.session = session;
        this.refusal = refusal;
        this.mover = mover;
    }

    int selectedCell() {
        return selectedCell;
    }

    int selectedReserveType() {
        return selectedType;
    }

    void deselect() {
        selectedCell = -1;
        selectedType = -1;
        path.clear();
    }

    /** The landings of the move being clicked so far, oldest first. */
    List<Integer> path() {
        return List.copyOf(path);
    }

    /** The cells a click would move the selected piece (or reserve piece) to. */
    int[] targets() {
        if (refusal.get() != null || (selectedCell < 0 && selectedType < 0)) {
            return new int[0];
        }
        generate();
        int[] out = new int[legal.size()];
        int n = 0;
        out = Arrays.copyOf(out, legal.size() * 2);
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            if (matchesSelection(m) && game().to(m) != Move.NONE && alongPath(m, path)) {
                int[] clicks = clicks(m);
                if (clicks.length > path.size()) {
                    out[n++] = clicks[path.size()];
                }
                out[n++] = game().to(m);
            }
        }
        return Arrays.stream(Arrays.copyOf(out, n)).distinct().toArray();
    }

    boolean canExit() {
        return refusal.get() == null && !exits().isEmpty();
    }

    boolean canPass() {
        if (refusal.get() != null) {
            return false;
        }
        generate();
        return !collect(m -> game().kind(m) == Move.PASS).isEmpty();
    }

    // ---- clicks

    Click clickCell(int cell) {
        String no = refusal.get();
        if (no != null) {
            return Click.refused(no);
        }
        generate();
        String where = game().geometry().cellName(cell);
        if (selectedType >= 0) {
            List<Integer> drops = collect(m -> game().kind(m) == Move.DROP && game().to(m) == cell
                    && game().pieceOf(m) == selectedType);
            if (!drops.isEmpty()) {
                return play(drops);
            }
            if (movesFrom(cell).isEmpty()) {
                return Click.refused("a " + game().pieceName(selectedType) + " cannot be dropped on " + where);
            }
        }
        if (selectedCell >= 0) {
            Click fromSelection = clickFromSelection(cell, where);
            if (fromSelection != null) {
                return fromSelection;
            }
        }
        List<Integer> from = movesFrom(cell);
        if (!from.isEmpty()) {
            if (from.stream().allMatch(this::namedByItsCell)) {
                return play(from);
            }
            selectedCell = cell;
            selectedType = -1;
            path.clear();
            return Click.of(Click.Kind.SELECTED, describe(cell) + " selected: " + from.size()
                    + (from.size() == 1 ? " move" : " moves"));
        }
        List<Integer> drops = collect(m -> game().kind(m) == Move.DROP && game().to(m) == cell);
        if (!drops.isEmpty()) {
            return play(drops);
        }
        return Click.refused(whyNot(cell));
    }

    /**
     * A click with a piece selected: remove or deselect it (its own cell), move it (a target), or
     * refuse; null when the click rather selects the piece on the cell clicked.
     */
    private Click clickFromSelection(int cell, String where) {
        int from = selectedCell;
        if (cell == from && !path.isEmpty()) {
            // A capture may come back round to the square it started from.
            Click along = clickAlongPath(from, cell, where);
            if (along != null) {
                return along;
            }
        }
        if (cell == from) {
            List<Integer> removals = collect(m -> game().from(m) == from && isRemoval(m));
            if (!removals.isEmpty()) {
                return play(removals);
            }
            deselect();
            return Click.of(Click.Kind.DESELECTED, where + " deselected");
        }
        Click along = clickAlongPath(from, cell, where);
        if (along != null) {
            return along;
        }
        List<Integer> moves = collect(m -> game().kind(m) == Move.MOVE && game().from(m) == from && game().to(m) == cell
                && alongPath(m, path));
        if (!moves.isEmpty()) {
            return play(moves);
        }
        if (movesFrom(cell).isEmpty()) {
            return Click.refused(describe(from) + " cannot go to " + where + "; it can go to: " + targetNames(from));
        }
        return null;
    }

    /**
     * A click on the next landing of a move of several landings: the path grows by it, and the move
     * is played once the path clicked is all of it (a choice is offered when it could also go on).
     * Null when no move from the selected piece lands there next.
     */
    private Click clickAlongPath(int from, int cell, String where) {
        List<Integer> longer = new ArrayList<>(path);
        longer.add(cell);
        List<Integer> going = collect(m -> game().kind(m) == Move.MOVE && game().from(m) == from && alongPath(m, longer));
        if (going.isEmpty()) {
            return null;
        }
        List<Integer> ending = going.stream().filter(m -> clicks(m).length == longer.size()).toList();
        if (!ending.isEmpty()) {
            return play(ending.size() == going.size() ? ending : going);
        }
        path.add(cell);
        return Click.of(Click.Kind.SELECTED, describe(from) + " goes to " + where + " and on: click the next cell of the move");
    }

    /**
     * The cells a person clicks after the piece to name the move: its landings, then the cells where
     * it places neutral pieces (a move, then where its arrow goes).
     */
    private int[] clicks(int move) {
        int[] landings = game().landings(move);
        int[] placed = game().placed(move);
        int[] all = Arrays.copyOf(landings, landings.length + placed.length);
        System.arraycopy(placed, 0, all, landings.length, placed.length);
        return all;
    }

    /** Whether the move's clicks begin with the cells of the path. */
    private boolean alongPath(int move, List<Integer> cells) {
        int[] landings = clicks(move);
        if (landings.length < cells.size()) {
            return false;
        }
        for (int i = 0; i < cells.size(); i++) {
            if (landings[i] != cells.get(i)) {
                return false;
            }
        }
        return true;
    }

    Click clickReserve(int player, int type) {
        String no = refusal.get();
        if (no != null) {
            return Click.refused(no);
        }
        State state = session.state();
        String piece = game().pieceName(type);
        if (state.reserve(player, type) == 0) {
            return Click.refused(game().playerName(player) + " has no " + piece + " in reserve");
        }
        if (player != state.toMove()) {
            return Click.refused("that is " + game().playerName(player) + "'s reserve; "
                    + game().playerName(state.toMove()) + " is to move");
        }
        generate();
        List<Integer> drops = collect(m -> game().kind(m) == Move.DROP && game().pieceOf(m) == type);
        if (drops.isEmpty()) {
            return Click.refused("no " + piece + " can be dropped now" + legalHint());
        }
        if (selectedType == type) {
            deselect();
            return Click.of(Click.Kind.DESELECTED, piece + " deselected");
        }
        selectedType = type;
        selectedCell = -1;
        return Click.of(Click.Kind.SELECTED, piece + " selected: drop it on one of " + drops.size() + " cells");
    }

    Click clickOff() {
        String no = refusal.get();
        if (no != null) {
            return Click.refused(no);
        }
        List<Integer> exits = exits();
        if (exits.isEmpty()) {
            return Click.refused(selectedCell >= 0 ? describe(selectedCell) + " cannot leave the board now"
                    : "no piece can leave the board now" + legalHint());
        }
        return play(exits);
    }

    Click pass() {
        String no = refusal.get();
        if (no != null) {
            return Click.refused(no);
        }
        generate();
        List<Integer> passes = collect(m -> game().kind(m) == Move.PASS);
        if (passes.isEmpty()) {
            return Click.refused("passing is not legal now" + legalHint());
        }
        return play(passes);
    }

    Click choose(int move) {
        String no = refusal.get();
        if (no != null) {
            return Click.refused(no);
        }
        generate();
        for (int i = 0; i < legal.size(); i++) {
            if (legal.get(i) == move) {
                return play(List.of(move));
            }
        }
        return Click.refused("that move is no longer legal");
    }

    /** The only move meant is played; several are offered to choose from. */
    private Click play(List<Integer> moves) {
        if (moves.size() > 1) {
            List<String> labels = new ArrayList<>();
            for (int m : moves) {
                labels.add(Notation.format(session.state(), m));
            }
            return new Click(Click.Kind.CHOOSE, "choose one of " + moves.size() + " moves", List.copyOf(moves),
                    List.copyOf(labels));
        }
        return Click.of(Click.Kind.MOVED, "played " + mover.apply(moves.get(0)));
    }

    // ---- the legal moves

    private Game game() {
        return session.game();
    }

    private void generate() {
        session.state().generate(legal);
    }

    private interface MoveTest {
        boolean test(int move);
    }

    private List<Integer> collect(MoveTest test) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < legal.size(); i++) {
            if (test.test(legal.get(i))) {
                out.add(legal.get(i));
            }
        }
        return out;
    }

    private boolean isRemoval(int m) {
        return game().kind(m) == Move.REMOVE || game().kind(m) == Move.REMOVE_TO_RESERVE;
    }

    /** A move a click on its cell names whole: a removal, or a sowing (which lands nowhere). */
    private boolean namedByItsCell(int m) {
        return isRemoval(m) || game().sows(m) && game().landings(m).length == 0;
    }

    private List<Integer> movesFrom(int cell) {
        return collect(m -> game().kind(m) != Move.DROP && game().kind(m) != Move.PASS && game().kind(m) != Move.ROLL
                && game().from(m) == cell);
    }

    private List<Integer> exits() {
        generate();
        int from = selectedCell;
        return collect(m -> game().kind(m) == Move.EXIT && (from < 0 || game().from(m) == from));
    }

    private boolean matchesSelection(int m) {
        if (selectedType >= 0) {
            return game().kind(m) == Move.DROP && game().pieceOf(m) == selectedType;
        }
        return game().kind(m) == Move.MOVE && game().from(m) == selectedCell;
    }

    // ---- messages

    private String targetNames(int from) {
        List<String> out = new ArrayList<>();
        for (int m : movesFrom(from)) {
            String name = game().kind(m) == Move.EXIT ? "off" : isRemoval(m) ? "removal"
                    : game().geometry().cellName(game().to(m));
            if (!out.contains(name)) {
                out.add(name);
            }
        }
        return String.join(" ", out);
    }

    private String describe(int cell) {
        State state = session.state();
        String where = game().geometry().cellName(cell);
        if (state.owner(cell) < 0) {
            return where;
        }
        return "the " + game().playerName(state.owner(cell)) + " " + game().pieceName(state.piece(cell)) + " on " + where;
    }

    private String whyNot(int cell) {
        State state = session.state();
        String where = game().geometry().cellName(cell);
        if (legal.size() == 1 && game().kind(legal.get(0)) == Move.PASS) {
            return game().playerName(state.decider()) + " has no move and must pass";
        }
        if (state.owner(cell) < 0) {
            return where + " is empty and nothing can be dropped there" + legalHint();
        }
        return describe(cell) + " has no legal move" + legalHint();
    }

    /** A short list of what can be done, for refusal messages. */
    private String legalHint() {
        generate();
        if (legal.size() == 0) {
            return "";
        }
        List<String> some = new ArrayList<>();
        for (int i = 0; i < Math.min(legal.size(), 8); i++) {
            some.add(Notation.format(session.state(), legal.get(i)));
        }
        return "; legal: " + String.join(" ", some) + (legal.size() > 8 ? " ..." : "");
    }
}
