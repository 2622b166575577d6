package gamut.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.load.GameLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import gamut.testing.Games;
import org.junit.jupiter.api.Test;

/** 'gamut check --lint': warnings about rules that check but are likely not what was meant. */
class LintTest {
    static final String GAME = """
            game "Lint me" {
                players white, black
                board grid 4 by 4
                pieces { rook }
                setup {
                    white: a1, b1
                    black: a4, c4
                }
                define helper() {
                    step n
                }
                define value() = 3
                moves rook {
                    for d in directions {
                        step d
                        verify false or 1 > 2
                        if not true {
                            move
                        }
                        while empty and false {
                            move
                        }
                        for c in cells where 2 < 1 {
                            move
                        }
                        move
                    }
                }
                end never: 1 == 2 => mover wins
                variant same {
                    source "a test"
                    end never: 1 == 2 => mover wins
                }
                variant empty_one {
                    source "a test"
                }
                variant changed {
                    source "a test"
                    end never: 1 == 2 or count(mover) == 0 => mover wins
                }
            }
            """;

    static List<String> warnings(String text) {
        return GameLoader.check("lint.gamut", text, true).diagnostics().stream()
                .map(d -> d.pos().line() + ":" + d.pos().column() + " " + d.severity() + " " + d.message()).toList();
    }

    @Test
    void eachLikelyMistakeIsAWarningWithAFix() {
        assertEquals(List.of(
                "1:1 WARNING nothing ends a game that goes on: 8 of 8 random games were still going after 3,000 plies,"
                        + " and there is no 'limit' or 'repetition'; add 'limit 1000 => draw' (or 'repetition 3 => draw')",
                "5:5 WARNING the set-up is not symmetric: black's pieces are not white's turned round or mirrored; if the"
                        + " game means it, leave it, else correct the cells (white: a1 b1; black: a4 c4)",
                "9:12 WARNING define 'helper' is never used: remove it, or use it where a rule needs it",
                "12:12 WARNING define 'value' is never used: remove it, or use it where a rule needs it",
                "16:13 WARNING this 'verify' never holds, so nothing after it runs: correct the condition or remove the"
                        + " statements it guards",
                "17:13 WARNING this 'if' condition never holds: its block never runs; correct the condition or remove the block",
                "20:13 WARNING this 'while' condition never holds: its block never runs; correct the condition",
                "23:13 WARNING this loop's 'where' never holds: its block never runs; correct the condition",
                "29:5 WARNING end 'never' can never end the game: its condition is always false; to take the rule away"
                        + " in a variant write 'end never: none'",
                "30:5 WARNING variant 'same' changes nothing: each of its rules is the base game's, word for word; give"
                        + " it the rules it should change, or remove it",
                "32:9 WARNING end 'never' can never end the game: its condition is always false; to take the rule away"
                        + " in a variant write 'end never: none'",
                "34:5 WARNING variant 'empty_one' changes nothing: it has no rule; give it the rules it should change,"
                        + " or remove it"), warnings(GAME));
    }

    @Test
    void aRepeatThatStepsFurtherThanAnyLineIsAWarning() {
        String game = """
                game "Steps" {
                    players white, black
                    board grid 4 by 4
                    pieces { rook }
                    setup {
                        white: a1
                        black: a4
                    }
                    moves rook {
                        for d in n {
                            repeat STEPS {
                                step n
                            }
                            move
                        }
                    }
                    limit 100 => draw
                }
                """;
        assertEquals(List.of("11:13 WARNING this 'repeat 4' steps n 4 times, but no line of the board runs more than 3"
                + " steps that way: the step always fails and ends the run; repeat fewer times, or step"
                + " 'while can_step(n)'"), warnings(game.replace("STEPS", "4")));
        assertEquals(List.of(), warnings(game.replace("STEPS", "3")));
    }

    @Test
    void withoutLintTheFileIsCleanAndSoundRulesRaiseNothing() {
        assertEquals(List.of(), GameLoader.check("lint.gamut", GAME).diagnostics());
        String sound = GAME.replace("black: a4, c4", "black: a4, b4")
                .replace("define helper() {\n        step n\n    }\n    define value() = 3\n", "")
                .replace("verify false or 1 > 2", "verify not friend")
                .replace("if not true {\n                move\n            }\n", "")
                .replace("while empty and false {\n                move\n            }\n", "")
                .replace("for c in cells where 2 < 1 {\n                move\n            }\n", "")
                .replace("1 == 2 => mover wins\n    variant same", "count(opponent) == 0 => mover wins\n    limit 200 => draw\n    variant same")
                .replace("variant same {\n        source \"a test\"\n        end never: 1 == 2 => mover wins\n    }\n", "")
                .replace("variant empty_one {\n        source \"a test\"\n    }\n", "");
        assertEquals(List.of(), warnings(sound), sound);
    }

    @Test
    void theShippedGamesLintClean() throws IOException {
        try (Stream<Path> files = Files.list(Games.root().resolve("games"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".gamut")).sorted().toList()) {
                assertEquals(List.of(), GameLoader.check(f.toString(), Files.readString(f), true).diagnostics(), f.toString());
            }
        }
    }
}
