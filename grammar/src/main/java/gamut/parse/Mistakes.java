package gamut.parse;

import gamut.grammar.GamutLexer;
import gamut.grammar.GamutParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.atn.ATN;
import org.antlr.v4.runtime.atn.ATNState;
import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * Common mistakes the parser recognises by their shape, to say what is wrong in the words of the
 * language rather than of the grammar: a keyword used as a name, and a line that is no statement.
 * Each comes with a repair of the tokens (the keyword read as a name, the line left out), so that
 * reading on finds the real next mistake instead of the knock-on errors of this one.
 */
final class Mistakes {
    private Mistakes() {}

    /**
     * A mistake found: the message, where it is, and how to repair the tokens to read on; a guess
     * comes with a way to undo its repair (null for a sure repair).
     */
    record Found(Token at, String message, Runnable repair, Runnable undo) {
        Found(Token at, String message, Runnable repair) {
            this(at, message, repair, null);
        }
    }

    /** Whether the position lies after the token. */
    static boolean after(gamut.base.Pos pos, Token token) {
        return pos.line() > token.getLine()
                || pos.line() == token.getLine() && pos.column() > token.getCharPositionInLine() + 1;
    }

    private static final IntervalSet NAMES = first(GamutParser.RULE_word);
    private static final int OPEN_PAREN = SourceParser.literalType("'('");
    private static final int EQUALS = SourceParser.literalType("'='");
    /** What follows a name being declared or called: a keyword before one of these was meant as a name. */
    private static final java.util.Set<Integer> NAME_FOLLOWERS = java.util.Set.of(OPEN_PAREN, EQUALS,
            SourceParser.literalType("':'"), SourceParser.literalType("','"), SourceParser.literalType("')'"),
            GamutLexer.IN, GamutLexer.OF);

    /** The words that start a statement, in the order of the grammar's statement alternatives. */
    static final List<String> STATEMENT_WORDS = statementWords();

    /** Whether the token is a reserved word: a keyword that cannot serve as a name. */
    static boolean isKeyword(Token token) {
        String literal = GamutLexer.VOCABULARY.getLiteralName(token.getType());
        return literal != null && literal.matches("'[a-z_]+'") && !NAMES.contains(token.getType());
    }

    /** The mistake the parser met at {@code offending}, if it is one of those recognised here, or null. */
    static Found recognise(Parser parser, Token offending, TokenStream tokens) {
        if (!(offending instanceof CommonToken token) || token.getType() == Token.EOF) {
            return null;
        }
        IntervalSet expected = parser.getExpectedTokens();
        boolean statementStart = expected.contains(GamutLexer.STEP);
        Token previous = previous(tokens, token);
        Token next = next(tokens, token);
        ParserRuleContext context = parser.getContext();
        if (context instanceof GamutParser.CallStatementContext call && token.getType() != OPEN_PAREN) {
            return notAStatement(call.getStart(), tokens);
        }
        if (!isKeyword(token)) {
            return null;
        }
        // A guess, kept only when reading the keyword as a name gets the parser past it.
        if (next != null && NAME_FOLLOWERS.contains(next.getType()) || NAMES.and(expected).equals(expected)
                || !statementStart && previous != null && previous.getLine() == token.getLine()) {
            int type = token.getType();
            return new Found(token, "'" + token.getText() + "' is a keyword; choose another name",
                    () -> token.setType(GamutLexer.ID), () -> token.setType(type));
        }
        if (!expected.contains(GamutLexer.ID)) {
            return null;
        }
        if (statementStart && previous != null && previous.getLine() == token.getLine()) {
            String takes = takesNoValue(previous, token.getType() == GamutLexer.TO ? next : token);
            return new Found(token, takes != null ? takes : "'" + token.getText() + "' cannot start a statement; "
                    + statements(), () -> hideRestOfLine(tokens, token));
        }
        return null;
    }

