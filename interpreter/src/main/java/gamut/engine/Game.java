package gamut.engine;

import gamut.core.Result;
import gamut.core.GameInfo;
import gamut.core.Geometry;
import gamut.core.Looks;
import gamut.core.Move;
import gamut.core.MoveNotation;
import gamut.rules.DiceRules;
import gamut.rules.Program;
import gamut.rules.Rules;

/**
 * A game ready to be played: the compiled rules of one definition file with its variants applied.
 * Immutable and safe to share between threads; each player or search makes its own {@link State}.
 *
 * <p>Get one from {@code gamut.api.Gamut.load}; then {@link #newState()} for the start position, or
 * {@link #position(String)} for a position given as text.
 */
public final class Game {
    private final Rules rules;

    /** The game of compiled rules (the loader makes these, through {@code gamut.kernel.Kernel}; consumers call {@code Gamut.load}). */
    Game(Rules rules) {
        this.rules = rules;
    }

    /** The compiled rules, for the engine (other parts of the library ask {@code gamut.kernel.Kernel}). */
    Rules rules() {
        return rules;
    }

    /**
     * How the move programs run: "interpreted", or under the compiled engine how many of them run
     * as generated code and how many of their nodes stay nodes called from it.
     */
    public String engine() {
        return rules.codeReport() == null ? "interpreted" : "compiled: " + rules.codeReport();
    }

    /** The title, description, source, players, pieces, and every variant with the source it cites. */
    public GameInfo info() {
        return rules.info();
    }

    /** The game's title as its file gives it. */
    public String title() {
        return rules.title();
    }

    /** The board: cells with names and places, directions, and for a points board its points. */
    public Geometry geometry() {
        return rules.geometry;
    }

    /**
     * The cell's file ({@code file}) or rank as the game's notation labels it (Shogi's 7 and g),
     * else as its name has it (e and 4); the whole name for a cell named otherwise.
     */
    public String coordinate(int cell, boolean file) {
        return rules.notation() == null ? rules.geometry.namePart(cell, file)
                : rules.notation().coordinate(rules.geometry, cell, file ? MoveNotation.FILE : MoveNotation.RANK);
    }

    /** How many players there are. */
    public int players() {
        return rules.players();
    }

    /** The name of a player, as in notation and positions. */
    public String playerName(int player) {
        return rules.playerName(player);
    }

    /** The player who moves first (before any opening roll decides otherwise). */
    public int firstPlayer() {
        return rules.firstPlayer();
    }

    /** How many piece types there are. */
    public int pieces() {
        return rules.pieces();
    }

    /** The name of a piece type. */
    public String pieceName(int type) {
        return rules.pieceName(type);
    }

    /** The letter that stands for the piece type in notation and on a text board. */
    public String letter(int type) {
        return rules.letter(type);
    }

    /**
     * How a piece of the type looks for its owner (a player, or {@link #players()} for a neutral
     * piece): the shape, symbol or image its 'show' line gives, else a shape of its own.
     */
    public Looks.Look look(int owner, int type) {
        return rules.looks().look(owner, type);
    }

    /** What the levels of the computer (easy to strongest) stand for in this game, and their Elo where measured. */
    public gamut.core.ComputerLevels computer() {
        return rules.computer();
    }

    /** The zones the definition shows ('show zone'), each owner's part on its own. */
    public java.util.List<Looks.ShownZone> shownZones() {
        return rules.looks().zones();
    }

    /** Whether some move enters the piece type from its owner's reserve (a drop). */
    public boolean isDropped(int type) {
        for (Program p : rules.programs()) {
            if (p.drop() && p.piece() == type) {
                return true;
            }
        }
        return false;
    }

    /** The piece type a move moves or drops (a pass or a roll moves none: -1). */
    public int pieceOf(int move) {
        int kind = Move.kind(move);
        return kind == Move.PASS || kind == Move.ROLL ? -1 : rules.program(rules.moveProgram(move)).piece();
    }

    /** What the move is: {@link Move#MOVE}, {@link Move#DROP}, {@link Move#EXIT}, ... (for compound moves too). */
    public int kind(int move) {
        return rules.moveKind(move);
    }

    /** The cell the moving piece leaves ({@link Move#NONE} for a drop, a pass or a roll). */
    public int from(int move) {
        return rules.moveFrom(move);
    }

    /** The cell where the move ends ({@link Move#NONE} when it lands nowhere). */
    public int to(int move) {
        return rules.moveTo(move);
    }

    /** The cells the moving piece lands on, in order: one for a plain move, every landing of a compound one. */
    public int[] landings(int move) {
        return rules.compounds().landings(move);
    }

