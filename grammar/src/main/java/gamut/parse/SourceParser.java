package gamut.parse;

import gamut.ast.GameFile;
import gamut.ast.Item;
import gamut.base.Diagnostic;
import gamut.base.LargeStack;
import gamut.base.Limits;
import gamut.base.Pos;
import gamut.base.SourceText;
import gamut.grammar.GamutLexer;
import gamut.grammar.GamutParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ListTokenSource;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ErrorNode;
import org.antlr.v4.runtime.tree.ParseTreeListener;
import org.antlr.v4.runtime.tree.TerminalNode;

/** The front door of the grammar module: text in, AST or diagnostics out. No ANTLR type leaks out. */
public final class SourceParser {
    /** Beyond this many syntax errors the rest is noise from error recovery. */
    private static final int MAX_ERRORS = 20;

    private SourceParser() {}

    public record Result(GameFile file, List<Diagnostic> diagnostics) {
        public boolean ok() {
            return file != null && diagnostics.isEmpty();
        }
    }

    /**
     * Parses and builds the syntax tree. A UTF-8 byte-order mark at the start is skipped; a file
     * nested more deeply than {@link gamut.base.Limits#NESTING} is refused with one diagnostic at
     * the first place too deep, whatever the stack of the calling thread.
     */
    public static Result parse(String fileName, String text) {
        return LargeStack.call(() -> parseHere(fileName, text));
    }

    private static Result parseHere(String fileName, String text) {
        // A lone CR ends a line as LF does; the lexer counts lines by LF only.
        String source = SourceText.withLineFeeds(withoutByteOrderMark(text));
        Diagnostic tooLong = tooLong(fileName, source);
        if (tooLong != null) {
            return new Result(null, List.of(tooLong));
        }
        List<Diagnostic> diagnostics = new ArrayList<>();
        Collector collector = new Collector(fileName, diagnostics, MAX_ERRORS);
        GamutLexer lexer = new GamutLexer(CharStreams.fromString(source, fileName));
        lexer.removeErrorListeners();
        lexer.addErrorListener(collector);
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        tokens.fill();
        Diagnostic tooDeep = Nesting.brackets(fileName, tokens.getTokens());
        if (tooDeep != null) {
            return new Result(null, List.of(tooDeep));
        }
        // A mistake recognised by its shape (Mistakes) is reported, repaired in the tokens, and the
        // file read again, so that its knock-on errors never show; other errors end the reading.
        List<Token> all = List.copyOf(tokens.getTokens());
        List<Diagnostic> lexical = List.copyOf(diagnostics);
        List<Diagnostic> recognised = new ArrayList<>();
        GamutParser.FileContext tree;
        ItemsAsRead items;
        while (true) {
            diagnostics.clear();
            diagnostics.addAll(lexical);
            collector = new Collector(fileName, diagnostics, MAX_ERRORS - recognised.size());
            items = new ItemsAsRead(new AstBuilder(fileName, source, new ArrayList<>()), diagnostics);
            tree = read(tokens, collector, items);
            Mistakes.Found found = collector.found;
            if (tree == null) {
                return new Result(null, List.copyOf(diagnostics));
            }
            if (found == null || recognised.size() >= MAX_ERRORS - 1 || !repaired(fileName, all, found)) {
                break;
            }
            recognised.add(new Diagnostic(Nesting.pos(fileName, found.at()), found.message()));
            tokens = stream(all);
        }
        diagnostics.addAll(0, recognised);
        openComment(fileName, Nesting.openComment(tokens.getTokens()), diagnostics);
        if (!diagnostics.isEmpty()) {
            return new Result(null, List.copyOf(diagnostics));
        }
        GameFile file = items.builder.build(tree, items.items);
        diagnostics.addAll(items.builder.diagnostics);
        return new Result(diagnostics.isEmpty() ? file : null, List.copyOf(diagnostics));
    }

