package gamut.games;

import static gamut.testing.Games.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.engine.Perft;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The rules of games/shogi.gamut one by one, each from a position written in SFEN, and the published
 * perft numbers. Cells are a1..i9 from Black's lower left (SFEN's 9i is a1, its 1a is i9).
 */
class ShogiRulesTest {
    /** SFEN, then the published perft counts from depth 1. */
    static final String[][] PUBLISHED = {
        {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "30", "900", "25470", "719731"},
        {"l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1", "207", "28684", "4809015"},
        {"9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1", "524", "248257"},
        {"k+n7/sg7/9/9/9/9/+r5K1g/7L1/2LN1R1+Bb b RBGSNLP 1", "45", "1148", "414441"},
        {"l2kg2+R1/4n3+L/p1gpps3/4np3/6P1N/PP+rP2pS1/1pG2P3/4P1G2/LN3KB1+p b SPbslpppp", "107", "20080"},
    };

    static Rules shogi() {
        return Games.load("shogi.gamut");
    }

    @Test
    void theBoardIsLabelledAndMovesWrittenAsWesternPlayersDo() {
        State s = Games.start(shogi());
        String board = gamut.engine.BoardText.draw(s);
        assertTrue(board.startsWith(" a l n s g k g s n l\n") && board.endsWith("   9 8 7 6 5 4 3 2 1\n"), board);
        State typed = Games.start(shogi());
        for (String text : List.of("P-7f", "7g-7f", "7g7f", "P7g-7f")) {
            assertEquals("P-7f", gamut.engine.Notation.format(typed, gamut.engine.Notation.parse(typed, text)), text);
        }
        play(s, "P-7f", "P-3d");
        for (String text : List.of("8hx2b+", "8h2b+")) {
            assertEquals("Bx2b+", gamut.engine.Notation.format(s, gamut.engine.Notation.parse(s, text)), text);
        }
        assertEquals("Bx2b=", gamut.engine.Notation.format(s, gamut.engine.Notation.parse(s, "8h2b=")));
        assertEquals("Bx2b+", gamut.engine.Notation.format(s, gamut.engine.Notation.parse(s, "Bb2xh8=+B")));
        assertEquals("Bb2xh8", gamut.engine.Notation.longForm(s, gamut.engine.Notation.parse(s, "Bx2b=")));
        // Without a mark, a move that could promote does not, as USI writes it; where the piece
        // must promote, the mark may be left out.
        for (String text : List.of("8h2b", "Bx2b", "8hx2b")) {
            assertEquals("Bx2b=", gamut.engine.Notation.format(s, gamut.engine.Notation.parse(s, text)), text);
        }
        State forced = sfen("4k4/8P/9/9/9/9/9/9/4K4 b - 1");
        for (String text : List.of("P-1a", "1b1a", "1b1a+", "P-1a+")) {
            assertEquals("P-1a+", gamut.engine.Notation.format(forced, gamut.engine.Notation.parse(forced, text)), text);
        }
    }

    static State sfen(String text) {
        return Games.position(shogi(), "sfen:" + text);
    }

    static String sfen(State s) {
        return s.game().positionText(s, "sfen");
    }

    static List<String> moves(String position, String prefix) {
        return Games.plainMoves(sfen(position)).stream().filter(m -> m.startsWith(prefix)).toList();
    }

    @Test
    void aPieceMayPromoteEnteringMovingWithinOrLeavingTheFarThreeRanks() {
        // A rook sliding up the e-file: three promotion squares, each with and without promotion.
        assertEquals(List.of("Re2-e1", "Re2-e3", "Re2-e4", "Re2-e5", "Re2-e6", "Re2-e7", "Re2-e7=+R", "Re2-e8", "Re2-e8=+R",
                "Re2-e9", "Re2-e9=+R"), moves("9/9/9/9/9/9/9/4R4/k7K b - 1", "Re2-e"));
        // A silver leaving the zone may still promote.
        assertEquals(List.of("Se7-d6", "Se7-d6=+S", "Se7-d8", "Se7-d8=+S", "Se7-e8", "Se7-e8=+S", "Se7-f6", "Se7-f6=+S",
                "Se7-f8", "Se7-f8=+S"), moves("9/9/4S4/9/9/9/9/9/k7K b - 1", "S"));
    }

    @Test
    void aPieceThatCouldNeverMoveAgainMustPromote() {
        assertEquals(List.of("Pe8-e9=+P"), moves("9/4P4/9/9/9/9/9/9/k7K b - 1", "P"));
        assertEquals(List.of("Ne6-d8=+N", "Ne6-f8=+N"), moves("9/9/9/4N4/9/9/9/9/k7K b - 1", "N"));
        assertEquals(List.of("Ne5-d7", "Ne5-d7=+N", "Ne5-f7", "Ne5-f7=+N"), moves("9/9/9/9/4N4/9/9/9/k7K b - 1", "N"));
        assertEquals(List.of("Le7-e8", "Le7-e8=+L", "Le7-e9=+L"), moves("9/9/4L4/9/9/9/9/9/k7K b - 1", "L"));
    }

