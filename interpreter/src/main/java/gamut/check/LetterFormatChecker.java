package gamut.check;

import gamut.ast.Item;
import gamut.ast.Item.PositionField;
import gamut.ast.Name;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import gamut.core.BoardKind;
import gamut.core.LetterFormat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks the positions written in letters ({@code position NAME { ... }}): two players, a grid
 * board, one letter per piece and player that no other shares, each field once, and what the
 * fields name (flags, cells of the set-up, directions, the limit a clock counts).
 */
final class LetterFormatChecker {
    /** Words of the game's own position text that a format may not be named, so that '-p NAME:' stays clear. */
    private static final Set<String> CLAUSE_WORDS = Set.of("turn", "plan", "done", "reserve", "exited", "neutral",
            "last", "clock");

    private final RuleSet set;
    private final List<Item> items;
    private final Refs refs;
    private final RuleSetBuilder parts;

    LetterFormatChecker(RuleSet set, List<Item> items, List<Diagnostic> diagnostics, RuleSetBuilder parts) {
        this.set = set;
        this.items = items;
        this.refs = new Refs(diagnostics);
        this.parts = parts;
    }

    void check() {
        List<LetterFormat> formats = new ArrayList<>();
        for (Item item : items) {
            if (item instanceof Item.PositionFormat f) {
                LetterFormat checked = format(f);
                if (checked != null) {
                    formats.add(checked);
                }
            }
        }
        parts.letterFormats(formats);
    }

    private LetterFormat format(Item.PositionFormat f) {
        String name = f.name().text();
        if (set.playerIndex(name) >= 0 || CLAUSE_WORDS.contains(name)) {
            refs.error(f.name().pos(), "'" + name + "' starts a clause of the game's own position text; name the"
                    + " position format otherwise, so that '-p " + name + ":...' says which is meant");
            return null;
        }
        if (set.players().size() != 2) {
            refs.error(f.pos(), "a position in letters is written for two players, the first in upper case and the"
                    + " second in lower case; this game has " + set.players().size());
            return null;
        }
        if (set.geometry().kind() != BoardKind.GRID) {
            refs.error(f.pos(), "a position in letters is written row by row, so it needs a 'grid' board");
            return null;
        }
        Map<Class<?>, PositionField> seen = new HashMap<>();
        List<LetterFormat.Field> fields = new ArrayList<>();
        for (PositionField field : f.fields()) {
            PositionField earlier = seen.putIfAbsent(field.getClass(), field);
            if (earlier != null) {
                refs.error(field.pos(), "this field is given twice in position '" + name + "' (first at line "
                        + earlier.pos().line() + ")");
                continue;
            }
            LetterFormat.Field checked = field(field);
            if (checked != null) {
                fields.add(checked);
            }
        }
        boolean bySquares = seen.containsKey(PositionField.Squares.class);
        if (!seen.containsKey(PositionField.Board.class) && !bySquares) {
            refs.error(f.pos(), "position '" + name + "' needs a 'board' field: the pieces on the board, row by row"
                    + " (or 'squares': by the numbers of the cells)");
        } else if (seen.containsKey(PositionField.Hand.class) && !seen.containsKey(PositionField.Board.class)) {
            refs.error(seen.get(PositionField.Hand.class).pos(), "'hand' writes the pieces by the letters 'board'"
                    + " gives them; position '" + name + "' has no 'board'");
        } else if (bySquares && seen.containsKey(PositionField.Board.class)) {
            refs.error(seen.get(PositionField.Squares.class).pos(), "position '" + name + "' gives the pieces by"
                    + " 'board' already; give them either row by row or by 'squares'");
        }
        return new LetterFormat(name, fields);
    }

