package gamut.ai;

import gamut.engine.EngineMoves;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code info} lines of the engine protocols and Gamut's {@link Analysis}, turned into each
 * other: the depth, the score, the nodes and the line expected. Scores are in centipawns (a
 * hundredth of the least valued piece) or moves to a mate; an expected score becomes centipawns
 * along the curve of {@link RootMoves#expected}, on which 200 centipawns are about three chances in four.
 */
public final class EngineInfo {
    /** The most centipawns written for a value short of a proven win. */
    static final int MOST = 10_000;

    private EngineInfo() {}

    /** The expected score of two players' game for a score in centipawns. */
    static double expected(int centipawns) {
        return RootMoves.expected(centipawns, 2);
    }

    /** The centipawns of an expected score, capped at ±{@link #MOST}. */
    static int centipawns(double expected) {
        if (expected >= 1) {
            return MOST;
        } else if (expected <= 0) {
            return -MOST;
        }
        double cp = 2.0 * Heuristics.UNIT * Math.log(expected / (1 - expected));
        return (int) Math.max(-MOST, Math.min(MOST, Math.round(cp)));
    }

    /**
     * The analysis as an info line: {@code info depth D score cp X nodes N pv ...}, the score a
     * mate in moves when the value is a proven result and the line ends the game. The nodes are the
     * visits of the root's moves together: nodes searched or iterations, as the search counts them.
     */
    public static String line(Analysis a, int depth, State state, EngineMoves moves) {
        long nodes = 0;
        for (Analysis.Candidate c : a.candidates()) {
            nodes += c.visits();
        }
        StringBuilder pv = new StringBuilder();
        State s = state.copy();
        for (int move : a.line()) {
            pv.append(' ').append(moves.format(s, move));
            s.make(move);
        }
        String score = "cp " + centipawns(a.value());
        if ((a.value() >= 1 || a.value() <= 0) && s.isOver() && !s.result().isDraw()) {
            int mate = (a.line().length + 1) / 2;
            score = "mate " + (s.result().winner() == a.player() ? mate : -mate);
        }
        return "info depth " + depth + " score " + score + " nodes " + nodes + (pv.length() > 0 ? " pv" + pv : "");
    }

    /**
     * What an engine's info line says of the position it searches, or null when it gives no score
     * (a line of statistics alone, or of a second best line): its depth, its value for the player
     * deciding, its nodes, and as much of its line as is legal.
     */
    static Analysis analysis(String text, State state, EngineMoves moves) {
        String[] w = text.trim().split("\\s+");
        int depth = 0;
        long nodes = 0;
        Double value = null;
        List<String> pv = List.of();
        for (int i = 1; i < w.length; i++) {
            switch (w[i]) {
                case "depth" -> depth = (int) number(w, ++i);
                case "nodes" -> nodes = number(w, ++i);
                case "multipv" -> {
                    if (number(w, ++i) > 1) {
                        return null;
                    }
                }
                case "score" -> {
                    String unit = i + 1 < w.length ? w[++i] : "";
                    long n = number(w, ++i);
                    value = unit.equals("mate") ? (n > 0 ? 1.0 : 0.0) : unit.equals("cp") ? expected((int) n) : null;
                }
                case "pv" -> {
                    pv = List.of(w).subList(i + 1, w.length);
                    i = w.length;
                }
                case "string" -> i = w.length;
                default -> { }
            }
        }
        if (value == null) {
            return null;
        }
        int[] line = line(state, moves, pv);
        List<Analysis.Candidate> best = line.length == 0 ? List.of()
                : List.of(new Analysis.Candidate(line[0], (int) Math.min(Integer.MAX_VALUE, nodes), value));
        return new Analysis(state.decider(), (int) Math.min(Integer.MAX_VALUE, nodes), value, best, line,
                Analysis.UNPROVEN, depth);
    }

    /** The moves of the line as far as each is legal after those before it. */
    private static int[] line(State state, EngineMoves moves, List<String> pv) {
        List<Integer> line = new ArrayList<>();
        State s = state.copy();
        for (String text : pv) {
            int move = s.isOver() ? -1 : moves.parse(s, text);
            if (move < 0) {
                break;
            }
            line.add(move);
            s.make(move);
        }
        return line.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The whole number at {@code w[i]}, 0 when there is none. */
    private static long number(String[] w, int i) {
        try {
            return i < w.length ? Long.parseLong(w[i]) : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
