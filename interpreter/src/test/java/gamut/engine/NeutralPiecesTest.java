package gamut.engine;

import static gamut.testing.Games.sorted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import gamut.api.Gamut;
import gamut.core.MoveList;
import gamut.testing.Games;
import gamut.testing.Snapshot;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Neutral pieces, which belong to no player (docs/language.md sections 3, 5, 7 and 11): placed by a
 * move with 'place' and recorded in it, set up with 'neutral:', neither friend nor enemy, captured
 * by a piece that lands on them, written in positions and in notation.
 */
class NeutralPiecesTest {

    /** A king steps one cell, then a blocker goes on any cell left empty (the king's origin too). */
    static final String BLOCKERS = """
            game "Blockers" {
                players white, black
                board grid 3 by 3
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                pieces { king "K", blocker "B" }
                setup {
                    white king: a1
                    black king: c3
                }
                moves king {
                    for d in n e s w {
                        step d
                        verify empty
                        let dest = here
                        for c in cells where (empty and here != dest) or here == origin {
                            place blocker
                            goto dest
                            move
                        }
                    }
                }
                no_moves => mover loses
            }
            """;

    static Game blockers() {
        return Gamut.load("blockers.gamut", BLOCKERS, List.of());
    }

    @Test
    void eachStepComesWithABlockerOnAnyEmptyCell() {
        assertEquals(sorted("""
                Ka1-a2_+B@a1 Ka1-a2_+B@b1 Ka1-a2_+B@c1 Ka1-a2_+B@b2 Ka1-a2_+B@c2 Ka1-a2_+B@a3 Ka1-a2_+B@b3
                Ka1-b1_+B@a1 Ka1-b1_+B@c1 Ka1-b1_+B@a2 Ka1-b1_+B@b2 Ka1-b1_+B@c2 Ka1-b1_+B@a3 Ka1-b1_+B@b3
                """).stream().map(m -> m.replace('_', ' ')).sorted().toList(), Games.moves(blockers().newState()));
    }

    @Test
    void perftAgreesWithAReferenceWrittenHere() {
        State s = blockers().newState();
        long hash = s.hash();
        Perft perft = new Perft(s);
        for (int depth = 1; depth <= 4; depth++) {
            assertEquals(reference(new int[] {0, 8}, 0, 0, depth), perft.count(depth), "depth " + depth);
            assertEquals(hash, s.hash());
        }
        assertEquals(14, perft.count(1));
        assertEquals(144, perft.count(2));
        assertEquals(1500, perft.count(3));
    }

    /**
     * The game by hand on a 3 by 3 board (cell = x + 3y): kings step orthogonally onto an empty cell,
     * then a blocker goes on a cell empty after the step; a player who cannot move has lost.
     */
    static long reference(int[] kings, int blockers, int mover, int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        int from = kings[mover];
        int[][] steps = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        for (int[] d : steps) {
            int x = from % 3 + d[0];
            int y = from / 3 + d[1];
            int to = x + 3 * y;
            if (x < 0 || x > 2 || y < 0 || y > 2 || to == kings[1 - mover] || (blockers & 1 << to) != 0) {
                continue;
            }
            for (int c = 0; c < 9; c++) {
                boolean empty = c != kings[0] && c != kings[1] && (blockers & 1 << c) == 0;
                if (empty && c != to || c == from) {
                    int[] next = kings.clone();
                    next[mover] = to;
                    total += reference(next, blockers | 1 << c, 1 - mover, depth - 1);
                }
            }
        }
        return total;
    }

    @Test
    void makeAndUnmakeRestoreTheBoardAndTheHash() {
        State s = blockers().newState();
        Snapshot start = Snapshot.of(s);
        Games.play(s, "Ka1-a2 +B@a1");
        assertEquals("white: king a2\nblack: king c3\nneutral: blocker a1\nturn: black", PositionFormat.format(s));
        assertEquals(1, s.board().onBoard[2]);
        assertNotEquals(start.hash(), s.hash());
        Snapshot one = Snapshot.of(s);
        Games.play(s, "Kc3-c2 +B@c3", "Ka2-b2 +B@a2");
        assertEquals("white: king b2\nblack: king c2\nneutral: blocker a1 a2 c3\nturn: black", PositionFormat.format(s));
        // The hash kept move by move is the hash of the same position set up from nothing.
        assertEquals(Games.position(s.rules(), PositionFormat.format(s)).hash(), s.hash());
        s.unmake();
        s.unmake();
        one.assertSame(s, "two moves unmade");
        s.unmake();
        start.assertSame(s, "back at the start");
    }

