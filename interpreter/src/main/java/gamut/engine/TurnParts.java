package gamut.engine;

import gamut.rules.TurnRule;
import java.util.ArrayList;
import java.util.List;

/**
 * The parts of the turn under way, named by their groups as the turn plan lists them: those played
 * so far and those still owed, for a plan of parts played one by one ({@code each of A, B}, in order
 * or {@code in any order}). A turn of one move, a plan of one group ({@code one of}, {@code all of}),
 * a roll of the dice and a finished game owe nothing: the dice, or the move itself, say what is left.
 *
 * @param plan    the turn plan's name, or null when no plan of parts governs the turn
 * @param played  the parts played this turn, in the plan's order
 * @param owed    the parts still to play, in the plan's order (a group listed twice, twice)
 * @param inOrder whether the parts are played in the order listed
 */
public record TurnParts(String plan, List<String> played, List<String> owed, boolean inOrder) {
    public static final TurnParts NONE = new TurnParts(null, List.of(), List.of(), false);

    public TurnParts {
        played = List.copyOf(played);
        owed = List.copyOf(owed);
    }

    static TurnParts of(State state) {
        int plan = state.turns.plan;
        if (state.isOver() || state.isChance() || plan < 0) {
            return NONE;
        }
        TurnRule rule = state.rules().plan(plan);
        boolean inOrder = rule.kind() == TurnRule.Kind.EACH_IN_ORDER;
        if (!inOrder && rule.kind() != TurnRule.Kind.EACH_ANY_ORDER) {
            return NONE;
        }
        List<String> played = new ArrayList<>();
        List<String> owed = new ArrayList<>();
        for (int part = 0; part < rule.parts(); part++) {
            (state.turns.partsDone.has(part) ? played : owed).add(rule.partNames()[part]);
        }
        return new TurnParts(rule.name(), played, owed, inOrder);
    }

    /**
     * What is owed in words, the groups' names with spaces for underscores: "cowboy action still to
     * play", "still to play: walk (3 times), then pick", "still to play: cow action and cowboy
     * action, in any order"; "" when nothing is owed.
     */
    public String text() {
        if (owed.isEmpty()) {
            return "";
        }
        // A group owed several times is named once with its count: in order, where it comes in a row.
        List<String> groups = new ArrayList<>();
        List<Integer> times = new ArrayList<>();
        for (String group : owed) {
            int at = !inOrder ? groups.indexOf(group)
                    : !groups.isEmpty() && groups.get(groups.size() - 1).equals(group) ? groups.size() - 1 : -1;
            if (at < 0) {
                groups.add(group);
                times.add(1);
            } else {
                times.set(at, times.get(at) + 1);
            }
        }
        List<String> named = new ArrayList<>();
        for (int i = 0; i < groups.size(); i++) {
            named.add(groups.get(i).replace('_', ' ') + (times.get(i) > 1 ? " (" + times.get(i) + " times)" : ""));
        }
        if (named.size() == 1) {
            return named.get(0) + " still to play";
        }
        if (inOrder) {
            return "still to play: " + String.join(", then ", named);
        }
        String last = named.remove(named.size() - 1);
        return "still to play: " + String.join(", ", named) + " and " + last + ", in any order";
    }
}
