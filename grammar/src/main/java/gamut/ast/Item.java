package gamut.ast;

import gamut.base.Pos;
import java.util.List;

/** A top-level declaration of a game file (or of a variant block). */
public sealed interface Item {
    Pos pos();

    record Description(Pos pos, String text) implements Item {}

    record Source(Pos pos, String text) implements Item {}

    record Players(Pos pos, List<Name> names) implements Item {}

    record First(Pos pos, Name player) implements Item {}

    record BoardDecl(Pos pos, Board board) implements Item {}

    record Directions(Pos pos, List<Direction> directions) implements Item {}

    record Pieces(Pos pos, List<PieceDecl> pieces) implements Item {}

    record Flags(Pos pos, List<Name> names) implements Item {}

    /** A player-relative set of directions, such as "forward" ({@code forward of white = se, sw}). */
    record RelativeDirections(Pos pos, Name name, Name owner, List<Name> directions) implements Item {}

    /**
     * A named set of cells, optionally one per player ({@code owner} may be null): listed, or every
     * cell where a condition on the board's geometry holds ({@code where} non-null, {@code cells} empty).
     */
    /**
     * A zone: its cells, or the cells where a condition holds; {@code lines} (null for none) when it
     * is given as lines of cells joined by '-', its cells then being theirs, each once.
     */
    record Zone(Pos pos, Name name, Name owner, List<CellRef> cells, Expr where, List<List<CellRef>> lines) implements Item {}

    /** {@code thenOff}: the track continues off the board; {@code loops}: after its last cell comes its first. */
    record Track(Pos pos, Name name, Name owner, List<CellRef> cells, boolean thenOff, boolean loops) implements Item {}

    record Setup(Pos pos, List<Placement> placements) implements Item {}

    record Define(Pos pos, Name name, List<Name> params, Block body) implements Item {}

    /** A macro for a value: {@code define walled(s) = ...}; its uses are replaced by the expression. */
    record DefineValue(Pos pos, Name name, List<Name> params, Expr value) implements Item {}

    /**
     * A move program: run from every piece of the type ({@code drop == false}) or from the reserve.
     * {@code chooser} (may be null: the mover) names who picks among its moves: mover or opponent.
     */
    /** {@code whose} (null: the mover's) says whose pieces the program runs from: 'mover' or 'opponent'. */
    record Moves(Pos pos, Name piece, List<Name> groups, Block body, boolean drop, Name chooser, Name whose) implements Item {}

    /** Effects run from the landing cell after each move of the groups (of every move when none). */
    record After(Pos pos, List<Name> groups, Block body) implements Item {}

    /** Moves of these groups, when any is legal, are the only legal moves. */
    record Priority(Pos pos, List<Name> groups) implements Item {}

    /**
     * When {@code group} has no legal move, the moves of {@code other} stand in for it; judged for
     * each part of the turn as it comes ({@code timing} null or each_part) or over the whole turn.
     */
    record Fallback(Pos pos, Name group, Name other, Name timing) implements Item {}

    /** {@code plan == null} removes a turn plan of the base game (in a variant). */
    record Turn(Pos pos, Name name, Expr when, TurnPlan plan) implements Item {}

    /** A condition that no play may leave true, judged at {@code timing} (turn_end or each_move). */
    record Forbid(Pos pos, Name name, Name timing, Expr condition) implements Item {}

    /** Among the complete plays of a turn, those ending with the condition true win out when any exists. */
    record Prefer(Pos pos, Name name, Expr condition) implements Item {}

    /**
     * A hint to the computer's tree search, not a rule: it passes over the moves after which the
     * condition holds, unless every move would make it hold.
     */
    record Avoid(Pos pos, Name name, Expr condition) implements Item {}

    /** Dice rolled at the start of each turn; {@code mustPlay} names the usage rules in order. */
    record Dice(Pos pos, int count, int faces, int doublesPlay, List<Name> mustPlay, Name opening) implements Item {}

    /** {@code condition == null} removes an end rule of the base game (in a variant). */
    record End(Pos pos, Name name, Expr condition, Outcome outcome) implements Item {}

    /**
     * {@code times == 0} means no repetition rule; {@code rule}, the word after 'repetition' instead of
     * a count ('repetition forbidden': no move may recreate an earlier position), else null.
     */
    record Repetition(Pos pos, int times, Outcome outcome, Name rule) implements Item {}

    /** {@code compensation 7.5 to white}: points added to the player's tally when 'highest' judges who won. */
    record Compensation(Pos pos, double points, Name player) implements Item {}

    /** {@code pass allowed}: a player may always pass instead of moving; {@code word} is the word after 'pass' (null for none). */
    record Pass(Pos pos, Name word) implements Item {}

