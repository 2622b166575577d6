package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A first word that is no command, and no word at all: a usage error (exit 2) that says what the
 * commands are, with the one most likely meant when the word is close to one.
 */
class UnknownCommandTest {
    private static final String COMMANDS = "Commands: new, check, test, diff, info, perft, solve, selfplay, text, replay, convert, bench,"
            + " compare, match, tournament, train, uci, usi, help\n";

    private static Cli.Result run(String... args) {
        Cli.Result r = Cli.execute(args);
        return new Cli.Result(r.code(), r.out(), r.err().replace("\r\n", "\n"));
    }

    @Test
    void aWordThatIsNoCommandIsNamedWithTheCommands() {
        assertEquals(new Cli.Result(2, "", "gamut: unknown command 'foo'\n" + COMMANDS + "Try 'gamut --help'.\n"), run("foo"));
        assertEquals(new Cli.Result(2, "", "gamut: unknown command 'foo'\n" + COMMANDS + "Try 'gamut --help'.\n"),
                run("foo", "bar", "--baz"));
    }

    @Test
    void aSlipOfTheKeysOrTheStartOfANameGetsTheCommandMeant() {
        assertEquals("gamut: unknown command 'chekc'; did you mean 'check'?\n" + COMMANDS + "Try 'gamut --help'.\n",
                run("chekc", "x.gamut").err());
        assertEquals("gamut: unknown command 'selfpaly'; did you mean 'selfplay'?", run("selfpaly").err().lines().findFirst().get());
        assertEquals("gamut: unknown command 'comp'; did you mean 'compare'?", run("comp").err().lines().findFirst().get());
        assertEquals("gamut: unknown command 'Info'; did you mean 'info'?", run("Info").err().lines().findFirst().get());
    }

    @Test
    void aGameFileInPlaceOfTheCommandIsShownHowToPlay() {
        String hex = Cli.game("hex");
        assertEquals("gamut: unknown command '" + hex + "'; to play that file: gamut play " + hex,
                run(hex).err().lines().findFirst().get());
    }

    @Test
    void theNearestCommandIsOneEditInFourLettersAwayOrTheOnlyOneBegun() {
        List<String> commands = List.of("new", "check", "test", "text", "train", "tournament", "play");
        assertEquals("check", UnknownCommand.nearest("chek", commands));
        assertEquals("test", UnknownCommand.nearest("tset", commands));
        assertEquals("tournament", UnknownCommand.nearest("tour", commands));
        assertEquals("text", UnknownCommand.nearest("txet", commands));
        assertNull(UnknownCommand.nearest("t", commands), "one letter begins several");
        assertNull(UnknownCommand.nearest("te", commands), "both test and text begin so, and are two edits away");
        assertEquals("train", UnknownCommand.nearest("tr", commands));
        assertNull(UnknownCommand.nearest("xyz", commands));
        assertEquals(1, UnknownCommand.distance("chekc", "check"), "a swap of two neighbours is one edit");
    }

    @Test
    void noCommandAtAllPrintsTheCommandsAsAUsageError() {
        Cli.Result bare = run();
        assertEquals(2, bare.code());
        assertEquals("", bare.out());
        assertTrue(bare.err().startsWith("Usage: gamut [-hV] [COMMAND]\n"), bare.err());
        assertTrue(bare.err().contains("Commands:\n  new "), bare.err());
    }

    @Test
    void anUnknownOptionIsStillSaidAsBefore() {
        assertEquals(new Cli.Result(2, "", "gamut: Unknown option: '--nope'\nTry 'gamut --help'.\n"), run("--nope"));
    }
}