    @Test
    void everyMoveParsesBackFromItsNotation() {
        State s = blockers().position("white: king b2; black: king c3; neutral: blocker a1 c1");
        MoveList moves = new MoveList();
        s.generate(moves);
        assertEquals(20, moves.size());
        for (int i = 0; i < moves.size(); i++) {
            String written = Notation.format(s, moves.get(i));
            assertEquals(moves.get(i), Notation.parse(s, written), written);
            assertEquals(moves.get(i), Notation.parse(s, written.toLowerCase()), written);
        }
    }

    @Test
    void positionsWithNeutralPiecesRoundTrip() {
        Game game = blockers();
        for (String text : List.of("white: king b2\nblack: king c3\nneutral: blocker a1 c1\nturn: white",
                "white: king b2\nblack: king c3\nneutral: blocker a1 c1*2 king a3\nturn: black",
                "white: king b2\nblack:\nturn: white")) {
            State s = game.position(text);
            assertEquals(text, PositionFormat.format(s));
            assertEquals(s.hash(), game.position(PositionFormat.format(s)).hash());
        }
        // Read in any order and spelling, written in board order.
        assertEquals("white: king b2\nblack: king c3\nneutral: blocker a1 c1\nturn: white",
                PositionFormat.format(game.position("neutral: blocker c1, a1; white: king b2; black: king c3")));
    }

    @Test
    void theTextBoardDrawsANeutralPieceAsAHash() {
        State s = blockers().position("white: king b2; black: king c3; neutral: blocker a1 c1");
        assertEquals(" 3 . . k\n 2 . K .\n 1 # . #\n   a b c\n", BoardText.draw(s));
        assertEquals("K = white king, B = white blocker, k = black king, b = black blocker, # = a neutral piece;"
                + " moves write pieces in capitals",
                BoardText.legend(blockers()));
        // A game without 'place' and without neutral pieces in its setup says nothing of them.
        Game probe = Gamut.load("probe.gamut", PROBE.replace("BODY", "step n  move"), List.of());
        assertEquals("S = white stone, B = white blocker, s = black stone, b = black blocker; moves write pieces in capitals",
                BoardText.legend(probe));
        String setUp = PROBE.replace("BODY", "step n  move").replace("moves", "setup { neutral blocker: a1 }\n moves");
        assertEquals(true, BoardText.legend(Gamut.load("s.gamut", setUp, List.of())).endsWith(", # = a neutral piece; moves write pieces in capitals"));
    }

    /** Stones step north onto a cell passing a condition; the probe position puts one stone under each kind of cell. */
    static final String PROBE = """
            game "Probe" {
                players white, black
                board grid 4 by 3
                pieces { stone "S", blocker "B" }
                moves stone { BODY }
            }
            """;

    /** a2 neutral, b2 black, c2 empty, d2 white, with a white stone under each. */
    static final String PROBE_POSITION = "white: stone a1 b1 c1 d1 d2; black: stone b2; neutral: blocker a2";

    static List<String> probe(String body) {
        Game game = Gamut.load("probe.gamut", PROBE.replace("BODY", body), List.of());
        State s = game.position(PROBE_POSITION);
        return Games.moves(s).stream().filter(m -> m.endsWith("2")).toList();
    }

    @Test
    void aNeutralPieceIsNeitherFriendNorEnemyNorEmpty() {
        // Each condition three ways: fused with the step, a test node of its own, a compiled builtin.
        String[][] expected = {
            {"enemy", "Sb1xb2"},
            {"not enemy", "Sa1xa2 Sc1-c2 Sd1-d2"},
            {"empty", "Sc1-c2"},
            {"not empty", "Sa1xa2 Sb1xb2 Sd1-d2"},
            {"friend", "Sd1-d2"},
            {"not friend", "Sa1xa2 Sb1xb2 Sc1-c2"},
            {"neutral", "Sa1xa2"},
            {"not neutral", "Sb1xb2 Sc1-c2 Sd1-d2"},
        };
        for (String[] e : expected) {
            List<String> want = sorted(e[1]);
            assertEquals(want, probe("step n  verify " + e[0] + "  move"), "fused: " + e[0]);
            assertEquals(want, probe("step n  let k = 0  verify " + e[0] + "  move"), "alone: " + e[0]);
            assertEquals(want, probe("step n  verify (" + e[0] + ") and true  move"), "builtin: " + e[0]);
            assertEquals(want, probe("repeat 1 { step n  verify " + e[0] + " }  move"), "repeated: " + e[0]);
        }
    }

