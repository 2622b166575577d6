package gamut.check;

import gamut.base.Diagnostic;
import gamut.ast.GameFile;
import gamut.ast.Item;
import gamut.ast.Name;
import gamut.ast.Outcome;
import gamut.ast.Placement;
import gamut.base.Pos;
import gamut.board.Geometry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Resolves every name of a game file with the chosen variants applied, and checks arities and types.
 * Problems come back as diagnostics; the rule set is returned only when there are none.
 */
public final class Checker {
    private final GameFile file;
    private final List<Diagnostic> diagnostics = new ArrayList<>();

    private Checker(GameFile file) {
        this.file = file;
    }

    public record Result(RuleSet rules, List<Diagnostic> diagnostics) {}

    /** Checks the game with the named variants applied (in order); throws for unknown variant names. */
    public static Result check(GameFile file, List<String> variantNames) {
        Checker checker = new Checker(file);
        VariantResolver resolver = new VariantResolver(file, checker.diagnostics);
        List<Item.Variant> chosen = resolver.expand(variantNames);
        RuleSet rules = checker.checkItems(resolver.apply(chosen), chosen);
        List<Diagnostic> unique = dedupe(checker.diagnostics);
        return new Result(unique.isEmpty() ? rules : null, unique);
    }

    /** Checks the base game and every variant on its own; each problem is reported once. */
    public static List<Diagnostic> checkAll(GameFile file) {
        List<Diagnostic> all = new ArrayList<>(check(file, List.of()).diagnostics());
        VariantResolver resolver = new VariantResolver(file, new ArrayList<>());
        for (String name : resolver.variants().keySet()) {
            all.addAll(check(file, List.of(name)).diagnostics());
        }
        return dedupe(all);
    }

    public static List<String> variantNames(GameFile file) {
        return List.copyOf(new VariantResolver(file, new ArrayList<>()).variants().keySet());
    }

    private static List<Diagnostic> dedupe(List<Diagnostic> list) {
        Set<Diagnostic> set = new LinkedHashSet<>(list);
        List<Diagnostic> sorted = new ArrayList<>(set);
        sorted.sort((a, b) -> a.pos().line() != b.pos().line()
                ? Integer.compare(a.pos().line(), b.pos().line())
                : Integer.compare(a.pos().column(), b.pos().column()));
        return sorted;
    }

