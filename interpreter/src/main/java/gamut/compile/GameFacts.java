package gamut.compile;

import gamut.ast.Expr;
import gamut.ast.Item;
import gamut.check.Builtin;
import gamut.check.RuleSet;
import gamut.check.VariantResolver;
import gamut.core.GameInfo;
import gamut.rules.Setup;
import gamut.rules.Tracks;
import java.util.ArrayList;
import java.util.List;

/** What the compiled rules tell about a game besides how it is played: its information and set-up. */
final class GameFacts {
    private GameFacts() {}

    static GameInfo info(RuleSet set, List<VariantResolver.Entry> catalog) {
        List<GameInfo.Variant> variants = new ArrayList<>();
        for (VariantResolver.Entry e : catalog) {
            variants.add(new GameInfo.Variant(e.name(), e.parents(), e.source()));
        }
        return new GameInfo(set.title(), orEmpty(set.description()), orEmpty(set.source()), set.players(),
                set.firstPlayer(), set.pieces(), set.letters(), flags(set), List.copyOf(variants), set.variants());
    }

    /** The game's flags, then those of a piece's later passes over a cell its track passes more than once. */
    private static List<String> flags(RuleSet set) {
        List<String> flags = new ArrayList<>(set.flags());
        int most = Tracks.mostPasses(set.tracks().stream().map(RuleSet.TrackCells::cells).toList());
        for (int n = 1; n < most; n++) {
            flags.add(Tracks.passName(n));
        }
        return List.copyOf(flags);
    }

    static Setup setup(RuleSet set) {
        List<Setup.Placed> placed = new ArrayList<>();
        for (RuleSet.Placed p : set.setup()) {
            placed.add(new Setup.Placed(p.owner(), p.piece(), p.cell(), p.count(), p.buried().clone()));
        }
        int[][] reserve = new int[set.reserve().length][];
        for (int p = 0; p < reserve.length; p++) {
            reserve[p] = set.reserve()[p].clone();
        }
        RuleSet.Scramble scramble = set.scramble();
        return new Setup(List.copyOf(placed), reserve, scramble == null ? 0 : scramble.moves(), scramble == null ? 0 : scramble.seed());
    }

    /**
     * The longest row an end rule asks for with a length written as a number ('in_a_row(mover, 4)'),
     * 0 when none does: the evaluation counts the lines of that many cells a player could still fill.
     */
    static int rowGoal(List<Item.End> ends) {
        int longest = 0;
        for (Item.End e : ends) {
            longest = Math.max(longest, rowGoal(e.condition()));
        }
        return longest;
    }

    private static int rowGoal(Expr e) {
        int longest = 0;
        if (e instanceof Expr.Call c) {
            if (c.name().text().equals(Builtin.IN_A_ROW.word()) && c.args().size() == 2
                    && c.args().get(1) instanceof Expr.IntLit n) {
                longest = n.value();
            }
            for (Expr a : c.args()) {
                longest = Math.max(longest, rowGoal(a));
            }
        } else if (e instanceof Expr.Not n) {
            longest = rowGoal(n.operand());
        } else if (e instanceof Expr.Binary b) {
            longest = Math.max(rowGoal(b.left()), rowGoal(b.right()));
        } else if (e instanceof Expr.Quantifier q) {
            longest = rowGoal(q.condition());
        }
        return longest;
    }

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }
}
