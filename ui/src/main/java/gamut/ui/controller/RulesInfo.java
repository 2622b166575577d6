package gamut.ui.controller;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.GameInfo;
import gamut.engine.Game;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What the rules panel and the variants menu show: the game's description and sources, read without Swing. */
public final class RulesInfo {
    private RulesInfo() {}

    /** A variant in play and the source it cites ("" when none). */
    public record ChosenVariant(String name, String source) {}

    /** The title, description and source of the rules in play, and the chosen variants with their sources. */
    public record Summary(String title, String description, String source, List<ChosenVariant> variants) {}

    /** Every variant of a definition file, in file order, with the source it cites; empty if the file does not load. */
    public static Map<String, String> variantSources(String name, String text) {
        Game game;
        try {
            game = Gamut.load(name, text, List.of());
        } catch (GamutException e) {
            return Map.of();
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (GameInfo.Variant v : game.info().variants()) {
            out.put(v.name(), v.source());
        }
        return Collections.unmodifiableMap(out);
    }

    /** The summary of what the controller is playing. */
    public static Summary summary(GameController c) {
        Game game = c.game();
        List<ChosenVariant> chosen = new ArrayList<>();
        for (String v : c.variants()) {
            chosen.add(new ChosenVariant(v, c.variantSources().getOrDefault(v, "")));
        }
        return new Summary(game.title(), blank(game.info().description()), blank(game.info().source()), List.copyOf(chosen));
    }

    private static String blank(String s) {
        return s == null ? "" : s.strip();
    }
}
