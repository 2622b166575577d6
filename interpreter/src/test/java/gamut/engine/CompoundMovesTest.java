package gamut.engine;

import static gamut.testing.Games.sorted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.testing.Games;
import gamut.testing.Snapshot;
import gamut.testing.TestGames;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Compound moves (docs/language.md section 5, "Moves that do more"): chains that must go on, stops
 * after a landing, captures at the end or at once, visited cells, promotions and owner changes in
 * moves and after them, majority captures, make/unmake of the draughts games, the moves' ints, and
 * the checker's messages for misplaced parts.
 */
class CompoundMovesTest {

    /** A game on a small grid: two players, white first, the given items. */
    static Game game(String size, String items) {
        return Gamut.load("t.gamut", "game \"T\" {\n players white, black\n board grid " + size + "\n" + items + "\n}\n",
                List.of());
    }

    static List<String> moves(Game game, String position) {
        return Games.moves(game.position(position));
    }

    /** A man jumps diagonally over enemies onto empty cells, again and again; REST goes after 'land'. */
    static final String JUMPS = """
            pieces { man }
            moves man as jumps {
                chain {
                    for d in ne nw se sw {
                        step d
                        verify enemy and not captured
                        capture
                        step d
                        verify empty
                        land
                        REST
                    }
                }
            }
            moves man { step n  verify not friend  move }
            KEEP
            """;

    static Game jumps(String rest, String keep) {
        return game("5 by 5", JUMPS.replace("REST", rest).replace("KEEP", keep));
    }

    static final String JUMP_POSITION = "white: a1 e1; black: b2 d4 b4 e2";

    @Test
    void aChainThatCanGoOnMustGoOn() {
        assertEquals(sorted("a1-a2 a1xc3xa5 a1xc3xe5 e1xe2"), moves(jumps("", ""), JUMP_POSITION));
    }

    @Test
    void moveAfterLandLetsThePieceStopAnywhere() {
        assertEquals(sorted("a1-a2 a1xc3 a1xc3xa5 a1xc3xe5 e1xe2"), moves(jumps("move", ""), JUMP_POSITION));
    }

    @Test
    void keepMostCapturesKeepsTheLongestJumps() {
        assertEquals(sorted("a1xc3xa5 a1xc3xe5"), moves(jumps("", "keep most captures"), JUMP_POSITION));
        // Landing on a piece counts too: alone, e1xe2 takes one and a2 nothing.
        assertEquals(sorted("e1xe2"), moves(jumps("", "keep most captures"), "white: e1 a1; black: e2"));
    }

    /** A stone jumps an enemy to the east, then may step back west onto the cell it jumped. */
    static Game backStep(String capture) {
        return game("5 by 1", """
                pieces { stone }
                moves stone {
                    chain {
                        for d in e {
                            step d
                            verify enemy and not captured
                            CAPTURE
                            step d
                            verify empty
                            land
                        }
                        for d in w { step d  verify empty  verify not visited  move }
                    }
                }
                """.replace("CAPTURE", capture));
    }

    @Test
    void captureNowFreesTheCellAsThePieceLands() {
        Game now = backStep("capture now");
        State s = now.position("white: a1; black: b1 e1");
        assertEquals(List.of("a1xc1xb1"), Games.moves(s));
        Snapshot before = Snapshot.of(s);
        Games.play(s, "a1xc1xb1");
        assertEquals("{b1=white stone, e1=black stone}", pieces(s));
        s.unmake();
        before.assertSame(s, "unmade");
        // Captured at the end, the jumped stone still stands in the way: the move stops on c1.
        assertEquals(List.of("a1xc1"), moves(backStep("capture"), "white: a1; black: b1 e1"));
    }

    /** A stone hops over any piece orthogonally onto an empty cell, never back onto a cell of its path. */
    static final String HOPS = """
            pieces { stone }
            moves stone {
                chain {
                    for d in n e s w {
                        step d
                        verify not empty
                        step d
                        verify empty and not visited
                        land
                        move
                    }
                }
            }
            """;

