package gamut.check;

import gamut.ast.CellRef;
import gamut.ast.GameFile;
import gamut.ast.Item;
import gamut.ast.Name;
import gamut.ast.Placement;
import gamut.base.Diagnostic;
import gamut.base.Limits;
import gamut.base.Pos;
import gamut.check.Keywords.PlayerRole;
import gamut.core.Geometry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks what a game declares before its rules: the players and who moves first, the board,
 * pieces, flags, relative directions, zones, the setup and the tracks. Each check fills in its
 * part of the rule set.
 */
final class DeclarationChecker {
    private final GameFile file;
    private final List<Item> items;
    private final List<Diagnostic> diagnostics;
    private final Refs refs;
    private final RuleSetBuilder parts;
    private final List<String> players = new ArrayList<>();
    private final List<String> pieces = new ArrayList<>();
    private Geometry geometry;

    DeclarationChecker(GameFile file, List<Item> items, List<Diagnostic> diagnostics, RuleSetBuilder parts) {
        this.file = file;
        this.items = items;
        this.diagnostics = diagnostics;
        this.refs = new Refs(diagnostics);
        this.parts = parts;
    }

    /** Checks the declarations; false when players, board or pieces are missing, so that nothing else can be checked. */
    boolean check() {
        checkPlayers();
        checkFirst();
        checkBoard();
        checkPieces();
        checkFlags();
        if (geometry == null || players.isEmpty() || pieces.isEmpty()) {
            return false;
        }
        checkRelativeDirections();
        checkZones();
        checkSetup();
        checkHand();
        checkTracks();
        return true;
    }

    private void checkPlayers() {
        Item.Players playersItem = Checker.first(items, Item.Players.class);
        if (playersItem == null) {
            refs.error(file.pos(), "a game needs a line 'players A, B' naming its players in turn order");
        } else {
            Set<String> named = new HashSet<>();
            for (Name n : playersItem.names()) {
                PlayerRole role = Keywords.find(PlayerRole.class, n.text());
                if (role == PlayerRole.MOVER || role == PlayerRole.OPPONENT || n.text().equals(Builtin.NEUTRAL.word())) {
                    refs.error(n.pos(), "'" + n.text() + "' is a builtin word and cannot name a player");
                } else if (!named.add(n.text())) {
                    refs.error(n.pos(), "player '" + n.text() + "' is listed twice");
                } else {
                    players.add(n.text());
                }
            }
        }
        parts.players(players);
    }

    private void checkFirst() {
        int first = 0;
        Item.First firstItem = Checker.first(items, Item.First.class);
        if (firstItem != null) {
            first = refs.player(firstItem.player(), players);
            first = Math.max(first, 0);
        }
        parts.firstPlayer(first);
    }

    private void checkBoard() {
        Item.BoardDecl boardItem = Checker.first(items, Item.BoardDecl.class);
        if (boardItem == null) {
            refs.error(file.pos(), "a game needs a board: 'board grid 8 by 8', 'board hex \"\"\"...\"\"\"' or 'board points 24'");
        } else {
            geometry = new BoardBuilder(diagnostics).build(boardItem.board(), Checker.first(items, Item.Directions.class));
        }
        parts.geometry(geometry);
    }

    private void checkPieces() {
        Item.Pieces piecesItem = Checker.first(items, Item.Pieces.class);
        List<String> letters = new ArrayList<>();
        Set<String> declared = new HashSet<>();
        if (piecesItem == null) {
            refs.error(file.pos(), "a game needs its piece types: 'pieces { stone }'");
        } else {
            for (Item.PieceDecl p : piecesItem.pieces()) {
                if (!declared.add(p.name().text())) {
                    refs.error(p.name().pos(), "piece '" + p.name().text() + "' is declared twice");
                    continue;
                }
                // '+' and a letter: a promoted piece, as Shogi players write it ("+P").
                if (p.letter() != null && !p.letter().matches(".|\\+[^+\\s]")) {
                    refs.error(p.pos(), "a piece's letter is one character, or '+' and one (\"+P\"), not \"" + p.letter() + "\"");
                }
                pieces.add(p.name().text());
                letters.add(p.letter() != null && !p.letter().isEmpty()
                        ? p.letter() : String.valueOf(Character.toUpperCase(p.name().text().charAt(0))));
            }
        }
        parts.pieces(pieces).letters(letters);
        if (piecesItem != null) {
            parts.attributes(attributes(piecesItem));
        }
    }

