package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.Geometry;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.kernel.Kernel;
import gamut.load.GameLoader;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Moves judged legal without trying them ({@link ExposedCells}): only where trying them would say
 * the same, in a small game where a rook pins a piece to a royal one, and at every position of
 * random games of every shipped game and variant.
 */
class ExposedCellsTest {
    private static final String PIN = """
            game "Pin" {
                players white, black
                board grid 5 by 5
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                pieces { chief "C", rook "R", man "M" }
                royal chief
                setup {
                    white chief: a1
                    white man: a3, c3
                    black rook: a5
                    black chief: e5
                }
                moves chief { for d in n e s w { step d  verify not friend  move } }
                moves man { for d in e n { step d  verify empty  move } }
                moves rook {
                    for d in n e s w {
                        step d
                        while empty { move  step d }
                        verify enemy
                        move
                    }
                }
                end gone: pieces(opponent, chief) == 0 => mover wins
            }
            """;

    @Test
    void aPinnedPieceIsTriedAndAFreeOneIsNot() {
        Rules rules = GameLoader.load("t.gamut", PIN, List.of());
        State s = Kernel.start(rules);
        ExposedCells exposed = TrialMoves.of(s).exposed();
        assertNotNull(exposed, "a game with a royal piece and nothing else judged");
        // The rook on a5 could reach a1 along the file: the file's cells are read, a3 among them.
        assertFalse(exposed.surelyLegal(move(s, "c3", "d3"), 0), "the first move asked about in a position is tried");
        assertTrue(exposed.surelyLegal(move(s, "c3", "d3"), 0), "the second is not, nor any after");
        assertFalse(exposed.surelyLegal(move(s, "a3", "b3"), 0), "the man on a3 stands between the rook and the chief");
        assertFalse(exposed.surelyLegal(move(s, "a3", "a4"), 0), "a4 is on the rook's file too (tried: it stays legal)");
        assertTrue(exposed.surelyLegal(move(s, "c3", "c4"), 0));
        assertFalse(exposed.surelyLegal(move(s, "a1", "b1"), 0), "the royal piece's own moves are tried");
        assertTrue(TrialMoves.of(s).tried(move(s, "a3", "a4"), 0, s.turns));
        assertFalse(TrialMoves.of(s).tried(move(s, "a3", "b3"), 0, s.turns));
    }

    @Test
    void onlyTheDropsARuleCouldForbidAreTried() {
        // Shogi forbids a pawn dropped to mate at once: 'dropped and piece_at(last_cell) == pawn and ...'.
        State s = Games.position(Games.load("shogi.gamut"), "sfen:k8/9/9/9/9/9/9/9/8K b PG 1");
        ExposedCells exposed = TrialMoves.of(s).exposed();
        int gold = drop(s, "G", "e5");
        int pawn = drop(s, "P", "e5");
        exposed.surelyLegal(gold, 0);
        assertTrue(exposed.surelyLegal(gold, 0), "a gold's drop cannot be forbidden by it");
        assertFalse(exposed.surelyLegal(pawn, 0), "a pawn's drop is tried");
    }

