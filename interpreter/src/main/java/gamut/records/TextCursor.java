package gamut.records;

/**
 * A reader's place in a text, a character at a time, with the line and column that messages give
 * ({@code name:line:col: error: ...}): what the PGN and SGF readers share.
 */
abstract class TextCursor {
    final String text;
    int pos;
    int line = 1;
    int column = 1;

    TextCursor(String text) {
        this.text = text;
    }

    /** The character at the cursor, or 0 at the end. */
    char peek() {
        return pos < text.length() ? text.charAt(pos) : 0;
    }

    /** The character at the cursor, the cursor moved past it. */
    char advance() {
        char c = peek();
        pos++;
        if (c == '\n') {
            line++;
            column = 1;
        } else {
            column++;
        }
        return c;
    }
}
