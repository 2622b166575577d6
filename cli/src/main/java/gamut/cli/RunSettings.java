package gamut.cli;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The settings the games of a CSV depend on, which the JSON file beside it holds ({@code OUT.csv.json}):
 * the command, the game file's name (not its folder: a moved folder still resumes), the variants,
 * the players, the seed of game 1 and the position the games start from ({@code -p}; null, and not
 * written, for the game's own start, so that a side file of a run from the start reads as before).
 * A side file holds them when its values are these, however it is laid out and in whatever order its
 * members come.
 */
record RunSettings(String command, String gameFile, List<String> variants, List<String> players, long seed,
                   String position) {
    RunSettings {
        variants = List.copyOf(variants);
        players = List.copyOf(players);
    }

    /** The settings of games played from the game's own start. */
    RunSettings(String command, String gameFile, List<String> variants, List<String> players, long seed) {
        this(command, gameFile, variants, players, seed, null);
    }

    /** The side file's text as gamut writes it. */
    String json() {
        return "{\n  \"command\": " + GamesCsv.json(command) + ",\n  \"game_file\": " + GamesCsv.json(gameFile)
                + ",\n  \"variants\": " + list(variants) + ",\n  \"players\": " + list(players) + ",\n  \"seed\": " + seed
                + (position == null ? "" : ",\n  \"position\": " + GamesCsv.json(position)) + "\n}\n";
    }

    private static String list(List<String> values) {
        return values.stream().map(GamesCsv::json).collect(Collectors.joining(", ", "[", "]"));
    }

    /** The seed of game k, as the commands work it out. */
    long seedOf(int game) {
        return seed + game - 1;
    }

    /** The values of the settings, as {@link Json} reads them. */
    Map<String, Object> values() {
        Map<String, Object> values = new java.util.HashMap<>(Map.of("command", command, "game_file", gameFile,
                "variants", List.copyOf(variants), "players", List.copyOf(players),
                "seed", new BigDecimal(seed).stripTrailingZeros()));
        if (position != null) {
            values.put("position", position);
        }
        return values;
    }

    /** Whether a side file's text (read by {@link Json}) holds these settings. */
    boolean heldBy(Object values) {
        return values().equals(values);
    }

    /** Whether a text is a side file as gamut writes it, in any layout: a JSON object that names a command. */
    static boolean isSettings(String text) {
        try {
            return Json.parse(text) instanceof Map<?, ?> m && m.get("command") instanceof String;
        } catch (Json.NotJson e) {
            return false;
        }
    }
}
