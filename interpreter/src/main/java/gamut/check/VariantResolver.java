package gamut.check;

import gamut.ast.GameFile;
import gamut.ast.Item;
import gamut.ast.Name;
import gamut.base.Diagnostic;
import gamut.base.Limits;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Applies named variants to the base game: a variant's items replace the base items with the same
 * identity (the same kind, and the same name where the kind is named) and add the others.
 */
public final class VariantResolver {
    private final GameFile file;
    private final List<Diagnostic> diagnostics;
    private final Map<String, Item.Variant> variants = new LinkedHashMap<>();
    /** By identity, the chosen variant that put each item in force in place, as {@link #apply} left them. */
    private final Map<String, String> supplied = new LinkedHashMap<>();

    public VariantResolver(GameFile file, List<Diagnostic> diagnostics) {
        this.file = file;
        this.diagnostics = diagnostics;
        for (Item item : file.items()) {
            if (item instanceof Item.Variant v) {
                Item.Variant earlier = variants.get(v.name().text());
                if (earlier != null) {
                    error(v, "variant '" + v.name().text() + "' is declared twice (first at line "
                            + earlier.pos().line() + ")");
                } else if (variants.size() == Limits.VARIANTS) {
                    // Each variant is checked and compiled on its own: the rest are left out.
                    error(v, "a game has at most " + Limits.VARIANTS + " variants");
                    break;
                } else {
                    variants.put(v.name().text(), v);
                }
            }
        }
        for (Item.Variant v : variants.values()) {
            checkVariant(v);
        }
    }

    /** A variant of the file: its name, the variants it combines, and the source it cites ("" when none). */
    public record Entry(String name, List<String> parents, String source) {}

    /** Every variant of the file, in file order, read once from the syntax tree for whoever shows them. */
    public List<Entry> catalog() {
        List<Entry> out = new ArrayList<>();
        for (Item.Variant v : variants.values()) {
            String source = "";
            for (Item item : v.items()) {
                if (item instanceof Item.Source s && source.isEmpty()) {
                    source = s.text();
                }
            }
            out.add(new Entry(v.name().text(), v.parents().stream().map(Item.VariantName::text).toList(), source));
        }
        return List.copyOf(out);
    }

    public Map<String, Item.Variant> variants() {
        return variants;
    }

    /** The variants named, with every parent before its child, each once. */
    public List<Item.Variant> expand(List<String> names) {
        Set<String> seen = new LinkedHashSet<>();
        List<Item.Variant> order = new ArrayList<>();
        Map<String, String> keys = new LinkedHashMap<>();
        for (String name : names) {
            String key = name.contains("=") ? name.substring(0, name.indexOf('=')) : null;
            String earlier = key == null ? null : keys.putIfAbsent(key, name);
            if (earlier != null && !earlier.equals(name)) {
                throw new UnknownVariantException("variants '" + earlier + "' and '" + name + "' both set '" + key
                        + "'; choose one");
            }
        }
        for (String name : names) {
            Item.Variant v = variants.get(name);
            if (v == null) {
                String suggestion = Suggest.didYouMean(name, variants.keySet());
                List<String> sameKey = variants.keySet().stream().filter(k -> k.startsWith(name + "=")).toList();
                if (suggestion.isEmpty() && sameKey.size() == 1) {
                    suggestion = " (did you mean '" + sameKey.get(0) + "'?)";
                }
                throw new UnknownVariantException(name, suggestion, variants.keySet());
            }
            expandInto(v, seen, order, new LinkedHashSet<>());
        }
        return order;
    }

    private void expandInto(Item.Variant v, Set<String> seen, List<Item.Variant> order, Set<String> path) {
        String name = v.name().text();
        if (seen.contains(name) || !path.add(name)) {
            return;
        }
        for (Item.VariantName parent : v.parents()) {
            Item.Variant p = variants.get(parent.text());
            if (p != null) {
                expandInto(p, seen, order, path);
            }
        }
        seen.add(name);
        order.add(v);
    }

