package gamut.rules;

import gamut.core.Result;

/** A compiled result of an end rule, evaluated for the player who just moved. */
public final class Verdict {
    public enum Kind { DRAW, WINS, LOSES, HIGHEST }

    public static final int MOVER = -2;
    public static final int OPPONENT = -3;

    private final Kind kind;
    private final int player;
    private final Eval score;
    private final Eval tally;
    private final boolean byMargin;

    public Verdict(Kind kind, int player, Eval score, Eval tally, boolean byMargin) {
        this.kind = kind;
        this.player = player;
        this.score = score;
        this.tally = tally;
        this.byMargin = byMargin;
    }

    public boolean keepsScore() {
        return score != null || byMargin;
    }

    /** {@code g.mover} is the player who just moved. */
    public Result resolve(Gen g, String end) {
        int n = g.players;
        int[] scores = new int[n];
        switch (kind) {
            case DRAW:
                return new Result(Result.DRAW, scores, end);
            case HIGHEST: {
                int best = -1;
                int bestValue = Integer.MIN_VALUE;
                int second = Integer.MIN_VALUE;
                for (int p = 0; p < n; p++) {
                    g.locals[0] = p;
                    int v = tally.eval(g);
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
                int who = player == MOVER ? g.mover : player == OPPONENT ? g.opponent : player;
                // With more than two players, a loss hands the win to the next player in turn order;
                // a lone player's loss hands it to no one, and the score stays that player's.
                int winner = kind == Kind.WINS ? who : n == 1 ? Result.LOSS : (who + 1) % n;
                if (score != null) {
                    scores[winner == Result.LOSS ? who : winner] = score.eval(g);
                }
                return new Result(winner, scores, end);
            }
        }
    }
}
