package gamut.testing;

import gamut.check.Checker;
import gamut.check.RuleSet;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Notation;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.load.GameLoader;
import gamut.parse.SourceParser;
import gamut.rules.Rules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Small shared helpers for tests: finding and loading shipped games, setting up positions, moves as text. */
public final class Games {
    public static final String LOA = "lines-of-action.gamut";

    private static final Map<String, Rules> CACHE = new ConcurrentHashMap<>();

    private Games() {}

    /**
     * The project root: the system property {@code gamut.root} (set by surefire) when it holds
     * games/, otherwise the nearest directory above the working directory that holds games/.
     */
    public static Path root() {
        String property = System.getProperty("gamut.root");
        if (property != null && !property.isBlank()) {
            Path p = Path.of(property).toAbsolutePath().normalize();
            if (Files.isDirectory(p.resolve("games"))) {
                return p;
            }
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("games"))) {
                return p;
            }
        }
        throw new IllegalStateException("cannot find the project root (a directory holding games/); set -Dgamut.root");
    }

    /** A shipped game in one of its variants (none, or one): its file, text and variants, and a name for a test. */
    public record Shipped(Path file, String text, List<String> variants, String name) {}

    /** Every shipped game alone and in each of its variants, the files in order. */
    public static List<Shipped> everyShippedVariant() {
        List<Path> files;
        try (java.util.stream.Stream<Path> s = Files.list(root().resolve("games"))) {
            files = s.filter(p -> p.toString().endsWith(".gamut")).sorted().toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        List<Shipped> all = new ArrayList<>();
        for (Path path : files) {
            String text;
            try {
                text = Files.readString(path);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            all.add(new Shipped(path, text, List.of(), path.getFileName().toString()));
            for (String v : Checker.variantNames(SourceParser.parse(path.toString(), text).file())) {
                all.add(new Shipped(path, text, List.of(v), path.getFileName() + " -v " + v));
            }
        }
        return all;
    }

    /** A file under games/. */
    /**
     * Plays {@code games} random games from the state's start (game k drawn from seed k), each to
     * its end, a player without moves or {@code plies} plies, and hands {@code at} every position
     * where a player decides, before the move is drawn (rolls are drawn as they come).
     */
    public static void eachDecision(State s, int games, int plies, java.util.function.Consumer<State> at) {
        gamut.core.MoveList moves = new gamut.core.MoveList();
        for (int game = 0; game < games; game++) {
            s.reset();
            java.util.SplittableRandom random = new java.util.SplittableRandom(game);
            while (!s.isOver() && s.ply() < plies) {
                if (s.isChance()) {
                    s.make(s.randomOutcome(random));
                    continue;
                }
                at.accept(s);
                s.generate(moves);
                if (moves.size() == 0) {
                    break;
                }
                s.make(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    public static Path game(String file) {
        return root().resolve("games").resolve(file);
    }

    /** The rules of a shipped game with the variants applied in order (cached; Rules are immutable). */
    public static Rules load(String file, String... variants) {
        String key = file + "|" + String.join(",", variants);
        return CACHE.computeIfAbsent(key, k -> GameLoader.load(game(file), List.of(variants)));
    }

    /**
     * The checked rule set of compiled rules (names resolved, variants applied), for tests that look
     * at what the checker made of a definition rather than at play.
     */
    public static RuleSet checked(Rules rules) {
        String name = rules.info().title();
        for (String file : List.of("lines-of-action.gamut", "queens-guard.gamut", "run-knizia.gamut", "run-fevga.gamut")) {
            Rules candidate = load(file);
            if (candidate.info().title().equals(name)) {
                var parsed = SourceParser.parse(file, GameLoader.read(game(file)));
                return Checker.check(parsed.file(), rules.info().applied()).rules();
            }
        }
        throw new IllegalArgumentException("not a shipped game: " + name);
    }

    /** Lines of Action with the variants applied. */
    public static Rules loa(String... variants) {
        return load(LOA, variants);
    }

    /** A fresh state at the initial position. */
    public static State start(Rules rules) {
        return Kernel.start(rules);
    }

    /** A fresh state set up from position text such as {@code "black: d5 f5; white: a5 h5; turn: black"}. */
    public static State position(Rules rules, String text) {
        State state = Kernel.start(rules);
        PositionFormat.apply(state, text);
        return state;
    }

    /** The legal moves in notation, in generation order. */
    public static List<String> moveList(State state) {
        MoveList moves = new MoveList();
        state.generate(moves);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(Notation.format(state, moves.get(i)));
        }
        return out;
    }

    /** The legal moves in notation, sorted. */
    public static List<String> moves(State state) {
        List<String> out = moveList(state);
        Collections.sort(out);
        return out;
    }

    /** The legal moves in the plain notation every game reads (Pe2-e4, Ke1-g1 Rh1-f1), sorted: as a generator of its own writes them. */
    public static List<String> plainMoves(State state) {
        MoveList moves = new MoveList();
        state.generate(moves);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(Notation.longForm(state, moves.get(i)));
        }
        Collections.sort(out);
        return out;
    }

    /** A space-separated move list, sorted (handy for comparing with the spec). */
    public static List<String> sorted(String spaceSeparated) {
        List<String> out = new ArrayList<>(Arrays.asList(spaceSeparated.trim().split("\\s+")));
        Collections.sort(out);
        return out;
    }

    /** Plays the moves given in notation. */
    public static void play(State state, String... moves) {
        for (String m : moves) {
            state.make(Notation.parse(state, m));
        }
    }

    /** "black wins (mover_connected)", "draw (repetition)" or "not over". */
    public static String describe(State state) {
        if (!state.isOver()) {
            return "not over";
        }
        return describe(Kernel.rules(state), state.result());
    }

    public static String describe(Rules rules, Result r) {
        String who = r.isDraw() ? "draw" : r.isLoss() ? rules.playerName(0) + " loses" : rules.playerName(r.winner()) + " wins";
        return who + " (" + r.end() + ")";
    }

    /** A small game of one player written for the tests (interpreter/src/test/resources/one-player/). */
    public static Path onePlayer(String file) {
        return root().resolve("interpreter/src/test/resources/one-player").resolve(file);
    }

    /** The rules of such a game with the variants applied in order. */
    public static Rules loadOnePlayer(String file, String... variants) {
        return GameLoader.load(onePlayer(file), List.of(variants));
    }
}
