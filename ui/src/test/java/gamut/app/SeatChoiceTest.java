package gamut.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Who plays when 'gamut play' names no player: a person against the computer at medium, unless the
 * file or the last Players menu says otherwise; players named on the command line always win.
 */
class SeatChoiceTest {
    private static final List<String> DEFAULTS = List.of("human", "medium");

    /** The players of every seat that 'gamut play ARGS' asks for, as parsed (the game has {@code seats}). */
    private static List<String> parsed(int seats, String... args) {
        PlayCommand play = new PlayCommand();
        new CommandLine(play).parseArgs(args);
        return play.players.everySeat(seats);
    }

    @Test
    void withoutOptionsAPersonPlaysTheFirstSeatAndTheComputerAtMediumTheOthers() {
        assertEquals(DEFAULTS, parsed(2, "x.gamut"));
        assertEquals(List.of("human", "medium", "medium"), parsed(3, "x.gamut"));
        assertEquals(List.of("human", "human", "human"), parsed(3, "x.gamut", "--player2", "human"),
                "a seat --seat does not name is played as the second is");
        assertEquals(List.of("random", "medium", "hard"), parsed(3, "x.gamut", "--player1", "random", "--seat", "3=hard"));
        assertEquals(DEFAULTS, SeatChoice.choose(DEFAULTS, false, List.of(), List.of(), 2));
    }

    @Test
    void theFilesPlayersWinOverTheLastMenuChoiceAndOptionsOverBoth() {
        List<String> forFile = List.of("human", "hard");
        List<String> last = List.of("easy", "human");
        assertEquals(forFile, SeatChoice.choose(DEFAULTS, false, forFile, last, 2));
        assertEquals(last, SeatChoice.choose(DEFAULTS, false, List.of(), last, 2));
        assertEquals(List.of("random", "random"), SeatChoice.choose(List.of("random", "random"), true, forFile, last, 2));
    }

    @Test
    void aKeptChoiceThatNoLongerReadsAsPlayersIsPassedOver() {
        assertEquals(List.of("easy", "human"),
                SeatChoice.choose(DEFAULTS, false, List.of("human", "mcts:fast"), List.of("easy", "human"), 2));
        assertEquals(DEFAULTS, SeatChoice.choose(DEFAULTS, false, List.of(), List.of("wizard", "human"), 2));
    }

    @Test
    void aChoiceKeptFromAGameOfOtherSeatsIsFittedToThisOne() {
        assertEquals(List.of("human", "hard", "hard"), SeatChoice.choose(DEFAULTS, false, List.of(), List.of("human", "hard"), 3));
        assertEquals(List.of("human", "easy"), SeatChoice.choose(DEFAULTS, false, List.of(), List.of("human", "easy", "hard"), 2));
    }
}
