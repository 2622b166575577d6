package gamut.base;

/** A problem a user caused and can fix (a bad file, record or argument); its message says what and where. */
public final class GamutException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public GamutException(String message) {
        super(message);
    }
}
