package gamut.ui.controller;

import gamut.ast.Item;
import gamut.parse.SourceParser;
import gamut.rules.Rules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What the rules panel and the variants menu show: the game's description and sources, read without Swing. */
public final class GameInfo {
    private GameInfo() {}

    /** A variant in play and the source it cites ("" when none). */
    public record ChosenVariant(String name, String source) {}

    /** The title, description and source of the rules in play, and the chosen variants with their sources. */
    public record Summary(String title, String description, String source, List<ChosenVariant> variants) {}

    /** Every variant of a definition file, in file order, with the source it cites; empty if the file does not parse. */
    public static Map<String, String> variantSources(String name, String text) {
        SourceParser.Result parsed = SourceParser.parse(name, text);
        if (!parsed.ok()) {
            return Map.of();
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (Item item : parsed.file().items()) {
            if (item instanceof Item.Variant v) {
                String source = "";
                for (Item inner : v.items()) {
                    if (inner instanceof Item.Source s) {
                        source = s.text();
                    }
                }
                out.put(v.name().text(), source);
            }
        }
        return Collections.unmodifiableMap(out);
    }

    /** The summary of what the controller is playing. */
    public static Summary summary(GameController c) {
        Rules rules = c.rules();
        List<ChosenVariant> chosen = new ArrayList<>();
        for (String v : c.variants()) {
            chosen.add(new ChosenVariant(v, c.variantSources().getOrDefault(v, "")));
        }
        return new Summary(rules.title(), blank(rules.source.description()), blank(rules.source.source()), List.copyOf(chosen));
    }

    private static String blank(String s) {
        return s == null ? "" : s.strip();
    }
}
