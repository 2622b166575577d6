package gamut.api;

import gamut.base.GamutException;
import gamut.base.LargeStack;
import gamut.base.Pos;
import gamut.base.SourceText;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.core.RulesTest;
import gamut.core.RulesTest.Step;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.Perft;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.load.GameLoader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs the tests a definition file carries ({@code test "name" { ... }}): each under every variant
 * set it names, from its position or the start, its fields in order, moves played and checks
 * made in turn. A field that does not hold is a failure at the field's place, with what was
 * expected and what the rules give; a test whose position or moves cannot be read fails there
 * and checks no more.
 */
public final class FileTests {
    /** One field that did not hold, at its place in the file, under one variant set. */
    public record Failure(Pos pos, String test, List<String> variants, String message) {
        /**
         * {@code file:line:col: test "name" [under v]: message}, the control characters of the text
         * it quotes from the file (the name, moves, positions) escaped.
         */
        public String format() {
            return pos + ": test \"" + SourceText.printable(test) + "\""
                    + (variants.isEmpty() ? "" : " under " + String.join(" + ", variants)) + ": " + SourceText.printable(message);
        }
    }

    /**
     * What a run found: the file's problems when it does not check ({@code problems}, as
     * {@code gamut check} writes them, and no test run), the tests and runs (a test under one
     * variant set) made, and the failures.
     */
    public record Report(String problems, int tests, int runs, List<Failure> failures) {
        public boolean passed() {
            return problems == null && failures.isEmpty();
        }
    }

    private final String name;
    private final String text;
    private final Map<List<String>, Game> games = new HashMap<>();
    private final List<Failure> failures = new ArrayList<>();

    private FileTests(String name, String text) {
        this.name = name;
        this.text = text;
    }

    /** Runs every test of the definition; {@code name} is the file name failures show. */
    public static Report run(String name, String text) {
        GameLoader.Checked checked = GameLoader.check(name, text);
        if (!checked.ok()) {
            return new Report(checked.report(), 0, 0, List.of());
        }
        FileTests runner = new FileTests(name, text);
        List<RulesTest> tests = checked.tests();
        int runs = 0;
        for (RulesTest test : tests) {
            for (List<String> variants : test.variantSets()) {
                LargeStack.call(() -> {
                    runner.run(test, variants);
                    return null;
                });
                runs++;
            }
        }
        return new Report(null, tests.size(), runs, List.copyOf(runner.failures));
    }

    private void run(RulesTest test, List<String> variants) {
        Game game = games.computeIfAbsent(variants, v -> Kernel.game(GameLoader.load(name, text, v)));
        State state = game.newState();
        // The fields run in order: a position first, then moves played and checks made in turn.
        for (Step f : test.steps()) {
            try {
                if (f instanceof RulesTest.Start s) {
                    state = game.position(s.position());
                } else if (f instanceof RulesTest.Play p) {
                    play(state, p.moves());
                } else {
                    String problem = check(game, state, f);
                    if (problem != null) {
                        fail(f, test, variants, problem);
                    }
                }
            } catch (GamutException e) {
                fail(f, test, variants, e.getMessage());
                if (f instanceof RulesTest.Start || f instanceof RulesTest.Play) {
                    // What follows would check another position than the test means.
                    return;
                }
            }
        }
    }

    private void fail(Step f, RulesTest test, List<String> variants, String message) {
        failures.add(new Failure(f == null ? test.pos() : f.pos(), test.name(), variants, message));
    }

