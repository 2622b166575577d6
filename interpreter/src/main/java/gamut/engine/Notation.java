package gamut.engine;

import gamut.base.GamutException;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.rules.Rules;
import gamut.rules.Tracks;
import java.util.ArrayList;
import java.util.List;

/**
 * Readable move notation that parses back: {@code b1-b3}, {@code c1xa3} (capture), {@code S@a4}
 * (drop of the piece with letter S), {@code e2-off} (exit), {@code pass}, {@code d1-d2 +B@f5} (a
 * move that also places a neutral piece B on f5). Reading forgives what a player leaves out when
 * one legal move is still meant: case, '-' for 'x', the piece's letter, the words after a move's
 * first ones; a text that names no legal move is refused with the reason and the nearest moves.
 */
public final class Notation {
    private Notation() {}

    /**
     * The move in the game's notation ({@code notation}, see {@link WrittenMoves}), or in the
     * plain one below when the game declares none; {@code state} is the position before the move.
     */
    public static String format(State state, int move) {
        return state.rules().notation() == null ? longForm(state, move) : WrittenMoves.format(state, move);
    }

    /** The move in the plain notation every game reads: b1-b3, c1xa3, S@a4, Ke1-g1 Rh1-f1. */
    public static String longForm(State state, int move) {
        Rules rules = state.rules();
        if (Move.isCompound(move)) {
            return compound(state, move);
        }
        int from = Move.from(move);
        int to = Move.to(move);
        String piece = letter(state, from, Move.kind(move));
        switch (Move.kind(move)) {
            case Move.ROLL:
                return (Move.isOpening(move) ? "opening roll " : "roll ")
                        + java.util.Arrays.stream(Move.dice(move)).mapToObj(Integer::toString)
                                .collect(java.util.stream.Collectors.joining("-"));
            case Move.PASS:
                return CUBE_WORDS[Move.die(move)];
            case Move.EXIT:
                return piece + rules.geometry.cellName(from) + "-off" + (Move.die(move) > 0 ? " (" + Move.die(move) + ")" : "");
            case Move.REMOVE:
            case Move.REMOVE_TO_RESERVE:
                return "remove " + piece + rules.geometry.cellName(from);
            case Move.DROP:
                return rules.letter(rules.programs().get(Move.program(move)).piece()) + "@" + rules.geometry.cellName(to);
            default:
                return piece + rules.geometry.cellName(from) + (takes(state, from, to) ? "x" : "-") + rules.geometry.cellName(to);
        }
    }

    /** A pass, and the decisions of the doubling cube ({@link Move#CUBE_DOUBLE} and on), by their die bits. */
    private static final String[] CUBE_WORDS = {"pass", "double", "no double", "take", "drop"};

    /** With several piece types the moving piece's letter goes first: Cd4-d3, Bf5xe5, Ce2-off. */
    static String letter(State state, int from, int kind) {
        Rules rules = state.rules();
        return rules.pieces() > 1 && kind != Move.ROLL && from != Move.NONE && state.owner(from) >= 0
                ? rules.letter(state.piece(from)) : "";
    }

    /**
     * Whether a piece from {@code from} landing on {@code to} takes what stands there. Under 'captures
     * stay beneath' the mover's own pieces of another type are buried, not taken: '-', as a move onto
     * an empty cell; another player's piece pinned under it is taken, 'x'.
     */
    static boolean takes(State state, int from, int to) {
        int who = state.owner(from);
        if (state.rules().capturesBeneath() && state.owner(to) == who && who >= 0) {
            return false;
        }
        return state.board().takenByLanding(to, who, state.piece(from)) > 0;
    }

    /**
     * A compound move: its cells one after another, joined by 'x' when the move captures and by '-'
     * otherwise (c3xe5xc7), a drop as the piece's letter, '@' and its cells, and '=' with the
     * letter of the type the piece becomes (e7-e8=Q), then captures elsewhere (' xc5'), changes of
     * owner (' flips d4 e4') and neutral pieces placed (' +B@f5').
     */
    private static String compound(State state, int move) {
        Rules rules = state.rules();
        Game game = state.game();
        if (rules.compounds().sown(move).length > 0 && game.landings(move).length == 0) {
            return sowing(state, move);
        }
        int from = game.from(move);
        int[] landings = game.landings(move);
        boolean drop = game.kind(move) == Move.DROP;
        // 'x' joins the cells when the path itself takes: a landing on a piece, or a piece passed over.
        boolean capture = false;
        for (int c : game.captures(move)) {
            capture |= passedOver(rules.geometry, from, landings, c);
        }
        for (int i = 0; i < landings.length && !capture && !drop; i++) {
            capture = takes(state, from, landings[i]);
        }
        StringBuilder out = new StringBuilder(drop ? rules.letter(rules.program(rules.moveProgram(move)).piece()) + "@"
                : letter(state, from, Move.MOVE) + rules.geometry.cellName(from));
        for (int i = 0; i < landings.length; i++) {
            if (!drop || i > 0) {
                out.append(capture ? 'x' : '-');
            }
            out.append(rules.geometry.cellName(landings[i]));
        }
        int promotion = rules.compounds().promotion(move);
        if (promotion >= 0) {
            out.append('=').append(rules.letter(promotion));
        }
        for (int c : game.captures(move)) {
            if (!passedOver(rules.geometry, from, landings, c)) {
                // A capture the path does not show (a piece taken elsewhere) is written after it.
                out.append(" x").append(rules.geometry.cellName(c));
            }
        }
        effects(state, move, out);
        return out.toString();
    }

