package gamut.records;

import gamut.api.GameRecord;
import gamut.engine.Game;
import gamut.engine.State;
import java.util.List;
import java.util.Map;

/**
 * A game read from a record of any format (which one): as Gamut's own record (its game file,
 * variants, moves in Gamut's notation, result), the rules it was replayed in, the position it
 * starts from when that is not the game's start (position text, PGN's FEN; null at the start), the
 * position its moves reach, the tags or game information the file carried in their order (PGN's
 * Event, SGF's PB, kept for writing the same format again), and notes on what was read but could
 * not be kept (points given to a player that the game has no variant for).
 */
public record Imported(RecordFormat format, GameRecord record, Game game, String start, State state,
                       Map<String, String> tags, List<String> notes) {
    public Imported {
        tags = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(tags));
        notes = List.copyOf(notes);
    }

    /** A fresh state at the position the game starts from. */
    public State startState() {
        return start == null ? game.newState() : game.position(start);
    }
}
