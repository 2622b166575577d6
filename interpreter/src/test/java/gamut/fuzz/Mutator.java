package gamut.fuzz;

import gamut.fuzz.Seeds.Kind;
import gamut.fuzz.Seeds.Seed;
import gamut.fuzz.Tokens.Token;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Makes mutants: one to three strategies applied to a seed, chosen by a generator seeded with the
 * run's seed and the mutant's number, so that mutant N is the same on every run and every thread.
 */
final class Mutator {
    /** The ways a text is changed. The labels name them in reports and in saved failures. */
    enum Strategy {
        DELETE_LINES(4), DUPLICATE_LINES(4), SWAP_LINES(4),
        DELETE_TOKEN(4), DUPLICATE_TOKEN(4), SWAP_TOKENS(4), REPLACE_TOKEN(4),
        EXTREME_NUMBER(4), TRUNCATE(3), NEST_PARENS(3), NEST_BLOCKS(2), NEST_LOOPS(1), REPEAT_BLOCK(2), LONG_LINE(2),
        ODD_CHARS(3), BAD_BYTES(3), LONG_BLOCK(1), LARGE_FILE(1), ENDLESS(1), TEST_FIELDS(2);

        /** How often it is chosen, relative to the others: the costly ones (big texts, long runs) less often. */
        private final int weight;

        Strategy(int weight) {
            this.weight = weight;
        }

        String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** Strategies that make sense only in a definition (blocks, expressions, loops). */
    private static final Set<Strategy> DEFINITION_ONLY = EnumSet.of(Strategy.NEST_BLOCKS, Strategy.NEST_LOOPS,
            Strategy.REPEAT_BLOCK, Strategy.LONG_BLOCK, Strategy.LARGE_FILE, Strategy.ENDLESS, Strategy.TEST_FIELDS);
    static final List<String> EXTREMES = List.of("0", "-1", "2147483647", "-2147483648", "99999999999",
            "2147483648", "100000", "100001", "1000000", "1");
    /**
     * A mutation that would make the text longer than this is dropped: a mutant must stay cheap to
     * check. A file grown on purpose ({@link Strategy#LARGE_FILE}) may reach {@link Growth#MAX_CHARS}.
     */
    static final int MAX_CHARS = 1_000_000;
    private static final int[] DEPTHS = {8, 50, 199, 200, 201, 1000, 5000};
    private static final List<String> ODD = List.of("\0", "\uFEFF", "\u2028", "\u00A0", "\uFFFD", "\uD800", "\t",
            "\u202E", "\u00E9", "\uD83D\uDE00", "\\", "\"", "'", "`", "#", "$", "\u0085", "\r", "\u001B", "\"\"\"", "/*");
    private static final List<String> STATEMENTS = List.of("step", "verify", "move", "let", "for", "if", "set",
            "clear", "drop", "exit", "capture", "remove", "advance", "use", "repeat", "while", "goto");
    private static final List<String> EXPRESSIONS = List.of("verify", "if", "while", "let", "repeat", "end", "forbid",
            "prefer", "define", "zone", "turn", "limit", "repetition");

    private final Set<String> operators;
    private final List<String> vocabulary;

    /** {@code literals}: the grammar's keywords and punctuation, the pool replacements come from. */
    Mutator(Set<String> literals) {
        this.operators = Tokens.operators(literals);
        List<String> words = new ArrayList<>(literals);
        words.addAll(List.of("roll", "opening", "pass", "off", "x", "-", "@", "*", ";", "#", "reserve", "exited",
                "turn", "game", "variants", "seed", "moves", "\"\"", "\"unterminated", "a1", "A", "_", "99999999999"));
        this.vocabulary = List.copyOf(words);
    }

    /** Mutant {@code index} of the run with seed {@code runSeed}, made from one of the seeds. */
    Mutant mutant(long runSeed, long index, List<Seed> seeds) {
        SplittableRandom random = new SplittableRandom(runSeed * 0x9E3779B97F4A7C15L + index);
        Seed seed = pick(seeds, random);
        int count = random.nextInt(100) < 60 ? 1 : random.nextInt(100) < 65 ? 2 : 3;
        String text = seed.text();
        List<String> how = new ArrayList<>();
        boolean badBytes = false;
        for (int i = 0; i < count; i++) {
            Strategy strategy = strategy(seed.kind(), random);
            if (strategy == Strategy.BAD_BYTES) {
                badBytes = true;
                continue;
            }
            String next = apply(strategy, text, random);
            if (next.length() <= (strategy == Strategy.LARGE_FILE ? Growth.MAX_CHARS : MAX_CHARS)) {
                how.add(strategy.label());
                text = next;
            }
        }
        if (!badBytes) {
            return Mutant.of(index, seed, how.isEmpty() ? "unchanged" : String.join("+", how), text);
        }
        how.add(Strategy.BAD_BYTES.label());
        return new Mutant(index, seed, String.join("+", how), badBytes(text, random));
    }

