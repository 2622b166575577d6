package gamut.app;

import gamut.load.GameLoader;
import gamut.base.GamutException;
import gamut.ui.view.GameWindow;
import java.awt.GraphicsEnvironment;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code gamut play FILE}: the game in a window. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Play in a window: click a piece, then where it goes; click a reserve piece, then a cell, to drop;",
                "click the off-board area to move a piece off. Needs a display (otherwise use 'gamut text')."})
public final class PlayCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "the game definition file (.gamut)")
    Path file;

    @Option(names = {"-v", "--variant"}, paramLabel = "V[,V...]",
            description = "variants to apply, in order (see 'gamut info FILE'); also in the Variants menu")
    String variants;

    @Option(names = "--player1", defaultValue = "human", paramLabel = "human|random|mcts[:N[:T]]",
            description = "who plays the first listed player (default ${DEFAULT-VALUE})")
    String player1;

    @Option(names = "--player2", defaultValue = "human", paramLabel = "human|random|mcts[:N[:T]]",
            description = "who plays the second listed player (default ${DEFAULT-VALUE})")
    String player2;

    @Option(names = {"-s", "--seed"}, defaultValue = "1", paramLabel = "S",
            description = "seed of the dice and the computer players (default ${DEFAULT-VALUE})")
    long seed;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        if (GraphicsEnvironment.isHeadless()) {
            spec.commandLine().getErr().println("gamut play needs a display; try 'gamut text " + file + "'");
            spec.commandLine().getErr().flush();
            return 2;
        }
        List<String> chosen = GameLoader.splitVariants(variants);
        GameLoader.load(file, chosen); // reports every problem of the file before any window opens
        List<String> players = List.of(player1, player2);
        for (String p : players) {
            if (!p.trim().equals("human")) {
                gamut.ai.Player.parse(p, seed);
            }
        }
        CountDownLatch closed = new CountDownLatch(1);
        AtomicReference<RuntimeException> failed = new AtomicReference<>();
        try {
            SwingUtilities.invokeAndWait(() -> {
                try {
                    GameWindow.installLookAndFeel();
                    new GameWindow(file, chosen, players, seed).showUntilClosed(closed::countDown);
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
}
