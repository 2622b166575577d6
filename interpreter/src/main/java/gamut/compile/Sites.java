package gamut.compile;

import gamut.ast.Stmt;
import gamut.base.Pos;
import gamut.check.ItemSources;
import gamut.check.RuleSet;
import gamut.rules.Op;
import gamut.rules.RuleCounts;
import gamut.rules.RuleSites;
import gamut.rules.Site;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Collects, as the compiler meets them, where the items of the rules were written ({@link Site}):
 * the programs, after programs and the statements in them that change the board, turn plans,
 * fallbacks, forbid and prefer rules and the ways a game ends; last, the other items the chosen
 * variants put in place. The list's order is the order reports show them in.
 */
final class Sites {
    private final ItemSources sources;
    /** The items in force by where they start (one item may declare several programs), so that each is found at once. */
    private final Map<Pos, List<ItemSources.Origin>> origins = new HashMap<>();
    private final List<Site> all = new ArrayList<>();
    private final List<Integer> programs = new ArrayList<>();
    private final List<Integer> afters = new ArrayList<>();
    private final List<Integer> turns = new ArrayList<>();
    private final List<int[][]> partFallbacks = new ArrayList<>();
    private final List<Integer> forbidEachMove = new ArrayList<>();
    private final List<Integer> forbidTurnEnd = new ArrayList<>();
    private final List<Integer> prefers = new ArrayList<>();
    private final List<Integer> ends = new ArrayList<>();
    private int quietLimit = -1;
    private int repetition = -1;
    private int limit = -1;
    private int noMoves = -1;
    /** The after program being compiled (its site), and the sites of its statements by position. */
    private int after = -1;
    private final Map<Pos, Integer> effects = new HashMap<>();

    Sites(RuleSet set) {
        this.sources = set.sources();
        for (ItemSources.Origin o : sources.items()) {
            origins.computeIfAbsent(o.pos(), k -> new ArrayList<>()).add(o);
        }
    }

    /** The first item in force that starts at the position, or null. */
    private ItemSources.Origin origin(Pos pos) {
        List<ItemSources.Origin> at = origins.get(pos);
        return at == null ? null : at.get(0);
    }

    private int add(Site.Kind kind, Pos pos, String name, String variant, int[] related) {
        all.add(new Site(kind, name, pos, variant, related));
        return all.size() - 1;
    }

    /** An item in force, named by its identity. */
    private int add(Site.Kind kind, Pos pos, String fallbackName) {
        ItemSources.Origin origin = origin(pos);
        return add(kind, pos, origin == null ? fallbackName : origin.identity(), origin == null ? null : origin.variant(),
                new int[0]);
    }

    /** A move or drops program; one item may declare several, one per piece type ('moves gold, tokin'). */
    void program(Pos pos, String piece) {
        ItemSources.Origin origin = null;
        for (ItemSources.Origin o : origins.getOrDefault(pos, List.of())) {
            String[] words = o.identity().split(" ");
            if (origin == null || words.length > 1 && words[1].equals(piece)) {
                origin = o;
            }
        }
        programs.add(add(Site.Kind.MOVES, pos, origin == null ? "moves " + piece : origin.identity(),
                origin == null ? null : origin.variant(), new int[0]));
    }

    /** An after program; the statements compiled until the next one are its own ({@link #counted}). */
    void after(Pos pos) {
        after = add(Site.Kind.AFTER, pos, "after");
        afters.add(after);
        effects.clear();
    }

    /** The after program is compiled: statements compiled from now on are not counted. */
    void afterDone() {
        after = -1;
    }

    /**
     * A statement of the after program being compiled that changes the board, counting its runs
     * ({@link RuleCounts#counted}); one site per statement written, however often a loop unrolled
     * or a macro repeated it; as it is outside an after program.
     */
    Op counted(Stmt s, Op op) {
        if (after < 0 || op == null) {
            return op;
        }
        Integer site = effects.get(s.pos());
        if (site == null) {
            String name = all.get(after).name() + ": " + describe(s);
            site = add(Site.Kind.EFFECT, s.pos(), name, sources.variantAt(s.pos()), new int[0]);
            effects.put(s.pos(), site);
        }
        return RuleCounts.counted(site, op);
    }

