package gamut.engine;

import static gamut.testing.Games.sorted;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.core.MoveList;
import gamut.testing.Games;
import gamut.testing.Snapshot;
import org.junit.jupiter.api.Test;

/**
 * Variables kept per landing of a chain (docs/language.md section 5, "Moves that do more"): a
 * variable declared before the chain and changed on the way to a landing goes back to its value at
 * the cell the piece landed from when the chain backs up, so that the next branch starts from it.
 */
class ChainVariablesTest {

    /** A man jumps diagonally over enemies, at most LIMIT captures in one move; it may also step north. */
    static final String AT_MOST = """
            pieces { man }
            moves man as jumps {
                let taken = 0
                chain {
                    for d in ne nw se sw {
                        verify taken < LIMIT
                        step d
                        verify enemy and not captured
                        capture
                        let taken = taken + 1
                        step d
                        verify empty
                        land
                    }
                }
            }
            moves man { step n  verify not friend  move }
            """;

    static Game atMost(int limit) {
        return CompoundMovesTest.game("5 by 5", AT_MOST.replace("LIMIT", Integer.toString(limit)));
    }

    static final String POSITION = "white: a1 e1; black: b2 d4 b4 e2";

    @Test
    void eachBranchOfTheChainStartsFromTheValueAtItsLanding() {
        // From c3, the jump over d4 to e5 makes 'taken' 2; backing up to c3 puts it back to 1, so
        // the jump over b4 to a5 is tried too (without the restoring, 2 would stop it).
        assertEquals(sorted("a1-a2 a1xc3xa5 a1xc3xe5 e1xe2"), CompoundMovesTest.moves(atMost(2), POSITION));
        assertEquals(sorted("a1-a2 a1xc3 e1xe2"), CompoundMovesTest.moves(atMost(1), POSITION));
        assertEquals(sorted("a1-a2 a1xc3xa5 a1xc3xe5 e1xe2"), CompoundMovesTest.moves(atMost(3), POSITION));
    }

    @Test
    void theDepthOfThePathIsReadAtEachLanding() {
        // 'jumps' counts the landings of the path: read at the top of each run, it lets the man stop
        // after its second jump only (a man that can go on must go on otherwise).
        Game game = CompoundMovesTest.game("7 by 7", """
                pieces { man }
                moves man as jumps {
                    let jumps = 0
                    chain {
                        if jumps == 2 { move }
                        for d in ne nw {
                            step d
                            verify enemy and not captured
                            capture
                            step d
                            verify empty
                            let jumps = jumps + 1
                            land
                        }
                    }
                }
                """);
        // c1 over b2 to a3 (one jump, then nothing: the path is a move) and over d2 to e3, then from
        // e3 over d4 to c5 (two: a move, and on over b6? b6 is empty, so it ends there) or over f4
        // to g5 (two: a move, and the end).
        assertEquals(sorted("c1xa3 c1xe3xc5 c1xe3xg5"), CompoundMovesTest.moves(game, "white: c1; black: b2 d2 d4 f4"));
    }

    @Test
    void makeAndUnmakeOfEveryMoveRestoreThePositionAndPerftIsExact() {
        State s = atMost(2).position(POSITION);
        Snapshot before = Snapshot.of(s);
        MoveList moves = new MoveList();
        s.generate(moves);
        assertEquals(4, moves.size());
        for (int i = 0; i < moves.size(); i++) {
            s.make(moves.get(i));
            s.unmake();
            before.assertSame(s, Notation.format(s, moves.get(i)));
        }
        Games.play(s, "a1xc3xa5");
        assertEquals("white: e1 a5\nblack: e2 d4\nturn: black", s.game().positionText(s, null).strip());
        // Black to move: its men step north (d4-d5, e2-e3); at depth 2 White answers each.
        State start = atMost(2).position(POSITION);
        assertEquals(4, new Perft(start).count(1));
    }
}
