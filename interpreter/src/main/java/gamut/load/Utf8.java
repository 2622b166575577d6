package gamut.load;

import gamut.base.Diagnostic;
import gamut.base.GamutException;
import gamut.base.Pos;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Reads the bytes of a definition file as UTF-8, and says where they are not. */
final class Utf8 {
    private Utf8() {}

    /** The text, or a GamutException at the line and column of the first byte that is not UTF-8. */
    static String decode(String file, byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            throw notUtf8(file, bytes, in.position());
        }
        return out.flip().toString();
    }

    private static GamutException notUtf8(String file, byte[] bytes, int offset) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset; i++) {
            // A line ends at LF, or at a CR not followed by LF (the old Mac OS's line end).
            if (bytes[i] == '\n' || bytes[i] == '\r' && (i + 1 == bytes.length || bytes[i + 1] != '\n')) {
                line++;
                lineStart = i + 1;
            }
        }
        String before = new String(bytes, lineStart, offset - lineStart, StandardCharsets.UTF_8);
        int lineEnd = lineStart;
        while (lineEnd < bytes.length && bytes[lineEnd] != '\n' && bytes[lineEnd] != '\r') {
            lineEnd++;
        }
        String shown = new String(bytes, lineStart, lineEnd - lineStart, StandardCharsets.UTF_8);
        Pos pos = new Pos(file, line, before.length() + 1);
        return new GamutException(new Diagnostic(pos, "not UTF-8 text: byte offset " + offset)
                .format("\n".repeat(line - 1) + shown));
    }
}
