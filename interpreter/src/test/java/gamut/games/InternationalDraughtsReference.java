package gamut.games;

import java.util.ArrayList;
import java.util.List;

/**
 * International draughts in plain Java, written from the FMJD rules and not from
 * games/international-draughts.gamut: 10 by 10, White (player 0) first and up the board. A man
 * steps diagonally forward and captures forwards and backwards over an adjacent enemy; a king
 * flies any distance along a diagonal, captures a distant enemy and lands on any empty square
 * beyond it. Capturing is compulsory, goes on while it can, and must take the most pieces (a king
 * counts one). The captured pieces come off at the end: until then they block (the Turkish strike)
 * and cannot be captured twice. A man is crowned only where its move ends. A player without a
 * move loses. Two capture paths are two moves when their landing squares differ, as the
 * interpreter counts them.
 */
final class InternationalDraughtsReference extends DraughtsReference {
    InternationalDraughtsReference() {
        super(10, "white", "black");
    }

    static InternationalDraughtsReference start() {
        InternationalDraughtsReference r = new InternationalDraughtsReference();
        r.setUp(4);
        return r;
    }

    static InternationalDraughtsReference at(String position) {
        return (InternationalDraughtsReference) new InternationalDraughtsReference().position(position);
    }

    @Override
    DraughtsReference empty() {
        return new InternationalDraughtsReference();
    }

    @Override
    List<Move> legal() {
        List<Move> captures = new ArrayList<>();
        for (int sq = 0; sq < owner.length; sq++) {
            if (owner[sq] == toMove) {
                owner[sq] = EMPTY; // lifted: a king may pass over or stop on its own square
                captures(sq, sq, new ArrayList<>(), new ArrayList<>(), new boolean[owner.length], captures);
                owner[sq] = toMove;
            }
        }
        if (!captures.isEmpty()) {
            int most = captures.stream().mapToInt(m -> m.captured().length).max().getAsInt();
            captures.removeIf(m -> m.captured().length < most);
            return captures;
        }
        List<Move> steps = new ArrayList<>();
        for (int sq = 0; sq < owner.length; sq++) {
            if (owner[sq] != toMove) {
                continue;
            }
            for (int[] d : DIAGONALS) {
                if (!king[sq] && !forward(toMove, d)) {
                    continue;
                }
                for (int to = next(sq, d); to >= 0 && owner[to] == EMPTY; to = king[sq] ? next(to, d) : -1) {
                    steps.add(move(sq, new int[] {to}, new int[0]));
                }
            }
        }
        return steps;
    }

    /** Every way to go on capturing from {@code at}; a path that cannot go on is a move. */
    private void captures(int from, int at, List<Integer> path, List<Integer> taken, boolean[] jumped, List<Move> out) {
        boolean more = false;
        for (int[] d : DIAGONALS) {
            int over = next(at, d);
            while (king[from] && over >= 0 && owner[over] == EMPTY) {
                over = next(over, d);
            }
            if (over < 0 || owner[over] != 1 - toMove || jumped[over]) {
                continue;
            }
            jumped[over] = true;
            taken.add(over);
            for (int to = next(over, d); to >= 0 && owner[to] == EMPTY; to = king[from] ? next(to, d) : -1) {
                more = true;
                path.add(to);
                captures(from, to, path, taken, jumped, out);
                path.remove(path.size() - 1);
            }
            taken.remove(taken.size() - 1);
            jumped[over] = false;
        }
        if (!more && !path.isEmpty()) {
            out.add(move(from, EnglishDraughtsReference.ints(path), EnglishDraughtsReference.ints(taken)));
        }
    }
}
