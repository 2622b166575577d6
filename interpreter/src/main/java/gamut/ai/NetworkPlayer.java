package gamut.ai;

import gamut.engine.State;

/**
 * The {@link Network}'s player: the move that starts the best end of the turn, looking one turn
 * ahead or two ({@link TurnLookahead}). It replays the same moves in the same positions.
 */
final class NetworkPlayer implements Player {
    private final int turns;
    private final String name;
    private TurnLookahead look;

    NetworkPlayer(int turns, String name) {
        this.turns = turns;
        this.name = name;
    }

    @Override
    public int choose(State state) {
        if (look == null) {
            look = new TurnLookahead(Network.of(state.game()), turns);
        }
        return look.choose(state);
    }

    @Override
    public String describe() {
        return name;
    }
}