    @Test
    void aDropWhoseOwnProgramMayChangeItsTypeIsTried() {
        // The forbid asks for a man on the landing cell; the gold's drop makes one there itself.
        String game = PIN.replace("pieces { chief \"C\", rook \"R\", man \"M\" }",
                        "pieces { chief \"C\", rook \"R\", man \"M\", gold \"G\" }")
                .replace("black chief: e5\n", "black chief: e5\n    reserve white: gold 1, man 1\n")
                .replace("end gone:", """
                        drops gold { for c in cells where empty { promote to man  drop } }
                        drops man { for c in cells where empty { drop } }
                        forbid man_drop_check at each_move: dropped and piece_at(last_cell) == man and in_check(opponent)
                        end gone:""");
        State s = Kernel.start(GameLoader.load("t.gamut", game, List.of()));
        ExposedCells exposed = TrialMoves.of(s).exposed();
        int gold = -1;
        MoveList moves = new MoveList();
        s.turns.unjudged(s.toMove(), moves);
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (Move.kind(m) == Move.DROP && Move.to(m) == s.rules().geometry.cell("d2") && s.rules().letter(s.rules().program(s.rules().moveProgram(m)).piece()).equals("G")) {
                gold = m;
            }
        }
        exposed.surelyLegal(gold, 0);
        assertFalse(exposed.surelyLegal(gold, 0), "its drop may land a man, which the forbid asks about");
    }

    private static int drop(State s, String letter, String cell) {
        MoveList moves = new MoveList();
        s.turns.unjudged(s.toMove(), moves);
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (Move.kind(m) == Move.DROP && Move.to(m) == s.rules().geometry.cell(cell)
                    && s.game().letter(s.game().pieceOf(m)).equals(letter)) {
                return m;
            }
        }
        throw new AssertionError("no drop " + letter + "@" + cell);
    }

    @Test
    void inCheckEveryMoveIsTried() {
        Rules rules = GameLoader.load("t.gamut", PIN.replace("white man: a3, c3", "white man: b3, c3"), List.of());
        State s = Kernel.start(rules);
        ExposedCells exposed = TrialMoves.of(s).exposed();
        exposed.surelyLegal(move(s, "c3", "d3"), 0);
        assertFalse(exposed.surelyLegal(move(s, "c3", "d3"), 0));
    }

    @Test
    void programsThatAskMoreThanCellsHaveNoReads() {
        Rules rules = GameLoader.load(Games.root().resolve("games/chess.gamut"), List.of());
        long[] into = new long[1];
        int[] withReads = new int[rules.programCount()];
        for (int p = 0; p < rules.programCount(); p++) {
            withReads[p] = rules.program(p).addReads(0, 0, into) ? 1 : 0;
        }
        // king, queen, rook, bishop, knight, pawn read cells alone; a pawn's captures ask for the
        // last move (en passant), castling whether cells are attacked.
        assertEquals("[1, 1, 1, 1, 1, 1, 0, 0]", java.util.Arrays.toString(withReads));
        State noRoyal = Kernel.start(GameLoader.load("t.gamut", PIN.replace("royal chief", ""), List.of()));
        assertNull(TrialMoves.of(noRoyal).exposed(), "nothing to judge without royal pieces");
    }

    private static int move(State s, String from, String to) {
        Geometry geo = s.rules().geometry;
        MoveList moves = new MoveList();
        s.turns.unjudged(s.toMove(), moves);
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (!Move.isCompound(m) && Move.from(m) == geo.cell(from) && Move.to(m) == geo.cell(to)) {
                return m;
            }
        }
        throw new AssertionError("no move " + from + "-" + to);
    }

    @TestFactory
    Stream<DynamicTest> aMoveJudgedWithoutTryingIsLegalWhenTried() {
        return Games.everyShippedVariant().stream().map(g -> DynamicTest.dynamicTest(g.name(),
                () -> sameAsTried(GameLoader.load(g.file().toString(), g.text(), g.variants()), g.name())));
    }

    @Test
    void inRandomGamesOfChessShogiAndXiangqiMostMovesAreNotTried() {
        for (String game : List.of("chess", "shogi", "xiangqi")) {
            Rules rules = GameLoader.load(Games.root().resolve("games/" + game + ".gamut"), List.of());
            int[] counts = sameAsTried(rules, game);
            // Of these random games' moves: chess 72%, Shogi 58% (its drops are tried), Xiangqi 77%.
            assertTrue(2 * counts[0] > counts[1], game + ": " + counts[0] + " of " + counts[1] + " judged without trying");
        }
    }

    /** Checks every move judged without trying by trying it; returns how many were, and of how many moves. */
    private static int[] sameAsTried(Rules rules, String where) {
        State s = Kernel.start(rules);
        TrialMoves probes = TrialMoves.of(s);
        int[] counts = new int[2];
        if (probes.exposed() == null) {
            return counts;
        }
        MoveList raw = new MoveList();
        Games.eachDecision(s, 4, 300, at -> {
            int player = at.toMove();
            at.turns.unjudged(player, raw);
            for (int m : raw.toArray()) {
                boolean sure = probes.exposed().surelyLegal(m, player);
                counts[0] += sure ? 1 : 0;
                counts[1]++;
                if (sure && !probes.tried(m, player, at.turns)) {
                    throw new AssertionError(where + " ply " + at.ply() + ": " + rules.geometry.cellName(Move.from(m))
                            + "-" + rules.geometry.cellName(Move.to(m)) + " judged legal without trying, but it is not");
                }
            }
        });
        return counts;
    }
}
