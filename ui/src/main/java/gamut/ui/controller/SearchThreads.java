package gamut.ui.controller;

import java.util.concurrent.Executor;

/** Where the viewer's computer players search: never on the event thread, so the window stays responsive. */
public final class SearchThreads {
    private SearchThreads() {}

    /** An executor that runs each search on a fresh daemon thread (a closed window does not wait for it). */
    public static Executor threads() {
        return task -> {
            Thread t = new Thread(task, "gamut-computer-player");
            t.setDaemon(true);
            t.start();
        };
    }
}
