package gamut.check;

import gamut.ast.Item;
import gamut.ast.Name;
import gamut.ast.Placement;
import gamut.base.Diagnostic;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A variant that replaces 'players' (section 9 of the language reference, "Changing the players"):
 * the game's own items that belong to a player the variant leaves out go with that player, and
 * what the variant leaves inconsistent is reported at its 'players' line: a name given player by
 * player in the game for every one of its players but missing for a player of the variant, and a
 * game's setup kept that places a player left out.
 */
final class VariantPlayers {
    private VariantPlayers() {}

    /**
     * Drops from {@code items} (by identity, in force) the game's own items of players the variant's
     * 'players' leaves out, and reports what stays inconsistent. {@code supplied} says, by identity,
     * which items a chosen variant put in place (the others are the game's own).
     */
    static void apply(Map<String, Item> items, Map<String, String> supplied, List<Item> base,
                      List<Diagnostic> diagnostics) {
        String variant = supplied.get("players");
        Item.Players baseList = firstPlayers(base);
        if (variant == null || baseList == null || !(items.get("players") instanceof Item.Players list)) {
            return;
        }
        Set<String> now = names(list);
        for (Iterator<Map.Entry<String, Item>> it = items.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, Item> e = it.next();
            Name owner = owner(e.getValue());
            if (owner != null && !supplied.containsKey(e.getKey()) && !now.contains(owner.text())
                    && !owner.text().equals(Builtin.NEUTRAL.word())) {
                it.remove();
            }
        }
        Set<String> before = names(baseList);
        for (Map.Entry<String, Set<String>> e : perPlayer(base).entrySet()) {
            if (!e.getValue().containsAll(before)) {
                continue; // not given for every player of the game: no rule to follow
            }
            Set<String> given = new LinkedHashSet<>();
            for (Item item : items.values()) {
                if (owner(item) != null && e.getKey().equals(namedKind(item))) {
                    given.add(owner(item).text());
                }
            }
            for (Name p : list.names()) {
                if (!given.contains(p.text())) {
                    diagnostics.add(new Diagnostic(p.pos(), e.getKey() + " is given for every player of the game,"
                            + " but not for '" + p.text() + "', a player of variant '" + variant + "': give '"
                            + e.getKey().replaceAll("'", "") + " of " + p.text() + " ...' in the variant"));
                }
            }
        }
        if (items.get("setup") instanceof Item.Setup setup && !supplied.containsKey("setup")) {
            for (Placement placement : setup.placements()) {
                Name owner = placement instanceof Placement.OnCells on ? on.owner()
                        : placement instanceof Placement.InReserve r ? r.owner() : null;
                if (owner != null && before.contains(owner.text()) && !now.contains(owner.text())) {
                    diagnostics.add(new Diagnostic(list.pos(), "variant '" + variant + "' leaves out '" + owner.text()
                            + "', whom the game's setup places (line " + placement.pos().line()
                            + "): give the variant a 'setup' of its own"));
                    break;
                }
            }
        }
    }

    private static Item.Players firstPlayers(List<Item> base) {
        for (Item item : base) {
            if (item instanceof Item.Players p) {
                return p;
            }
        }
        return null;
    }

    private static Set<String> names(Item.Players list) {
        Set<String> out = new LinkedHashSet<>();
        list.names().forEach(n -> out.add(n.text()));
        return out;
    }

    /** The player an item belongs to ('zone home of red', 'compensation 7.5 to white'), or null. */
    private static Name owner(Item item) {
        if (item instanceof Item.Zone z) {
            return z.owner();
        } else if (item instanceof Item.Track t) {
            return t.owner();
        } else if (item instanceof Item.RelativeDirections r) {
            return r.owner();
        } else if (item instanceof Item.Show s) {
            return s.owner();
        } else if (item instanceof Item.Compensation c) {
            return c.player();
        }
        return null;
    }

    /** What a name given player by player is, as said in a message ("zone 'home'"), or null. */
    private static String namedKind(Item item) {
        if (item instanceof Item.Zone z && z.owner() != null) {
            return "zone '" + z.name().text() + "'";
        } else if (item instanceof Item.Track t) {
            return "track '" + t.name().text() + "'";
        } else if (item instanceof Item.RelativeDirections r && r.owner() != null) {
            return "directions '" + r.name().text() + "'";
        }
        return null;
    }

    /** The game's names given player by player, each with the players it is given for. */
    private static Map<String, Set<String>> perPlayer(List<Item> base) {
        Map<String, Set<String>> out = new LinkedHashMap<>();
        for (Item item : base) {
            String kind = namedKind(item);
            if (kind != null) {
                out.computeIfAbsent(kind, k -> new LinkedHashSet<>()).add(owner(item).text());
            }
        }
        return out;
    }

    /** The players of the game and of every variant, each once: a test may name any of them. */
    static List<String> everyPlayer(List<Item> top) {
        Set<String> out = new LinkedHashSet<>();
        for (Item item : top) {
            if (item instanceof Item.Players p) {
                out.addAll(names(p));
            } else if (item instanceof Item.Variant v) {
                out.addAll(everyPlayer(v.items()));
            }
        }
        return new ArrayList<>(out);
    }
}
