package gamut.compile;

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

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }
}
