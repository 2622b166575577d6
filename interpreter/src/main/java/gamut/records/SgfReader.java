package gamut.records;

import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.GameInfo;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads an SGF game (FF[4]) as a Gamut game: the game number (GM) finds the game file in the table
 * of formats, root properties pick its variants (SZ[13]: size=13), and each B or W move is found
 * among the legal moves by the cells it names, then written in Gamut's notation. A move that is
 * not legal, a point off the board, a value the game has no variant for, or stones set up other
 * than at the game's start is refused as {@code file:line:col: error: ...} at the value.
 */
final class SgfReader {
    /** Game information kept for writing SGF again (SGF's own and the game's variant properties aside). */
    private static final Set<String> NOT_KEPT = Set.of("FF", "GM", "CA", "AP", "ST", "B", "W", "AB", "AW", "AE",
            "AA", "PL", "C", "N", "RE", "SZ");

    private final String name;
    private final Formats formats;
    private final List<String> notes = new ArrayList<>();

    private SgfReader(String name, Formats formats) {
        this.name = name;
        this.formats = formats;
    }

    /**
     * The game of an SGF text; {@code game} (with {@code variants}) overrides the table's game file
     * and the variants the root's properties pick, when not null.
     */
    static Imported read(String name, String text, Formats formats, Path game, List<String> variants) {
        return new SgfReader(name, formats).read(text, game, variants);
    }

    private Imported read(String text, Path gameOverride, List<String> variantsOverride) {
        List<SgfTree.Node> nodes = SgfTree.mainLine(name, text);
        SgfTree.Node root = nodes.get(0);
        SgfTree.Property gm = root.get("GM");
        int number = gm == null ? 1 : number(gm);
        Formats.SgfGame entry = formats.sgf(number);
        if (entry == null && gameOverride == null) {
            throw gm == null ? new GamutException(name + ": no game file for SGF game 1 in " + table())
                    : problem(gm, "no game file for SGF game " + number + " in " + table() + " (it has "
                    + formats.sgfNumbers() + "); give the game file with -g");
        }
        Path file = gameOverride != null ? gameOverride : entry.file();
        SgfTree.Property rules = root.get("RU");
        boolean swap = swaps(nodes) || rules != null && rules.value().toLowerCase(Locale.ROOT).contains("swap");
        List<String> variants = variantsOverride != null ? variantsOverride : variants(root, entry, file, swap);
        Game game = Gamut.load(file, variants);
        if (game.players() != 2) {
            throw new GamutException(name + ": SGF records games of two players, Black and White; " + file.getFileName()
                    + " has " + game.players());
        }
        SgfPoints points = new SgfPoints(game.geometry(), entry == null || entry.letters(), entry == null || entry.rowsDown());
        State state = game.newState();
        checkSetup(nodes, state, points);
        List<String> moves = new ArrayList<>();
        boolean whiteFirst = entry != null && entry.whiteFirstSwaps() && whiteFirst(nodes);
        String ended = replay(nodes, state, points, moves, whiteFirst);
        String result = state.isOver() ? game.describe(state.result()) : result(root, game, ended, whiteFirst);
        Map<String, String> tags = new LinkedHashMap<>();
        for (SgfTree.Property p : root.properties()) {
            if (!NOT_KEPT.contains(p.id()) && (entry == null || !entry.variants().containsKey(p.id()))) {
                tags.put(p.id(), p.value());
            }
        }
        GameRecord record = new GameRecord(file, variants, 1, moves, result);
        return new Imported(RecordFormat.SGF, record, game, null, state, tags, notes);
    }

    private String table() {
        return formats.folder().resolve(Formats.FILE).toString();
    }

    private int number(SgfTree.Property gm) {
        try {
            return Integer.parseInt(gm.value().trim());
        } catch (NumberFormatException e) {
            throw problem(gm, "the game number is a whole number, not '" + gm.value() + "'");
        }
    }

