package gamut.games;

import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import gamut.testing.TurnEnds;
import java.util.Set;
import java.util.TreeSet;

/**
 * Backgammon positions for the engine, written in the mover's own numbering (the mover runs 24 to
 * 1), set up for White or for Black to move; and the final positions of a turn, read back in the
 * mover's numbering as {@link BackgammonReference#key}s. The file names points by White's
 * numbering; Black's own point r is White's 25 - r. The bar is the owner's reserve.
 */
final class BackgammonPositions {
    static final String GAME = "backgammon.gamut";
    static final int WHITE = 0;
    static final int BLACK = 1;
    static final String[] COLOURS = {"white", "black"};

    /** The start, in either player's own numbering (the setup is symmetric). */
    static final String START = "24:2, 13:5, 8:3, 6:5";
    static final String START_OPP = "1:2, 12:5, 17:3, 19:5";

    private BackgammonPositions() {}

    static Rules rules() {
        return Games.load(GAME);
    }

    /** The cell name of the mover's own point r. */
    static String cellName(int mover, int r) {
        return Integer.toString(mover == WHITE ? r : 25 - r);
    }

    /** Points from text such as "24:2, 6:5" (own point: count), indexed 1..24. */
    static int[] points(String text) {
        int[] out = new int[25];
        for (String part : text.split(",")) {
            String p = part.strip();
            if (p.isEmpty() || p.equals("-")) {
                continue;
            }
            String[] pair = p.split(":");
            out[Integer.parseInt(pair[0].strip())] += pair.length > 1 ? Integer.parseInt(pair[1].strip()) : 1;
        }
        return out;
    }

    /** A board in the mover's numbering, for the reference. */
    static BackgammonReference.Board board(String own, String opp, int ownBar, int oppBar, int ownOff, int oppOff) {
        return new BackgammonReference.Board(points(own), points(opp), ownBar, oppBar, ownOff, oppOff);
    }

    /** The key of a board given in the mover's numbering. */
    static String key(String own, String opp, int ownBar, int oppBar, int ownOff, int oppOff) {
        return board(own, opp, ownBar, oppBar, ownOff, oppOff).key();
    }

    /** The engine's position for a board in the mover's numbering, the mover to play, the roll made. */
    static State rolled(Rules rules, int mover, BackgammonReference.Board b, int a, int d) {
        StringBuilder text = new StringBuilder();
        text.append(COLOURS[mover]).append(':').append(cells(mover, b.own())).append(";\n");
        text.append(COLOURS[1 - mover]).append(':').append(cells(mover, b.opp())).append(";\n");
        int[] bar = {b.ownBar(), b.oppBar()};
        int[] off = {b.ownOff(), b.oppOff()};
        for (int i = 0; i < 2; i++) {
            String who = COLOURS[i == 0 ? mover : 1 - mover];
            if (bar[i] > 0) {
                text.append("reserve ").append(who).append(": checker ").append(bar[i]).append(";\n");
            }
            if (off[i] > 0) {
                text.append("exited ").append(who).append(": ").append(off[i]).append(";\n");
            }
        }
        text.append("turn: ").append(COLOURS[mover]);
        State s = Games.position(rules, text.toString());
        s.setRoll(new int[] {a, d});
        return s;
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

    /** The board of the state seen by the given player, in that player's numbering. */
    static BackgammonReference.Board boardOf(State s, int viewer) {
        Rules rules = Kernel.rules(s);
        int[] own = new int[25];
        int[] opp = new int[25];
        for (int w = 1; w <= 24; w++) {
            int cell = rules.geometry.cell(Integer.toString(w));
            int r = viewer == WHITE ? w : 25 - w;
            if (s.owner(cell) == viewer) {
                own[r] = s.height(cell);
            } else if (s.owner(cell) >= 0) {
                opp[r] = s.height(cell);
            }
        }
        return new BackgammonReference.Board(own, opp, s.reserve(viewer, 0), s.reserve(1 - viewer, 0),
                s.exited(viewer), s.exited(1 - viewer));
    }

    /**
     * The distinct final positions of the turn in progress, seen by the player to move: every legal
     * sub-move (a pass included) is made until the turn passes to the other player or the game ends.
     */
    static Set<String> finals(State s) {
        Set<String> out = new TreeSet<>();
        TurnEnds.forEach(s, (end, mover) -> out.add(boardOf(end, mover).key()));
        return out;
    }

    /** The reference's final positions for the player to move in an engine state, whose roll is given. */
    static Set<String> reference(State s, int a, int b) {
        return BackgammonReference.finals(boardOf(s, s.toMove()), a, b);
    }
}
