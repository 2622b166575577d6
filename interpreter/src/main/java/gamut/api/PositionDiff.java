package gamut.api;

import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.Playout;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;

/**
 * What a difference between two rule sets does to play: positions are taken from random games
 * played under the left rules, carried over to the right rules as position text (the form
 * {@code -p} reads), and the legal moves, where each move legal on both sides leads, and the
 * result compared there. Where each move leads is compared because a rule that acts after a move
 * (what an 'after' program traps or flips) leaves the legal moves of a position as they were.
 * Both sides read the same text, so that what a text leaves out (the history of repetitions) is
 * left out on both.
 */
public final class PositionDiff {
    private PositionDiff() {}

    /** At most this many positions come from one game, so that they spread over several games. */
    static final int PER_GAME = 10;

    /**
     * A position where the two rule sets part: its text, the roll made there before the moves
     * were compared (null when none), the moves legal on one side only, a move legal on both that
     * leads to different positions (null when none) and the positions it leads to, and each
     * side's result (as {@link Game#describe} writes it, or "the game goes on"). A position after a
 * move is its text, followed by the result in brackets on a line of its own when the game is over.
     */
    public record Example(String position, String roll, List<String> onlyLeft, List<String> onlyRight,
                          String move, String leftAfter, String rightAfter, String leftResult, String rightResult) {
        public Example {
            onlyLeft = List.copyOf(onlyLeft);
            onlyRight = List.copyOf(onlyRight);
        }
    }

    /**
     * The positions compared and the games they came from; in how many the legal moves differ, in
     * how many a move legal on both sides leads to different positions (the rules that act after
     * a move differ), and in how many the result; how many one side could not read (left out of
     * the other counts), with the first reason; and a position where the moves differ (else where
     * a move leads elsewhere, else where the result differs; null when none).
     */
    public record Report(int positions, int games, int movesDiffer, int movesLeadElsewhere, int resultsDiffer,
                         int unreadable, String unreadableReason, Example example) {}

    /** A position of a left game: its text, and the roll the game made there (null when none). */
    private record Sample(String text, String roll) {}

    /**
     * What one side makes of a position: the legal moves, what each leads to (by the move's
     * notation: the position's text and result), and the result as a key and in words.
     */
    private record Seen(List<String> moves, Map<String, There> after, String result, String resultText) {}

    /** Where a move leads: the position's text, and its result as a key and in words (when the game is over). */
    private record There(String text, String result, String words) {
        boolean same(There other) {
            return text.equals(other.text) && result.equals(other.result);
        }

        @Override
        public String toString() {
            return words == null ? text : text + "\n(" + words + ")";
        }
    }

    /** Compares {@code count} positions of random games played with the seed under the left rules. */
    public static Report run(Game left, Game right, int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Sample> samples = new ArrayList<>();
        int games = 0;
        while (samples.size() < count) {
            games++;
            List<Sample> taken = sample(left, random, Math.min(PER_GAME, count - samples.size()));
            if (taken.isEmpty()) {
                break; // the game is over before its first move: every game is
            }
            samples.addAll(taken);
        }
        return compare(left, right, samples, games);
    }

    private static Report compare(Game left, Game right, List<Sample> samples, int games) {
        int[] counts = new int[3];
        int unreadable = 0;
        String reason = null;
        Example[] examples = new Example[3];
        for (Sample s : samples) {
            Seen before;
            Seen after;
            try {
                before = seen(left, s, "left");
                after = seen(right, s, "right");
            } catch (GamutException e) {
                unreadable++;
                reason = reason != null ? reason : e.getMessage();
                continue;
            }
            String elsewhere = leadsElsewhere(before, after);
            boolean[] differ = {!new HashSet<>(before.moves()).equals(new HashSet<>(after.moves())), elsewhere != null,
                    !before.result().equals(after.result())};
            for (int k = 0; k < 3; k++) {
                counts[k] += differ[k] ? 1 : 0;
                if (differ[k] && examples[k] == null) {
                    examples[k] = example(s, before, after, elsewhere);
                }
            }
        }
        Example example = examples[0] != null ? examples[0] : examples[1] != null ? examples[1] : examples[2];
        return new Report(samples.size(), games, counts[0], counts[1], counts[2], unreadable, reason, example);
    }