    private static String describe(Stmt s) {
        if (s instanceof Stmt.SetFlag f) {
            return (f.value() ? "set " : "clear ") + f.flag().text();
        } else if (s instanceof Stmt.Capture c) {
            return c.into() == null ? "capture" : "capture into";
        } else if (s instanceof Stmt.Promote p) {
            return "promote to " + p.piece().text();
        } else if (s instanceof Stmt.Place p) {
            return "place " + p.piece().text();
        } else if (s instanceof Stmt.Flip) {
            return "flip";
        }
        return "again";
    }

    void turn(Pos pos, int[][] partFallbackSites) {
        turns.add(add(Site.Kind.TURN, pos, "turn"));
        partFallbacks.add(partFallbackSites);
    }

    /** A fallback; returns its site. */
    int fallback(Pos pos, int[] standIns) {
        ItemSources.Origin origin = origin(pos);
        return add(Site.Kind.FALLBACK, pos, origin == null ? "fallback" : origin.identity(),
                origin == null ? null : origin.variant(), standIns);
    }

    void forbid(Pos pos, boolean eachMove) {
        if (eachMove) {
            forbidEachMove.add(add(Site.Kind.FORBID_MOVE, pos, "forbid"));
        } else {
            forbidTurnEnd.add(add(Site.Kind.FORBID_PLAY, pos, "forbid"));
        }
    }

    void prefer(Pos pos) {
        prefers.add(add(Site.Kind.PREFER, pos, "prefer"));
    }

    void end(Pos pos) {
        ends.add(add(Site.Kind.END, pos, "end"));
    }

    void quietLimit(Pos pos) {
        quietLimit = add(Site.Kind.END, pos, "limit since");
    }

    /** 'repetition N': the games it ended; 'repetition forbidden' ({@code refuses}): the moves it refused. */
    void repetition(Pos pos, boolean refuses) {
        repetition = add(refuses ? Site.Kind.FORBID_MOVE : Site.Kind.END, pos, "repetition");
    }

    void limit(Pos pos) {
        limit = add(Site.Kind.END, pos, "limit");
    }

    /** 'no_moves': the games it ended, or with 'pass' the passes made; {@code name}, the item's ('pass allowed' counts passes too). */
    void noMoves(Pos pos, boolean pass, String name) {
        noMoves = add(pass ? Site.Kind.PASS : Site.Kind.END, pos, name);
    }

    /** The sites, with last the items the chosen variants put in place that are none of the above. */
    RuleSites build() {
        Map<Pos, List<Integer>> items = new HashMap<>();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).kind() != Site.Kind.EFFECT) {
                items.computeIfAbsent(all.get(i).pos(), k -> new ArrayList<>()).add(i);
            }
        }
        for (ItemSources.Origin o : sources.items()) {
            if (o.variant() != null && !items.containsKey(o.pos())) {
                variantItem(o, items);
            }
        }
        return new RuleSites(all, ints(programs), ints(afters), ints(turns), partFallbacks.toArray(int[][][]::new),
                ints(forbidEachMove), ints(forbidTurnEnd), ints(prefers), ints(ends), quietLimit, repetition, limit,
                noMoves);
    }

    /**
     * A macro counts what the items it is expanded into count; one that shapes something not
     * counted (a zone), or any other item, is listed without a count.
     */
    private void variantItem(ItemSources.Origin o, Map<Pos, List<Integer>> items) {
        if (!o.identity().startsWith("define ")) {
            add(Site.Kind.OTHER, o.pos(), o.identity(), o.variant(), new int[0]);
            return;
        }
        Set<Integer> users = new HashSet<>();
        boolean counted = true;
        for (Pos user : sources.usersOf(o.identity().substring("define ".length()))) {
            List<Integer> sites = items.get(user);
            counted &= sites != null;
            if (sites != null) {
                users.addAll(sites);
            }
        }
        int[] related = users.stream().mapToInt(Integer::intValue).sorted().toArray();
        add(counted ? Site.Kind.DEFINE : Site.Kind.OTHER, o.pos(), o.identity(), o.variant(), related);
    }

    private static int[] ints(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }
}
