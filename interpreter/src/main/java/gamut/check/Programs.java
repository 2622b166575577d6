package gamut.check;

import gamut.ast.Block;
import gamut.ast.Item;
import gamut.ast.Stmt;
import java.util.ArrayList;
import java.util.List;

/** Programs joined by a variant's {@code also}: one program, the added statements after the program's own. */
final class Programs {
    private Programs() {}

    /** {@code base} (a {@code moves}, {@code drops} or {@code after} item) with the statements of {@code added} at its end. */
    static Item joined(Item base, Item added) {
        if (base instanceof Item.Moves m && added instanceof Item.Moves a) {
            return new Item.Moves(m.pos(), m.piece(), m.groups(), joined(m.body(), a.body()), m.drop(), m.chooser(), m.whose());
        } else if (base instanceof Item.After m && added instanceof Item.After a) {
            return new Item.After(m.pos(), m.groups(), joined(m.body(), a.body()));
        }
        throw new IllegalArgumentException("not two programs of one identity: " + base + ", " + added);
    }

    private static Block joined(Block base, Block added) {
        List<Stmt> statements = new ArrayList<>(base.statements());
        statements.addAll(added.statements());
        return new Block(base.pos(), statements);
    }
}
