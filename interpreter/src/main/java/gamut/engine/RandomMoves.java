package gamut.engine;

import gamut.board.Board;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.rules.CellTest;
import gamut.rules.Program;
import gamut.rules.Rules;
import java.util.SplittableRandom;

/**
 * How a random playout draws its moves: uniformly among the legal moves, the choice a uniform pick
 * from {@link State#generate} makes, with less work where the rules allow it (the optimised
 * playouts of Soemers et al., 2021).
 *
 * <p>Where moves are judged after they are made (a royal piece, 'forbid ... at each_move', a
 * repetition forbidden), only the move drawn is tried; one that does not stand is taken out and
 * another drawn. Where a repetition forbidden is all that judges, moves are also drawn by origin
 * (below), each move drawn tried, one that does not stand simply drawn again.
 *
 * <p>Where every program's moves from one origin are bounded ({@code Program.maxMoves}), moves are
 * drawn by origin (once no priority program has a move): an origin (a program and a piece it
 * moves) is drawn, its moves are generated, and with k of them and a bound K the draw is kept with
 * chance k/K, one of its moves picked. Each legal move then comes out with the same chance,
 * 1/(origins x K), and a draw that is not kept is simply made again. A drops program that is one
 * loop over cells, each round dropping on its own cell, has its rounds drawn as origins
 * ({@code Program.rounds}). After twice as many draws as there are origins, the moves are all
 * generated and one picked: either way the move is uniform. Where draws are mostly not kept (few
 * moves per origin against the bound), drawing by origin stops for this state.
 */
final class RandomMoves {
    /** Draws by origin are weighed against generating everything after this many moves drawn. */
    private static final int TRIAL = 100;

    private final State state;
    private final Rules rules;
    private final Board board;
    private final Turns turns;
    /** The bound of the programs' moves from one origin, the same for all so that every move is as likely; 0 if any is open. */
    private final int most;
    /** Moves drawn by origin, programs run for them (a full generation counted as one run per origin), origins there were. */
    private long drawn;
    private long runs;
    private long candidates;
    /** How many origins each program has in this draw. */
    private final int[] origins;
    /** Per program, the cells of the pieces it moves in this draw (found once, as a draw tries several). */
    private final int[][] pieceCells;
    private boolean byOrigin;
    /** Whether rules judge each move once made ({@link TrialMoves#judges}): a move drawn is tried. */
    private final boolean judging;
    /**
     * Per program and player, ceil(2^32 / rays): the origin number times it, shifted, is the piece's
     * index without a division (exact while numbers stay below 2^32 / rays: a board's cells times
     * its rays squared must stay below 2^32, else 0 and a division); 0 where a program has no rays.
     */
    private final long[][] perRay;
    /** The board's steps ({@code next[cell * directions + d]}, -1 off the board), for {@link #mayMove}. */
    private final int[] next;
    private final int directions;
    /** The owner index of neutral pieces, for the cell tests. */
    private final int neutral;

    RandomMoves(State state, Rules rules, Board board, Turns turns) {
        this.state = state;
        this.rules = rules;
        this.board = board;
        this.turns = turns;
        this.origins = new int[rules.programCount()];
        this.pieceCells = new int[rules.programCount()][board.cells()];
        this.next = rules.geometry.nextTable();
        this.directions = rules.geometry.directions();
        this.neutral = board.neutral();
        this.perRay = new long[rules.programCount()][];
        int bound = 0;
        for (int p = 0; p < rules.programCount(); p++) {
            Program program = rules.program(p);
            perRay[p] = reciprocals(program, rules.players(), board.cells());
            if (!rules.isPriority(p)) {
                // A round standing alone (a drops loop's, or one along a direction) gives one move at most.
                bound = Math.max(bound, program.rounds() != null || program.rays() != null ? 1 : program.maxMoves());
            }
        }
        this.most = bound == Integer.MAX_VALUE || rules.keepsMostCaptures() ? 0 : bound;
        // A repetition forbidden refuses few moves: the move drawn is tried, as where moves are judged.
        this.judging = TrialMoves.judges(rules);
        this.byOrigin = most > 0 && (!judging || repetitionOnly(rules));
    }