    /**
     * The numbers the piece types carry, each read in rules as a function of a cell; a type that
     * does not give one has 0. An attribute may not take the name of a builtin or a macro, which
     * a call of that name would mean.
     */
    private RuleSet.Attributes attributes(Item.Pieces piecesItem) {
        List<String> names = new ArrayList<>();
        List<int[]> values = new ArrayList<>();
        Map<String, Pos> macros = new HashMap<>();
        for (Item item : items) {
            if (item instanceof Item.Define d) {
                macros.putIfAbsent(d.name().text(), d.pos());
            } else if (item instanceof Item.DefineValue d) {
                macros.putIfAbsent(d.name().text(), d.pos());
            }
        }
        Map<String, Integer> typeOf = new HashMap<>();
        for (int t = 0; t < pieces.size(); t++) {
            typeOf.put(pieces.get(t), t);
        }
        for (Item.PieceDecl p : piecesItem.pieces()) {
            if (p.attributes().isEmpty()) {
                continue;
            }
            int type = typeOf.get(p.name().text());
            Set<String> given = new HashSet<>();
            for (Item.Attribute a : p.attributes()) {
                String name = a.name().text();
                if (Builtin.find(name) != null) {
                    refs.error(a.name().pos(), "'" + name + "' is a builtin; give the attribute another name");
                } else if (macros.containsKey(name)) {
                    refs.error(a.name().pos(), "'" + name + "' is also a macro (line " + macros.get(name).line()
                            + "); give the attribute or the macro another name");
                } else if (!given.add(name)) {
                    refs.error(a.name().pos(), "'" + name + "' is given twice for '" + p.name().text() + "'");
                } else {
                    if (!names.contains(name)) {
                        names.add(name);
                        values.add(new int[pieces.size()]);
                    }
                    values.get(names.indexOf(name))[type] = a.value();
                }
            }
        }
        return new RuleSet.Attributes(List.copyOf(names), values.toArray(int[][]::new));
    }

    private void checkFlags() {
        List<String> flags = new ArrayList<>();
        Item.Flags flagsItem = Checker.first(items, Item.Flags.class);
        if (flagsItem != null) {
            for (Name n : flagsItem.names()) {
                if (flags.size() == 32) {
                    refs.error(n.pos(), "a game has at most 32 flags");
                } else if (flags.contains(n.text())) {
                    refs.error(n.pos(), "flag '" + n.text() + "' is declared twice");
                } else {
                    flags.add(n.text());
                }
            }
        }
        parts.flags(flags);
    }

    private void checkRelativeDirections() {
        List<String> relativeNames = new ArrayList<>();
        List<int[][]> relative = new ArrayList<>();
        Map<String, Integer> indexes = new HashMap<>();
        Map<String, Item.RelativeDirections> shared = new LinkedHashMap<>();
        Map<String, Item.RelativeDirections> perPlayer = new LinkedHashMap<>();
        for (Item item : items) {
            if (item instanceof Item.RelativeDirections r) {
                // A set without 'of PLAYER' is every player's; it cannot also be given per player.
                int owner = r.owner() == null ? -1 : refs.player(r.owner(), players);
                String name = r.name().text();
                Integer index = indexes.putIfAbsent(name, relativeNames.size());
                if (index == null) {
                    index = relativeNames.size();
                    relativeNames.add(name);
                    relative.add(new int[players.size()][0]);
                }
                if (geometry.direction(name) >= 0) {
                    refs.error(r.name().pos(), "'" + name + "' is already a direction of the board");
                }
                Item.RelativeDirections other = r.owner() == null ? perPlayer.get(name) : shared.get(name);
                if (other != null) {
                    refs.error(r.pos(), "'" + name + "' is given for every player and for one player (the other at line "
                            + other.pos().line() + "); give it one way or the other");
                }
                (r.owner() == null ? shared : perPlayer).putIfAbsent(name, r);
                int[] dirs = directions(r.directions());
                int[][] sets = relative.get(index);
                for (int p = 0; p < sets.length; p++) {
                    if (p == owner || r.owner() == null) {
                        sets[p] = dirs;
                    }
                }
            }
        }
        parts.relativeNames(relativeNames).relativeDirections(relative.toArray(int[][][]::new));
    }

