package gamut.engine;

import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.rules.DiceRules;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The dice of a state: the roll of this turn, its dice (doubles expanded), which are used, and
 * whether the turn still waits for its roll. The complete plays of each roll are worked out once
 * per roll (a {@link PlayTable} per roll depth, so nested searches keep their own; the latest
 * depths are kept, so that a long game does not keep one per turn).
 */
final class Chance {
    private static final int[] NO_DICE = new int[0];
    private final DiceRules rules;
    int roll;
    int[] dice = NO_DICE;
    int diceUsed;
    boolean needsRoll;
    boolean openingDone;
    private int rollDepth;
    /**
     * The play tables of the latest roll depths, round a ring: a line of play longer than the ring
     * takes over the table of a depth long past, which is worked out again if play comes back to it.
     */
    private static final int TABLES = 16;
    private final PlayTable[] tables = new PlayTable[TABLES];

    /** {@code rules} is null for a game without dice. */
    Chance(DiceRules rules) {
        this.rules = rules;
        this.rolled = new int[rules == null ? 0 : rules.count()];
        if (rules != null && rules.doublesPlay() > Limits.DICE_IN_A_TURN) {
            throw new GamutException("'doubles play " + rules.doublesPlay() + "': this engine plays at most "
                    + Limits.DICE_IN_A_TURN + " dice in a turn");
        }
    }

    boolean hasDice() {
        return rules != null;
    }

    /** No roll yet; a game with dice waits for one. */
    void clear() {
        roll = 0;
        dice = NO_DICE;
        diceUsed = 0;
        needsRoll = rules != null;
        openingDone = true;
        rollDepth = 0;
        for (PlayTable table : tables) {
            if (table != null) {
                table.invalidate();
            }
        }
    }

    /** A new turn begins: its roll is still to come. */
    void nextTurn() {
        roll = 0;
        dice = NO_DICE;
        diceUsed = 0;
        needsRoll = true;
    }

    boolean allUsed() {
        return diceUsed == (1 << dice.length) - 1;
    }

    /** The complete plays of this turn's roll, worked out on first use. */
    PlayTable table() {
        int slot = rollDepth & (TABLES - 1);
        PlayTable table = tables[slot];
        if (table == null) {
            table = tables[slot] = new PlayTable();
        }
        if (table.depth != rollDepth) {
            table.depth = rollDepth;
            table.invalidate();
        }
        return table;
    }

    /**
     * The dice a roll gives: doubles are played as often as the rules say. Worked out once per
     * distinct roll and kept (a game has few), so that a playout's rolls allocate nothing; the
     * arrays are only read.
     */
    int[] diceOf(int rollMove) {
        int mask = knownRolls.length - 1;
        int i = Integer.hashCode(rollMove * 0x9E3779B9) & mask;
        while (knownDice[i] != null) {
            if (knownRolls[i] == rollMove) {
                return knownDice[i];
            }
            i = (i + 1) & mask;
        }
        if (known * 2 >= knownRolls.length) {
            growKnown();
            return diceOf(rollMove);
        }
        knownRolls[i] = rollMove;
        knownDice[i] = workOutDice(rollMove);
        known++;
        return knownDice[i];
    }

    private int[] knownRolls = new int[64];
    private int[][] knownDice = new int[64][];
    private int known;

    private void growKnown() {
        int[] rolls = knownRolls;
        int[][] dice = knownDice;
        knownRolls = new int[rolls.length * 2];
        knownDice = new int[rolls.length * 2][];
        known = 0;
        for (int i = 0; i < rolls.length; i++) {
            if (dice[i] != null) {
                diceOf(rolls[i]);
            }
        }
    }

    private int[] workOutDice(int rollMove) {
        int[] values = Move.dice(rollMove);
        boolean doubles = values.length > 1;
        for (int v : values) {
            doubles &= v == values[0];
        }
        if (doubles) {
            int[] all = new int[rules.doublesPlay()];
            Arrays.fill(all, values[0]);
            return all;
        }
        return values;
    }

    boolean awaitingOpening(int turnNumber) {
        return turnNumber == 1 && roll == 0 && rules.opening() != DiceRules.Opening.NONE && !openingDone;
    }

