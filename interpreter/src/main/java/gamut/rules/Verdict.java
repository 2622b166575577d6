package gamut.rules;

import gamut.core.Result;

/** A compiled result of an end rule, evaluated for the player who just moved. */
public final class Verdict {
    public enum Kind { DRAW, WINS, LOSES, HIGHEST, FINISHES }

    public static final int MOVER = -2;
    public static final int OPPONENT = -3;

    private final Kind kind;
    private final int player;
    private final Eval score;
    private final Eval tally;
    private final boolean byMargin;
    /** What each player's tally gets added for 'highest' ('compensation'), or null for nothing. */
    private final double[] compensation;
    /** A score written with a fraction ('mover wins by 2.5'), used when {@link #score} is null; NaN for none. */
    private final double points;

    public Verdict(Kind kind, int player, Eval score, Eval tally, boolean byMargin) {
        this(kind, player, score, tally, byMargin, null, Double.NaN);
    }

    public Verdict(Kind kind, int player, Eval score, Eval tally, boolean byMargin, double[] compensation, double points) {
        this.kind = kind;
        this.player = player;
        this.score = score;
        this.tally = tally;
        this.byMargin = byMargin;
        this.compensation = compensation;
        this.points = points;
    }

    public boolean keepsScore() {
        return score != null || byMargin || !Double.isNaN(points);
    }

    /** Whether the player takes the next place and plays on no more ('mover finishes'), the game going on. */
    public boolean finishes() {
        return kind == Kind.FINISHES;
    }

    /** The player the outcome names, {@code g.mover} being the player who just moved. */
    public int player(Gen g) {
        return player == MOVER ? g.mover : player == OPPONENT ? g.opponent : player;
    }

    /** {@code g.mover} is the player who just moved; not for {@link #finishes}, which the judge applies. */
    public Result resolve(Gen g, String end) {
        int n = g.players;
        double[] scores = new double[n];
        switch (kind) {
            case DRAW:
                return new Result(Result.DRAW, scores, end);
            case HIGHEST: {
                int best = -1;
                double bestValue = Double.NEGATIVE_INFINITY;
                double second = Double.NEGATIVE_INFINITY;
                for (int p = 0; p < n; p++) {
                    g.locals[0] = p;
                    double v = tally.eval(g) + (compensation == null ? 0 : compensation[p]);
                    if (v > bestValue) {
                        second = bestValue;
                        bestValue = v;
                        best = p;
                    } else if (v > second) {
                        second = v;
                    }
                }
                if (second == bestValue) {
                    return new Result(Result.DRAW, scores, end);
                }
                if (byMargin) {
                    // A lone player has no second best to be ahead of: the margin is the tally itself.
                    scores[best] = n == 1 ? bestValue : bestValue - second;
                }
                return new Result(best, scores, end);
            }
            default: {
                int who = player(g);
                // With more than two players, a loss hands the win to the next player in turn order;
                // a lone player's loss hands it to no one, and the score stays that player's.
                int winner = kind == Kind.WINS ? who : n == 1 ? Result.LOSS : (who + 1) % n;
                int scorer = winner == Result.LOSS ? who : winner;
                if (score != null) {
                    scores[scorer] = score.eval(g);
                } else if (!Double.isNaN(points)) {
                    scores[scorer] = points;
                }
                return new Result(winner, scores, end);
            }
        }
    }
}
