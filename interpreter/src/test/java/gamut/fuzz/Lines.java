package gamut.fuzz;

import gamut.fuzz.Mutator.Strategy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/** The mutations that work on whole lines: delete, duplicate, swap, and nest or repeat blocks. */
final class Lines {
    private static final int[] BLOCK_DEPTHS = {8, 50, 199, 200, 201, 1000, 3000};
    private static final int[] LOOP_COUNTS = {2, 10, 100_000};
    private static final int[] LOOP_DEPTHS = {2, 3, 4, 8, 30};
    private static final int[] REPEATS = {2, 10, 100};

    private Lines() {}

    static String apply(Strategy strategy, String text, SplittableRandom random) {
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
        int at = random.nextInt(lines.size());
        switch (strategy) {
            case DELETE_LINES -> {
                int count = 1 + random.nextInt(3);
                for (int i = 0; i < count && at < lines.size() && lines.size() > 1; i++) {
                    lines.remove(at);
                }
            }
            case DUPLICATE_LINES -> {
                int count = 1 + random.nextInt(3);
                for (int i = 0; i < count; i++) {
                    lines.add(at, lines.get(at));
                }
            }
            case SWAP_LINES -> {
                int other = random.nextBoolean()
                        ? Math.max(0, Math.min(lines.size() - 1, at + random.nextInt(11) - 5))
                        : random.nextInt(lines.size());
                String line = lines.get(at);
                lines.set(at, lines.get(other));
                lines.set(other, line);
            }
            case NEST_BLOCKS -> nestBlocks(lines, statementLine(lines, random), random);
            case NEST_LOOPS -> nestLoops(lines, statementLine(lines, random), random);
            case REPEAT_BLOCK -> repeatBlock(lines, random);
            default -> throw new IllegalArgumentException(strategy + " is not a line mutation");
        }
        return String.join("\n", lines);
    }

    /** A line that starts with a statement keyword (any line when there is none). */
    static int statementLine(List<String> lines, SplittableRandom random) {
        List<Integer> statements = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String first = lines.get(i).strip().split("[\\s(]", 2)[0];
            if (Mutator.statementWords().contains(first)) {
                statements.add(i);
            }
        }
        return statements.isEmpty() ? random.nextInt(lines.size()) : statements.get(random.nextInt(statements.size()));
    }

    /** The statement inside many blocks: {@code if true { if true { ... } }}. */
    private static void nestBlocks(List<String> lines, int at, SplittableRandom random) {
        int depth = BLOCK_DEPTHS[random.nextInt(BLOCK_DEPTHS.length)];
        String open = random.nextBoolean() ? "if true { " : "repeat 1 { ";
        lines.set(at, open.repeat(depth) + lines.get(at).strip() + " }".repeat(depth));
    }

    /**
     * The statement inside nested loops: their product of rounds is what the checker or the engine
     * faces, either small or far beyond any limit (never near one, where a sound run may be slow).
     */
    private static void nestLoops(List<String> lines, int at, SplittableRandom random) {
        int count = LOOP_COUNTS[random.nextInt(LOOP_COUNTS.length)];
        int depth = LOOP_DEPTHS[random.nextInt(LOOP_DEPTHS.length)];
        boolean ranges = random.nextBoolean();
        StringBuilder open = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            open.append(ranges ? "for i" + i + " in 1.." + count + " { " : "repeat " + count + " { ");
        }
        lines.set(at, open + lines.get(at).strip() + " }".repeat(depth));
    }

    /** A block (from a line ending in '{' to the line that closes it) repeated after itself. */
    private static void repeatBlock(List<String> lines, SplittableRandom random) {
        List<Integer> opens = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).strip().endsWith("{")) {
                opens.add(i);
            }
        }
        if (opens.isEmpty()) {
            return;
        }
        int start = opens.get(random.nextInt(opens.size()));
        int depth = 0;
        int end = start;
        for (int i = start; i < lines.size(); i++) {
            depth += count(lines.get(i), '{') - count(lines.get(i), '}');
            end = i;
            if (depth <= 0) {
                break;
            }
        }
        List<String> block = new ArrayList<>(lines.subList(start, end + 1));
        int times = REPEATS[random.nextInt(REPEATS.length)];
        for (int i = 1; i < times; i++) {
            lines.addAll(end + 1, block);
        }
    }

    static int count(String line, char c) {
        int n = 0;
        for (int i = 0; i < line.length(); i++) {
            if (line.charAt(i) == c) {
                n++;
            }
        }
        return n;
    }
}