    /** The directions named (-1 for an unknown one, reported). */
    private int[] directions(List<Name> names) {
        int[] dirs = new int[names.size()];
        for (int i = 0; i < dirs.length; i++) {
            Name d = names.get(i);
            dirs[i] = geometry.direction(d.text());
            if (dirs[i] < 0) {
                List<String> known = new ArrayList<>();
                for (int k = 0; k < geometry.directions(); k++) {
                    known.add(geometry.directionName(k));
                }
                refs.error(d.pos(), "unknown direction '" + d.text() + "'" + Suggest.didYouMean(d.text(), known));
            }
        }
        return dirs;
    }

    private void checkZones() {
        List<String> zoneNames = new ArrayList<>();
        List<RuleSet.ZoneCells> zones = new ArrayList<>();
        Map<String, Integer> indexes = new HashMap<>();
        for (Item item : items) {
            if (item instanceof Item.Zone z) {
                int owner = z.owner() == null ? -1 : refs.player(z.owner(), players);
                Integer index = indexes.putIfAbsent(z.name().text(), zoneNames.size());
                if (index == null) {
                    index = zoneNames.size();
                    zoneNames.add(z.name().text());
                }
                int[] cells = z.where() != null ? new ZoneCondition(geometry, diagnostics).cells(z.where(), z)
                        : refs.cells(z.cells(), geometry, "zone '" + z.name().text() + "'");
                zones.add(new RuleSet.ZoneCells(index, owner, cells, ZoneLines.of(z, geometry, refs)));
            }
        }
        EdgePlaces.addZones(geometry, items, zoneNames, zones, diagnostics);
        parts.zoneNames(zoneNames).zones(zones);
    }

    private void checkSetup() {
        List<RuleSet.Placed> setup = new ArrayList<>();
        int[][] reserve = new int[players.size()][pieces.size()];
        Placement.Scramble scramble = null;
        Item.Setup setupItem = Checker.first(items, Item.Setup.class);
        if (setupItem != null) {
            Map<Integer, Pos> placed = new LinkedHashMap<>();
            for (Placement p : setupItem.placements()) {
                if (p instanceof Placement.OnCells on) {
                    placeOnCells(on, placed, setup);
                } else if (p instanceof Placement.InReserve in) {
                    placeInReserve(in, reserve);
                } else if (scramble != null) {
                    refs.error(p.pos(), "'scramble' is given twice in the setup (first at line " + scramble.pos().line() + ")");
                } else {
                    scramble = scramble((Placement.Scramble) p);
                }
            }
        }
        parts.setup(setup).reserve(reserve).scramble(scramble == null ? null : new RuleSet.Scramble(scramble.moves(), scramble.seed()));
    }

    /** The walk of 'scramble N moves seed S', when it can be played: some moves, and no dice to roll on the way. */
    private Placement.Scramble scramble(Placement.Scramble s) {
        if (s.moves() < 1 || s.moves() > Limits.SCRAMBLE_MOVES) {
            refs.error(s.pos(), "a scramble plays 1 to " + String.format("%,d", Limits.SCRAMBLE_MOVES) + " moves, not " + s.moves());
        } else if (Checker.first(items, Item.Dice.class) != null) {
            refs.error(s.pos(), "a game with dice cannot scramble its start: the walk would need rolls of its own");
        }
        return s;
    }