    /** The effective items: base, then each variant in order; conflicts between chosen variants are errors. */
    public List<Item> apply(List<Item.Variant> chosen) {
        Map<String, Item> items = new LinkedHashMap<>();
        supplied.clear();
        for (Item item : file.items()) {
            if (item instanceof Item.Variant || item instanceof Item.Source || item instanceof Item.Test) {
                // Tests are not rules: TestChecker reads them.
                continue;
            }
            if (removes(item)) {
                error(item, describe(item) + ": only a variant can remove a rule with 'none'");
                continue;
            }
            if (item instanceof Item.Also also) {
                error(also, "only a variant can add to a program with 'also': write the statements in "
                        + describe(also.item()) + " itself");
                continue;
            }
            Item earlier = items.putIfAbsent(identity(item), item);
            if (earlier != null) {
                error(item, describe(item) + " is declared twice (first at line " + earlier.pos().line() + ")");
            }
        }
        Map<String, Item.Variant> keys = new LinkedHashMap<>();
        for (Item.Variant v : chosen) {
            Item.Variant sameKey = keys.put(v.name().key(), v);
            if (sameKey != null && v.name().value() != null && !sameKey.name().text().equals(v.name().text())) {
                error(v, "variants '" + sameKey.name().text() + "' and '" + v.name().text() + "' both set '"
                        + v.name().key() + "'; choose one");
            }
            for (Item item : v.items()) {
                if (item instanceof Item.Source || item instanceof Item.Description) {
                    continue;
                }
                if (item instanceof Item.Also also) {
                    addTo(items, also, v);
                } else if (removes(item)) {
                    supplied.remove(identity(item));
                    if (items.remove(identity(item)) == null) {
                        error(item, describe(item) + " removes nothing: the game has no such rule");
                    }
                } else {
                    items.put(identity(item), item);
                    supplied.put(identity(item), v.name().text());
                }
            }
        }
        VariantPlayers.apply(items, supplied, file.items(), diagnostics);
        return new ArrayList<>(items.values());
    }

    /**
     * {@code also PROGRAM}: the variant's statements go at the end of the program in force of the
     * same identity, which keeps its place; an error when there is none, or when the item is no program.
     */
    private void addTo(Map<String, Item> items, Item.Also also, Item.Variant v) {
        String key = identity(also.item());
        Item base = items.get(key);
        if (!(also.item() instanceof Item.Moves || also.item() instanceof Item.After)) {
            error(also, "'also' adds statements to a program ('moves', 'drops' or 'after'), not to "
                    + describe(also.item()));
        } else if (base == null) {
            error(also, "variant '" + v.name().text() + "' adds to " + describe(also.item())
                    + ", which the game does not have" + Suggest.didYouMean(key, programsIn(items)));
        } else {
            items.put(key, Programs.joined(base, also.item()));
            supplied.put(key, v.name().text());
        }
    }

    private static List<String> programsIn(Map<String, Item> items) {
        return items.entrySet().stream()
                .filter(e -> e.getValue() instanceof Item.Moves || e.getValue() instanceof Item.After)
                .map(Map.Entry::getKey).toList();
    }

    /** Each item in force (as {@link #apply} gave them) with its identity and the variant that put it in place. */
    public List<ItemSources.Origin> origins(List<Item> inForce) {
        List<ItemSources.Origin> out = new ArrayList<>();
        for (Item item : inForce) {
            out.add(new ItemSources.Origin(item.pos(), identity(item), supplied.get(identity(item))));
        }
        return out;
    }

    /**
     * The lines each chosen variant spans: from its first line to the line before the next item of
     * the game (to the end of the file for the last), so that a statement of one of its macros can
     * be told to be the variant's.
     */
    public List<ItemSources.Span> spans(List<Item.Variant> chosen) {
        List<Item> top = file.items();
        List<ItemSources.Span> out = new ArrayList<>();
        for (int i = 0; i < top.size(); i++) {
            if (top.get(i) instanceof Item.Variant v && chosen.contains(v)) {
                int to = i + 1 < top.size() ? top.get(i + 1).pos().line() - 1 : Integer.MAX_VALUE;
                out.add(new ItemSources.Span(v.name().text(), v.pos().file(), v.pos().line(), to));
            }
        }
        return out;
    }