    /** {@code number / rays}, by the reciprocal where there is one. */
    static int quotient(int number, long reciprocal, int rays) {
        return reciprocal != 0 ? (int) ((number * reciprocal) >>> 32) : number / rays;
    }

    /** ceil(2^32 / rays) where a board of that many cells keeps it exact, else 0. */
    static long reciprocal(long rays, int cells) {
        return rays == 0 || cells * rays * rays >= 1L << 32 ? 0 : ((1L << 32) + rays - 1) / rays;
    }

    private static long[] reciprocals(Program program, int players, int cells) {
        long[] r = new long[players];
        for (int player = 0; program.rays() != null && player < players; player++) {
            r[player] = reciprocal(program.rays()[player].length, cells);
        }
        return r;
    }

    /** Whether the only rule that judges moves once made is a repetition forbidden. */
    private static boolean repetitionOnly(Rules rules) {
        return rules.forbidsRepetition() && rules.forbidEachMove().length == 0 && rules.royals().length == 0;
    }

    /** Whether moves are drawn by origin (for now: a poor yield of draws stops it). */
    boolean drawsByOrigin() {
        return byOrigin;
    }

    /** A uniformly random legal move, or -1 when there is none. */
    int draw(MoveList moves, SplittableRandom random) {
        if (state.result() == null && turns.plan < 0 && !state.chance.hasDice()) {
            if (byOrigin) {
                int move = byOrigin(moves, random);
                if (move != -1) {
                    return move;
                }
            }
            if (judging && !rules.keepsMostCaptures()) {
                return judged(moves, random);
            }
        } else if (state.result() == null && turns.plan < 0 && !state.chance.needsRoll
                && !state.cube.pending(state, state.chance, state.toMove()) && !rules.keepsMostCaptures()) {
            // A roll's sub-moves: only those drawn are weighed against the best plays.
            int move = PlayTable.draw(state, random);
            return move == -1 && rules.passesWhenBlocked() ? Move.PASS_MOVE : move;
        }
        state.generate(moves);
        return moves.size() == 0 ? -1 : moves.get(random.nextInt(moves.size()));
    }

    /** Draws among the raw moves, trying only the one drawn; a pass when none stands and the rules pass. */
    private int judged(MoveList moves, SplittableRandom random) {
        int player = state.toMove();
        turns.generateRaw(player, moves);
        TrialMoves probes = TrialMoves.of(state);
        // A pass allowed is one more move to draw, past the programs' ones; it always stands.
        int pass = rules.passAllowed() ? 1 : 0;
        while (moves.size() + pass > 0) {
            int i = random.nextInt(moves.size() + pass);
            if (i == moves.size()) {
                return Move.PASS_MOVE;
            }
            int move = moves.get(i);
            if (probes.legal(move, player, turns)) {
                return move;
            }
            moves.removeAt(i);
        }
        return rules.passesWhenBlocked() ? Move.PASS_MOVE : -1;
    }

