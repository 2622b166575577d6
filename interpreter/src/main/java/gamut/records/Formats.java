package gamut.records;

import gamut.base.GamutException;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The table of which game file a record in another format belongs to: {@code formats.properties}
 * beside the games (games/formats.properties describes its keys). Games are data here, never
 * names in the program: an SGF game number or a PGN variant tag leads to a file and its variants,
 * and a game file back to the numbers and tags that write it.
 */
public final class Formats {
    /** The file's name in the games folder. */
    public static final String FILE = "formats.properties";

    /** How an SGF game writes its points and moves, and which of its root properties pick variants. */
    public record SgfGame(int number, Path file, boolean letters, boolean rowsDown, Map<String, Mapped> variants,
                          String swap, boolean whiteFirstSwaps) {}

    /** A root property that picks a variant: SZ[13] picks size=13, none when 13 is the base value. */
    public record Mapped(String property, String variant, String base, boolean strict) {}

    /** A PGN variant tag's game file and Gamut variants. */
    public record PgnGame(String tag, Path file, List<String> variants) {}

    /** A PDN GameType's game file, Gamut variants and result tokens (the first player's win, the other's, a draw). */
    public record PdnGame(String type, Path file, List<String> variants, List<String> results) {}

    private final Path folder;
    private final Map<Integer, SgfGame> sgf = new TreeMap<>();
    private final Map<String, PdnGame> pdn = new TreeMap<>();
    private final Map<String, PgnGame> pgn = new LinkedHashMap<>();
    private MatGame mat;

    /** The game of match files (.mat) and its variants. */
    public record MatGame(Path file, List<String> variants) {}

    private Formats(Path folder, Properties table) {
        this.folder = folder;
        for (String key : new TreeMap<>(table).keySet().stream().map(Object::toString).toList()) {
            if (key.matches("sgf\\.[0-9]+")) {
                int number = Integer.parseInt(key.substring(4));
                sgf.put(number, sgfGame(table, number));
            } else if (key.startsWith("pgn.")) {
                List<String> words = Arrays.asList(table.getProperty(key).trim().split("\\s+"));
                pgn.put(key.substring(4), new PgnGame(key.substring(4), folder.resolve(words.get(0)),
                        List.copyOf(words.subList(1, words.size()))));
            } else if (key.equals("mat")) {
                List<String> words = Arrays.asList(table.getProperty(key).trim().split("\\s+"));
                mat = new MatGame(folder.resolve(words.get(0)), List.copyOf(words.subList(1, words.size())));
            } else if (key.matches("pdn\\.[0-9]+")) {
                List<String> words = Arrays.asList(table.getProperty(key).trim().split("\\s+"));
                List<String> results = Arrays.asList(table.getProperty(key + ".results", "1-0 0-1 1/2-1/2").trim()
                        .split("\\s+"));
                pdn.put(key.substring(4), new PdnGame(key.substring(4), folder.resolve(words.get(0)),
                        List.copyOf(words.subList(1, words.size())), List.copyOf(results)));
            }
        }
    }

    private SgfGame sgfGame(Properties table, int number) {
        String prefix = "sgf." + number;
        Map<String, Mapped> variants = new LinkedHashMap<>();
        String variantKey = prefix + ".variant.";
        for (Object k : new TreeMap<>(table).keySet()) {
            String key = k.toString();
            if (key.startsWith(variantKey) && !key.substring(variantKey.length()).contains(".")) {
                String property = key.substring(variantKey.length());
                variants.put(property, new Mapped(property, table.getProperty(key).trim(),
                        table.getProperty(key + ".base", "").trim(),
                        !"false".equals(table.getProperty(key + ".strict", "true").trim())));
            }
        }
        return new SgfGame(number, folder.resolve(table.getProperty(prefix).trim()),
                "letters".equals(table.getProperty(prefix + ".points", "letters").trim()),
                !"up".equals(table.getProperty(prefix + ".rows", "down").trim()), variants,
                table.getProperty(prefix + ".swap", "").trim(),
                "either".equals(table.getProperty(prefix + ".colours", "").trim()));
    }

