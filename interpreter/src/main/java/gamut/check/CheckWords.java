package gamut.check;

import gamut.ast.Expr;
import java.util.ArrayList;
import java.util.List;

/** How the checker's messages quote an expression, list types and count things. */
final class CheckWords {
    private CheckWords() {}

    /** An expression as a message quotes it: its name, number or call, else "this". */
    static String show(Expr e) {
        if (e instanceof Expr.NameRef n) {
            return "'" + n.name() + "'";
        } else if (e instanceof Expr.IntLit i) {
            return "'" + i.value() + "'";
        } else if (e instanceof Expr.Call c) {
            return "'" + c.name().text() + "(...)'";
        }
        return "this";
    }

    /** The types' descriptions, joined by commas. */
    static String describe(List<Type> types) {
        List<String> parts = new ArrayList<>();
        types.forEach(t -> parts.add(t.description()));
        return String.join(", ", parts);
    }

    /** "1 argument", "2 arguments". */
    static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /** The functions a call may name: the attributes of pieces and the builtins. */
    static List<String> callable(RuleSet rules) {
        List<String> words = new ArrayList<>(rules.attributes().names());
        Builtin.words().forEach(words::add);
        return words;
    }
}
