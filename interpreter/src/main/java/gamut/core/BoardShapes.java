package gamut.core;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * The board shapes a definition may name after {@code board} by a word ({@link BoardShape}). A
 * program that embeds the library adds its own before it loads the definitions that use them;
 * the checker reads them by name, and an unknown name is reported with the names known.
 */
public final class BoardShapes {
    private static final Map<String, BoardShape> KNOWN = new ConcurrentSkipListMap<>();

    private BoardShapes() {
    }

    /**
     * Makes the shape known by its word.
     *
     * @throws IllegalArgumentException when another shape already has the word
     */
    public static void add(BoardShape shape) {
        BoardShape earlier = KNOWN.putIfAbsent(shape.word(), shape);
        if (earlier != null && earlier != shape) {
            throw new IllegalArgumentException("a board shape named '" + shape.word() + "' is already known");
        }
    }

    /** The shape named by the word, if one is known. */
    public static Optional<BoardShape> named(String word) {
        return Optional.ofNullable(KNOWN.get(word));
    }

    /** The words of the shapes known, in alphabetical order. */
    public static List<String> words() {
        return List.copyOf(KNOWN.keySet());
    }
}
