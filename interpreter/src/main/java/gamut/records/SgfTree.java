package gamut.records;

import gamut.base.GamutException;
import java.util.ArrayList;
import java.util.List;

/**
 * The main line of an SGF game tree (FF[4]): its nodes from the root, each a list of properties,
 * each value with the line and column where it starts, so that a message can point at it. Only the
 * first game of a collection is read, and of each branching only the first variation (the game as
 * played; the others are commentary).
 */
final class SgfTree extends TextCursor {
    /** A property's values, and where each begins (line and column of its first character). */
    record Property(String id, List<String> values, List<int[]> at) {
        String value() {
            return values.get(0);
        }

        int line() {
            return at.get(0)[0];
        }

        int column() {
            return at.get(0)[1];
        }

        /** The property as written, for a message: B[dd]. */
        String text() {
            return id + "[" + value() + "]";
        }
    }

    /** A node: its properties in order. */
    record Node(List<Property> properties) {
        Property get(String id) {
            for (Property p : properties) {
                if (p.id().equals(id)) {
                    return p;
                }
            }
            return null;
        }
    }

    private final String name;

    private SgfTree(String name, String text) {
        super(text);
        this.name = name;
    }

    /** The main line of the first game of the text; a GamutException {@code name:line:col: error: ...} when it is not SGF. */
    static List<Node> mainLine(String name, String text) {
        SgfTree tree = new SgfTree(name, text);
        List<Node> nodes = new ArrayList<>();
        tree.skipSpace();
        tree.expect('(', "an SGF file starts with '(;'");
        tree.gameTree(nodes, true);
        return nodes;
    }

    /** After '(': a sequence of nodes, then the variations, of which the first is followed. */
    private void gameTree(List<Node> nodes, boolean follow) {
        skipSpace();
        if (peek() != ';') {
            throw problem("a game tree starts with a node, ';'");
        }
        while (true) {
            skipSpace();
            char c = peek();
            if (c == ';') {
                advance();
                Node node = node();
                if (follow) {
                    nodes.add(node);
                }
            } else if (c == '(') {
                boolean first = true;
                while (peek() == '(') {
                    advance();
                    gameTree(nodes, follow && first);
                    first = false;
                    skipSpace();
                }
                expect(')', "a game tree ends with ')'");
                return;
            } else if (c == ')') {
                advance();
                return;
            } else if (c == 0) {
                throw problem("the file ends inside a game tree; a ')' is missing");
            } else {
                throw problem("expected ';', '(' or ')', found '" + c + "'");
            }
        }
    }

    private Node node() {
        List<Property> properties = new ArrayList<>();
        while (true) {
            skipSpace();
            char c = peek();
            if (!Character.isLetter(c)) {
                return new Node(properties);
            }
            StringBuilder id = new StringBuilder();
            while (Character.isLetter(peek())) {
                char l = advance();
                if (Character.isUpperCase(l)) {
                    id.append(l); // FF[3] may spell an identifier with lower case letters between: AddBlack is AB
                }
            }
            skipSpace();
            if (peek() != '[') {
                throw problem("the property " + id + " has no value: a value is written in brackets, " + id + "[...]");
            }
            List<String> values = new ArrayList<>();
            List<int[]> at = new ArrayList<>();
            while (peek() == '[') {
                advance();
                at.add(new int[] {line, column});
                values.add(value());
                skipSpace();
            }
            properties.add(new Property(id.toString(), values, at));
        }
    }

    /** A value up to its closing ']', with '\' escaping the next character and an escaped line break dropped. */
    private String value() {
        StringBuilder value = new StringBuilder();
        int[] start = {line, column};
        while (true) {
            char c = peek();
            if (c == 0 && pos >= text.length()) {
                throw new GamutException(name + ":" + start[0] + ":" + start[1]
                        + ": error: a property value is not closed: ']' is missing");
            }
            advance();
            if (c == ']') {
                return value.toString();
            }
            if (c == '\\') {
                char next = advance();
                if (next == '\r' && peek() == '\n') {
                    advance();
                } else if (next != '\n' && next != '\r') {
                    value.append(next);
                }
            } else {
                value.append(c);
            }
        }
    }

    private void expect(char c, String what) {
        if (peek() != c) {
            throw problem(what);
        }
        advance();
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            advance();
        }
    }

    private GamutException problem(String message) {
        return new GamutException(name + ":" + line + ":" + column + ": error: " + message);
    }
}
