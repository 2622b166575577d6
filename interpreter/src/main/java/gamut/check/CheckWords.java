package gamut.check;

import gamut.ast.Expr;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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

    /** The names a program may use where it stands: its locals, then every name of the rules. */
    static List<String> visibleNames(RuleSet rules, Iterable<? extends Map<String, Type>> scopes) {
        List<String> names = new ArrayList<>();
        scopes.forEach(s -> names.addAll(s.keySet()));
        callable(rules).forEach(names::add);
        names.addAll(rules.players());
        names.addAll(rules.pieces());
        names.addAll(rules.zoneNames());
        names.addAll(rules.flags());
        for (int d = 0; d < rules.geometry().directions(); d++) {
            names.add(rules.geometry().directionName(d));
        }
        rules.geometry().cellNames().forEach(names::add);
        return names;
    }
}
