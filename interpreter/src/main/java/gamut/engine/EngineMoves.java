package gamut.engine;

import gamut.base.GamutException;
import gamut.core.LetterFormat;
import gamut.core.Move;
import gamut.core.MoveList;
import java.util.List;

/**
 * Moves and positions as the engine protocols write them, worked out from a game's own cells and
 * its position in letters, so that any definition declaring that position can talk to engines and
 * their graphical front ends. A move is its piece's cell and the cell it ends on ({@code e2e4}),
 * then a mark when the piece ends as another type than it started (the new type's letter in
 * {@link Protocol#UCI}, {@code +} in {@link Protocol#USI}); a drop is the type's letter, the
 * protocol's drop mark and the cell ({@code P@e4}, {@code P*5e}); a pass is {@code 0000}. A move of
 * several pieces is written as the first piece's: where it starts and where it ends.
 *
 * <p>Reading a move writes every legal move and takes the one written alike, so that reading can
 * never disagree with writing.
 */
public final class EngineMoves {
    /** The protocols: what each calls itself and the position in letters it sends positions in. */
    public enum Protocol {
        /**
         * The Universal Chess Interface: positions in the letters named {@code fen}, cells by their
         * names in the definition, a new type by its letter in lower case.
         */
        UCI("uci", "fen", "@"),
        /**
         * Its descendant for games with hands: positions in the letters named {@code sfen}, a cell as
         * its column counted from the right of the written board (a digit) and its row from the top (a
         * letter), so {@code 7g} is the seventh column from the right of the seventh row; a new type is '+'.
         */
        USI("usi", "sfen", "*");

        private final String word;
        private final String letters;
        private final String dropMark;

        Protocol(String word, String letters, String dropMark) {
            this.word = word;
            this.letters = letters;
            this.dropMark = dropMark;
        }

        /** The protocol's own name, the command that opens it ({@code uci}, {@code usi}). */
        public String word() {
            return word;
        }

        /** The name of the position in letters it needs ({@code fen}, {@code sfen}). */
        public String letters() {
            return letters;
        }
    }

    /** The null move of the protocols, written for a pass. */
    public static final String PASS = "0000";

    private final Game game;
    private final Protocol protocol;
    private final LetterFormat.Board board;
    private final String[] squares;
    private final MoveList moves = new MoveList();

    private EngineMoves(Game game, Protocol protocol, LetterFormat.Board board) {
        this.game = game;
        this.protocol = protocol;
        this.board = board;
        this.squares = squares(game, protocol);
    }

    /**
     * The protocol's moves for the game; refused with one line when the game declares no position
     * in the protocol's letters, has dice, or is not for two players.
     */
    public static EngineMoves of(Game game, Protocol protocol) {
        LetterFormat format = game.rules().letterFormat(protocol.letters());
        String name = protocol.word().toUpperCase();
        if (format == null) {
            throw new GamutException(game.title() + " declares no position in letters named '" + protocol.letters()
                    + "' ('position " + protocol.letters() + " { ... }'), which " + name + " sends positions in");
        }
        if (game.players() != 2 || game.hasDice()) {
            throw new GamutException(name + " is for games of two players without dice; " + game.title()
                    + (game.hasDice() ? " has dice" : " has " + game.players() + " players"));
        }
        LetterFormat.Board board = null;
        for (LetterFormat.Field f : format.fields()) {
            if (f instanceof LetterFormat.Board b) {
                board = b;
            }
        }
        if (board == null) {
            throw new GamutException(name + " sends positions row by row; the position '" + protocol.letters() + "' of "
                    + game.title() + " gives its pieces by square numbers");
        }
        return new EngineMoves(game, protocol, board);
    }

    /** Each cell's name in the protocol: its own name, or its column and row as the letters write the board. */
    private static String[] squares(Game game, Protocol protocol) {
        String[] names = new String[game.geometry().cells()];
        if (protocol == Protocol.UCI) {
            for (int c = 0; c < names.length; c++) {
                names[c] = game.geometry().cellName(c);
            }
            return names;
        }
        List<int[]> rows = LetterPositions.rows(game.geometry());
        for (int r = 0; r < rows.size(); r++) {
            int[] row = rows.get(r);
            for (int i = 0; i < row.length; i++) {
                names[row[i]] = (row.length - i) + String.valueOf((char) ('a' + r));
            }
        }
        return names;
    }

    public Protocol protocol() {
        return protocol;
    }

    public Game game() {
        return game;
    }

    /** The cell's name in the protocol. */
    public String square(int cell) {
        return squares[cell];
    }

    /** The letter of a piece type in the protocol's positions, in upper case. */
    private String letter(int type) {
        String letter = board != null ? board.letters().get(type) : game.letter(type);
        return letter.toUpperCase();
    }

    /** The move as the protocol writes it; {@code state} is the position before it and is left as it was. */
    public String format(State state, int move) {
        int kind = game.kind(move);
        if (kind == Move.PASS) {
            return PASS;
        }
        int from = game.from(move);
        int to = game.to(move);
        if (kind == Move.DROP && to != Move.NONE) {
            return letter(game.pieceOf(move)) + protocol.dropMark + squares[to];
        }
        if (from == Move.NONE || to == Move.NONE) {
            // No protocol writes a piece borne off or removed; the game's own notation, in one word.
            return Notation.format(state, move).replace(' ', '_');
        }
        return squares[from] + squares[to] + promotion(state, move, from, to);
    }

    /** The mark of a piece that ends the move as another type than it started, or nothing. */
    private String promotion(State state, int move, int from, int to) {
        int mover = state.owner(from);
        int before = state.piece(from);
        state.make(move);
        int after = state.owner(to) == mover ? state.piece(to) : before;
        state.unmake();
        if (after == before) {
            return "";
        }
        return protocol == Protocol.UCI ? letter(after).toLowerCase() : "+";
    }

    /** The legal move written as {@code text} (case aside), or -1 when no legal move is. */
    public int parse(State state, String text) {
        String wanted = text.trim();
        state.generate(moves);
        int[] legal = moves.toArray();
        for (int move : legal) {
            if (format(state, move).equalsIgnoreCase(wanted)) {
                return move;
            }
        }
        return -1;
    }

    /** The state's position in the protocol's letters. */
    public String position(State state) {
        return game.positionText(state, protocol.letters());
    }

    /** A state at the position written in the protocol's letters. */
    public State position(String text) {
        return game.position(protocol.letters() + ":" + text);
    }

    /** Whether the state is the game's start position (the protocols then send {@code startpos}). */
    public boolean isStart(State state) {
        return position(state).equals(position(game.newState()));
    }
}