    @Test
    void visitedStopsAHopperGoingRoundInCircles() {
        Game hops = game("3 by 3", HOPS);
        assertEquals(sorted("a1-a3 a1-a3-c3 a1-a3-c3-c1 a1-c1 a1-c1-c3 a1-c1-c3-a3"),
                moves(hops, "white: a1; black: b1 a2 c2 b3"));
        // Without it the hopper goes round the four stones until the limit on landings stops it.
        Game circles = game("3 by 3", HOPS.replace("verify empty and not visited", "verify empty"));
        State s = circles.position("white: a1; black: b1 a2 c2 b3");
        GamutException e = assertThrows(GamutException.class, () -> s.generate(new MoveList()));
        assertEquals("the moves of stone from a1: a move lands more than 256 times: does its chain go round in circles?"
                + " ('verify not visited' stops that)", e.getMessage());
    }

    @Test
    void aPathOfOneLandingStoppedWithMoveIsListedOnce() {
        // 'land' then 'move' (section 5): a hop that cannot go on is recorded by the chain and by
        // the 'move' after its landing, one move that was listed twice (issue 34).
        State s = game("3 by 3", HOPS).position("white: a1; black: b1 a2");
        assertEquals(List.of("a1-a3", "a1-c1"), Games.moves(s));
        assertEquals(2, new Perft(s).count(1));
        // Paths of several landings were listed once already, and still are.
        assertEquals(sorted("a1-a3 a1-c1 a1-c1-c3"), moves(game("3 by 3", HOPS), "white: a1; black: b1 a2 c2"));
    }

    /** Two moves that differ only by an owner change are written alike, so the second cannot be typed. */
    @Test
    void movesThatDifferOnlyByAFlipAreWrittenDifferently() {
        Game game = game("5 by 5", """
                pieces { stone }
                moves stone {
                    for d in n { step d  verify empty  move  let t = here  step d  verify enemy  flip  goto t  move }
                }
                """);
        State s = game.position("white: b2; black: b4");
        MoveList list = new MoveList();
        s.generate(list);
        assertEquals(2, list.size());
        for (int i = 0; i < list.size(); i++) {
            assertEquals(list.get(i), Notation.parse(s, Notation.format(s, list.get(i))), Games.moveList(s).toString());
        }
    }

    /** Pawns step north; on the last row a step records one of four promotions. */
    static final String PAWNS = """
            pieces { pawn "P", queen "Q", rook "R", bishop "B", knight "N" }
            zone last of white = a5, b5, c5, d5, e5
            zone last of black = a1, b1, c1, d1, e1
            moves pawn {
                for d in n { step d  verify empty and not in(last)  move }
                for d in n { step d  verify empty and in(last)  promote to queen  move }
                for d in n { step d  verify empty and in(last)  promote to rook  move }
                for d in n { step d  verify empty and in(last)  promote to bishop  move }
                for d in n { step d  verify empty and in(last)  promote to knight  move }
            }
            """;

    @Test
    void promotionChoicesInAMoveAreFourMoves() {
        Game game = game("5 by 5", PAWNS);
        State s = game.position("white: pawn c4 b2; black: pawn e2");
        assertEquals(sorted("Pb2-b3 Pc4-c5=B Pc4-c5=N Pc4-c5=Q Pc4-c5=R"), Games.moves(s));
        Snapshot before = Snapshot.of(s);
        Games.play(s, "Pc4-c5=N");
        assertEquals("{b2=white pawn, c5=white knight, e2=black pawn}", pieces(s));
        s.unmake();
        before.assertSame(s, "unmade");
    }

    @Test
    void promotionInAnAfterProgram() {
        Game game = game("5 by 5", """
                pieces { pawn "P", queen "Q" }
                zone last of white = a5, b5, c5, d5, e5
                zone last of black = a1, b1, c1, d1, e1
                moves pawn { step n  verify empty  move }
                after { if in(last) { promote to queen } }
                """);
        State s = game.position("white: pawn c4; black: pawn e2");
        assertEquals(List.of("Pc4-c5"), Games.moves(s));
        Snapshot before = Snapshot.of(s);
        Games.play(s, "Pc4-c5");
        assertEquals("{c5=white queen, e2=black pawn}", pieces(s));
        s.unmake();
        before.assertSame(s, "unmade");
    }

