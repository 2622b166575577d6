package gamut.ui.view;

import gamut.core.BoardKind;

/** Which {@link BoardStyle} draws each kind of board. */
final class BoardStyles {
    private BoardStyles() {}

    /** The style of a kind of board. */
    static BoardStyle of(BoardKind kind) {
        return switch (kind) {
            case GRID -> SquaresStyle.STYLE;
            case HEX -> HexagonsStyle.STYLE;
            case POINTS -> PointsStyle.STYLE;
            case LINES -> LinesStyle.FILES_AND_RANKS;
            case GRAPH -> LinesStyle.NAMED;
            case EDGES -> EdgesView.STYLE;
            case HEX_EDGES -> HexEdgesView.STYLE;
        };
    }

    /** The style of the board laid out. */
    static BoardStyle of(BoardLayout l) {
        return of(l.game.geometry().kind());
    }
}
