package gamut.engine;

import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.board.Board;
import gamut.core.LetterFormat;
import gamut.core.Move;
import gamut.rules.Rules;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A text form of positions, one clause per player and one for the player to move, separated by
 * new lines or semicolons:
 * <pre>
 *   black: d5 f5
 *   white: queen f1 [trapped], guard a5 b1
 *   reserve white: runner 4, blocker 3 (or: disc unlimited)
 *   exited white: 2
 *   neutral: blocker d4 e5
 *   beneath black: 7 (under what stands on 7: 'captures stay beneath')
 *   turn: black
 *   plan: normal
 *   done: cow_action
 *   turn number: 12
 *   cube: 2 black (the doubling cube's value and who holds it)
 *   clock: 7
 *   last move: e7 e5
 * </pre>
 * A piece type may stand before a group of cells (it then holds until the next type); with one
 * piece type it may be left out. {@code cell*N} is a stack of N, and flags in brackets after a
 * cell are its piece's flags. {@code plan} names the turn plan governing the turn (by default the
 * first whose condition holds, as when a turn begins; {@code none} for no plan), {@code done} the
 * parts of it already played, by their groups. {@code turn number}, {@code clock} (the plies
 * counted by 'limit ... since') and {@code last move} (its cells, or one cell for a drop) are
 * written when the rules read them. {@link #format} writes every position so, and reading what it
 * writes gives the same position. A text that starts with the name of one of the game's positions
 * in letters ({@code fen: ...}) is read in that form ({@link LetterPositions}).
 *
 * <p>The whole text is read and checked before the state is touched: a position that cannot be
 * (an empty or negative stack, a cell or a count given twice, a second player to move, a count
 * over {@link Limits#POSITION_COUNT}) is refused with a {@link GamutException} that quotes the
 * clause, and the state is left as it was.
 */
public final class PositionFormat {
    private PositionFormat() {}

    /** The word of the clause that lists neutral pieces, which belong to no player. */
    static final String NEUTRAL = "neutral";
    /** The word of a clause of pieces buried under others. */
    static final String BENEATH = "beneath";

    /** One cell's pieces (with their flags), one reserve or one exit count, read from the clause quoted in messages. */
    private record Placement(int cell, int who, int type, int count, int flags) {
        Placement(int cell, int who, int type, int count) {
            this(cell, who, type, count, 0);
        }
    }

    /**
     * Whether a text reads as a position of the game at first sight, before any clause is checked
     * ({@link PositionParts#looksLikePosition}): a command reads a file as a position only when it
     * does, so that a file of another kind is refused without a word of it quoted.
     */
    public static boolean looksLikePosition(Game game, String text) {
        return PositionParts.looksLikePosition(game.rules(), text);
    }

    /** Sets up {@code state} from the text; the player to move defaults to the rules' first player. */
    public static void apply(State state, String text) {
        int colon = text.indexOf(':');
        LetterFormat letters = colon < 0 ? null : state.rules().letterFormat(text.substring(0, colon).strip());
        if (letters != null) {
            text = LetterPositions.toText(state.rules(), letters, text.substring(colon + 1));
        }
        Reader read = new Reader(state.rules());
        for (String raw : text.split("[;\n]")) {
            String clause = raw.strip();
            if (!clause.isEmpty() && !clause.startsWith("#")) {
                read.clause(clause);
            }
        }
        read.checkBeneath();
        int plan = read.plan;
        if (read.doneClause != null && plan == Turns.CHOSEN_PLAN) {
            // The plan the position would get, worked out on a state of its own: this one stays as it is.
            State scratch = new State(state.game());
            setUp(scratch, read, Turns.CHOSEN_PLAN, new int[0]);
            plan = scratch.turns.plan;
        }
        setUp(state, read, plan, read.doneClause == null ? new int[0] : PositionParts.parts(state.rules(), plan,
                read.done, read.doneClause));
    }

    private static void setUp(State state, Reader read, int plan, int[] parts) {
        state.clear(read.turn);
        for (Placement p : read.cells) {
            state.board().putCell(p.cell, p.who, p.type, p.count, p.flags);
        }
        for (Placement p : read.beneath) {
            state.board().putBuried(p.cell, p.who, p.type, p.count);
        }
        for (Placement p : read.reserves) {
            state.board().setReserve(p.who, p.type, p.count);
        }
        for (Placement p : read.exits) {
            state.board().setExited(p.who, p.count);
        }
        state.cube.set(read.cube[0], read.cube[1], state.board(), state.rules().keys());
        state.turns.resumedPlan = plan;
        state.turns.resumedParts = parts;
        state.turns.turnNumber = read.turnNumber;
        state.quiet = read.clock;
        state.undo.before = read.lastMove;
        state.startLine();
    }

    /** Reads clauses one by one, checking each against the rules and against the clauses before it. */
    private static final class Reader {
        private final Rules rules;
        private int turn;
        private String turnClause;
        int plan = Turns.CHOSEN_PLAN;
        private String planClause;
        List<String> done = List.of();
        String doneClause;
        int turnNumber = 1;
        int[] cube = {1, -1};
        int clock;
        int lastMove = -1;
        final List<Placement> cells = new ArrayList<>();
        final List<Placement> reserves = new ArrayList<>();
        final List<Placement> exits = new ArrayList<>();
        /** Pieces buried under the top of a cell, each clause a layer below those before it. */
        final List<Placement> beneath = new ArrayList<>();
        private final List<String> beneathClause = new ArrayList<>();
        /** The number of the clause that gave each cell, reserve or exit count, and the clause. */
        private final Map<String, Map.Entry<Integer, String>> givenIn = new HashMap<>();
        private int clauses;

        Reader(Rules rules) {
            this.rules = rules;
            this.turn = rules.firstPlayer();
        }

        void clause(String clause) {
            clauses++;
            lastOfClause = null;
            int colon = clause.indexOf(':');
            if (colon < 0) {
                throw new GamutException("position: '" + clause + "' needs a colon, as in 'black: a1 b2'");
            }
            String[] head = clause.substring(0, colon).strip().split("\\s+");
            String body = clause.substring(colon + 1).strip();
            if (head.length == 1 && head[0].equals("turn")) {
                if (turnClause != null) {
                    throw new GamutException("position: '" + clause + "' gives the player to move a second time"
                            + " (after '" + turnClause + "')");
                }
                turn = player(body, clause);
                turnClause = clause;
            } else if (head.length == 1 && head[0].equals("plan")) {
                if (planClause != null) {
                    throw new GamutException("position: '" + clause + "' gives the turn plan a second time"
                            + " (after '" + planClause + "')");
                }
                plan = PositionParts.plan(rules, body, clause);
                planClause = clause;
            } else if (head.length == 1 && head[0].equals("done")) {
                if (doneClause != null) {
                    throw new GamutException("position: '" + clause + "' gives the parts played a second time"
                            + " (after '" + doneClause + "')");
                }
                done = body.isEmpty() ? List.of() : List.of(body.replace(',', ' ').split("\\s+"));
                doneClause = clause;
            } else if (head.length == 2 && head[0].equals("turn") && head[1].equals("number")) {
                once("turn number", "the turn number", clause);
                turnNumber = count(body, 1, "the turn number", clause, Limits.GAME_PLIES);
            } else if (head.length == 1 && head[0].equals("cube")) {
                once("cube", "the cube", clause);
                cube = PositionParts.cube(rules, body, clause);
            } else if (head.length == 1 && head[0].equals("clock")) {
                once("clock", "the clock", clause);
                clock = count(body, 0, "the clock", clause, Limits.GAME_PLIES);
            } else if (head.length == 2 && head[0].equals("last") && head[1].equals("move")) {
                once("last move", "the last move", clause);
                lastMove = lastMove(body, clause);
            } else if (head.length == 2 && head[0].equals("reserve")) {
                int who = player(head[1], clause);
                for (String[] pair : pairs(body, clause)) {
                    int type = pieceType(pair[0], clause);
                    once("reserve " + who + ":" + type, rules.playerName(who) + "'s reserve of " + pair[0], clause);
                    int count = pair[1].equals("unlimited") ? Board.UNLIMITED : count(pair[1], 0, "a reserve", clause);
                    reserves.add(new Placement(-1, who, type, count));
                }
            } else if (head.length == 2 && head[0].equals("exited")) {
                int who = player(head[1], clause);
                once("exited " + who, rules.playerName(who) + "'s exit count", clause);
                exits.add(new Placement(-1, who, 0, count(body, 0, "an exit count", clause)));
            } else if (head.length == 2 && head[0].equals(BENEATH)) {
                buried(head[1].equals(NEUTRAL) ? rules.players() : player(head[1], clause), body, clause);
            } else if (head.length == 1 && head[0].equals(NEUTRAL)) {
                pieces(rules.players(), body, clause);
            } else if (head.length == 1) {
                pieces(player(head[0], clause), body, clause);
            } else {
                throw new GamutException("position: cannot read '" + clause + "'");
            }
        }

        private void pieces(int who, String body, String clause) {
            pieces(who, body, clause, "");
        }

        /** Pieces on cells; {@code layer} tells apart the cells given once (the top, or one buried layer). */
        private void pieces(int who, String body, String clause, String layer) {
            int type = rules.pieces() == 1 ? 0 : -1;
            for (String word : PositionParts.words(body, clause)) {
                if (word.startsWith("[")) {
                    flags(word, clause);
                    continue;
                }
                int t = rules.info().pieces().indexOf(word);
                if (t >= 0) {
                    type = t;
                    continue;
                }
                int star = word.indexOf('*');
                String name = star > 0 ? word.substring(0, star) : word;
                int cell = rules.geometry.cell(name);
                if (cell < 0) {
                    throw new GamutException("position: no cell or piece '" + name + "' in '" + clause + "'");
                }
                if (type < 0) {
                    throw new GamutException("position: say which piece stands on " + name + " in '" + clause
                            + "' (pieces: " + String.join(", ", rules.info().pieces()) + ")");
                }
                int count = star > 0 ? count(word.substring(star + 1), 1, "a stack", clause) : 1;
                once(layer + "cell " + cell, "cell " + name, clause);
                lastOfClause = new Placement(cell, who, type, count);
                cells.add(lastOfClause);
            }
        }

        /** A layer of pieces buried under the top of the cells named, below any layer named before. */
        private void buried(int who, String body, String clause) {
            if (!rules.capturesBeneath()) {
                throw new GamutException("position: '" + clause + "' buries pieces, but in this game nothing"
                        + " stays beneath a piece ('captures stay beneath')");
            }
            int before = cells.size();
            pieces(who, body, clause, "beneath " + clauses + " ");
            while (cells.size() > before) {
                Placement p = cells.remove(cells.size() - 1);
                if (p.flags != 0) {
                    throw new GamutException("position: pieces beneath others carry no flags, in '" + clause + "'");
                }
                beneath.add(p);
                beneathClause.add(clause);
            }
        }

        /** Refuses pieces buried where nothing stands on top, once every clause is read. */
        void checkBeneath() {
            for (int i = 0; i < beneath.size(); i++) {
                int cell = beneath.get(i).cell;
                if (cells.stream().noneMatch(top -> top.cell == cell)) {
                    throw new GamutException("position: '" + beneathClause.get(i) + "' buries pieces on "
                            + rules.geometry.cellName(cell) + ", where no piece stands on top");
                }
            }
        }

        /** Flags in brackets: they belong to the piece on the cell just before them in the clause. */
        private void flags(String group, String clause) {
            Placement last = cells.isEmpty() ? null : cells.get(cells.size() - 1);
            if (last == null || !last.equals(lastOfClause)) {
                throw new GamutException("position: the flags " + group + " follow no cell in '" + clause + "'");
            }
            int bits = last.flags;
            List<String> names = rules.info().flags();
            for (String flag : group.substring(1, group.length() - 1).replace(',', ' ').strip().split("\\s+")) {
                int f = names.indexOf(flag);
                if (f < 0) {
                    throw new GamutException("position: unknown flag '" + flag + "' in '" + clause + "'"
                            + (names.isEmpty() ? " (this game has no flags)" : " (flags: " + String.join(", ", names) + ")"));
                }
                bits |= 1 << f;
            }
            lastOfClause = new Placement(last.cell, last.who, last.type, last.count, bits);
            cells.set(cells.size() - 1, lastOfClause);
        }

        /** A move from one cell to another ('e2 e4', 'e2-e4'), or a drop on one cell. */
        private int lastMove(String body, String clause) {
            String[] names = body.split("[\\s-]+");
            int[] cells = new int[names.length];
            for (int i = 0; i < names.length; i++) {
                cells[i] = rules.geometry.cell(names[i]);
                if (cells[i] < 0 || names.length > 2) {
                    throw new GamutException("position: '" + clause + "' needs the cell the last move left and the"
                            + " cell it reached (or one cell, for a drop)");
                }
            }
            return names.length == 1 ? Move.encode(Move.DROP, Move.NONE, cells[0], 0, 0)
                    : Move.encode(Move.MOVE, cells[0], cells[1], 0, 0);
        }

        /** The cell placed last by the clause being read (flags may follow it only). */
        private Placement lastOfClause;

        /** Refuses a cell, reserve or exit count that an earlier clause (or this one) already gave. */
        private void once(String key, String what, String clause) {
            Map.Entry<Integer, String> earlier = givenIn.putIfAbsent(key, Map.entry(clauses, clause));
            if (earlier != null) {
                throw new GamutException("position: " + what + " is given twice, in '"
                        + (earlier.getKey() == clauses ? clause : earlier.getValue() + "' and in '" + clause) + "'");
            }
        }

        private List<String[]> pairs(String body, String clause) {
            List<String[]> out = new ArrayList<>();
            for (String part : body.split(",")) {
                String[] words = part.strip().split("\\s+");
                if (words.length != 2) {
                    throw new GamutException("position: expected 'piece count' pairs in '" + clause + "'");
                }
                out.add(words);
            }
            return out;
        }

        private int player(String name, String clause) {
            int p = rules.info().players().indexOf(name.strip());
            if (p < 0) {
                throw new GamutException("position: unknown player '" + name.strip() + "' in '" + clause
                        + "' (players: " + String.join(", ", rules.info().players()) + ")");
            }
            return p;
        }

        private int pieceType(String name, String clause) {
            int t = rules.info().pieces().indexOf(name);
            if (t < 0) {
                throw new GamutException("position: unknown piece '" + name + "' in '" + clause + "' (pieces: "
                        + String.join(", ", rules.info().pieces()) + ")");
            }
            return t;
        }

        /** A count from {@code least} to {@link Limits#POSITION_COUNT}; {@code what} holds it ("a stack"). */
        private static int count(String text, int least, String what, String clause) {
            int n = number(text, clause);
            if (n < least || n > Limits.POSITION_COUNT) {
                throw new GamutException("position: " + what + " holds " + least + " to " + Limits.POSITION_COUNT
                        + " pieces, not " + text + ", in '" + clause + "'");
            }
            return n;
        }

        /** A number from {@code least} to {@code most}; {@code what} is it ("the clock"). */
        private static int count(String text, int least, String what, String clause, int most) {
            int n = number(text, clause);
            if (n < least || n > most) {
                throw new GamutException(String.format(java.util.Locale.ROOT, "position: %s is %d to %,d, not %s, in '%s'",
                        what, least, most, text, clause));
            }
            return n;
        }

        /** The number, or Integer.MAX_VALUE for one too long to hold (refused by the range checks). */
        private static int number(String text, String clause) {
            if (!text.matches("[+-]?\\d+")) {
                throw new GamutException("position: '" + text + "' is not a number in '" + clause + "'");
            }
            BigInteger n = new BigInteger(text);
            return n.bitLength() < 32 ? n.intValue() : n.signum() < 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        }
    }

    /** The position in the same text form, parseable by {@link #apply}: reading it gives this position again. */
    public static String format(State state) {
        Rules rules = state.rules();
        StringBuilder out = new StringBuilder();
        for (int p = 0; p < rules.players(); p++) {
            pieces(state, p, rules.playerName(p), out);
            StringBuilder reserve = new StringBuilder();
            for (int t = 0; t < rules.pieces(); t++) {
                int n = state.reserve(p, t);
                if (n > 0) {
                    reserve.append(reserve.length() == 0 ? " " : ", ").append(rules.pieceName(t)).append(' ')
                            .append(n >= Board.UNLIMITED ? "unlimited" : Integer.toString(n));
                }
            }
            if (reserve.length() > 0) {
                out.append("reserve ").append(rules.playerName(p)).append(':').append(reserve).append('\n');
            }
            if (state.exited(p) > 0) {
                out.append("exited ").append(rules.playerName(p)).append(": ").append(state.exited(p)).append('\n');
            }
        }
        if (state.board().onBoard[rules.players()] > state.board().buried[rules.players()]) {
            pieces(state, rules.players(), NEUTRAL, out);
        }
        buried(state, out);
        out.append("turn: ").append(rules.playerName(state.toMove()));
        return out.append(PositionParts.planAndParts(state)).append(facts(state)).append(PositionParts.cube(state))
                .toString();
    }

    /** The turn number, the clock and the last move, where the rules read them and they are not as at a start. */
    private static String facts(State state) {
        Rules rules = state.rules();
        StringBuilder out = new StringBuilder();
        if (rules.readsTurnNumber() && state.turnNumber() != 1) {
            out.append("\nturn number: ").append(state.turnNumber());
        }
        if (rules.quietLimit() != null && state.quiet > 0) {
            out.append("\nclock: ").append(state.quiet);
        }
        int last = state.undo.lastDecision();
        int kind = last < 0 ? Move.PASS : rules.moveKind(last);
        if (rules.readsLastMove() && (kind == Move.MOVE || kind == Move.DROP)) {
            out.append("\nlast move: ");
            if (kind == Move.MOVE) {
                out.append(rules.geometry.cellName(rules.moveFrom(last))).append(' ');
            }
            out.append(rules.geometry.cellName(rules.moveTo(last)));
        }
        return out.toString();
    }

    /** The pieces buried under others: layer by layer from the top down, a clause per layer and owner. */
    private static void buried(State state, StringBuilder out) {
        Rules rules = state.rules();
        for (int depth = 0; ; depth++) {
            boolean any = false;
            for (int p = 0; p <= rules.players(); p++) {
                StringBuilder clause = new StringBuilder();
                int lastType = -1;
                for (int c = 0; c < rules.cells; c++) {
                    int[] stacks = state.buriedStacks(c);
                    any |= stacks.length > 3 * depth;
                    if (stacks.length > 3 * depth && stacks[3 * depth] == p) {
                        int type = stacks[3 * depth + 1];
                        if (rules.pieces() > 1 && type != lastType) {
                            lastType = type;
                            clause.append(' ').append(rules.pieceName(type));
                        }
                        clause.append(' ').append(rules.geometry.cellName(c));
                        int n = stacks[3 * depth + 2];
                        clause.append(n > 1 ? "*" + n : "");
                    }
                }
                if (clause.length() > 0) {
                    out.append(BENEATH).append(' ').append(p < rules.players() ? rules.playerName(p) : NEUTRAL).append(':')
                            .append(clause).append('\n');
                }
            }
            if (!any) {
                return;
            }
        }
    }

    /** The clause of one owner's pieces (a player's, or the neutral ones), with its new line. */
    private static void pieces(State state, int owner, String name, StringBuilder out) {
        Rules rules = state.rules();
        out.append(name).append(":");
        int lastType = -1;
        for (int c = 0; c < rules.cells; c++) {
            if (state.owner(c) == owner) {
                if (rules.pieces() > 1 && state.piece(c) != lastType) {
                    lastType = state.piece(c);
                    out.append(' ').append(rules.pieceName(lastType));
                }
                out.append(' ').append(rules.geometry.cellName(c));
                if (state.height(c) > 1) {
                    out.append('*').append(state.height(c));
                }
                out.append(PositionParts.flags(rules, state.flags(c)));
            }
        }
        out.append('\n');
    }
}
