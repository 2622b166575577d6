package gamut.ast;

import gamut.base.Pos;
import java.util.List;

public record Block(Pos pos, List<Stmt> statements) {
    public Block {
        statements = List.copyOf(statements);
    }
}
