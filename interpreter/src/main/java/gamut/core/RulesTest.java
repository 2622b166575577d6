package gamut.core;

import gamut.base.Pos;
import java.util.List;

/**
 * A test written in a definition file ({@code test "name" { ... }}), as the loader reads it: the
 * variant sets it runs under (each a list of variants applied together; an empty list is the
 * base game) and its steps in order, each with its place in the file.
 */
public record RulesTest(String name, Pos pos, List<List<String>> variantSets, List<Step> steps) {
    public RulesTest {
        variantSets = List.copyOf(variantSets);
        steps = List.copyOf(steps);
    }

    /** One field of a test: a start, moves played, or a check of the position where it stands. */
    public sealed interface Step {
        Pos pos();
    }

    /** Start from this position, as {@code -p} reads it. */
    public record Start(Pos pos, String position) implements Step {}

    /** Play these moves. */
    public record Play(Pos pos, String moves) implements Step {}

    /** Exactly this many legal moves. */
    public record MoveCount(Pos pos, long count) implements Step {}

    /** Exactly these legal moves, written as in {@link Play}. */
    public record MoveSet(Pos pos, String moves) implements Step {}

    /** Exactly this many legal complete turns. */
    public record TurnCount(Pos pos, long count) implements Step {}

    /** Exactly this many lines of play {@code depth} plies deep. */
    public record Perft(Pos pos, int depth, long count) implements Step {}

    /** The move is legal ({@code legal}) or is not. */
    public record Legal(Pos pos, String move, boolean legal) implements Step {}

    /** The places of the players who have finished so far (of every player once the game is over). */
    public record Places(Pos pos, String places) implements Step {}

    /** How the game stands: going on, drawn, or won or lost by the player (with the winner's points, when given). */
    public record Outcome(Pos pos, Kind kind, String player, Double points) implements Step {
        public enum Kind { GOES_ON, DRAW, WINS, LOSES }
    }
}
