package gamut.ui.controller;

import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * The user's preferences through java.util.prefs. Where they cannot be kept (no writable home, a
 * platform store that refuses), the viewer works as before and forgets: remembering is a comfort,
 * never a reason to fail.
 */
final class UserPreferenceStore implements PreferenceStore {
    private final Preferences node;

    UserPreferenceStore(Preferences node) {
        this.node = node;
    }

    @Override
    public String get(String key) {
        try {
            return node.get(key, null);
        } catch (IllegalStateException | SecurityException e) {
            return null;
        }
    }

    @Override
    public void put(String key, String value) {
        try {
            node.put(key, value);
        } catch (IllegalArgumentException | IllegalStateException | SecurityException e) {
            // a value too long or a store gone: not remembered
        }
    }

    @Override
    public void flush() {
        try {
            node.flush();
        } catch (BackingStoreException | IllegalStateException | SecurityException e) {
            // kept for this run only
        }
    }
}
