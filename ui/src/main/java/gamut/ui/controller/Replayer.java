package gamut.ui.controller;

import gamut.load.GameRecordFile;
import gamut.board.MoveList;
import gamut.engine.Notation;
import gamut.engine.State;
import gamut.base.GamutException;
import gamut.rules.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * Replays a record's moves like {@link GameRecordFile#replay}, but matches a roll written exactly
 * first. Works around the engine's {@code Notation.parse}, which accepts "opening roll 3-1" as the
 * first roll with the same dice in any order, "opening roll 1-3", although the order of an opening
 * roll says who starts.
 */
final class Replayer {
    private Replayer() {}

    static GameRecordFile.Replay replay(Rules rules, List<String> moves) {
        State state = new State(rules);
        MoveList outcomes = new MoveList();
        for (int i = 0; i < moves.size(); i++) {
            String written = moves.get(i);
            try {
                state.make(exactRoll(state, written, outcomes));
            } catch (GamutException e) {
                return new GameRecordFile.Replay(state, i, "move " + (i + 1) + " '" + written + "': " + e.getMessage());
            }
        }
        return new GameRecordFile.Replay(state, -1, null);
    }

    private static int exactRoll(State state, String written, MoveList outcomes) {
        if (state.isChance()) {
            state.chanceOutcomes(outcomes, new ArrayList<>());
            for (int k = 0; k < outcomes.size(); k++) {
                if (Notation.format(state, outcomes.get(k)).equalsIgnoreCase(written.trim())) {
                    return outcomes.get(k);
                }
            }
        }
        return Notation.parse(state, written);
    }
}