    /**
     * A definition longer than {@link Limits#DEFINITION_BYTES} bytes of UTF-8, reported where it
     * goes beyond them; null when it does not.
     */
    static Diagnostic tooLong(String fileName, String source) {
        if (source.length() <= Limits.DEFINITION_BYTES / 3) {
            return null;
        }
        long bytes = 0;
        int beyond = -1;
        for (int i = 0; i < source.length(); i++) {
            char c = source.charAt(i);
            // A character outside the BMP is two surrogates and four bytes.
            bytes += c < 0x80 ? 1 : c < 0x800 || Character.isSurrogate(c) ? 2 : 3;
            if (bytes > Limits.DEFINITION_BYTES && beyond < 0) {
                beyond = i;
            }
        }
        if (beyond < 0) {
            return null;
        }
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < beyond; i++) {
            if (source.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new Diagnostic(new Pos(fileName, line, beyond - lineStart + 1), String.format(Locale.ROOT,
                "definition too long: it has %,d bytes, and a definition holds at most %,d (%d MiB); here it goes beyond",
                bytes, Limits.DEFINITION_BYTES, Limits.DEFINITION_BYTES >> 20));
    }

    /**
     * Builds each item of the file as soon as the parser has read it, and takes its parse tree out
     * of the file's, so that the parse tree of a large file is never whole: the tree of one item
     * weighs tens of times its text. Nothing is built once the reading has met an error (the
     * reading then gives no file).
     */
    private static final class ItemsAsRead implements ParseTreeListener {
        final AstBuilder builder;
        final List<Item> items = new ArrayList<>();
        private final List<Diagnostic> errors;
        private Nesting.Parser parser;

        ItemsAsRead(AstBuilder builder, List<Diagnostic> errors) {
            this.builder = builder;
            this.errors = errors;
        }

        @Override
        public void exitEveryRule(ParserRuleContext ctx) {
            if (ctx instanceof GamutParser.ItemContext item && item.getParent() instanceof GamutParser.FileContext file
                    && errors.isEmpty() && !parser.gaveUp()) {
                builder.item(item, items);
                file.removeLastChild();
            }
        }

        @Override
        public void enterEveryRule(ParserRuleContext ctx) {}

        @Override
        public void visitTerminal(TerminalNode node) {}

        @Override
        public void visitErrorNode(ErrorNode node) {}
    }

    /**
     * The parse tree, or null (with the one diagnostic in the collector's list) when nested too
     * deeply; {@code items} (or null) builds the items as they are read.
     */
    private static GamutParser.FileContext read(CommonTokenStream tokens, Collector collector, ItemsAsRead items) {
        Nesting.Parser parser = new Nesting.Parser(tokens);
        parser.removeErrorListeners();
        parser.addErrorListener(collector);
        // Each rule's list of children is cut to its size as the rule ends (a list starts with room for ten).
        parser.setTrimParseTree(true);
        if (items != null) {
            items.parser = parser;
            parser.addParseListener(items);
        }
        try {
            return parser.file();
        } catch (Nesting.TooDeep e) {
            collector.diagnostics.clear();
            collector.diagnostics.add(new Diagnostic(Nesting.pos(collector.fileName, e.at), Nesting.TOO_DEEP));
            return null;
        }
    }

    /**
     * Repairs the tokens. A repair that can be undone is a guess (a keyword read as a name): it is
     * kept only when the reading then gets past the mistake.
     */
    private static boolean repaired(String fileName, List<Token> all, Mistakes.Found found) {
        found.repair().run();
        if (found.undo() == null) {
            return true;
        }
        List<Diagnostic> trial = new ArrayList<>();
        if (read(stream(all), new Collector(fileName, trial, 1), null) != null
                && (trial.isEmpty() || Mistakes.after(trial.get(0).pos(), found.at()))) {
            return true;
        }
        found.undo().run();
        return false;
    }

    private static CommonTokenStream stream(List<Token> tokens) {
        CommonTokenStream stream = new CommonTokenStream(new ListTokenSource(tokens));
        stream.fill();
        return stream;
    }

    /** The text without the UTF-8 byte-order mark it may start with (an editor's mark, not part of the text). */
    public static String withoutByteOrderMark(String text) {
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /**
     * A comment left open hides the rest of the file, so what the parser then missed (a '}' at the
     * end, say) is a consequence: only the comment is reported, with what came before it.
     */
    private static void openComment(String fileName, Token comment, List<Diagnostic> diagnostics) {
        if (comment == null) {
            return;
        }
        Pos at = Nesting.pos(fileName, comment);
        diagnostics.removeIf(d -> d.pos().line() > at.line()
                || d.pos().line() == at.line() && d.pos().column() >= at.column());
        diagnostics.add(new Diagnostic(at, "comment not closed: '/*' has no '*/'"));
    }

    /** Words that begin an item: met inside a block, they mean the block was not closed. */
    private static final java.util.Set<Integer> ITEM_KEYWORDS = java.util.Set.of(
            GamutLexer.DESCRIPTION, GamutLexer.SOURCE, GamutLexer.PLAYERS, GamutLexer.FIRST, GamutLexer.BOARD,
            GamutLexer.FLAGS, GamutLexer.ZONE, GamutLexer.TRACK, GamutLexer.SETUP, GamutLexer.DEFINE,
            GamutLexer.MOVES, GamutLexer.DROPS, GamutLexer.AFTER, GamutLexer.PRIORITY, GamutLexer.FALLBACK,
            GamutLexer.TURN, GamutLexer.FORBID, GamutLexer.PREFER, GamutLexer.END, GamutLexer.REPETITION,
            GamutLexer.LIMIT, GamutLexer.NO_MOVES, GamutLexer.KEEP, GamutLexer.CAPTURES, GamutLexer.DEMOTE, GamutLexer.ROYAL,
            GamutLexer.COMPUTER, GamutLexer.VARIANT, GamutLexer.PASS, GamutLexer.NOTATION);

    private static final int CLOSE_BRACE = literalType("'}'");

    static int literalType(String literal) {
        for (int type = 0; type <= GamutLexer.VOCABULARY.getMaxTokenType(); type++) {
            if (literal.equals(GamutLexer.VOCABULARY.getLiteralName(type))) {
                return type;
            }
        }
        throw new IllegalStateException("no token " + literal);
    }

    /** Turns ANTLR's messages into ours, with the offending text quoted. */
    private static final class Collector extends BaseErrorListener {
        private final String fileName;
        private final List<Diagnostic> diagnostics;
        private final int limit;
        private boolean met;
        /** The first error of this reading, when it is a mistake {@link Mistakes} recognises. */
        Mistakes.Found found;

        Collector(String fileName, List<Diagnostic> diagnostics, int limit) {
            this.fileName = fileName;
            this.diagnostics = diagnostics;
            this.limit = limit;
        }

        @Override
        public void syntaxError(Recognizer<?, ?> recognizer, Object offending, int line, int column,
                                String message, RecognitionException e) {
            if (!met && recognizer instanceof GamutParser parser && offending instanceof Token token
                    && !missingBrace(parser, token)) {
                found = Mistakes.recognise(parser, token, parser.getTokenStream());
            }
            met |= recognizer instanceof GamutParser;
            if (diagnostics.size() >= limit) {
                return;
            }
            diagnostics.add(new Diagnostic(new Pos(fileName, line, column + 1), reword(recognizer, offending, message)));
        }

        private static String reword(Recognizer<?, ?> recognizer, Object offending, String message) {
            String found = offending instanceof Token token ? describe(token) : null;
            String expecting = "";
            int at = message.indexOf(" expecting ");
            if (at >= 0) {
                expecting = message.substring(at + " expecting ".length());
                if (expecting.startsWith("{") && expecting.length() > 80) {
                    expecting = "";
                }
            }
            if (message.startsWith("token recognition error")) {
                return "unexpected character " + message.substring(message.indexOf("'"));
            }
            if (offending instanceof Token token && token.getType() == GamutLexer.UNTERMINATED_STRING) {
                return token.getText().startsWith("\"\"\"")
                        ? "unterminated string: the \"\"\" opened here is never closed"
                        : "unterminated string: a \"...\" string must end on the line it starts";
            }
            if (found == null) {
                return message;
            }
            expecting = readable(expecting);
            if (expecting.startsWith("{") && expecting.endsWith("}")) {
                String[] options = expecting.substring(1, expecting.length() - 1).split(", ");
                if (options.length <= 4) {
                    expecting = options.length == 1 ? options[0] : String.join(", ",
                            java.util.Arrays.copyOf(options, options.length - 1)) + " or " + options[options.length - 1];
                }
            }
            if (recognizer instanceof GamutParser parser && offending instanceof Token token && missingBrace(parser, token)) {
                return "missing '}' before " + found;
            }
            if (message.startsWith("missing ")) {
                String what = readable(message.substring("missing ".length(), message.indexOf(" at ")));
                if (what.startsWith("{")) {
                    java.util.List<String> options = java.util.Arrays.asList(what.substring(1, what.length() - 1).split(", "));
                    if (options.size() > 4) {
                        return "unexpected " + found;
                    }
                    what = options.size() == 1 ? options.get(0)
                            : String.join(", ", options.subList(0, options.size() - 1)) + " or " + options.get(options.size() - 1);
                }
                return "missing " + what + " before " + found;
            }
            return expecting.isEmpty()
                    ? "unexpected " + found
                    : "unexpected " + found + ", expecting " + expecting;
        }

        /** A word that starts an item, met where a block could still close: the block was left open. */
        private static boolean missingBrace(GamutParser parser, Token token) {
            return ITEM_KEYWORDS.contains(token.getType()) && parser.getExpectedTokens().contains(CLOSE_BRACE)
                    && !Mistakes.followedAsName(parser.getTokenStream(), token);
        }

        /** ANTLR's token names in an "expecting" list, in words. */
        private static String readable(String expecting) {
            return expecting.replace("<EOF>", "end of file").replace("INT", "a number")
                    .replace("STRING", "a string").replace("ID", "a name");
        }

        private static String describe(Token token) {
            if (token.getType() == Token.EOF) {
                return "end of file";
            }
            return "'" + token.getText().replace("\n", "\\n") + "'";
        }
    }
}
