package gamut.reference;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Fevga (Run) as games/run-fevga.gamut defines it (its base rules, those of the spec
 * ../shared/rules/fevga-run.md, section 4). Each player races fifteen checkers from its own point
 * 24 down to 1 and off; White's own point r is the board's point r, Black's is the board's
 * ((r + 11) mod 24) + 1, the opponent's numbering of the same point. Two dice, doubles played four
 * times; the opening roll is one die each, the higher one's player moving first with both.
 *
 * <p>Each die is a move of its own (a ply): a checker goes that many points forward to a point the
 * opponent does not hold, or off once all the player's checkers are on 1 to 6 (from the point the
 * die names, or from the highest point when the die is larger). Until a checker has passed the
 * opponent's start (own 11 to 1, or off), only one checker may leave the start, and only it moves.
 * A play, the moves of one roll, may not end with the six points 19 to 24 all held. Of the plays a
 * roll allows, those using the most dice, then the most pips, are legal; a move is legal when it
 * leads to such a play, and the turn ends when no legal move is left. A player without one passes.
 * Bearing off the fifteenth checker wins: "mars" when the opponent has none off, else "borne_off".
 *
 * <p>A move is {@code point | die << 5}, the point the checker leaves in its player's numbering,
 * or {@link #PASS}.
 */
public final class FevgaEngine extends ReferenceEngine<FevgaEngine> {
    static final int PASS = 0;
    private static final int CHECKERS = 15;
    /** The rank of a play that may not end there: it is no play. */
    private static final int NONE = -1;
    /** A play's rank is its dice, then its pips, each in a field of 6 bits (24 pips at most). */
    private static final int PIPS = 64;
    /** Gamut's cap on a game's length, which ends it as a draw ("cap"), whatever the rules. */
    private static final int CAP = 100_000;

    /** Each player's checkers on its own points 1 to 24. */
    private final int[][] points = new int[2][25];
    private final int[] off = new int[2];
    private int toMove;
    private final int[] dice = new int[4];
    private int diceCount;
    /** Bit i: dice[i] is used. */
    private int used;
    private boolean needsRoll;
    /** The first roll is still to come: it decides who starts. */
    private boolean opening;
    /** The legal moves now, worked out when the dice or the position change: make needs them to know if the turn goes on. */
    private final int[] legal = new int[MAX_MOVES];
    private int legalCount;
    /** The moves of each depth of the search of a roll's plays, and of each move at its top, the best play it leads to. */
    private final int[][] searchMoves = new int[5][64];
    private final int[] leadsTo = new int[64];

    public FevgaEngine() {
        reset();
    }

    /** The same point in the opponent's numbering (the map is its own inverse). */
    private static int mirror(int point) {
        return (point + 11) % 24 + 1;
    }

    @Override
    public void reset() {
        for (int[] p : points) {
            Arrays.fill(p, 0);
            p[24] = CHECKERS;
        }
        off[0] = 0;
        off[1] = 0;
        toMove = 0;
        diceCount = 0;
        used = 0;
        needsRoll = true;
        opening = true;
        legalCount = 0;
        restart();
    }

    @Override
    public boolean needsRoll() {
        return needsRoll && end == null;
    }

    @Override
    int rolls(int[] outcomes) {
        int n = 0;
        for (int a = 6; a >= 1; a--) {
            for (int b = opening ? 6 : a; b >= 1; b--) {
                if (!opening || a != b) {
                    outcomes[n++] = a * 8 + b;
                }
            }
        }
        return n;
    }

    @Override
    void rollRandom(SplittableRandom random) {
        int a = 1 + random.nextInt(6);
        int b = 1 + random.nextInt(6);
        while (opening && a == b) {
            // An opening tie is thrown again.
            a = 1 + random.nextInt(6);
            b = 1 + random.nextInt(6);
        }
        roll(a, b);
    }

    @Override
    public void roll(int first, int second) {
        if (opening) {
            toMove = first > second ? 0 : 1;
            opening = false;
        }
        diceCount = first == second ? 4 : 2;
        dice[0] = first;
        dice[1] = second;
        dice[2] = first;
        dice[3] = first;
        used = 0;
        needsRoll = false;
        workOutLegal();
        if (legalCount == 0) {
            legal[legalCount++] = PASS;
        }
    }

    @Override
    public int generate(int[] moves) {
        if (end != null || needsRoll) {
            return 0;
        }
        System.arraycopy(legal, 0, moves, 0, legalCount);
        return legalCount;
    }

    @Override
    public void make(int move) {
        ply++;
        if (move == PASS) {
            endTurn();
        } else {
            apply(move);
            if (off[toMove] == CHECKERS) {
                end = off[1 - toMove] == 0 ? "mars" : "borne_off";
                winner = toMove;
                return;
            }
            if (used == (1 << diceCount) - 1) {
                endTurn();
            } else {
                workOutLegal();
                if (legalCount == 0) {
                    endTurn();
                }
            }
        }
        if (ply >= CAP) {
            end = "cap";
        }
    }

    private void endTurn() {
        toMove = 1 - toMove;
        needsRoll = true;
        legalCount = 0;
    }

    /** The moves leading to a best play of the roll, from the dice used so far. */
    private void workOutLegal() {
        int[] moves = searchMoves[0];
        int n = moves(moves);
        int bound = bestPossible();
        int top = rank();
        for (int i = 0; i < n; i++) {
            int before = used;
            apply(moves[i]);
            leadsTo[i] = best(1, bound);
            undo(moves[i], before);
            top = Math.max(top, leadsTo[i]);
        }
        legalCount = 0;
        for (int i = 0; i < n; i++) {
            if (leadsTo[i] == top && top != NONE) {
                legal[legalCount++] = moves[i];
            }
        }
    }

    /** The best rank of the plays through this position, stopping at {@code bound}, which none exceeds. */
    private int best(int depth, int bound) {
        int best = rank();
        if (best == bound || used == (1 << diceCount) - 1) {
            return best;
        }
        int[] moves = searchMoves[depth];
        int n = moves(moves);
        for (int i = 0; i < n && best != bound; i++) {
            int before = used;
            apply(moves[i]);
            best = Math.max(best, best(depth + 1, bound));
            undo(moves[i], before);
        }
        return best;
    }

    /** The rank of ending the play here: its dice and pips, or NONE with all of 19 to 24 held (unless the game is won). */
    private int rank() {
        int[] mine = points[toMove];
        boolean mother = true;
        for (int r = 19; r <= 24 && mother; r++) {
            mother = mine[r] > 0;
        }
        if (mother && off[toMove] < CHECKERS) {
            return NONE;
        }
        int pips = 0;
        for (int i = 0; i < diceCount; i++) {
            pips += (used & (1 << i)) != 0 ? dice[i] : 0;
        }
        return Integer.bitCount(used) * PIPS + pips;
    }

    private int bestPossible() {
        int pips = 0;
        for (int i = 0; i < diceCount; i++) {
            pips += dice[i];
        }
        return diceCount * PIPS + pips;
    }

    /** The moves of the unused dice, each value once; returns how many. */
    private int moves(int[] out) {
        int[] mine = points[toMove];
        int[] theirs = points[1 - toMove];
        int onBoard = CHECKERS - off[toMove];
        int passed = off[toMove];
        int home = 0;
        int highest = 0;
        for (int r = 1; r <= 24; r++) {
            passed += r <= 11 ? mine[r] : 0;
            home += r <= 6 ? mine[r] : 0;
            highest = mine[r] > 0 ? r : highest;
        }
        // The runner rule: until one has passed, a checker leaves the start only when all are there.
        boolean startMoves = passed > 0 || mine[24] == onBoard;
        int n = 0;
        int seen = 0;
        for (int i = 0; i < diceCount; i++) {
            int d = dice[i];
            if ((used & (1 << i)) != 0 || (seen & (1 << d)) != 0) {
                continue;
            }
            seen |= 1 << d;
            for (int r = 1; r <= 24; r++) {
                if (mine[r] == 0 || (r == 24 && !startMoves)) {
                    continue;
                }
                int to = r - d;
                boolean legalHere = to > 0 ? theirs[mirror(to)] == 0 : home == onBoard && (to == 0 || r == highest);
                if (legalHere) {
                    out[n++] = r | d << 5;
                }
            }
        }
        return n;
    }

    private void apply(int move) {
        int r = move & 31;
        int d = move >>> 5;
        int[] mine = points[toMove];
        mine[r]--;
        if (r > d) {
            mine[r - d]++;
        } else {
            off[toMove]++;
        }
        for (int i = 0; i < diceCount; i++) {
            if ((used & (1 << i)) == 0 && dice[i] == d) {
                used |= 1 << i;
                break;
            }
        }
    }

    private void undo(int move, int usedBefore) {
        int r = move & 31;
        int d = move >>> 5;
        int[] mine = points[toMove];
        mine[r]++;
        if (r > d) {
            mine[r - d]--;
        } else {
            off[toMove]--;
        }
        used = usedBefore;
    }

    @Override
    public String notation(int move) {
        if (move == PASS) {
            return "pass";
        }
        int r = move & 31;
        int d = move >>> 5;
        return name(r) + (r > d ? "-" + name(r - d) : "-off (" + d + ")");
    }

    /** A point of the player to move by its name on the board, White's numbering. */
    private String name(int point) {
        return String.valueOf(toMove == 0 ? point : mirror(point));
    }

    @Override
    FevgaEngine fresh() {
        return new FevgaEngine();
    }

    @Override
    void copyFrom(FevgaEngine other) {
        System.arraycopy(other.points[0], 0, points[0], 0, 25);
        System.arraycopy(other.points[1], 0, points[1], 0, 25);
        System.arraycopy(other.dice, 0, dice, 0, dice.length);
        System.arraycopy(other.legal, 0, legal, 0, other.legalCount);
        off[0] = other.off[0];
        off[1] = other.off[1];
        toMove = other.toMove;
        diceCount = other.diceCount;
        used = other.used;
        needsRoll = other.needsRoll;
        opening = other.opening;
        legalCount = other.legalCount;
        ply = other.ply;
        winner = other.winner;
        end = other.end;
    }
}
