package gamut.tournament;

import gamut.ai.Player;
import gamut.base.GamutException;
import gamut.engine.Game;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * Computer players against each other, as cutechess-cli plays engines: every two players (or, in a
 * gauntlet, the first against each other) play the same number of games, in pairs. Both games of a
 * pair have the same seed, so the same dice and the same opening, and the players swap sides: luck
 * and the opening cancel out within a pair. Round r of every pairing has seed S+r-1.
 *
 * <p>Each game is a function of its players, its seed and the opening length alone, so the games
 * may be played on any number of threads: they are handed on in their order, and the results are
 * the same on one thread or many.
 */
public final class Tournament {
    /** The most games one tournament may schedule. */
    public static final int MOST_GAMES = 1_000_000;

    /** Two players who meet, by their index among the players, a listed before b. */
    public record Pairing(int index, int a, int b) {}

    /**
     * One game of the schedule: its number (from 1), its pairing and round (from 1), the players
     * of the game's first and second side, and its seed. Games 2k-1 and 2k are a pair. In a game of
     * more players the two take the seats in turn: {@code first} the first, third, fifth...,
     * {@code second} the others.
     */
    public record Scheduled(int number, Pairing pairing, int round, int first, int second, long seed) {
        /** Whether this game is the second of its pair: then the pair is complete. */
        public boolean closesPair() {
            return number % 2 == 0;
        }
    }

    /** How a tournament ended: the tallies of its pairings, and the test's last ratio and decision when there was one. */
    public record Outcome(List<PairingTally> tallies, int played, double llr, Sprt.Decision decision) {}

    private final Game game;
    private final List<String> specs;
    private final List<String> names;
    private final int games;
    private final long seed;
    private final int openings;
    private final List<Pairing> pairings;
    private Path recordGame;
    private List<String> recordVariants = List.of();
    /** Makes each game's players from their specs and seeds (a level as the game's definition makes it); tests put players of their own here. */
    private BiFunction<String, Long, Player> makePlayer;

    /**
     * A tournament in {@code game} (called {@code label} in messages) among the players' specs, each
     * pairing playing {@code games} games (even); with {@code gauntlet} only the first player meets
     * the others. The first {@code openings} decisions of every game are random (see {@link TournamentGame}).
     */
    public Tournament(Game game, String label, List<String> specs, int games, boolean gauntlet, long seed, int openings) {
        if (game.players() < 2) {
            throw new GamutException("tournament: " + label + " is a game of one player; a tournament plays games of"
                    + " two players or more");
        }
        if (specs.size() < 2) {
            throw new GamutException("tournament: --players names " + specs.size() + " player; a tournament needs at"
                    + " least 2");
        }
        if (games < 2 || games % 2 != 0) {
            throw new GamutException("tournament: --games must be even and at least 2 (each pair of games swaps the"
                    + " sides), not " + games);
        }
        if (openings < 0) {
            throw new GamutException("tournament: --openings must be 0 or more, not " + openings);
        }
        this.game = game;
        this.makePlayer = (spec, s) -> Player.parse(spec, s, game);
        this.specs = specs.stream().map(String::strip).toList();
        for (String spec : this.specs) {
            Player.parse(spec, seed).close(); // an unknown player is reported before any game is played
        }
        this.names = names(this.specs);
        this.games = games;
        this.seed = seed;
        this.openings = openings;
        this.pairings = pairings(this.specs.size(), gauntlet);
        if ((long) pairings.size() * games > MOST_GAMES) {
            throw new GamutException(String.format(Locale.ROOT, "tournament: %d pairings of %d games are %,d games;"
                    + " a tournament plays at most %,d", pairings.size(), games, (long) pairings.size() * games, MOST_GAMES));
        }
    }