    /** A line that starts with a name not followed by '(': no statement, unless a word before explains it. */
    private static Found notAStatement(Token name, TokenStream tokens) {
        Token before = previous(tokens, name);
        Token first = before != null ? previous(tokens, before) : null;
        Token after = next(tokens, name);
        String text = name.getText();
        if (first != null && first.getLine() == name.getLine()
                && (first.getType() == GamutLexer.SET || first.getType() == GamutLexer.CLEAR)) {
            boolean set = first.getType() == GamutLexer.SET;
            return new Found(first, "'" + first.getText() + " " + before.getText() + " " + text + "' is not a statement: '"
                    + first.getText() + "' " + (set ? "gives a piece a flag" : "takes a flag away from a piece")
                    + ", '" + first.getText() + " FLAG [at CELL]'; a piece's kind changes with 'promote to KIND'",
                    () -> hideRestOfLine(tokens, first));
        }
        String takes = before != null && before.getLine() == name.getLine() ? takesNoValue(before, name) : null;
        String message;
        if (takes != null) {
            message = takes;
        } else if (after != null && after.getType() == EQUALS) {
            message = "'" + text + " = ...' is not a statement: to give a variable a value write 'let " + text + " = ...'";
        } else {
            message = "'" + text + "' is not a statement; " + statements();
        }
        return new Found(name, message, () -> hideRestOfLine(tokens, name));
    }

    /** What a statement that takes nothing says when something follows it on its line, or null. */
    private static String takesNoValue(Token statement, Token what) {
        String cell = what != null && (what.getType() == GamutLexer.ID || what.getType() == GamutLexer.INT)
                ? what.getText() : "CELL";
        return switch (statement.getType()) {
            case GamutLexer.MOVE -> "'move' takes no cell: it moves the piece to the cursor's cell; put the cursor"
                    + " there first, with 'goto " + cell + "'";
            case GamutLexer.DROP -> "'drop' takes no cell: it places the piece on the cursor's cell; put the cursor"
                    + " there first, with 'goto " + cell + "'";
            case GamutLexer.CAPTURE -> "'capture' takes the pieces under the cursor; to take them elsewhere write"
                    + " 'capture at " + cell + "'";
            default -> null;
        };
    }

    private static String statements() {
        return "a statement is " + String.join(", ", STATEMENT_WORDS) + " or a macro call NAME(...)";
    }

    /** The tokens from this one to the end of its line are left out when reading on. */
    private static void hideRestOfLine(TokenStream tokens, Token from) {
        for (int i = from.getTokenIndex(); i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.getType() == Token.EOF || t.getLine() != from.getLine()) {
                break;
            }
            ((CommonToken) t).setChannel(Token.HIDDEN_CHANNEL);
        }
    }

    private static Token previous(TokenStream tokens, Token token) {
        for (int i = token.getTokenIndex() - 1; i >= 0; i--) {
            if (tokens.get(i).getChannel() == Token.DEFAULT_CHANNEL) {
                return tokens.get(i);
            }
        }
        return null;
    }

    /**
     * Whether the next token is one that follows a name ('(', ':', '=', ...), never the word after
     * a keyword that starts an item: such a keyword is then a name, not a new item.
     */
    static boolean followedAsName(TokenStream tokens, Token token) {
        Token next = next(tokens, token);
        return next != null && NAME_FOLLOWERS.contains(next.getType());
    }

    private static Token next(TokenStream tokens, Token token) {
        for (int i = token.getTokenIndex() + 1; i < tokens.size(); i++) {
            if (tokens.get(i).getChannel() == Token.DEFAULT_CHANNEL) {
                return tokens.get(i).getType() == Token.EOF ? null : tokens.get(i);
            }
        }
        return null;
    }

    /** The tokens that can start the rule. */
    private static IntervalSet first(int rule) {
        ATN atn = GamutParser._ATN;
        return atn.nextTokens(atn.ruleToStartState[rule]);
    }

    /**
     * The keywords that start each alternative of the statement rule, in the grammar's order; the
     * alternative that starts with a name (a macro call) is left out.
     */
    private static List<String> statementWords() {
        ATN atn = GamutParser._ATN;
        ATNState decision = atn.ruleToStartState[GamutParser.RULE_statement].transition(0).target;
        List<String> words = new ArrayList<>();
        for (int alt = 0; alt < decision.getNumberOfTransitions(); alt++) {
            IntervalSet starts = atn.nextTokens(decision.transition(alt).target);
            if (starts.contains(GamutLexer.ID)) {
                continue;
            }
            for (int type : starts.toArray()) {
                String literal = GamutLexer.VOCABULARY.getLiteralName(type);
                String word = literal == null ? null : literal.substring(1, literal.length() - 1).toLowerCase(Locale.ROOT);
                if (word != null && !words.contains(word)) {
                    words.add(word);
                }
            }
        }
        return List.copyOf(words);
    }
}
