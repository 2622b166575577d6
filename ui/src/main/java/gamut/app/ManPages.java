package gamut.app;

import gamut.cli.Version;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The manual pages of the command line, written in troff from the same command descriptions as
 * {@code --help} so that the two never disagree: {@code gamut.1} and one {@code gamut-COMMAND.1} a
 * command. The build writes them to {@code ui/target/man/man1} ({@code man -l} reads them there).
 */
public final class ManPages {
    /** How the help's list of players begins. */
    private static final String PLAYERS = "Players:";

    private ManPages() {}

    /** Writes the pages into the directory named by the one argument. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: ManPages DIRECTORY");
            System.exit(2);
        }
        List<Path> written = write(Path.of(args[0]));
        System.out.println("gamut: " + written.size() + " manual pages in " + args[0]);
    }

    /** Writes every page into the directory, which is made if need be; returns the files written. */
    public static List<Path> write(Path directory) throws IOException {
        Files.createDirectories(directory);
        CommandLine top = Main.commandLine();
        List<Path> written = new ArrayList<>();
        written.add(write(directory, "gamut", top.getCommandSpec()));
        for (Map.Entry<String, CommandLine> sub : top.getSubcommands().entrySet()) {
            written.add(write(directory, "gamut-" + sub.getKey(), sub.getValue().getCommandSpec()));
        }
        return written;
    }

    private static Path write(Path directory, String name, CommandSpec spec) {
        Path file = directory.resolve(name + ".1");
        try {
            Files.writeString(file, page(name, spec), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    /** One page: name, synopsis, description, arguments, options, commands (on the top page), exit status. */
    static String page(String name, CommandSpec spec) {
        StringBuilder out = new StringBuilder();
        out.append(".TH ").append(quoted(name.toUpperCase(java.util.Locale.ROOT))).append(" 1 \"\" ")
                .append(quoted("gamut " + Version.number())).append(" \"Gamut Manual\"\n");
        String[] description = spec.usageMessage().description();
        out.append(".SH NAME\n").append(text(name)).append(" \\- ")
                .append(text(description.length > 0 ? firstSentence(formatted(description[0])) : "")).append('\n');
        out.append(".SH SYNOPSIS\n.nf\n")
                .append(text(new CommandLine.Help(spec, CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF))
                        .synopsis(0).strip()))
                .append("\n.fi\n");
        if (description.length > 0) {
            out.append(".SH DESCRIPTION\n");
            for (String paragraph : description) {
                out.append(".PP\n").append(text(formatted(paragraph))).append('\n');
            }
        }
        if (!spec.positionalParameters().isEmpty()) {
            out.append(".SH ARGUMENTS\n");
            for (PositionalParamSpec p : spec.positionalParameters()) {
                if (!p.hidden()) {
                    item(out, "\\fI" + text(p.paramLabel()) + "\\fR", p);
                }
            }
        }
        out.append(".SH OPTIONS\n");
        for (OptionSpec o : spec.options()) {
            if (!o.hidden()) {
                String label = o.typeInfo().isBoolean() ? "" : " \\fI" + text(o.paramLabel()) + "\\fR";
                item(out, "\\fB" + text(String.join(", ", o.names())) + "\\fR" + label, o);
            }
        }
        footer(out, spec.usageMessage().footer());
        if (!spec.subcommands().isEmpty()) {
            out.append(".SH COMMANDS\n");
            for (Map.Entry<String, CommandLine> sub : spec.subcommands().entrySet()) {
                String[] lines = sub.getValue().getCommandSpec().usageMessage().description();
                out.append(".TP\n\\fB").append(text(sub.getKey())).append("\\fR\n")
                        .append(text(lines.length > 0 ? formatted(lines[0]).strip() : "")).append("\nSee \\fBgamut\\-")
                        .append(text(sub.getKey())).append("\\fR(1).\n");
            }
        }
        out.append(".SH EXIT STATUS\n")
                .append(".TP\n0\nIt worked: the files are sound, the tests hold, the rule sets are the same.\n")
                .append(".TP\n1\nThe answer is no: a definition that does not check, a test that fails, rule sets that differ.\n")
                .append(".TP\n2\nThe command line is wrong: a bad option or argument, a missing or unreadable file,"
                        + " a bad position or record.\n")
                .append(".TP\n3\nA fault of Gamut or of the machine.\n");
        out.append(".SH SEE ALSO\n").append(name.equals("gamut") ? "" : "\\fBgamut\\fR(1), ")
                .append("the README and docs/language.md of the Gamut sources.\n");
        return out.toString();
    }

    /**
     * What the help prints after the options: the list of players (which options send the reader to as
     * "see Players below") as a section PLAYERS, any other paragraph as NOTES.
     */
    private static void footer(StringBuilder out, String[] footer) {
        boolean notes = false;
        for (String paragraph : formatted(String.join("", footer)).split("\n")) {
            if (paragraph.startsWith(PLAYERS)) {
                out.append(".SH PLAYERS\n").append(text(paragraph.substring(PLAYERS.length()).strip())).append('\n');
            } else if (!paragraph.isBlank()) {
                out.append(notes ? "" : ".SH NOTES\n").append(".PP\n").append(text(paragraph.strip())).append('\n');
                notes = true;
            }
        }
    }

    private static void item(StringBuilder out, String head, ArgSpec arg) {
        String text = formatted(String.join(" ", arg.description()));
        String fallback = arg.defaultValueString();
        text = text.replace("${DEFAULT-VALUE}", fallback == null ? "" : fallback);
        out.append(".TP\n").append(head).append('\n').append(text(text)).append('\n');
    }

    /** As the help prints it: picocli formats descriptions, so '%%' is one per cent sign and '%n' a line break. */
    private static String formatted(String s) {
        try {
            return String.format(java.util.Locale.ROOT, s);
        } catch (java.util.IllegalFormatException e) {
            return s;
        }
    }

    private static String firstSentence(String s) {
        int end = s.indexOf(". ");
        return end < 0 ? s.replaceAll("\\.$", "") : s.substring(0, end);
    }

    private static String quoted(String s) {
        return "\"" + s.replace("\"", "\\(dq") + "\"";
    }

    /** Text as troff reads it literally: backslashes escaped, and no line may start with a control character. */
    static String text(String s) {
        String escaped = s.replace("\\", "\\e").replace("-", "\\-");
        StringBuilder out = new StringBuilder();
        for (String line : escaped.split("\n", -1)) {
            if (out.length() > 0) {
                out.append('\n');
            }
            if (line.startsWith(".") || line.startsWith("'")) {
                out.append("\\&");
            }
            out.append(line);
        }
        return out.toString();
    }
}
