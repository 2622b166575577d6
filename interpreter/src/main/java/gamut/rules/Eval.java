package gamut.rules;

/** A compiled expression; conditions are 0 or 1. */
@FunctionalInterface
public interface Eval {
    int eval(Gen g);
}