    private LetterFormat.Field field(PositionField field) {
        if (field instanceof PositionField.Board b) {
            return board(b);
        } else if (field instanceof PositionField.ToMove t) {
            return toMove(t);
        } else if (field instanceof PositionField.Rights r) {
            return rights(r);
        } else if (field instanceof PositionField.Passed p) {
            return passed(p);
        } else if (field instanceof PositionField.Hand) {
            return new LetterFormat.Hand();
        } else if (field instanceof PositionField.Squares q) {
            return squares(q);
        } else if (field instanceof PositionField.Clock c) {
            if (set.quietLimit() == null) {
                refs.error(c.pos(), "'clock' writes the plies counted by 'limit N plies since CONDITION',"
                        + " which this game does not have");
            }
            return new LetterFormat.Clock();
        } else if (field instanceof PositionField.Turns) {
            return new LetterFormat.Turns();
        }
        return new LetterFormat.Rounds();
    }

    /** The pieces' letters, replaced where the field gives others; each case of each letter belongs to one piece and player. */
    private LetterFormat.Board board(PositionField.Board b) {
        List<String> letters = new ArrayList<>();
        for (String letter : set.letters()) {
            letters.add(letter);
        }
        Map<Integer, Pos> given = new HashMap<>();
        for (Item.PieceDecl d : b.letters()) {
            int piece = refs.piece(d.name(), set.pieces());
            if (piece < 0) {
                continue;
            }
            if (given.putIfAbsent(piece, d.pos()) != null) {
                refs.error(d.pos(), "'" + d.name().text() + "' is given a letter twice");
            }
            letters.set(piece, d.letter());
        }
        Map<String, Integer> owners = new HashMap<>();
        for (int t = 0; t < letters.size(); t++) {
            String letter = letters.get(t);
            Pos at = given.getOrDefault(t, b.pos());
            if (letter.toUpperCase().equals(letter.toLowerCase())
                    || letter.chars().anyMatch(ch -> Character.isDigit(ch) || Character.isWhitespace(ch) || ch == '/' || ch == '-')) {
                refs.error(at, "the letter \"" + letter + "\" of '" + set.pieces().get(t) + "' cannot be written in a"
                        + " position: it needs a letter with an upper and a lower case, and no digit, space, '/' or '-'");
                continue;
            }
            for (String cased : List.of(letter.toUpperCase(), letter.toLowerCase())) {
                Integer other = owners.putIfAbsent(cased, t);
                if (other != null && other != t) {
                    refs.error(at, "'" + set.pieces().get(t) + "' and '" + set.pieces().get(other) + "' share the letter \""
                            + cased + "\" in a position; give one of them another (board PIECE \"X\")");
                }
            }
        }
        return new LetterFormat.Board(letters);
    }

    /**
     * A letter per player, each piece's letters (one piece may have none), none holding a digit or
     * a separator; the notation must number the cells.
     */
    private LetterFormat.Squares squares(PositionField.Squares q) {
        boolean numbered = items.stream().anyMatch(i -> i instanceof Item.Notation n
                && n.fields().stream().anyMatch(nf -> nf instanceof Item.NotationField.Numbering));
        if (!numbered) {
            refs.error(q.pos(), "'squares' writes the pieces by the numbers the notation gives the cells"
                    + " ('notation { number ... }'), which this game does not have");
        }
        List<String> players = new ArrayList<>();
        for (Name n : q.players()) {
            if (players.contains(n.text())) {
                refs.error(n.pos(), "'" + n.text() + "' names two players");
            }
            players.add(n.text());
        }
        if (players.size() != set.players().size()) {
            refs.error(q.pos(), "'squares' gives a letter for each player (" + String.join(", ", set.players())
                    + "), not " + players.size());
        }
        List<String> letters = new ArrayList<>(java.util.Collections.nCopies(set.pieces().size(), (String) null));
        for (Item.PieceDecl d : q.letters()) {
            int piece = refs.piece(d.name(), set.pieces());
            String letter = d.letter();
            if (piece < 0) {
                continue;
            } else if (letter.chars().anyMatch(ch -> Character.isDigit(ch) || Character.isWhitespace(ch) || ",:-.".indexOf(ch) >= 0)) {
                refs.error(d.pos(), "the letters \"" + letter + "\" of '" + d.name().text() + "' cannot go before a"
                        + " number: no digit, space, ',', ':', '-' or '.'");
            } else if (letters.get(piece) != null) {
                refs.error(d.pos(), "'" + d.name().text() + "' is given letters twice");
            } else if (letters.contains(letter)) {
                refs.error(d.pos(), "'" + set.pieces().get(letters.indexOf(letter)) + "' and '" + d.name().text()
                        + "' are both written \"" + letter + "\"");
            }
            letters.set(piece, letter);
        }
        return new LetterFormat.Squares(players, letters);
    }

