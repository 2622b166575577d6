package gamut.ui.controller;

import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A position being set up by hand, without Swing: pieces placed on cells and removed, the player to
 * move, the reserve counts. It starts from a position of the game and keeps what is not edited as
 * it was (stacks, flags, pieces beneath, pieces borne off, the cube, the turn number, the clock).
 * What belongs to the turn under way (its plan, the parts played, the last move) is kept until the
 * first edit: an edited position begins a turn. Every edit is read back by the rules as a position text ({@link
 * #positionText}, what {@code -p} reads); one they refuse is undone and {@link #problem} says why.
 */
public final class PositionEditor {
    /** An owner of the palette that is no player's: a neutral piece. */
    private final int neutral;
    private final Game game;
    private final List<String> variants;
    private final int[] owner;
    private final int[] type;
    private final int[] height;
    private final int[] flags;
    /** Stacks under each cell's top, from the top down: owner, type, height. */
    private final int[][] buried;
    /** Per player and type; {@link #UNLIMITED} for a reserve that never runs out. */
    private final int[][] reserve;
    private final int[] exited;
    /** Clauses of the starting position kept as they were (cube, turn number, clock). */
    private final List<String> kept = new ArrayList<>();
    /** Clauses of the turn under way (plan, parts done, last move), until the first edit. */
    private List<String> turnUnderWay = new ArrayList<>();
    private int toMove;
    private State state;
    private String problem;

    /** A reserve count that stands for 'unlimited'. */
    public static final int UNLIMITED = -1;

    /** An editor starting at {@code from}, a position of {@code game} played with these variants. */
    public PositionEditor(Game game, State from, List<String> variants) {
        this.game = game;
        this.variants = List.copyOf(variants);
        this.neutral = game.players();
        int cells = game.geometry().cells();
        owner = new int[cells];
        type = new int[cells];
        height = new int[cells];
        flags = new int[cells];
        buried = new int[cells][];
        reserve = new int[game.players()][game.pieces()];
        exited = new int[game.players()];
        for (String line : game.positionText(from, null).split("\n")) {
            if (line.startsWith("cube:") || line.startsWith("turn number:") || line.startsWith("clock:")) {
                kept.add(line.strip());
            } else if (line.startsWith("plan:") || line.startsWith("done:") || line.startsWith("last move:")) {
                turnUnderWay.add(line.strip());
            }
        }
        read(from);
        state = game.position(positionText());
    }

    private void read(State from) {
        for (int c = 0; c < owner.length; c++) {
            owner[c] = from.owner(c);
            type[c] = from.piece(c);
            height[c] = from.height(c);
            flags[c] = from.flags(c);
            buried[c] = from.buriedStacks(c);
        }
        for (int p = 0; p < game.players(); p++) {
            for (int t = 0; t < game.pieces(); t++) {
                reserve[p][t] = from.unlimitedReserve(p, t) ? UNLIMITED : from.reserve(p, t);
            }
            exited[p] = from.exited(p);
        }
        toMove = from.toMove();
    }

    public Game game() {
        return game;
    }

    /** The edited position, as the rules read it: for painting, and to play from. */
    public State state() {
        return state;
    }

    /** Why the last edit was refused, or null when it was made. */
    public String problem() {
        return problem;
    }

    /** The owners a piece may have: each player, then "neutral" when the game has neutral pieces. */
    public List<String> owners() {
        List<String> out = new ArrayList<>(game.info().players());
        if (game.hasNeutrals()) {
            out.add("neutral");
        }
        return out;
    }

    /** Puts one piece of the type, of the owner ({@link #owners} index), on the cell, in place of what stood there. */
    public boolean place(int cell, int who, int pieceType) {
        return edit(() -> {
            owner[cell] = who;
            type[cell] = pieceType;
            height[cell] = 1;
            flags[cell] = 0;
            buried[cell] = new int[0];
        });
    }

    /** Empties the cell (the pieces beneath its top go too). */
    public boolean remove(int cell) {
        return edit(() -> {
            owner[cell] = -1;
            height[cell] = 0;
            buried[cell] = new int[0];
        });
    }

    public int toMove() {
        return toMove;
    }

    public boolean setToMove(int player) {
        return edit(() -> toMove = player);
    }

    /** How many pieces of the type the player holds in reserve, or {@link #UNLIMITED}. */
    public int reserve(int player, int pieceType) {
        return reserve[player][pieceType];
    }

    public boolean setReserve(int player, int pieceType, int count) {
        return edit(() -> reserve[player][pieceType] = count);
    }

    /** The piece types a reserve may hold: those some move drops, and those any player holds now. */
    public List<Integer> reserveTypes() {
        List<Integer> out = new ArrayList<>();
        for (int t = 0; t < game.pieces(); t++) {
            boolean held = false;
            for (int[] r : reserve) {
                held |= r[t] != 0;
            }
            if (held || game.isDropped(t)) {
                out.add(t);
            }
        }
        return out;
    }

    /** The most a reserve spinner offers: what a position text may give. */
    public static int maxReserve() {
        return Limits.POSITION_COUNT;
    }

    /** Makes the edit and reads the position back; a position the rules refuse undoes it. */
    private boolean edit(Runnable change) {
        change.run();
        List<String> underWay = turnUnderWay;
        turnUnderWay = List.of();
        try {
            state = game.position(positionText());
            problem = null;
            return true;
        } catch (GamutException e) {
            problem = e.getMessage();
            read(state);
            turnUnderWay = underWay;
            return false;
        }
    }

    /** How many legal moves there are in the position (none while the dice are to be rolled, or once it is over). */
    public int legalMoves() {
        MoveList moves = new MoveList();
        state.generate(moves);
        return moves.size();
    }

    /** The position as one line of clauses separated by semicolons: what {@code -p} and a test's {@code position} read. */
    public String positionText() {
        List<String> clauses = new ArrayList<>();
        for (int p = 0; p < game.players(); p++) {
            pieces(p, game.playerName(p), clauses);
            List<String> held = new ArrayList<>();
            for (int t = 0; t < game.pieces(); t++) {
                if (reserve[p][t] != 0) {
                    held.add(game.pieceName(t) + " " + (reserve[p][t] == UNLIMITED ? "unlimited" : reserve[p][t]));
                }
            }
            if (!held.isEmpty()) {
                clauses.add("reserve " + game.playerName(p) + ": " + String.join(", ", held));
            }
            if (exited[p] > 0) {
                clauses.add("exited " + game.playerName(p) + ": " + exited[p]);
            }
        }
        pieces(neutral, "neutral", clauses);
        beneath(clauses);
        clauses.add("turn: " + game.playerName(toMove));
        clauses.addAll(turnUnderWay);
        clauses.addAll(kept);
        return String.join("; ", clauses);
    }

    /**
     * A test of the rules at this position, to paste into the definition: the legal moves counted
     * ({@code ### test} in the language reference), under the variants in play if any.
     */
    public String testText() {
        return "test \"position\" {\n"
                + (variants.isEmpty() ? "" : "    under " + String.join(" + ", variants) + "\n")
                + "    position \"" + positionText() + "\"\n"
                + "    moves " + legalMoves() + "\n"
                + "}\n";
    }

    /** The clause of one owner's pieces on top of the cells, if it has any. */
    private void pieces(int who, String name, List<String> clauses) {
        StringBuilder clause = new StringBuilder();
        int lastType = -1;
        for (int c = 0; c < owner.length; c++) {
            if (owner[c] == who) {
                lastType = piece(clause, type[c], lastType);
                clause.append(' ').append(game.geometry().cellName(c)).append(height[c] > 1 ? "*" + height[c] : "")
                        .append(flagText(flags[c]));
            }
        }
        if (clause.length() > 0) {
            clauses.add(name + ":" + clause);
        }
    }

    /** Names the piece type before a cell when it changes (a game of one type names none). */
    private int piece(StringBuilder clause, int pieceType, int lastType) {
        if (game.pieces() > 1 && pieceType != lastType) {
            clause.append(' ').append(game.pieceName(pieceType));
        }
        return pieceType;
    }

    private String flagText(int bits) {
        List<String> names = new ArrayList<>();
        for (int f = 0; f < game.info().flags().size(); f++) {
            if ((bits & 1 << f) != 0) {
                names.add(game.info().flags().get(f));
            }
        }
        return names.isEmpty() ? "" : " [" + String.join(", ", names) + "]";
    }

    /** The pieces beneath others, a layer at a time from the top down, a clause per layer and owner. */
    private void beneath(List<String> clauses) {
        int deepest = Arrays.stream(buried).mapToInt(b -> b.length / 3).max().orElse(0);
        for (int depth = 0; depth < deepest; depth++) {
            for (int p = 0; p < game.players(); p++) {
                StringBuilder clause = new StringBuilder();
                int lastType = -1;
                for (int c = 0; c < owner.length; c++) {
                    int[] b = buried[c];
                    if (b.length > 3 * depth && b[3 * depth] == p) {
                        lastType = piece(clause, b[3 * depth + 1], lastType);
                        int n = b[3 * depth + 2];
                        clause.append(' ').append(game.geometry().cellName(c)).append(n > 1 ? "*" + n : "");
                    }
                }
                if (clause.length() > 0) {
                    clauses.add("beneath " + game.playerName(p) + ":" + clause);
                }
            }
        }
    }
}
