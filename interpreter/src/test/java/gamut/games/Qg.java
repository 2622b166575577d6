package gamut.games;

import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.AgonReference;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** Helpers for the Queen's Guard tests: loading with variants, positions with trapped pieces, cell lists. */
final class Qg {
    static final String FILE = "queens-guard.gamut";
    static final int WHITE = 0;
    static final int BLACK = 1;
    static final int QUEEN = 0;
    static final int GUARD = 1;
    static final int TRAPPED = 0;

    private Qg() {}

    /** The rules with the variants applied; an empty string stands for no variant. */
    static Rules rules(String... variants) {
        String[] v = Arrays.stream(variants).filter(s -> !s.isBlank()).flatMap(s -> Arrays.stream(s.split(",")))
                .map(String::strip).toArray(String[]::new);
        return Games.load(FILE, v);
    }

    /** A position from text, with the pieces on the named cells trapped, as a fresh line of play. */
    static State position(Rules rules, String text, String... trapped) {
        State s = Kernel.start(rules);
        PositionFormat.apply(s, text);
        if (trapped.length > 0) {
            for (String cell : trapped) {
                int c = rules.geometry.cell(cell);
                if (c < 0 || s.owner(c) < 0) {
                    throw new IllegalArgumentException("no piece on " + cell + " to trap");
                }
                Kernel.board(s).putFlag(c, TRAPPED, true);
            }
            // The flags change the hash and may change the turn plan: start the line again.
            s.startLine();
        }
        return s;
    }

    /** The cells holding a trapped piece, sorted. */
    static List<String> trapped(State s) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < Kernel.board(s).flags.length; c++) {
            if ((s.flags(c) & (1 << TRAPPED)) != 0) {
                out.add(Kernel.rules(s).geometry.cellName(c));
            }
        }
        Collections.sort(out);
        return out;
    }

    static List<String> list(String spaceSeparated) {
        return spaceSeparated.isBlank() ? List.of() : Games.sorted(spaceSeparated);
    }

    /** The empty cells of a ring (rings by the spec's formula, not by the engine), sorted. */
    static List<String> emptyRing(State s, int ring) {
        List<String> out = new ArrayList<>();
        for (String cell : AgonReference.ring(ring)) {
            if (s.owner(Kernel.rules(s).geometry.cell(cell)) < 0) {
                out.add(cell);
            }
        }
        return out;
    }

    /** Every empty cell except f6, sorted. */
    static List<String> emptyExceptCentre(State s) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < Kernel.board(s).owner.length; c++) {
            String name = Kernel.rules(s).geometry.cellName(c);
            if (s.owner(c) < 0 && !name.equals("f6")) {
                out.add(name);
            }
        }
        Collections.sort(out);
        return out;
    }

    /** Moves of the piece written {@code prefix} (such as "Gf8") to each target cell, sorted. */
    static List<String> to(String prefix, List<String> targets) {
        List<String> out = new ArrayList<>();
        for (String t : targets) {
            out.add(prefix + "-" + t);
        }
        Collections.sort(out);
        return out;
    }

    /** Drops of the piece letter on each cell, sorted. */
    static List<String> drops(String letter, List<String> cells) {
        List<String> out = new ArrayList<>();
        for (String c : cells) {
            out.add(letter + "@" + c);
        }
        Collections.sort(out);
        return out;
    }

    /** Plays one move given in notation and returns the state. */
    static State play(State s, String... moves) {
        Games.play(s, moves);
        return s;
    }

    static int count(State s) {
        MoveList list = new MoveList();
        s.generate(list);
        return list.size();
    }

    static String format(State s, int move) {
        return Notation.format(s, move);
    }
}