    /** {@code placed}: the cells set up so far, with where. */
    private void placeOnCells(Placement.OnCells on, Map<Integer, Pos> placed, List<RuleSet.Placed> setup) {
        int[] column = column(on);
        List<CellRef> cells = on.everyCell() == null ? on.cells() : everyCellBut(on);
        // A range (its cells share one position) is reported once for each problem.
        Set<Pos> emptyStacks = new HashSet<>();
        Set<Pos> twice = new HashSet<>();
        for (int i = 0; i < cells.size(); i++) {
            CellRef ref = cells.get(i);
            int cell = geometry.cell(ref.name());
            if (cell < 0) {
                refs.unknownCell(cells, i, geometry);
                continue;
            }
            if (ref.count() != 1 && on.layers().size() > 1 && emptyStacks.add(ref.pos())) {
                refs.error(ref.pos(), "the cells of a column take no '*N': a layer written twice is a stack of two ('"
                        + layerText(on.layers().get(0)) + ", " + layerText(on.layers().get(0)) + ": " + ref.name() + "')");
            } else if (ref.count() < 1 && emptyStacks.add(ref.pos())) {
                refs.error(ref.pos(), "a stack holds at least 1 piece, not " + ref.count());
            } else if (ref.count() > Limits.POSITION_COUNT && emptyStacks.add(ref.pos())) {
                // As in a position: a set-up stack of millions would make every count a loop of millions.
                refs.error(ref.pos(), "a stack holds 1 to " + Limits.POSITION_COUNT + " pieces, not " + ref.count());
            }
            Pos earlier = placed.putIfAbsent(cell, ref.pos());
            if (earlier != null) {
                if (twice.add(ref.pos())) {
                    refs.error(ref.pos(), "cell '" + ref.name() + "' is already set up at line " + earlier.line());
                }
            } else if (column != null) {
                int top = column.length - 3;
                int[] buried = new int[top];
                for (int k = 0; k < top; k += 3) {
                    System.arraycopy(column, top - 3 - k, buried, k, 3);
                }
                setup.add(new RuleSet.Placed(column[top], column[top + 1], cell,
                        on.layers().size() > 1 ? column[top + 2] : ref.count(), buried));
            }
        }
    }

    /**
     * 'every cell but CELLS': the board's other cells in board order, each of one piece, all at
     * where 'every' is written (so that a cell set up twice is reported there once).
     */
    private List<CellRef> everyCellBut(Placement.OnCells on) {
        Set<Integer> left = new HashSet<>();
        for (int cell : refs.cells(on.cells(), geometry, "the cells left out")) {
            left.add(cell);
        }
        for (CellRef ref : on.cells()) {
            if (ref.count() != 1) {
                refs.error(ref.pos(), "a cell left out takes no '*N'");
            }
        }
        List<CellRef> cells = new ArrayList<>();
        for (int c = 0; c < geometry.cells(); c++) {
            if (!left.contains(c)) {
                cells.add(new CellRef(on.everyCell(), geometry.cellName(c), 1));
            }
        }
        return cells;
    }

    /**
     * The line's layers as owner, type, height triples from the bottom up, a layer written again
     * right above itself joining its stack; null when a layer names an unknown owner or piece.
     */
    private int[] column(Placement.OnCells on) {
        List<Integer> stacks = new ArrayList<>();
        boolean known = true;
        for (Placement.Layer layer : on.layers()) {
            // 'neutral' in the owner's place: pieces of no player, owner index one past the last player.
            int owner = layer.owner().text().equals(Builtin.NEUTRAL.word()) ? players.size()
                    : refs.player(layer.owner(), players);
            int piece = 0;
            if (layer.piece() != null) {
                piece = refs.piece(layer.piece(), pieces);
            } else if (pieces.size() > 1) {
                refs.error(layer.pos(), "say which piece '" + layer.owner().text() + "' places here: this game has "
                        + String.join(", ", pieces));
            }
            known &= owner >= 0 && piece >= 0;
            int n = stacks.size();
            if (n > 0 && stacks.get(n - 3) == owner && stacks.get(n - 2) == piece) {
                stacks.set(n - 1, stacks.get(n - 1) + 1);
            } else {
                stacks.addAll(List.of(owner, piece, 1));
            }
        }
        Item.CapturesGo go = Checker.first(items, Item.CapturesGo.class);
        if (stacks.size() > 3 && (go == null || !go.beneath())) {
            refs.error(on.pos(), "a column of different pieces on one cell needs 'captures stay beneath': only then"
                    + " does a piece stand on others");
            return null;
        }
        return known ? stacks.stream().mapToInt(Integer::intValue).toArray() : null;
    }