    @Test
    void dropsGoWhereThePieceCouldMoveAgainAndNotBesideAnUnpromotedPawn() {
        List<String> drops = moves("k8/9/9/9/9/9/4P4/9/8K b PNL 1", "");
        assertEquals(0, drops.stream().filter(m -> m.matches("[PL]@.9|N@.[89]")).count(), drops.toString());
        assertEquals(0, drops.stream().filter(m -> m.startsWith("P@e")).count(), "nifu: a pawn of black's stands on e3");
        // 78 empty cells: pawns on 78 - 8 (rank 9) - 7 (the e-file), knights on 78 - 17, lances on 78 - 8.
        assertEquals(List.of(63L, 61L, 70L), Stream.of("P@", "N@", "L@")
                .map(p -> drops.stream().filter(m -> m.startsWith(p)).count()).toList());
        // A tokin on the file is no pawn.
        assertTrue(moves("k8/9/9/9/9/9/4+P4/9/8K b P 1", "P@e").contains("P@e5"));
    }

    @Test
    void aPawnDropThatMatesAtOnceIsNotAllowed() {
        // The white king on a9 has no square after P@a8: b9 is the silver's, b8 and a8 the gold's.
        assertFalse(moves("k8/2S6/1G7/9/9/9/9/9/8K b PG 1", "P@").contains("P@a8"));
        assertTrue(moves("k8/2S6/1G7/9/9/9/9/9/8K b PG 1", "G@").contains("G@a8"), "another piece may mate from the hand");
        assertTrue(moves("k8/9/1G7/9/9/9/9/9/8K b P 1", "P@").contains("P@a8"), "a check the king escapes is allowed");
        // Pushing a pawn to mate is allowed, and a player who cannot move has lost.
        State push = sfen("k8/2S6/PG7/9/9/9/9/9/8K b - 1");
        play(push, "Pa7-a8");
        assertEquals("black wins (no_moves)", Games.describe(push));
    }

    @Test
    void aCapturedPieceJoinsTheCaptorsHandUnpromoted() {
        State s = sfen("4k4/9/9/3g5/4+R4/9/9/9/4K4 w - 1");
        assertEquals(List.of("Gd6-e6", "Gd6xe5", "Ke9-d8", "Ke9-d9", "Ke9-f8", "Ke9-f9"), Games.plainMoves(s));
        play(s, "Gd6xe5");
        assertEquals("4k4/9/9/9/4g4/9/9/9/4K4 b r 2", sfen(s));
        assertTrue(Games.plainMoves(s).stream().noneMatch(m -> m.startsWith("R@")), "Black has nothing in hand");
    }

    @Test
    void positionsAreWrittenInSfenAndReadBack() {
        Rules rules = shogi();
        assertEquals(PUBLISHED[0][0], sfen(Games.start(rules)));
        SplittableRandom random = new SplittableRandom(16);
        MoveList moves = new MoveList();
        int positions = 0;
        for (int game = 0; game < 6; game++) {
            State s = Games.start(rules);
            for (int ply = 0; ply < 120 && !s.isOver(); ply++, positions++) {
                State back = sfen(sfen(s));
                // SFEN has no last move; the rules read it only of a move being tried (a pawn drop).
                assertEquals(PositionFormat.format(s).replaceAll("\nlast move: .*", ""), PositionFormat.format(back));
                assertEquals(s.hash(), back.hash());
                s.generate(moves);
                s.make(moves.get(random.nextInt(moves.size())));
            }
        }
        assertEquals(720, positions);
    }

    @Test
    void countsAsPublishedWhereItIsQuick() {
        for (String[] p : PUBLISHED) {
            // Depth 2 where it is quick: the full hands of the third position make 248,257 (seconds).
            for (int depth = 1; depth < p.length && Long.parseLong(p[depth]) < 30_000; depth++) {
                assertEquals(Long.parseLong(p[depth]), new Perft(sfen(p[0])).count(depth), p[0] + " at depth " + depth);
            }
        }
        assertEquals(25470, new Perft(sfen(PUBLISHED[0][0])).count(3));
    }

    @Test
    @EnabledIfSystemProperty(named = "gamut.shogi.full", matches = "true")
    void countsAsPublished() {
        for (String[] p : PUBLISHED) {
            for (int depth = 1; depth < p.length; depth++) {
                assertEquals(Long.parseLong(p[depth]), new Perft(sfen(p[0])).count(depth), p[0] + " at depth " + depth);
            }
        }
    }
}