    /** Discs dropped on empty cells; every line of enemies closed by a friend flips, as in Othello. */
    static final String OTHELLO = """
            pieces { disc }
            drops disc { for c in cells where empty { drop } }
            after {
                for d in directions {
                    step d
                    verify enemy
                    while enemy { step d }
                    verify friend
                    step opposite(d)
                    while enemy { flip  step opposite(d) }
                }
            }
            """;

    @Test
    void flipInAnAfterProgramTurnsEveryClosedLine() {
        Game game = game("5 by 5", OTHELLO);
        State s = game.position("white: a1 e2; black: b2 c3 d4 e4 e3 d5 c5; reserve white: disc 5; reserve black: disc 5");
        assertEquals(16, Games.moves(s).size());
        Snapshot before = Snapshot.of(s);
        long hash = s.hash();
        Games.play(s, "D@e5");
        assertEquals("{a1=white disc, b2=white disc, c3=white disc, c5=black disc, d4=white disc, d5=black disc,"
                + " e2=white disc, e3=white disc, e4=white disc, e5=white disc}", pieces(s));
        assertEquals(8, s.onBoard(0));
        assertEquals(2, s.onBoard(1));
        assertNotEquals(hash, s.hash());
        s.unmake();
        before.assertSame(s, "unmade");
        assertEquals(hash, s.hash());
    }

    @Test
    void flipRecordedInAMove() {
        Game game = game("5 by 5", """
                pieces { stone }
                moves stone {
                    for d in n e s w {
                        step d
                        verify empty
                        let t = here
                        step d
                        verify enemy
                        flip
                        goto t
                        move
                    }
                }
                """);
        State s = game.position("white: b2; black: b4 d2 a1");
        // The owner changes are part of the move, so its notation names them.
        assertEquals(List.of("b2-b3 flips b4", "b2-c2 flips d2"), Games.moveList(s));
        Snapshot before = Snapshot.of(s);
        Games.play(s, "b2-b3 flips b4");
        assertEquals("{a1=black stone, b3=white stone, b4=white stone, d2=black stone}", pieces(s));
        assertEquals(2, s.onBoard(0));
        s.unmake();
        before.assertSame(s, "unmade");
    }

    /** A sound game using every part of compound moves; the checker tests inject one mistake each. */
    static final String SOUND = """
            game "T" {
                players white, black
                board grid 5 by 5
                pieces { man, king }
                moves man {
                    chain {
                        step n
                        verify enemy and not captured
                        capture now
                        step n
                        verify empty and not visited
                        land
                    }
                }
                drops king { for c in cells where empty { drop } }
                after { if is(man) { promote to king  flip } }
                keep most captures
            }
            """;

    static List<String> check(String... oldNew) {
        return TestGames.check(TestGames.replace(SOUND, oldNew));
    }

    @Test
    void theCheckerPlacesEveryPart() {
        assertEquals(List.of(), TestGames.check(SOUND));
        assertEquals(List.of("16:23: 'land' puts the moving piece down inside a 'chain { ... }'; there is no chain here"),
                check("drops king { for c in cells where empty { drop } }",
                        "drops king { for c in cells where empty { drop } }\n moves king { step n  land }"));
        assertEquals(List.of("15:18: 'chain' builds a move of several landings of a piece; use it in a 'moves' program"),
                check("drops king { for c in cells where empty { drop } }",
                "drops king { chain { for c in cells where empty { drop } } }"));
        assertEquals(List.of("13:2: a chain cannot hold another chain"), check("land\n", "land\n chain { land }\n"));
        assertEquals(List.of("16:49: 'capture ... now' is for move programs: in an 'after' program every capture happens at once"),
                check("promote to king  flip", "promote to king  flip  capture now"));
        assertEquals(List.of("16:37: unknown piece 'kingg' (did you mean 'king'?)"),
                check("promote to king ", "promote to kingg "));
        assertEquals(List.of("17:15: 'keep most' measures moves by captures, not 'nonsense'"),
                check("keep most captures", "keep most nonsense"));
    }

    static Game draughts(String file) {
        return Gamut.load(Games.game(file), List.of());
    }

