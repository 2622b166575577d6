package gamut.ast;

import gamut.base.Pos;
/** An identifier as written, with its position, so that every reference can be reported. */
public record Name(Pos pos, String text) {
    @Override
    public String toString() {
        return text;
    }
}