    /**
     * A safety net: the game ends after so many plies, or turns when {@code unit} says 'turns'; with
     * {@code since} (may be null), so many since the last move after which that condition held.
     */
    record Limit(Pos pos, int plies, Name unit, Expr since, Outcome outcome) implements Item {
        public boolean turns() {
            return unit != null && unit.text().equals("turns");
        }
    }

    /** What happens when the player to move has no legal move; {@code outcome == null} means pass. */
    record NoMoves(Pos pos, Outcome outcome) implements Item {}

    /** Of the legal moves, only those that score the most by {@code measure} ('captures') stay legal. */
    record Keep(Pos pos, Name measure) implements Item {}

    /**
     * {@code captures go to hand}: a captured piece joins the reserve of the player who made the move;
     * {@code captures go to reserve} ({@code toOwner}): it goes back to its owner's reserve;
     * {@code captures stay beneath} ({@code beneath}): it stays on its cell, under the piece that landed.
     */
    record CapturesGo(Pos pos, boolean toOwner, boolean beneath) implements Item {}

    /** A captured piece of type {@code piece} joins the captor's reserve as a piece of type {@code kind}. */
    record Demote(Pos pos, Name piece, Name kind) implements Item {}

    /**
     * How pieces of a type look in the viewer: {@code show queen as crown}; {@code owner} (may be
     * null: every player's and neutral ones) narrows it to one player's pieces. Rules never read it.
     */
    record Show(Pos pos, Name piece, Name owner, Look look) implements Item {}

    /** {@code show zone NAME}: the viewer tints the zone's cells (an owned zone in its owner's colour). */
    record ShowZone(Pos pos, Name zone) implements Item {}

    /**
     * {@code computer LEVEL "SPEC" [elo N]}: the player a level of the computer stands for in this
     * game ({@code computer hard "ab:4"}), and that level's Elo on the game's ladder when measured.
     * {@code specPos} is where the spec is written, for messages about it.
     */
    record Computer(Pos pos, Name level, String spec, Pos specPos, Integer elo) implements Item {}

    /** What a piece is drawn as (a {@link Show}'s {@code as}). */
    sealed interface Look {
        Pos pos();

        /** A built-in shape, named by its geometry: disc, square, crown, ... */
        record Shape(Pos pos, Name name) implements Look {}

        /** A text symbol drawn as the piece: {@code symbol "♛"}. */
        record Symbol(Pos pos, String text) implements Look {}

        /** An SVG file, its path relative to the definition's folder: {@code image "pieces/wq.svg"}. */
        record Image(Pos pos, String path) implements Look {}
    }

    /**
     * A position written in letters, as players write it (FEN, SFEN): the fields in the order they
     * are written, separated by spaces. Read with {@code -p NAME:TEXT}.
     */
    record PositionFormat(Pos pos, Name name, List<PositionField> fields) implements Item {}

    /** One field of a {@link PositionFormat}. */
    sealed interface PositionField {
        Pos pos();

        /** The board's rows from the top, '/' between them; letters given here replace the pieces' own. */
        record Board(Pos pos, List<PieceDecl> letters) implements PositionField {}

        /** The player to move: one letter per player, in the players' order. */
        record ToMove(Pos pos, List<Name> letters) implements PositionField {}

        /** Letters for sets of pieces that do not carry {@code flag} (castling rights). */
        record Rights(Pos pos, Name flag, List<Right> rights) implements PositionField {}

        /** The cell a piece of type {@code piece} passed over with two steps in {@code direction} on the last move. */
        record Passed(Pos pos, Name piece, Name direction) implements PositionField {}

        /** The pieces in each player's reserve (the hand). */
        record Hand(Pos pos) implements PositionField {}

        /**
         * Each player's pieces by the numbers the notation gives the cells (PDN's FEN): a player's
         * letter, then the numbers, each after its piece's letters ("" for none).
         */
        record Squares(Pos pos, List<Name> players, List<PieceDecl> letters) implements PositionField {}

        /** The plies counted by the game's 'limit ... since' rule. */
        record Clock(Pos pos) implements PositionField {}

        /** The number of the turn, 1 for the first. */
        record Turns(Pos pos) implements PositionField {}

        /** The number of the round of turns (every player once), 1 for the first. */
        record Rounds(Pos pos) implements PositionField {}
    }

    /** How the game's players write a move: the fields given, each at most once ({@code notation { ... }}). */
    record Notation(Pos pos, List<NotationField> fields) implements Item {}

    /** One field of a {@link Notation}. */
    sealed interface NotationField {
        Pos pos();

        /** The cell a piece leaves is written only as far as it tells legal moves apart, by these parts in turn. */
        record Origin(Pos pos, List<Name> parts) implements NotationField {}

        /** The marks written between the cells of a move, before a dropped piece's cell, after a hit. */
        record Marks(Pos pos, List<Mark> marks) implements NotationField {}

