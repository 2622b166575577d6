package gamut.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The fixed words that the grammar reads as plain names: who an outcome or a choice is for, when a
 * rule is judged, what a limit counts, how dice are played. The word of each constant is its name
 * in lower case; the checker reads the words once, and the compiler switches on the constants.
 */
public final class Keywords {
    private Keywords() {}

    /** A player named by role rather than by name: in outcomes, and (mover or opponent) as who chooses a move. */
    public enum PlayerRole { MOVER, OPPONENT, FIRST_PLAYER, SECOND_PLAYER }

    /** When a 'forbid' rule is judged. */
    public enum ForbidTiming { TURN_END, EACH_MOVE }

    /** When a fallback is judged: for each part of the turn as it comes (the default), or over the whole turn. */
    public enum FallbackTiming { EACH_PART, WHOLE_TURN }

    /** What a move limit counts. */
    public enum LimitUnit { PLIES, TURNS }

    /** The rules that rank complete plays of the dice, in order of importance ('must play'). */
    public enum DiceUsage { MOST_DICE, LARGER_DIE, MAX_DISTANCE }

    /** How the first turn's dice are found ('opening'); without one, the first player rolls. */
    public enum DiceOpening { SINGLE_DICE, REROLL }

    /** What 'keep most' measures the legal moves by. */
    public enum KeepMeasure { CAPTURES }

    /** The constant whose word this is, or null. */
    public static <E extends Enum<E>> E find(Class<E> type, String word) {
        for (E e : type.getEnumConstants()) {
            if (word(e).equals(word)) {
                return e;
            }
        }
        return null;
    }

    /** The words of every constant, in order. */
    public static <E extends Enum<E>> List<String> words(Class<E> type) {
        List<String> words = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            words.add(word(e));
        }
        return words;
    }

    public static String word(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }
}
