package gamut.ai;

import gamut.base.GamutException;
import gamut.engine.EngineMoves;
import gamut.engine.EngineMoves.Protocol;
import gamut.engine.State;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A player that is an engine program speaking UCI or USI ({@code uci:PATH[:TIME][?NAME=VALUE&...]},
 * {@code usi:...}): started on its first move, introduced ({@code uci}, the options, {@code isready}),
 * then given each position with the moves since its start and a time to think, its answer read back
 * as a move of the game ({@link EngineMoves}). What it says while it thinks is its analysis. The
 * program ends when the player is closed.
 */
final class EnginePlayer implements Player {
    /** A move's time when the spec gives none. */
    static final long DEFAULT_MILLIS = 1000;
    /** How long an engine may take to answer the introduction, or to answer after its time is up. */
    static final long ANSWER_MILLIS = 10_000;
    /** How often the analysis is handed on at most: about five times a second. */
    private static final long WATCH_NANOS = 200_000_000L;
    private static final Pattern TIMED = Pattern.compile("(.*):([0-9]+(?:ms|s))");

    private final Protocol protocol;
    private final Path program;
    private final long millis;
    private final List<String[]> options;
    private final String name;
    private EngineProcess engine;
    private EngineMoves moves;
    private Analysis last;

    private EnginePlayer(Protocol protocol, Path program, long millis, List<String[]> options, String name) {
        this.protocol = protocol;
        this.program = program;
        this.millis = millis;
        this.options = options;
        this.name = name;
    }

    /** The player of a spec {@code uci:...} or {@code usi:...}; the program must be an executable file. */
    static Player parse(String spec, Protocol protocol) {
        String rest = spec.substring(protocol.word().length() + 1);
        List<String[]> options = new ArrayList<>();
        int query = rest.indexOf('?');
        if (query >= 0) {
            for (String pair : rest.substring(query + 1).split("&")) {
                if (!pair.isBlank()) {
                    int eq = pair.indexOf('=');
                    options.add(eq < 0 ? new String[] {pair.strip()}
                            : new String[] {pair.substring(0, eq).strip(), pair.substring(eq + 1).strip()});
                }
            }
            rest = rest.substring(0, query);
        }
        long ms = DEFAULT_MILLIS;
        Matcher timed = TIMED.matcher(rest);
        if (timed.matches()) {
            Matcher time = gamut.core.PlayerSpec.TIME.matcher(timed.group(2));
            time.matches();
            ms = gamut.core.PlayerSpec.millis(spec, time);
            rest = timed.group(1);
        }
        if (rest.isBlank()) {
            throw new GamutException("player '" + spec + "': name the engine's program: " + protocol.word()
                    + ":PATH[:TIME][?NAME=VALUE&...]");
        }
        return new EnginePlayer(protocol, program(spec, rest.strip()), ms, List.copyOf(options), spec);
    }

    /** The program's file: as given, or found on the PATH when the name has no folder. */
    private static Path program(String spec, String given) {
        Path path = Path.of(given);
        if (!given.contains(File.separator) && !given.contains("/")) {
            String dirs = System.getenv("PATH");
            for (String dir : dirs == null ? new String[0] : dirs.split(File.pathSeparator)) {
                Path found = Path.of(dir.isEmpty() ? "." : dir, given);
                if (Files.isRegularFile(found) && Files.isExecutable(found)) {
                    return found;
                }
            }
        }
        if (!Files.isRegularFile(path)) {
            throw new GamutException("player '" + spec + "': no such file: " + given);
        }
        if (!Files.isExecutable(path)) {
            throw new GamutException("player '" + spec + "': " + given + " is not an executable program");
        }
        return path;
    }

    @Override
    public int choose(State state) {
        return choose(state, done -> { }, null, () -> false);
    }

    @Override
    public int choose(State state, DoubleConsumer progress, BooleanSupplier cancelled) {
        return choose(state, progress, null, cancelled);
    }

