package gamut.cli;

import gamut.base.GamutException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "new", mixinStandardHelpOptions = true,
        description = {"Write a small, commented game definition to start from.",
                "A race to the far row on a grid, a connection game on a hex board, or a dice race on points: it checks "
                        + "clean, passes its own tests and plays; change it from there. An existing file is never overwritten."})
final class NewCommand implements Callable<Integer> {
    /** The board kinds a starter is written for. */
    enum Board { grid, hex, points }

    @Parameters(paramLabel = "FILE", description = "the file to write (.gamut)")
    Path file;

    @Option(names = "--board", paramLabel = "KIND", defaultValue = "grid",
            description = "grid, hex or points (default ${DEFAULT-VALUE})")
    Board board;

    @Option(names = "--name", paramLabel = "NAME", description = "the game's name (default: from the file name)")
    String name;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (Files.exists(file)) {
            throw new GamutException("new: " + file + " exists; choose another name (nothing was written)");
        }
        String title = name != null ? name : title(file);
        if (title.isBlank() || title.contains("\"") || title.contains("\\")) {
            throw new GamutException("new: --name must not be blank or hold '\"' or '\\', not '" + title + "'");
        }
        String text = starter(board).replace("NAME", title);
        try {
            // CREATE_NEW: a file made there since the check above is not overwritten either
            Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
        } catch (FileAlreadyExistsException e) {
            throw new GamutException("new: " + file + " exists; choose another name (nothing was written)");
        } catch (IOException e) {
            throw new GamutException("new: cannot write " + file + ": " + e.getMessage());
        }
        var out = spec.commandLine().getOut();
        out.println("wrote " + file + " (" + board + " board). Next:");
        out.println("  gamut check " + file + "     its mistakes, at file:line:col");
        out.println("  gamut test " + file + "      the tests at its end");
        out.println("  gamut play " + file + "      play it in the viewer");
        out.flush();
        return 0;
    }

    /** "my-race.gamut" -> "My race". */
    static String title(Path file) {
        String base = file.getFileName().toString().replaceFirst("\\.gamut$", "").replace('-', ' ').replace('_', ' ').strip();
        return base.isEmpty() ? "" : base.substring(0, 1).toUpperCase(Locale.ROOT) + base.substring(1);
    }

    static String starter(Board board) {
        try (InputStream in = NewCommand.class.getResourceAsStream("starters/" + board + ".gamut")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("the starter for " + board + " is missing from the application", e);
        }
    }
}