    /**
     * A sowing, as mancala players name it, by the cell it is lifted from: 'sow c1', then the
     * captures into another cell (' xf2>h1'), other effects, and ' again' when the mover plays on.
     */
    private static String sowing(State state, int move) {
        Rules rules = state.rules();
        StringBuilder out = new StringBuilder("sow ").append(rules.geometry.cellName(state.game().from(move)));
        for (int c : state.game().captures(move)) {
            out.append(" x").append(rules.geometry.cellName(c));
        }
        effects(state, move, out);
        return out.toString();
    }

    /** What a compound move does besides its path: captures into cells, changes of owner, neutral pieces, another turn. */
    static void effects(State state, int move, StringBuilder out) {
        Rules rules = state.rules();
        int[] into = rules.compounds().into(move);
        for (int i = 0; i < into.length; i += 2) {
            // The mover's own piece moved along ('move at h1 to f1'): written as a move, Rh1-f1.
            boolean own = state.owner(into[i]) == state.toMove();
            out.append(own ? " " + letter(state, into[i], Move.MOVE) : " x").append(rules.geometry.cellName(into[i]))
                    .append(own ? '-' : '>').append(rules.geometry.cellName(into[i + 1]));
        }
        int[] flips = rules.compounds().flips(move);
        if (flips.length > 0) {
            out.append(" flips");
            for (int c : flips) {
                out.append(' ').append(rules.geometry.cellName(c));
            }
        }
        int[] placed = rules.compounds().placements(move);
        for (int i = 0; i < placed.length; i += 2) {
            // A neutral piece placed: its letter, '@' and the cell, as a drop is written (d1-d2 +B@f5).
            out.append(" +").append(rules.letter(placed[i + 1])).append('@').append(rules.geometry.cellName(placed[i]));
        }
        int pass = rules.compounds().pass(move);
        if (pass > 0) {
            // The piece ends on a later pass over its cell along a track, written as the flag it gets.
            out.append(" [").append(Tracks.passName(pass)).append(']');
        }
        if (rules.compounds().again(move)) {
            out.append(" again");
        }
    }

    /** Whether the cell lies on a straight line between two cells the piece goes from and to. */
    static boolean passedOver(gamut.core.Geometry geo, int from, int[] landings, int cell) {
        int at = from == Move.NONE ? -1 : from;
        for (int to : landings) {
            for (int d = 0; at >= 0 && d < geo.directions(); d++) {
                boolean seen = false;
                for (int c = geo.next(at, d), n = 0; c >= 0 && n < geo.cells(); c = geo.next(c, d), n++) {
                    if (c == to) {
                        if (seen) {
                            return true;
                        }
                        break;
                    }
                    seen |= c == cell;
                }
            }
            at = to;
        }
        return false;
    }