    /** What is wrong with the field in the state, or null when it holds (or checks nothing). */
    private static String check(Game game, State state, Step f) {
        if (f instanceof RulesTest.MoveCount m) {
            List<String> legal = legal(state);
            return legal.size() == m.count() ? null
                    : "expected " + m.count() + " legal moves, got " + legal.size() + shown(legal);
        } else if (f instanceof RulesTest.MoveSet m) {
            List<String> legal = legal(state);
            List<String> plain = plainForms(state);
            List<String> known = new ArrayList<>(legal);
            known.addAll(plain);
            // A move may be written as the game writes it or in the plain notation: both stand for the same move.
            List<String> expected = new ArrayList<>(moves(m.moves(), known));
            for (int e = 0; e < expected.size(); e++) {
                int k = indexIgnoringCase(plain, expected.get(e));
                if (k >= 0 && indexIgnoringCase(legal, expected.get(e)) < 0) {
                    expected.set(e, legal.get(k));
                }
            }
            return sameMoves(expected, legal);
        } else if (f instanceof RulesTest.TurnCount t) {
            long turns = new Perft(state).countTurns(1);
            return turns == t.count() ? null : "expected " + t.count() + " legal turns, got " + turns;
        } else if (f instanceof RulesTest.Perft p) {
            long leaves = new Perft(state).count(p.depth());
            return leaves == p.count() ? null
                    : String.format("perft %d: expected %,d, got %,d", p.depth(), p.count(), leaves);
        } else if (f instanceof RulesTest.Legal l) {
            boolean legal = indexIgnoringCase(legal(state), l.move().strip()) >= 0
                    || indexIgnoringCase(plainForms(state), l.move().strip()) >= 0;
            return legal == l.legal() ? null
                    : "'" + l.move().strip() + "' is " + (legal ? "legal" : "not legal") + shown(legal(state));
        } else if (f instanceof RulesTest.Outcome o) {
            return result(game, state, o);
        } else if (f instanceof RulesTest.Places p) {
            String places = game.places(state);
            return places.equals(p.places().strip()) ? null
                    : "expected the places \"" + p.places().strip() + "\", got \"" + places + "\"";
        }
        return null;
    }

