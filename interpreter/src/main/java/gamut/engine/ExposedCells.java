package gamut.engine;

import gamut.board.Board;
import gamut.board.Occupancy;
import gamut.core.Move;
import gamut.rules.InPlaceMoves;
import gamut.rules.Program;
import gamut.rules.Rules;
import java.util.Arrays;

/**
 * Judges a plain move legal without trying it, where the answer is sure. Where the rules forbid
 * only leaving one's royal pieces attacked (and perhaps, after drops alone, something more), a
 * move is legal when no royal piece of the mover is attacked now, the move is not a royal piece's,
 * it changes only the cell it leaves and the cell it lands on, and neither cell is one that a run
 * of an opposing piece able to reach a royal piece could read ({@link Program#addReads}): that run
 * then goes after the move exactly as before it, and takes no royal piece. Those cells are worked
 * out once per position and player; a piece whose reads are not known to be cells alone makes
 * every move tried as before.
 */
final class ExposedCells {
    private final TrialMoves trial;
    private final Rules rules;
    private final Board board;
    private final boolean royalsOnly;
    private final int words;
    private final boolean[] judgedInPlace;
    private final InPlaceMoves inPlace;

    /** The position and player the cells were worked out for; whether any move may be judged here. */
    private long positionKey;
    private int keyPlayer = -1;
    private boolean sure;
    private long[] cells;
    /** The position and player a move was last asked about, before the cells were worked out for them. */
    private long askedKey;
    private int askedPlayer = -1;

    ExposedCells(TrialMoves trial, Rules rules, Board board) {
        this.trial = trial;
        this.rules = rules;
        this.board = board;
        this.inPlace = rules.inPlace();
        this.royalsOnly = rules.royals().length > 0 && !rules.forbidsRepetition()
                && (rules.forbidEachMove().length == 0 || inPlace.forbidsOnlyDrops());
        this.words = (board.cells() + 63) >>> 6;
        this.cells = new long[words];
        // Per program, whether its moves may be judged in place: they change two cells, and move no royal piece.
        this.judgedInPlace = new boolean[rules.programCount()];
        for (int p = 0; p < judgedInPlace.length; p++) {
            int type = rules.program(p).piece();
            judgedInPlace[p] = inPlace.changesTwoCells(p) && java.util.Arrays.stream(rules.royals()).noneMatch(r -> r == type);
        }
    }

    /** Whether the rules let any move be judged so. */
    boolean applies() {
        return royalsOnly;
    }

    /** Whether the move of the player is surely legal; false when it must be tried. */
    boolean surelyLegal(int move, int player) {
        if (Move.isCompound(move)) {
            return false;
        }
        int kind = Move.kind(move);
        boolean drop = kind == Move.DROP;
        int program = Move.program(move);
        if (kind != Move.MOVE && !drop || drop && inPlace.dropForbiddable(program)) {
            return false;
        }
        if (!judgedInPlace[program]) {
            return false;
        }
        long key = board.hash();
        if (key != positionKey || player != keyPlayer) {
            if (key != askedKey || player != askedPlayer) {
                // The first move judged here is tried: a random playout judges one move a position,
                // and working the cells out would cost as much as trying it.
                askedKey = key;
                askedPlayer = player;
                return false;
            }
            workOut(player);
        }
        return sure && !has(Move.to(move)) && (drop || !has(Move.from(move)));
    }

    private boolean has(int cell) {
        return (cells[cell >>> 6] & (1L << cell)) != 0;
    }

    /** The cells read by the runs of opposing pieces that could reach one of the player's royal pieces. */
    private void workOut(int player) {
        positionKey = board.hash();
        keyPlayer = player;
        Arrays.fill(cells, 0);
        sure = !trial.inCheck(player);
        Occupancy occupancy = board.occupancy();
        for (int type : rules.royals()) {
            for (int royal = occupancy.nextOf(player, type, 0); sure && royal >= 0; royal = occupancy.nextOf(player, type, royal + 1)) {
                for (int other = 0; other < rules.players() && sure; other++) {
                    if (other != player) {
                        sure = addReads(other, royal);
                    }
                }
            }
        }
    }

    /** Adds the reads of the other player's runs that could reach the cell; false when one's are not known. */
    private boolean addReads(int other, int target) {
        Occupancy occupancy = board.occupancy();
        for (int index = 0; index < rules.programCount(); index++) {
            Program program = rules.program(index);
            if (!program.takes()) {
                continue;
            }
            if (program.drop()) {
                return false;
            }
            int whose = program.neutrals() ? rules.players()
                    : program.opponents() ? (other + 1) % rules.players() : other;
            for (int c = occupancy.nextOf(whose, program.piece(), 0); c >= 0; c = occupancy.nextOf(whose, program.piece(), c + 1)) {
                if (program.mayTake(other, c, target) && !program.addReads(other, c, cells)) {
                    return false;
                }
            }
        }
        return true;
    }
}
