package gamut.ast;

import gamut.base.Pos;
/** A cell named in a declaration, with an optional stack count ({@code a1*3}); count 1 by default. */
public record CellRef(Pos pos, String name, int count) {}