    /** The cells where the move places neutral pieces, in order. */
    public int[] placed(int move) {
        int[] pairs = rules.compounds().placements(move);
        int[] cells = new int[pairs.length / 2];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = pairs[2 * i];
        }
        return cells;
    }

    /** Whether the move sows the pieces of its cell along a track ('sow'). */
    public boolean sows(int move) {
        return rules.compounds().sown(move).length > 0;
    }

    /** The cells whose pieces the move captures besides its landing (the jumped pieces of a chain). */
    public int[] captures(int move) {
        return rules.compounds().captures(move);
    }

    /** The die the move uses, 0 for none. */
    public int die(int move) {
        return rules.moveDie(move);
    }

    /** Whether the game has neutral pieces (set up with 'neutral', or placed by moves). */
    public boolean hasNeutrals() {
        return rules.hasNeutrals();
    }

    /** Whether any move takes a piece off the board to score (bearing off). */
    public boolean hasExits() {
        return rules.hasExits();
    }

    /** Whether the game is played with dice. */
    public boolean hasDice() {
        return rules.dice() != null;
    }

    /**
     * Whether some move program's moves are chosen by the opponent of the player whose turn it is
     * ('chosen by opponent'): only then does the one who decides differ from the player to move.
     */
    public boolean opponentChoosesSomeMoves() {
        for (int p = 0; p < rules.programCount(); p++) {
            if (rules.program(p).chosenByOpponent()) {
                return true;
            }
        }
        return false;
    }

    /** Whether the game is played with a doubling cube ('doubling cube'). */
    public boolean hasCube() {
        return rules.cube() > 0;
    }

    /** How many dice are rolled (0 without dice). */
    public int diceCount() {
        DiceRules d = rules.dice();
        return d == null ? 0 : d.count();
    }

    /** How many faces each die has (0 without dice). */
    public int diceFaces() {
        DiceRules d = rules.dice();
        return d == null ? 0 : d.faces();
    }

    /** Whether a result carries match points (a score) for the players. */
    public boolean keepsScore() {
        return rules.keepsScore();
    }

    /** Whether a result gives each player a place: an end rule says 'mover finishes'. */
    public boolean givesPlaces() {
        return java.util.Arrays.stream(rules.endRules()).anyMatch(e -> e.outcome().finishes());
    }

    /** Who won, in words: "white wins", "draw", or for the loss of a game's one player "solo loses". */
    public String outcome(Result result) {
        if (result.isDraw()) {
            return "draw";
        }
        if (result.hasPlaces()) {
            return places(result);
        }
        return result.isLoss() ? playerName(0) + " loses" : playerName(result.winner()) + " wins";
    }

    /**
     * The places of a result, best first, in turn order within a place: "red 1st, green 2nd, blue
     * 3rd"; players who share places have the first of them and '=' ("green 2nd=, blue 2nd=").
     */
    public String places(Result result) {
        int[] places = result.places();
        StringBuilder out = new StringBuilder();
        for (int place = 1; place <= places.length; place++) {
            int sharing = 0;
            for (int p : places) {
                sharing += p == place ? 1 : 0;
            }
            for (int p = 0; p < places.length; p++) {
                if (places[p] == place) {
                    out.append(out.length() == 0 ? "" : ", ").append(playerName(p)).append(' ')
                            .append(Result.ordinal(place)).append(sharing > 1 ? "=" : "");
                }
            }
        }
        return out.toString();
    }

    /**
     * The places so far: of every player once the game is over in places, else of the players who
     * have finished ("red 1st"), "" when none has.
     */
    public String places(State state) {
        if (state.isOver()) {
            return state.result().hasPlaces() ? places(state.result()) : "";
        }
        int[] places = new int[players()];
        for (int p = 0; p < places.length; p++) {
            places[p] = placeOf(state, p);
        }
        return places(new Result(Result.DRAW, new double[places.length], "", places));
    }

    /** The player's place from 1 once it has finished ('mover finishes'), 0 while it plays on. */
    public int placeOf(State state, int player) {
        return state.gen().places.placeOf(player);
    }

    /**
     * A result in words, with the winner's points (a lone player's, won or lost) when the game
     * scores and the end that decided: "white wins 2 points (borne_off)", "black wins
     * (mover_connected)", "solo loses with 5 points (no_moves)", "draw (repetition)".
     */
    public String describe(Result result) {
        if (result.isDraw()) {
            return "draw (" + result.end() + ")";
        }
        double points = result.points();
        String scored = (result.isLoss() ? " with " : " ") + Result.points(points)
                + (points == 1 ? " point" : " points");
        return outcome(result) + (keepsScore() ? scored : "") + " (" + result.end() + ")";
    }

    /** The game's start position, ready to play. */
    public State newState() {
        return new State(this);
    }

    /** A position given as text (see {@link PositionFormat}), ready to play from. */
    public State position(String text) {
        State state = new State(this);
        PositionFormat.apply(state, text);
        return state;
    }

    /** The names of the positions in letters the game declares ('position fen'), for {@code -p NAME:TEXT}. */
    public java.util.List<String> letterForms() {
        return rules.letterFormats().stream().map(gamut.core.LetterFormat::name).toList();
    }

    /**
     * The state's position as text: in the game's own form when {@code form} is null, else in
     * the letters of the position form of that name. Throws a {@link gamut.base.GamutException}
     * for an unknown form, or a position the form cannot write (a stack, a neutral piece).
     */
    public String positionText(State state, String form) {
        if (form == null) {
            return PositionFormat.format(state);
        }
        gamut.core.LetterFormat f = rules.letterFormat(form);
        if (f == null) {
            throw new gamut.base.GamutException("no position form '" + form + "'; " + (letterForms().isEmpty()
                    ? "this game declares none" : "this game's: " + String.join(", ", letterForms())));
        }
        return LetterPositions.write(state, f);
    }

    /** Two games are the same when they play by the same compiled rules. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Game g && g.rules == rules;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(rules);
    }

    @Override
    public String toString() {
        return rules.title();
    }
}
