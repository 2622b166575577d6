package gamut.check;

import gamut.check.Keywords.PlayerRole;
import java.util.List;

/**
 * What a game of one player cannot name: another player. Turn order goes round to the lone player
 * again, so 'opponent' and 'second_player' would be that player, and an outcome for them would
 * silently make a loss a win; each is refused with the words to write instead.
 */
final class LonePlayer {
    private LonePlayer() {}

    /** Why a player named by role in an outcome cannot be, or null when it can. */
    static String outcome(List<String> players, String who, boolean wins) {
        PlayerRole role = Keywords.find(PlayerRole.class, who);
        if (players.size() != 1 || role != PlayerRole.OPPONENT && role != PlayerRole.SECOND_PLAYER) {
            return null;
        }
        // The other player's win is the lone player's loss, and the other's loss the lone player's win.
        String self = role == PlayerRole.OPPONENT ? Keywords.word(PlayerRole.MOVER) : players.get(0);
        return refusal(players, role, "write '" + self + (wins ? " loses" : " wins") + "'");
    }

    /** Why 'opponent' cannot be a value here, or null when it can. */
    static String value(List<String> players, Builtin word) {
        if (players.size() != 1 || word != Builtin.OPPONENT) {
            return null;
        }
        return refusal(players, PlayerRole.OPPONENT, "write '" + Keywords.word(PlayerRole.MOVER) + "' or '" + players.get(0) + "'");
    }

    /** Why a moves program's 'of opponent' or 'chosen by opponent' cannot be, or null when it can. */
    static String moves(List<String> players, PlayerRole role, String phrase) {
        if (players.size() != 1 || role != PlayerRole.OPPONENT) {
            return null;
        }
        return refusal(players, role, "leave out '" + phrase + " opponent'");
    }

    private static String refusal(List<String> players, PlayerRole role, String fix) {
        String whom = role == PlayerRole.OPPONENT ? "opponent" : "second player";
        return "there is no " + whom + " in a game of one player (" + players.get(0) + "): " + fix;
    }
}
