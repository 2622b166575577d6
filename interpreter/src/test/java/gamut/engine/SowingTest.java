package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.testing.Games;
import gamut.testing.Snapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Counts on cells, each construct on its own (docs/language.md sections 3 and 5): 'sow along' a
 * track that loops, its condition and its block, 'capture ... into', 'again' in moves and after
 * programs, moves of neutral pieces, a relative direction that is one direction per player.
 */
class SowingTest {

    /** A ring of six pits a side, two stores; a pit sows anticlockwise, its own pit skipped. */
    static final String RING = """
            game "Ring" {
                players south, north
                board grid 5 by 2 without a1, e2
                pieces { seed }
                zone pits of south = b1, c1, d1
                zone pits of north = b2, c2, d2
                zone store of south = e1
                zone store of north = a2
                directions across of south = n
                directions across of north = s
                track round of south = b1, c1, d1, e1, d2, c2, b2 then loop
                track round of north = d2, c2, b2, a2, b1, c1, d1 then loop
                setup {
                    neutral: b1*2, c1*7, d1, b2, c2*2, d2*3
                }
                moves seed of neutral {
                    verify in(pits)
                    sow along round where here != origin {
                        if in(store) {
                            again
                        } else if in(pits) and stack == 1 {
                            let last = here
                            step across
                            verify stack > 0              // no capture of an empty pit: then no move
                            capture into store
                            capture at last into store
                        }
                    }
                }
            }
            """;

    static Game ring() {
        return Gamut.load("ring.gamut", RING, List.of());
    }

    static String counts(State s) {
        StringBuilder out = new StringBuilder();
        for (String c : List.of("b1", "c1", "d1", "e1", "d2", "c2", "b2", "a2")) {
            out.append(c).append('=').append(Math.max(0, s.height(s.game().geometry().cell(c)))).append(' ');
        }
        return out.toString().strip();
    }

    @Test
    void aSowingIsOneMoveNamedByItsPit() {
        State s = ring().newState();
        // b1 (2 seeds) ends on d1, not empty: a plain sowing. c1 (7) goes round, skipping c1, and ends
        // in b1, emptied by nothing: not a capture. d1 (1) ends in the store: another turn.
        assertEquals(List.of("sow b1", "sow c1", "sow d1 again"), Games.moveList(s));
    }

    @Test
    void theSeedsGoOneByOneAndTheOriginIsSkipped() {
        State s = ring().newState();
        Snapshot before = Snapshot.of(s);
        long hash = s.hash();
        Games.play(s, "sow c1");
        // Seven seeds: d1, e1, d2, c2, b2, b1, (c1 skipped) d1.
        assertEquals("b1=3 c1=0 d1=3 e1=1 d2=4 c2=3 b2=2 a2=0", counts(s));
        assertEquals("north", s.game().playerName(s.toMove()));
        s.unmake();
        before.assertSame(s, "after unmake");
        assertEquals(hash, s.hash());
    }

    @Test
    void theLastSeedInTheStoreGivesAnotherTurn() {
        State s = ring().newState();
        Games.play(s, "sow d1");
        assertEquals("south", s.game().playerName(s.toMove()));
        assertEquals(2, s.turnNumber());
        assertEquals("b1=2 c1=7 d1=0 e1=1 d2=3 c2=2 b2=1 a2=0", counts(s));
        s.unmake();
        assertEquals("south", s.game().playerName(s.toMove()));
    }

    @Test
    void aCaptureIntoTheStoreTakesBothPits() {
        // c1's seed ends in d1, empty, but d2 across is empty too: the verify fails, so no move.
        assertEquals(List.of("sow b1 again"), Games.moveList(ring().position("neutral: b1*3 c1 b2*5; turn: south")));
        State t = ring().position("neutral: b1 c2*4 d2; turn: south");
        assertEquals(List.of("sow b1 xc2>e1 xc1>e1"), Games.moveList(t));
        Games.play(t, "sow b1");
        assertEquals("b1=0 c1=0 d1=0 e1=5 d2=1 c2=0 b2=0 a2=0", counts(t));
    }

    @Test
    void aSowingPastTheEndOfATrackThatDoesNotLoopIsNoMove() {
        String text = RING.replaceFirst(" then loop", "");
        State s = Gamut.load("ring.gamut", text, List.of()).newState();
        // c1's seven seeds would run past b2, the end of South's track.
        assertEquals(List.of("sow b1", "sow d1 again"), Games.moveList(s));
    }

    @Test
    void againInAnAfterProgramHoldsForTheMoveJustMade() {
        String text = """
                game "Twice" {
                    players white, black
                    board grid 3 by 1
                    pieces { stone }
                    setup { white: a1 }
                    moves stone { step e  verify empty  move }
                    after { if here == c1 { again } }
                    no_moves => pass
                }
                """;
        State s = Gamut.load("twice.gamut", text, List.of()).newState();
        Games.play(s, "a1-b1");
        assertEquals("black", s.game().playerName(s.toMove()));
        Games.play(s, "pass");
        Games.play(s, "b1-c1");
        assertEquals("white", s.game().playerName(s.toMove()));
    }

    @Test
    void whatTheLoopsOfASowingsBlockRecordIsAllPartOfIt() {
        // The last seed makes a run of pits of two: each is captured, going back along the row.
        int start = RING.lastIndexOf('\n', RING.indexOf("sow along")) + 1;
        String text = RING.substring(0, start) + """
                                sow along round {
                                    while stack == 2 {
                                        capture into store
                                        step e
                                    }
                                }
                            }
                        }
                        """;
        State s = Gamut.load("ring.gamut", text, List.of()).position("neutral: b1 c1*2 d1 b2 c2 d2*2; turn: north");
        // North's d2 makes c2 and b2 pits of two: both taken, going back east up to d2, now empty.
        assertEquals(List.of("sow b2", "sow c2 xb2>a2", "sow d2 xb2>a2 xc2>a2"), Games.moveList(s));
    }

    @Test
    void mistakesAreReported() {
        assertEquals("ring.gamut:18:19: error: unknown track 'rond' (did you mean 'round'?)",
                first(RING.replace("sow along round", "sow along rond")));
        assertEquals("ring.gamut:25:30: error: 'capture ... into' a zone needs a zone of one cell, but 'pits' has 3 cells for south",
                first(RING.replace("capture into store", "capture into pits")));
        assertEquals("ring.gamut:25:17: error: 'capture ... into' moves the pieces as the move ends; it cannot also be 'now'",
                first(RING.replace("capture into store", "capture into store now")));
        assertEquals("ring.gamut:18:31: error: 'sow ... where' needs a condition, but '2' is a number",
                first(RING.replace("where here != origin", "where 2")));
        assertEquals("ring.gamut:16:19: error: moves are made with the pieces of mover, opponent or neutral, not 'nobody'",
                first(RING.replace("moves seed of neutral", "moves seed of nobody")));
        String drops = RING.replace("moves seed of neutral {", "drops seed {");
        assertEquals("ring.gamut:18:9: error: 'sow' lifts the pieces of a cell and sows them as a move; use it in a 'moves' program",
                first(drops));
    }

    private static String first(String text) {
        return Gamut.check("ring.gamut", text).format().lines().findFirst().orElseThrow();
    }
}
