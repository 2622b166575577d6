package gamut.engine;

import gamut.board.Board;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.rules.Program;
import gamut.rules.Rules;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * How a random playout draws its moves: uniformly among the legal moves, the choice a uniform pick
 * from {@link State#generate} makes, with less work where the rules allow it (the optimised
 * playouts of Soemers et al., 2021).
 *
 * <p>Where moves are judged after they are made (a royal piece, 'forbid ... at each_move'), only
 * the move drawn is tried; one that does not stand is taken out and another drawn.
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
    /** Room for the rounds along one direction each of a piece's program ({@code Program.rays}). */
    private static final int RAYS = 64;

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
    /** Origins of this draw, each as (program * (cells + 1) + origin + 1) * RAYS + the round along a direction. */
    private int[] origins = new int[64];
    private boolean byOrigin;

    RandomMoves(State state, Rules rules, Board board, Turns turns) {
        this.state = state;
        this.rules = rules;
        this.board = board;
        this.turns = turns;
        int bound = 0;
        for (int p = 0; p < rules.programCount(); p++) {
            if (!rules.isPriority(p)) {
                Program program = rules.program(p);
                // A round of a loop that drops on its own cell gives one move at most.
                bound = Math.max(bound, program.rounds() != null || program.rays() != null ? 1 : program.maxMoves());
            }
        }
        this.most = bound == Integer.MAX_VALUE || rules.keepsMostCaptures() ? 0 : bound;
        this.byOrigin = most > 0 && !Probes.judges(rules);
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
            } else if (Probes.judges(rules) && !rules.keepsMostCaptures()) {
                return judged(moves, random);
            }
        }
        state.generate(moves);
        return moves.size() == 0 ? -1 : moves.get(random.nextInt(moves.size()));
    }

    /** Draws among the raw moves, trying only the one drawn; a pass when none stands and the rules pass. */
    private int judged(MoveList moves, SplittableRandom random) {
        int player = state.toMove();
        turns.generateRaw(player, moves);
        Probes probes = Probes.of(state);
        while (moves.size() > 0) {
            int i = random.nextInt(moves.size());
            int move = moves.get(i);
            if (probes.legal(move, player, turns.turnNumber)) {
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
        int n = origins(player);
        drawn++;
        candidates += n;
        for (int attempt = 0; attempt < 2 * n; attempt++) {
            int o = origins[random.nextInt(n)];
            moves.clear();
            runs++;
            int ray = o % RAYS;
            int p = o / RAYS / (board.cells() + 1);
            int origin = o / RAYS % (board.cells() + 1) - 1;
            if (rules.program(p).rounds() != null) {
                turns.runRound(player, moves, p, origin);
            } else if (rules.program(p).rays() != null) {
                turns.runRay(player, moves, p, origin, ray);
            } else {
                turns.runFrom(player, moves, p, origin);
            }
            int k = moves.size();
            if (k > most) {
                // A bound that does not hold would make some moves likelier: stop drawing by origin.
                byOrigin = false;
                return -1;
            }
            if (k > 0 && random.nextInt(most) < k) {
                return moves.get(random.nextInt(k));
            }
        }
        // Every move is generated next: as many runs again.
        runs += n;
        return -1;
    }

    /** Collects the origins of every program but the priority ones for the player: the pieces it moves, or the reserve it drops from. */
    private int origins(int player) {
        int n = 0;
        int cells = board.cells();
        int types = board.pieceTypes();
        for (int p = 0; p < rules.programCount(); p++) {
            Program program = rules.program(p);
            int type = program.piece();
            if (rules.isPriority(p)) {
                continue;
            }
            if (program.drop()) {
                if (board.reserve[player * types + type] > 0 && program.rounds() != null) {
                    for (int c : program.rounds().cells()[player]) {
                        n = add(n, (p * (cells + 1) + c + 1) * RAYS);
                    }
                } else if (board.reserve[player * types + type] > 0) {
                    n = add(n, p * (cells + 1) * RAYS);
                }
                continue;
            }
            int whose = turns.whose(program, player);
            if (board.onBoardByType[whose * types + type] == 0) {
                continue;
            }
            int rays = program.rays() == null ? 1 : program.rays()[player].length;
            for (int c = board.nextOf(whose, type, 0); c >= 0; c = board.nextOf(whose, type, c + 1)) {
                for (int r = 0; r < rays; r++) {
                    n = add(n, (p * (cells + 1) + c + 1) * RAYS + r);
                }
            }
        }
        return n;
    }

    private int add(int n, int origin) {
        if (n == origins.length) {
            origins = Arrays.copyOf(origins, n * 2);
        }
        origins[n] = origin;
        return n + 1;
    }
}
