package gamut.tournament;

/**
 * The results of one pairing so far, from the side of its first player (a): wins, draws and
 * losses, and the complete pairs by a's points in them (0, 0.5, 1, 1.5 or 2).
 */
public final class PairingTally {
    private final Tournament.Pairing pairing;
    private int wins;
    private int draws;
    private int losses;
    private final int[] pairs = new int[5];
    /** a's points in the first game of a pair whose second has not been added yet, or -1. */
    private double open = -1;

    PairingTally(Tournament.Pairing pairing) {
        this.pairing = pairing;
    }

    /** Adds a game of this pairing; the games of a pair come one after the other. */
    void add(Played p) {
        double score = p.scoreOfA();
        if (score == 1) {
            wins++;
        } else if (score == 0) {
            losses++;
        } else {
            draws++;
        }
        if (p.game().closesPair()) {
            pairs[(int) Math.round(2 * (open + score))]++;
            open = -1;
        } else {
            open = score;
        }
    }

    public Tournament.Pairing pairing() {
        return pairing;
    }

    public int wins() {
        return wins;
    }

    public int draws() {
        return draws;
    }

    public int losses() {
        return losses;
    }

    public int games() {
        return wins + draws + losses;
    }

    /** The complete pairs by a's half points in them: index k counts pairs in which a made k/2 points. */
    public int[] pairs() {
        return pairs.clone();
    }

    /** What the pairs say of a against b: the pentanomial estimate. */
    public Elo.Estimate estimate() {
        return Elo.pentanomial(pairs);
    }
}
