package gamut.games;

import gamut.core.Result;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import gamut.testing.TurnEnds;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Plakoto positions for the engine, written in the mover's own numbering (the mover runs 24 to 1),
 * set up for White or for Black to move; and the final positions of a turn, read back in the
 * mover's numbering as {@link PlakotoReference#key}s. The file names points by White's numbering;
 * Black's own point r is White's 25 - r. A pinned checker is a 'beneath' clause of the position.
 */
final class PlakotoPositions {
    static final String GAME = "plakoto.gamut";
    static final String MOTHER = "mother=on";
    static final int WHITE = 0;
    static final int BLACK = 1;
    static final String[] COLOURS = {"white", "black"};

    /** The start in the mover's numbering: its fifteen on its 24, the opponent's on the mover's 1. */
    static final String START = "24:15";
    static final String START_OPP = "1:15";

    private PlakotoPositions() {}

    static Rules rules(String... variants) {
        return Games.load(GAME, variants);
    }

    /** The cell name of the mover's own point r. */
    static String cellName(int mover, int r) {
        return Integer.toString(mover == WHITE ? r : 25 - r);
    }

    /**
     * Points from text such as "24:13, 13:2/1" (own point: count, and "/1" for a checker of the
     * other side pinned beneath), as {top counts, pinned beneath}, indexed 1..24.
     */
    static int[][] points(String text) {
        int[] top = new int[25];
        int[] beneath = new int[25];
        for (String part : text.split(",")) {
            String p = part.strip();
            if (p.isEmpty() || p.equals("-")) {
                continue;
            }
            String[] pair = p.split("[:/]");
            int r = Integer.parseInt(pair[0].strip());
            top[r] += pair.length > 1 ? Integer.parseInt(pair[1].strip()) : 1;
            beneath[r] += pair.length > 2 ? Integer.parseInt(pair[2].strip()) : 0;
        }
        return new int[][] {top, beneath};
    }

    /** A board in the mover's numbering, for the reference: the pinned checkers follow the stacks over them. */
    static PlakotoReference.Board board(String own, String opp, int ownOff, int oppOff) {
        int[][] o = points(own);
        int[][] p = points(opp);
        return new PlakotoReference.Board(o[0], p[0], p[1], o[1], ownOff, oppOff);
    }

    /** The key of a board given in the mover's numbering (no end). */
    static String key(String own, String opp, int ownOff, int oppOff) {
        return board(own, opp, ownOff, oppOff).key();
    }

    /** The engine's position for a board in the mover's numbering, the mover to play, no roll yet. */
    static State position(Rules rules, int mover, PlakotoReference.Board b) {
        String me = COLOURS[mover];
        String other = COLOURS[1 - mover];
        StringBuilder text = new StringBuilder();
        text.append(me).append(':').append(cells(mover, b.own())).append(";\n");
        text.append(other).append(':').append(cells(mover, b.opp())).append(";\n");
        if (any(b.ownPinned())) {
            text.append("beneath ").append(me).append(':').append(cells(mover, b.ownPinned())).append(";\n");
        }
        if (any(b.oppPinned())) {
            text.append("beneath ").append(other).append(':').append(cells(mover, b.oppPinned())).append(";\n");
        }
        if (b.ownOff() > 0) {
            text.append("exited ").append(me).append(": ").append(b.ownOff()).append(";\n");
        }
        if (b.oppOff() > 0) {
            text.append("exited ").append(other).append(": ").append(b.oppOff()).append(";\n");
        }
        text.append("turn: ").append(me);
        return Games.position(rules, text.toString());
    }

    /** The same, with the roll a-b made. */
    static State rolled(Rules rules, int mover, PlakotoReference.Board b, int a, int d) {
        State s = position(rules, mover, b);
        s.setRoll(new int[] {a, d});
        return s;
    }

    private static boolean any(int[] points) {
        for (int n : points) {
            if (n > 0) {
                return true;
            }
        }
        return false;
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
    static PlakotoReference.Board boardOf(State s, int viewer) {
        Rules rules = Kernel.rules(s);
        int[] own = new int[25];
        int[] opp = new int[25];
        int[] ownPinned = new int[25];
        int[] oppPinned = new int[25];
        for (int w = 1; w <= 24; w++) {
            int cell = rules.geometry.cell(Integer.toString(w));
            int r = viewer == WHITE ? w : 25 - w;
            if (s.owner(cell) == viewer) {
                own[r] = s.height(cell);
            } else if (s.owner(cell) >= 0) {
                opp[r] = s.height(cell);
            }
            // Buried stacks come as (owner, type, height) triples from the top down.
            int[] stacks = Kernel.board(s).buriedStacks(cell);
            for (int i = 0; i < stacks.length; i += 3) {
                if (stacks[i] == viewer) {
                    ownPinned[r] += stacks[i + 2];
                } else {
                    oppPinned[r] += stacks[i + 2];
                }
            }
        }
        return new PlakotoReference.Board(own, opp, ownPinned, oppPinned, s.exited(viewer), s.exited(1 - viewer));
    }

    /**
     * The key of the state seen by the viewer, with " | " and the end's name when the game is over
     * by an end rule. A draw by repetition is left out: it depends on the positions before the turn,
     * which the reference does not see.
     */
    static String key(State s, int viewer) {
        String key = boardOf(s, viewer).key();
        Result r = s.isOver() ? s.result() : null;
        return r == null || r.end().equals("repetition") ? key : key + " | " + r.end();
    }

    /**
     * The distinct final positions of the turn in progress, seen by the player to move: every legal
     * sub-move (a pass included) is made until the turn passes to the other player or the game ends.
     */
    static Set<String> finals(State s) {
        return outcomes(s).keySet();
    }

    /** The same final positions, each with the game's result when the play ended it (else null). */
    static Map<String, Result> outcomes(State s) {
        Map<String, Result> out = new TreeMap<>();
        TurnEnds.forEach(s, (end, mover) -> out.put(key(end, mover), end.isOver() ? end.result() : null));
        return out;
    }

    /** The reference's final positions for the player to move in an engine state whose roll is given. */
    static Set<String> reference(State s, int a, int b, PlakotoReference.Mother mother) {
        return PlakotoReference.finals(boardOf(s, s.toMove()), a, b, mother);
    }
}
