package gamut.ui.controller;

import java.util.List;

/**
 * What a click did: selected a piece, played a move, offered a choice between several moves (the
 * view shows a chooser and calls {@link GameController#choose}), deselected, or was refused, with
 * the reason, changing nothing.
 */
public record Click(Kind kind, String message, List<Integer> choices, List<String> choiceNames) {
    public enum Kind { SELECTED, DESELECTED, MOVED, CHOOSE, REFUSED }

    static Click refused(String reason) {
        return new Click(Kind.REFUSED, reason, List.of(), List.of());
    }

    static Click of(Kind kind, String message) {
        return new Click(kind, message, List.of(), List.of());
    }

    public boolean refused() {
        return kind == Kind.REFUSED;
    }
}
