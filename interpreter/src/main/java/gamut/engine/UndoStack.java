package gamut.engine;

import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.core.Move;
import gamut.core.Result;
import java.util.Arrays;
import java.util.Locale;

/**
 * One record per move made, holding what the move changed outside the board (the board keeps its
 * own change log; a record remembers where that log stood). Records are made once and reused, so
 * making a move allocates nothing.
 */
final class UndoStack {
    /** What a move changed besides the board. */
    static final class Entry {
        int move;
        int mover;
        int logMark;
        long hash;
        /** The keys toggled into the hash ({@link gamut.board.Board#toggled}). */
        long toggled;
        Result result;
        int plan;
        PartsDone parts;
        int turn;
        int roll;
        int diceUsed;
        boolean needsRoll;
        boolean exploring;
        int quiet;
        /** The doubling cube before the move ({@link Cube#save}). */
        int cube;
        /** The passes in a row before the move ({@link #passesAtEnd}). */
        int passes;
        /** How many players had finished before the move ({@link gamut.rules.Places}). */
        int finished;
    }

    /**
     * The most moves a line of play holds: a game ends at {@link Limits#GAME_PLIES} plies, each
     * turn has one roll at most, and a play table tries a few sub-moves beyond.
     */
    static final int MAX_DEPTH = 2 * Limits.GAME_PLIES + 1024;

    private Entry[] entries = new Entry[0];
    private int depth;
    /** How many passes end the stack, rolls not counted ({@link #passesAtEnd}). */
    private int passes;
    /** The move that led to the line's start position, as a position gives it ('last move'), or -1. */
    int before = -1;

    int depth() {
        return depth;
    }

    void clear() {
        depth = 0;
        passes = 0;
    }

    /** The record of the next move, to fill in: made for {@code move}, which it holds. */
    Entry push(int move) {
        if (depth == entries.length) {
            int n = Math.min(Math.max(256, depth * 2), MAX_DEPTH);
            if (n == depth) {
                throw new GamutException(String.format(Locale.ROOT,
                        "the line of play is longer than %,d moves and rolls: is a move made after the game is over?",
                        MAX_DEPTH));
            }
            entries = Arrays.copyOf(entries, n);
            for (int i = depth; i < n; i++) {
                entries[i] = new Entry();
            }
        }
        Entry e = entries[depth++];
        e.move = move;
        e.passes = passes;
        // A roll between two passes leaves them in a row; any other move ends the row.
        passes = move == Move.PASS_MOVE ? passes + 1 : Move.kind(move) == Move.ROLL ? passes : 0;
        return e;
    }

    /** The record of the last move, taken off the stack. */
    Entry pop() {
        Entry e = entries[--depth];
        passes = e.passes;
        return e;
    }

    /**
     * The first of the last {@code n} moves that marked no die used ({@code usedNow}: the dice used
     * after the last), or -1 when each used one.
     */
    int moveUsingNoDie(int n, int usedNow) {
        for (int i = Math.max(0, depth - n); i < depth; i++) {
            int after = i + 1 < depth ? entries[i + 1].diceUsed : usedNow;
            if (entries[i].diceUsed == after) {
                return entries[i].move;
            }
        }
        return -1;
    }

    /** The newest move on the stack that is not a roll, else the move before the line, or -1 when there is none. */
    int lastDecision() {
        for (int i = depth - 1; i >= 0; i--) {
            if (Move.kind(entries[i].move) != Move.ROLL) {
                return entries[i].move;
            }
        }
        return before;
    }

    /** How many passes end the stack, rolls not counted (a decision of the doubling cube is no pass). */
    int passesAtEnd() {
        return passes;
    }

    /** The turn number the {@code i}-th move on the stack was made in. */
    int turnAt(int i) {
        return entries[i].turn;
    }

    /** The moves on the stack, oldest first. */
    int[] moves() {
        int[] line = new int[depth];
        for (int i = 0; i < depth; i++) {
            line[i] = entries[i].move;
        }
        return line;
    }
}