    private static String layerText(Placement.Layer layer) {
        return layer.owner().text() + (layer.piece() == null ? "" : " " + layer.piece().text());
    }

    private void placeInReserve(Placement.InReserve in, int[][] reserve) {
        if (in.owner().text().equals(Builtin.NEUTRAL.word())) {
            refs.error(in.owner().pos(), "neutral pieces have no reserve: a move puts them on the board with 'place'");
            return;
        }
        int owner = refs.player(in.owner(), players);
        for (Placement.PieceCount count : in.counts()) {
            int piece = refs.piece(count.piece(), pieces);
            if (count.count() != Placement.UNLIMITED && count.count() > Limits.POSITION_COUNT) {
                // Larger counts would be mistaken for an unlimited supply.
                refs.error(count.pos(), "a reserve holds 0 to " + Limits.POSITION_COUNT
                        + " pieces or 'unlimited', not " + count.count());
            } else if (owner >= 0 && piece >= 0) {
                reserve[owner][piece] = count.count();
            }
        }
    }

    /**
     * Where captured pieces go: with 'captures go to hand' (the captor's reserve) or 'captures go to
     * reserve' (their owner's), the type each piece type joins it as (its own, unless a 'demote' line
     * says otherwise); without either, nowhere.
     */
    private void checkHand() {
        Item.CapturesGo go = Checker.first(items, Item.CapturesGo.class);
        boolean toHand = go != null && !go.beneath();
        int[] hand = new int[pieces.size()];
        Arrays.setAll(hand, t -> t);
        Map<Integer, Item.Demote> demoted = new LinkedHashMap<>();
        for (Item item : items) {
            if (item instanceof Item.Demote d) {
                int from = refs.piece(d.piece(), pieces);
                int to = refs.piece(d.kind(), pieces);
                if (!toHand) {
                    refs.error(d.pos(), "'demote " + d.piece().text() + " to " + d.kind().text()
                            + "' does nothing without 'captures go to hand' (or 'to reserve')");
                } else if (from >= 0 && from == to) {
                    refs.error(d.kind().pos(), "'" + d.piece().text() + "' cannot be demoted to itself");
                } else if (from >= 0 && to >= 0) {
                    hand[from] = to;
                    demoted.put(from, d);
                }
            }
        }
        // A captured piece is demoted once: a kind that is demoted in turn would leave it unclear which it becomes.
        for (Map.Entry<Integer, Item.Demote> e : demoted.entrySet()) {
            Item.Demote further = demoted.get(hand[e.getKey()]);
            if (further != null) {
                Item.Demote d = e.getValue();
                refs.error(d.kind().pos(), "'" + d.kind().text() + "' is itself demoted (line " + further.pos().line()
                        + "): demote '" + d.piece().text() + "' straight to the kind it joins the reserve as");
            }
        }
        parts.hand(toHand ? hand : null, toHand && go.toOwner(), go != null && go.beneath());
    }

    private void checkTracks() {
        List<RuleSet.TrackCells> tracks = new ArrayList<>();
        for (Item item : items) {
            if (item instanceof Item.Track t) {
                // A path may pass a cell more than once (a loop, a figure eight): a piece keeps its pass.
                int[] cells = refs.path(t.cells(), geometry);
                Item.Flags declared = Checker.first(items, Item.Flags.class);
                TrackPasses.check(t, cells, declared == null ? 0 : declared.names().size(), geometry, refs);
                int owner = refs.player(t.owner(), players);
                tracks.add(new RuleSet.TrackCells(t.name().text(), owner, cells, t.thenOff(), t.loops()));
            }
        }
        parts.tracks(tracks);
    }
}
