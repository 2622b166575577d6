package gamut.cli;

import gamut.ast.Item;
import gamut.check.RuleSet;
import gamut.load.GameLoader;
import gamut.base.GamutException;
import gamut.parse.SourceParser;
import gamut.board.Geometry;
import gamut.rules.Rules;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "info", mixinStandardHelpOptions = true,
        description = "Show a game's title, source, players, board, pieces and variants with their sources.")
final class InfoCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "the game definition file")
    Path file;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        String text = GameLoader.read(file);
        Rules rules = GameLoader.load(file.toString(), text, java.util.List.of());
        RuleSet set = rules.source;
        PrintWriter out = spec.commandLine().getOut();
        out.println(set.title());
        if (set.source() != null) {
            out.println("source:   " + set.source());
        }
        out.println("players:  " + String.join(", ", set.players()) + " (" + set.players().get(set.firstPlayer())
                + " moves first)");
        Geometry geo = rules.geometry;
        out.println("board:    " + describe(geo));
        out.println("pieces:   " + String.join(", ", set.pieces()));
        var parsed = SourceParser.parse(file.toString(), text);
        if (parsed.file() == null) {
            throw new GamutException(file + ": cannot read variants");
        }
        var variants = parsed.file().items().stream().filter(i -> i instanceof Item.Variant)
                .map(i -> (Item.Variant) i).toList();
        out.println("variants: " + (variants.isEmpty() ? "none" : variants.size()));
        for (Item.Variant v : variants) {
            String source = v.items().stream().filter(i -> i instanceof Item.Source)
                    .map(i -> ((Item.Source) i).text()).findFirst().orElse("(no source)");
            String parents = v.parents().isEmpty() ? ""
                    : " (= " + String.join(" + ", v.parents().stream().map(Item.VariantName::text).toList()) + ")";
            out.println("  " + v.name().text() + parents);
            out.println("      " + source);
        }
        out.flush();
        return 0;
    }

    private static String describe(Geometry geo) {
        return switch (geo.kind()) {
            case GRID -> "grid of " + geo.cells() + " cells, " + geo.directions() + " directions";
            case HEX -> "hex map of " + geo.cells() + " cells, " + geo.directions() + " directions";
            case POINTS -> geo.cells() + " points";
        };
    }
}