    /** Definitions get seven mutants in ten, records and positions the rest, each seed of a kind alike. */
    private static Seed pick(List<Seed> seeds, SplittableRandom random) {
        int roll = random.nextInt(100);
        Kind kind = roll < 70 ? Kind.DEFINITION : roll < 85 ? Kind.RECORD : Kind.POSITION;
        List<Seed> ofKind = seeds.stream().filter(s -> s.kind() == kind).toList();
        List<Seed> pool = ofKind.isEmpty() ? seeds : ofKind;
        return pool.get(random.nextInt(pool.size()));
    }

    /**
     * The strategies a run uses: {@code -Dgamut.fuzz.strategies=long-block,large-file} (labels, comma
     * separated) for a run aimed at those; every one when not given.
     */
    static Set<Strategy> chosen(String labels) {
        Set<Strategy> out = EnumSet.noneOf(Strategy.class);
        for (String label : labels.split(",")) {
            for (Strategy s : Strategy.values()) {
                if (s.label().equals(label.strip())) {
                    out.add(s);
                }
            }
        }
        return out.isEmpty() ? EnumSet.allOf(Strategy.class) : out;
    }

    private static final Set<Strategy> CHOSEN = chosen(System.getProperty("gamut.fuzz.strategies", ""));

    private static Strategy strategy(Kind kind, SplittableRandom random) {
        List<Strategy> allowed = new ArrayList<>();
        for (Strategy s : CHOSEN) {
            if (kind == Kind.DEFINITION || !DEFINITION_ONLY.contains(s)) {
                for (int i = 0; i < s.weight; i++) {
                    allowed.add(s);
                }
            }
        }
        return allowed.isEmpty() ? Strategy.TRUNCATE : allowed.get(random.nextInt(allowed.size()));
    }

    String apply(Strategy strategy, String text, SplittableRandom random) {
        switch (strategy) {
            case DELETE_LINES, DUPLICATE_LINES, SWAP_LINES, NEST_BLOCKS, NEST_LOOPS, REPEAT_BLOCK -> {
                return Lines.apply(strategy, text, random);
            }
            case LONG_BLOCK, LARGE_FILE, ENDLESS, TEST_FIELDS -> {
                return Growth.apply(strategy, text, random);
            }
            case TRUNCATE -> {
                return text.substring(0, random.nextInt(text.length() + 1));
            }
            case ODD_CHARS -> {
                int at = random.nextInt(text.length() + 1);
                return text.substring(0, at) + ODD.get(random.nextInt(ODD.size())) + text.substring(at);
            }
            case BAD_BYTES -> {
                return text;
            }
            default -> {
                List<Token> tokens = Tokens.scan(text, operators);
                return tokens.isEmpty() ? text + vocabulary.get(random.nextInt(vocabulary.size()))
                        : applyToTokens(strategy, text, tokens, random);
            }
        }
    }

    private String applyToTokens(Strategy strategy, String text, List<Token> tokens, SplittableRandom random) {
        return switch (strategy) {
            case DELETE_TOKEN -> {
                Token t = tokens.get(random.nextInt(tokens.size()));
                yield text.substring(0, t.start()) + text.substring(t.end());
            }
            case DUPLICATE_TOKEN -> {
                Token t = tokens.get(random.nextInt(tokens.size()));
                yield text.substring(0, t.end()) + " " + t.text(text) + text.substring(t.end());
            }
            case SWAP_TOKENS -> swapTokens(text, tokens, random);
            case REPLACE_TOKEN -> replaceToken(text, tokens, random);
            case EXTREME_NUMBER -> extremeNumber(text, tokens, random);
            case NEST_PARENS -> nestParens(text, tokens, random);
            case LONG_LINE -> longLine(text, tokens, random);
            default -> throw new IllegalArgumentException(strategy + " is not a token mutation");
        };
    }

    private static String swapTokens(String text, List<Token> tokens, SplittableRandom random) {
        int i = random.nextInt(tokens.size());
        int j = random.nextBoolean() ? Math.min(tokens.size() - 1, i + 1) : random.nextInt(tokens.size());
        Token a = tokens.get(Math.min(i, j));
        Token b = tokens.get(Math.max(i, j));
        if (a == b) {
            return text;
        }
        return text.substring(0, a.start()) + b.text(text) + text.substring(a.end(), b.start()) + a.text(text)
                + text.substring(b.end());
    }

