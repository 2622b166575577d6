package gamut.ast;

import java.util.List;

public record Block(Pos pos, List<Stmt> statements) {
    public Block {
        statements = List.copyOf(statements);
    }
}
