package gamut.cli;

import gamut.api.Gamut;
import gamut.core.MoveList;
import gamut.engine.EngineMoves;
import gamut.engine.State;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * A UCI engine just good enough to test the {@code uci:} player with: it answers the introduction,
 * keeps the position it is sent, and plays the first legal move of Gamut's own generation. Run as
 * {@code ScriptedEngine GAME MODE LOG}: MODE {@code first} plays that move, {@code illegal} answers a
 * move that no position has, {@code quits} ends on {@code go}; every line received is added to LOG.
 */
public final class ScriptedEngine {
    private ScriptedEngine() {}

    public static void main(String[] args) throws IOException {
        String mode = args[1];
        Path log = Path.of(args[2]);
        EngineMoves moves = EngineMoves.of(Gamut.load(Path.of(args[0]), java.util.List.of()), EngineMoves.Protocol.UCI);
        State state = moves.game().newState();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            Files.writeString(log, line + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            String[] words = line.trim().split("\\s+");
            switch (words[0]) {
                case "uci" -> out.println("id name Scripted\noption name Skill Level type spin default 20 min 0 max 20\nuciok");
                case "isready" -> out.println("readyok");
                case "position" -> state = position(moves, words);
                case "go" -> {
                    if (mode.equals("quits")) {
                        return;
                    }
                    String move = mode.equals("illegal") ? "a1a1" : first(moves, state);
                    out.println("info depth 1 score cp 12 nodes 1 pv " + move);
                    out.println("bestmove " + move);
                }
                case "quit" -> {
                    return;
                }
                default -> { }
            }
        }
    }

    private static State position(EngineMoves moves, String[] words) {
        int at = Arrays.asList(words).indexOf("moves");
        int end = at < 0 ? words.length : at;
        State state = words[1].equals("startpos") ? moves.game().newState()
                : moves.position(String.join(" ", Arrays.copyOfRange(words, 2, end)));
        for (int i = end + 1; i < words.length; i++) {
            state.make(moves.parse(state, words[i]));
        }
        return state;
    }

    private static String first(EngineMoves moves, State state) {
        MoveList list = new MoveList();
        state.generate(list);
        return moves.format(state, list.get(0));
    }
}
