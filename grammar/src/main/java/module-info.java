/**
 * The rule language's front end: source text to an immutable syntax tree whose nodes carry their
 * positions, and the basics every later phase shares (positions, diagnostics, the user's exception).
 * Only the interpreter reads the syntax tree.
 */
// The interpreter is built after this module, and the ANTLR runtime is an automatic module.
@SuppressWarnings({"module", "requires-automatic"})
module gamut.grammar {
    requires org.antlr.antlr4.runtime;

    exports gamut.base;
    exports gamut.ast to gamut.interpreter;
    exports gamut.parse to gamut.interpreter;
}