    /** The table in a folder's formats.properties; a GamutException when it is missing or unreadable. */
    public static Formats in(Path folder) {
        Path file = folder.resolve(FILE);
        Properties table = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            table.load(in);
        } catch (IOException | IllegalArgumentException e) {
            throw new GamutException(file + ": cannot read the table of record formats (" + e.getMessage() + ")");
        }
        return new Formats(folder, table);
    }

    /**
     * The table for a game file (beside it, when there is one there), else the games folder the
     * launcher names (the system property {@code gamut.games}), else games/ in the working folder.
     */
    public static Formats find(Path game) {
        List<Path> tried = new ArrayList<>();
        if (game != null && game.toAbsolutePath().getParent() != null) {
            tried.add(game.toAbsolutePath().getParent());
        }
        String property = System.getProperty("gamut.games");
        if (property != null && !property.isBlank()) {
            tried.add(Path.of(property));
        }
        tried.add(Path.of("games"));
        for (Path folder : tried) {
            if (Files.isRegularFile(folder.resolve(FILE))) {
                return in(folder);
            }
        }
        throw new GamutException("no " + FILE + " (the table of which game a record in SGF, PGN or PDN belongs to) in "
                + tried.stream().map(Path::toString).toList() + "; give the game file with -g");
    }

    public Path folder() {
        return folder;
    }

    /** The SGF game of that number, or null. */
    public SgfGame sgf(int number) {
        return sgf.get(number);
    }

    /** The SGF game numbers the table knows, each with its file's name: "1 (go.gamut), 2 (othello.gamut)". */
    public String sgfNumbers() {
        return String.join(", ", sgf.values().stream().map(g -> g.number() + " (" + g.file().getFileName() + ")").toList());
    }

    /** The SGF game a game file is written as, or null when SGF has none for it. */
    public SgfGame sgfOf(Path game) {
        for (SgfGame g : sgf.values()) {
            if (sameName(g.file(), game)) {
                return g;
            }
        }
        return null;
    }

    /** The PGN variant of that tag (case aside), or null. */
    public PgnGame pgn(String tag) {
        for (PgnGame g : pgn.values()) {
            if (g.tag().equalsIgnoreCase(tag.trim())) {
                return g;
            }
        }
        return null;
    }

    /** The PGN variant tags the table knows. */
    public List<String> pgnTags() {
        return List.copyOf(pgn.keySet());
    }

    /** The PGN variant a game file with these variants is written as, or null. */
    public PgnGame pgnOf(Path game, List<String> variants) {
        for (PgnGame g : pgn.values()) {
            if (sameName(g.file(), game) && g.variants().equals(variants)) {
                return g;
            }
        }
        return null;
    }

    /** The game of match files, or null when the table names none. */
    public MatGame mat() {
        return mat;
    }

    /** The PDN game of that GameType number, or null. */
    public PdnGame pdn(String type) {
        return pdn.get(type.trim());
    }

    /** The PDN GameType numbers the table knows, each with its file's name: "20 (a.gamut), 21 (b.gamut)". */
    public String pdnTypes() {
        return String.join(", ", pdn.values().stream().map(g -> g.type() + " (" + g.file().getFileName() + ")").toList());
    }

    /** The PDN game a game file with these variants is written as, or null. */
    public PdnGame pdnOf(Path game, List<String> variants) {
        for (PdnGame g : pdn.values()) {
            if (sameName(g.file(), game) && g.variants().equals(variants)) {
                return g;
            }
        }
        return null;
    }

    /** The formats a game file can be written in besides Gamut's own record: SGF, PGN, PDN, or none. */
    public List<RecordFormat> formatsOf(Path game) {
        List<RecordFormat> formats = new ArrayList<>();
        if (sgfOf(game) != null) {
            formats.add(RecordFormat.SGF);
        }
        if (pgn.values().stream().anyMatch(g -> sameName(g.file(), game))) {
            formats.add(RecordFormat.PGN);
        }
        if (pdn.values().stream().anyMatch(g -> sameName(g.file(), game))) {
            formats.add(RecordFormat.PDN);
        }
        if (mat != null && sameName(mat.file(), game)) {
            formats.add(RecordFormat.MAT);
        }
        return formats;
    }

    /** Two game files are the same game when their names are: a copy of go.gamut elsewhere is still Go's. */
    private static boolean sameName(Path a, Path b) {
        return b != null && b.getFileName() != null && a.getFileName().toString().equals(b.getFileName().toString());
    }
}
