package gamut.parse;

import gamut.base.Diagnostic;
import gamut.base.Limits;
import gamut.base.Pos;
import gamut.grammar.GamutLexer;
import gamut.grammar.GamutParser;
import java.util.List;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;

/**
 * Keeps the reading of a file within {@link Limits#NESTING}, by counting rather than by running out
 * of stack, so that the answer never depends on the thread: brackets are counted in the tokens
 * before parsing, the parser counts the rules it is inside, and {@link CodeBuilder} counts the
 * blocks and expressions it builds.
 */
final class Nesting {
    private Nesting() {}

    /** The one message of every nesting too deep, wherever it is found. */
    static final String TOO_DEEP = "nested too deeply: blocks, brackets and expressions may nest at most "
            + Limits.NESTING + " deep";

    /**
     * Rules the parser may be inside at once: several per level of nesting (an expression in
     * brackets is two, an 'if' in a block two), so it is reached only by a file too deep anyway,
     * such as a long run of 'not' or of 'else if', which has no brackets to count.
     */
    static final int PARSER_RULES = 8 * Limits.NESTING;

    private static final int OPEN_PAREN = SourceParser.literalType("'('");
    private static final int CLOSE_PAREN = SourceParser.literalType("')'");
    private static final int OPEN_BRACE = SourceParser.literalType("'{'");
    private static final int CLOSE_BRACE = SourceParser.literalType("'}'");

    /** The first bracket nested more than {@link Limits#NESTING} deep, or null. */
    static Diagnostic brackets(String fileName, List<Token> tokens) {
        int depth = 0;
        for (Token token : tokens) {
            int type = token.getType();
            if (type == OPEN_PAREN || type == OPEN_BRACE) {
                if (++depth > Limits.NESTING) {
                    return new Diagnostic(pos(fileName, token), TOO_DEEP);
                }
            } else if ((type == CLOSE_PAREN || type == CLOSE_BRACE) && depth > 0) {
                depth--;
            }
        }
        return null;
    }

    /** A comment left open at the end of the file, or null. */
    static Token openComment(List<Token> tokens) {
        for (Token token : tokens) {
            if (token.getType() == GamutLexer.UNTERMINATED_COMMENT) {
                return token;
            }
        }
        return null;
    }

    static Pos pos(String fileName, Token token) {
        return new Pos(fileName, token.getLine(), token.getCharPositionInLine() + 1);
    }

    /** Thrown out of the parser when it is inside more than {@link #PARSER_RULES} rules, at the token it reached. */
    static final class TooDeep extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient Token at;

        TooDeep(Token at) {
            super(TOO_DEEP, null, false, false);
            this.at = at;
        }
    }

    /** The generated parser, counting the rules it is inside. */
    static final class Parser extends GamutParser {
        private int depth;
        private boolean gaveUp;

        Parser(TokenStream input) {
            super(input);
        }

        @Override
        public void enterRule(ParserRuleContext context, int state, int ruleIndex) {
            super.enterRule(context, state, ruleIndex);
            deeper();
        }

        @Override
        public void exitRule() {
            depth--;
            super.exitRule();
        }

        @Override
        public void enterRecursionRule(ParserRuleContext context, int state, int ruleIndex, int precedence) {
            super.enterRecursionRule(context, state, ruleIndex, precedence);
            deeper();
        }

        @Override
        public void unrollRecursionContexts(ParserRuleContext parent) {
            depth--;
            super.unrollRecursionContexts(parent);
        }

        /** Whether the parser gave up, too deep: the rules it was in end without having been read through. */
        boolean gaveUp() {
            return gaveUp;
        }

        private void deeper() {
            if (++depth > PARSER_RULES) {
                gaveUp = true;
                throw new TooDeep(getCurrentToken());
            }
        }
    }
}
