package gamut.app;

import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.cli.GameFileSpec;
import gamut.cli.PlayerOptions;
import gamut.ui.controller.GameController;
import gamut.ui.controller.PreferenceStore;
import gamut.ui.controller.SearchThreads;
import gamut.ui.controller.ViewerPreferences;
import gamut.ui.view.GameWindow;
import java.awt.GraphicsEnvironment;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code gamut play FILE}: the game in a window. */
@Command(name = "play", mixinStandardHelpOptions = true, footer = PlayerOptions.PEOPLE_HELP,
        description = {"Play in a window.",
                "Click a piece, then where it goes; click a reserve piece, then a cell, to drop; click the off-board "
                        + "area to move a piece off. Needs a display (otherwise use 'gamut text'). Several files (or --to) play"
                        + " a match to N points, the games in turn, 'New game' going on to the next once a game is over; a file"
                        + " may carry its variants: FILE:V1,V2. A saved game record opens at its last move, to go on"
                        + " with or step through.",
                "Without --player1, --player2 or --seat, the players are those who played the file when its window was"
                        + " last closed, else those of the last choice made in a Players menu, else a person in the first"
                        + " seat and the computer at the level medium in the others. A seat beyond the second that"
                        + " --seat does not name is played as the second is."})
public final class PlayCommand implements Callable<Integer> {
    /** The computer's level when nothing is said or kept: one every game has, its definition saying what it stands for. */
    static final String COMPUTER = "medium";

    @Parameters(arity = "1..*", paramLabel = "FILE",
            description = "the game definition file (.gamut), a saved game record, or the games of a match")
    List<String> files;

    @Option(names = "--to", paramLabel = "N", description = "play a match to N points (default 5 when several files are named)")
    Integer target;

    @Option(names = {"-v", "--variant"}, paramLabel = "V[,V...]",
            description = "variants to apply, in order (see 'gamut info FILE'); also in the Variants menu")
    String variants;

    @Mixin
    PlayerOptions players = new PlayerOptions(GameController.HUMAN, COMPUTER);

    @Mixin
    gamut.cli.EngineChoice engine = new gamut.cli.EngineChoice();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        Path file = Path.of(files.get(0));
        if (GraphicsEnvironment.isHeadless()) {
            spec.commandLine().getErr().println("gamut play needs a display; try 'gamut text " + file + "'");
            spec.commandLine().getErr().flush();
            return gamut.cli.ExitCode.USAGE;
        }
        String unreachable = displayProblem();
        if (unreachable != null) {
            spec.commandLine().getErr().println("gamut play cannot open a window: " + unreachable + "; try 'gamut text " + file + "'");
            spec.commandLine().getErr().flush();
            return gamut.cli.ExitCode.USAGE;
        }
        if (files.size() == 1 && target == null && Files.isRegularFile(file) && GameRecord.isRecord(Gamut.read(file))) {
            return openRecord(file);
        }
        List<String> chosen = Gamut.variants(variants);
        List<Path> paths = new java.util.ArrayList<>();
        List<List<String>> chosenPerFile = new java.util.ArrayList<>();
        int seats = 2;
        for (String f : files) {
            // FILE:V,... names variants (GameFileSpec); -v is for a single file.
            GameFileSpec spec = GameFileSpec.parse(f, "play");
            paths.add(spec.file());
            chosenPerFile.add(!spec.variants().isEmpty() || files.size() > 1 ? spec.variants() : chosen);
            // every problem now
            int played = Gamut.load(paths.get(paths.size() - 1), chosenPerFile.get(chosenPerFile.size() - 1)).players();
            players.check(played);
            seats = Math.max(seats, played);
        }
        boolean match = files.size() > 1 || target != null;
        if (match && (target == null ? 5 : target) < 1) {
            throw new GamutException("play: --to must be at least 1 point, not " + target);
        }
        players.check();
        ViewerPreferences preferences = new ViewerPreferences(PreferenceStore.user());
        List<String> specs = chosenPlayers(preferences, match ? null : paths.get(0), seats);
        return show(preferences, () -> match ? new GameWindow(paths, chosenPerFile, target == null ? 5 : target, specs,
                players.seed()) : new GameWindow(paths.get(0), chosenPerFile.get(0), specs, players.seed()));
    }

    /** Opens the window on the event thread, the look and feel set first, and waits until it is closed. */
    private static Integer show(ViewerPreferences preferences, Supplier<GameWindow> window) throws InterruptedException {
        CountDownLatch closed = new CountDownLatch(1);
        AtomicReference<RuntimeException> failed = new AtomicReference<>();
        try {
            SwingUtilities.invokeAndWait(() -> {
                try {
                    GameWindow.installLookAndFeel(preferences);
                    window.get().showUntilClosed(closed::countDown);
                } catch (RuntimeException e) {
                    failed.set(e);
                    closed.countDown();
                }
            });
        } catch (InvocationTargetException e) {
            throw new GamutException("gamut play: the window could not be opened: " + e.getCause());
        }
        closed.await();
        if (failed.get() != null) {
            throw failed.get();
        }
        return 0;
    }

    /**
     * A saved game: its definition with its variants, replayed to its last move (where a move no longer
     * stands, the replay stops there and the window says why), the players of the command line.
     */
    private Integer openRecord(Path record) throws InterruptedException {
        if (variants != null) {
            throw new GamutException("play: " + record + " is a game record, which names its game and variants; -v is for a definition");
        }
        GameRecord saved = GameRecord.read(record);
        // every problem of the definition now, as for a file
        int seats = Gamut.load(saved.game(), saved.variants()).players();
        players.check(seats);
        players.check();
        long seed = spec.commandLine().getParseResult().hasMatchedOption("--seed") ? players.seed() : saved.seed();
        ViewerPreferences preferences = new ViewerPreferences(PreferenceStore.user());
        List<String> specs = chosenPlayers(preferences, saved.game(), seats);
        return show(preferences, () -> new GameWindow(host -> {
            GameController c = GameController.open(saved.game(), saved.variants(), specs, seed, host, SearchThreads.threads());
            c.load(record);
            return c;
        }));
    }

    /**
     * The players of the command line; when it names none, those kept for the file (none for a match)
     * or from the last Players menu, else the defaults (see {@link SeatChoice}).
     */
    private List<String> chosenPlayers(ViewerPreferences preferences, Path file, int seats) {
        var parsed = spec.commandLine().getParseResult();
        boolean named = parsed == null || parsed.hasMatchedOption("--player1") || parsed.hasMatchedOption("--player2")
                || parsed.hasMatchedOption("--seat");
        return SeatChoice.choose(players.everySeat(seats), named, file == null ? List.of() : preferences.players(file),
                preferences.lastPlayers(), seats);
    }

    /**
     * Why no window can be opened although the environment has a display (DISPLAY names a server
     * that does not answer), or null: asked before anything is drawn, so that the user reads the
     * reason rather than an internal error.
     */
    private static String displayProblem() {
        try {
            GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices();
            return null;
        } catch (java.awt.AWTError | java.awt.HeadlessException e) {
            return String.valueOf(e.getMessage()).strip().replaceAll("\\.$", "");
        }
    }
}
