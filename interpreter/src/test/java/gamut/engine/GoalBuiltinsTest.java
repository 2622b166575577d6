package gamut.engine;

import static gamut.testing.Games.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.base.GamutException;
import gamut.load.GameLoader;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The builtins for goals: in_a_row, row_through, row_along, last_cell, connects, can_move, file,
 * rank and cell_at, each read through an end rule after one move from a set position.
 */
class GoalBuiltinsTest {
    /** A 5 by 5 board where a stone may be dropped on any empty cell; END is replaced by end rules. */
    static final String PROBE = """
            game "Probe" {
                players red, blue
                board grid 5 by 5
                pieces { stone }
                zone left where not can_step(w)
                zone right where not can_step(e)
                setup {
                    reserve red: stone unlimited
                    reserve blue: stone unlimited
                }
                drops stone {
                    for c in cells where empty {
                        drop
                    }
                }
                END
            }
            """;
    static final String STONES = "; reserve red: stone unlimited; reserve blue: stone unlimited";

    /** The result after the move, from the position: "red wins 12" (with the winner's score) or "draw". */
    static String after(String ends, String position, String move) {
        Rules rules = GameLoader.load("probe.gamut", PROBE.replace("END", ends), List.of());
        State s = Games.position(rules, position + STONES);
        play(s, move);
        return s.isOver() ? s.result().winner() < 0 ? "draw" : rules.playerName(s.result().winner()) + " wins "
                + gamut.core.Result.points(s.result().scores()[s.result().winner()]) : "not over";
    }

    static String score(String value, String position, String move) {
        return after("end probe: dropped => mover wins by " + value, position, move);
    }

    static String holds(String condition, String position, String move) {
        // 'dropped' keeps the set-up position, judged before any move, from ending at once.
        return after("end yes: dropped and " + condition + " => mover wins\nend no: dropped => draw", position, move);
    }

    @Test
    void inARowCountsConsecutiveCellsOfOneLine() {
        String p = "red: a1 b2 c3 a5 b5 d5; blue: e1 e2 e3; turn: red";
        assertEquals("red wins 0", holds("in_a_row(mover, 4)", p, "S@d4"));
        assertEquals("draw", holds("in_a_row(mover, 4)", p, "S@e4"));
        assertEquals("red wins 0", holds("in_a_row(mover, 3)", p, "S@c5"));
        assertEquals("red wins 0", holds("in_a_row(opponent, 3) and not in_a_row(opponent, 4)", p, "S@e5"));
        assertEquals("red wins 0", holds("in_a_row(mover, 1) and in_a_row(mover, 0)", p, "S@e5"));
    }

    @Test
    void rowThroughAndRowAlongMeasureTheLongestLineThroughACell() {
        String p = "red: a1 b2 d4 a3 b3 d3 c4; blue: e3 c1; turn: red";
        // c3 joins a1-b2-c3-d4 (4 on the diagonal) and a3-b3-c3-d3 (4 on the rank); c4 above it.
        assertEquals("red wins 4", score("row_through(last_cell)", p, "S@c3"));
        assertEquals("red wins 4", score("row_along(last_cell, e)", p, "S@c3"));
        assertEquals("red wins 4", score("row_along(last_cell, w)", p, "S@c3"));
        assertEquals("red wins 2", score("row_along(last_cell, n)", p, "S@c3"));
        assertEquals("red wins 1", score("row_along(last_cell, se)", p, "S@c3"));
        assertEquals("red wins 2", score("row_through(d3)", p, "S@e4"));
        assertEquals("red wins 1", score("row_through(e3)", p, "S@e4"));
        assertEquals("red wins 0", score("row_through(e5)", p, "S@c3"));
    }

    @Test
    void lastCellIsWhereTheMoveLanded() {
        assertEquals("blue wins 42", score("file(last_cell) * 10 + rank(last_cell)", "red: a1; turn: blue", "S@d2"));
        assertEquals("blue wins 0", holds("last_cell == d2 and owner_of(last_cell) == blue", "red: a1; turn: blue", "S@d2"));
        assertEquals("red wins 0", holds("cell_at(2, 3) == b3 and cell_at(6, 1) == cell_at(0, 1)", "turn: red", "S@a1"));
    }