    /** Whether a move takes the first stone over ('swap-pieces', Little Golem's 'swap'), which needs the swap variant. */
    private static boolean swaps(List<SgfTree.Node> nodes) {
        for (SgfTree.Node node : nodes) {
            for (SgfTree.Property p : node.properties()) {
                if ((p.id().equals("B") || p.id().equals("W")) && isSwap(p.value())) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isSwap(String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        return v.equals("swap-pieces") || v.equals("swap");
    }

    /** The variants the root's properties pick (SZ[13]: size=13), and the swap variant when a move swaps. */
    private List<String> variants(SgfTree.Node root, Formats.SgfGame entry, Path file, boolean swap) {
        List<String> variants = new ArrayList<>();
        GameInfo info = null;
        for (Formats.Mapped mapped : entry.variants().values()) {
            SgfTree.Property p = root.get(mapped.property());
            if (p == null) {
                continue;
            }
            String value = p.value().trim();
            if (value.matches("([0-9]+):\\1")) {
                value = value.substring(0, value.indexOf(':')); // SZ[9:9] is SZ[9]
            }
            if (value.replaceAll("\\.0+$", "").equals(mapped.base().replaceAll("\\.0+$", ""))) {
                continue;
            }
            info = info == null ? Gamut.load(file, List.of()).info() : info;
            String variant = mapped.variant() + "=" + value.replaceAll("\\.0+$", "");
            if (info.variant(variant) != null) {
                variants.add(variant);
                continue;
            }
            String known = mapped.base() + " without a variant" + info.variants().stream().map(GameInfo.Variant::name)
                    .filter(v -> v.startsWith(mapped.variant() + "=")).map(v -> ", " + v).reduce("", String::concat);
            if (mapped.strict()) {
                throw problem(p, file.getFileName() + " has no variant " + variant + " (it has " + known + ")");
            }
            notes.add(name + ":" + p.line() + ":" + p.column() + ": note: " + p.text() + ": " + file.getFileName()
                    + " has no variant " + variant + ", so the game is replayed with " + mapped.base()
                    + ": the moves are the same, the score may differ");
        }
        if (swap && !entry.swap().isEmpty()) {
            variants.add(entry.swap());
        }
        if (variants.size() > 1) {
            // in the order the file declares them, as a person would list them
            List<String> declared = Gamut.load(file, List.of()).info().variants().stream().map(GameInfo.Variant::name)
                    .toList();
            variants.sort(java.util.Comparator.comparingInt(declared::indexOf));
        }
        return variants;
    }

    /**
     * Stones set up by AB, AW, AE or AA are accepted only in the root and only as the game's own
     * start (the pieces a game's set-up places): a record replays a game from its start.
     */
    private void checkSetup(List<SgfTree.Node> nodes, State start, SgfPoints points) {
        Set<String> wanted = new HashSet<>();
        Set<String> given = new HashSet<>();
        int first = start.game().firstPlayer();
        for (int c = 0; c < start.game().geometry().cells(); c++) {
            int owner = start.owner(c);
            if (owner >= 0) {
                wanted.add(c + ":" + (start.neutral(c) ? "N" : owner == first ? "B" : "W"));
            }
        }
        SgfTree.Property shown = null;
        for (int n = 0; n < nodes.size(); n++) {
            for (SgfTree.Property p : nodes.get(n).properties()) {
                if (!List.of("AB", "AW", "AE", "AA").contains(p.id())) {
                    continue;
                }
                if (n > 0) {
                    throw problem(p, p.id() + " sets up stones in the middle of the game; a record holds moves only");
                }
                shown = shown == null ? p : shown;
                for (int i = 0; i < p.values().size(); i++) {
                    for (int cell : setupCells(p, i, points)) {
                        if (!p.id().equals("AE")) {
                            given.add(cell + ":" + p.id().substring(1).replace("A", "N"));
                        }
                    }
                }
            }
        }
        if (shown != null && !given.equals(wanted)) {
            throw problem(shown, "the SGF sets up a position (" + shown.id() + ") that is not the start of "
                    + start.game().title() + "; a record replays a game from its start");
        }
    }

    /** The cells of one setup value: a point, or a rectangle 'aa:cc' of them. */
    private List<Integer> setupCells(SgfTree.Property p, int i, SgfPoints points) {
        String value = p.values().get(i).trim();
        String[] corners = value.split(":");
        List<Integer> cells = new ArrayList<>();
        int a = points.cell(corners[0]);
        int b = corners.length == 2 ? points.cell(corners[1]) : a;
        if (a < 0 || b < 0 || corners.length > 2) {
            throw new GamutException(name + ":" + p.at().get(i)[0] + ":" + p.at().get(i)[1] + ": error: " + p.id() + "["
                    + value + "]: no point " + value + " on this board");
        }
        if (a == b) {
            cells.add(a);
            return cells;
        }
        throw new GamutException(name + ":" + p.at().get(i)[0] + ":" + p.at().get(i)[1] + ": error: " + p.id() + "["
                + value + "]: a rectangle of points in a setup is not read; list the points one by one");
    }

    /**
     * Whether the record names the colours the other way round, in a game whose records may
     * ({@code colours = either}): its first move is White's and its root does not say who plays
     * first (as PlayStrategy writes Amazons). A note says so.
     */
    private boolean whiteFirst(List<SgfTree.Node> nodes) {
        if (nodes.get(0).get("PL") != null) {
            return false;
        }
        for (SgfTree.Node node : nodes) {
            for (SgfTree.Property p : node.properties()) {
                if (p.id().equals("B")) {
                    return false;
                }
                if (p.id().equals("W")) {
                    notes.add(name + ":" + p.line() + ":" + p.column() + ": note: the first move is White's and no PL says"
                            + " who plays first, so White is read as the first player and Black as the other");
                    return true;
                }
            }
        }
        return false;
    }

    /** Plays the B and W moves of the main line; returns the word that ended it early (resign), or null. */
    private String replay(List<SgfTree.Node> nodes, State state, SgfPoints points, List<String> moves, boolean whiteFirst) {
        Game game = state.game();
        int number = 0;
        for (SgfTree.Node node : nodes) {
            for (SgfTree.Property p : node.properties()) {
                if (!p.id().equals("B") && !p.id().equals("W")) {
                    continue;
                }
                number++;
                String value = p.value().trim().toLowerCase(Locale.ROOT);
                if (value.equals("resign") || value.equals("forfeit") || value.equals("time")) {
                    return value;
                }
                int player = p.id().equals(whiteFirst ? "W" : "B") ? game.firstPlayer() : 1 - game.firstPlayer();
                if (state.isOver()) {
                    throw problem(p, "move " + number + " " + p.text() + ": the game is over ("
                            + game.describe(state.result()) + ")");
                }
                if (player != state.toMove() && MoveCells.onlyPass(state)) {
                    int pass = MoveCells.legal(state).get(0);
                    moves.add(Notation.format(state, pass)); // a pass the file leaves out: the only legal move of a player whose turn it skips
                    state.make(pass);
                }
                if (player != state.toMove()) {
                    throw problem(p, "move " + number + " " + p.text() + ": it is " + game.playerName(state.toMove())
                            + "'s turn, not " + game.playerName(player) + "'s");
                }
                int move = move(state, p, number, points);
                moves.add(Notation.format(state, move));
                state.make(move);
            }
        }
        return null;
    }

    /** The legal move a B or W value names. */
    private int move(State state, SgfTree.Property p, int number, SgfPoints points) {
        String value = p.value().trim();
        String lower = value.toLowerCase(Locale.ROOT);
        String at = "move " + number + " " + p.text() + ": ";
        if (isSwap(value)) {
            int last = state.depth() == 0 ? -1 : state.game().to(state.line()[state.depth() - 1]);
            for (int m : MoveCells.legal(state)) {
                if (last >= 0 && Arrays.stream(state.game().captures(m)).anyMatch(c -> c == last)) {
                    return m;
                }
            }
            throw problem(p, at + "no move takes the first stone over here (is the swap rule among the variants?)");
        }
        if (lower.equals("swap-sides")) {
            throw problem(p, at + "a swap of sides is not read; a record with 'swap-pieces' is");
        }
        int[] cells;
        if (value.isEmpty() || lower.equals("pass") || (value.equals("tt") && points.passAsTt())) {
            cells = new int[0];
        } else {
            List<String> named = SgfPoints.points(value);
            if (named == null) {
                throw problem(p, at + "not a move: a move is a point such as 'dd' or 'd4', points such as 'e1-e3', or"
                        + " empty for a pass");
            }
            cells = new int[named.size()];
            for (int i = 0; i < cells.length; i++) {
                cells[i] = points.cell(named.get(i));
                if (cells[i] < 0) {
                    throw problem(p, at + "no point " + named.get(i) + " on this board (" + points.size() + ")");
                }
            }
        }
        List<Integer> found = MoveCells.matching(state, cells);
        if (found.size() == 1) {
            return found.get(0);
        }
        if (found.isEmpty()) {
            throw problem(p, at + (cells.length > 0 ? begun(state, cells) : refusal(state, cells)));
        }
        throw problem(p, at + "it names " + found.size() + " legal moves: "
                + String.join(", ", found.stream().map(m -> Notation.format(state, m)).toList()));
    }

    /** Why no legal move has these cells: the moves they only begin (a move without its last part), else the notation's reason. */
    private static String begun(State state, int[] cells) {
        List<String> begun = new ArrayList<>();
        for (int m : MoveCells.legal(state)) {
            int[] of = MoveCells.of(state.game(), m);
            if (of.length > cells.length && Arrays.equals(of, 0, cells.length, cells, 0, cells.length)) {
                begun.add(Notation.format(state, m));
            }
        }
        if (begun.isEmpty()) {
            return refusal(state, cells);
        }
        return "it names only the start of a move, and " + begun.size() + " legal moves start so: "
                + String.join(", ", begun.subList(0, Math.min(3, begun.size()))) + (begun.size() > 3 ? ", ..." : "");
    }

    /** Why no legal move has these cells, as the notation's reader says it. */
    private static String refusal(State state, int[] cells) {
        if (cells.length == 0) {
            return "not a legal move here: no pass is allowed";
        }
        if (cells.length == 1 && state.owner(cells[0]) >= 0) {
            return "not a legal move here: a piece of " + (state.neutral(cells[0]) ? "no one's" : state.game()
                    .playerName(state.owner(cells[0])) + "'s") + " stands on " + state.game().geometry().cellName(cells[0]);
        }
        StringBuilder text = new StringBuilder();
        for (int c : cells) {
            text.append(text.length() == 0 ? "" : "-").append(state.game().geometry().cellName(c));
        }
        try {
            Notation.parse(state, text.toString());
            return "not a legal move here";
        } catch (GamutException e) {
            return e.getMessage();
        }
    }

    /** The result RE gives, in words, for a game whose moves do not end it (a resignation, say). */
    private static String result(SgfTree.Node root, Game game, String ended, boolean whiteFirst) {
        SgfTree.Property re = root.get("RE");
        String value = re == null ? "" : re.value().trim();
        if (value.matches("(?i)[BW]\\+.*")) {
            int winner = Character.toUpperCase(value.charAt(0)) == (whiteFirst ? 'W' : 'B') ? game.firstPlayer() : 1 - game.firstPlayer();
            return game.playerName(winner) + " wins (RE[" + value + "])";
        }
        if (value.equals("0") || value.equalsIgnoreCase("draw")) {
            return "draw (RE[" + value + "])";
        }
        return ended == null ? "" : "ended by " + ended;
    }

    private GamutException problem(SgfTree.Property p, String message) {
        return new GamutException(name + ":" + p.line() + ":" + p.column() + ": error: " + message);
    }
}