    /** Sends the position and the time, and reads the engine's lines until its move; told to stop, it is asked to stop. */
    @Override
    public int choose(State state, DoubleConsumer progress, Consumer<Analysis> watcher, BooleanSupplier cancelled) {
        start(state);
        State played = state.copy();
        engine.send(positionCommand(played));
        engine.send(protocol == Protocol.UCI ? "go movetime " + millis : "go btime 0 wtime 0 byoyomi " + millis);
        long start = System.nanoTime();
        // An engine that overruns its time by far is asked to stop, and then has as long again to answer.
        long stopAt = start + (millis + ANSWER_MILLIS) * 1_000_000L;
        long giveUpAt = 0;
        long watched = start;
        String unread = null;
        boolean stopped = false;
        last = null;
        while (true) {
            long now = System.nanoTime();
            if (!stopped && (cancelled.getAsBoolean() || now - stopAt > 0)) {
                engine.send("stop");
                stopped = true;
                giveUpAt = now + ANSWER_MILLIS * 1_000_000L;
            } else if (stopped && now - giveUpAt > 0) {
                throw new GamutException(name + ": no move " + ANSWER_MILLIS / 1000 + " s after it was asked to stop");
            }
            progress.accept(Math.min(1, (now - start) / 1e6 / millis));
            String line = engine.next(50);
            if (line == null) {
                continue;
            }
            if (line.startsWith("info ") && line.contains(" score ")) {
                // An engine says much while it thinks: its lines are read as moves only when someone
                // watches, and the last at the end.
                unread = line;
                if (watcher != null && System.nanoTime() - watched > WATCH_NANOS) {
                    watched = System.nanoTime();
                    read(unread, played);
                    unread = null;
                    if (last != null) {
                        watcher.accept(last);
                    }
                }
            } else if (line.equals("bestmove") || line.startsWith("bestmove ")) {
                read(unread, played);
                int move = bestMove(played, line);
                if (watcher != null && last != null) {
                    watcher.accept(last);
                }
                return move;
            }
        }
    }

    /** The analysis of an info line, when it has one (a line of a second best move has none). */
    private void read(String info, State state) {
        Analysis a = info == null ? null : EngineInfo.analysis(info, state, moves);
        if (a != null) {
            last = a;
        }
    }

    /** The engine's move; a resignation (USI) plays the line it last expected, else the first legal move, as lost. */
    private int bestMove(State state, String line) {
        String[] words = line.split("\\s+");
        String text = words.length > 1 ? words[1] : "";
        if (text.equals("resign") || text.equals("win")) {
            int move = last != null && last.best() >= 0 ? last.best() : firstMove(state);
            last = new Analysis(state.decider(), last != null ? last.iterations() : 0, text.equals("win") ? 1 : 0,
                    List.of(new Analysis.Candidate(move, 0, text.equals("win") ? 1 : 0)), new int[] {move});
            return move;
        }
        int move = moves.parse(state, text);
        if (move < 0) {
            throw new GamutException(name + ": the engine played '" + text + "', which is not a legal move in "
                    + moves.position(state));
        }
        return move;
    }

    private static int firstMove(State state) {
        gamut.core.MoveList list = new gamut.core.MoveList();
        state.generate(list);
        return list.get(0);
    }

    /**
     * The position as the line of play that led to it: where the line started (the game's start
     * as {@code startpos}, else in letters) and its moves, so that the engine knows the positions
     * already seen, for repetitions.
     */
    private String positionCommand(State state) {
        State start = state.copy();
        int[] line = start.line();
        for (int i = 0; i < line.length; i++) {
            start.unmake();
        }
        StringBuilder command = new StringBuilder("position ");
        command.append(moves.isStart(start) ? "startpos" : protocol.letters() + " " + moves.position(start));
        if (line.length > 0) {
            command.append(" moves");
            for (int move : line) {
                command.append(' ').append(moves.format(start, move));
                start.make(move);
            }
        }
        return command.toString();
    }

    /** Starts the program and introduces the game on the first move; the game must suit the protocol. */
    private void start(State state) {
        if (moves == null || !moves.game().equals(state.game())) {
            try {
                moves = EngineMoves.of(state.game(), protocol);
            } catch (GamutException e) {
                throw new GamutException(name + ": " + e.getMessage());
            }
        }
        if (engine != null) {
            return;
        }
        engine = EngineProcess.start(program, name);
        try {
            String word = protocol.word();
            engine.send(word);
            engine.await(word + "ok", ANSWER_MILLIS, line -> { }, "no '" + word + "ok' within "
                    + ANSWER_MILLIS / 1000 + " s of '" + word + "': is it a " + word.toUpperCase() + " engine?");
            for (String[] option : options) {
                engine.send("setoption name " + option[0] + (option.length > 1 ? " value " + option[1] : ""));
            }
            engine.send("isready");
            engine.await("readyok", ANSWER_MILLIS, this::refusedOption, "no 'readyok' within "
                    + ANSWER_MILLIS / 1000 + " s of 'isready'");
            engine.send(word + "newgame");
        } catch (GamutException e) {
            close();
            throw e;
        }
    }

    /** An engine that says it knows no option of that name (as Stockfish does) is refused with it. */
    private void refusedOption(String line) {
        String lower = line.toLowerCase(java.util.Locale.ROOT);
        if (lower.contains("no such option") || lower.contains("unknown option")) {
            throw new GamutException(name + ": the engine refused an option: " + line);
        }
    }

    @Override
    public Optional<Analysis> analysis() {
        return Optional.ofNullable(last);
    }

    @Override
    public String describe() {
        return name;
    }

    @Override
    public void close() {
        if (engine != null) {
            engine.close();
            engine = null;
        }
    }
}
