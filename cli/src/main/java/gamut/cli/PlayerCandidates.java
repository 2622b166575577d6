package gamut.cli;

import gamut.ai.PlayerSpecs;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * What shell completion offers for a player's spec: the kinds of player and the named levels (a
 * spec's budget, mcts:2s or ab:6, is the user's to type). Picocli makes these by reflection from
 * an option's {@code completionCandidates}, so each list is a class.
 */
public final class PlayerCandidates {
    private PlayerCandidates() {}

    /** The computer players: random, each level, the tree search and the alpha-beta search. */
    public static List<String> computers() {
        List<String> words = new ArrayList<>(List.of("random"));
        words.addAll(PlayerSpecs.LEVELS.keySet());
        words.addAll(List.of("mcts", "ab"));
        return List.copyOf(words);
    }

    /** For commands where only the computer plays (selfplay, compare, match, tournament, the engines). */
    public static final class Computers implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return computers().iterator();
        }
    }

    /** For commands where a person may play: a person first, then the computer players. */
    public static final class People implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> words = new ArrayList<>(List.of(PlayerOptions.HUMAN));
            words.addAll(computers());
            return words.iterator();
        }
    }
}
