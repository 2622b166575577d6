package gamut.cli;

import gamut.ai.EngineInfo;
import gamut.ai.Player;
import gamut.ai.PlayerSpecs;
import gamut.base.GamutException;
import gamut.engine.EngineMoves;
import gamut.engine.EngineMoves.Protocol;
import gamut.engine.Game;
import gamut.engine.State;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Gamut as an engine: the UCI or USI protocol on a reader and a writer, a line a command, for a
 * front end or another engine's match runner. The search runs on a thread of its own, so that
 * {@code isready} and {@code stop} are answered while it thinks; it reports each depth done as an
 * {@code info} line and ends with {@code bestmove}. A command that changes the position or the
 * settings waits for a search under way to end (an infinite one is stopped first), so that a
 * script of commands sent at once is played as if each waited for its answer.
 */
final class EngineSession {
    private static final Pattern OPTION = Pattern.compile("setoption\\s+name\\s+(.*?)(?:\\s+value\\s+(.*))?");
    private final Game game;
    private final EngineMoves moves;
    private final Protocol protocol;
    private final String version;
    private final long seed;
    private final PrintWriter out;
    private String spec;
    private State state;
    private Thread search;
    private volatile boolean stopped;
    private volatile boolean infinite;

    EngineSession(Game game, Protocol protocol, String spec, long seed, String version, PrintWriter out) {
        this.game = game;
        this.moves = EngineMoves.of(game, protocol);
        this.protocol = protocol;
        this.spec = spec;
        this.seed = seed;
        this.version = version;
        this.out = out;
        this.state = game.newState();
    }

    /** Answers the commands until {@code quit} or the end of the input, where a search under way is let finish. */
    void run(BufferedReader in) throws IOException {
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] words = line.trim().split("\\s+");
            if (words[0].equals("quit")) {
                stop();
                finish();
                return;
            }
            command(words, line.trim());
        }
        finish();
    }

    private void command(String[] words, String line) {
        String word = protocol.word();
        switch (words[0]) {
            case "" -> { }
            case "isready" -> send("readyok");
            case "stop" -> stop();
            case "ponderhit", "gameover", "debug", "register" -> { }
            case "setoption" -> {
                finish();
                option(line);
            }
            case "position" -> {
                finish();
                position(words);
            }
            case "go" -> {
                finish();
                go(words);
            }
            default -> {
                if (words[0].equals(word)) {
                    introduce();
                } else if (words[0].equals(word + "newgame")) {
                    finish();
                    state = game.newState();
                } else {
                    send("info string unknown command: " + line);
                }
            }
        }
    }

    /** The engine's name with the game's, its one option, and the protocol's ok. */
    private void introduce() {
        send("id name Gamut " + version + " (" + game.title() + ")");
        send("id author the Gamut authors");
        send("option name Player type string default " + spec);
        send(protocol.word() + "ok");
    }

    /** {@code setoption name Player value SPEC} chooses the player; other options are passed over. */
    private void option(String line) {
        Matcher m = OPTION.matcher(line);
        if (!m.matches() || !m.group(1).trim().equalsIgnoreCase("Player")) {
            return;
        }
        String value = m.group(2) == null ? "" : m.group(2).trim();
        try (Player tried = Player.parse(value, seed)) {
            spec = value;
        } catch (GamutException e) {
            send("info string " + e.getMessage());
        }
    }

    /** {@code position startpos|LETTERS ... [moves ...]}: the position is kept as it was when a part does not read. */
    private void position(String[] words) {
        int movesAt = Arrays.asList(words).indexOf("moves");
        int end = movesAt < 0 ? words.length : movesAt;
        State next;
        try {
            if (words.length > 1 && words[1].equals("startpos")) {
                next = game.newState();
            } else if (words.length > 2 && words[1].equals(protocol.letters())) {
                next = moves.position(String.join(" ", Arrays.copyOfRange(words, 2, end)));
            } else {
                send("info string position: write 'position startpos' or 'position " + protocol.letters()
                        + " ...', then 'moves' and the moves");
                return;
            }
        } catch (GamutException e) {
            send("info string " + e.getMessage());
            return;
        }
        for (int i = end + 1; i < words.length; i++) {
            int move = moves.parse(next, words[i]);
            if (move < 0) {
                send("info string illegal move " + words[i] + " in " + moves.position(next));
                return;
            }
            next.make(move);
        }
        state = next;
    }

    /** Starts the search of the position on a thread of its own. */
    private void go(String[] words) {
        GoLimits limits = GoLimits.parse(words, protocol);
        State position = state.copy();
        if (position.isOver()) {
            send("info string the game is over: " + game.describe(position.result()));
            send("bestmove " + EngineMoves.PASS);
            return;
        }
        long millis = limits.millis(position.toMove());
        String level = game.computer().spec(spec.trim());
        String meant = level != null ? level : spec;
        String budgeted = !limits.limited() ? spec : limits.infinite()
                ? PlayerSpecs.withBudget(meant, Integer.MAX_VALUE, Long.MAX_VALUE)
                : PlayerSpecs.withBudget(meant, limits.depth(), millis);
        Player player;
        try {
            player = Player.parse(budgeted, seed, game);
        } catch (GamutException e) {
            send("info string " + e.getMessage());
            send("bestmove " + EngineMoves.PASS);
            return;
        }
        // Stopped when the time is up: a search given that time stops itself then; a depth or
        // another player must be told.
        long deadline = millis > 0 ? System.nanoTime() + millis * 1_000_000L : 0;
        stopped = false;
        infinite = limits.infinite();
        search = new Thread(() -> search(player, position, deadline), "search");
        search.start();
    }

    /** Runs on the search's thread: the info lines, then the move (after {@code stop}, when infinite). */
    private void search(Player player, State position, long deadline) {
        String best;
        try (player) {
            int move = player.choose(position, done -> { }, a -> send(EngineInfo.line(a,
                    a.depth() > 0 ? a.depth() : a.line().length, position, moves)),
                    () -> stopped || deadline != 0 && System.nanoTime() - deadline > 0);
            best = moves.format(position, move);
        } catch (RuntimeException e) {
            // The front end waits for a move whatever happens: it gets the null move, and the reason.
            send("info string " + (e instanceof GamutException ? e.getMessage()
                    : "internal error, please report it: " + e.toString().replaceAll("\\R", " ")));
            best = EngineMoves.PASS;
        }
        synchronized (this) {
            while (infinite && !stopped) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    break;
                }
            }
        }
        send("bestmove " + best);
    }

    /** Asks a search under way to stop, infinite or not. */
    private synchronized void stop() {
        stopped = true;
        notifyAll();
    }

    /** Waits for a search under way to end, stopping it first when it would search until told. */
    private void finish() {
        if (search == null) {
            return;
        }
        if (infinite) {
            stop();
        }
        try {
            search.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        search = null;
    }

    /** One line to the front end, whole and at once, from either thread. */
    private void send(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }
}