    /** A move drawn by origin, or -1 when none was kept in twice as many draws as there are origins. */
    private int byOrigin(MoveList moves, SplittableRandom random) {
        if (drawn == TRIAL && runs * 10 > candidates * 7) {
            // Most draws were not kept: generating every move is cheaper here.
            byOrigin = false;
            return -1;
        }
        int player = state.toMove();
        if (rules.hasPriority() && turns.anyPriorityMove(player, moves)) {
            // The priority programs' moves are all there is: generated in full, as usual.
            return -1;
        }
        int n = countOrigins(player);
        drawn++;
        candidates += n;
        // A pass allowed is an origin of one move, past the programs' ones.
        int pass = rules.passAllowed() ? 1 : 0;
        for (int attempt = 0; attempt < 2 * (n + pass); attempt++) {
            moves.clear();
            runs++;
            int number = random.nextInt(n + pass);
            if (number == n) {
                if (most == 1 || random.nextInt(most) == 0) {
                    return Move.PASS_MOVE;
                }
                continue;
            }
            run(player, moves, number);
            int k = moves.size();
            if (k > most) {
                // A bound that does not hold would make some moves likelier: stop drawing by origin.
                byOrigin = false;
                return -1;
            }
            if (k > 0 && (most == 1 || random.nextInt(most) < k)) {
                int move = moves.get(k == 1 ? 0 : random.nextInt(k));
                // A move that does not stand is drawn no more than one that does: drawing again keeps them even.
                if (!judging || TrialMoves.of(state).legal(move, player, turns)) {
                    return move;
                }
            }
        }
        // Every move is generated next: as many runs again.
        runs += n;
        return -1;
    }

    /**
     * Counts the origins of every program but the priority ones for the player: each piece it moves
     * (times its rounds along one direction, when it has them), each round of a drops loop, or its
     * reserve; {@link #run} finds the one of a number.
     */
    private int countOrigins(int player) {
        int n = 0;
        int types = board.pieceTypes();
        for (int p = 0; p < rules.programCount(); p++) {
            Program program = rules.program(p);
            int count = 0;
            if (rules.isPriority(p)) {
                count = 0;
            } else if (program.drop()) {
                boolean stocked = board.reserve[player * types + program.piece()] > 0;
                count = !stocked ? 0 : program.rounds() != null ? program.rounds().cells()[player].length : 1;
            } else {
                int rays = program.rays() == null ? 1 : program.rays()[player].length;
                count = board.occupancy().cellsWith(turns.whose(program, player), program.piece(), pieceCells[p]) * rays;
            }
            origins[p] = count;
            n += count;
        }
        return n;
    }

    /** Runs the origin of that number (counted as {@link #countOrigins} counts them), its moves going to {@code moves}. */
    private void run(int player, MoveList moves, int number) {
        int p = 0;
        while (number >= origins[p]) {
            number -= origins[p++];
        }
        Program program = rules.program(p);
        if (program.drop() && program.rounds() != null) {
            turns.runRound(player, moves, p, program.rounds().cells()[player][number]);
            return;
        } else if (program.drop()) {
            turns.runFrom(player, moves, p, -1);
            return;
        }
        if (program.rays() != null) {
            // number / rays and number % rays, by a multiplication (a playout tries several origins a move).
            int piece = quotient(number, perRay[p][player], program.rays()[player].length);
            int cell = pieceCells[p][piece];
            int ray = number - piece * program.rays()[player].length;
            if (mayMove(program, player, cell, program.rayEntries()[player][ray])) {
                turns.runRay(player, moves, p, cell, ray);
            }
        } else {
            int cell = pieceCells[p][number];
            if (mayMove(program, player, cell, Program.NO_ENTRY)) {
                turns.runFrom(player, moves, p, cell);
            }
        }
    }

    /**
     * False when the origin surely gives no move: the piece lacks the flag the program's first
     * condition asks (or has the one it forbids), or the round's first step ({@link
     * Program#rayEntries}) leaves the board or reaches a cell that fails the round's first test.
     * Passing over it draws nothing, so the draws stay those of running it.
     */
    boolean mayMove(Program program, int player, int cell, int entry) {
        int flag = program.flag();
        if (flag >= 0 && ((board.flags[cell] >>> flag & 1) != 0) != program.flagCarried()) {
            return false;
        }
        if (entry == Program.NO_ENTRY) {
            return true;
        }
        int to = next[cell * directions + entry / Program.ENTRY_TESTS];
        int test = entry % Program.ENTRY_TESTS;
        return to >= 0 && (test == Program.ON_BOARD || CellTest.test(test, board.owner[to], player, neutral));
    }
}
