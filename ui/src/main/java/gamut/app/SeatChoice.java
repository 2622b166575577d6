package gamut.app;

import gamut.base.GamutException;
import gamut.core.PlayerSpec;
import gamut.ui.controller.GameController;
import java.util.ArrayList;
import java.util.List;

/**
 * Who plays each seat of {@code gamut play}. Players named on the command line win; without them,
 * those who played the file when its window last closed, else those of the last choice made in a
 * Players menu (of any game), else the defaults: a person in the first seat, the computer at a level
 * every game has in the others. A kept choice that no longer reads as players is passed over.
 */
final class SeatChoice {
    private SeatChoice() {}

    /**
     * The players of a game of {@code seats} seats: {@code given} (the options, or their defaults) when
     * {@code named}, else the first sound of {@code forFile} and {@code lastChosen}, fitted to the seats.
     */
    static List<String> choose(List<String> given, boolean named, List<String> forFile, List<String> lastChosen, int seats) {
        if (!named) {
            for (List<String> kept : List.of(forFile, lastChosen)) {
                if (!kept.isEmpty() && kept.stream().allMatch(SeatChoice::sound)) {
                    return fit(kept, seats);
                }
            }
        }
        return given;
    }

    /** The kept players, one a seat: a game with more seats than were kept has its last ones played as the last kept. */
    static List<String> fit(List<String> kept, int seats) {
        List<String> out = new ArrayList<>();
        for (int p = 0; p < Math.max(2, seats); p++) {
            out.add(kept.get(Math.min(p, kept.size() - 1)));
        }
        return out;
    }

    /** Whether the spec reads as a person or a computer player (read only: no engine program is started). */
    private static boolean sound(String spec) {
        if (spec.equals(GameController.HUMAN)) {
            return true;
        }
        try {
            PlayerSpec.parse(spec);
            return true;
        } catch (GamutException e) {
            return false;
        }
    }
}
