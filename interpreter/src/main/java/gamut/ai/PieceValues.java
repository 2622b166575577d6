package gamut.ai;

import gamut.board.Board;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.kernel.Kernel;
import java.util.SplittableRandom;

/**
 * Values of the piece types worked out from the rules alone: a piece is worth what it can do. Over
 * a few random games (seeded, so the same rules always give the same values) each type's moves on
 * the board are counted against the pieces of that type there were to make them; a type is worth
 * a unit per move it has on average, and at least one unit (a piece that never moves on the board,
 * a stone once placed, is worth one). Royal pieces are worth nothing as material. In the random
 * games of an 8 by 8 board of the usual long-range pieces this comes within a fifth of the values
 * players have long used, which is a fair start for a search before values are learned.
 */
final class PieceValues {
    /** Enough positions for the averages to settle, few enough to cost well under a second. */
    private static final int GAMES = 12;
    private static final int DECISIONS = 150;
    private static final long SEED = 0x5EED_0F_A1L;
    /** A piece borne off is worth two units: it is a step nearer the goal that cannot be undone. */
    private static final int EXIT_VALUE = 2 * Heuristics.UNIT;

    private PieceValues() {}

    static Heuristics derive(Game game) {
        int types = game.pieces();
        long[] moves = new long[types];
        long[] pieces = new long[types];
        State state = game.newState();
        MoveList list = new MoveList();
        SplittableRandom random = new SplittableRandom(SEED);
        for (int g = 0; g < GAMES; g++) {
            state.reset();
            for (int d = 0; d < DECISIONS && !state.isOver(); ) {
                if (state.isChance()) {
                    state.make(state.randomOutcome(random));
                    continue;
                }
                state.generate(list);
                if (list.size() == 0) {
                    break;
                }
                count(game, state, list, moves, pieces);
                state.make(list.get(random.nextInt(list.size())));
                d++;
            }
        }
        Features features = new Features(game);
        double[] weights = new double[features.size()];
        for (int t = 0; t < types; t++) {
            double average = pieces[t] == 0 ? 0 : (double) moves[t] / pieces[t];
            weights[t] = Math.round(Heuristics.UNIT * Math.max(1, average));
        }
        for (int royal : Kernel.rules(game).royals()) {
            weights[royal] = 0;
        }
        weights[types] = EXIT_VALUE;
        // A piece's whole race track is worth what bearing it off is: its progress there is on the way.
        weights[features.names().indexOf(Features.PROGRESS)] = !features.races() ? 0 : (double) EXIT_VALUE / Features.SCALE;
        return new Heuristics(game, weights, "worked out from the rules");
    }

    /** The board moves of the player to move, by type, and the pieces of each type they had to move. */
    private static void count(Game game, State state, MoveList list, long[] moves, long[] pieces) {
        int mover = state.toMove();
        Board board = Kernel.board(state);
        int types = game.pieces();
        for (int t = 0; t < types; t++) {
            pieces[t] += board.onBoardByType[mover * types + t];
        }
        for (int i = 0; i < list.size(); i++) {
            int move = list.get(i);
            int type = game.pieceOf(move);
            if (type >= 0 && game.from(move) != Move.NONE) {
                moves[type]++;
            }
        }
    }
}
