package gamut.games;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * An independent generator of the complete plays of one Plakoto roll, written from the rules
 * (Wikipedia "Plakoto"; bkgm.com "Tavli") and sharing no code with the engine. Everything is in
 * the mover's own numbering: the mover starts on its 24-point, runs to its 1-point and bears off
 * from 1..6; the opponent starts on the mover's 1-point, runs up and bears off from the mover's
 * 19..24.
 *
 * <p>A point holds at most a stack of one side on top and, beneath it, one pinned checker of the
 * other side. A checker may land on an empty point, on its own side's stack (pinned enemy beneath or
 * not), or on a lone enemy checker, which it pins; a point with two checkers or more in all is
 * closed. Only the top moves; when the last checker of a stack leaves, the checker it pinned is
 * free again. Bearing off needs all fifteen home (or off) and none of the mover's checkers pinned;
 * a die larger than needed bears off only from the highest occupied point.
 *
 * <p>Every sequence of single-die moves is tried; every prefix is a candidate play, and the legal
 * plays are those using the most dice, then (one die played) the larger. The mother rule (variant
 * mother=on) is judged after every single-die move, as "Rules for Plakoto" of The Board (FIBS) has
 * it: a player whose mother is pinned "immediately loses the game", unless the pinner still has
 * checkers on its own starting point; the pinner then wins once its last one leaves (or is itself
 * pinned there: a draw). Which plays are legal is decided by the dice rules as if the game went on;
 * a legal play that meets an end on the way stops there, and its final position is the one at the
 * end. So a mother may be pinned with the first die when the second could follow it. (Bearing off
 * the fifteenth checker needs no such care: nothing is left to move after it.)
 */
final class PlakotoReference {
    /**
     * A board seen by the mover, points 1..24 (index 0 unused): the checkers on top of each point,
     * the mover's and the opponent's; {@code ownPinned[r]} is 1 when a checker of the mover lies
     * pinned under the opponent's on r, {@code oppPinned[r]} when one of the opponent's lies under
     * the mover's; the borne-off counts.
     */
    record Board(int[] own, int[] opp, int[] ownPinned, int[] oppPinned, int ownOff, int oppOff) {
        Board {
            own = own.clone();
            opp = opp.clone();
            ownPinned = ownPinned.clone();
            oppPinned = oppPinned.clone();
        }

        String key() {
            return PlakotoReference.key(own, opp, ownPinned, oppPinned, ownOff, oppOff);
        }

        /** The same board seen by the other player: their own point r is the mover's 25 - r. */
        Board flip() {
            return new Board(mirror(opp), mirror(own), mirror(oppPinned), mirror(ownPinned), oppOff, ownOff);
        }

        private static int[] mirror(int[] points) {
            int[] out = new int[25];
            for (int r = 1; r <= 24; r++) {
                out[r] = points[25 - r];
            }
            return out;
        }
    }

    /** Whether the mother rule is played, and how a play that ends the game mid-turn is weighed. */
    enum Mother {
        /** The base game: only bearing off the fifteenth checker ends it. */
        OFF,
        /** Variant mother=on: plays are weighed as if the game went on after an end. */
        ON
    }

    private final int[] own;
    private final int[] opp;
    private final int[] ownPinned;
    private final int[] oppPinned;
    private int ownOff;
    private final int oppOff;
    private final Mother mother;

    private long bestRank = Long.MIN_VALUE;
    private final Map<String, Board> best = new TreeMap<>();

    private PlakotoReference(Board b, Mother mother) {
        this.own = b.own().clone();
        this.opp = b.opp().clone();
        this.ownPinned = b.ownPinned().clone();
        this.oppPinned = b.oppPinned().clone();
        this.ownOff = b.ownOff();
        this.oppOff = b.oppOff();
        this.mother = mother;
    }

    /**
     * The distinct final boards of the legal plays of roll a-b (doubles four times), keyed by
     * {@link #key} and, for a play that ends the game, " | " and the end's name.
     */
    static Map<String, Board> plays(Board board, int a, int b, Mother mother) {
        check(board);
        PlakotoReference r = new PlakotoReference(board, mother);
        int[] left = new int[7];
        left[a] += a == b ? 4 : 1;
        if (a != b) {
            left[b]++;
        }
        r.search(left, 0, 0, null, null);
        return r.best;
    }

    /** The keys of {@link #plays} in the base game. */
    static Set<String> finals(Board board, int a, int b) {
        return plays(board, a, b, Mother.OFF).keySet();
    }

    /** The keys of {@link #plays}, with or without the mother rule. */
    static Set<String> finals(Board board, int a, int b, Mother mother) {
        return plays(board, a, b, mother).keySet();
    }

    /**
     * A board in a form that compares and prints well: the mover's points, the opponent's, the
     * borne-off counts. "13:2/1" is two checkers on 13 over a pinned checker of the other side.
     */
    static String key(int[] own, int[] opp, int[] ownPinned, int[] oppPinned, int ownOff, int oppOff) {
        return side(own, oppPinned) + " | " + side(opp, ownPinned) + " | off " + ownOff + "-" + oppOff;
    }

    /** The end's name a key of {@link #plays} carries, or null for a play that does not end the game. */
    static String endOf(String key) {
        String[] parts = key.split(" \\| ");
        return parts.length > 3 ? parts[3] : null;
    }