        /** A mark and what it marks: {@code capture "x"}. */
        record Mark(Pos pos, String what, String text) {}

        /** Pieces whose letter is not written. */
        record Unlettered(Pos pos, List<Name> pieces) implements NotationField {}

        /** What follows a move that promotes ({@code letter}: the new type's letter too), and one that could but does not. */
        record Promote(Pos pos, String mark, boolean letter, String declined) implements NotationField {}

        /** How the moves of a group are written instead, by the direction the piece goes. */
        record GroupNames(Pos pos, Name group, List<Spelling> spellings) implements NotationField {}

        /** The spellings of one way ({@code direction} null: every way), the first one written. */
        record Spelling(Pos pos, List<String> texts, Name direction) {}

        /** Marks after a move that attacks a royal piece, and after one that leaves its owner no move. */
        record Check(Pos pos, String check, String mate) implements NotationField {}

        /** The cells of a zone numbered from 1 row by row, each row along one direction, the rows in another. */
        record Numbering(Pos pos, Name cells, Name along, Name rows) implements NotationField {}

        /** Each player's cells numbered along that player's track of this name, from its end: the last cell 1. */
        record TrackNumbering(Pos pos, Name track) implements NotationField {}

        /**
         * A grid's cells written by labels of their own, the file's then the rank's ({@code files "9 8 7
         * 6 5 4 3 2 1", ranks "i h g f e d c b a"}): the words as written (the checker wants
         * {@code files} and {@code ranks}), and the labels, separated by spaces, from file a and rank 1.
         */
        record Labels(Pos pos, Name files, String fileLabels, Name ranks, String rankLabels) implements NotationField {}
    }

    /**
     * A test of the rules written with them: it starts at the game's start or a position, plays
     * the moves given, and checks what its fields ask there, under each set of variants named.
     */
    record Test(Pos pos, String name, List<TestField> fields) implements Item {}

    /** One field of a {@link Test}. */
    sealed interface TestField {
        Pos pos();

        /** The sets of variants to run the test under, each a list applied together ("base" is none). */
        record Under(Pos pos, List<List<VariantName>> sets) implements TestField {}

        /** The position to start from, as {@code -p} reads it. */
        record Start(Pos pos, String text) implements TestField {}

        /** The moves played from the start, rolls included, as a record writes them. */
        record Played(Pos pos, String moves) implements TestField {}

        /** The number of legal moves. */
        record MoveCount(Pos pos, long count) implements TestField {}

        /** The legal moves exactly, as notation separated by spaces. */
        record MoveSet(Pos pos, String moves) implements TestField {}

        /** The number of legal complete turns. */
        record TurnCount(Pos pos, long count) implements TestField {}

        /** The number of lines of play {@code depth} plies deep. */
        record Perft(Pos pos, int depth, long count) implements TestField {}

        /** A move that is legal ({@code legal}) or is not. */
        record Legal(Pos pos, String move, boolean legal) implements TestField {}

        /** How the game has ended, or null for a game that goes on. */
        record Result(Pos pos, Outcome outcome) implements TestField {}

        /** The places of the players who have finished, or of all at the end: "red 1st, green 2nd". */
        record Places(Pos pos, String places) implements TestField {}
    }

    /** A letter of a {@link PositionField.Rights} field and the cells whose pieces it stands for. */
    record Right(Pos pos, Name letter, List<CellRef> cells) {}

    /**
     * {@code also ITEM} in a variant: the statements of the program (a {@code moves}, {@code drops}
     * or {@code after} item) are added at the end of the game's program of the same identity.
     */
    record Also(Pos pos, Item item) implements Item {}

    record Variant(Pos pos, VariantName name, List<VariantName> parents, List<Item> items) implements Item {}

    record Direction(Pos pos, Name name, int dx, int dy) {}

    /** A piece type, its letter (null: its name's first letter) and its attributes ('size 3'). */
    record PieceDecl(Pos pos, Name name, String letter, List<Attribute> attributes) {
        public PieceDecl(Pos pos, Name name, String letter) {
            this(pos, name, letter, List.of());
        }
    }

    /** A number a piece type carries, read in rules as {@code NAME(CELL)} for the piece on a cell. */
    record Attribute(Pos pos, Name name, int value) {}

    record VariantName(Pos pos, String key, String value) {
        public String text() {
            return value == null ? key : key + "=" + value;
        }
    }

    /** Pieces whose capture the mover must never allow: a move that leaves one attacked is not legal. */
    record Royal(Pos pos, List<Name> pieces) implements Item {}

    /**
     * {@code doubling cube [to N]}: before a roll the player to move may offer to double what the
     * game is worth; the opponent takes or drops. {@code max} is the cube's highest value, null for the default.
     */
    record Cube(Pos pos, Integer max) implements Item {}
}