    /** The legal moves in notation (none while the dice are to be rolled). */
    private static List<String> legal(State state) {
        MoveList moves = new MoveList();
        state.generate(moves);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(Notation.format(state, moves.get(i)));
        }
        return out;
    }

    /** The legal moves in the plain notation, which a test may write whatever the game's own. */
    private static List<String> plainForms(State state) {
        MoveList moves = new MoveList();
        state.generate(moves);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(Notation.longForm(state, moves.get(i)));
        }
        return out;
    }

    private static int indexIgnoringCase(List<String> list, String text) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).equalsIgnoreCase(text)) {
                return i;
            }
        }
        return -1;
    }

    private static String shown(List<String> legal) {
        return legal.isEmpty() ? " (none)" : legal.size() > 40 ? "" : " (" + String.join(" ", legal) + ")";
    }

    /**
     * What differs between the moves a test expects and those the rules give, counted: a move the
     * rules list twice (or a test writes twice) differs as much as one missing.
     */
    static String sameMoves(List<String> expected, List<String> got) {
        Map<String, Integer> want = tally(expected);
        Map<String, Integer> have = tally(got);
        if (want.equals(have)) {
            return null;
        }
        Set<String> missing = new LinkedHashSet<>(want.keySet());
        missing.removeAll(have.keySet());
        Set<String> extra = new LinkedHashSet<>(have.keySet());
        extra.removeAll(want.keySet());
        return "the legal moves differ: expected " + expected.size() + ", got " + got.size()
                + (missing.isEmpty() ? "" : "; missing: " + String.join(" ", missing))
                + (extra.isEmpty() ? "" : "; extra: " + String.join(" ", extra))
                + repeated("listed more than once by the rules", have, want)
                + repeated("written more than once in the test", want, have);
    }

    /** How many times each move stands in the list, in the order first met. */
    private static Map<String, Integer> tally(List<String> moves) {
        Map<String, Integer> out = new java.util.LinkedHashMap<>();
        moves.forEach(m -> out.merge(m, 1, Integer::sum));
        return out;
    }

    /** "; WHAT: a1-b1 (2 times)" for the moves listed more than once there and more often than here. */
    private static String repeated(String what, Map<String, Integer> there, Map<String, Integer> here) {
        List<String> out = new ArrayList<>();
        there.forEach((move, times) -> {
            if (times > 1 && times > here.getOrDefault(move, 0)) {
                out.add(move + " (" + times + " times)");
            }
        });
        return out.isEmpty() ? "" : "; " + what + ": " + String.join(", ", out);
    }

    private static String result(Game game, State state, RulesTest.Outcome expected) {
        Result got = state.result();
        String gotText = got == null ? "the game goes on" : game.describe(got);
        String wanted;
        boolean holds;
        switch (expected.kind()) {
            case GOES_ON -> {
                return got == null ? null : "expected the game to go on, got " + gotText;
            }
            case DRAW -> {
                wanted = "a draw";
                holds = got != null && got.isDraw();
            }
            default -> {
                boolean wins = expected.kind() == RulesTest.Outcome.Kind.WINS;
                int player = player(game, expected.player());
                Double points = expected.points();
                wanted = expected.player() + (wins ? " wins" : " loses") + (points == null ? "" : " by " + Result.points(points));
                holds = got != null && !got.isDraw() && (got.winner() == player) == wins
                        && (points == null || got.points() == points);
            }
        }
        return holds ? null : "expected " + wanted + ", got " + gotText;
    }

    private static int player(Game game, String name) {
        for (int p = 0; p < game.players(); p++) {
            if (game.playerName(p).equals(name)) {
                return p;
            }
        }
        return -1;
    }

    /**
     * Plays the moves: separated by semicolons, as a record writes them, or else by spaces, a move
     * whose notation holds spaces ("sow d1 again", "O-O") read as the longest run of words that is
     * the notation of a legal move, a roll written "roll 6-5" or "opening roll 3-1".
     */
    static void play(State state, String moves) {
        List<String> segments = moves.contains(";") ? moves(moves, List.of()) : null;
        List<String> words = words(moves);
        int i = 0;
        for (int n = 0; segments != null ? n < segments.size() : i < words.size(); n++) {
            String move;
            if (segments != null) {
                move = segments.get(n);
            } else {
                List<String> known = new ArrayList<>();
                if (!state.isChance()) {
                    known.addAll(legal(state));
                    known.addAll(plainForms(state));
                }
                int k = state.isChance() ? rollWords(words, i) : longest(words, i, known);
                move = String.join(" ", words.subList(i, i + k));
                i += k;
            }
            try {
                boolean roll = state.isChance();
                int m = Notation.parse(state, move);
                String exact = Notation.format(state, m);
                if (!roll && !Notation.isInFull(state, m, move)) {
                    // Reading a player's move forgives an abbreviation; a test says exactly what it means.
                    throw new GamutException("'" + move + "' stands for " + exact + " here; a test writes moves in full");
                }
                state.make(m);
            } catch (GamutException e) {
                throw new GamutException("after: move '" + move + "' (ply " + (state.ply() + 1) + "): " + e.getMessage());
            }
        }
    }

    /**
     * The moves of a list: separated by semicolons, or else by spaces, the longest run of words
     * that is one of the {@code known} moves (or a roll) taken as one.
     */
    static List<String> moves(String text, List<String> known) {
        if (text.contains(";")) {
            return List.of(text.split(";")).stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
        }
        List<String> out = new ArrayList<>();
        List<String> words = words(text);
        for (int i = 0; i < words.size(); ) {
            int k = Math.max(rollWords(words, i), longest(words, i, known));
            out.add(String.join(" ", words.subList(i, i + k)));
            i += k;
        }
        return out;
    }

    /** How many words from i make a roll ("roll 6-5", "opening roll 3-1"), at least one. */
    private static int rollWords(List<String> words, int i) {
        if (words.get(i).equals("opening") && i + 2 < words.size() && words.get(i + 1).equals("roll")) {
            return 3;
        }
        return words.get(i).equals("roll") && i + 1 < words.size() ? 2 : 1;
    }

    /** How many words from i make the longest of the known moves, at least one. */
    private static int longest(List<String> words, int i, List<String> known) {
        int best = 1;
        for (String move : known) {
            int k = words(move).size();
            if (k > best && i + k <= words.size() && String.join(" ", words.subList(i, i + k)).equalsIgnoreCase(move)) {
                best = k;
            }
        }
        return best;
    }

    private static List<String> words(String text) {
        String s = text.strip();
        return s.isEmpty() ? List.of() : List.of(s.split("\\s+"));
    }
}