    /**
     * Along random games of both draughts games, every legal move made and unmade leaves the
     * position exactly as it was, and after it the hash is that of the same position set up afresh.
     */
    @Test
    void makeUnmakeOfEveryDraughtsMoveRestoresEverything() {
        long[] made = new long[2];
        String[] files = {"english-draughts.gamut", "international-draughts.gamut"};
        for (int g = 0; g < 2; g++) {
            Game game = draughts(files[g]);
            for (long seed = 1; seed <= 8; seed++) {
                State s = game.newState();
                SplittableRandom random = new SplittableRandom(seed);
                MoveList list = new MoveList();
                while (!s.isOver()) {
                    Snapshot before = Snapshot.of(s);
                    s.generate(list);
                    int[] moves = list.toArray();
                    for (int m : moves) {
                        String where = files[g] + " seed " + seed + " ply " + s.ply() + " " + Notation.format(s, m);
                        s.make(m);
                        assertEquals(game.position(PositionFormat.format(s)).hash(), s.hash(), where + ": hash");
                        s.unmake();
                        before.assertSame(s, where);
                        made[g]++;
                    }
                    s.make(moves[random.nextInt(moves.length)]);
                }
            }
        }
        assertEquals("[2745, 5215]", Arrays.toString(made)); // moves made and unmade
    }

    @Test
    void equalCompoundMovesAreEqualIntsInEveryStateOfAGame() {
        Game game = draughts("english-draughts.gamut");
        String circle = "black: king d2 man a1 g1 b6; white: man c3 e3 c5 e5 a7 king h8; turn: black";
        State a = game.position(circle);
        State b = game.position("white: king h8 man a7 c3 c5 e3 e5; black: man g1 b6 a1 king d2; turn: black");
        MoveList ma = new MoveList();
        MoveList mb = new MoveList();
        a.generate(ma);
        b.generate(mb);
        int[] one = ma.toArray();
        int[] two = mb.toArray();
        Arrays.sort(one);
        Arrays.sort(two);
        assertEquals(2, one.length);
        assertTrue(Arrays.equals(one, two), Arrays.toString(one) + " " + Arrays.toString(two));
        assertNotEquals(one[0], one[1]); // two paths round the same four men are two moves
        assertTrue(Move.isCompound(one[0]) && Move.isCompound(one[1]));
        int clockwise = Notation.parse(a, "Kd2xb4xd6xf4xd2");
        assertEquals("[d2, d2, 0, [b4, d6, f4, d2], [c3, c5, e5, e3]]", describe(game, clockwise));
        // Reached by play, the same jump is the same int as in a position set up from text.
        State c = game.newState();
        Games.play(c, "Mc3-d4", "Mf6-e5");
        State d = game.position(PositionFormat.format(c));
        assertEquals(List.of("15x22"), Games.moves(c));
        assertEquals(Notation.parse(d, "Md4xf6"), Notation.parse(c, "Md4xf6"));
    }

    static String describe(Game game, int move) {
        List<String> landings = Arrays.stream(game.landings(move)).mapToObj(c -> game.geometry().cellName(c)).toList();
        List<String> captures = Arrays.stream(game.captures(move)).mapToObj(c -> game.geometry().cellName(c)).toList();
        return List.of(game.geometry().cellName(game.from(move)), game.geometry().cellName(game.to(move)),
                game.kind(move), landings, captures).toString();
    }

    @Test
    void aMacroParameterNamesThePieceToPromoteTo() {
        String text = """
                game "T" {
                    players white, black
                    board grid 3 by 3
                    pieces { stone, queen }
                    define become(t) { promote to t }
                    moves stone { step n  verify empty  move }
                    after { become(queen) }
                }
                """;
        assertEquals(List.of(), TestGames.check(text));
    }

    static String pieces(State s) {
        java.util.Map<String, String> out = new java.util.TreeMap<>();
        Game game = s.game();
        for (int c = 0; c < s.rules().cells; c++) {
            if (s.owner(c) >= 0) {
                out.put(game.geometry().cellName(c), game.playerName(s.owner(c)) + " " + game.pieceName(s.piece(c)));
            }
        }
        return out.toString();
    }
}
