package gamut.engine;

import gamut.board.Board;
import gamut.core.Geometry;
import gamut.core.LetterFormat;
import gamut.core.Move;
import gamut.rules.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * What a game's position in letters ({@code position fen { ... }}) says a position is, where it says
 * less or more than the board's hash, for repetition ("the same position, the same possible moves"):
 * <ul>
 * <li>a flag named by a rights field ({@code without moved { K = e1 h1, ... }}) counts, on pieces of
 * the kinds its rights stand for, only through the rights it leaves: once the king has moved, the
 * rooks' flags change no possible move;</li>
 * <li>the cell a piece has just passed over ({@code passed pawn ahead}) counts when a piece of that
 * kind of another player stands beside the piece that passed, across its way, and so may take it in
 * passing (FEN's en passant square).</li>
 * </ul>
 */
final class RepetitionFacts {
    private final Rules rules;
    private final List<LetterFormat.Rights> rights;
    private final LetterFormat.Passed passed;

    private RepetitionFacts(Rules rules, List<LetterFormat.Rights> rights, LetterFormat.Passed passed) {
        this.rules = rules;
        this.rights = rights;
        this.passed = passed;
    }

    /** The facts of the game's first position in letters that has any, or null when none does. */
    static RepetitionFacts of(Rules rules) {
        for (LetterFormat format : rules.letterFormats()) {
            List<LetterFormat.Rights> rights = new ArrayList<>();
            LetterFormat.Passed passed = null;
            for (LetterFormat.Field field : format.fields()) {
                if (field instanceof LetterFormat.Rights r) {
                    rights.add(r);
                } else if (field instanceof LetterFormat.Passed p) {
                    passed = p;
                }
            }
            if (!rights.isEmpty() || passed != null) {
                return new RepetitionFacts(rules, List.copyOf(rights), passed);
            }
        }
        return null;
    }

    /** What to add to the board's hash, {@code lastMove} having led to the position. */
    long key(Board board, int lastMove) {
        long key = passed == null ? 0 : passedKey(board, lastMove);
        for (int f = 0; f < rights.size(); f++) {
            key ^= rightsKey(board, rights.get(f), f);
        }
        return key;
    }

    /** The flag's keys taken out of the hash on the kinds of the rights, and a key for each right that holds. */
    private long rightsKey(Board board, LetterFormat.Rights r, int field) {
        int bit = 1 << r.flag();
        long key = 0;
        for (int c = 0; c < board.cells(); c++) {
            if ((board.flags[c] & bit) != 0 && board.owner[c] >= 0 && Turns.contains(r.types(), board.piece[c])) {
                key ^= rules.keys().flags(c, bit);
            }
        }
        for (int i = 0; i < r.rights().size(); i++) {
            if (holds(board, r.rights().get(i), bit)) {
                key ^= rules.keys().fact(field, i);
            }
        }
        return key;
    }

    /** Whether each cell of the right holds its piece without the flag. */
    static boolean holds(Board board, LetterFormat.Right right, int bit) {
        for (int k = 0; k < right.cells().length; k++) {
            int c = right.cells()[k];
            if (board.owner[c] != right.owners()[k] || board.piece[c] != right.types()[k] || (board.flags[c] & bit) != 0) {
                return false;
            }
        }
        return true;
    }

    /** The key of the cell passed over by {@code lastMove} when a piece could take in passing, else 0. */
    private long passedKey(Board board, int lastMove) {
        if (lastMove < 0 || rules.moveKind(lastMove) != Move.MOVE) {
            return 0;
        }
        int to = rules.moveTo(lastMove);
        int owner = board.owner[to];
        if (owner < 0 || owner >= rules.players() || board.piece[to] != passed.piece()) {
            return 0;
        }
        Geometry geo = rules.geometry;
        int d = passed.direction()[owner];
        int over = geo.next(rules.moveFrom(lastMove), d);
        if (over < 0 || geo.next(over, d) != to) {
            return 0;
        }
        for (int side = 0; side < geo.directions(); side++) {
            int beside = geo.next(to, side);
            boolean across = geo.dx(side) * geo.dx(d) + geo.dy(side) * geo.dy(d) == 0;
            if (across && beside >= 0 && board.owner[beside] >= 0 && board.owner[beside] != owner
                    && board.owner[beside] < rules.players() && board.piece[beside] == passed.piece()) {
                return rules.keys().passed(over);
            }
        }
        return 0;
    }
}
