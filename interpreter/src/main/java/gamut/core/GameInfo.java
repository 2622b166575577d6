package gamut.core;

import java.util.List;

/**
 * What a person is told about a game: its title, description and source, its players and pieces,
 * every variant of its file with the source that variant cites, and the variants in play.
 *
 * @param source     the source the game cites, or "" when none
 * @param variants   every variant of the definition file, in file order
 * @param applied    the variants these rules were compiled with, in the order applied
 */
public record GameInfo(String title, String description, String source, List<String> players, int firstPlayer,
                       List<String> pieces, List<String> letters, List<String> flags,
                       List<Variant> variants, List<String> applied) {

    /**
     * A variant of the file: its name, the variants it combines (none for a plain one), and the
     * source it cites ("" when none).
     */
    public record Variant(String name, List<String> parents, String source) {}

    /** The variant of that name, or null. */
    public Variant variant(String name) {
        for (Variant v : variants) {
            if (v.name().equals(name)) {
                return v;
            }
        }
        return null;
    }
}
