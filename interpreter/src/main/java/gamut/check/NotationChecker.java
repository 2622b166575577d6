package gamut.check;

import gamut.ast.Item;
import gamut.ast.Item.NotationField;
import gamut.ast.Name;
import gamut.base.Diagnostic;
import gamut.core.BoardKind;
import gamut.core.Geometry;
import gamut.core.MoveNotation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks the {@code notation} item: each field once, the names it gives (pieces, groups of moves,
 * directions, a zone) declared, marks that keep a move readable, and what a field needs of the rest
 * of the game (a royal piece to mark a check, a grid for files and ranks). Its answer is the
 * {@link MoveNotation} the engine writes and reads moves with.
 */
final class NotationChecker {
    private static final List<String> PARTS = List.of("file", "rank", "cell");
    private static final List<String> MARKS = List.of("move", "capture", "drop", "exit", "hit");

    private final RuleSet set;
    private final List<Item> items;
    private final Refs refs;

    NotationChecker(RuleSet set, List<Item> items, List<Diagnostic> diagnostics) {
        this.set = set;
        this.items = items;
        this.refs = new Refs(diagnostics);
    }

    /** The game's notation, or null when it declares none. */
    MoveNotation check() {
        Item.Notation item = Checker.first(items, Item.Notation.class);
        if (item == null) {
            return null;
        }
        Fields f = new Fields(MoveNotation.plain(set.pieces().size()));
        Map<Class<?>, NotationField> seen = new HashMap<>();
        for (NotationField field : item.fields()) {
            NotationField earlier = seen.putIfAbsent(field.getClass(), field);
            if (earlier != null && !(field instanceof NotationField.GroupNames)) {
                refs.error(field.pos(), "this field is given twice in 'notation' (first at line " + earlier.pos().line() + ")");
                continue;
            }
            field(field, f);
        }
        return new MoveNotation(f.origin, f.marks.get("move"), f.marks.get("capture"), f.marks.get("drop"),
                f.marks.get("exit"), f.marks.get("hit"), f.unlettered, f.promoteMark, f.promoteLetter, f.declined,
                f.names, f.check, f.mate, f.numbers, f.byTrack, f.labels);
    }

    /** The fields as read so far, starting from the plain notation's. */
    private static final class Fields {
        int[] origin = new int[0];
        final Map<String, String> marks = new HashMap<>();
        boolean[] unlettered;
        String promoteMark;
        boolean promoteLetter;
        String declined;
        final List<MoveNotation.GroupName> names = new ArrayList<>();
        final Set<String> named = new LinkedHashSet<>();
        String check;
        String mate;
        int[][] numbers;
        boolean byTrack;
        MoveNotation.Labels labels;

        Fields(MoveNotation plain) {
            marks.put("move", plain.moveMark());
            marks.put("capture", plain.captureMark());
            marks.put("drop", plain.dropMark());
            marks.put("exit", plain.exitWord());
            marks.put("hit", plain.hitMark());
            unlettered = plain.unlettered();
            promoteMark = plain.promoteMark();
            promoteLetter = plain.promoteLetter();
        }
    }

    private void field(NotationField field, Fields f) {
        if (field instanceof NotationField.Origin o) {
            f.origin = origin(o);
        } else if (field instanceof NotationField.Marks m) {
            marks(m, f.marks);
        } else if (field instanceof NotationField.Unlettered u) {
            for (Name piece : u.pieces()) {
                int t = refs.piece(piece, set.pieces());
                if (t >= 0) {
                    f.unlettered[t] = true;
                }
            }
        } else if (field instanceof NotationField.Promote p) {
            f.promoteMark = p.mark();
            f.promoteLetter = p.letter();
            f.declined = p.declined();
        } else if (field instanceof NotationField.GroupNames g) {
            groupNames(g, f);
        } else if (field instanceof NotationField.Check c) {
            if (set.royals().isEmpty()) {
                refs.error(c.pos(), "'check' marks a move that attacks a royal piece, and this game has none"
                        + " (royal PIECE, ...)");
            }
            f.check = c.check();
            f.mate = c.mate();
        } else if (field instanceof NotationField.Numbering n) {
            numbered(n.pos(), f);
            int[] numbers = numbers(n);
            f.numbers = numbers == null ? null : new int[][] {numbers};
        } else if (field instanceof NotationField.TrackNumbering t) {
            numbered(t.pos(), f);
            f.numbers = trackNumbers(t.track());
            f.byTrack = true;
        } else if (field instanceof NotationField.Labels l) {
            f.labels = labels(l);
        }
    }