    private String replaceToken(String text, List<Token> tokens, SplittableRandom random) {
        Token t = tokens.get(random.nextInt(tokens.size()));
        String with = random.nextBoolean()
                ? vocabulary.get(random.nextInt(vocabulary.size()))
                : tokens.get(random.nextInt(tokens.size())).text(text);
        return text.substring(0, t.start()) + with + text.substring(t.end());
    }

    private static String extremeNumber(String text, List<Token> tokens, SplittableRandom random) {
        List<Token> numbers = tokens.stream().filter(t -> t.kind() == Tokens.Kind.NUMBER).toList();
        String extreme = EXTREMES.get(random.nextInt(EXTREMES.size()));
        if (numbers.isEmpty()) {
            Token t = tokens.get(random.nextInt(tokens.size()));
            return text.substring(0, t.end()) + " " + extreme + text.substring(t.end());
        }
        Token t = numbers.get(random.nextInt(numbers.size()));
        return text.substring(0, t.start()) + extreme + text.substring(t.end());
    }

    /** A word or number in an expression (on a line that holds one, when there is such a line) in many parentheses. */
    private static String nestParens(String text, List<Token> tokens, SplittableRandom random) {
        List<Token> operands = new ArrayList<>();
        for (Token t : tokens) {
            if (t.kind() == Tokens.Kind.NUMBER || t.kind() == Tokens.Kind.WORD && inExpression(text, t)) {
                operands.add(t);
            }
        }
        List<Token> pool = operands.isEmpty() ? tokens : operands;
        Token t = pool.get(random.nextInt(pool.size()));
        int depth = DEPTHS[random.nextInt(DEPTHS.length)];
        return text.substring(0, t.start()) + "(".repeat(depth) + t.text(text) + ")".repeat(depth)
                + text.substring(t.end());
    }

    private static boolean inExpression(String text, Token t) {
        int lineStart = text.lastIndexOf('\n', t.start()) + 1;
        String before = text.substring(lineStart, t.start()).strip();
        int space = before.indexOf(' ');
        String first = space < 0 ? before : before.substring(0, space);
        return !before.isEmpty() && EXPRESSIONS.contains(first);
    }

    /** A very long word, number, string, comment, sum or list inserted between two tokens. */
    private static String longLine(String text, List<Token> tokens, SplittableRandom random) {
        Token t = tokens.get(random.nextInt(tokens.size()));
        int length = random.nextBoolean() ? 1_000 : 100_000;
        String insert = switch (random.nextInt(7)) {
            case 0 -> "a".repeat(length);
            case 1 -> "9".repeat(length / 10);
            case 2 -> "\"" + "x".repeat(length) + "\"";
            case 3 -> "// " + "y".repeat(length) + "\n";
            case 4 -> "1 + ".repeat(length / 20) + "1";
            case 5 -> ", a1".repeat(length / 20);
            default -> t.text(text).repeat(Math.max(1, length / Math.max(1, t.text(text).length()) / 10));
        };
        return text.substring(0, t.end()) + " " + insert + text.substring(t.end());
    }

    /** The text as UTF-8 with bytes that are bad or unusual: invalid sequences, NUL, a BOM, CR LF or CR line ends. */
    private static byte[] badBytes(String text, SplittableRandom random) {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        int at = random.nextInt(utf8.length + 1);
        byte[] insert = switch (random.nextInt(9)) {
            case 0 -> new byte[] {(byte) 0xFF};
            case 1 -> new byte[] {(byte) 0xC3};
            case 2 -> new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80};
            case 3 -> new byte[] {(byte) 0xC0, (byte) 0xAF};
            case 4 -> new byte[] {0};
            case 5 -> new byte[] {(byte) random.nextInt(256)};
            default -> null;
        };
        if (insert != null) {
            return splice(utf8, at, insert);
        }
        return switch (random.nextInt(3)) {
            case 0 -> splice(utf8, 0, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
            case 1 -> text.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8);
            default -> text.replace("\n", "\r").getBytes(StandardCharsets.UTF_8);
        };
    }

    private static byte[] splice(byte[] bytes, int at, byte[] insert) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length + insert.length);
        out.write(bytes, 0, at);
        out.write(insert, 0, insert.length);
        out.write(bytes, at, bytes.length - at);
        return out.toByteArray();
    }

    static List<String> statementWords() {
        return STATEMENTS;
    }
}
