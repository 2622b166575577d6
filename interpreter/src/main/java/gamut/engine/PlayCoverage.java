package gamut.engine;

import gamut.base.Limits;
import gamut.core.MoveList;
import gamut.rules.DiceRules;
import gamut.rules.RuleCounts;
import gamut.rules.Rules;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * Rule coverage of one roll: goes through every complete play of the dice just rolled, as the
 * {@link PlayTable} weighs them but without stopping at the first best play, and counts each play
 * a 'forbid ... at turn_end' refuses, and each 'prefer' that tells apart the plays the dice rules
 * rank best (some of them meet it and some do not). Plays are positions, each counted once
 * however many orders of the sub-moves reach it.
 */
final class PlayCoverage {
    private final State state;
    private final Rules rules;
    private final RuleCounts counts;
    private final int player;
    private final int diceLeft;
    private final Set<Long> seen = new HashSet<>();
    private final MoveList moves = new MoveList();
    private int visits;
    /** The best rank by the dice rules alone of a play seen, and whether plays of that rank meet each prefer or not. */
    private long best = Long.MIN_VALUE;
    private final boolean[] met;
    private final boolean[] unmet;

    private PlayCoverage(State state, RuleCounts counts) {
        this.state = state;
        this.rules = state.rules();
        this.counts = counts;
        this.player = state.toMove();
        this.diceLeft = state.diceValues().length - Integer.bitCount(state.diceUsed());
        int prefers = rules.dice().preferred().length;
        met = new boolean[prefers];
        unmet = new boolean[prefers];
    }

    /** Counts the plays of the state's roll, its player to move; the state is left as it was. */
    static void count(State state, RuleCounts counts) {
        PlayCoverage plays = new PlayCoverage(state, counts);
        boolean saved = state.exploring;
        int depth = state.depth();
        state.exploring = true;
        try {
            plays.explore(0);
        } finally {
            while (state.depth() > depth) {
                state.unmake();
            }
            state.exploring = saved;
        }
        for (int i = 0; i < plays.met.length; i++) {
            if (plays.met[i] && plays.unmet[i]) {
                counts.hit(plays.rules.sites().prefers()[i]);
            }
        }
    }

    /** The play ending here, then every sub-move on; as far as the play table goes, and no further. */
    private void explore(int level) {
        if (++visits > Limits.PLAYS_OF_A_ROLL || level > diceLeft || !seen.add(PlayTable.playKey(state))) {
            return;
        }
        DiceRules dice = rules.dice();
        // A play that ends the game is no turn's end that a forbid could refuse.
        boolean refused = false;
        if (!state.judge.decides(player, state.turnNumber())) {
            for (int i = 0; i < dice.forbidAtTurnEnd().length; i++) {
                if (state.judge.holds(dice.forbidAtTurnEnd()[i], player)) {
                    counts.hit(rules.sites().forbidTurnEnd()[i]);
                    refused = true;
                }
            }
        }
        if (!refused) {
            weigh();
        }
        if (state.chance.allUsed()) {
            return;
        }
        state.turns.generateRaw(player, moves);
        state.turns.keepAllowed(player, moves);
        for (int move : moves.toArray()) {
            state.make(move);
            explore(level + 1);
            state.unmake();
        }
    }

    /** A play that stands: its rank by the dice rules alone (the prefers are its lowest bits), and the prefers it meets. */
    private void weigh() {
        long rank = PlayRanks.rank(state, rules, player) >> 8;
        if (rank > best) {
            best = rank;
            Arrays.fill(met, false);
            Arrays.fill(unmet, false);
        }
        if (rank == best) {
            for (int i = 0; i < met.length; i++) {
                if (state.judge.holds(rules.dice().preferred()[i], player)) {
                    met[i] = true;
                } else {
                    unmet[i] = true;
                }
            }
        }
    }
}
