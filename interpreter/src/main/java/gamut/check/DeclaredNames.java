package gamut.check;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The declared names by what they name, each to its index (the first when a name is declared
 * twice), so that a name is found at once however many a game declares.
 */
public record DeclaredNames(Map<String, Integer> players, Map<String, Integer> pieces, Map<String, Integer> relatives,
                            Map<String, Integer> zones, Map<String, Integer> flags) {
    static DeclaredNames of(List<String> players, List<String> pieces, List<String> relatives, List<String> zones,
                                 List<String> flags) {
        return new DeclaredNames(index(players), index(pieces), index(relatives), index(zones), index(flags));
    }

    /** Each name to where it is first in the list. */
    public static Map<String, Integer> index(List<String> names) {
        Map<String, Integer> out = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            out.putIfAbsent(names.get(i), i);
        }
        return out;
    }

    static int find(Map<String, Integer> index, String name) {
        return index.getOrDefault(name, -1);
    }
}
