package gamut.engine;

import gamut.base.GamutException;
import gamut.rules.Rules;
import gamut.rules.TurnRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What {@link PositionFormat} reads and writes beyond the pieces: flags in brackets after a cell,
 * the turn plan governing the turn and the parts of it already played. Messages quote the clause.
 */
final class PositionParts {
    private PositionParts() {}

    /** The keys of a position's clauses that take no player (a player's name is a key too). */
    private static final Set<String> ONE_WORD = Set.of("turn", "plan", "done", "cube", "clock", PositionFormat.NEUTRAL);
    /** The keys of two words whose second is a player's name. */
    private static final Set<String> OF_A_PLAYER = Set.of("reserve", "exited", PositionFormat.BENEATH);

    /**
     * Whether a text reads as a position of these rules at first sight: printable text (tabs and
     * line breaks aside) whose every clause is headed by a key of the format (a player's name,
     * {@code turn}, {@code reserve PLAYER}, ...), or a position in letters of the game.
     */
    static boolean looksLikePosition(Rules rules, String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c) && c != '\t' && c != '\n' && c != '\r') {
                return false;
            }
        }
        int colon = text.indexOf(':');
        if (colon >= 0 && rules.letterFormat(text.substring(0, colon).strip()) != null) {
            return true;
        }
        List<String> players = rules.info().players();
        for (String raw : text.split("[;\n]")) {
            String clause = raw.strip();
            if (clause.isEmpty() || clause.startsWith("#")) {
                continue;
            }
            int at = clause.indexOf(':');
            String[] head = at < 0 ? new String[0] : clause.substring(0, at).strip().split("\\s+");
            boolean key = head.length == 1 && (ONE_WORD.contains(head[0]) || players.contains(head[0]))
                    || head.length == 2 && (head[0].equals("turn") && head[1].equals("number")
                    || head[0].equals("last") && head[1].equals("move")
                    || OF_A_PLAYER.contains(head[0]) && players.contains(head[1])
                    || head[0].equals(PositionFormat.BENEATH) && head[1].equals(PositionFormat.NEUTRAL));
            if (!key) {
                return false;
            }
        }
        return true;
    }

    /** The words of a clause's body, split at spaces and commas; a bracketed group of flags is one word. */
    static List<String> words(String body, String clause) {
        List<String> words = new ArrayList<>();
        int i = 0;
        while (i < body.length()) {
            char c = body.charAt(i);
            if (c == ' ' || c == ',' || c == '\t') {
                i++;
            } else if (c == '[') {
                int close = body.indexOf(']', i);
                if (close < 0) {
                    throw new GamutException("position: '[' has no ']' in '" + clause + "'");
                }
                words.add(body.substring(i, close + 1));
                i = close + 1;
            } else {
                int end = i;
                while (end < body.length() && " ,\t[".indexOf(body.charAt(end)) < 0) {
                    end++;
                }
                if (body.substring(i, end).contains("]")) {
                    throw new GamutException("position: ']' has no '[' in '" + clause + "'");
                }
                words.add(body.substring(i, end));
                i = end;
            }
        }
        return words;
    }

    /** {@code " [trapped, marked]"} for the flag bits, nothing for none. */
    static String flags(Rules rules, int bits) {
        if (bits == 0) {
            return "";
        }
        List<String> names = new ArrayList<>();
        for (int f = 0; f < rules.info().flags().size(); f++) {
            if ((bits & 1 << f) != 0) {
                names.add(rules.info().flags().get(f));
            }
        }
        return " [" + String.join(", ", names) + "]";
    }

    /** The plan of a 'plan:' clause: its index, or -1 for 'none'. */
    static int plan(Rules rules, String name, String clause) {
        if (name.equals("none")) {
            return -1;
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < rules.plans().length; i++) {
            if (rules.plan(i).name().equals(name)) {
                return i;
            }
            names.add(rules.plan(i).name());
        }
        throw new GamutException("position: unknown turn plan '" + name + "' in '" + clause + "' ("
                + (names.isEmpty() ? "this game has no turn plans" : "plans: " + String.join(", ", names) + ", none") + ")");
    }

    /**
     * The parts a 'done:' clause names, by their groups: each name is the first part of that group
     * not named yet. A plan of one part ('one of', 'all of') has no parts to name: its turn ends
     * with its one move, or goes on for as long as there are moves.
     */
    static int[] parts(Rules rules, int plan, List<String> names, String clause) {
        if (names.isEmpty()) {
            return new int[0];
        }
        if (plan < 0) {
            throw new GamutException("position: '" + clause + "' names parts of a turn, but no turn plan governs it");
        }
        TurnRule rule = rules.plan(plan);
        if (rule.kind() != TurnRule.Kind.EACH_IN_ORDER && rule.kind() != TurnRule.Kind.EACH_ANY_ORDER) {
            throw new GamutException("position: '" + clause + "' names parts of a turn, but the turn plan '"
                    + rule.name() + "' has no parts to be done one by one");
        }
        boolean[] taken = new boolean[rule.parts()];
        int[] out = new int[names.size()];
        for (int i = 0; i < names.size(); i++) {
            out[i] = -1;
            for (int part = 0; part < rule.parts() && out[i] < 0; part++) {
                if (!taken[part] && rule.partNames()[part].equals(names.get(i))) {
                    taken[part] = true;
                    out[i] = part;
                }
            }
            if (out[i] < 0) {
                throw new GamutException("position: '" + names.get(i) + "' is no part left to play of the turn plan '"
                        + rule.name() + "' in '" + clause + "' (parts: " + String.join(", ", rule.partNames()) + ")");
            }
        }
        return out;
    }

    /**
     * The 'plan:' clause when the state's plan is not the one a position without it would get, and
     * the 'done:' clause when parts of the turn are played; nothing otherwise.
     */
    static String planAndParts(State state) {
        Rules rules = state.rules();
        StringBuilder out = new StringBuilder();
        int plan = state.turns.plan;
        if (rules.plans().length > 0 && plan != state.turns.select(state.toMove(), 1)) {
            out.append("\nplan: ").append(plan < 0 ? "none" : rules.plan(plan).name());
        }
        if (!state.turns.partsDone.isEmpty()) {
            out.append("\ndone:");
            for (int part : state.turns.partsDone.parts()) {
                out.append(' ').append(rules.plan(plan).partNames()[part]);
            }
        }
        return out.toString();
    }

    /**
     * The doubling cube of a 'cube: VALUE [PLAYER]' clause: its value, a power of two up to the
     * game's highest, and who holds it (nobody, -1, when no player is named).
     */
    static int[] cube(Rules rules, String body, String clause) {
        if (rules.cube() == 0) {
            throw new GamutException("position: '" + clause + "' gives a doubling cube, but this game has none");
        }
        String[] words = body.strip().split("\\s+");
        int value = words[0].matches("\\d{1,8}") ? Integer.parseInt(words[0]) : -1;
        if (value < 1 || value > rules.cube() || Integer.bitCount(value) != 1 || words.length > 2) {
            throw new GamutException("position: the cube is a power of two from 1 to " + rules.cube()
                    + " and the player who holds it, as in 'cube: 2 black', not '" + clause + "'");
        }
        int holder = words.length == 2 ? rules.info().players().indexOf(words[1]) : -1;
        if (words.length == 2 && holder < 0) {
            throw new GamutException("position: unknown player '" + words[1] + "' in '" + clause + "' (players: "
                    + String.join(", ", rules.info().players()) + ")");
        }
        return new int[] {value, holder};
    }

    /** The cube's clause of a position, when the game has a cube that has left its start. */
    static String cube(State state) {
        Cube cube = state.cube;
        if (!cube.inGame() || cube.value == 1 && cube.holder < 0) {
            return "";
        }
        return "\ncube: " + cube.value + (cube.holder < 0 ? "" : " " + state.rules().playerName(cube.holder));
    }
}
