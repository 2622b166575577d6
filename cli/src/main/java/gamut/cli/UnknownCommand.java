package gamut.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;

/**
 * What {@code gamut WORD} says when WORD is no command: the word, the command it most likely stands
 * for (a typing slip or the start of a name), or for a game file the command that plays it, and then
 * every command, so that a first try never ends in picocli's "Unmatched argument at index 0".
 */
final class UnknownCommand {
    private UnknownCommand() {}

    /** The word, when the exception is one of the top command's first word that is no command; else null. */
    static String word(CommandLine.ParameterException e) {
        if (!(e instanceof CommandLine.UnmatchedArgumentException u) || u.isUnknownOption()
                || e.getCommandLine().getCommandSpec().parent() != null || u.getUnmatched().isEmpty()) {
            return null;
        }
        String word = u.getUnmatched().get(0);
        return word.startsWith("-") ? null : word;
    }

    /** The lines to print: what is wrong and what would be right, then the commands. */
    static List<String> message(String word, List<String> commands) {
        String nearest = nearest(word, commands);
        String hint;
        if (nearest != null) {
            hint = "; did you mean '" + nearest + "'?";
        } else if (word.endsWith(".gamut") || word.endsWith(".record") || Files.isRegularFile(Path.of(word))) {
            hint = "; to play that file: gamut play " + word;
        } else {
            hint = "";
        }
        return List.of("gamut: unknown command '" + word + "'" + hint, "Commands: " + String.join(", ", commands));
    }

    /**
     * The command the word most likely means: the only one it begins, else the nearest by edits (a letter
     * added, dropped, changed or two swapped), when at most one edit in four letters and at least one apart.
     */
    static String nearest(String word, List<String> commands) {
        String w = word.toLowerCase(java.util.Locale.ROOT);
        List<String> begun = commands.stream().filter(c -> w.length() >= 2 && c.startsWith(w)).toList();
        if (begun.size() == 1) {
            return begun.get(0);
        }
        String best = null;
        int bestDistance = 1 + w.length() / 4;
        for (String c : commands) {
            int d = distance(w, c);
            if (d <= bestDistance && (best == null || d < distance(w, best))) {
                best = c;
            }
        }
        return best;
    }

    /** Edits from a to b: insertions, deletions, substitutions and swaps of two neighbours (Damerau's, restricted). */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
