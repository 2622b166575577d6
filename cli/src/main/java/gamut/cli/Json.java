package gamut.cli;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * JSON text read into plain values (RFC 8259), for the settings file beside a CSV: an object is a
 * {@link Map} (equal to another with the same members in any order), an array a {@link List}, a
 * string a {@link String}, a number a {@link BigDecimal} without trailing zeros (so that {@code 1}
 * and {@code 1.0} are one value), {@code true} and {@code false} Booleans and {@code null} a
 * {@link #NULL}. A text that is not JSON is refused with the line where it goes wrong.
 */
final class Json {
    /** JSON's null (a map or list cannot hold Java's). */
    static final Object NULL = new Object() {
        @Override
        public String toString() {
            return "null";
        }
    };
    /** Arrays and objects nest at most this deep: a settings file nests two. */
    private static final int DEPTH = 64;

    /** A text that is not JSON: the line it goes wrong on and why. */
    static final class NotJson extends Exception {
        private static final long serialVersionUID = 1L;
        final int line;

        NotJson(int line, String reason) {
            super(reason);
            this.line = line;
        }
    }

    private final String text;
    private int at;
    private int line = 1;

    private Json(String text) {
        this.text = text;
    }

    /** The value the whole text holds. */
    static Object parse(String text) throws NotJson {
        Json json = new Json(text);
        Object value = json.value(0);
        json.space();
        if (json.at < text.length()) {
            throw json.error("more after the value");
        }
        return value;
    }

    private Object value(int depth) throws NotJson {
        space();
        if (at == text.length()) {
            throw error("the text ends where a value should be");
        }
        char c = text.charAt(at);
        if (c == '{' || c == '[') {
            if (depth == DEPTH) {
                throw error("arrays and objects nested more than " + DEPTH + " deep");
            }
            return c == '{' ? object(depth + 1) : array(depth + 1);
        }
        if (c == '"') {
            return string();
        }
        if (c == '-' || c >= '0' && c <= '9') {
            return number();
        }
        for (Object literal : List.of(Boolean.TRUE, Boolean.FALSE, NULL)) {
            if (text.startsWith(literal.toString(), at)) {
                at += literal.toString().length();
                return literal;
            }
        }
        throw error("no value at " + here());
    }

    private Map<String, Object> object(int depth) throws NotJson {
        Map<String, Object> members = new LinkedHashMap<>();
        at++;
        if (next() == '}') {
            at++;
            return members;
        }
        while (true) {
            if (next() != '"') {
                throw error("a member's name, in quotes, should be at " + here());
            }
            String name = string();
            if (next() != ':') {
                throw error("':' should follow the name \"" + name + "\"");
            }
            at++;
            if (members.put(name, value(depth)) != null) {
                throw error("\"" + name + "\" is given twice");
            }
            char c = next();
            if (c != ',' && c != '}') {
                throw error("',' or '}' should follow a member, not " + here());
            }
            at++;
            if (c == '}') {
                return members;
            }
        }
    }

    private List<Object> array(int depth) throws NotJson {
        List<Object> items = new ArrayList<>();
        at++;
        if (next() == ']') {
            at++;
            return items;
        }
        while (true) {
            items.add(value(depth));
            char c = next();
            if (c != ',' && c != ']') {
                throw error("',' or ']' should follow an item, not " + here());
            }
            at++;
            if (c == ']') {
                return items;
            }
        }
    }

    private String string() throws NotJson {
        StringBuilder b = new StringBuilder();
        at++;
        while (true) {
            if (at >= text.length()) {
                throw error("a string is not closed");
            }
            char c = text.charAt(at++);
            if (c == '"') {
                return b.toString();
            }
            if (c < 0x20) {
                throw error("a string holds a control character; write it as \\u" + String.format(Locale.ROOT, "%04x", (int) c));
            }
            b.append(c == '\\' ? escape() : c);
        }
    }

    private char escape() throws NotJson {
        char e = at < text.length() ? text.charAt(at++) : '?';
        switch (e) {
            case '"', '\\', '/' -> {
                return e;
            }
            case 'b' -> {
                return '\b';
            }
            case 'f' -> {
                return '\f';
            }
            case 'n' -> {
                return '\n';
            }
            case 'r' -> {
                return '\r';
            }
            case 't' -> {
                return '\t';
            }
            case 'u' -> {
                if (at + 4 <= text.length() && text.substring(at, at + 4).matches("[0-9a-fA-F]{4}")) {
                    at += 4;
                    return (char) Integer.parseInt(text.substring(at - 4, at), 16);
                }
                throw error("\\u should be followed by four hexadecimal digits");
            }
            default -> throw error("no escape \\" + e + " in JSON");
        }
    }

    private BigDecimal number() throws NotJson {
        int start = at;
        while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        String n = text.substring(start, at);
        if (!n.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
            throw error("'" + n + "' is not a number");
        }
        try {
            return new BigDecimal(n).stripTrailingZeros();
        } catch (NumberFormatException | ArithmeticException e) {
            throw error("'" + n + "' is not a number");
        }
    }

    /** The next character that is not white space (the position left on it), or 0 at the end. */
    private char next() {
        space();
        return peek();
    }

    private char peek() {
        return at < text.length() ? text.charAt(at) : 0;
    }

    private void space() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
            if (text.charAt(at) == '\n') {
                line++;
            }
            at++;
        }
    }

    private NotJson error(String reason) {
        return new NotJson(line, reason);
    }

    /** The character where reading stands, as a message names it. */
    private String here() {
        if (at >= text.length()) {
            return "the end";
        }
        char c = text.charAt(at);
        return c < 0x20 || c > 0x7e ? String.format(Locale.ROOT, "U+%04X", (int) c) : "'" + c + "'";
    }
}
