package gamut.engine;

import gamut.board.Board;
import gamut.core.MoveList;
import gamut.rules.Gen;
import gamut.rules.Rules;
import gamut.rules.TurnRule;

/**
 * Answers 'can_move': whether a player would have a legal move if a turn of theirs began now. It
 * has its own run-time context, turn and move list, so that asking in the middle of a generation
 * or of an end rule disturbs neither; it only reads the board. Inside its own generation a
 * further 'can_move' is taken as true.
 */
final class MoveProbe {
    private final Rules rules;
    private final Turns turns;
    private final MoveList moves = new MoveList();
    private boolean busy;

    MoveProbe(State state, Rules rules, Board board) {
        this.rules = rules;
        Facts facts = new Facts(state, null, this);
        Gen gen = new Gen(board, facts, rules.maxLocals);
        gen.chains().setTable(rules.compounds());
        this.turns = new Turns(state, rules, board, gen);
        facts.setTurns(turns);
    }

    boolean canMove(int player, int turnNumber) {
        if (busy) {
            // Asked again by the moves being tried (every player shares the programs): looking no
            // further keeps it finite, and a program guarded by can_move counts as able to move.
            return true;
        }
        busy = true;
        try {
            turns.turnNumber = turnNumber;
            turns.partsDone = turns.parts.none;
            turns.plan = turns.select(player);
            turns.remember(player);
            moves.clear();
            if (turns.plan < 0) {
                turns.generateRaw(player, moves);
                return moves.size() > 0;
            }
            // With no part played yet, some part has a move, or else its fallback stands in.
            TurnRule plan = rules.plan(turns.plan);
            for (int part = 0; part < plan.parts(); part++) {
                turns.runPrograms(player, moves, plan.partPrograms()[part]);
                turns.runPrograms(player, moves, plan.fallbackPrograms()[part]);
                if (moves.size() > 0) {
                    return true;
                }
            }
            return false;
        } finally {
            busy = false;
        }
    }
}
