package gamut.games;

import gamut.core.MoveList;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import gamut.testing.TurnEnds;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Fevga positions written as the rules text writes them, in the mover's own numbering, set up for
 * White or for Black to move; and the final positions of a turn, read back in the mover's numbering.
 * White's numbering is the file's cell names; Black's own point r is White's S(r).
 */
final class FevgaPositions {
    static final String GAME = "run-fevga.gamut";
    static final int WHITE = 0;
    static final int BLACK = 1;
    static final String[] COLOURS = {"white", "black"};

    private FevgaPositions() {}

    /** The spec's map between the players' numberings; its own inverse. */
    static int s(int r) {
        return ((r + 11) % 24) + 1;
    }

    static Rules rules(String... variants) {
        return Games.load(GAME, variants);
    }

    /** The cell name of the mover's own point r. */
    static String cellName(int mover, int r) {
        return Integer.toString(mover == WHITE ? r : s(r));
    }

    /** The mover's own point of a cell named by White's numbering. */
    static int ownPoint(int mover, int whitePoint) {
        return mover == WHITE ? whitePoint : s(whitePoint);
    }

    /** Points from text such as "24:14, 4:1" (own point: count), indexed 1..24. */
    static int[] points(String text) {
        int[] out = new int[25];
        for (String part : text.split(",")) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue;
            }
            String[] pair = p.split(":");
            int r = Integer.parseInt(pair[0].strip());
            out[r] += pair.length > 1 ? Integer.parseInt(pair[1].strip()) : 1;
        }
        return out;
    }

    /** The board key of a position given in the mover's numbering (opponent and offs as given). */
    static String key(String own, String opp, int ownOff, int oppOff) {
        return FevgaReference.key(points(own), points(opp), ownOff, oppOff);
    }

    /** Sets up a position given in the mover's numbering, the mover to play (no roll yet). */
    static State position(Rules rules, int mover, String own, String opp, int ownOff, int oppOff) {
        StringBuilder text = new StringBuilder();
        text.append(COLOURS[mover]).append(':').append(cells(mover, points(own))).append(";\n");
        text.append(COLOURS[1 - mover]).append(':').append(cells(mover, points(opp))).append(";\n");
        if (ownOff > 0) {
            text.append("exited ").append(COLOURS[mover]).append(": ").append(ownOff).append(";\n");
        }
        if (oppOff > 0) {
            text.append("exited ").append(COLOURS[1 - mover]).append(": ").append(oppOff).append(";\n");
        }
        text.append("turn: ").append(COLOURS[mover]);
        return Games.position(rules, text.toString());
    }

    private static String cells(int mover, int[] points) {
        StringBuilder out = new StringBuilder();
        for (int r = 24; r >= 1; r--) {
            if (points[r] > 0) {
                out.append(' ').append(cellName(mover, r)).append('*').append(points[r]);
            }
        }
        return out.toString();
    }

    /** The position with the roll made. */
    static State rolled(Rules rules, int mover, String own, String opp, int ownOff, int oppOff, int a, int b) {
        State s = position(rules, mover, own, opp, ownOff, oppOff);
        s.setRoll(new int[] {a, b});
        return s;
    }

    /** The board of the state seen by the given player: own points, opponent's points (own numbering), offs. */
    static int[][] boardOf(State s, int viewer) {
        Rules rules = Kernel.rules(s);
        int[] own = new int[25];
        int[] opp = new int[25];
        for (int w = 1; w <= 24; w++) {
            int cell = rules.geometry.cell(Integer.toString(w));
            if (s.owner(cell) == viewer) {
                own[ownPoint(viewer, w)] = s.height(cell);
            } else if (s.owner(cell) >= 0) {
                opp[ownPoint(viewer, w)] = s.height(cell);
            }
        }
        return new int[][] {own, opp, {s.exited(viewer), s.exited(1 - viewer)}};
    }

    static String key(State s, int viewer) {
        int[][] b = boardOf(s, viewer);
        return FevgaReference.key(b[0], b[1], b[2][0], b[2][1]);
    }

    /**
     * The distinct final positions of the turn in progress (seen by the player to move): every
     * legal sub-move is made until the turn passes to the other player or the game ends.
     */
    static Set<String> finals(State s) {
        Set<String> out = new TreeSet<>();
        TurnEnds.forEach(s, (end, mover) -> out.add(key(end, mover)));
        return out;
    }

    /**
     * How many sequences of legal sub-moves complete the turn in progress: a sequence ends when
     * the turn passes or the game ends (Perft.countTurns misses games won with dice left over).
     */
    static long sequences(State s) {
        int turn = s.turnNumber();
        MoveList list = new MoveList();
        s.generate(list);
        long n = 0;
        for (int m : list.toArray()) {
            s.make(m);
            n += s.turnNumber() != turn || s.isOver() ? 1 : sequences(s);
            s.unmake();
        }
        return n;
    }

    /** The reference's plays for the same position and roll. */
    static FevgaReference.Plays reference(List<String> variants, String own, String opp, int ownOff, int oppOff,
                                          int a, int b) {
        return FevgaReference.plays(FevgaReference.Reading.of(variants), points(own), points(opp), ownOff, oppOff, a, b);
    }

    /** The reference's plays for the player to move in an engine state, whose roll is given. */
    static FevgaReference.Plays reference(List<String> variants, State s, int a, int b) {
        int[][] board = boardOf(s, s.toMove());
        return FevgaReference.plays(FevgaReference.Reading.of(variants), board[0], board[1], board[2][0], board[2][1], a, b);
    }

    static List<String> list(String... variants) {
        return new ArrayList<>(List.of(variants));
    }
}
