package gamut.games;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * An independent generator of the complete plays of one backgammon roll, written from the standard
 * rules (USBGF / WBA; bkgm.com "Rules of Backgammon") and sharing no code with the engine.
 * Everything is in the mover's own numbering: the mover runs from its 24-point to its 1-point and
 * bears off from 1..6; the opponent's checkers are written on the mover's points; a checker on the
 * bar enters with die d on the mover's point 25 - d.
 *
 * <p>Every sequence of single-die moves is tried; every prefix is a candidate play, and the legal
 * plays are the candidates that use the most dice, then (with one die played) the larger die. So
 * both rules are judged over whole plays, not die by die. A play that bears off the last checker is
 * over: the game has ended and no die is left to play.
 */
final class BackgammonReference {
    /** A board seen by the mover: points 1..24 (index 0 unused), bar and borne-off counts. */
    record Board(int[] own, int[] opp, int ownBar, int oppBar, int ownOff, int oppOff) {
        Board {
            own = own.clone();
            opp = opp.clone();
        }

        String key() {
            return BackgammonReference.key(own, opp, ownBar, oppBar, ownOff, oppOff);
        }

        /** The same board seen by the other player: their own point r is the mover's 25 - r. */
        Board flip() {
            int[] o = new int[25];
            int[] p = new int[25];
            for (int r = 1; r <= 24; r++) {
                o[r] = opp[25 - r];
                p[r] = own[25 - r];
            }
            return new Board(o, p, oppBar, ownBar, oppOff, ownOff);
        }
    }

    private final int[] own;
    private final int[] opp;
    private int ownBar;
    private int oppBar;
    private int ownOff;
    private final int oppOff;

    private long bestRank = Long.MIN_VALUE;
    private final Map<String, Board> best = new TreeMap<>();

    private BackgammonReference(Board b) {
        this.own = b.own().clone();
        this.opp = b.opp().clone();
        this.ownBar = b.ownBar();
        this.oppBar = b.oppBar();
        this.ownOff = b.ownOff();
        this.oppOff = b.oppOff();
    }

    /** The distinct final boards of the legal plays of roll a-b (doubles four times), by key. */
    static Map<String, Board> plays(Board board, int a, int b) {
        check(board);
        BackgammonReference r = new BackgammonReference(board);
        int[] left = new int[7];
        left[a] += a == b ? 4 : 1;
        if (a != b) {
            left[b]++;
        }
        r.search(left, 0, 0);
        return r.best;
    }

    /** The keys of {@link #plays}. */
    static Set<String> finals(Board board, int a, int b) {
        return plays(board, a, b).keySet();
    }

    /** A board in a form that compares and prints well: own points, the opponent's, bars, offs. */
    static String key(int[] own, int[] opp, int ownBar, int oppBar, int ownOff, int oppOff) {
        return side(own) + " / " + side(opp) + " / bar " + ownBar + "-" + oppBar + " / off " + ownOff + "-" + oppOff;
    }

    private static String side(int[] points) {
        StringBuilder out = new StringBuilder();
        for (int r = 24; r >= 1; r--) {
            if (points[r] > 0) {
                out.append(out.length() == 0 ? "" : " ").append(r).append(':').append(points[r]);
            }
        }
        return out.length() == 0 ? "-" : out.toString();
    }

    /** Fifteen checkers a side, and no point shared: a board that cannot be is a mistake in the test. */
    private static void check(Board b) {
        int own = b.ownBar() + b.ownOff();
        int opp = b.oppBar() + b.oppOff();
        for (int r = 1; r <= 24; r++) {
            if (b.own()[r] > 0 && b.opp()[r] > 0) {
                throw new IllegalArgumentException("both sides on point " + r + ": " + b.key());
            }
            own += b.own()[r];
            opp += b.opp()[r];
        }
        if (own != 15 || opp != 15) {
            throw new IllegalArgumentException("not fifteen checkers a side: " + b.key());
        }
    }

    private void search(int[] left, int diceUsed, int pips) {
        // Most dice first, then the larger die: with two dice played the sums are equal anyway.
        long rank = diceUsed * 1000L + pips;
        if (rank > bestRank) {
            bestRank = rank;
            best.clear();
        }
        if (rank == bestRank) {
            Board b = new Board(own, opp, ownBar, oppBar, ownOff, oppOff);
            best.putIfAbsent(b.key(), b);
        }
        if (ownOff == 15) {
            return; // the game is over
        }
        for (int d = 6; d >= 1; d--) {
            if (left[d] == 0) {
                continue;
            }
            left[d]--;
            if (ownBar > 0) {
                enter(d, left, diceUsed, pips);
            } else {
                for (int from = 24; from >= 1; from--) {
                    if (own[from] > 0) {
                        move(from, d, left, diceUsed, pips);
                    }
                }
            }
            left[d]++;
        }
    }

    /** A checker on the bar enters on point 25 - d unless the opponent holds it. */
    private void enter(int d, int[] left, int diceUsed, int pips) {
        int to = 25 - d;
        if (opp[to] >= 2) {
            return;
        }
        boolean hit = opp[to] == 1;
        ownBar--;
        land(to, hit);
        search(left, diceUsed + 1, pips + d);
        unland(to, hit);
        ownBar++;
    }

    /** A checker moves d points down, or bears off when all are home (overshooting only from the top). */
    private void move(int from, int d, int[] left, int diceUsed, int pips) {
        int to = from - d;
        if (to >= 1) {
            if (opp[to] >= 2) {
                return;
            }
            boolean hit = opp[to] == 1;
            own[from]--;
            land(to, hit);
            search(left, diceUsed + 1, pips + d);
            unland(to, hit);
            own[from]++;
        } else {
            if (!allHome() || (to < 0 && anyAbove(from))) {
                return;
            }
            own[from]--;
            ownOff++;
            search(left, diceUsed + 1, pips + d);
            ownOff--;
            own[from]++;
        }
    }

    private void land(int to, boolean hit) {
        if (hit) {
            opp[to] = 0;
            oppBar++;
        }
        own[to]++;
    }

    private void unland(int to, boolean hit) {
        own[to]--;
        if (hit) {
            opp[to] = 1;
            oppBar--;
        }
    }

    private boolean allHome() {
        if (ownBar > 0) {
            return false;
        }
        for (int r = 7; r <= 24; r++) {
            if (own[r] > 0) {
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