    private LetterFormat.ToMove toMove(PositionField.ToMove t) {
        List<String> letters = new ArrayList<>();
        for (Name n : t.letters()) {
            if (letters.contains(n.text())) {
                refs.error(n.pos(), "'" + n.text() + "' names two players to move");
            }
            letters.add(n.text());
        }
        if (letters.size() != set.players().size()) {
            refs.error(t.pos(), "'turn' gives a letter for each player in turn order (" + String.join(", ", set.players())
                    + "), not " + letters.size());
        }
        return new LetterFormat.ToMove(letters);
    }

    /** Each right's cells must hold a piece in the set-up: the kinds found there are the ones read with the flag. */
    private LetterFormat.Rights rights(PositionField.Rights r) {
        int flag = set.flagIndex(r.flag().text());
        if (flag < 0) {
            refs.error(r.flag().pos(), "unknown flag '" + r.flag().text() + "'" + Suggest.didYouMean(r.flag().text(), set.flags()));
        }
        Map<Integer, RuleSet.Placed> setup = new HashMap<>();
        for (RuleSet.Placed p : set.setup()) {
            setup.put(p.cell(), p);
        }
        Set<Integer> types = new LinkedHashSet<>();
        Set<Character> letters = new HashSet<>();
        List<LetterFormat.Right> rights = new ArrayList<>();
        for (Item.Right right : r.rights()) {
            String letter = right.letter().text();
            if (letter.length() != 1) {
                refs.error(right.letter().pos(), "a right is written with one letter, not '" + letter + "'");
                continue;
            }
            if (!letters.add(letter.charAt(0))) {
                refs.error(right.letter().pos(), "the right '" + letter + "' is given twice");
            }
            int[] cells = refs.cells(right.cells(), set.geometry(), "the right '" + letter + "'");
            int[] owners = new int[cells.length];
            int[] kinds = new int[cells.length];
            for (int i = 0; i < cells.length; i++) {
                RuleSet.Placed p = setup.get(cells[i]);
                if (p == null || p.owner() >= set.players().size()) {
                    refs.error(right.pos(), "the right '" + letter + "' stands for the piece on "
                            + set.geometry().cellName(cells[i]) + ", but the set-up puts no player's piece there");
                    return null;
                }
                owners[i] = p.owner();
                kinds[i] = p.piece();
                types.add(p.piece());
            }
            rights.add(new LetterFormat.Right(letter.charAt(0), cells, owners, kinds));
        }
        return flag < 0 ? null : new LetterFormat.Rights(flag, types.stream().mapToInt(Integer::intValue).toArray(), rights);
    }

    /** A direction of the board, or a relative set of one direction per player. */
    private LetterFormat.Passed passed(PositionField.Passed p) {
        int piece = refs.piece(p.piece(), set.pieces());
        String dir = p.direction().text();
        int[] direction = new int[set.players().size()];
        int absolute = set.geometry().direction(dir);
        int relative = set.relativeIndex(dir);
        if (absolute >= 0) {
            java.util.Arrays.fill(direction, absolute);
        } else if (relative >= 0 && java.util.Arrays.stream(set.relativeDirections()[relative]).allMatch(d -> d.length == 1)) {
            for (int player = 0; player < direction.length; player++) {
                direction[player] = set.relativeDirections()[relative][player][0];
            }
        } else {
            refs.error(p.direction().pos(), "'passed' needs a direction, or directions of one per player, not '" + dir + "'");
            return null;
        }
        return piece < 0 ? null : new LetterFormat.Passed(piece, direction);
    }
}
