package gamut.fuzz;

import gamut.fuzz.Seeds.Seed;
import java.nio.charset.StandardCharsets;

/**
 * One mutated text: its number in the run, the seed it comes from, how it was made (the strategies
 * applied, in order), and its bytes. Most mutants are valid UTF-8; those made by
 * {@link Mutator.Strategy#BAD_BYTES} need not be, and reach the library through a file.
 */
record Mutant(long index, Seed seed, String how, byte[] bytes) {
    static Mutant of(long index, Seed seed, String how, String text) {
        return new Mutant(index, seed, how, text.getBytes(StandardCharsets.UTF_8));
    }

    /** The bytes as text, a bad byte read as U+FFFD (what a caller handing the library a String could pass). */
    String text() {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** Whether its bytes were mutated (bad UTF-8, a BOM, NUL, CR LF): such a mutant is also read from a file. */
    boolean viaFile() {
        return how.contains(Mutator.Strategy.BAD_BYTES.label());
    }

    /** The file name the library sees (diagnostics carry it). */
    String name() {
        return seed.name();
    }

    String describe() {
        return "mutant #" + index + " of " + seed.name() + " (" + how + ", " + bytes.length + " bytes)";
    }
}
