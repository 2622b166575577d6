package gamut.check;

import gamut.ast.Item;
import gamut.ast.Name;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import gamut.core.Looks;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Checks the {@code show} lines (how pieces and zones look in a viewer) and works out the look of
 * every piece: the one declared for its owner, else the one declared for every owner, else a
 * shape of its own that no other type is shown as. An image must name an SVG file in the
 * definition's folder or under it; this phase touches no file, so the loader looks for it
 * ({@link RuleSet#images()}), and only a viewer reads it.
 */
final class AppearanceChecker {
    /** A symbol is drawn inside a piece: a few characters at most. */
    static final int SYMBOL_LENGTH = 3;

    private final RuleSet rules;
    private final List<Item> items;
    private final Refs refs;
    private final List<RuleSet.ImageFile> images = new ArrayList<>();

    AppearanceChecker(RuleSet rules, List<Item> items, List<Diagnostic> diagnostics) {
        this.rules = rules;
        this.items = items;
        this.refs = new Refs(diagnostics);
    }

    Looks check() {
        int players = rules.players().size();
        int types = rules.pieces().size();
        Looks.Look[][] declared = new Looks.Look[players + 1][types];
        Looks.Look[] forAll = new Looks.Look[types];
        Set<Looks.Shape> taken = EnumSet.noneOf(Looks.Shape.class);
        List<Looks.ShownZone> zones = new ArrayList<>();
        for (Item item : items) {
            if (item instanceof Item.Show s) {
                int type = refs.piece(s.piece(), rules.pieces());
                int owner = s.owner() == null ? -1 : owner(s.owner());
                Looks.Look look = look(s.look());
                if (type < 0 || owner < -1 || look == null) {
                    continue;
                }
                if (look.kind() == Looks.Kind.SHAPE) {
                    taken.add(look.shape());
                }
                if (owner < 0) {
                    forAll[type] = look;
                } else {
                    declared[owner][type] = look;
                }
            } else if (item instanceof Item.ShowZone z) {
                zones.addAll(zone(z.zone()));
            }
        }
        boolean[] needed = new boolean[types];
        for (int t = 0; t < types; t++) {
            for (int p = 0; p <= players; p++) {
                Looks.Look look = declared[p][t] != null ? declared[p][t] : forAll[t];
                needed[t] |= look == null || look.kind() != Looks.Kind.SHAPE;
            }
        }
        Looks.Shape[] defaults = defaults(needed, taken);
        Looks.Look[][] looks = new Looks.Look[players + 1][types];
        for (int p = 0; p <= players; p++) {
            for (int t = 0; t < types; t++) {
                Looks.Look look = declared[p][t] != null ? declared[p][t] : forAll[t];
                looks[p][t] = look == null ? new Looks.Look(Looks.Kind.SHAPE, defaults[t], "")
                        : look.kind() == Looks.Kind.SHAPE ? look : new Looks.Look(look.kind(), defaults[t], look.text());
            }
        }
        return new Looks(looks, zones);
    }

    /** The image files the 'show' lines name, for the loader to find beside the definition. */
    List<RuleSet.ImageFile> images() {
        return List.copyOf(images);
    }

    /**
     * A shape for each type that needs one (drawn for an owner with no 'show' line, or behind a
     * symbol or image that cannot be drawn), handed out in order among the shapes no 'show' line
     * names, again from the first when they run out.
     */
    private static Looks.Shape[] defaults(boolean[] needed, Set<Looks.Shape> taken) {
        List<Looks.Shape> free = new ArrayList<>();
        for (Looks.Shape shape : Looks.Shape.values()) {
            if (!taken.contains(shape)) {
                free.add(shape);
            }
        }
        if (free.isEmpty()) {
            free = List.of(Looks.Shape.values());
        }
        Looks.Shape[] out = new Looks.Shape[needed.length];
        int next = 0;
        for (int t = 0; t < needed.length; t++) {
            out[t] = needed[t] ? free.get(next++ % free.size()) : Looks.Shape.DISC;
        }
        return out;
    }

    /** The owner's index: a player, or neutral after the players; -2 when unknown. */
    private int owner(Name name) {
        if (name.text().equals(Builtin.NEUTRAL.word())) {
            return rules.players().size();
        }
        int p = refs.player(name, rules.players());
        return p < 0 ? -2 : p;
    }

    private Looks.Look look(Item.Look look) {
        if (look instanceof Item.Look.Shape s) {
            Looks.Shape shape = Looks.Shape.of(s.name().text());
            if (shape == null) {
                refs.error(s.name().pos(), "unknown shape '" + s.name().text() + "'"
                        + Suggest.didYouMean(s.name().text(), Looks.Shape.words()) + " (shapes: "
                        + String.join(", ", Looks.Shape.words()) + "; or symbol \"...\", image \"FILE.svg\")");
                return null;
            }
            return new Looks.Look(Looks.Kind.SHAPE, shape, "");
        } else if (look instanceof Item.Look.Symbol s) {
            int length = s.text().codePointCount(0, s.text().length());
            if (length == 0 || s.text().isBlank() || length > SYMBOL_LENGTH) {
                refs.error(s.pos(), "a symbol is 1 to " + SYMBOL_LENGTH + " characters drawn in the piece, not \""
                        + s.text() + "\"");
                return null;
            }
            return new Looks.Look(Looks.Kind.SYMBOL, Looks.Shape.DISC, s.text());
        }
        Item.Look.Image image = (Item.Look.Image) look;
        String path = image.path();
        if (path.isBlank() || path.startsWith("/") || path.startsWith("\\") || path.matches("[A-Za-z]:.*")
                || path.replace('\\', '/').matches("(.*/)?\\.\\.(/.*)?")) {
            refs.error(image.pos(), "image \"" + path + "\": name a file in the definition's folder or under it, such as"
                    + " \"pieces/red.svg\"");
            return null;
        }
        if (!path.toLowerCase(Locale.ROOT).endsWith(".svg")) {
            refs.error(image.pos(), "image \"" + path + "\" is not an SVG file (.svg)");
            return null;
        }
        images.add(new RuleSet.ImageFile(image.pos(), path));
        return new Looks.Look(Looks.Kind.IMAGE, Looks.Shape.DISC, path);
    }

    private List<Looks.ShownZone> zone(Name name) {
        int index = rules.zoneIndex(name.text());
        if (index < 0) {
            refs.error(name.pos(), "unknown zone '" + name.text() + "'" + refs.suggest(name.text(), rules.zoneNames()));
            return List.of();
        }
        List<Looks.ShownZone> out = new ArrayList<>();
        for (RuleSet.ZoneCells z : rules.zones()) {
            if (z.zone() == index) {
                out.add(new Looks.ShownZone(name.text(), z.owner(), z.cells()));
            }
        }
        return out;
    }
}
