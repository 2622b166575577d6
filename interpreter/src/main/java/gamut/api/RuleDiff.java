package gamut.api;

import gamut.core.RuleChange;
import gamut.engine.Game;
import gamut.load.GameLoader;
import java.util.List;

/**
 * What differs between two rule sets: two definition files, or one under two sets of variants.
 * The items that differ ({@link RuleChange}) are read from the definitions; what the difference
 * does to play is measured on positions by {@link PositionDiff}.
 */
public final class RuleDiff {
    private RuleDiff() {}

    /** One side: a definition's file name and text, and the variants applied to it (none: the base game). */
    public record Side(String file, String text, List<String> variants) {
        public Side {
            variants = List.copyOf(variants);
        }

        /** The file and its variants, "games/hex.gamut, base" or "games/hex.gamut, swap=on,size=9". */
        public String label() {
            return file + ", " + (variants.isEmpty() ? "base" : String.join(",", variants));
        }
    }

    /** Both sides loaded, and the items that differ from the left to the right, none when the rules are the same. */
    public record Comparison(Game left, Game right, List<RuleChange> changes) {
        public Comparison {
            changes = List.copyOf(changes);
        }

        public boolean same() {
            return changes.isEmpty();
        }
    }

    /**
     * Loads both sides and compares their items. A side that does not load (a file that does not
     * check, an unknown variant) is a {@link gamut.base.GamutException} that says why, as
     * {@link Gamut#load} says it.
     */
    public static Comparison compare(Side left, Side right) {
        Game before = Gamut.load(left.file(), left.text(), left.variants());
        Game after = Gamut.load(right.file(), right.text(), right.variants());
        List<RuleChange> changes = GameLoader.changes(new GameLoader.Source(left.file(), left.text(), left.variants()),
                new GameLoader.Source(right.file(), right.text(), right.variants()));
        return new Comparison(before, after, changes);
    }
}
