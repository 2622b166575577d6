package gamut.games;

import java.util.ArrayList;
import java.util.List;

/**
 * English draughts in plain Java, written from the laws and not from games/english-draughts.gamut:
 * 8 by 8, Black (player 0) first and up the board. Men step and jump diagonally forward, kings
 * both ways, one square. Jumping is compulsory (any jump, not the longest); a piece that can go
 * on jumping must, and the whole multi-jump is one move. The jumped pieces come off when the move
 * is over: until then they block the squares they stand on and cannot be jumped again. A man that
 * reaches the far row by jumping is crowned and the move ends there. A player without a move loses.
 */
final class EnglishDraughtsReference extends DraughtsReference {
    EnglishDraughtsReference() {
        super(8, "black", "white");
    }

    static EnglishDraughtsReference start() {
        EnglishDraughtsReference r = new EnglishDraughtsReference();
        r.setUp(3);
        return r;
    }

    static EnglishDraughtsReference at(String position) {
        return (EnglishDraughtsReference) new EnglishDraughtsReference().position(position);
    }

    @Override
    DraughtsReference empty() {
        return new EnglishDraughtsReference();
    }

    @Override
    List<Move> legal() {
        List<Move> jumps = new ArrayList<>();
        for (int sq = 0; sq < owner.length; sq++) {
            if (owner[sq] == toMove) {
                owner[sq] = EMPTY; // lifted: the piece may come back over its own square
                jumps(sq, sq, new ArrayList<>(), new ArrayList<>(), new boolean[owner.length], jumps);
                owner[sq] = toMove;
            }
        }
        if (!jumps.isEmpty()) {
            return jumps;
        }
        List<Move> steps = new ArrayList<>();
        for (int sq = 0; sq < owner.length; sq++) {
            if (owner[sq] != toMove) {
                continue;
            }
            for (int[] d : DIAGONALS) {
                int to = next(sq, d);
                if ((king[sq] || forward(toMove, d)) && to >= 0 && owner[to] == EMPTY) {
                    steps.add(move(sq, new int[] {to}, new int[0]));
                }
            }
        }
        return steps;
    }

    /** Every way to go on jumping from {@code at}; a path that cannot go on is a move. */
    private void jumps(int from, int at, List<Integer> path, List<Integer> taken, boolean[] jumped, List<Move> out) {
        boolean more = false;
        boolean crowned = !king[from] && crownRow(toMove, at);
        for (int[] d : DIAGONALS) {
            if (crowned || !(king[from] || forward(toMove, d))) {
                continue;
            }
            int over = next(at, d);
            int to = over < 0 ? -1 : next(over, d);
            if (to < 0 || owner[over] != 1 - toMove || jumped[over] || owner[to] != EMPTY) {
                continue;
            }
            more = true;
            jumped[over] = true;
            path.add(to);
            taken.add(over);
            jumps(from, to, path, taken, jumped, out);
            path.remove(path.size() - 1);
            taken.remove(taken.size() - 1);
            jumped[over] = false;
        }
        if (!more && !path.isEmpty()) {
            out.add(move(from, ints(path), ints(taken)));
        }
    }

    static int[] ints(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }
}
