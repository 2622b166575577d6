package gamut.ui.view;

import java.util.Set;
import javax.swing.text.Segment;
import org.fife.ui.rsyntaxtextarea.Token;
import org.fife.ui.rsyntaxtextarea.TokenMakerBase;

/**
 * Splits a line of a Gamut definition into tokens for RSyntaxTextArea to colour: the language's
 * keywords (the words of the lexer in Gamut.g4, kept equal to them by a test), other words,
 * numbers, strings in quotes, triple-quoted strings and block comments across lines, and
 * {@code //} comments. A line ending inside a triple-quoted string or a block comment ends on a
 * token of that type, which RSyntaxTextArea hands back as the next line's initial type.
 */
public final class GamutTokenMaker extends TokenMakerBase {
    /** The lexer's words, as in grammar/src/main/antlr4/gamut/grammar/Gamut.g4. */
    static final Set<String> KEYWORDS = Set.of(
            "game", "description", "source", "players", "first", "also", "board", "directions", "pieces", "flags", "zone",
            "track", "setup", "reserve", "define", "moves", "drops", "priority", "turn", "dice", "doubles", "play",
            "end", "repetition", "none", "limit", "plies", "turns", "no_moves", "pass", "variant", "after",
            "fallback", "forbid", "prefer", "must", "opening", "where", "at", "to", "along", "remove", "advance",
            "use", "extends", "grid", "by", "without", "hex", "points", "lines", "of", "then", "off", "as", "when", "one",
            "chosen", "all", "each", "in", "any", "order", "draw", "wins", "loses", "highest", "margin", "step",
            "verify", "repeat", "while", "for", "if", "else", "let", "goto", "move", "drop", "exit", "capture",
            "now", "chain", "land", "promote", "flip", "place", "sow", "royal", "since", "again", "into", "loop",
            "keep", "captures", "go", "hand", "stay", "doubling", "cube", "beneath", "demote", "position",
            "passed", "clock", "rounds", "squares", "test", "under", "perft", "legal", "illegal", "result", "most", "set",
            "clear", "not", "and", "or", "true", "false", "break", "show", "symbol", "image", "computer", "elo", "compensation",
            "scramble", "notation", "origin", "needed", "marks", "letter", "written", "toward", "check", "mate", "number",
            "places", "finishes", "avoids");

    /**
     * The words the grammar reads as plain names and its builder checks, which no lexer rule
     * holds ({@code board grid W by H with edges and vertices}, {@code every cell but d4},
     * {@code scramble 200 moves seed 15}, {@code chain distinct}, {@code stone unlimited}): keywords
     * to the writer all the same. Tests keep them equal to the words the grammar's comments quote
     * after such a label and the words the builders compare a name with.
     */
    static final Set<String> CONTEXT_WORDS = Set.of("with", "edges", "vertices", "every", "cell", "but", "seed",
            "distinct", "unlimited");

    /** A triple-quoted string, open across lines. */
    private static final int LONG_STRING = Token.LITERAL_STRING_DOUBLE_QUOTE;
    private static final int BLOCK_COMMENT = Token.COMMENT_MULTILINE;

    @Override
    public Token getTokenList(Segment text, int initialTokenType, int startOffset) {
        resetTokenList();
        char[] a = text.array;
        int end = text.offset + text.count;
        // The document offset of array index i is i + shift.
        int shift = startOffset - text.offset;
        int i = text.offset;
        if (initialTokenType == LONG_STRING || initialTokenType == BLOCK_COMMENT) {
            String close = initialTokenType == LONG_STRING ? "\"\"\"" : "*/";
            int closed = find(a, i, end, close);
            if (closed < 0) {
                addToken(a, i, end - 1, initialTokenType, i + shift);
                return firstToken;
            }
            addToken(a, i, closed + close.length() - 1, initialTokenType, i + shift);
            i = closed + close.length();
        }
        while (i < end) {
            int start = i;
            char c = a[i];
            if (Character.isWhitespace(c)) {
                while (i < end && Character.isWhitespace(a[i])) {
                    i++;
                }
                addToken(a, start, i - 1, Token.WHITESPACE, start + shift);
            } else if (starts(a, i, end, "//")) {
                addToken(a, start, end - 1, Token.COMMENT_EOL, start + shift);
                i = end;
            } else if (starts(a, i, end, "/*") || starts(a, i, end, "\"\"\"")) {
                boolean comment = c == '/';
                String close = comment ? "*/" : "\"\"\"";
                int closed = find(a, i + close.length(), end, close);
                int type = comment ? BLOCK_COMMENT : LONG_STRING;
                if (closed < 0) {
                    addToken(a, start, end - 1, type, start + shift);
                    return firstToken; // open: the next line goes on in it
                }
                i = closed + close.length();
                addToken(a, start, i - 1, type, start + shift);
            } else if (c == '"') {
                i = stringEnd(a, i + 1, end);
                addToken(a, start, i - 1, Token.LITERAL_STRING_DOUBLE_QUOTE, start + shift);
            } else if (Character.isDigit(c)) {
                while (i < end && Character.isDigit(a[i])) {
                    i++;
                }
                addToken(a, start, i - 1, Token.LITERAL_NUMBER_DECIMAL_INT, start + shift);
            } else if (isWordStart(c)) {
                while (i < end && isWordPart(a[i])) {
                    i++;
                }
                addToken(a, start, i - 1, wordType(new String(a, start, i - start)), start + shift);
            } else {
                i++;
                addToken(a, start, start, "{}()[]".indexOf(c) >= 0 ? Token.SEPARATOR : Token.OPERATOR, start + shift);
            }
        }
        addNullToken();
        return firstToken;
    }

    private static int wordType(String word) {
        if (word.equals("true") || word.equals("false")) {
            return Token.LITERAL_BOOLEAN;
        }
        return KEYWORDS.contains(word) || CONTEXT_WORDS.contains(word) ? Token.RESERVED_WORD : Token.IDENTIFIER;
    }

    /** Past the closing quote of a one-line string (a backslash escapes the next character), or the line's end. */
    private static int stringEnd(char[] a, int i, int end) {
        while (i < end) {
            if (a[i] == '\\') {
                i += 2;
            } else if (a[i++] == '"') {
                return i;
            }
        }
        return end;
    }

    private static boolean starts(char[] a, int i, int end, String s) {
        if (end - i < s.length()) {
            return false;
        }
        for (int k = 0; k < s.length(); k++) {
            if (a[i + k] != s.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    private static int find(char[] a, int from, int end, String s) {
        for (int i = from; i < end; i++) {
            if (starts(a, i, end, s)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isWordStart(char c) {
        return c < 128 && (Character.isLetter(c) || c == '_');
    }

    private static boolean isWordPart(char c) {
        return c < 128 && (Character.isLetterOrDigit(c) || c == '_');
    }

    @Override
    public boolean isIdentifierChar(int languageIndex, char ch) {
        return isWordPart(ch);
    }

    @Override
    public String[] getLineCommentStartAndEnd(int languageIndex) {
        return new String[] {"//", null};
    }

    @Override
    public boolean getCurlyBracesDenoteCodeBlocks(int languageIndex) {
        return true;
    }

    @Override
    public boolean getMarkOccurrencesOfTokenType(int type) {
        return type == Token.IDENTIFIER;
    }
}
