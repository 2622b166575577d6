package gamut.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.core.Result;
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
 * Go (games/go.gamut) against a reference written here from the Tromp-Taylor rules alone
 * ({@link GoReference}): perft from the start on 5 by 5 and 9 by 9 and from set positions with
 * captures, suicide and ko, and random games compared move by move to their end and their score.
 */
class GoTest {
    static final String FILE = "go.gamut";
    static final String STONES = "; reserve black: stone unlimited; reserve white: stone unlimited";

    static Rules rules(int size) {
        return size == 9 ? Games.load(FILE) : Games.load(FILE, "size=" + size);
    }

    @Test
    void perftFromTheStartAgreesWithTheReference() {
        // 5 by 5 under these rules: 26, 651, 15,650 as published; 9 by 9: 81 points and the pass.
        long[] five = {26, 651, 15_650, 361_041};
        long[] nine = {82, 6_643, 531_522};
        check(5, "turn: black", five);
        check(9, "turn: black", nine);
        assertEquals(170, new Perft(Games.start(rules(13))).count(1));
        assertEquals(362 * 361 + 1, new Perft(Games.start(rules(19))).count(2));
    }

    @Test
    void perftFromSetPositionsAgreesWithTheReference() {
        // A ko: Black's c3 takes d3, and White's d3 would take c3 back.
        String ko = "black: c4 b3 c2; white: d4 d3 e3 d2; turn: black";
        check(5, ko, null, 4);
        // Two black groups in atari at b1, which White takes together.
        check(5, "black: a1 a2 b2 c1; white: a3 b3 c2 d1; turn: white", null, 4);
        // Suicide: a lone stone that takes itself off is refused by superko, a group of two is not.
        check(5, "black: a2 b2 b1; white: a3 b3 c2 c1 d1; turn: black", null, 4);
        check(9, "black: c3 d4 e5 f6 g7 c7 g3; white: d3 e4 f5 d6 e6 c6 f7; turn: black", null, 3);
    }

    @Test
    void perftFromPositionsOfRandomGamesAgreesWithTheReference() {
        // Boards filled by random play, with captures, suicides and boards to repeat all around.
        SplittableRandom random = new SplittableRandom(3);
        for (int g = 0; g < 12; g++) {
            GoReference game = new GoReference(5);
            for (int ply = 0; ply < 30 + g && !game.over(); ply++) {
                List<Integer> moves = game.moves();
                int move = moves.get(random.nextInt(moves.size() - 1));
                game.play(move);
            }
            check(5, game.position(), null, 3);
        }
    }

    @Test
    void whereSuicideIsForbiddenPerftAgreesWithTheReference() {
        SplittableRandom random = new SplittableRandom(5);
        long forbidden = 0;
        long allowed = 0;
        for (int g = 0; g < 8; g++) {
            GoReference game = new GoReference(5);
            for (int ply = 0; ply < 25 + 2 * g && !game.over(); ply++) {
                List<Integer> moves = game.moves();
                game.play(moves.get(random.nextInt(moves.size() - 1)));
            }
            State state = Games.position(Games.load(FILE, "size=5", "suicide=forbidden"), game.position() + STONES);
            GoReference reference = GoReference.of(5, game.position());
            reference.suicide = false;
            Perft perft = new Perft(state);
            for (int d = 1; d <= 3; d++) {
                assertEquals(reference.perft(d), perft.count(d), "perft(" + d + ") of " + game.position());
            }
            forbidden += perft.count(3);
            allowed += new Perft(Games.position(rules(5), game.position() + STONES)).count(3);
        }
        // The positions do offer suicides.
        assertTrue(forbidden < allowed, forbidden + " lines without suicide, " + allowed + " with");
    }

    private static void check(int size, String position, long[] expected) {
        check(size, position, expected, expected.length);
    }

    private static void check(int size, String position, long[] expected, int depth) {
        State state = Games.position(rules(size), position + STONES);
        GoReference reference = GoReference.of(size, position);
        Perft perft = new Perft(state);
        for (int d = 1; d <= depth; d++) {
            long theirs = reference.perft(d);
            if (expected != null) {
                assertEquals(expected[d - 1], theirs, "reference perft(" + d + ") of " + position);
            }
            assertEquals(theirs, perft.count(d), "perft(" + d + ") of " + position);
        }
    }

    @Test
    void randomGamesAgreeMoveByMoveAndInTheirScores() {
        games(5, 300, 1);
        games(9, 100, 2);
    }

    /** Plays random games on both, comparing the legal moves at every position and the result at the end. */
    private static void games(int size, int count, long seed) {
        Rules rules = rules(size);
        SplittableRandom random = new SplittableRandom(seed);
        MoveList list = new MoveList();
        MoveList drawn = new MoveList();
        for (int g = 0; g < count; g++) {
            State state = Games.start(rules);
            GoReference reference = new GoReference(size);
            while (!state.isOver()) {
                List<String> theirs = new ArrayList<>();
                for (int m : reference.moves()) {
                    theirs.add(reference.name(m));
                }
                state.generate(list);
                List<String> ours = new ArrayList<>();
                for (int i = 0; i < list.size(); i++) {
                    ours.add(Notation.format(state, list.get(i)));
                }
                Collections.sort(theirs);
                Collections.sort(ours);
                assertEquals(theirs, ours, size + " by " + size + ", game " + g + ", ply " + state.ply());
                // The random player's move, drawn as a playout draws it (only the move drawn is tried).
                int move = state.randomMove(drawn, random);
                String played = Notation.format(state, move);
                assertTrue(ours.contains(played), played + " is not legal: " + ours);
                state.make(move);
                reference.play(reference.parse(played));
            }
            assertTrue(reference.over(), "game " + g);
            Result r = state.result();
            assertEquals(reference.result(), rules.playerName(r.winner()) + " wins by " + Result.points(r.scores()[r.winner()]),
                    size + " by " + size + ", game " + g);
        }
    }
}
