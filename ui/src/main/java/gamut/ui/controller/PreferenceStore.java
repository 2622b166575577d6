package gamut.ui.controller;

/**
 * Where the viewer keeps what it remembers between runs ({@link ViewerPreferences}): short texts
 * under short keys. The user's store is java.util.prefs; tests and the window trials use one in
 * memory, so that they never read or change the preferences of the person running them.
 */
public interface PreferenceStore {
    /** The value under the key, or null when none is kept. */
    String get(String key);

    void put(String key, String value);

    /** Writes what was put to lasting storage now, where the store has any; a failure is not the viewer's concern. */
    default void flush() {}

    /** The user's preferences (java.util.prefs, node {@code gamut/viewer} of the user's root). */
    static PreferenceStore user() {
        return new UserPreferenceStore(java.util.prefs.Preferences.userRoot().node("gamut/viewer"));
    }

    /** A store that forgets everything when dropped. */
    static PreferenceStore inMemory() {
        return new MemoryPreferenceStore();
    }
}
