package gamut.reference;

import gamut.api.GameRecord;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A backgammon game record of Gamut as the commands that replay it in GNU Backgammon (gnubg, run as
 * {@code gnubg -t -q} with the commands on its standard input): a money game without the cube (gammons and backgammons counting, as in Gamut's rules), each
 * turn the dice set ({@code set dice 3 1}) and the play entered as one move ({@code move 8/5 6/5}),
 * so that gnubg can then analyse every play.
 *
 * <p>Gamut names the points by White's numbering (White runs 24 to 1, Black 1 to 24) and writes each
 * die of a turn as a decision of its own ({@code roll 3-1; 8-5; 6-5}); gnubg numbers the points from
 * the side of the player on roll (Black's point p is Gamut's 25 - p), the bar {@code bar} and off the
 * board {@code off}, and takes the whole play of a turn at once. A turn without a legal play (Gamut's
 * {@code pass}) is a bare {@code move}, which gnubg takes as the pass. The record is replayed by the rules it
 * names, which say who is on roll after each roll of the dice.
 */
public final class GnubgScript {
    private static final Pattern ROLL = Pattern.compile("(?:opening )?roll (\\d)-(\\d)");
    private static final Pattern STEP = Pattern.compile("(\\d+)([-x])(\\d+)");
    private static final Pattern ENTER = Pattern.compile("[a-z]*@(\\d+)");
    private static final Pattern OFF = Pattern.compile("(\\d+)-off(?: \\(\\d\\))?");
    /** The game's own notation, which writes points as gnubg does, from the mover's side: 8/5, 6/2*, bar/20, 6/off. */
    private static final Pattern OWN = Pattern.compile("(?:bar|\\d+)/(?:\\d+|off)\\*?");

    private GnubgScript() {}

    /** The settings before the game: both players entered by hand, no cube, nothing played for them. */
    public static List<String> settings(Game game) {
        List<String> out = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            out.add("set player " + p + " human");
            out.add("set player " + p + " name " + game.playerName(p));
        }
        out.add("set cube use off");
        out.add("set jacoby off"); // without it a money game counts no gammon while the cube is unturned
        out.add("set automatic roll off");
        out.add("set automatic move off");
        out.add("set automatic bearoff off");
        out.add("set automatic game off");
        out.add("set display off");
        return out;
    }

    /**
     * The game's commands: {@code new game}, who is on roll first, then each turn's dice and play.
     *
     * @throws IllegalArgumentException when a move of the record is not a roll, a checker's step,
     *     an entry, a bearing off or a pass (a cube action, say), or does not replay
     */
    public static List<String> game(Game game, GameRecord record) {
        List<String> out = new ArrayList<>();
        out.add("new game");
        State state = game.newState();
        StringBuilder play = null;
        int turns = 0;
        for (String written : record.moves()) {
            boolean roll = state.isChance();
            int mover = state.toMove();
            try {
                state.make(Notation.parse(state, written));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("move '" + written + "' does not replay: " + e.getMessage(), e);
            }
            if (roll) {
                flush(out, play);
                Matcher m = ROLL.matcher(written);
                if (!m.matches()) {
                    throw new IllegalArgumentException("not a roll of two dice: '" + written + "'");
                }
                if (turns++ == 0) {
                    out.add("set turn " + game.playerName(state.toMove()));
                }
                out.add("set dice " + m.group(1) + " " + m.group(2));
                play = new StringBuilder();
            } else if (written.equals("pass")) {
                if (play != null && play.length() == 0) {
                    play.append("move"); // no play: gnubg passes on a bare move
                }
            } else {
                if (play == null) {
                    throw new IllegalArgumentException("a move before the first roll: '" + written + "'");
                }
                play.append(play.length() == 0 ? "move " : " ").append(step(written, mover));
            }
        }
        flush(out, play);
        return out;
    }

    private static void flush(List<String> out, StringBuilder play) {
        if (play != null && play.length() > 0) {
            out.add(play.toString());
        }
    }

    /** One die's step in gnubg's words, from the side of {@code mover} (0 White, 1 Black). */
    static String step(String written, int mover) {
        if (OWN.matcher(written).matches()) {
            return written;
        }
        Matcher m = STEP.matcher(written);
        if (m.matches()) {
            return point(m.group(1), mover) + "/" + point(m.group(3), mover) + (m.group(2).equals("x") ? "*" : "");
        }
        m = ENTER.matcher(written);
        if (m.matches()) {
            return "bar/" + point(m.group(1), mover);
        }
        m = OFF.matcher(written);
        if (m.matches()) {
            return point(m.group(1), mover) + "/off";
        }
        throw new IllegalArgumentException("not a checker's move gnubg can take: '" + written + "'");
    }

    private static int point(String cell, int mover) {
        int p = Integer.parseInt(cell);
        if (p < 1 || p > 24) {
            throw new IllegalArgumentException("no point " + cell);
        }
        return mover == 0 ? p : 25 - p;
    }
}
