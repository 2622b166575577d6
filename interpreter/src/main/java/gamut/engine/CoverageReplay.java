package gamut.engine;

import gamut.core.Move;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.rules.EndRule;
import gamut.rules.RuleCounts;
import gamut.rules.RuleSites;
import gamut.rules.Rules;
import gamut.rules.TurnRule;

/**
 * Rule coverage of one game: its line of play made again on a state of its own, counting at each
 * decision the moves each 'forbid ... at each_move' refuses and, after a roll, what the complete
 * plays tell ({@link PlayCoverage}); for each move made, its program, the turn plan and fallback it
 * was made under and its after programs' runs ({@link gamut.rules.Gen#counts}); and at the end,
 * what ended the game. The game's own state is not touched, so counting costs the play nothing.
 */
final class CoverageReplay {
    private final State state;
    private final Rules rules;
    private final RuleSites sites;
    private final RuleCounts counts;
    private final MoveList moves = new MoveList();

    private CoverageReplay(State state, RuleCounts counts) {
        this.state = state;
        this.rules = state.rules();
        this.sites = rules.sites();
        this.counts = counts;
    }

    /** Counts the game the state has played, from the start of its line; returns whether the engine's cap ended it. */
    static boolean count(State played, RuleCounts counts) {
        State replay = new State(played.game());
        played.start().restore(replay);
        return new CoverageReplay(replay, counts).run(played.line());
    }

    private boolean run(int[] line) {
        boolean rolled = false;
        for (int move : line) {
            if (Move.isCube(move) || rules.moveKind(move) == Move.ROLL) {
                rolled |= !Move.isCube(move);
                state.make(move);
                continue;
            }
            decision(move, rolled);
            rolled = false;
            state.gen().counts = counts;
            try {
                state.make(move);
            } finally {
                state.gen().counts = null;
            }
        }
        return ended(state.result());
    }

    /** What the decision before the move tells, and what the move is. */
    private void decision(int move, boolean rolled) {
        int player = state.toMove();
        if (rules.forbidEachMove().length > 0 || rules.forbidsRepetition()) {
            refusedMoves(player);
        }
        if (rolled && state.turns.plan < 0 && state.chance.hasDice()
                && rules.dice().forbidAtTurnEnd().length + rules.dice().preferred().length > 0) {
            PlayCoverage.count(state, counts);
        }
        if (rules.moveKind(move) == Move.PASS) {
            if (sites.noMoves() >= 0 && rules.passesWhenBlocked()) {
                counts.hit(sites.noMoves());
            }
            return;
        }
        int program = rules.moveProgram(move);
        counts.hit(sites.programs()[program]);
        int plan = state.turns.plan;
        if (plan >= 0) {
            counts.hit(sites.turns()[plan]);
            fallback(plan, program);
        }
    }

    /** Every move the position offers before judging, tried apart: each forbid that holds after one refused it. */
    private void refusedMoves(int player) {
        if (state.chance.hasDice() && state.turns.plan < 0 && state.chance.allUsed()) {
            return;
        }
        state.turns.unjudged(player, moves);
        TrialMoves probes = TrialMoves.of(state);
        for (int move : moves.toArray()) {
            probes.countForbids(move, player, state.turns, counts);
        }
    }

    /**
     * A move of a fallback group made for the part of the plan it stands in for (the part it plays,
     * found as the turn finds it, whose own groups do not hold the program).
     */
    private void fallback(int plan, int program) {
        TurnRule p = rules.plan(plan);
        for (int part = 0; part < p.parts(); part++) {
            boolean own = Turns.contains(p.partPrograms()[part], program);
            if (!state.turns.partsDone.has(part) && (own || Turns.contains(p.fallbackPrograms()[part], program))) {
                for (int site : own ? new int[0] : sites.partFallbacks()[plan][part]) {
                    if (Turns.contains(sites.site(site).related(), program)) {
                        counts.hit(site);
                    }
                }
                return;
            }
        }
    }

    /** Counts what ended the game; returns whether it was the engine's cap (no rule of the game). */
    private boolean ended(Result result) {
        if (result == null) {
            return false;
        }
        String end = result.end();
        EndRule[] ends = rules.endRules();
        for (int i = 0; i < ends.length; i++) {
            if (ends[i].name().equals(end)) {
                counts.hit(sites.ends()[i]);
                return false;
            }
        }
        int played = rules.limitCountsTurns() ? state.turnNumber() - 1 : state.ply();
        int site = switch (end) {
            case "repetition" -> sites.repetition();
            case "limit" -> rules.limitPlies() > 0 && played >= rules.limitPlies() ? sites.limit() : sites.quietLimit();
            case "no_moves" -> sites.noMoves();
            default -> -1;
        };
        if (site >= 0) {
            counts.hit(site);
        }
        return end.equals("cap");
    }
}
