package gamut.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /**
     * The words the grammar reads as a plain name under a label ({@code with=ID}) and names in its
     * comments as a phrase from that label on ('with edges and vertices'): those not lexer words are
     * the token maker's context words, one added to the grammar without them fails here.
     */
    @Test
    void theGrammarsContextWordsAreKeywordsToo() throws IOException {
        String grammar = Files.readString(grammar());
        Set<String> labels = new TreeSet<>();
        Matcher label = Pattern.compile("\\b([a-z_]+)=ID\\b").matcher(grammar);
        while (label.find()) {
            labels.add(label.group(1));
        }
        Set<String> words = new TreeSet<>();
        Matcher comment = Pattern.compile("//[^\\n]*").matcher(grammar);
        while (comment.find()) {
            Matcher quoted = Pattern.compile("'([a-z_ ]+)'").matcher(comment.group());
            while (quoted.find()) {
                List<String> phrase = List.of(quoted.group(1).split(" "));
                if (labels.contains(phrase.get(0))) {
                    phrase.stream().filter(w -> !GamutTokenMaker.KEYWORDS.contains(w)).forEach(words::add);
                }
            }
        }
        assertEquals(Set.of("with", "edges", "vertices"), words);
        assertTrue(GamutTokenMaker.CONTEXT_WORDS.containsAll(words), words.toString());
        assertEquals(List.of(tok(Token.RESERVED_WORD, "board"), tok(Token.RESERVED_WORD, "grid"),
                tok(Token.LITERAL_NUMBER_DECIMAL_INT, "3"), tok(Token.RESERVED_WORD, "by"),
                tok(Token.LITERAL_NUMBER_DECIMAL_INT, "3"), tok(Token.RESERVED_WORD, "with"),
                tok(Token.RESERVED_WORD, "edges"), tok(Token.RESERVED_WORD, "and"), tok(Token.RESERVED_WORD, "vertices"),
                "end " + Token.NULL), tokens("board grid 3 by 3 with edges and vertices", Token.NULL));
    }

    /**
     * The words the builders check a plain name against ({@code ctx.seedWord.getText().equals("seed")},
     * {@code words.equals("with edges")}): in the grammar's builders and the checker, every word of
     * such a string that is not a lexer word is a context word, and every context word is one of them.
     * A builder that comes to check a new word fails here until the editor colours it.
     */
    @Test
    void theWordsTheBuildersCheckAreKeywordsToo() throws IOException {
        Path root = grammar().getParent().getParent().getParent().getParent().getParent().getParent().getParent();
        Set<String> words = new TreeSet<>();
        for (Path dir : List.of(root.resolve("grammar/src/main/java/gamut"),
                root.resolve("interpreter/src/main/java/gamut/check"))) {
            try (var files = Files.walk(dir)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    Matcher m = Pattern.compile("\\.equals\\(\"([a-z_ ]+)\"\\)").matcher(Files.readString(f));
                    while (m.find()) {
                        List.of(m.group(1).split(" ")).stream().filter(w -> !GamutTokenMaker.KEYWORDS.contains(w))
                                .forEach(words::add);
                    }
                }
            }
        }
        assertEquals(new TreeSet<>(GamutTokenMaker.CONTEXT_WORDS), words);
        assertEquals(List.of(tok(Token.RESERVED_WORD, "every"), tok(Token.RESERVED_WORD, "cell"),
                tok(Token.RESERVED_WORD, "but"), tok(Token.IDENTIFIER, "d4"), "end " + Token.NULL),
                tokens("every cell but d4", Token.NULL));
    }

    private static Path grammar() {
        for (Path base : new Path[] {Path.of(String.valueOf(System.getProperty("gamut.root"))), Path.of(".."), Path.of(".")}) {
            Path p = base.resolve("grammar/src/main/antlr4/gamut/grammar/Gamut.g4");
            if (Files.isRegularFile(p)) {
                return p;
            }
        }
        throw new AssertionError("Gamut.g4 is not found");
    }
}
