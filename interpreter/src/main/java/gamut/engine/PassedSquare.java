package gamut.engine;

import gamut.board.Board;
import gamut.core.Geometry;
import gamut.core.LetterFormat;
import gamut.core.Move;
import gamut.rules.Rules;

/**
 * The cell a piece has just passed over, as a game's position in letters declares it ({@code passed
 * pawn ahead}, FEN's en passant square), is part of the position for repetition when a piece of
 * that kind of another player stands beside the piece that passed, across its way, and so may take
 * it in passing. Elsewhere, as in FEN's practice and the Laws' "same possible moves", it is not.
 */
final class PassedSquare {
    private final Rules rules;
    private final LetterFormat.Passed passed;

    private PassedSquare(Rules rules, LetterFormat.Passed passed) {
        this.rules = rules;
        this.passed = passed;
    }

    /** The game's passed field, or null when no position in letters declares one. */
    static PassedSquare of(Rules rules) {
        for (LetterFormat format : rules.letterFormats()) {
            for (LetterFormat.Field field : format.fields()) {
                if (field instanceof LetterFormat.Passed p) {
                    return new PassedSquare(rules, p);
                }
            }
        }
        return null;
    }

    /** The key of the cell passed over by {@code lastMove} when a piece could take in passing, else 0. */
    long key(Board board, int lastMove) {
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
