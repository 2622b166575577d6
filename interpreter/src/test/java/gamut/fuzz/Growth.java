package gamut.fuzz;

import gamut.base.Limits;
import gamut.fuzz.Mutator.Strategy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The mutations of issue 34 that make a definition long, endless or test itself: a block of tens
 * of thousands of statements, a file grown to (and past) the size a definition may have, the rules
 * that end a game taken out, and a test whose fields hold extreme numbers.
 */
final class Growth {
    /** Statements in a long block: a few, many, and as many as the block that overflowed the stack. */
    private static final int[] BLOCK_LENGTHS = {1_000, 10_000, 40_000};
    /** A statement short enough that 40,000 of them stay within {@link Mutator#MAX_CHARS}. */
    private static final String SHORT = "verify true";
    /**
     * The largest a grown file is made below the limit: {@code -Dgamut.fuzz.largeBytes}, small in the
     * build (checking a file of 2 MiB takes seconds) and up to {@link Limits#DEFINITION_BYTES} in a
     * long run (less a few KB: a file grown to it goes a line beyond).
     */
    static final int LARGE = (int) Math.min(Limits.DEFINITION_BYTES - (4 << 10),
            Long.getLong("gamut.fuzz.largeBytes", 256 << 10));
    /** The largest a file is grown to: past the limit, where it is refused before it is read. */
    static final int MAX_BYTES = Limits.DEFINITION_BYTES + (64 << 10);
    /** The longest a grown file may be (growing stops at the first line past its size). */
    static final int MAX_CHARS = MAX_BYTES + (4 << 10);
    /** Depths of a test's perft the checker takes (and cheap to count), and counts it takes, the largest there are. */
    private static final List<String> DEPTHS = List.of("1", "2");
    private static final List<String> COUNTS = List.of("0", "1", "2147483647", "2147483648", "9223372036854775807");
    /** Depths and counts the checker refuses: 0, negative, past 64, past an int, past a long. */
    private static final List<String> BAD_DEPTHS = List.of("0", "-1", "65", "2147483647", "-2147483648", "2147483648",
            "99999999999");
    private static final List<String> BAD_COUNTS = List.of("-1", "-2147483648", "9223372036854775808",
            "-9223372036854775808", "99999999999999999999");
    /** The name of the test a mutant is given (the seed's own tests are taken out). */
    static final String TEST = "fuzz";

    private Growth() {}

    static String apply(Strategy strategy, String text, SplittableRandom random) {
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
        switch (strategy) {
            case LONG_BLOCK -> longBlock(lines, random);
            case LARGE_FILE -> largeFile(lines, random);
            case ENDLESS -> lines.removeIf(Growth::endsAGame);
            case TEST_FIELDS -> testFields(lines, random);
            default -> throw new IllegalArgumentException(strategy + " is not a growth mutation");
        }
        return String.join("\n", lines);
    }

    /** A statement repeated in place, or many short statements put before it: a block thousands long. */
    private static void longBlock(List<String> lines, SplittableRandom random) {
        int at = Lines.statementLine(lines, random);
        int length = BLOCK_LENGTHS[random.nextInt(BLOCK_LENGTHS.length)];
        String line = lines.get(at);
        String block = (random.nextBoolean() ? repeatable(line) : SHORT).concat("\n").repeat(length);
        lines.set(at, block + line);
    }

    /** The statement of the line, when it is one line and short; else {@link #SHORT}. */
    private static String repeatable(String line) {
        String s = line.strip();
        return s.length() <= 20 && s.indexOf('{') < 0 && s.indexOf('}') < 0 && !s.startsWith("//") ? s : SHORT;
    }

    /**
     * Grown to a size near or past {@link Limits#DEFINITION_BYTES}: by end rules of new names (a
     * definition that still checks and plays), by a statement repeated, or by a comment.
     */
    private static void largeFile(List<String> lines, SplittableRandom random) {
        int[] sizes = {LARGE / 8, LARGE, Limits.DEFINITION_BYTES + 1, MAX_BYTES};
        int target = sizes[random.nextInt(sizes.length)];
        // The lines are joined by one line end between each two.
        int size = lines.stream().mapToInt(l -> l.length() + 1).sum() - 1;
        int last = lastClosingBrace(lines);
        StringBuilder grown = new StringBuilder();
        switch (random.nextInt(3)) {
            case 0 -> {
                for (int n = 0; size + grown.length() < target; n++) {
                    grown.append("    end grown").append(n).append(": false => draw\n");
                }
                lines.add(last, grown.toString());
            }
            case 1 -> {
                int at = Lines.statementLine(lines, random);
                String line = lines.get(at);
                String statement = repeatable(line);
                while (size + grown.length() < target) {
                    grown.append(statement).append('\n');
                }
                lines.set(at, grown + line);
            }
            default -> {
                while (size + grown.length() < target) {
                    grown.append("// ").append("x".repeat(96)).append('\n');
                }
                lines.add(last, grown.toString());
            }
        }
    }

    /** Lines that end a game: end rules, limits, repetition (each on a line of its own in the shipped games). */
    private static boolean endsAGame(String line) {
        String s = line.strip();
        return s.startsWith("end ") || s.startsWith("limit ") || s.startsWith("repetition ");
    }

    /**
     * The seed's tests taken out, and one test of one to three fields with extreme numbers put in:
     * numbers the checker takes (the test then runs and fails, or holds) or, one time in three,
     * numbers it refuses.
     */
    private static void testFields(List<String> lines, SplittableRandom random) {
        removeTests(lines);
        StringBuilder test = new StringBuilder("    test \"" + TEST + "\" {\n");
        int fields = 1 + random.nextInt(3);
        for (int i = 0; i < fields; i++) {
            boolean bad = random.nextInt(3) == 0;
            List<String> depths = bad && random.nextBoolean() ? BAD_DEPTHS : DEPTHS;
            List<String> counts = bad && depths == DEPTHS ? BAD_COUNTS : COUNTS;
            test.append("        ").append(switch (random.nextInt(3)) {
                case 0 -> "perft " + pick(depths, random) + " = " + pick(counts, random);
                case 1 -> "moves " + pick(bad ? BAD_COUNTS : COUNTS, random);
                default -> "turns " + pick(bad ? BAD_COUNTS : COUNTS, random);
            }).append('\n');
        }
        lines.add(lastClosingBrace(lines), test.append("    }").toString());
    }

    private static String pick(List<String> from, SplittableRandom random) {
        return from.get(random.nextInt(from.size()));
    }

    /** Takes out every test item: from a line starting 'test "' to the line that closes its block. */
    private static void removeTests(List<String> lines) {
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).strip().startsWith("test \"")) {
                continue;
            }
            int depth = 0;
            int end = i;
            for (int j = i; j < lines.size(); j++) {
                depth += Lines.count(lines.get(j), '{') - Lines.count(lines.get(j), '}');
                end = j;
                if (depth <= 0) {
                    break;
                }
            }
            lines.subList(i, end + 1).clear();
            i--;
        }
    }

    /** The line of the game's closing brace (the last line that is one), or the end. */
    private static int lastClosingBrace(List<String> lines) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (lines.get(i).strip().equals("}")) {
                return i;
            }
        }
        return lines.size();
    }
}
