package gamut.api;

import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.lang3.Validate;

/**
 * A played game as a text file that replays it exactly: the definition file, the variants, the
 * seed, and every move in notation, rolls of the dice included ({@code roll 6-5}).
 * <pre>
 * # gamut record
 * game: games/my-race-game.gamut
 * variants: opening=reroll
 * seed: 7
 * moves: opening roll 3-1; 24-21; 21-20; roll 2-2; ...
 * </pre>
 * Moves are separated by semicolons; lines starting with '#' are comments.
 */
public record GameRecord(Path game, List<String> variants, long seed, List<String> moves) {
    public GameRecord {
        Validate.notNull(game, "a record names its game file");
        variants = List.copyOf(variants);
        moves = List.copyOf(moves);
    }

    /** The record of the state's line of play (it must start from the game's initial position). */
    public static GameRecord of(Path game, List<String> variants, long seed, State state) {
        State replay = state.game().newState();
        List<String> moves = new ArrayList<>();
        for (int move : state.line()) {
            moves.add(Notation.format(replay, move));
            replay.make(move);
        }
        return new GameRecord(game, List.copyOf(variants), seed, moves);
    }

    public String text() {
        return "# gamut record\n"
                + "game: " + game + "\n"
                + "variants: " + String.join(",", variants) + "\n"
                + "seed: " + seed + "\n"
                + "moves: " + String.join("; ", moves) + "\n";
    }

    /** Writes the record with {@link AtomicWrite}, so a failed save leaves the old file whole. */
    public void save(Path target) {
        AtomicWrite.writeString(target, text());
    }

    public static GameRecord read(Path file) {
        String text = Gamut.read(file);
        Path game = null;
        List<String> variants = List.of();
        long seed = 1;
        List<String> moves = new ArrayList<>();
        int number = 0;
        for (String raw : text.split("\r?\n")) {
            number++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int colon = line.indexOf(':');
            if (colon < 0) {
                throw new GamutException(file + ":" + number + ":1: error: expected 'key: value', found '" + line + "'");
            }
            String key = line.substring(0, colon).strip();
            String value = line.substring(colon + 1).strip();
            switch (key) {
                case "game" -> game = Path.of(value);
                case "variants" -> variants = Gamut.variants(value);
                case "seed" -> {
                    try {
                        seed = Long.parseLong(value);
                    } catch (NumberFormatException e) {
                        throw new GamutException(file + ":" + number + ":" + (colon + 2) + ": error: the seed must be a number, not '" + value + "'");
                    }
                }
                case "moves" -> {
                    for (String m : value.split(";")) {
                        if (!m.isBlank()) {
                            moves.add(m.strip());
                        }
                    }
                }
                default -> throw new GamutException(file + ":" + number + ":1: error: unknown key '" + key
                        + "' (a record has game, variants, seed and moves)");
            }
        }
        if (game == null) {
            throw new GamutException(file + ": a record needs a line 'game: FILE'");
        }
        return new GameRecord(game, variants, seed, moves);
    }

    /**
     * The state after replaying the moves in the given rules. A move that is not legal where it
     * stands stops the replay there; {@code stoppedAt} then says which (and why), and the state
     * holds every move before it.
     */
    public Replay replay(Game rules) {
        State state = rules.newState();
        for (int i = 0; i < moves.size(); i++) {
            String written = moves.get(i);
            try {
                state.make(Notation.parse(state, written));
            } catch (GamutException e) {
                return new Replay(state, i, "move " + (i + 1) + " '" + written + "': " + e.getMessage());
            }
        }
        return new Replay(state, -1, null);
    }

    public record Replay(State state, int stoppedAt, String problem) {}
}