    private static String side(int[] points, int[] beneath) {
        StringBuilder out = new StringBuilder();
        for (int r = 24; r >= 1; r--) {
            if (points[r] > 0) {
                out.append(out.length() == 0 ? "" : " ").append(r).append(':').append(points[r]);
                out.append(beneath[r] > 0 ? "/" + beneath[r] : "");
            }
        }
        return out.length() == 0 ? "-" : out.toString();
    }

    /** Fifteen a side, one side on top of a point, one pinned checker at most and only under the other side. */
    private static void check(Board b) {
        int own = b.ownOff();
        int opp = b.oppOff();
        for (int r = 1; r <= 24; r++) {
            boolean bad = b.own()[r] > 0 && b.opp()[r] > 0
                    || b.ownPinned()[r] > 1 || b.oppPinned()[r] > 1
                    || b.ownPinned()[r] > 0 && b.opp()[r] == 0
                    || b.oppPinned()[r] > 0 && b.own()[r] == 0;
            if (bad) {
                throw new IllegalArgumentException("point " + r + " cannot be: " + b.key());
            }
            own += b.own()[r] + b.ownPinned()[r];
            opp += b.opp()[r] + b.oppPinned()[r];
        }
        if (own != 15 || opp != 15) {
            throw new IllegalArgumentException("not fifteen checkers a side: " + b.key());
        }
    }

    /**
     * Weighs the play made so far and goes on with every die left. {@code endKey} and {@code endBoard}
     * hold the position where an end was met earlier on the way (null while none was).
     */
    private void search(int[] left, int diceUsed, int pips, String endKey, Board endBoard) {
        if (endKey == null) {
            String end = end();
            if (end != null) {
                endBoard = new Board(own, opp, ownPinned, oppPinned, ownOff, oppOff);
                endKey = endBoard.key() + " | " + end;
            }
        }
        // Most dice first, then the larger die: with two dice played the sums are equal anyway.
        long rank = diceUsed * 1000L + pips;
        if (rank > bestRank) {
            bestRank = rank;
            best.clear();
        }
        if (rank == bestRank) {
            Board b = endBoard != null ? endBoard : new Board(own, opp, ownPinned, oppPinned, ownOff, oppOff);
            best.putIfAbsent(endKey != null ? endKey : b.key(), b);
        }
        for (int d = 6; d >= 1; d--) {
            if (left[d] == 0) {
                continue;
            }
            left[d]--;
            for (int from = 24; from >= 1; from--) {
                if (own[from] > 0) {
                    move(from, d, left, diceUsed, pips, endKey, endBoard);
                }
            }
            left[d]++;
        }
    }

    /**
     * The end the mover's last move made, or null: all fifteen off (gammon when the opponent has
     * none off); with the mother rule, both mothers pinned on their starting points (a draw,
     * "mothers"), or the opponent's pinned while the mover has no checker on its own starting point
     * ("mother").
     */
    private String end() {
        if (ownOff == 15) {
            return oppOff == 0 ? "gammon" : "single";
        }
        if (mother == Mother.OFF) {
            return null;
        }
        if (ownPinned[24] > 0 && oppPinned[1] > 0) {
            return "mothers";
        }
        if (oppPinned[1] > 0 && own[24] + ownPinned[24] == 0) {
            return "mother";
        }
        return null;
    }

    /** A checker moves d points down, or bears off when the rules allow it. */
    private void move(int from, int d, int[] left, int diceUsed, int pips, String endKey, Board endBoard) {
        int to = from - d;
        if (to >= 1) {
            boolean pin = own[to] == 0 && opp[to] == 1 && ownPinned[to] == 0;
            if (own[to] == 0 && !pin && opp[to] + ownPinned[to] > 0) {
                return; // two or more checkers, or a pinner over a pinned one: closed
            }
            boolean freed = leave(from);
            if (pin) {
                opp[to] = 0;
                oppPinned[to] = 1;
            }
            own[to]++;
            search(left, diceUsed + 1, pips + d, endKey, endBoard);
            own[to]--;
            if (pin) {
                opp[to] = 1;
                oppPinned[to] = 0;
            }
            unleave(from, freed);
        } else {
            if (!mayBearOff() || (to < 0 && anyAbove(from))) {
                return;
            }
            boolean freed = leave(from);
            ownOff++;
            search(left, diceUsed + 1, pips + d, endKey, endBoard);
            ownOff--;
            unleave(from, freed);
        }
    }

    /** Takes a checker off the top of a point; the last one to leave frees the checker it pinned. */
    private boolean leave(int from) {
        own[from]--;
        boolean freed = own[from] == 0 && oppPinned[from] > 0;
        if (freed) {
            oppPinned[from] = 0;
            opp[from] = 1;
        }
        return freed;
    }

    private void unleave(int from, boolean freed) {
        if (freed) {
            opp[from] = 0;
            oppPinned[from] = 1;
        }
        own[from]++;
    }

    /** All the mover's checkers home (or off), and none of them pinned anywhere. */
    private boolean mayBearOff() {
        for (int r = 1; r <= 24; r++) {
            if (ownPinned[r] > 0 || r > 6 && own[r] > 0) {
                return false;
            }
        }
        return true;
    }

    private boolean anyAbove(int point) {
        for (int r = point + 1; r <= 6; r++) {
            if (own[r] > 0) {
                return true;
            }
        }
        return false;
    }
}