    /** The legal move written as {@code text} (an 'x' or '-' between cells may be either). */
    public static int parse(State state, String text) {
        String wanted = normal(text.trim());
        MoveList moves = new MoveList();
        if (state.isChance()) {
            // A roll, as a record writes it: "roll 6-5" (or "opening roll 3-1").
            state.chanceOutcomes(moves, new java.util.ArrayList<>());
            // The exact spelling first: an opening roll's order says who starts.
            for (int i = 0; i < moves.size(); i++) {
                if (longForm(state, moves.get(i)).equalsIgnoreCase(text.trim())) {
                    return moves.get(i);
                }
            }
            for (int i = 0; i < moves.size(); i++) {
                if (!Move.isOpening(moves.get(i)) && sameRoll(longForm(state, moves.get(i)), text.trim())) {
                    return moves.get(i);
                }
            }
            throw new GamutException("'" + text.trim() + "': the dice are to be rolled here (write it as "
                    + (moves.size() > 0 ? longForm(state, moves.get(0)) : "roll A-B") + ")");
        }
        state.generate(moves);
        // The game's own notation first; the plain one, which every game reads, after it.
        WrittenReading.Match styled = state.rules().notation() == null ? null : WrittenReading.read(state, text);
        if (styled != null && styled.move() >= 0) {
            return styled.move();
        }
        List<String> legal = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            String written = longForm(state, moves.get(i));
            legal.add(written);
            if (normal(written).equals(wanted) || written.equalsIgnoreCase(text.trim())) {
                return moves.get(i);
            }
        }
        int unique = startingWith(legal, wanted);
        if (unique < 0) {
            unique = withoutLetter(state, moves, legal, wanted);
        }
        if (unique >= 0) {
            return moves.get(unique);
        }
        if (state.isOver()) {
            throw new GamutException("'" + text.trim() + "': the game is over");
        }
        String why = styled == null ? null : WrittenRefusal.why(state, text, styled.several());
        if (why != null) {
            throw new GamutException(why);
        }
        if (styled != null) {
            // The nearest moves are shown as the game writes them.
            for (int i = 0; i < moves.size(); i++) {
                legal.set(i, format(state, moves.get(i)));
            }
        }
        throw MoveRefusal.of(state, text, moves, legal);
    }

    /**
     * Every legal move the text could name: the one it names, or those it could be where it names
     * several alike (an exit from one cell with either die), or none. A reader that knows more, such
     * as the plies after it, chooses among them.
     */
    public static List<Integer> candidates(State state, String text) {
        try {
            return List.of(parse(state, text));
        } catch (GamutException e) {
            WrittenReading.Match styled = state.rules().notation() == null || state.isChance() ? null
                    : WrittenReading.read(state, text);
            List<Integer> out = new ArrayList<>();
            for (String form : styled == null ? List.<String>of() : styled.several()) {
                out.add(parse(state, form));
            }
            return out;
        }
    }

    /**
     * The move in the game's own notation even where another legal move is written alike (and
     * {@link #format} writes both in the plain notation): '1/off' for an exit with either die.
     */
    public static String ownForm(State state, int move) {
        return state.rules().notation() == null || state.isChance() ? longForm(state, move)
                : WrittenMoves.of(state).form(move, WrittenMoves.NEEDED, true);
    }

    /**
     * Where in the list the one legal move stands that is written as typed once its piece's
     * letter is put before it ('f1-f2' for 'Qf1-f2', 'b2' for the drop 'X@b2'), or -1 when none or
     * several are: the cell says which piece moves, so the letter is only needed where a player
     * would need it.
     */
    private static int withoutLetter(State state, MoveList moves, List<String> legal, String wanted) {
        int found = -1;
        for (int i = 0; i < legal.size(); i++) {
            String written = legal.get(i);
            int letters = letters(state, moves.get(i), written);
            if (letters == 0 || letters >= written.length() || !Character.isLetterOrDigit(written.charAt(letters))
                    || Character.isUpperCase(written.charAt(letters))) {
                continue;
            }
            if (!wanted.isEmpty() && normal(written.substring(letters)).equals(wanted)) {
                if (found >= 0) {
                    return -1;
                }
                found = i;
            }
        }
        return found;
    }

    /**
     * How many characters of the written move are the moving piece's letter: the letter itself for
     * a plain move (a digit too: the 8-puzzle's 1c1-b1); for a drop or a compound move the upper
     * case letters before its first cell, whose name starts in lower case or with a digit (Qf1-f2,
     * Cd4-d3), and a drop's '@' after them (X@b2).
     */
    private static int letters(State state, int move, String written) {
        if (!Move.isCompound(move) && Move.kind(move) != Move.DROP) {
            String letter = letter(state, Move.from(move), Move.kind(move));
            return written.startsWith(letter) ? letter.length() : 0;
        }
        int letters = 0;
        while (letters < written.length() && Character.isUpperCase(written.charAt(letters))) {
            letters++;
        }
        if (letters > 0 && letters + 1 < written.length() && written.charAt(letters) == '@') {
            letters++; // a drop, 'X@b2': the cell alone says it where only one piece can go there
        }
        return letters;
    }

    /**
     * Whether {@code typed} is the move's notation as written, case aside: false for a move read
     * from an abbreviation or another spelling, whose written form a player should then be shown.
     */
    public static boolean isWrittenAs(State state, int move, String typed) {
        return format(state, move).equalsIgnoreCase(typed.trim());
    }

    /** Whether the text is the move in full: as the game writes it, or in the plain notation (a test's moves). */
    public static boolean isInFull(State state, int move, String text) {
        return isWrittenAs(state, move, text) || longForm(state, move).equalsIgnoreCase(text.trim());
    }

    /**
     * Where in the list the one legal move stands whose text begins with the words typed ('sow g1'
     * for 'sow g1 again'), or -1 when none or several do.
     */
    private static int startingWith(List<String> legal, String wanted) {
        int found = -1;
        for (int i = 0; i < legal.size(); i++) {
            if (!wanted.isEmpty() && normal(legal.get(i)).startsWith(wanted + " ")) {
                if (found >= 0) {
                    return -1;
                }
                found = i;
            }
        }
        return found;
    }

    /** "roll 5-6" names the same roll as "roll 6-5". */
    private static boolean sameRoll(String listed, String typed) {
        String[] a = listed.replaceAll("^.*roll ", "").split("-");
        String[] b = typed.replaceAll("^.*roll ", "").split("-");
        java.util.Arrays.sort(a);
        java.util.Arrays.sort(b);
        return listed.startsWith("opening") == typed.startsWith("opening") && java.util.Arrays.equals(a, b);
    }

    private static String normal(String s) {
        return s.toLowerCase().replaceAll("(?<=[0-9])x(?=[a-z0-9])", "-");
    }
}
