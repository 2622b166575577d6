package gamut.rules;

/** A compiled statement; false means the current branch of the move program fails. */
@FunctionalInterface
public interface Op {
    boolean exec(Gen g);
}
