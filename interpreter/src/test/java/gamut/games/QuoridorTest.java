package gamut.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.engine.Perft;
import gamut.engine.State;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Quoridor (games/quoridor.gamut, on a grid with edges and vertices) against a reference written
 * here from the rules alone on a board of squares and wall centres ({@link QuoridorReference}):
 * perft from the start and from positions with walls and the pawns face to face, and random games
 * compared move by move to their end.
 */
class QuoridorTest {
    static final String FILE = "quoridor.gamut";

    @Test
    void perftFromTheStartAgreesWithTheReference() {
        // 3 steps of the pawn and 128 walls (64 centres, level or upright); then the other's.
        check(new QuoridorReference(), new long[] {131, 16_677, 2_062_264});
    }

    @Test
    void perftWithThePawnsFaceToFaceAgreesWithTheReference() {
        // White on e5 faces Black on e6 with a wall behind Black: White goes to d6 or f6 instead.
        QuoridorReference behind = play("Pe1-e2 Pe9-e8 Pe2-e3 Pe8-e7 Pe3-e4 Pe7-e6 Pe4-e5 W@d6ne +W@d6n +W@e6n");
        assertEquals(List.of("Pe5-f6", "Pe5-d6", "Pe5-f5", "Pe5-e4", "Pe5-d5"), behind.moves().subList(0, 5));
        check(behind, new long[] {129, 15_922, 1_936_376});
        // White on e8 faces Black on e9 at the board's edge, with a wall on their right: only d9 aside.
        QuoridorReference edge = play("Pe1-e2 W@e4ne +W@e4e +W@e5e Pe2-e3 Pe9-d9 Pe3-e4 Pd9-e9 Pe4-e5"
                + " W@a1ne +W@a1n +W@b1n Pe5-e6 W@h1ne +W@h1n +W@i1n Pe6-e7 W@e8ne +W@e8e +W@e9e Pe7-e8"
                + " W@a3ne +W@a3n +W@b3n");
        assertEquals(List.of("Pe8-d9", "Pe8-e7", "Pe8-d8"), edge.moves().subList(0, 3));
        check(edge, new long[] {115, 12_584, 1_356_172});
    }

    /** The reference after these moves, each checked to be legal there. */
    private static QuoridorReference play(String moves) {
        QuoridorReference game = new QuoridorReference();
        for (String m : moves.split(" (?=[PW]@|P[a-i])")) {
            game.play(m);
        }
        return game;
    }

    private static void check(QuoridorReference reference, long[] expected) {
        State state = Games.position(Games.load(FILE), reference.position());
        Perft perft = new Perft(state);
        for (int d = 1; d <= 3; d++) {
            long theirs = reference.perft(d);
            if (expected != null) {
                assertEquals(expected[d - 1], theirs, "reference perft(" + d + ") of " + reference.position());
            }
            assertEquals(theirs, perft.count(d), "perft(" + d + ") of " + reference.position());
        }
    }

    @Test
    void randomGamesAgreeMoveByMove() {
        Rules rules = Games.load(FILE);
        SplittableRandom random = new SplittableRandom(7);
        MoveList list = new MoveList();
        MoveList drawn = new MoveList();
        int wins = 0;
        for (int g = 0; g < 40; g++) {
            State state = Games.start(rules);
            QuoridorReference reference = new QuoridorReference();
            while (!state.isOver()) {
                List<String> theirs = new ArrayList<>(reference.moves());
                state.generate(list);
                List<String> ours = new ArrayList<>();
                for (int i = 0; i < list.size(); i++) {
                    ours.add(Notation.format(state, list.get(i)));
                }
                Collections.sort(theirs);
                Collections.sort(ours);
                assertEquals(theirs, ours, "game " + g + ", ply " + state.ply() + ": " + reference.position());
                int move = state.randomMove(drawn, random);
                reference.play(Notation.format(state, move));
                state.make(move);
            }
            assertEquals(reference.winner, state.result().winner(), "game " + g);
            wins += reference.winner;
        }
        assertEquals(20, wins); // of the 40 games, won by Black (1)
    }
}
