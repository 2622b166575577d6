package gamut.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.text.Segment;
import org.fife.ui.rsyntaxtextarea.Token;
import org.junit.jupiter.api.Test;

/** The definition editor's colouring: the tokens of sample lines, and the keywords against the grammar. */
class GamutTokenMakerTest {
    /** The tokens of a line as "type:text", whitespace left out; the line's last token type at the end. */
    private static List<String> tokens(String line, int initial) {
        char[] chars = line.toCharArray();
        Token t = new GamutTokenMaker().getTokenList(new Segment(chars, 0, chars.length), initial, 100);
        List<String> out = new ArrayList<>();
        int last = Token.NULL;
        for (; t != null && t.isPaintable(); t = t.getNextToken()) {
            last = t.getType();
            if (t.getType() != Token.WHITESPACE) {
                out.add(t.getType() + ":" + t.getLexeme());
            }
        }
        out.add("end " + (t == null ? last : t.getType()));
        return out;
    }

    private static String tok(int type, String text) {
        return type + ":" + text;
    }

    @Test
    void aSampleLine() {
        assertEquals(List.of(tok(Token.RESERVED_WORD, "limit"), tok(Token.LITERAL_NUMBER_DECIMAL_INT, "200"),
                        tok(Token.RESERVED_WORD, "plies"), tok(Token.OPERATOR, "="), tok(Token.OPERATOR, ">"),
                        tok(Token.RESERVED_WORD, "draw"), tok(Token.IDENTIFIER, "my_zone"), tok(Token.SEPARATOR, "{"),
                        tok(Token.LITERAL_STRING_DOUBLE_QUOTE, "\"a \\\"b\\\"\""), tok(Token.LITERAL_BOOLEAN, "true"),
                        tok(Token.COMMENT_EOL, "// why: 200"), "end " + Token.NULL),
                tokens("limit 200 plies => draw my_zone { \"a \\\"b\\\"\" true // why: 200", Token.NULL));
    }

    @Test
    void offsetsAreTheDocument() {
        char[] chars = "xx game".toCharArray();
        Token t = new GamutTokenMaker().getTokenList(new Segment(chars, 3, 4), Token.NULL, 40);
        assertEquals("game", t.getLexeme());
        assertEquals(40, t.getOffset());
    }

    @Test
    void tripleQuotedStringsAndBlockCommentsGoOnAcrossLines() {
        int string = Token.LITERAL_STRING_DOUBLE_QUOTE;
        assertEquals(List.of(tok(Token.RESERVED_WORD, "description"), tok(string, "\"\"\"Two players"), "end " + string),
                tokens("description \"\"\"Two players", Token.NULL));
        assertEquals(List.of(tok(string, "take turns"), "end " + string), tokens("take turns", string));
        assertEquals(List.of(tok(string, ""), "end " + string), tokens("", string)); // an empty line of it
        assertEquals(List.of(tok(string, "end.\"\"\""), tok(Token.RESERVED_WORD, "source"), "end " + Token.NULL),
                tokens("end.\"\"\" source", string));
        int comment = Token.COMMENT_MULTILINE;
        assertEquals(List.of(tok(Token.IDENTIFIER, "x"), tok(comment, "/* one"), "end " + comment),
                tokens("x /* one", Token.NULL));
        assertEquals(List.of(tok(comment, "two */"), tok(Token.RESERVED_WORD, "game"), "end " + Token.NULL),
                tokens("two */ game", comment));
        // a one-line string left open ends with its line
        assertEquals(List.of(tok(string, "\"open"), "end " + Token.NULL), tokens("\"open", Token.NULL));
    }

    @Test
    void theKeywordsAreTheGrammarsLexerWords() throws IOException {
        Path grammar = null;
        for (Path base : new Path[] {Path.of(String.valueOf(System.getProperty("gamut.root"))), Path.of(".."), Path.of(".")}) {
            Path p = base.resolve("grammar/src/main/antlr4/gamut/grammar/Gamut.g4");
            if (Files.isRegularFile(p)) {
                grammar = p;
            }
        }
        Matcher m = Pattern.compile("(?m)^[A-Z_]+\\s*:\\s*'([a-z_]+)'\\s*;").matcher(Files.readString(grammar));
        Set<String> words = new TreeSet<>();
        while (m.find()) {
            words.add(m.group(1));
        }
        assertEquals(words, new TreeSet<>(GamutTokenMaker.KEYWORDS));
    }
}