    @Test
    void aPieceThatMovesOntoANeutralPieceCapturesIt() {
        Game game = Gamut.load("probe.gamut", PROBE.replace("BODY", "step n  verify not friend  move"), List.of());
        State s = game.position(PROBE_POSITION);
        Snapshot before = Snapshot.of(s);
        Games.play(s, "Sa1xa2");
        assertEquals("white: stone b1 c1 d1 a2 d2\nblack: stone b2\nturn: black", PositionFormat.format(s));
        assertEquals(0, s.board().onBoard[2]);
        s.unmake();
        before.assertSame(s, "unmade");
    }

    @Test
    void aPieceDroppedOntoANeutralPieceCapturesIt() {
        Game game = Gamut.load("drop.gamut", PROBE.replace("moves stone { BODY }",
                "drops stone { for c in cells where neutral { drop } }"), List.of());
        State s = game.position("white: stone a1; neutral: blocker b2 c3; reserve white: stone 1");
        assertEquals(List.of("S@b2", "S@c3"), Games.moves(s));
        Games.play(s, "S@c3");
        assertEquals("white: stone a1 c3\nblack:\nneutral: blocker b2\nturn: black", PositionFormat.format(s));
    }

    @Test
    void countsAndLinesSeeNeutralPiecesAsTheyShould() {
        // neutrals counts them; count, pieces and owner_of see no player's; line_count counts the
        // cell; row_through gives 0 on it; is sees its type.
        String body = """
                verify neutrals(blocker) == 1 and neutrals(stone) == 0 and count(white) == 5
                verify pieces(white, blocker) == 0 and owner_of(a2) == owner_of(a3) and owner_of(b2) == black
                verify row_through(a2) == 0 and line_count(n) == 2
                step n  verify is(blocker) and stack == 1  move
                """;
        assertEquals(List.of("Sa1xa2"), probe(body));
    }

    @Test
    void placeInAnAfterProgramHappensAtOnce() {
        Game game = Gamut.load("after.gamut", PROBE.replace("BODY", "step n  verify empty  move")
                .replace("}\n}", "}\n    after { place blocker at origin  step n  place blocker }\n}"), List.of());
        State s = game.position("white: stone a1; black: stone d3");
        Snapshot before = Snapshot.of(s);
        Games.play(s, "Sa1-a2");
        // The after program's cursor starts on the landing cell: the second blocker replaces the stone.
        assertEquals("white:\nblack: stone d3\nneutral: blocker a2 a3\nturn: black", PositionFormat.format(s));
        assertEquals(Games.position(s.rules(), PositionFormat.format(s)).hash(), s.hash());
        s.unmake();
        before.assertSame(s, "unmade");
    }

    @Test
    void aMacroParameterMayNameThePlacedType() {
        String text = BLOCKERS.replace("place blocker", "put(blocker)")
                .replace("no_moves", "define put(kind) { place kind }\n no_moves");
        assertEquals(Games.moves(blockers().newState()), Games.moves(Gamut.load("m.gamut", text, List.of()).newState()));
    }

    @Test
    void setupAndPlaceErrors() {
        assertEquals(List.of(), TestGames.check(BLOCKERS.replace("black king: c3", "black king: c3\n neutral blocker: b2")));
        assertEquals(List.of("2:20: 'neutral' is a builtin word and cannot name a player"),
                TestGames.check(BLOCKERS.replace("players white, black", "players white, neutral")
                        .replace("black king", "white king")));
        assertEquals(List.of("9:2: say which piece 'neutral' places here: this game has king, blocker"),
                TestGames.check(BLOCKERS.replace("black king: c3", "black king: c3\n neutral: b2")));
        assertEquals(List.of("9:10: neutral pieces have no reserve: a move puts them on the board with 'place'"),
                TestGames.check(BLOCKERS.replace("black king: c3", "black king: c3\n reserve neutral: blocker 2")));
        assertEquals(List.of("16:23: unknown piece 'blocer' (did you mean 'blocker'?)"),
                TestGames.check(BLOCKERS.replace("place blocker", "place blocer")));
        assertEquals(List.of("16:34: 'place ... at' needs a cell, but '3' is a number"),
                TestGames.check(BLOCKERS.replace("place blocker", "place blocker at 3")));
    }
}
