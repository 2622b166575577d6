package gamut.ast;

import gamut.base.Pos;
import java.util.List;

/** A whole definition file: the game's title and its items in source order. */
public record GameFile(Pos pos, String title, List<Item> items, String sourceText) {
    public GameFile {
        items = List.copyOf(items);
    }
}
