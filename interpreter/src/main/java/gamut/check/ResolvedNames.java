package gamut.check;

import gamut.ast.Expr;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * What the checker found each name in the programs and conditions to stand for: a local, a
 * builtin or a declared name (a player, piece, direction, zone, flag or cell), kept by node (the
 * bodies as expanded, as the rule set holds them), so that the compiler takes the checker's answer
 * instead of looking the name up again. Filled while a rule set is checked, read once it is built.
 */
public final class ResolvedNames {
    /** What a name stands for. */
    public sealed interface Meaning permits Local, Of, Declared { }

    /** A name bound by the program itself: a loop's variable, a 'let', a macro's parameter as expanded. */
    public record Local() implements Meaning { }

    /** A builtin read without arguments ({@code here}, {@code mover}). */
    public record Of(Builtin builtin) implements Meaning { }

    /** A name the definition declares. */
    public record Declared(RuleSet.Symbol symbol) implements Meaning { }

    /** What every local stands for. */
    public static final Meaning LOCAL = new Local();

    private final Map<Expr.NameRef, Meaning> names = new IdentityHashMap<>();

    void put(Expr.NameRef name, Meaning meaning) {
        names.put(name, meaning);
    }

    /** What the checker found the name to stand for; a name it never resolved is a fault of Gamut. */
    public Meaning of(Expr.NameRef name) {
        Meaning meaning = names.get(name);
        if (meaning == null) {
            throw new IllegalStateException("the checker did not resolve '" + name.name() + "' at " + name.pos());
        }
        return meaning;
    }
}
