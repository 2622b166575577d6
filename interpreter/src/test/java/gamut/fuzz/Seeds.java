package gamut.fuzz;

import gamut.check.Checker;
import gamut.parse.SourceParser;
import gamut.testing.Games;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * What the fuzzer mutates: every shipped definition (games/*.gamut), a few small valid game records
 * and a few positions of the shipped games. Each record and position here is valid as written
 * ({@link SeedsTest} replays and sets up every one), so that what a mutant breaks is its mutation.
 */
final class Seeds {
    enum Kind { DEFINITION, RECORD, POSITION }

    /**
     * One text to mutate. {@code game} is the shipped file it belongs to (for a definition, itself);
     * {@code variants} are the variant names of a definition, the ones each clean mutant is loaded with.
     */
    /** Below this many moves at the first ply a game weighs 1; a wider one weighs one more per this many. */
    private static final int WIDTH_PER_WEIGHT = 250;
    private static final java.util.Map<String, Long> WEIGHTS = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * A mutant may take this many times what its unmutated seed takes to play its two games. The
     * engine's shortcuts (a search for any move stops at the first, only the drawn move is judged)
     * speed the seeds up more than a mutant whose repeated blocks multiply the work: a Shogi mutant
     * with its blocks repeated takes about 16 times its seed.
     */
    private static final long SEED_PLAY_TIMES = 8;
    /** The budget the weights are counted in: the fuzzer's default for a stage, in milliseconds. */
    private static final long BUDGET_MILLIS = 500;

    /**
     * How many budgets a stage of the seed's mutants may take: a game of thousands of moves a ply
     * (Amazons) costs that much more to play and count, mutated or not, than one of thirty, and a
     * game that tries each move for legality (Shogi's drops, each tried against the replies) costs
     * more to play whatever its width: a mutant may take four times what the seed's own two games
     * take, measured once in processor time.
     */
    static long weight(Seed seed) {
        if (seed.kind() != Kind.DEFINITION) {
            return 1;
        }
        return WEIGHTS.computeIfAbsent(seed.name(), name -> {
            try {
                gamut.engine.Game game = gamut.api.Gamut.load(name, seed.text(), List.of());
                long width = new gamut.engine.Perft(game.newState()).count(1);
                long before = Meter.cpu();
                Oracle.play(game.newState(), 1, Oracle.PLIES);
                Oracle.play(game.newState(), 2, Oracle.PLIES);
                long playMillis = before < 0 ? 0 : (Meter.cpu() - before) / 1_000_000;
                return Math.max(Math.max(1, width / WIDTH_PER_WEIGHT), SEED_PLAY_TIMES * playMillis / BUDGET_MILLIS + 1);
            } catch (RuntimeException e) {
                return 1L;
            }
        });
    }

    record Seed(Kind kind, String name, String game, String text, List<String> variants) {
        Seed {
            variants = List.copyOf(variants);
        }
    }

    static final String LOA = "lines-of-action.gamut";
    static final String GUARD = "queens-guard.gamut";
    static final String FEVGA = "run-fevga.gamut";
    static final String KNIZIA = "run-knizia.gamut";

    private Seeds() {}

    /** The definitions, then the records, then the positions. */
    static List<Seed> all() {
        List<Seed> out = new ArrayList<>(definitions());
        out.addAll(records());
        out.addAll(positions());
        return out;
    }

    static List<Seed> definitions() {
        List<Seed> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(Games.root().resolve("games"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".gamut")).sorted().toList()) {
                String name = file.getFileName().toString();
                String text = Files.readString(file);
                List<String> variants = Checker.variantNames(SourceParser.parse(name, text).file());
                out.add(new Seed(Kind.DEFINITION, name, name, text, variants));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    static List<Seed> records() {
        return List.of(
                record("loa.record", LOA, "", 3, "c1xa3; a4-c6; f1-a1; a5-c3; b8-b6; h3-e3; e8xc6; a6xc8"),
                record("loa-white.record", LOA, "first=white", 11,
                        "h7-h1; g8-g6; a6-c4; f1xh3; c4-f4; g6-e6; h4-f2; b8-e5; f2-h4; d8-b6; a3-c5; e5-d4"),
                record("guard.record", GUARD, "", 3, "Gj5-k6; Gh3-h4; Gb1-c2; Gd1-d2; Gh11-i11; Gb7-c8"),
                record("guard-placement.record", GUARD, "setup=bell_placement", 11,
                        "G@e9; G@i7; G@j7; G@j10; G@a6; G@e4; G@c4; G@g8"),
                record("fevga.record", FEVGA, "", 3, "opening roll 6-4; 24-18; 18-14; roll 4-3; 12-8; 8-5; roll 5-1; 14-13"),
                record("fevga-reroll.record", FEVGA, "opening=reroll", 11,
                        "opening roll 4-5; roll 1-1; 12-11; 11-10; 10-9; 9-8; roll 5-4; 24-19; 19-15; roll 5-5; 8-3; 3-22"),
                record("knizia.record", KNIZIA, "first_turn=normal", 11,
                        "B@g4; C@f3; C@a4; B@c6; Cf3-f4; B@f3; C@d7; B@f9; B@d1; Cf4-f5; Ca4-b4; Bc6-c5"));
    }

    private static Seed record(String name, String game, String variants, long seed, String moves) {
        String text = "# gamut record\n"
                + "game: " + Games.game(game) + "\n"
                + "variants: " + variants + "\n"
                + "seed: " + seed + "\n"
                + "moves: " + moves + "\n";
        return new Seed(Kind.RECORD, name, game, text, List.of());
    }

    static List<Seed> positions() {
        return List.of(
                position("loa.position", LOA, "black: a1 b1 d1 e1 g1 a3 b6 c6 d8 f8 g8\n"
                        + "white: a2 h2 c3 e3 h4 h5 h6 a7 h7 c8\nturn: black\n"),
                position("loa-short.position", LOA, "black: d5 f5; white: c4, e4; turn: white"),
                position("guard.position", GUARD, "white: guard d9 a5 i11 k11 c2 queen f1 guard k6\n"
                        + "black: guard c8 queen f11 guard a3 a2 d2 h4 k7\nturn: white\n"),
                position("guard-reserve.position", GUARD, "white: queen f1\nblack: queen f11\n"
                        + "reserve white: guard 6\nreserve black: guard 5\n# a comment\nturn: black\n"),
                position("fevga.position", FEVGA, "white: 13 24*14\nblack: 5 12*14\nturn: white\n"),
                position("fevga-home.position", FEVGA, "white: 1*3 2 6*2\nexited white: 9\n"
                        + "black: 13*4 18\nexited black: 10\nturn: black\n"),
                position("knizia.position", KNIZIA, "black: cow h7 cowboy f3\nreserve black: cow 6, cowboy 4\n"
                        + "white: cowboy c6 cow b4\nreserve white: cow 6, cowboy 4\nexited white: 1\nturn: black\n"));
    }

    private static Seed position(String name, String game, String text) {
        return new Seed(Kind.POSITION, name, game, text, List.of());
    }
}
