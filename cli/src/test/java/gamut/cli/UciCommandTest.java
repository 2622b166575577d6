package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.engine.EngineMoves;
import gamut.engine.State;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 'gamut uci' and 'gamut usi' answering a front end's commands, sent at once on standard input. */
class UciCommandTest {
    private static final EngineMoves CHESS = EngineMoves.of(Gamut.load(Path.of(Cli.game("chess")), List.of()),
            EngineMoves.Protocol.UCI);

    /** The lines the engine wrote for the commands typed. */
    private static List<String> session(String typed, String... args) {
        InputStream stdin = System.in;
        System.setIn(new ByteArrayInputStream(typed.getBytes(StandardCharsets.UTF_8)));
        try {
            return Cli.run(args).replace("\r\n", "\n").lines().toList();
        } finally {
            System.setIn(stdin);
        }
    }

    private static List<String> chess(String typed) {
        return session(typed, "uci", Cli.game("chess"));
    }

    /** The moves of the bestmove lines, in order. */
    private static List<String> best(List<String> lines) {
        return lines.stream().filter(l -> l.startsWith("bestmove ")).map(l -> l.substring(9)).toList();
    }

    @Test
    void introducesItselfAndTheGame() {
        List<String> lines = chess("uci\nisready\n");
        assertTrue(lines.get(0).matches("id name Gamut \\S+ \\(Chess\\)"), lines.toString());
        assertEquals(List.of("id author the Gamut authors", "option name Player type string default ab:1s", "uciok",
                "readyok"), lines.subList(1, lines.size()));
    }

    @Test
    void playsALegalMoveAfterTheMovesGiven() {
        List<String> lines = chess("position startpos moves e2e4 e7e5\ngo depth 2\n");
        State after = CHESS.game().newState();
        for (String move : List.of("e2e4", "e7e5")) {
            after.make(CHESS.parse(after, move));
        }
        assertEquals(1, best(lines).size(), lines.toString());
        assertTrue(CHESS.parse(after, best(lines).get(0)) >= 0, lines.toString());
        assertTrue(lines.get(0).matches("info depth 1 score cp -?[0-9]+ nodes [0-9]+ pv \\S+"), lines.toString());
        assertTrue(lines.get(1).matches("info depth 2 score cp -?[0-9]+ nodes [0-9]+ pv \\S+ \\S+"), lines.toString());
    }

    @Test
    void findsTheMateInOneAndWritesAPromotionWithItsLetter() {
        List<String> lines = chess("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\ngo depth 3\n"
                + "position fen 8/P6k/8/8/8/8/8/K7 w - - 0 1\ngo depth 2\n");
        assertEquals(List.of("a1a8", "a7a8q"), best(lines), lines.toString());
        assertTrue(lines.contains("info depth 1 score mate 1 nodes 20 pv a1a8"), lines.toString());
    }

    @Test
    void readsCastlingAsTheTwoSquareMoveOfTheFirstPiece() {
        List<String> lines = chess("position fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1 moves e1g1 e8c8\n"
                + "go depth 1\n");
        State after = CHESS.position("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
        after.make(CHESS.parse(after, "e1g1"));
        after.make(CHESS.parse(after, "e8c8"));
        assertEquals("2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w - - 2 2", CHESS.position(after));
        assertTrue(CHESS.parse(after, best(lines).get(0)) >= 0, lines.toString());
    }

    @Test
    void anIllegalMoveIsSaidAndThePositionKept() {
        List<String> lines = chess("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\n"
                + "position startpos moves e2e4 e7e4\ngo depth 1\nposition fen nonsense\nfoo\n");
        assertEquals("info string illegal move e7e4 in rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                lines.get(0));
        assertEquals(List.of("a1a8"), best(lines), "the position before stays: " + lines);
        assertTrue(lines.get(lines.size() - 2).startsWith("info string position fen: "), lines.toString());
        assertEquals("info string unknown command: foo", lines.get(lines.size() - 1));
    }

    @Test
    void anInfiniteSearchAnswersIsReadyAndStopsWhenTold() {
        List<String> lines = chess("position startpos\ngo infinite\nisready\nstop\n");
        assertTrue(lines.indexOf("readyok") < lines.indexOf(lines.get(lines.size() - 1)), lines.toString());
        assertTrue(lines.get(lines.size() - 1).startsWith("bestmove "), lines.toString());
        assertTrue(CHESS.parse(CHESS.game().newState(), best(lines).get(0)) >= 0, lines.toString());
    }

    @Test
    void thePlayerCanBeChosenAndAFinishedGameHasNoMove() {
        List<String> lines = chess("setoption name Player value nobody\nsetoption name Hash value 16\n"
                + "setoption name Player value random\nposition fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\ngo movetime 10\n"
                + "position fen R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1\ngo\n");
        assertTrue(lines.get(0).startsWith("info string unknown player 'nobody'"), lines.toString());
        assertEquals(4, lines.size(), "the random player says nothing: " + lines);
        assertTrue(CHESS.parse(CHESS.position("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"), best(lines).get(0)) >= 0);
        assertEquals(List.of("info string the game is over: white wins (checkmate)", "bestmove 0000"),
                lines.subList(lines.size() - 2, lines.size()));
    }

    @Test
    void aGameWithoutTheLettersIsRefusedInOneLine() {
        Cli.Result r = Cli.execute("uci", Cli.game("lines-of-action"));
        assertEquals(2, r.code());
        assertEquals("Lines of Action declares no position in letters named 'fen' ('position fen { ... }'), which UCI"
                + " sends positions in\n", r.err().replace("\r\n", "\n"));
    }

    @Test
    void shogiSpeaksUsi() {
        List<String> lines = session("usi\nposition startpos moves 7g7f 3c3d\ngo depth 1\n"
                + "position sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1 moves G*5b\ngo depth 1\n", "usi", Cli.game("shogi"));
        assertTrue(lines.get(0).matches("id name Gamut \\S+ \\(Shogi\\)"), lines.toString());
        assertTrue(lines.contains("usiok"), lines.toString());
        assertEquals(2, best(lines).size(), lines.toString());
        // The gold dropped beside the king is not guarded: taking it is the king's one move.
        assertEquals("5a5b", best(lines).get(1), lines.toString());
    }
}