    private void checkVariant(Item.Variant v) {
        boolean cited = false;
        Map<String, Item> own = new LinkedHashMap<>();
        for (Item item : v.items()) {
            if (item instanceof Item.Variant nested) {
                error(nested, "variants cannot be nested; declare '" + nested.name().text() + "' at the top level");
            } else if (item instanceof Item.Source) {
                cited = true;
            } else if (item instanceof Item.Test t) {
                error(t, "test \"" + t.name() + "\" belongs to the game, not to variant '" + v.name().text()
                        + "': put it at the top level with 'under " + v.name().text() + "'");
            } else {
                Item earlier = own.putIfAbsent(identity(item), item);
                if (earlier != null) {
                    error(item, describe(item) + " is declared twice in variant '" + v.name().text() + "'");
                }
            }
        }
        if (!cited) {
            error(v, "variant '" + v.name().text() + "' does not cite its source: add a line source \"...\"");
        }
        for (Item.VariantName parent : v.parents()) {
            if (!variants.containsKey(parent.text())) {
                diagnostics.add(new Diagnostic(parent.pos(), "unknown variant '" + parent.text() + "'"
                        + Suggest.didYouMean(parent.text(), variants.keySet())));
            } else if (reaches(parent.text(), v.name().text(), new LinkedHashSet<>())) {
                diagnostics.add(new Diagnostic(parent.pos(), "variant '" + v.name().text()
                        + "' extends itself through '" + parent.text() + "'"));
            }
        }
    }

    private boolean reaches(String from, String target, Set<String> seen) {
        if (from.equals(target)) {
            return true;
        }
        Item.Variant v = variants.get(from);
        if (v == null || !seen.add(from)) {
            return false;
        }
        for (Item.VariantName p : v.parents()) {
            if (reaches(p.text(), target, seen)) {
                return true;
            }
        }
        return false;
    }

    /** {@code end NAME: none} and {@code turn NAME: none} take a rule away. */
    private static boolean removes(Item item) {
        return item instanceof Item.End e && e.condition() == null || item instanceof Item.Turn t && t.plan() == null;
    }

    static String identity(Item item) {
        if (item instanceof Item.Also a) {
            return "also " + identity(a.item());
        } else if (item instanceof Item.Zone z) {
            return "zone " + z.name().text() + (z.owner() == null ? "" : " of " + z.owner().text());
        } else if (item instanceof Item.Track t) {
            return "track " + t.name().text() + " of " + t.owner().text();
        } else if (item instanceof Item.Define d) {
            return "define " + d.name().text();
        } else if (item instanceof Item.DefineValue d) {
            return "define " + d.name().text();
        } else if (item instanceof Item.Moves m) {
            return (m.drop() ? "drops " : "moves ") + m.piece().text() + (m.whose() == null ? "" : " of " + m.whose().text())
                    + (m.groups().isEmpty() ? "" : " as " + String.join(", ", m.groups().stream().map(Name::text).toList()));
        } else if (item instanceof Item.After a) {
            return "after" + (a.groups().isEmpty() ? "" : " " + String.join(", ", a.groups().stream().map(Name::text).toList()));
        } else if (item instanceof Item.RelativeDirections r) {
            return "directions " + r.name().text() + (r.owner() == null ? "" : " of " + r.owner().text());
        } else if (item instanceof Item.Fallback f) {
            return "fallback " + f.group().text();
        } else if (item instanceof Item.Forbid f) {
            return "forbid " + f.name().text();
        } else if (item instanceof Item.Prefer p) {
            return "prefer " + p.name().text();
        } else if (item instanceof Item.Avoid a) {
            return "computer avoids " + a.name().text();
        } else if (item instanceof Item.Turn t) {
            return "turn " + t.name().text();
        } else if (item instanceof Item.End e) {
            return "end " + e.name().text();
        } else if (item instanceof Item.Demote d) {
            return "demote " + d.piece().text();
        } else if (item instanceof Item.Show s) {
            return "show " + s.piece().text() + (s.owner() == null ? "" : " of " + s.owner().text());
        } else if (item instanceof Item.Compensation c) {
            return "compensation to " + c.player().text();
        } else if (item instanceof Item.Computer c) {
            return "computer " + c.level().text();
        } else if (item instanceof Item.ShowZone z) {
            return "show zone " + z.zone().text();
        } else if (item instanceof Item.PositionFormat f) {
            return "position " + f.name().text();
        } else if (item instanceof Item.Limit l && l.since() != null) {
            return "limit since";
        }
        return keyword(item);
    }

    private static String describe(Item item) {
        return "'" + identity(item) + "'";
    }

    /** The keyword that starts an unnamed item: at most one of each per game. */
    static String keyword(Item item) {
        String simple = item.getClass().getSimpleName();
        if (item instanceof Item.BoardDecl) {
            return "board";
        } else if (item instanceof Item.NoMoves) {
            return "no_moves";
        } else if (item instanceof Item.Cube) {
            return "doubling cube";
        } else if (item instanceof Item.CapturesGo) {
            return "captures";
        }
        return simple.toLowerCase();
    }

    private void error(Item item, String message) {
        diagnostics.add(new Diagnostic(item.pos(), message));
    }
}
