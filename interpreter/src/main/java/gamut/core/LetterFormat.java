package gamut.core;

import java.util.List;

/**
 * A position written in letters, as players of a family write it (FEN for chess, SFEN for Shogi),
 * declared by a game's {@code position NAME { ... }} item: its fields in the order they are
 * written, separated by spaces (by ':' where the pieces are given by square numbers). The first player's pieces are written in upper case, the second's
 * in lower case. Resolved by the checker; read and written by the engine.
 */
public record LetterFormat(String name, List<Field> fields) {
    public LetterFormat {
        fields = List.copyOf(fields);
    }

    /** One field of the text. */
    public sealed interface Field {
        /** The word that declares the field, for messages. */
        String word();
    }

    /** The board's rows from the top, '/' between them, a number for a run of empty cells; a letter per piece type. */
    public record Board(List<String> letters) implements Field {
        public Board {
            letters = List.copyOf(letters);
        }

        public String word() {
            return "board";
        }
    }

    /** The player to move: a letter per player, in the players' order. */
    public record ToMove(List<String> letters) implements Field {
        public ToMove {
            letters = List.copyOf(letters);
        }

        public String word() {
            return "turn";
        }
    }

    /**
     * Letters that each stand for a set of pieces without {@code flag}, such as castling rights. Read,
     * every piece of the {@code types} gets the flag but those that a letter given names; written, a
     * letter is given when each of its cells holds its piece without the flag.
     */
    public record Rights(int flag, int[] types, List<Right> rights) implements Field {
        public Rights {
            types = types.clone();
            rights = List.copyOf(rights);
        }

        public String word() {
            return "without";
        }
    }

    /** A right's letter and, for each of its cells, the owner and the type of the piece it stands for. */
    public record Right(char letter, int[] cells, int[] owners, int[] types) {
        public Right {
            cells = cells.clone();
            owners = owners.clone();
            types = types.clone();
        }
    }

    /**
     * The cell a piece of type {@code piece} passed over on the last move, two steps in its player's
     * {@code direction} (a direction index per player), or '-'.
     */
    public record Passed(int piece, int[] direction) implements Field {
        public Passed {
            direction = direction.clone();
        }

        public String word() {
            return "passed";
        }
    }

    /**
     * Each player's pieces by the numbers the notation gives the cells, as PDN's FEN writes them: a
     * part per player, its letter first, then the numbers, comma-separated, each after the letters
     * of its piece (a per piece type, null for a type that cannot be written), a run of one kind as
     * {@code 31-50}. A position with this field separates its fields with ':' ({@code W:W21,K24:B1-12}).
     */
    public record Squares(List<String> players, List<String> letters) implements Field {
        public Squares {
            players = List.copyOf(players);
            letters = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(letters));
        }

        public String word() {
            return "squares";
        }
    }

    /** Whether the pieces are given by square numbers ({@link Squares}): the fields are then separated by ':'. */
    public boolean bySquares() {
        return fields.stream().anyMatch(f -> f instanceof Squares);
    }

    /** The pieces in the players' reserves (a hand), a count before a letter when more than one, or '-'. */
    public record Hand() implements Field {
        public String word() {
            return "hand";
        }
    }

    /** The plies counted by the game's {@code limit ... since} rule. */
    public record Clock() implements Field {
        public String word() {
            return "clock";
        }
    }

    /** The number of the turn being played, 1 for the first. */
    public record Turns() implements Field {
        public String word() {
            return "turns";
        }
    }

    /** The number of the round of turns, every player once, 1 for the first. */
    public record Rounds() implements Field {
        public String word() {
            return "rounds";
        }
    }
}
