package gamut.check;

import gamut.ast.Item;
import gamut.base.Diagnostic;
import gamut.base.GamutException;
import gamut.core.ComputerLevels;
import gamut.core.PlayerSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks the {@code computer} lines, which say what each level of the computer plays this game
 * with ({@code computer hard "ab:4" elo 310}): a known level, and a spec of one of Gamut's own
 * searches that fits the game. An engine program is named on a command line, never in a
 * definition: loading a game must not start a program.
 */
final class ComputerChecker {
    private final RuleSet rules;
    private final List<Item> items;
    private final Refs refs;

    ComputerChecker(RuleSet rules, List<Item> items, List<Diagnostic> diagnostics) {
        this.rules = rules;
        this.items = items;
        this.refs = new Refs(diagnostics);
    }

    ComputerLevels check() {
        List<ComputerLevels.Level> chosen = new ArrayList<>();
        for (Item item : items) {
            if (item instanceof Item.Computer c && known(c) && fits(c)) {
                chosen.add(new ComputerLevels.Level(c.level().text(), c.spec().trim(), c.elo()));
            }
        }
        // The moves the search avoids were checked with the play ('computer avoids'); their names go with the levels.
        return new ComputerLevels(chosen, rules.avoids().stream().map(a -> a.name().text()).toList());
    }

    private boolean known(Item.Computer c) {
        String level = c.level().text();
        if (PlayerSpec.LEVELS.contains(level)) {
            return true;
        }
        refs.error(c.level().pos(), "unknown level '" + level + "'" + Suggest.didYouMean(level, PlayerSpec.LEVELS)
                + " (levels: " + String.join(", ", PlayerSpec.LEVELS) + ")");
        return false;
    }

    private boolean fits(Item.Computer c) {
        PlayerSpec spec;
        try {
            spec = PlayerSpec.parse(c.spec());
        } catch (GamutException e) {
            refs.error(c.specPos(), e.getMessage());
            return false;
        }
        String problem = switch (spec.family()) {
            case LEVEL -> "a level stands for a search, not for another level ('" + spec.name() + "')";
            case ENGINE -> "a definition names one of Gamut's searches, not an engine program: give '"
                    + spec.name() + "' on the command line";
            case ALPHA_BETA -> rules.dice() != null
                    ? "the alpha-beta search plays games without dice; this game has dice: use a tree search (mcts)" : null;
            case NETWORK -> rules.players().size() != 2 ? "a network plays games of two players" : null;
            default -> null;
        };
        if (problem != null) {
            refs.error(c.specPos(), problem);
        }
        return problem == null;
    }
}
