package gamut.ui.controller;

/**
 * The game in progress kept in an {@link Autosave} after every move, once the viewer has started
 * one, and the answer to what to do with a game an earlier viewer left unfinished.
 */
final class Autosaving {
    private final GameController controller;
    private final RecordKeeper files;
    private final Session session;
    private Autosave autosave;

    Autosaving(GameController controller, RecordKeeper files, Session session) {
        this.controller = controller;
        this.files = files;
        this.session = session;
    }

    /** Why autosaving stopped, or null. */
    String problem() {
        return autosave == null ? null : autosave.problem();
    }

    String start(Autosave kept) {
        autosave = kept;
        String leftover = files.gameFile() == null ? null : kept.leftover(files.gameFile(), files.variants());
        keep();
        return leftover;
    }

    String answer(Autosave.Choice choice) {
        String problem = choice == Autosave.Choice.RESTORE ? controller.load(autosave.leftoverFile()) : null;
        // the moves of the whole line restored, those after the position shown included
        String done = autosave.answer(problem != null ? Autosave.Choice.SET_ASIDE : choice, session.line().length);
        keep();
        controller.say(problem != null || choice != Autosave.Choice.RESTORE ? done : controller.said() + done);
        return problem;
    }

    void keep() {
        if (autosave != null) {
            // A record replays from the file's rules and their start: a game it cannot hold is not kept.
            autosave.keep(files, controller.seed(), session, session.startText() == null && !files.edited());
        }
    }
}
