package gamut.testing;

import static org.junit.jupiter.api.Assertions.fail;

import gamut.base.Diagnostic;
import gamut.load.GameLoader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Small game texts with one mistake injected, the project root, and diagnostics as comparable strings. */
public final class TestGames {
    private TestGames() {}

    /** The file name every test text is checked under. */
    public static final String NAME = "tiny.gamut";

    /**
     * A minimal valid 3x3 game with a macro, a move program, an end rule and a variant. The line
     * numbers in the tests refer to this text: line 6 holds the directions, 8 the pieces, 10-11 the
     * setup, 13-17 the macro, 18-22 the moves, 24 the end rule, 25 the limit, 26-29 the variant.
     */
    public static final String TINY = """
            game "Tiny" {
                players red, blue
                first red
                board grid 3 by 3
                directions {
                    n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0)
                }
                pieces { stone }
                setup {
                    red: a1, b1
                    blue: a3, c3
                }
                define slide(d) {
                    step d
                    verify empty
                    move
                }
                moves stone {
                    for d in n e s w {
                        slide(d)
                    }
                }
                no_moves => pass
                end lonely: count(opponent) == 0 => mover wins
                limit 100 => draw
                variant first=blue {
                    source "Somebody, somewhere"
                    first blue
                }
            }
            """;

    /** A valid game on a small hex board; the map's rows are lines 4-6. */
    public static final String HEXY = """
            game "Hexy" {
                players red, blue
                board hex \"""
                  a1  b1  c1
                a2  b2  c2  d2
                  a3  b3  c3
            \"""
                pieces { stone }
                setup {
                    red: a1
                    blue: c3
                }
                moves stone {
                    for d in e w ne sw {
                        step d
                        verify empty
                        move
                    }
                }
                end stuck: count(opponent) == 0 => mover wins
            }
            """;

    /** {@link #TINY} with each {@code old} (which must occur exactly once) replaced by the text after it. */
    public static String tiny(String... oldNewPairs) {
        return replace(TINY, oldNewPairs);
    }

    /** {@link #TINY} with {@code lines} inserted after line {@code after} (so the first becomes line after+1). */
    public static String tinyWithLinesAfter(int after, String... lines) {
        return insertAfter(TINY, after, lines);
    }

    public static String replace(String text, String... oldNewPairs) {
        if (oldNewPairs.length % 2 != 0) {
            throw new IllegalArgumentException("pairs of old and new text");
        }
        for (int i = 0; i < oldNewPairs.length; i += 2) {
            String old = oldNewPairs[i];
            int at = text.indexOf(old);
            if (at < 0 || text.indexOf(old, at + 1) >= 0) {
                fail("'" + old + "' must occur exactly once in the text being edited");
            }
            text = text.substring(0, at) + oldNewPairs[i + 1] + text.substring(at + old.length());
        }
        return text;
    }

    public static String insertAfter(String text, int after, String... lines) {
        int at = 0;
        for (int line = 0; line < after; line++) {
            at = text.indexOf('\n', at) + 1;
            if (at == 0) {
                fail("the text has fewer than " + after + " lines");
            }
        }
        return text.substring(0, at) + String.join("\n", lines) + "\n" + text.substring(at);
    }

    /** What {@code GameLoader.check} reports, each as {@code line:column: message}. */
    public static List<String> check(String text) {
        return GameLoader.check(NAME, text).diagnostics().stream().map(TestGames::show).toList();
    }

    public static String show(Diagnostic d) {
        return d.pos().line() + ":" + d.pos().column() + ": " + d.message();
    }

    /** The project root: the {@code gamut.root} system property, or the first directory upwards holding games/. */
    public static Path root() {
        String property = System.getProperty("gamut.root");
        if (property != null && !property.isBlank() && Files.isDirectory(Path.of(property, "games"))) {
            return Path.of(property);
        }
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            if (Files.isDirectory(dir.resolve("games"))) {
                return dir;
            }
            dir = dir.getParent();
        }
        throw new IllegalStateException("no games/ directory above " + Path.of("").toAbsolutePath());
    }

    public static Path game(String fileName) {
        return root().resolve("games").resolve(fileName);
    }

    public static String read(Path path) {
        try {
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
