package gamut.records;

import gamut.base.GamutException;
import java.nio.file.Path;
import java.util.Locale;

/** The formats of a played game Gamut reads and writes: its own record, SGF, PGN and PDN. */
public enum RecordFormat {
    GAMUT("record", "Gamut game record"),
    SGF("sgf", "SGF (Smart Game Format)"),
    PGN("pgn", "PGN (Portable Game Notation)"),
    PDN("pdn", "PDN (the PGN of games on numbered squares)"),
    MAT("mat", "match file (.mat, as gnubg and Jellyfish write it)");

    private final String extension;
    private final String title;

    RecordFormat(String extension, String title) {
        this.extension = extension;
        this.title = title;
    }

    /** The file name's extension, without the dot: "sgf". */
    public String extension() {
        return extension;
    }

    /** What it is called in a dialog or a message: "SGF (Smart Game Format)". */
    public String title() {
        return title;
    }

    /** The format a file name's extension says, or null for another extension. */
    public static RecordFormat byName(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        for (RecordFormat f : values()) {
            if (name.endsWith("." + f.extension)) {
                return f;
            }
        }
        return null;
    }

    /** The format a name given on a command line says ("sgf", "PGN", "record"), or a GamutException. */
    public static RecordFormat named(String word) {
        for (RecordFormat f : values()) {
            if (f.extension.equalsIgnoreCase(word.trim()) || f.name().equalsIgnoreCase(word.trim())) {
                return f;
            }
        }
        throw new GamutException("unknown record format '" + word + "'; the formats are record, sgf, pgn, pdn and mat");
    }

    /**
     * The format a text is in by its first characters: an SGF game tree opens with '(' and ';', a
     * PGN game with a tag ('[Event "') or the first move ('1. e4'), a PDN game the same way with a tag GameType or
     * a first move in numbers ('1. 32-28'), Gamut's record with '# gamut record' or a key; null
     * when it is none of them.
     */
    public static RecordFormat byContent(String text) {
        String s = text.stripLeading();
        if (s.matches("(?s)[0-9]+\\s+point\\s+match.*")) {
            return MAT;
        }
        if (s.startsWith("(")) {
            return s.substring(1).stripLeading().startsWith(";") ? SGF : null;
        }
        if ((s.startsWith("[") && java.util.regex.Pattern.compile("\\[GameType\\s+\"").matcher(s).find())
                || s.matches("(?s)1\\s*\\.\\s*[0-9]+[-x][0-9].*")) {
            return PDN;
        }
        if (s.matches("(?s)\\[[A-Za-z0-9_]+\\s+\".*") || s.matches("(?s)1\\s*\\.\\s*[a-zA-Z].*")) {
            return PGN;
        }
        if (gamut.api.GameRecord.isRecord(text) || s.startsWith("# gamut record")) {
            return GAMUT;
        }
        return null;
    }
}
