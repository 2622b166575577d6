package gamut.check;

import gamut.ast.Item;
import gamut.base.Pos;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where each item in force was written and which chosen variant put it in place, with the items
 * each macro is expanded into: plain data the compiler hands on to reports that name rules (rule
 * coverage), never read while playing.
 *
 * @param items      every item in force, base and variant alike, in the order the rules keep them
 * @param variants   the lines each chosen variant spans: statements written there (in its macros) are its own
 * @param macroUsers for each macro (statement or value), the items in force whose expanded text holds it
 */
public record ItemSources(List<Origin> items, List<Span> variants, Map<String, Set<Pos>> macroUsers) {
    /** No sources: a rule set put together without a file (every item then counts as the base game's). */
    public static final ItemSources NONE = new ItemSources(List.of(), List.of(), Map.of());

    /**
     * An item in force: where it starts, its identity (what a variant item replaces it by: "moves
     * queen as normal", "end win", "setup") and the chosen variant that put it in place (null: the base game).
     */
    public record Origin(Pos pos, String identity, String variant) {}

    /** Lines {@code from} to {@code to} of {@code file} are variant {@code variant}'s. */
    public record Span(String variant, String file, int from, int to) {}

    /** The chosen variant whose lines hold the position, or null (the base game). */
    public String variantAt(Pos pos) {
        for (Span s : variants) {
            if (s.file().equals(pos.file()) && pos.line() >= s.from() && pos.line() <= s.to()) {
                return s.variant();
            }
        }
        return null;
    }

    /** The items the macro is expanded into (none when nothing uses it). */
    public Set<Pos> usersOf(String macro) {
        return macroUsers.getOrDefault(macro, Set.of());
    }

    /**
     * Every macro's users: the programs a statement macro was expanded into, and the items a value
     * macro was, a statement macro among them standing for the programs it was expanded into.
     */
    static Map<String, Set<Pos>> users(Map<String, Set<Pos>> statementMacros, Map<String, Set<Pos>> valueMacros,
                                       List<Item> items) {
        Map<Pos, String> defines = new LinkedHashMap<>();
        for (Item item : items) {
            if (item instanceof Item.Define d) {
                defines.put(d.pos(), d.name().text());
            }
        }
        Map<String, Set<Pos>> out = new LinkedHashMap<>();
        statementMacros.forEach((name, users) -> out.put(name, Set.copyOf(users)));
        valueMacros.forEach((name, users) -> {
            Set<Pos> all = new LinkedHashSet<>(out.getOrDefault(name, Set.of()));
            for (Pos user : users) {
                String define = defines.get(user);
                all.addAll(define == null ? Set.of(user) : statementMacros.getOrDefault(define, Set.of()));
            }
            out.put(name, Set.copyOf(all));
        });
        return Map.copyOf(out);
    }
}
