package gamut.rules;

/**
 * A compiled turn plan: the condition that selects it at the start of a turn, its kind, and for
 * each part the programs whose moves play it and the programs that stand in when it has none.
 */
public record TurnRule(String name, Eval when, Kind kind, int[][] partPrograms, int[][] fallbackPrograms,
                       boolean[] fallbackWholeTurn) {
    public enum Kind { ONE_OF, EACH_IN_ORDER, EACH_ANY_ORDER, ALL_OF }

    public int parts() {
        return partPrograms.length;
    }
}
