package gamut.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import gamut.base.Pos;
import gamut.parse.SourceParser;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checker keeps what each name of the programs and conditions stands for, node by node, and the
 * compiler takes its answers: a loop's variable is a local, 'empty' and 'opponent' are builtins, the
 * directions listed are the declared ones, in the program as its macro was expanded.
 */
class ResolvedNamesTest {
    @Test
    void eachNameOfTheExpandedProgramAndTheEndRuleIsResolvedByTheChecker() {
        Checker.Result result = Checker.check(SourceParser.parse(TestGames.NAME, TestGames.TINY).file(), List.of());
        assertEquals(List.of(), result.diagnostics());
        RuleSet rules = result.rules();
        ResolvedNames resolved = rules.resolved();

        // moves stone { for d in n e s w { slide(d) } }, slide(d) expanded to step d; verify empty; move
        Stmt.For loop = (Stmt.For) rules.programs().get(0).body().statements().get(0);
        for (int i = 0; i < 4; i++) {
            assertEquals(new ResolvedNames.Declared(new RuleSet.Symbol(RuleSet.SymbolKind.DIRECTION, i, Type.DIRECTION)),
                    resolved.of((Expr.NameRef) loop.items().get(i)));
        }
        // The macro's body runs as a block of its own: 'if true { ... }'.
        Block body = ((Stmt.If) loop.body().statements().get(0)).then();
        Stmt.Step step = (Stmt.Step) body.statements().get(0);
        assertEquals(new ResolvedNames.Local(), resolved.of((Expr.NameRef) step.direction()));
        Stmt.Verify verify = (Stmt.Verify) body.statements().get(1);
        assertEquals(new ResolvedNames.Of(Builtin.EMPTY), resolved.of((Expr.NameRef) verify.condition()));

        // end lonely: count(opponent) == 0 => mover wins
        Expr.Binary condition = (Expr.Binary) rules.ends().get(0).condition();
        Expr.NameRef opponent = (Expr.NameRef) ((Expr.Call) condition.left()).args().get(0);
        assertEquals(new ResolvedNames.Of(Builtin.OPPONENT), resolved.of(opponent));
    }

    @Test
    void aNameTheCheckerNeverSawIsAFaultNotALookUp() {
        Checker.Result result = Checker.check(SourceParser.parse(TestGames.NAME, TestGames.TINY).file(), List.of());
        Expr.NameRef unseen = new Expr.NameRef(new Pos("tiny.gamut", 3, 5), "n");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> result.rules().resolved().of(unseen));
        assertEquals("the checker did not resolve 'n' at tiny.gamut:3:5", e.getMessage());
    }
}