    /** The first move legal on both sides that leads to different positions or results, or null. */
    private static String leadsElsewhere(Seen before, Seen after) {
        for (String move : before.moves()) {
            There there = after.after().get(move);
            if (there != null && !there.same(before.after().get(move))) {
                return move;
            }
        }
        return null;
    }

    private static Example example(Sample s, Seen before, Seen after, String move) {
        Set<String> onlyLeft = new LinkedHashSet<>(before.moves());
        after.moves().forEach(onlyLeft::remove);
        Set<String> onlyRight = new LinkedHashSet<>(after.moves());
        before.moves().forEach(onlyRight::remove);
        return new Example(s.text(), s.roll(), List.copyOf(onlyLeft), List.copyOf(onlyRight), move,
                move == null ? null : before.after().get(move).toString(),
                move == null ? null : after.after().get(move).toString(),
                before.resultText(), after.resultText());
    }

    /** The position under the rules, with the sample's roll made; a GamutException when the rules cannot read it. */
    private static Seen seen(Game game, Sample s, String side) {
        State state;
        try {
            state = game.position(s.text());
            if (s.roll() != null && state.isChance()) {
                state.make(Notation.parse(state, s.roll()));
            }
        } catch (GamutException e) {
            throw new GamutException("the " + side + " rules cannot read a position: " + e.getMessage());
        }
        MoveList list = new MoveList();
        state.generate(list);
        List<String> moves = new ArrayList<>();
        Map<String, There> after = new HashMap<>();
        for (int i = 0; i < list.size(); i++) {
            String move = Notation.format(state, list.get(i));
            moves.add(move);
            state.make(list.get(i));
            Result there = state.result();
            after.putIfAbsent(move, new There(game.positionText(state, null), outcome(there),
                    there == null ? null : game.describe(there)));
            state.unmake();
        }
        Result r = state.result();
        return new Seen(moves, after, outcome(r), r == null ? "the game goes on" : game.describe(r));
    }

    /** Who won and by how much, not the name of the end rule: two files may name the same rule differently. */
    private static String outcome(Result r) {
        if (r == null || r.isDraw()) {
            return r == null ? "on" : "draw";
        }
        return (r.isLoss() ? "lost " : "won by " + r.winner() + " ")
                + Arrays.stream(r.scores()).mapToObj(Result::points).collect(Collectors.joining(", ", "[", "]"));
    }

    /**
     * Plays a random game and takes {@code wanted} of its positions, evenly spread from its first
     * move to its end (fewer when it has fewer). In a game with dice a position is taken where a
     * turn starts, with the roll made there: a position's text does not hold a roll under way.
     */
    private static List<Sample> sample(Game game, SplittableRandom random, int wanted) {
        State played = game.newState();
        new Playout().play(played, random);
        int[] line = played.line();
        State replay = game.newState();
        List<Integer> candidates = new ArrayList<>();
        for (int i = 0; i <= line.length; i++) {
            if (i > 0 && candidate(replay, i < line.length ? line[i] : -1)) {
                candidates.add(i);
            }
            if (i < line.length) {
                replay.make(line[i]);
            }
        }
        int m = Math.min(wanted, candidates.size());
        Set<Integer> chosen = new LinkedHashSet<>();
        for (int k = 1; k <= m; k++) {
            chosen.add(candidates.get((int) ((long) k * candidates.size() / m) - 1));
        }
        List<Sample> out = new ArrayList<>();
        replay = game.newState();
        for (int i = 0; i <= line.length; i++) {
            if (chosen.contains(i)) {
                String roll = replay.isChance() && i < line.length ? Notation.format(replay, line[i]) : null;
                out.add(new Sample(game.positionText(replay, null), roll));
            }
            if (i < line.length) {
                replay.make(line[i]);
            }
        }
        return out;
    }

    /** Whether the position can be carried over as text: the end, a turn without dice, or a plain roll about to be made. */
    private static boolean candidate(State state, int next) {
        if (state.isOver()) {
            return true;
        } else if (state.isChance()) {
            // The first roll of a game ('opening roll') means nothing in a position read from text.
            return next >= 0 && Notation.format(state, next).startsWith("roll ");
        }
        return !state.game().hasDice();
    }
}
