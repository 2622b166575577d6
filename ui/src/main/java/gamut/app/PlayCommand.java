package gamut.app;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.cli.PlayerOptions;
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
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

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

    @Mixin
    PlayerOptions players = new PlayerOptions();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        if (GraphicsEnvironment.isHeadless()) {
            spec.commandLine().getErr().println("gamut play needs a display; try 'gamut text " + file + "'");
            spec.commandLine().getErr().flush();
            return 2;
        }
        List<String> chosen = Gamut.variants(variants);
        Gamut.load(file, chosen); // reports every problem of the file before any window opens
        players.check();
        CountDownLatch closed = new CountDownLatch(1);
        AtomicReference<RuntimeException> failed = new AtomicReference<>();
        try {
            SwingUtilities.invokeAndWait(() -> {
                try {
                    GameWindow.installLookAndFeel();
                    new GameWindow(file, chosen, players.specs(), players.seed()).showUntilClosed(closed::countDown);
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
