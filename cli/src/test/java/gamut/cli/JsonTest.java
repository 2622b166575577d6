package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The JSON of the settings files read as values: objects equal in any member order, numbers by value. */
class JsonTest {
    @Test
    void valuesAreReadAsTheyStand() throws Exception {
        assertEquals(Map.of("a", List.of("x\"y\\z\n\u00e9", new BigDecimal("1"), Boolean.TRUE, Boolean.FALSE, Json.NULL),
                        "b", Map.of()),
                Json.parse(" {\"b\": {}, \"a\": [\"x\\\"y\\\\z\\n\\u00e9\", 1.0, true, false, null]} "));
        assertEquals(Json.parse("{\"seed\": 10}"), Json.parse("{\"seed\":1e1}"));
        assertEquals(List.of(), Json.parse("[ ]"));
    }

    @Test
    void aTextThatIsNotJsonSaysWhereAndWhy() {
        refused(1, "the text ends where a value should be", "");
        refused(2, "',' or '}' should follow a member, not '\"'", "{\"a\": 1\n \"b\": 2}");
        refused(1, "\"a\" is given twice", "{\"a\": 1, \"a\": 2}");
        refused(1, "'01' is not a number", "[01]");
        refused(1, "a string is not closed", "\"abc");
        refused(1, "more after the value", "{} {}");
        refused(1, "no value at U+0000", "[\u0000]");
        refused(1, "arrays and objects nested more than 64 deep", "[".repeat(65) + "]".repeat(65));
    }

    private static void refused(int line, String reason, String text) {
        Json.NotJson e = assertThrows(Json.NotJson.class, () -> Json.parse(text));
        assertEquals(reason, e.getMessage());
        assertEquals(line, e.line);
    }
}