    @Test
    void lastCellInAMoveProgramIsTheLandingCellOfThePreviousMove() {
        // After the first, each stone must go next to the one placed just before it.
        String game = PROBE.replace("for c in cells where empty {",
                "for c in cells where empty and (turn_number == 1 or distance(last_cell) == 1) {").replace("END", "");
        Rules rules = GameLoader.load("probe.gamut", game, List.of());
        State s = Games.position(rules, "blue: a1" + STONES);
        assertEquals(24, Games.moves(s).size());
        play(s, "S@c3");
        assertEquals(Games.sorted("S@b2 S@b3 S@b4 S@c2 S@c4 S@d2 S@d3 S@d4"), Games.moves(s));
        play(s, "S@b2");
        assertEquals(Games.sorted("S@a2 S@a3 S@b1 S@b3 S@c1 S@c2"), Games.moves(s));
    }

    @Test
    void connectsFollowsAChainOfNeighboursFromZoneToZone() {
        String p = "red: a1 b2 c2 d3; blue: c1 d2 e2 e1; turn: red";
        assertEquals("red wins 0", holds("connects(mover, left, right)", p, "S@e4"));
        assertEquals("draw", holds("connects(mover, left, right)", p, "S@e5"));
        assertEquals("draw", holds("connects(opponent, left, right)", p, "S@e4"));
        assertEquals("red wins 0", holds("connects(opponent, right, right)", p, "S@e4"));
    }

    @Test
    void canMoveAsksWhetherAPlayerWouldHaveAMove() {
        String game = """
                game "Corridor" {
                    players red, blue
                    board grid 3 by 1
                    pieces { stone }
                    setup {
                        red: a1
                        blue: c1
                    }
                    moves stone as slide {
                        for d in e w {
                            step d
                            verify empty
                            move
                        }
                    }
                    drops stone as place {
                        for c in cells where empty { drop }
                    }
                    PLAN
                    end stuck: not can_move(opponent) => mover wins
                }
                """;
        Rules plain = GameLoader.load("corridor.gamut", game.replace("PLAN", ""), List.of());
        State s = Games.start(plain);
        play(s, "a1-b1");
        assertEquals("red wins (stuck)", Games.describe(s));
        // A reserve gives blue a drop to make; but a turn plan that allows only slides takes it away.
        State withReserve = Games.position(plain, "red: a1; blue: c1; reserve blue: stone 1");
        play(withReserve, "a1-b1");
        assertEquals("not over", Games.describe(withReserve));
        Rules planned = GameLoader.load("corridor.gamut", game.replace("PLAN", "turn sliding: one of slide"), List.of());
        State slidesOnly = Games.position(planned, "red: a1; blue: c1; reserve blue: stone 1");
        play(slidesOnly, "a1-b1");
        assertEquals("red wins (stuck)", Games.describe(slidesOnly));
    }

    @Test
    void canMoveInAMoveProgramLeavesTheGenerationUnderWay() {
        // A stone moves only while the other side still has a move: asked in the middle of generating.
        String game = PROBE.replace("for c in cells where empty {", "for c in cells where empty {\n verify can_move(opponent)")
                .replace("END", "");
        Rules rules = GameLoader.load("probe.gamut", game, List.of());
        assertEquals(List.of(25L, 600L, 13800L), List.of(count(rules, 1), count(rules, 2), count(rules, 3)));
    }

    private static long count(Rules rules, int depth) {
        return new Perft(Games.start(rules)).count(depth);
    }

    @Test
    void canMoveAskedWhileWorkingOutCanMoveIsTrue() {
        // Blue's plan asks whether red can move; red's drops ask about blue: the inner question is true.
        String game = PROBE.replace("END", "turn t when can_move(opponent): one of place\n")
                .replace("drops stone {", "drops stone as place {\n verify can_move(opponent)");
        Rules rules = GameLoader.load("probe.gamut", game, List.of());
        assertEquals(List.of(25L, 600L), List.of(count(rules, 1), count(rules, 2)));
    }
}
