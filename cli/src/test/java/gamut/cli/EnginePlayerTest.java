package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.ai.Analysis;
import gamut.ai.Player;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.engine.EngineMoves;
import gamut.engine.State;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code uci:} player: an engine program ({@link ScriptedEngine}, run by a script in a
 * temporary folder) introduced, given positions as the line of play, its moves played, and ended
 * when the game is; and what is said when the program is missing or misbehaves.
 */
class EnginePlayerTest {
    private static final EngineMoves CHESS = EngineMoves.of(Gamut.load(Path.of(Cli.game("chess")), List.of()),
            EngineMoves.Protocol.UCI);

    @TempDir
    Path dir;

    /** A script that runs the scripted engine in the mode given, logging what it receives to received.txt. */
    private Path engine(String mode) throws IOException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path script = dir.resolve("engine-" + mode);
        Files.writeString(script, "#!/bin/sh\nexec '" + java + "' -Xshare:auto -XX:TieredStopAtLevel=1 -cp '"
                + classPath() + "' gamut.cli.ScriptedEngine '" + Cli.game("chess") + "' " + mode + " '"
                + dir.resolve("received.txt") + "'\n");
        assertTrue(script.toFile().setExecutable(true));
        return script;
    }

    /** This JVM's classes and libraries, from the module path and the class path, as one class path. */
    private static String classPath() {
        Set<String> parts = new LinkedHashSet<>();
        for (String property : List.of("jdk.module.path", "java.class.path")) {
            String value = System.getProperty(property);
            if (value != null && !value.isEmpty()) {
                parts.addAll(List.of(value.split(File.pathSeparator)));
            }
        }
        parts.add(Path.of(ScriptedEngine.class.getProtectionDomain().getCodeSource().getLocation().getPath()).toString());
        return String.join(File.pathSeparator, parts);
    }

    private List<String> received() throws IOException {
        return Files.readAllLines(dir.resolve("received.txt"));
    }

    private static int first(State state) {
        MoveList moves = new MoveList();
        state.generate(moves);
        return moves.get(0);
    }

    @Test
    void anEnginePlaysAGameOfSelfplayAndEndsWithIt() throws IOException {
        String spec = "uci:" + engine("first") + ":50ms?Skill Level=3&Ponder=false";
        String out = Cli.run("selfplay", Cli.game("chess"), "-n", "1", "-q", "--players", spec + ",random");
        assertTrue(out.startsWith("1 games: "), out);
        List<String> got = received();
        assertEquals(List.of("uci", "setoption name Skill Level value 3", "setoption name Ponder value false", "isready",
                "ucinewgame", "position startpos", "go movetime 50"), got.subList(0, 7));
        State start = CHESS.game().newState();
        assertTrue(got.get(7).startsWith("position startpos moves " + CHESS.format(start, first(start)) + " "), got.get(7));
        assertEquals("quit", got.get(got.size() - 1));
        assertEquals(0, ProcessHandle.current().children().filter(ProcessHandle::isAlive).count(), "no engine left running");
    }

    @Test
    void thePositionIsSentAsTheLineFromWhereItStartedWithCastlingAsTheTwoSquareMove() throws IOException {
        State state = CHESS.position("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
        state.make(CHESS.parse(state, "e1g1"));
        try (Player player = Player.parse("uci:" + engine("first"), 1)) {
            int move = player.choose(state);
            assertEquals(first(state), move);
            Analysis a = player.analysis().orElseThrow();
            assertEquals(1, a.depth());
            assertEquals(move, a.best());
            assertTrue(a.value() > 0.5 && a.value() < 0.55, "12 centipawns: " + a.value());
        }
        List<String> got = received();
        assertEquals(List.of("uci", "isready", "ucinewgame",
                "position fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1 moves e1g1", "go movetime 1000", "quit"), got);
    }

    @Test
    void aMissingProgramIsSaidBeforeAnyGame() throws IOException {
        Cli.Result r = Cli.execute("selfplay", Cli.game("chess"), "-n", "1", "--players", "uci:/no/such/engine,random");
        assertEquals(2, r.code());
        assertEquals("player 'uci:/no/such/engine': no such file: /no/such/engine\n", r.err().replace("\r\n", "\n"));
        Path plain = Files.writeString(dir.resolve("plain"), "uciok\n");
        assertEquals("player 'uci:" + plain + "': " + plain + " is not an executable program",
                assertThrows(GamutException.class, () -> Player.parse("uci:" + plain, 1)).getMessage());
        assertEquals("player 'uci:': name the engine's program: uci:PATH[:TIME][?NAME=VALUE&...]",
                assertThrows(GamutException.class, () -> Player.parse("uci:", 1)).getMessage());
    }

    @Test
    void anEngineThatMisbehavesIsSaidInOneLine() throws IOException {
        State start = CHESS.game().newState();
        List<String> messages = new ArrayList<>();
        for (String mode : List.of("illegal", "quits")) {
            String spec = "uci:" + engine(mode);
            try (Player player = Player.parse(spec, 1)) {
                messages.add(assertThrows(GamutException.class, () -> player.choose(start)).getMessage());
            }
        }
        assertEquals("uci:" + dir.resolve("engine-illegal") + ": the engine played 'a1a1', which is not a legal move in"
                + " rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", messages.get(0));
        assertEquals("uci:" + dir.resolve("engine-quits") + ": the engine stopped (exit code 0)", messages.get(1));
        Path silent = Files.writeString(dir.resolve("silent"), "#!/bin/sh\nexit 3\n");
        assertTrue(silent.toFile().setExecutable(true));
        try (Player player = Player.parse("uci:" + silent, 1)) {
            assertEquals("uci:" + silent + ": the engine stopped (exit code 3) before it answered 'uciok'",
                    assertThrows(GamutException.class, () -> player.choose(start)).getMessage());
        }
        try (Player player = Player.parse("uci:" + engine("first"), 1)) {
            assertTrue(assertThrows(GamutException.class, () -> player.choose(Gamut.load(Path.of(Cli.game("lines-of-action")), List.of()).newState())).getMessage()
                    .endsWith("declares no position in letters named 'fen' ('position fen { ... }'), which UCI sends positions in"));
        }
    }
}
