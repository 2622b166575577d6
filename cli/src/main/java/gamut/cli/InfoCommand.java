package gamut.cli;

import gamut.ai.Heuristics;
import gamut.core.GameInfo;
import gamut.core.Geometry;
import gamut.engine.Game;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "info", mixinStandardHelpOptions = true,
        description = {"Show a game's title, source, players, board, pieces and variants with their sources."})
final class InfoCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "the game definition file, or - to read it from standard input")
    Path file;

    @Spec
    CommandSpec spec;

    @Mixin
    EngineChoice engine;

    @Override
    public Integer call() {
        Game game = Definitions.load(file, java.util.List.of());
        GameInfo info = game.info();
        PrintWriter out = spec.commandLine().getOut();
        out.println(info.title());
        if (!info.source().isEmpty()) {
            out.println("source:   " + info.source());
        }
        out.println("players:  " + String.join(", ", info.players()) + " (" + info.players().get(info.firstPlayer())
                + " moves first)");
        out.println("board:    " + describe(game.geometry()));
        out.println("pieces:   " + String.join(", ", info.pieces()));
        if (!game.letterForms().isEmpty()) {
            out.println("positions in letters: " + String.join(", ", game.letterForms()) + " (-p "
                    + game.letterForms().get(0) + ":...)");
        }
        out.println("evaluation: " + Heuristics.of(game).origin() + " (the alpha-beta player's; gamut train learns it)");
        java.nio.file.Path network = Definitions.isStdin(file) ? null : gamut.ai.NetworkFile.beside(file, game);
        if (network != null && java.nio.file.Files.isRegularFile(network)) {
            out.println("network: " + network + " (the net player's, and its variants' that have none of their own;"
                    + " gamut train --network learns it)");
        }
        out.println("computer: " + levels(game.computer()));
        if (!game.computer().avoids().isEmpty()) {
            out.println("          its tree search avoids: " + String.join(", ", game.computer().avoids()));
        }
        out.println("engine:   " + game.engine());
        out.println("variants: " + (info.variants().isEmpty() ? "none" : info.variants().size()));
        for (GameInfo.Variant v : info.variants()) {
            String parents = v.parents().isEmpty() ? "" : " (= " + String.join(" + ", v.parents()) + ")";
            out.println("  " + v.name() + parents);
            out.println("      " + (v.source().isEmpty() ? "(no source)" : v.source()));
        }
        out.flush();
        return 0;
    }

    private static String describe(Geometry geo) {
        return switch (geo.kind()) {
            case GRID -> "grid of " + geo.cells() + " cells, " + geo.directions() + " directions";
            case HEX -> "hex map of " + geo.cells() + " cells, " + geo.directions() + " directions";
            case POINTS -> geo.cells() + " points";
            case LINES -> geo.cells() + " points on " + drawnLines(geo) + " lines, " + geo.directions() + " directions";
            case EDGES -> "grid of " + places(geo, gamut.core.GridPlace.CELL) + " cells, "
                    + (places(geo, gamut.core.GridPlace.EDGE_EAST) + places(geo, gamut.core.GridPlace.EDGE_NORTH))
                    + " edges and " + places(geo, gamut.core.GridPlace.VERTEX) + " vertices, " + geo.directions()
                    + " directions";
            case GRAPH -> geo.cells() + " cells joined by " + links(geo) + " links, " + geo.directions() + " directions";
            case HEX_EDGES -> "hex map of " + places(geo, gamut.core.GridPlace.CELL) + " cells and "
                    + places(geo, gamut.core.GridPlace.EDGE) + " edges, " + geo.directions() + " directions";
        };
    }

    private static long places(Geometry geo, gamut.core.GridPlace kind) {
        return java.util.stream.IntStream.range(0, geo.cells()).filter(c -> geo.place(c) == kind).count();
    }

    /** The pairs of cells a step joins, each pair once whichever way its steps go. */
    private static long links(Geometry geo) {
        java.util.Set<Long> pairs = new java.util.HashSet<>();
        for (int c = 0; c < geo.cells(); c++) {
            for (int to : geo.neighbours(c)) {
                pairs.add((long) Math.min(c, to) * geo.cells() + Math.max(c, to));
            }
        }
        return pairs.size();
    }

    /** The lines joining two points or more: a point with no neighbour along an axis is a line of its own there, not drawn. */
    private static long drawnLines(Geometry geo) {
        java.util.Set<Integer> lines = new java.util.HashSet<>();
        for (int c = 0; c < geo.cells(); c++) {
            for (int d = 0; d < geo.directions(); d++) {
                if (geo.next(c, d) >= 0) {
                    lines.add(geo.lineTable()[c * geo.directions() + d]);
                }
            }
        }
        return lines.size();
    }

    /** The levels as the definition makes them: "easy ab:1, medium ab:2 (Elo 250), ..."; "as in every game" when it names none. */
    static String levels(gamut.core.ComputerLevels levels) {
        java.util.List<String> each = levels.all().stream()
                .map(l -> l.level() + " " + l.spec() + (l.elo() == null ? "" : " (Elo " + l.elo() + ")")).toList();
        return String.join(", ", each) + (levels.chosen().isEmpty() ? " (no computer lines: as in every game)" : "");
    }
}