    private RuleSet checkItems(List<Item> unexpanded, List<Item.Variant> chosen) {
        List<Item> items = new ValueMacros(unexpanded, diagnostics).expand(unexpanded);
        Map<Class<?>, Item> single = new LinkedHashMap<>();
        for (Item item : items) {
            single.putIfAbsent(item.getClass(), item);
        }
        String description = textOf(file.items(), Item.Description.class);
        for (Item.Variant v : chosen) {
            String d = textOf(v.items(), Item.Description.class);
            description = d != null ? d : description;
        }
        String source = textOf(file.items(), Item.Source.class);

        Item.Players playersItem = (Item.Players) single.get(Item.Players.class);
        List<String> players = new ArrayList<>();
        if (playersItem == null) {
            error(file.pos(), "a game needs a line 'players A, B' naming its players in turn order");
        } else {
            for (Name n : playersItem.names()) {
                if (n.text().equals("mover") || n.text().equals("opponent")) {
                    error(n.pos(), "'" + n.text() + "' is a builtin word and cannot name a player");
                } else if (players.contains(n.text())) {
                    error(n.pos(), "player '" + n.text() + "' is listed twice");
                } else {
                    players.add(n.text());
                }
            }
        }
        int first = 0;
        Item.First firstItem = (Item.First) single.get(Item.First.class);
        if (firstItem != null) {
            first = playerRef(firstItem.player(), players);
            first = Math.max(first, 0);
        }

        Item.BoardDecl boardItem = (Item.BoardDecl) single.get(Item.BoardDecl.class);
        Geometry geometry = null;
        if (boardItem == null) {
            error(file.pos(), "a game needs a board: 'board grid 8 by 8', 'board hex \"\"\"...\"\"\"' or 'board points 24'");
        } else {
            geometry = new BoardBuilder(diagnostics).build(boardItem.board(),
                    (Item.Directions) single.get(Item.Directions.class));
        }

        Item.Pieces piecesItem = (Item.Pieces) single.get(Item.Pieces.class);
        List<String> pieces = new ArrayList<>();
        List<Character> letters = new ArrayList<>();
        if (piecesItem == null) {
            error(file.pos(), "a game needs its piece types: 'pieces { stone }'");
        } else {
            for (Item.PieceDecl p : piecesItem.pieces()) {
                if (pieces.contains(p.name().text())) {
                    error(p.name().pos(), "piece '" + p.name().text() + "' is declared twice");
                    continue;
                }
                if (p.letter() != null && p.letter().length() != 1) {
                    error(p.pos(), "a piece's letter is one character, not \"" + p.letter() + "\"");
                }
                pieces.add(p.name().text());
                letters.add(p.letter() != null && !p.letter().isEmpty()
                        ? p.letter().charAt(0) : Character.toUpperCase(p.name().text().charAt(0)));
            }
        }
        List<String> flags = new ArrayList<>();
        Item.Flags flagsItem = (Item.Flags) single.get(Item.Flags.class);
        if (flagsItem != null) {
            for (Name n : flagsItem.names()) {
                if (flags.size() == 32) {
                    error(n.pos(), "a game has at most 32 flags");
                } else if (flags.contains(n.text())) {
                    error(n.pos(), "flag '" + n.text() + "' is declared twice");
                } else {
                    flags.add(n.text());
                }
            }
        }
        if (geometry == null || players.isEmpty() || pieces.isEmpty()) {
            return null;
        }

        List<String> relativeNames = new ArrayList<>();
        List<int[][]> relative = new ArrayList<>();
        for (Item item : items) {
            if (item instanceof Item.RelativeDirections r) {
                int owner = playerRef(r.owner(), players);
                if (!relativeNames.contains(r.name().text())) {
                    relativeNames.add(r.name().text());
                    relative.add(new int[players.size()][0]);
                }
                if (geometry.direction(r.name().text()) >= 0) {
                    error(r.name().pos(), "'" + r.name().text() + "' is already a direction of the board");
                }
                int[] dirs = new int[r.directions().size()];
                for (int i = 0; i < dirs.length; i++) {
                    Name d = r.directions().get(i);
                    dirs[i] = geometry.direction(d.text());
                    if (dirs[i] < 0) {
                        List<String> known = new ArrayList<>();
                        for (int k = 0; k < geometry.directions(); k++) {
                            known.add(geometry.directionName(k));
                        }
                        error(d.pos(), "unknown direction '" + d.text() + "'" + Suggest.didYouMean(d.text(), known));
                    }
                }
                if (owner >= 0) {
                    relative.get(relativeNames.indexOf(r.name().text()))[owner] = dirs;
                }
            }
        }
        List<String> zoneNames = new ArrayList<>();
        List<RuleSet.ZoneCells> zones = new ArrayList<>();
        for (Item item : items) {
            if (item instanceof Item.Zone z) {
                int owner = z.owner() == null ? -1 : playerRef(z.owner(), players);
                if (!zoneNames.contains(z.name().text())) {
                    zoneNames.add(z.name().text());
                }
                int[] cells = z.where() != null ? new ZoneCondition(geometry, diagnostics).cells(z.where())
                        : cells(z.cells(), geometry, "zone '" + z.name().text() + "'");
                zones.add(new RuleSet.ZoneCells(zoneNames.indexOf(z.name().text()), owner, cells));
            }
        }

        List<RuleSet.Placed> setup = new ArrayList<>();
        int[][] reserve = new int[players.size()][pieces.size()];
        Item.Setup setupItem = (Item.Setup) single.get(Item.Setup.class);
        if (setupItem != null) {
            checkSetup(setupItem, players, pieces, geometry, setup, reserve);
        }

        RuleSet partial = new RuleSet(file.title(), description, source,
                chosen.stream().map(v -> v.name().text()).toList(), players, first, geometry, pieces, letters,
                flags, relativeNames, relative.toArray(int[][][]::new), zoneNames, zones, setup, reserve,
                List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), null, List.of(), List.of(),
                List.of(), null, null, null);
        ProgramChecker programs = new ProgramChecker(partial, items, diagnostics);
        List<RuleSet.MoveProgram> compiled = new ArrayList<>();
        List<Item.End> ends = new ArrayList<>();
        List<RuleSet.AfterProgram> afters = new ArrayList<>();
        List<String> priority = new ArrayList<>();
        List<Item.Turn> turns = new ArrayList<>();
        List<Item.Fallback> fallbacks = new ArrayList<>();
        List<RuleSet.TrackCells> tracks = new ArrayList<>();
        List<Item.Forbid> forbids = new ArrayList<>();
        List<Item.Prefer> prefers = new ArrayList<>();
        Set<String> groups = new LinkedHashSet<>();
        for (Item item : items) {
            if (item instanceof Item.Moves m) {
                int piece = pieceRef(m.piece(), pieces);
                m.groups().forEach(g -> groups.add(g.text()));
                boolean byOpponent = false;
                if (m.chooser() != null) {
                    String who = m.chooser().text();
                    if (!who.equals("mover") && !who.equals("opponent")) {
                        error(m.chooser().pos(), "moves are chosen by mover or opponent, not '" + who + "'"
                                + Suggest.didYouMean(who, List.of("mover", "opponent")));
                    }
                    byOpponent = who.equals("opponent");
                }
                compiled.add(new RuleSet.MoveProgram(m.pos(), piece, m.groups().stream().map(Name::text).toList(),
                        m.drop(), programs.checkProgram(m.body(), m.drop() ? ProgramChecker.Kind.DROPS : ProgramChecker.Kind.MOVES),
                        byOpponent));
            } else if (item instanceof Item.After a) {
                afters.add(new RuleSet.AfterProgram(a.pos(), a.groups().stream().map(Name::text).toList(),
                        programs.checkProgram(a.body(), ProgramChecker.Kind.AFTER)));
            } else if (item instanceof Item.Forbid f) {
                if (!f.timing().text().equals("turn_end") && !f.timing().text().equals("each_move")) {
                    error(f.timing().pos(), "a 'forbid' rule is judged at turn_end or each_move, not '" + f.timing().text() + "'"
                            + Suggest.didYouMean(f.timing().text(), List.of("turn_end", "each_move")));
                }
                programs.checkCondition(f.condition());
                forbids.add(f);
            } else if (item instanceof Item.Prefer p) {
                programs.checkCondition(p.condition());
                prefers.add(p);
            } else if (item instanceof Item.Fallback f) {
                fallbacks.add(f);
            } else if (item instanceof Item.End e) {
                programs.checkCondition(e.condition());
                checkOutcome(e.outcome(), programs, players);
                ends.add(e);
            } else if (item instanceof Item.Define d) {
                programs.checkDefine(d);
            } else if (item instanceof Item.Priority p) {
                p.groups().forEach(g -> priority.add(g.text()));
            } else if (item instanceof Item.Turn t) {
                turns.add(t);
            } else if (item instanceof Item.Track t) {
                int owner = players.indexOf(t.owner().text());
                tracks.add(new RuleSet.TrackCells(t.name().text(), owner,
                        cells(t.cells(), geometry, "track '" + t.name().text() + "'"), t.thenOff()));
            }
        }
        for (Item item : items) {
            if (item instanceof Item.Priority p) {
                for (Name g : p.groups()) {
                    groupRef(g, groups);
                }
            } else if (item instanceof Item.Turn t) {
                if (t.plan() == null) {
                    continue;
                }
                t.plan().groups().forEach(g -> groupRef(g, groups));
                if (t.plan().groups().size() > 8) {
                    error(t.plan().pos(), "a turn has at most 8 parts");
                }
                if (t.when() != null) {
                    programs.checkCondition(t.when());
                }
            } else if (item instanceof Item.Track t) {
                playerRef(t.owner(), players);
            } else if (item instanceof Item.Fallback f) {
                groupRef(f.group(), groups);
                groupRef(f.other(), groups);
                if (f.timing() != null && !f.timing().text().equals("each_part") && !f.timing().text().equals("whole_turn")) {
                    error(f.timing().pos(), "a fallback is judged at each_part or whole_turn, not '" + f.timing().text() + "'"
                            + Suggest.didYouMean(f.timing().text(), List.of("each_part", "whole_turn")));
                }
            } else if (item instanceof Item.After a) {
                a.groups().forEach(g -> groupRef(g, groups));
            } else if (item instanceof Item.Dice d) {
                checkDice(d);
            }
        }
        Item.Repetition repetition = (Item.Repetition) single.get(Item.Repetition.class);
        if (repetition != null && repetition.times() != 0) {
            if (repetition.times() < 2) {
                error(repetition.pos(), "a repetition rule counts at least 2 occurrences, not " + repetition.times());
            }
            checkOutcome(repetition.outcome(), programs, players);
        }
        Item.Limit limit = (Item.Limit) single.get(Item.Limit.class);
        if (limit != null) {
            if (limit.unit() != null && !limit.unit().text().equals("plies") && !limit.unit().text().equals("turns")) {
                error(limit.unit().pos(), "a limit counts plies or turns, not '" + limit.unit().text() + "'"
                        + Suggest.didYouMean(limit.unit().text(), List.of("plies", "turns")));
            }
            if (limit.plies() < 1) {
                error(limit.pos(), "a move limit needs at least 1 ply");
            }
            checkOutcome(limit.outcome(), programs, players);
        }
        Item.NoMoves noMoves = (Item.NoMoves) single.get(Item.NoMoves.class);
        if (noMoves != null && noMoves.outcome() != null) {
            checkOutcome(noMoves.outcome(), programs, players);
        }
        return new RuleSet(file.title(), description, source, partial.variants(), players, first, geometry,
                pieces, letters, flags, relativeNames, partial.relativeDirections(), zoneNames, zones, setup, reserve, compiled,
                afters, priority, turns, fallbacks, tracks, (Item.Dice) single.get(Item.Dice.class), forbids, prefers, ends,
                repetition != null && repetition.times() == 0 ? null : repetition, limit, noMoves);
    }

    private static final List<String> DICE_RULES = List.of("most_dice", "larger_die", "max_distance");
    private static final List<String> OPENINGS = List.of("single_dice", "reroll");

    private void checkDice(Item.Dice d) {
        if (d.count() < 1 || d.count() > 10 || d.faces() < 2) {
            error(d.pos(), "dice are 1 to 10 dice of at least 2 faces, not " + d.count() + " of " + d.faces());
        }
        for (Name rule : d.mustPlay()) {
            if (!DICE_RULES.contains(rule.text())) {
                error(rule.pos(), "unknown dice rule '" + rule.text() + "'" + Suggest.didYouMean(rule.text(), DICE_RULES)
                        + "; the rules are " + String.join(", ", DICE_RULES));
            }
        }
        if (d.opening() != null && !OPENINGS.contains(d.opening().text())) {
            error(d.opening().pos(), "unknown opening '" + d.opening().text() + "'" + Suggest.didYouMean(d.opening().text(), OPENINGS)
                    + "; the openings are " + String.join(", ", OPENINGS));
        }
    }

    private void checkSetup(Item.Setup setupItem, List<String> players, List<String> pieces, Geometry geometry,
                            List<RuleSet.Placed> setup, int[][] reserve) {
        Map<Integer, Pos> placed = new LinkedHashMap<>();
        for (Placement p : setupItem.placements()) {
            if (p instanceof Placement.OnCells on) {
                int owner = playerRef(on.owner(), players);
                int piece = 0;
                if (on.piece() != null) {
                    piece = pieceRef(on.piece(), pieces);
                } else if (pieces.size() > 1) {
                    error(on.pos(), "say which piece '" + on.owner().text() + "' places here: this game has "
                            + String.join(", ", pieces));
                }
                for (var ref : on.cells()) {
                    int cell = geometry.cell(ref.name());
                    if (cell < 0) {
                        unknownCell(ref.pos(), ref.name(), geometry);
                        continue;
                    }
                    if (ref.count() < 1) {
                        error(ref.pos(), "a stack holds at least 1 piece, not " + ref.count());
                    }
                    Pos earlier = placed.putIfAbsent(cell, ref.pos());
                    if (earlier != null) {
                        error(ref.pos(), "cell '" + ref.name() + "' is already set up at line " + earlier.line());
                    } else if (owner >= 0 && piece >= 0) {
                        setup.add(new RuleSet.Placed(owner, piece, cell, ref.count()));
                    }
                }
            } else {
                Placement.InReserve in = (Placement.InReserve) p;
                int owner = playerRef(in.owner(), players);
                for (Placement.PieceCount count : in.counts()) {
                    int piece = pieceRef(count.piece(), pieces);
                    if (owner >= 0 && piece >= 0) {
                        reserve[owner][piece] = count.count();
                    }
                }
            }
        }
    }

    private void checkOutcome(Outcome outcome, ProgramChecker programs, List<String> players) {
        if (outcome instanceof Outcome.PlayerResult r) {
            String who = r.player().text();
            if (!who.equals("mover") && !who.equals("opponent") && !who.equals("first_player")
                    && !who.equals("second_player")) {
                playerRef(r.player(), players);
            }
            if (r.score() != null) {
                programs.checkInt(r.score());
            }
        } else if (outcome instanceof Outcome.Highest h) {
            programs.checkTally(h.tally());
        }
    }

    private int[] cells(List<gamut.ast.CellRef> refs, Geometry geometry, String what) {
        List<Integer> out = new ArrayList<>();
        for (var ref : refs) {
            int cell = geometry.cell(ref.name());
            if (cell < 0) {
                unknownCell(ref.pos(), ref.name(), geometry);
            } else if (out.contains(cell)) {
                error(ref.pos(), "cell '" + ref.name() + "' is listed twice in " + what);
            } else {
                out.add(cell);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private void unknownCell(Pos pos, String name, Geometry geometry) {
        error(pos, "no cell '" + name + "' on this board" + Suggest.didYouMean(name, geometry.cellNames()));
    }

    private int playerRef(Name name, List<String> players) {
        int i = players.indexOf(name.text());
        if (i < 0) {
            error(name.pos(), "unknown player '" + name.text() + "'" + Suggest.didYouMean(name.text(), players));
        }
        return i;
    }

    private int pieceRef(Name name, List<String> pieces) {
        int i = pieces.indexOf(name.text());
        if (i < 0) {
            error(name.pos(), "unknown piece '" + name.text() + "'" + Suggest.didYouMean(name.text(), pieces));
        }
        return i;
    }

    private void groupRef(Name name, Set<String> groups) {
        if (!groups.contains(name.text())) {
            error(name.pos(), "no moves are declared 'as " + name.text() + "'" + Suggest.didYouMean(name.text(), groups));
        }
    }

    private static <T extends Item> String textOf(List<Item> items, Class<T> kind) {
        for (Item item : items) {
            if (item instanceof Item.Description d && kind == Item.Description.class) {
                return d.text();
            }
            if (item instanceof Item.Source s && kind == Item.Source.class) {
                return s.text();
            }
        }
        return null;
    }

    private void error(Pos pos, String message) {
        diagnostics.add(new Diagnostic(pos, message));
    }
}
