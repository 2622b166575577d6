package gamut.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The tokens of a definition, a record or a position, by a small scanner that follows the lexer
 * rules of Gamut.g4. The generated lexer (package gamut.grammar) is not exported to the interpreter,
 * whose module these tests run in, so the fuzzer scans for itself; only words, numbers, strings and
 * punctuation are mutated, never the white space and comments between them.
 */
final class Tokens {
    enum Kind { WORD, NUMBER, STRING, PUNCT }

    /** One token: its kind and where it stands in the text, {@code [start, end)}. */
    record Token(Kind kind, int start, int end) {
        String text(String source) {
            return source.substring(start, end);
        }
    }

    private static final Pattern LITERAL = Pattern.compile("'((?:[^'\\\\\\n]|\\\\.)+)'");
    /** A keyword, or one to three characters of punctuation without quotes or backslashes. */
    private static final Pattern USABLE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*|[^\\sA-Za-z0-9'\"\\\\]{1,3}");

    private Tokens() {}

    /** The tokens of the text, white space and comments left out. */
    static List<Token> scan(String text, Set<String> operators) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            int end;
            Kind kind;
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            } else if (text.startsWith("//", i)) {
                i = lineEnd(text, i);
                continue;
            } else if (text.startsWith("/*", i)) {
                int close = text.indexOf("*/", i + 2);
                i = close < 0 ? n : close + 2;
                continue;
            } else if (text.startsWith("\"\"\"", i)) {
                int close = text.indexOf("\"\"\"", i + 3);
                end = close < 0 ? n : close + 3;
                kind = Kind.STRING;
            } else if (c == '"') {
                end = stringEnd(text, i + 1);
                kind = Kind.STRING;
            } else if (Character.isLetter(c) || c == '_') {
                end = run(text, i, true);
                kind = Kind.WORD;
            } else if (c >= '0' && c <= '9') {
                end = run(text, i, false);
                kind = Kind.NUMBER;
            } else {
                end = i + operatorLength(text, i, operators);
                kind = Kind.PUNCT;
            }
            out.add(new Token(kind, i, end));
            i = end;
        }
        return out;
    }

    private static int lineEnd(String text, int from) {
        int end = from;
        while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
            end++;
        }
        return end;
    }

    private static int stringEnd(String text, int from) {
        int i = from;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '"') {
                return i + 1;
            }
            if (c == '\n' || c == '\r') {
                return i;
            }
            i += c == '\\' ? 2 : 1;
        }
        return text.length();
    }

    private static int run(String text, int from, boolean word) {
        int i = from + 1;
        while (i < text.length()) {
            char c = text.charAt(i);
            boolean more = word ? Character.isLetterOrDigit(c) || c == '_' : c >= '0' && c <= '9';
            if (!more) {
                break;
            }
            i++;
        }
        return i;
    }

    /** The grammar's operators are one or two characters long ({@code ==}, {@code ..}, {@code =>}): the longer wins. */
    private static int operatorLength(String text, int at, Set<String> operators) {
        return at + 2 <= text.length() && operators.contains(text.substring(at, at + 2)) ? 2 : 1;
    }

    /**
     * The literal tokens of the grammar, keywords and punctuation, read from Gamut.g4 ({@code 'game'},
     * {@code '=>'}, ...): the vocabulary a replaced token is drawn from.
     */
    static Set<String> grammarLiterals(Path grammar) {
        String text;
        try {
            text = Files.readString(grammar);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Set<String> out = new TreeSet<>();
        Matcher m = LITERAL.matcher(text);
        while (m.find()) {
            String literal = m.group(1);
            if (USABLE.matcher(literal).matches() && !literal.equals("//") && !literal.equals("/*")
                    && !literal.equals("*/")) {
                out.add(literal);
            }
        }
        return out;
    }

    /** The literals made of punctuation only: {@code ==}, {@code ..}, {@code =>} ... */
    static Set<String> operators(Set<String> literals) {
        Set<String> out = new TreeSet<>();
        for (String literal : literals) {
            if (!Character.isLetterOrDigit(literal.charAt(0)) && literal.charAt(0) != '_') {
                out.add(literal);
            }
        }
        return out;
    }
}
