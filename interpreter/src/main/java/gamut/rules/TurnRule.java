package gamut.rules;

import java.util.Arrays;

/**
 * A compiled turn plan: the condition that selects it at the start of a turn, its kind, and for
 * each part the programs whose moves play it and the programs that stand in when it has none. A
 * plan may have any number of parts, a group listed several times included ('each of step, step').
 */
public record TurnRule(String name, Eval when, Kind kind, int[][] partPrograms, int[][] fallbackPrograms,
                       boolean[] fallbackWholeTurn, String[] partNames, int[] previousSame) {
    public enum Kind { ONE_OF, EACH_IN_ORDER, EACH_ANY_ORDER, ALL_OF }

    /** {@code partNames}: the group each part names (as positions write the parts played). */
    public TurnRule(String name, Eval when, Kind kind, int[][] partPrograms, int[][] fallbackPrograms,
                    boolean[] fallbackWholeTurn, String[] partNames) {
        this(name, when, kind, partPrograms, fallbackPrograms, fallbackWholeTurn, partNames,
                previousSame(partPrograms, fallbackPrograms, fallbackWholeTurn));
    }

    public int parts() {
        return partPrograms.length;
    }

    /**
     * For each part, the nearest earlier part played by the same programs with the same fallback
     * (-1: none). Such parts are played first to last, so while the earlier one is not played the
     * later one offers nothing of its own: its moves would be listed twice.
     */
    private static int[] previousSame(int[][] programs, int[][] fallbacks, boolean[] whole) {
        int[] previous = new int[programs.length];
        for (int part = 0; part < programs.length; part++) {
            previous[part] = -1;
            for (int earlier = part - 1; earlier >= 0 && previous[part] < 0; earlier--) {
                if (Arrays.equals(programs[earlier], programs[part]) && Arrays.equals(fallbacks[earlier], fallbacks[part])
                        && whole[earlier] == whole[part]) {
                    previous[part] = earlier;
                }
            }
        }
        return previous;
    }
}
