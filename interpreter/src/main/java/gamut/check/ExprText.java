package gamut.check;

import gamut.ast.Expr;

/** An expression as a message quotes it: a name, a number or a call by its name, else "this". */
final class ExprText {
    private ExprText() {}

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
}