    /** The names of the players: their specs, a spec listed again numbered (mcts:200, mcts:200#2). */
    private static List<String> names(List<String> specs) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            int same = Collections.frequency(specs.subList(0, i), specs.get(i));
            names.add(same == 0 ? specs.get(i) : specs.get(i) + "#" + (same + 1));
        }
        return List.copyOf(names);
    }

    private static List<Pairing> pairings(int players, boolean gauntlet) {
        List<Pairing> out = new ArrayList<>();
        for (int a = 0; a < (gauntlet ? 1 : players); a++) {
            for (int b = a + 1; b < players; b++) {
                out.add(new Pairing(out.size(), a, b));
            }
        }
        return List.copyOf(out);
    }

    /**
     * Keeps each game as a record naming {@code gameFile} (as the records should, relative to where they
     * are written) with these variants: {@link Played#record()} is then set.
     */
    public void keepRecords(Path gameFile, List<String> variants) {
        this.recordGame = gameFile;
        this.recordVariants = List.copyOf(variants);
    }

    /** Plays with the players {@code make} gives for a spec and a seed instead of {@link Player#parse}. */
    void playersFrom(BiFunction<String, Long, Player> make) {
        makePlayer = make;
    }

    /** The players' names, in the order given. */
    public List<String> names() {
        return names;
    }

    /** The players' specs, in the order given. */
    public List<String> specs() {
        return specs;
    }

    public List<Pairing> pairings() {
        return pairings;
    }

    /** The game the players play. */
    public Game game() {
        return game;
    }

    /** The games scheduled: pairings times games per pairing. */
    public int games() {
        return pairings.size() * games;
    }

    /**
     * Every game in the order played: round by round, and in each round every pairing's pair, the
     * pairing's first player on the first side in the pair's first game.
     */
    public List<Scheduled> schedule() {
        List<Scheduled> out = new ArrayList<>();
        for (int round = 1; round <= games / 2; round++) {
            long roundSeed = seed + round - 1;
            for (Pairing p : pairings) {
                out.add(new Scheduled(out.size() + 1, p, round, p.a(), p.b(), roundSeed));
                out.add(new Scheduled(out.size() + 1, p, round, p.b(), p.a(), roundSeed));
            }
        }
        return out;
    }

    /**
     * Plays the games on {@code threads} threads and hands each to {@code each} on the calling
     * thread, in the order of the schedule. With a test (only for one pairing), stops after the
     * pair that decides it; games started beyond it are given up and not handed on.
     */
    public Outcome run(int threads, Sprt sprt, Consumer<Played> each) throws InterruptedException {
        if (sprt != null && pairings.size() != 1) {
            throw new GamutException("tournament: --sprt tests one pairing (two players, or a gauntlet of two); these"
                    + " players make " + pairings.size());
        }
        List<PairingTally> tallies = pairings.stream().map(PairingTally::new).toList();
        AtomicBoolean stop = new AtomicBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        // A few games ahead of the one handed on next keep the threads busy; more would only wait in memory.
        int ahead = 4 * Math.max(1, threads);
        Iterator<Scheduled> toStart = schedule().iterator();
        Deque<Future<Played>> started = new ArrayDeque<>();
        int played = 0;
        double llr = 0;
        Sprt.Decision decision = Sprt.Decision.NONE;
        try {
            while (toStart.hasNext() || !started.isEmpty()) {
                while (toStart.hasNext() && started.size() < ahead) {
                    Scheduled g = toStart.next();
                    started.add(pool.submit(() -> play(g, stop)));
                }
                Played p = finished(started.poll(), played + 1);
                tallies.get(p.game().pairing().index()).add(p);
                played++;
                each.accept(p);
                if (sprt != null && p.game().closesPair()) {
                    llr = sprt.llr(tallies.get(0).pairs());
                    decision = sprt.decide(llr);
                    if (decision != Sprt.Decision.NONE) {
                        break;
                    }
                }
            }
        } finally {
            // Games under way see the flag at their next move and stop; none is left running.
            stop.set(true);
            pool.shutdown();
            pool.awaitTermination(1, TimeUnit.DAYS);
        }
        return new Outcome(tallies, played, llr, decision);
    }

    private Played play(Scheduled g, AtomicBoolean stop) {
        if (stop.get()) {
            return null;
        }
        Player[] seats = new Player[game.players()];
        try {
            for (int s = 0; s < seats.length; s++) {
                // A player in several seats is a player of its own in each, with a seed of its own.
                int who = s % 2 == 0 ? g.first() : g.second();
                seats[s] = makePlayer.apply(specs.get(who), TournamentGame.derived(g.seed(), 1 + who + s / 2 * specs.size()));
            }
            return TournamentGame.play(game, g, seats, openings, stop::get, recordGame, recordVariants);
        } finally {
            // A player may hold a program of its own (an engine): closed when its game is over.
            for (Player p : seats) {
                if (p != null) {
                    p.close();
                }
            }
        }
    }

    /** The game's outcome once it is over; a problem in it is reported as a problem of that game. */
    private static Played finished(Future<Played> f, int number) throws InterruptedException {
        try {
            return f.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof GamutException g) {
                throw new GamutException("tournament: game " + number + ": " + g.getMessage());
            }
            throw new IllegalStateException("tournament: game " + number + " failed: " + e.getCause(), e.getCause());
        }
    }
}
