package gamut.ui.controller;

import java.util.HashMap;
import java.util.Map;

/** Preferences kept in a map for as long as the store lives: for tests and trials. */
final class MemoryPreferenceStore implements PreferenceStore {
    private final Map<String, String> values = new HashMap<>();

    @Override
    public String get(String key) {
        return values.get(key);
    }

    @Override
    public void put(String key, String value) {
        values.put(key, value);
    }

    @Override
    public String toString() {
        return "MemoryPreferenceStore" + values;
    }
}
