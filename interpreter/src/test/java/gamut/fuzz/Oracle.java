package gamut.fuzz;

import gamut.ai.Player;
import gamut.api.FileTests;
import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.base.Diagnostic;
import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.Perft;
import gamut.engine.State;
import gamut.fuzz.Probe.Stage;
import gamut.fuzz.Seeds.Kind;
import gamut.fuzz.Seeds.Seed;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a mutant must do: check (every diagnostic inside the file), load in the base game and every
 * variant of its seed, and when it checks clean, play (perft to depth 2 and two random games); a
 * record must read and replay, a position set up and play. A {@link GamutException} with a clear
 * message is always an acceptable answer; anything else thrown is an escape.
 *
 * <p>The random games are played here rather than by {@link gamut.engine.Playout}, which plays to
 * the end: they stop after {@link #PLIES} plies, far below the engine's own cap, to keep each mutant cheap.
 */
final class Oracle {
    /** What became of a mutant that did not escape. */
    enum Outcome { REJECTED, REFUSED, PLAYED, TOO_BIG, READ, REPLAYED }

    /** A broken promise of the library other than an exception, such as a diagnostic outside the file. */
    static final class Finding extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Finding(String message) {
            super(message);
        }
    }

    /** Boards larger than this are not played: a mutant must stay cheap, and the heap shared. */
    static final int MAX_CELLS = 10_000;
    static final int PLIES = 2_000;
    private static final int POSITION_PLIES = 200;

    private final Map<String, Seed> games;
    private final Path scratch;
    private final Map<String, Game> loaded = new ConcurrentHashMap<>();

    /** {@code scratch}: a folder for the files records and byte-level mutants are read from. */
    Oracle(List<Seed> seeds, Path scratch) {
        this.games = new ConcurrentHashMap<>();
        for (Seed s : seeds) {
            if (s.kind() == Kind.DEFINITION) {
                games.put(s.name(), s);
            }
        }
        this.scratch = scratch;
    }

    /** What became of the mutant; anything thrown is an escape (the probe says in which stage). */
    Outcome run(Mutant mutant, Probe probe) {
        probe.enter(Stage.START);
        try {
            return switch (mutant.seed().kind()) {
                case DEFINITION -> definition(mutant, probe);
                case RECORD -> record(mutant, probe);
                case POSITION -> position(mutant, probe);
            };
        } catch (GamutException e) {
            clear(e);
            return Outcome.REFUSED;
        } finally {
            probe.finish();
        }
    }

    private Outcome definition(Mutant mutant, Probe probe) {
        String name = mutant.name();
        String text = mutant.text();
        if (mutant.viaFile()) {
            probe.enter(Stage.READ);
            Path file = write(mutant);
            try {
                text = Gamut.read(file);
            } catch (GamutException e) {
                clear(e);
            } finally {
                delete(file);
            }
        }
        probe.enter(Stage.CHECK);
        Gamut.Report report = Gamut.check(name, text);
        inside(report, text);
        report.format();
        if (!report.ok()) {
            return Outcome.REJECTED;
        }
        probe.enter(Stage.LOAD);
        Game base = Gamut.load(name, text, List.of());
        for (String variant : mutant.seed().variants()) {
            try {
                Gamut.load(name, text, List.of(variant));
            } catch (GamutException e) {
                clear(e);
            }
        }
        if (base.geometry().cells() > MAX_CELLS) {
            return Outcome.TOO_BIG;
        }
        play(mutant, base, probe);
        return Outcome.PLAYED;
    }

    /**
     * Counts, plays and searches a mutant that checks clean, and runs its tests when it was given
     * some. A block thousands of statements long (or a file grown by one) makes every move
     * generation that much slower, which is no fault: such a mutant is counted to depth 1 and
     * played {@link #LONG_PLIES} plies, without a search.
     */
    private static void play(Mutant mutant, Game base, Probe probe) {
        boolean longBlocks = mutant.how().contains(Mutator.Strategy.LONG_BLOCK.label())
                || mutant.how().contains(Mutator.Strategy.LARGE_FILE.label());
        probe.enter(Stage.PERFT);
        // Depth 2 when the first ply is narrow: a game of thousands of moves a ply (Amazons) is
        // counted to depth 1, so that the stage stays within its budget.
        Perft perft = new Perft(base.newState());
        long width = perft.count(1);
        if (width <= NARROW && !longBlocks) {
            perft.count(2);
        }
        probe.enter(Stage.PLAY);
        int plies = longBlocks ? LONG_PLIES : PLIES;
        State first = base.newState();
        play(first, 1, plies, probe);
        State second = base.newState();
        play(second, 2, plies, probe);
        // One game in four is played again beside the generated code of the mutant.
        if (mutant.index() % 4 == 0) {
            EnginesAlike.check(mutant.name(), mutant.text(), base, plies);
        }
        boolean ends = first.isOver() || second.isOver();
        // The search players cost as much as the random games: they search the games that may not
        // end, and one mutant in eight of the others.
        if (!longBlocks && (!ends || mutant.how().contains(Mutator.Strategy.ENDLESS.label()) || mutant.index() % 8 == 0)) {
            probe.enter(Stage.SEARCH);
            search(base, ends);
        }
        if (mutant.how().contains(Mutator.Strategy.TEST_FIELDS.label()) && width <= NARROW && !longBlocks) {
            probe.enter(Stage.TESTS);
            tests(mutant.name(), mutant.text());
        }
    }

    /** The plies a mutant with a block thousands long is played. */
    private static final int LONG_PLIES = 20;

    /**
     * The search players, each asked for one move at the start (after the first roll): a tree
     * search and alpha-beta. A game that {@code ends} (one of its random games ended) is searched
     * with playouts to its end; one that may not ({@link Mutator.Strategy#ENDLESS} takes out what
     * ends a game) with playouts cut and scored by the evaluation, since each playout of a game
     * without end runs to the engine's cap, {@link gamut.base.Limits#GAME_PLIES} plies.
     */
    private static void search(Game game, boolean ends) {
        State state = game.newState();
        SplittableRandom dice = new SplittableRandom(3);
        while (state.isChance()) {
            state.make(state.randomOutcome(dice));
        }
        if (state.isOver()) {
            return;
        }
        MoveList legal = new MoveList();
        state.generate(legal);
        for (String spec : List.of(ends ? "mcts:2" : "mcts:2+cut=100", "ab:1")) {
            // A player may refuse a game (alpha-beta one with dice), as long as it says why.
            try (Player player = Player.parse(spec, 1, game)) {
                int move = player.choose(state);
                if (java.util.Arrays.stream(legal.toArray()).noneMatch(m -> m == move)) {
                    throw new Finding("'" + spec + "' chose a move that is not legal: " + move);
                }
            } catch (GamutException e) {
                clear(e);
            }
        }
    }

    /**
     * The tests of a mutant given a test of extreme numbers ({@link Mutator.Strategy#TEST_FIELDS}):
     * each failure is at a field of the file, and says what it expected.
     */
    private static void tests(String name, String text) {
        FileTests.Report report = FileTests.run(name, text);
        if (report.problems() != null) {
            throw new Finding("tests of a definition that checks clean found problems: " + report.problems());
        }
        int lines = lineCount(text);
        for (FileTests.Failure f : report.failures()) {
            if (f.pos() == null || f.pos().line() < 1 || f.pos().line() > lines || f.pos().column() < 1) {
                throw new Finding("a test failure outside the file (" + lines + " lines): " + f.format());
            }
            if (f.message() == null || f.message().isBlank()) {
                throw new Finding("a test failure without a message at " + f.pos());
            }
        }
    }

    /** Below this many moves at the first ply, perft goes to depth 2. */
    private static final long NARROW = 500;

    /** Every diagnostic names the file, and its line and column lie inside it. */
    private static void inside(Gamut.Report report, String text) {
        int lines = lineCount(text);
        for (Diagnostic d : report.diagnostics()) {
            if (d.pos() == null) {
                throw new Finding("a diagnostic without a position: " + d.message());
            }
            if (d.pos().line() < 1 || d.pos().line() > lines + 1 || d.pos().column() < 1) {
                throw new Finding("a diagnostic outside the file (" + lines + " lines): " + d.pos() + ": " + d.message());
            }
            if (!report.file().equals(d.pos().file())) {
                throw new Finding("a diagnostic names another file: " + d.pos());
            }
            if (d.message() == null || d.message().isBlank()) {
                throw new Finding("a diagnostic without a message at " + d.pos());
            }
        }
    }

    /**
     * Lines as an editor counts them: ended by LF, CR LF or a lone CR, and a last line without its
     * line end counts too.
     */
    static int lineCount(String text) {
        int lines = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n')) {
                lines++;
            }
        }
        return text.isEmpty() || text.endsWith("\n") || text.endsWith("\r") ? lines : lines + 1;
    }

    /** A GamutException is an answer when its message says something, not a stack trace. */
    static void clear(GamutException e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            throw new Finding("a GamutException without a message");
        }
        if (message.contains("\tat ") || message.contains("java.lang.") || message.contains("Exception:")) {
            throw new Finding("a GamutException that quotes Java internals: " + message.lines().findFirst().orElse(""));
        }
    }

    /** Plays a random game of at most {@code plies} plies; returns the plies played. */
    static int play(State state, long seed, int plies) {
        return play(state, seed, plies, new Probe());
    }

    /** The same, telling the probe of each ply played. */
    static int play(State state, long seed, int plies, Probe probe) {
        SplittableRandom random = new SplittableRandom(seed);
        MoveList moves = new MoveList();
        int ply = 0;
        for (; ply < plies && !state.isOver(); ply++) {
            if (Thread.interrupted()) {
                throw new IllegalStateException("interrupted");
            }
            if (state.isChance()) {
                state.make(state.randomOutcome(random));
                continue;
            }
            state.generate(moves);
            if (moves.size() == 0) {
                throw new IllegalStateException("no legal move and no result");
            }
            state.make(moves.get(random.nextInt(moves.size())));
            probe.played();
        }
        if (state.isOver()) {
            state.result();
        }
        return ply;
    }

    private Outcome record(Mutant mutant, Probe probe) {
        probe.enter(Stage.RECORD);
        Path file = write(mutant);
        GameRecord record;
        try {
            record = GameRecord.read(file);
        } catch (GamutException e) {
            clear(e);
            return Outcome.REFUSED;
        } finally {
            delete(file);
        }
        record.text();
        Path gameName = record.game().getFileName();
        Seed seed = gameName == null ? null : games.get(gameName.toString());
        if (seed == null) {
            return Outcome.READ;
        }
        probe.enter(Stage.LOAD);
        Game game;
        try {
            game = load(seed, record.variants());
        } catch (GamutException e) {
            clear(e);
            return Outcome.REFUSED;
        }
        probe.enter(Stage.REPLAY);
        GameRecord.Replay replay = record.replay(game);
        if (replay.problem() != null && replay.problem().isBlank()) {
            throw new Finding("a replay stopped without saying why");
        }
        return Outcome.REPLAYED;
    }

    private Outcome position(Mutant mutant, Probe probe) {
        Game game = load(games.get(mutant.seed().game()), List.of());
        probe.enter(Stage.POSITION);
        State state;
        try {
            state = game.position(mutant.text());
        } catch (GamutException e) {
            clear(e);
            return Outcome.REFUSED;
        }
        probe.enter(Stage.PERFT);
        new Perft(state.copy()).count(1);
        probe.enter(Stage.PLAY);
        play(state, 1, POSITION_PLIES, probe);
        return Outcome.PLAYED;
    }

    /** The shipped game with the variants, loaded once per list of variants (a handful of them). */
    private Game load(Seed seed, List<String> variants) {
        String key = seed.name() + "|" + String.join(",", variants);
        Game game = loaded.get(key);
        if (game == null) {
            game = Gamut.load(seed.name(), seed.text(), variants);
            if (loaded.size() < 100) {
                loaded.put(key, game);
            }
        }
        return game;
    }

    private Path write(Mutant mutant) {
        Path file = scratch.resolve("mutant-" + mutant.index() + (mutant.seed().kind() == Kind.RECORD ? ".record" : ".gamut"));
        try {
            Files.write(file, mutant.bytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    private static void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