    /** A grid's files and ranks by labels: one each, none twice, none holding a mark. */
    private MoveNotation.Labels labels(NotationField.Labels l) {
        boolean words = word(l.files(), "files") & word(l.ranks(), "ranks");
        if (set.geometry().kind() != BoardKind.GRID) {
            refs.error(l.pos(), "files and ranks need a 'grid' board");
            return null;
        }
        List<String> files = labelList(l.pos(), "files", l.fileLabels(), set.geometry().extent(true));
        List<String> ranks = labelList(l.pos(), "ranks", l.rankLabels(), set.geometry().extent(false));
        return words && files != null && ranks != null ? new MoveNotation.Labels(files, ranks) : null;
    }

    private boolean word(Name given, String wanted) {
        if (!given.text().equals(wanted)) {
            refs.error(given.pos(), "'" + given.text() + "' is no field of 'notation' here; a grid's labels are"
                    + " written files \"...\", ranks \"...\"");
            return false;
        }
        return true;
    }

    private List<String> labelList(gamut.base.Pos pos, String what, String text, int wanted) {
        List<String> labels = List.of(text.trim().split("\\s+"));
        if (text.isBlank() || labels.size() != wanted) {
            refs.error(pos, "the board has " + wanted + " " + what + ", and \"" + text + "\" labels "
                    + (text.isBlank() ? 0 : labels.size()) + " (labels are separated by spaces)");
            return null;
        }
        for (String label : labels) {
            if (!label.chars().allMatch(Character::isLetterOrDigit)) {
                refs.error(pos, "a label is letters and digits only, so that it cannot be read as a mark: '" + label + "'");
                return null;
            }
            if (labels.indexOf(label) != labels.lastIndexOf(label)) {
                refs.error(pos, "the label '" + label + "' is given to two " + what);
                return null;
            }
        }
        return labels;
    }

    /** Cells are numbered one way only. */
    private void numbered(gamut.base.Pos pos, Fields f) {
        if (f.numbers != null) {
            refs.error(pos, "the cells are numbered twice in 'notation'");
        }
    }

    /**
     * Each player's cells by their place on that player's track, counted from its end: the last
     * cell 1, the first as many as the track has cells; a cell off the track keeps its name.
     */
    private int[][] trackNumbers(Name track) {
        List<RuleSet.TrackCells> tracks = set.tracks().stream().filter(t -> t.name().equals(track.text())).toList();
        if (tracks.isEmpty()) {
            List<String> names = set.tracks().stream().map(RuleSet.TrackCells::name).distinct().toList();
            refs.error(track.pos(), "unknown track '" + track.text() + "'" + (names.isEmpty() ? " (this game has none)"
                    : Suggest.didYouMean(track.text(), names)));
            return null;
        }
        int players = set.players().size();
        int[][] numbers = new int[players][];
        for (RuleSet.TrackCells t : tracks) {
            if (t.owner() >= 0 && t.owner() < players) {
                numbers[t.owner()] = new int[set.geometry().cells()];
                for (int i = 0; i < t.cells().length; i++) {
                    numbers[t.owner()][t.cells()[i]] = t.cells().length - i;
                }
            }
        }
        for (int p = 0; p < players; p++) {
            if (numbers[p] == null) {
                refs.error(track.pos(), "track '" + track.text() + "' is not declared for " + set.players().get(p)
                        + "; the cells are numbered along each player's own");
                return null;
            }
        }
        return numbers;
    }

    private int[] origin(NotationField.Origin o) {
        int[] parts = new int[o.parts().size()];
        for (int i = 0; i < parts.length; i++) {
            Name part = o.parts().get(i);
            parts[i] = PARTS.indexOf(part.text());
            if (parts[i] < 0) {
                refs.error(part.pos(), "'" + part.text() + "' is no part of a cell (parts: file, rank, cell)");
            } else if (parts[i] != MoveNotation.CELL && set.geometry().kind() != BoardKind.GRID) {
                refs.error(part.pos(), "'" + part.text() + "' needs a 'grid' board, whose cells have files and ranks");
            }
        }
        return parts;
    }

