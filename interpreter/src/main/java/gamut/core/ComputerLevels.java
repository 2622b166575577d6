package gamut.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the named strengths of the computer ({@link PlayerSpec#LEVELS}) stand for in one game: the
 * definition's {@code computer} lines, and for the levels it leaves alone the tree searches every
 * game starts with. A level's Elo is the one the definition records from a tournament, or null.
 */
public final class ComputerLevels {
    /** What each level stands for in a game whose definition names none: plain tree searches. */
    public static final ComputerLevels DEFAULT = new ComputerLevels(List.of());

    /** One level as a definition gives it; {@code elo} is null when none is recorded. */
    public record Level(String level, String spec, Integer elo) {}

    private final Map<String, Level> levels = new LinkedHashMap<>();
    private final List<Level> chosen;
    private final List<String> avoids;

    /** The levels given ({@code chosen}, each level at most once and each spec a search's), the rest as by default. */
    public ComputerLevels(List<Level> chosen) {
        this(chosen, List.of());
    }

    /** The same, with the names of the definition's 'computer avoids' lines. */
    public ComputerLevels(List<Level> chosen, List<String> avoids) {
        this.chosen = List.copyOf(chosen);
        this.avoids = List.copyOf(avoids);
        levels.put("easy", new Level("easy", "mcts:200", null));
        levels.put("medium", new Level("medium", "mcts:2000", null));
        levels.put("hard", new Level("hard", "mcts:10000", null));
        levels.put("strongest", new Level("strongest", "mcts:40000:2", null));
        for (Level l : chosen) {
            levels.put(l.level(), l);
        }
    }

    /** Every level, weakest first. */
    public List<Level> all() {
        return List.copyOf(levels.values());
    }

    /** The levels the definition gives, in its order. */
    public List<Level> chosen() {
        return chosen;
    }

    /** The names of the definition's 'computer avoids' lines, in its order: moves the tree search passes over. */
    public List<String> avoids() {
        return avoids;
    }

    /** The spec a level stands for, or null for a word that is no level. */
    public String spec(String level) {
        Level l = levels.get(level);
        return l == null ? null : l.spec();
    }

    /** Each level's spec, weakest first. */
    public Map<String, String> specs() {
        Map<String, String> specs = new LinkedHashMap<>();
        levels.forEach((name, l) -> specs.put(name, l.spec()));
        return Collections.unmodifiableMap(specs);
    }
}