    /**
     * Every outcome of the chance event now, with its weight: for an opening roll each ordered pair
     * of different faces (ties are rolled again); otherwise each multiset of faces, weighted by the
     * number of ordered rolls that give it.
     */
    void outcomes(int turnNumber, MoveList out, List<Integer> weights) {
        out.clear();
        weights.clear();
        if (awaitingOpening(turnNumber)) {
            for (int a = 1; a <= rules.faces(); a++) {
                for (int b = 1; b <= rules.faces(); b++) {
                    if (a != b) {
                        out.add(Move.roll(new int[] {a, b}, true));
                        weights.add(1);
                    }
                }
            }
            return;
        }
        enumerate(new int[rules.count()], 0, rules.faces(), out, weights);
    }

    private void enumerate(int[] values, int at, int maxFace, MoveList out, List<Integer> weights) {
        if (at == values.length) {
            out.add(Move.roll(values.clone(), false));
            weights.add(orderings(values));
            return;
        }
        for (int f = maxFace; f >= 1; f--) {
            values[at] = f;
            enumerate(values, at + 1, f, out, weights);
        }
    }

    private static int orderings(int[] values) {
        int n = values.length;
        long result = 1;
        for (int i = 2; i <= n; i++) {
            result *= i;
        }
        int run = 1;
        for (int i = 1; i <= n; i++) {
            if (i < n && values[i] == values[i - 1]) {
                run++;
            } else {
                for (int k = 2; k <= run; k++) {
                    result /= k;
                }
                run = 1;
            }
        }
        return (int) result;
    }

    /** The faces of the roll being drawn, kept for the next draw (a roll is encoded in an int). */
    private int[] rolled;

    /** A roll drawn from the generator, as the dice would fall. */
    int random(int turnNumber, SplittableRandom random) {
        if (awaitingOpening(turnNumber)) {
            int a;
            int b;
            do {
                a = 1 + random.nextInt(rules.faces());
                b = 1 + random.nextInt(rules.faces());
            } while (a == b);
            return Move.roll(new int[] {a, b}, true);
        }
        int[] values = rolled;
        for (int i = 0; i < values.length; i++) {
            values[i] = 1 + random.nextInt(rules.faces());
        }
        Arrays.sort(values);
        for (int i = 0; i < values.length / 2; i++) {
            int t = values[i];
            values[i] = values[values.length - 1 - i];
            values[values.length - 1 - i] = t;
        }
        return Move.roll(values, false);
    }

    /**
     * Takes the roll: a new play table level, and the dice unless an opening roll that is rolled
     * again. Returns whether the turn now has its dice.
     */
    boolean apply(int move) {
        needsRoll = false;
        roll = move;
        diceUsed = 0;
        rollDepth++;
        PlayTable table = tables[rollDepth & (TABLES - 1)];
        if (table != null) {
            table.depth = rollDepth;
            table.invalidate();
        }
        if (Move.isOpening(move)) {
            openingDone = true;
            if (rules.opening() == DiceRules.Opening.REROLL) {
                needsRoll = true;
                roll = 0;
                dice = NO_DICE;
                return false;
            }
        }
        dice = diceOf(move);
        return true;
    }

    /** Takes back a roll (the rest of the dice state comes back from the undo record). */
    void unapply(int move) {
        rollDepth--;
        if (Move.isOpening(move)) {
            openingDone = false;
        }
    }

    /** Restores the roll of an undo record, working out its dice again only when it differs. */
    void restore(int savedRoll, int savedUsed, boolean savedNeedsRoll) {
        if (roll != savedRoll) {
            roll = savedRoll;
            dice = roll == 0 ? NO_DICE : diceOf(roll);
        }
        diceUsed = savedUsed;
        needsRoll = savedNeedsRoll;
    }

    /** Marks the first unused die showing the value as used. */
    void use(int value) {
        if (value == 0) {
            return;
        }
        for (int i = 0; i < dice.length; i++) {
            if ((diceUsed & (1 << i)) == 0 && dice[i] == value) {
                diceUsed |= 1 << i;
                return;
            }
        }
    }
}
