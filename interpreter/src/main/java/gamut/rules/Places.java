package gamut.rules;

import gamut.board.Board;
import gamut.core.Result;

/**
 * The players who have finished ('mover finishes', language reference section 8, *Places*), in
 * the order they finished: each took the next place and left the turn order, which skips them.
 * One per state, shared by every run-time context that plays on its board; a move that finishes
 * a player is taken back with {@link #truncate}.
 */
public final class Places {
    private final int players;
    private final Board board;
    /** The players who finished, first to last; place[p] is p's place from 1, or 0 while p plays on. */
    private final int[] order;
    private final int[] place;
    private int count;

    public Places(int players, Board board) {
        this.players = players;
        this.board = board;
        this.order = new int[players];
        this.place = new int[players];
    }

    /** How many players have finished. */
    public int count() {
        return count;
    }

    /** Whether the player has finished and so plays no more. */
    public boolean finished(int player) {
        return player >= 0 && player < players && place[player] != 0;
    }

    /** The player's place from 1, or 0 while the player plays on. */
    public int placeOf(int player) {
        return place[player];
    }

    /** The next player after {@code player} in turn order who has not finished (the player itself when none is left). */
    public int after(int player) {
        int next = player + 1 == players ? 0 : player + 1;
        if (count == 0) {
            return next;
        }
        for (int i = 0; i < players && place[next] != 0 && next != player; i++) {
            next = next + 1 == players ? 0 : next + 1;
        }
        return next;
    }

    /** The player finishes: the next place is theirs, and the position's hash says so. */
    public void finish(int player) {
        order[count] = player;
        place[player] = ++count;
        board.toggle(key(player, count));
    }

    /** Forgets the players who finished after the first {@code kept} (a move taken back); the hash is restored apart. */
    public void truncate(int kept) {
        while (count > kept) {
            place[order[--count]] = 0;
        }
    }

    public void clear() {
        truncate(0);
    }

    /** A key per player and place, mixed into the hash as the player finishes (splitmix64 of both). */
    private static long key(int player, int where) {
        long z = 0x9E3779B97F4A7C15L * (player * 1024L + where + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * The result of the game as it ends, in places: the players who finished keep theirs; of the
     * others, a winner of {@code r} takes the next place and the rest share the places after it,
     * and without one (a draw, a loss) they share every place left. The winner is the one in first
     * place alone, else nobody (a draw).
     */
    public Result settle(Result r) {
        int[] places = new int[players];
        int next = count + 1;
        boolean wins = r.winner() >= 0 && place[r.winner()] == 0;
        for (int p = 0; p < players; p++) {
            places[p] = place[p] != 0 ? place[p] : wins && p != r.winner() ? next + 1 : next;
        }
        int first = -1;
        int firsts = 0;
        for (int p = 0; p < players; p++) {
            if (places[p] == 1) {
                first = p;
                firsts++;
            }
        }
        return new Result(firsts == 1 ? first : Result.DRAW, r.scores(), r.end(), places);
    }

    /** The result when one player is left, who takes the last place: every place is decided. */
    public Result last(double[] scores, String end) {
        int left = 0;
        while (place[left] != 0) {
            left++;
        }
        int[] places = place.clone();
        places[left] = count + 1;
        return new Result(order[0], scores, end, places);
    }
}
