package gamut.games;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * An independent generator of the complete plays of one Fevga roll, written from the rules text
 * (docs/rules/fevga-run.md, sections 3 to 5) and sharing no code with the engine. Everything is
 * in the mover's own numbering: own point r (24 = start, 1 = last), the opponent's checkers on
 * the mover's points, borne-off counts for both.
 *
 * <p>Every sequence of single-die moves is tried; each prefix whose end position passes the
 * end-of-turn checks is a candidate play; the best candidates (most dice, then the larger dice;
 * or, under {@code dice_rule=max_distance}, most pips) are the legal plays. A bear-off counts as
 * many pips as the checker travels to get off (its point), not the die shown.
 */
final class FevgaReference {
    /** F3/F4: where and when "no six in the mother board" is judged. */
    enum Mother { OWN, BOTH_START_QUARTERS, NONE, PER_STEP }

    /** The rule readings of one set of variants. */
    record Reading(int runnerLimit, boolean runnerAtTurnStart, Mother mother, boolean maxDistance) {
        static Reading of(List<String> variants) {
            int runnerLimit = 11;
            boolean atStart = false;
            Mother mother = Mother.OWN;
            boolean maxDistance = false;
            for (String v : variants) {
                switch (v) {
                    case "runner=enter_opponent_quarter" -> runnerLimit = 12;
                    case "runner_eval=start_of_turn" -> atStart = true;
                    case "mother=both_start_quarters" -> mother = Mother.BOTH_START_QUARTERS;
                    case "prime=none" -> mother = Mother.NONE;
                    case "mother=per_step" -> mother = Mother.PER_STEP;
                    case "dice_rule=max_distance" -> maxDistance = true;
                    case "opening=reroll" -> { }
                    default -> throw new IllegalArgumentException("the reference does not know variant " + v);
                }
            }
            return new Reading(runnerLimit, atStart, mother, maxDistance);
        }
    }

    /**
     * The legal plays of a roll: their distinct final positions (as {@link #key}s), how many move
     * sequences reach them in all and each, and each final board as {own, opp, {ownOff, oppOff}}.
     */
    record Plays(Set<String> finals, long sequences, Map<String, Long> sequencesTo, Map<String, int[][]> boards) {}

    private final Reading reading;
    private final int[] own;
    private final int[] opp;
    private int ownOff;
    private final int oppOff;
    private final boolean passedAtStart;

    private long bestRank = Long.MIN_VALUE;
    private final Set<String> bestFinals = new TreeSet<>();
    private long bestSequences;
    private final Map<String, Long> sequencesTo = new HashMap<>();
    private final Map<String, int[][]> boards = new HashMap<>();

    private FevgaReference(Reading reading, int[] own, int[] opp, int ownOff, int oppOff) {
        this.reading = reading;
        this.own = own.clone();
        this.opp = opp.clone();
        this.ownOff = ownOff;
        this.oppOff = oppOff;
        this.passedAtStart = passed();
    }

    /** The legal plays of the roll (two dice; doubles are played four times). */
    static Plays plays(Reading reading, int[] own, int[] opp, int ownOff, int oppOff, int a, int b) {
        FevgaReference r = new FevgaReference(reading, own, opp, ownOff, oppOff);
        int[] left = new int[7];
        left[a] += a == b ? 4 : 1;
        if (a != b) {
            left[b]++;
        }
        r.search(left, 0, 0, 0);
        return new Plays(r.bestFinals, r.bestSequences, r.sequencesTo, r.boards);
    }

    /** The same board seen by the other player: their own point r is the mover's S(r). */
    static int[][] flip(int[][] board) {
        int[] own = new int[25];
        int[] opp = new int[25];
        for (int r = 1; r <= 24; r++) {
            own[r] = board[1][((r + 11) % 24) + 1];
            opp[r] = board[0][((r + 11) % 24) + 1];
        }
        return new int[][] {own, opp, {board[2][1], board[2][0]}};
    }

    /** A board seen by the mover, in a form that compares and prints well. */
    static String key(int[] own, int[] opp, int ownOff, int oppOff) {
        return side(own) + " / " + side(opp) + " / off " + ownOff + "-" + oppOff;
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

    private void search(int[] left, int diceUsed, int pipsOfDice, int pips) {
        if (endOfTurnOk()) {
            long rank = reading.maxDistance ? pips : diceUsed * 1000L + pipsOfDice;
            if (rank > bestRank) {
                bestRank = rank;
                bestFinals.clear();
                bestSequences = 0;
                sequencesTo.clear();
                boards.clear();
            }
            if (rank == bestRank) {
                String key = key(own, opp, ownOff, oppOff);
                bestFinals.add(key);
                bestSequences++;
                sequencesTo.merge(key, 1L, Long::sum);
                boards.computeIfAbsent(key, k -> new int[][] {own.clone(), opp.clone(), {ownOff, oppOff}});
            }
        }
        if (ownOff == 15) {
            return; // rule 6: the game is over
        }
        for (int d = 6; d >= 1; d--) {
            if (left[d] == 0) {
                continue;
            }
            for (int from = 24; from >= 1; from--) {
                if (own[from] == 0 || !runnerMayMove(from)) {
                    continue;
                }
                int to = from - d;
                int travelled;
                if (to >= 1) {
                    if (opp[to] > 0) {
                        continue; // rule 1: a single checker holds a point
                    }
                    own[from]--;
                    own[to]++;
                    travelled = d;
                } else {
                    if (!allHome() || (to < 0 && anyAbove(from))) {
                        continue; // rule 5
                    }
                    own[from]--;
                    ownOff++;
                    travelled = from;
                }
                if (!(reading.mother == Mother.PER_STEP && fullMother())) {
                    left[d]--;
                    search(left, diceUsed + 1, pipsOfDice + d, pips + travelled);
                    left[d]++;
                }
                if (to >= 1) {
                    own[to]--;
                } else {
                    ownOff--;
                }
                own[from]++;
            }
        }
    }

    /** Rule 3: until some checker is past the opponent's start, one checker only leaves the start. */
    private boolean runnerMayMove(int from) {
        boolean passed = reading.runnerAtTurnStart ? passedAtStart : passed();
        return passed || from != 24 || own[24] == onBoard();
    }

    private boolean passed() {
        if (ownOff > 0) {
            return true;
        }
        for (int r = 1; r <= reading.runnerLimit; r++) {
            if (own[r] > 0) {
                return true;
            }
        }
        return false;
    }

    private int onBoard() {
        int n = 0;
        for (int r = 1; r <= 24; r++) {
            n += own[r];
        }
        return n;
    }

    private boolean allHome() {
        for (int r = 7; r <= 24; r++) {
            if (own[r] > 0) {
                return false;
            }
        }
        return true;
    }

    private boolean anyAbove(int point) {
        for (int r = point + 1; r <= 24; r++) {
            if (own[r] > 0) {
                return true;
            }
        }
        return false;
    }

    private boolean allHeld(int low, int high) {
        for (int r = low; r <= high; r++) {
            if (own[r] == 0) {
                return false;
            }
        }
        return true;
    }

    private boolean fullMother() {
        return allHeld(19, 24);
    }

    /** Rule 4 and its readings (F3, F4), for a play that ends here; a won game needs no check. */
    private boolean endOfTurnOk() {
        if (ownOff == 15) {
            return true;
        }
        return switch (reading.mother) {
            case OWN -> !fullMother();
            case BOTH_START_QUARTERS -> !fullMother() && !allHeld(7, 12);
            case NONE, PER_STEP -> true; // PER_STEP: every step, the last one included, was checked
        };
    }
}
