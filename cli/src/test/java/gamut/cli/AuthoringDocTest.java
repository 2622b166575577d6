package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/authoring.md is followed step by step, as a reader would: its files are written and edited
 * as it says, every command of its console blocks is run and must print what the document shows,
 * and every excerpt of rules it quotes is in the file it is from (or in a shipped game).
 *
 * <p>Just before a ```gamut block, {@code <!-- F: whole -->} says the block is all of file F (the
 * file is written, or must already read so); {@code <!-- F: after "A" -->} and {@code before "A"}
 * insert the block next to the first line holding A; {@code <!-- F: replace "A" .. "B" -->} puts it
 * in place of the lines from the first holding A to the next holding B. A ```console block holds
 * commands ({@code $ gamut ...}) each followed by what it prints, errors first.
 */
class AuthoringDocTest {
    private static final Pattern DIRECTIVE = Pattern.compile(
            "<!-- (\\S+): (whole|after \"(.+)\"|before \"(.+)\"|replace \"(.+)\" \\.\\. \"(.+)\") -->");

    @Test
    void theTutorialWorksAsWritten(@TempDir Path dir) throws IOException {
        Path doc = Cli.root().resolve("docs/authoring.md");
        List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
        Files.createDirectories(dir.resolve("games"));
        try (Stream<Path> games = Files.list(Cli.root().resolve("games"))) {
            for (Path g : games.toList()) {
                Files.copy(g, dir.resolve("games").resolve(g.getFileName()));
            }
        }
        int commands = 0;
        int excerpts = 0;
        for (int i = 0; i < lines.size(); i++) {
            String fence = lines.get(i).strip();
            if (!fence.equals("```gamut") && !fence.equals("```console")) {
                continue;
            }
            int end = i + 1;
            while (!lines.get(end).strip().equals("```")) {
                end++;
            }
            List<String> block = lines.subList(i + 1, end);
            String where = "docs/authoring.md:" + (i + 1);
            if (fence.equals("```console")) {
                commands += console(dir, block, where);
            } else {
                Matcher m = i > 0 ? DIRECTIVE.matcher(lines.get(i - 1).strip()) : DIRECTIVE.matcher("");
                if (m.matches()) {
                    edit(dir.resolve(m.group(1)), m, block, where);
                } else {
                    excerpt(dir, block, where);
                    excerpts++;
                }
            }
            i = end;
        }
        assertTrue(commands >= 8, commands + " commands");
        assertTrue(excerpts >= 1, excerpts + " excerpts");
    }

    private static void edit(Path file, Matcher m, List<String> block, String where) throws IOException {
        List<String> text = Files.exists(file) ? new ArrayList<>(Files.readAllLines(file)) : new ArrayList<>();
        if (m.group(2).equals("whole")) {
            if (Files.exists(file)) {
                assertEquals(String.join("\n", text), String.join("\n", block), where + ": the whole of " + file.getFileName());
            }
            Files.write(file, block);
            return;
        }
        String anchor = m.group(3) != null ? m.group(3) : m.group(4) != null ? m.group(4) : m.group(5);
        int at = find(text, anchor, 0, where);
        if (m.group(3) != null) {
            text.addAll(at + 1, block);
        } else if (m.group(4) != null) {
            text.addAll(at, block);
        } else {
            int to = find(text, m.group(6), at, where);
            text.subList(at, to + 1).clear();
            text.addAll(at, block);
        }
        Files.write(file, text);
    }

    private static int find(List<String> text, String anchor, int from, String where) {
        for (int k = from; k < text.size(); k++) {
            if (text.get(k).contains(anchor)) {
                return k;
            }
        }
        return fail(where + ": no line holding '" + anchor + "'");
    }

    /** The excerpt's lines, stripped, stand together in one of the files. */
    private static void excerpt(Path dir, List<String> block, String where) throws IOException {
        List<String> want = block.stream().map(String::strip).toList();
        List<Path> files = new ArrayList<>();
        try (Stream<Path> found = Stream.concat(Files.list(dir), Files.list(dir.resolve("games")))) {
            found.filter(p -> p.toString().endsWith(".gamut")).forEach(files::add);
        }
        for (Path f : files) {
            List<String> have = Files.readAllLines(f).stream().map(String::strip).toList();
            if (java.util.Collections.indexOfSubList(have, want) >= 0) {
                return;
            }
        }
        fail(where + ": this excerpt is in no file of the tutorial or of games/:\n" + String.join("\n", block));
    }

    private static String tables(String text) {
        return text.lines()
                .map(l -> l.startsWith("|") ? l.replaceAll(" +", " ").replaceAll("-{3,}", "---") : l)
                .reduce((a, b) -> a + "\n" + b).orElse("");
    }

    private static int console(Path dir, List<String> block, String where) {
        int n = 0;
        for (int k = 0; k < block.size(); k++) {
            String line = block.get(k);
            if (!line.startsWith("$ gamut ")) {
                continue;
            }
            int next = k + 1;
            while (next < block.size() && !block.get(next).startsWith("$ ")) {
                next++;
            }
            // The closing line of compare and tournament says how fast this machine played: not compared.
            String rate = "(?m)^(compare|tournament): \\d+ games in .*$\n?";
            String expected = String.join("\n", block.subList(k + 1, next)).replaceAll(rate, "");
            // Files the document names are the tutorial folder's, its CSVs too: none is left in the working folder.
            String[] args = Arrays.stream(line.substring("$ gamut ".length()).split(" "))
                    .map(a -> a.endsWith(".gamut") ? dir.resolve(a).toString()
                            : a.startsWith("--csv=") ? "--csv=" + dir.resolve(a.substring(6)) : a)
                    .toArray(String[]::new);
            Cli.Result r = Cli.execute(args);
            // A long run's progress lines (a line now and then, off a terminal) are not part of what it prints.
            String err = r.err().replace("\r\n", "\n").replaceAll("(?m)^(selfplay|compare|tournament): \\d+/\\d+ games.*\n", "");
            String got = (err + r.out().replace("\r\n", "\n")).replace(dir + "/", "").replaceAll(rate, "").stripTrailing();
            // Tables pad their columns to the file names, which are longer in the test's folder.
            assertEquals(tables(expected), tables(got), where + ": $ gamut " + line.substring(8));
            n++;
            k = next - 1;
        }
        return n;
    }
}
