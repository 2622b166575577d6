package gamut.app;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code gamut generate-completion}: picocli's bash and zsh completion of every command and option,
 * with what picocli cannot know added: the variants of the definition file on the command line after
 * {@code -v} (read from the file by the shell, since starting Java at each key press is too slow), the
 * next player after a comma in a list of players, and files for the commands whose FILE may carry
 * variants ({@code FILE:V}), which picocli takes for words.
 */
@Command(name = "generate-completion", mixinStandardHelpOptions = true,
        description = {"Print a bash or zsh script that completes gamut's commands and options.",
                "Run 'source <(gamut generate-completion)' to use it in this shell, or add that line to ~/.bashrc."
                        + " It completes commands, options, files, the players of --player1, --player2 and --players,"
                        + " and after -v the variants of the definition file already on the command line."})
final class CompletionCommand implements Callable<Integer> {
    /** The shell function that lists a file's variants: every 'variant NAME' that starts a line. */
    static final String VARIANTS_FUNCTION = """
            # The variants of the definition file on the command line (the first word ending in .gamut that
            # is a file, FILE:V read as FILE), for -v and --variants; words before a comma are kept.
            function _gamut_variants() {
              local word file=""
              for word in "${COMP_WORDS[@]}"; do
                word="${word%%:*}"
                if [[ "$word" == *.gamut && -f "$word" ]]; then file="$word"; break; fi
              done
              [ -n "$file" ] || return 0
              local IFS=$'\\n'
              _gamut_after_comma "$1" $2 $(sed -n 's/^[[:space:]]*variant[[:space:]][[:space:]]*\\([^[:space:]{]*\\).*/\\1/p' "$file")
            }

            # The words that complete the current one after its last comma (a list such as P1,P2 or A,B).
            function _gamut_after_comma() {
              local current="$1" prefix=""
              shift
              [[ "$current" == *,* ]] && prefix="${current%,*},"
              local IFS=$'\\n'
              compgen -P "$prefix" -W "$*" -- "${current##*,}"
            }

            """;

    /** The commands whose FILE picocli sees as words (FILE[:V,...]): they complete files as the others do. */
    private static final String[] FILE_WORDS = {"play", "match", "tournament"};

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        // Unix line ends whatever the system: a script with CR LF fails in strange ways.
        out.print(script(AutoComplete.bash(spec.root().name(), spec.root().commandLine())) + "\n");
        out.flush();
        return 0;
    }

    /** Picocli's script with the completions it cannot give added (see the class). */
    static String script(String picocli) {
        String s = picocli.replace("\r\n", "\n");
        s = s.replace("    -v|--variant)\n      return\n",
                "    -v|--variant)\n      COMPREPLY=( $(_gamut_variants \"${curr_word}\") )\n      return\n");
        s = s.replace("    --variants)\n      return\n",
                "    --variants)\n      COMPREPLY=( $(_gamut_variants \"${curr_word}\" base) )\n      return\n");
        // A list of players: the candidates after the last comma, not only for the first player.
        Matcher players = Pattern.compile("(    --players\\)\n      local IFS=\\$'\\\\n'\n      COMPREPLY=\\( \\$\\( )"
                + "compReplyArray (\"\\$\\{[A-Za-z0-9_]+\\[@]}\")").matcher(s);
        s = players.replaceAll(m -> Matcher.quoteReplacement(m.group(1) + "_gamut_after_comma \"${curr_word}\" " + m.group(2)));
        for (String command : FILE_WORDS) {
            s = filesFor(s, command);
        }
        int complete = s.lastIndexOf("\ncomplete -F ");
        return s.substring(0, complete + 1) + VARIANTS_FUNCTION + s.substring(complete + 1);
    }

    /** The command's positional words completed as file names, as picocli does for a FILE that is a path. */
    private static String filesFor(String script, String command) {
        int start = script.indexOf("\nfunction _picocli_gamut_" + command + "() {");
        int end = script.indexOf("\n}\n", start);
        String body = script.substring(start, end);
        String fixed = body.replace("    local positionals=\"\"\n    local IFS=$'\\n'\n",
                "    local positionals=\"\"\n    local IFS=$'\\n'\n    type compopt &>/dev/null && compopt -o filenames\n"
                        + "    positionals=$( compgen -f -- \"${curr_word}\" ) # files\n");
        return script.substring(0, start) + fixed + script.substring(end);
    }
}
