package gamut.check;

import java.util.Collection;

/** A variant asked for on the command line that the file does not declare, or a clash between two. */
public final class UnknownVariantException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UnknownVariantException(String message) {
        super(message);
    }

    UnknownVariantException(String name, String suggestion, Collection<String> known) {
        super("unknown variant '" + name + "'" + suggestion
                + (known.isEmpty() ? "; this game has no variants" : "; variants: " + String.join(", ", known)));
    }
}