    private void marks(NotationField.Marks m, Map<String, String> marks) {
        Set<String> given = new LinkedHashSet<>();
        for (NotationField.Mark mark : m.marks()) {
            if (!MARKS.contains(mark.what())) {
                refs.error(mark.pos(), "'" + mark.what() + "' is nothing a mark is written for (marks: "
                        + String.join(", ", MARKS) + ")");
            } else if (!given.add(mark.what())) {
                refs.error(mark.pos(), "the mark of '" + mark.what() + "' is given twice");
            } else if (mark.text().chars().anyMatch(Character::isWhitespace)) {
                refs.error(mark.pos(), "a mark may hold no space, since spaces part the moves of a list: \""
                        + mark.text() + "\"");
            } else {
                marks.put(mark.what(), mark.text());
            }
        }
    }

    /** A group's spellings, one set per direction; the group must be one of a program's. */
    private void groupNames(NotationField.GroupNames g, Fields f) {
        String group = g.group().text();
        List<String> groups = set.programs().stream().flatMap(p -> p.groups().stream()).distinct().toList();
        if (!groups.contains(group)) {
            refs.error(g.group().pos(), "'" + group + "' is no group of moves" + (groups.isEmpty() ? " (this game has none)"
                    : " (groups: " + String.join(", ", groups) + ")"));
            return;
        }
        if (!f.named.add(group)) {
            refs.error(g.pos(), "the moves of '" + group + "' are given their names twice");
            return;
        }
        for (NotationField.Spelling s : g.spellings()) {
            int direction = -1;
            if (s.direction() != null) {
                direction = set.geometry().direction(s.direction().text());
                if (direction < 0) {
                    refs.error(s.direction().pos(), "unknown direction '" + s.direction().text() + "'"
                            + Suggest.didYouMean(s.direction().text(), directions()));
                }
            }
            for (String text : s.texts()) {
                if (text.isBlank() || text.chars().anyMatch(Character::isWhitespace)) {
                    refs.error(s.pos(), "a move's name must be written without spaces, not \"" + text + "\"");
                }
            }
            f.names.add(new MoveNotation.GroupName(group, direction, s.texts()));
        }
    }

    /** Each cell of the zone its number, from 1: row by row in the direction {@code rows}, each row along {@code along}. */
    private int[] numbers(NotationField.Numbering n) {
        Geometry geo = set.geometry();
        int along = geo.direction(n.along().text());
        int rows = geo.direction(n.rows().text());
        for (Name d : List.of(n.along(), n.rows())) {
            if (geo.direction(d.text()) < 0) {
                refs.error(d.pos(), "unknown direction '" + d.text() + "'" + Suggest.didYouMean(d.text(), directions()));
            }
        }
        int zone = set.zoneIndex(n.cells().text());
        RuleSet.ZoneCells cells = set.zones().stream().filter(z -> z.zone() == zone && z.owner() < 0).findFirst().orElse(null);
        if (cells == null) {
            refs.error(n.cells().pos(), zone < 0 ? "unknown zone '" + n.cells().text() + "'"
                    + Suggest.didYouMean(n.cells().text(), set.zoneNames())
                    : "zone '" + n.cells().text() + "' is declared for each player; the cells numbered are every player's");
            return null;
        }
        if (along < 0 || rows < 0) {
            return null;
        }
        if (geo.dx(along) * geo.dy(rows) == geo.dy(along) * geo.dx(rows)) {
            refs.error(n.rows().pos(), "the rows must go across the direction along them: '" + n.along().text()
                    + "' and '" + n.rows().text() + "' lie on one line");
            return null;
        }
        List<Integer> order = new ArrayList<>();
        for (int c : cells.cells()) {
            order.add(c);
        }
        order.sort(Comparator.<Integer>comparingInt(c -> geo.x(c) * geo.dx(rows) + geo.y(c) * geo.dy(rows))
                .thenComparingInt(c -> geo.x(c) * geo.dx(along) + geo.y(c) * geo.dy(along)));
        int[] numbers = new int[geo.cells()];
        for (int i = 0; i < order.size(); i++) {
            numbers[order.get(i)] = i + 1;
        }
        return numbers;
    }

    private List<String> directions() {
        List<String> names = new ArrayList<>();
        for (int d = 0; d < set.geometry().directions(); d++) {
            names.add(set.geometry().directionName(d));
        }
        return names;
    }
}
