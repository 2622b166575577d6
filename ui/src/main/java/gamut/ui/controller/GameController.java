package gamut.ui.controller;

import gamut.ai.Player;
import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.engine.State;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;

/**
 * One game in the viewer, without any Swing: what the view reads and the actions it calls. Call it
 * from one thread only (the view's); computer players search a copy of the state on the background
 * executor and hand their move back through {@link UiHost#runOnUiThread}. The work is done by a
 * {@link Session} (the position, the moves played, undo and redo, the dice), a
 * {@link ClickInterpreter} (the selection and what a click means), {@link ComputerPlayers} (who plays
 * each side, and their searches), a {@link RecordKeeper} (the definition file, variants, records),
 * {@link Authoring} (the definition edited in the viewer, games from an edited position) and, once
 * started, an {@link Autosave} (the game in progress on disk after every move); this class ties
 * them together and keeps the status line.
 *
 * <p>Clicks return a {@link Click}; a refused click carries the reason and changes nothing.
 */
public final class GameController {
    public static final String HUMAN = "human";

    private final UiHost host;
    private final Session session;
    private final ComputerPlayers players;
    private final ClickInterpreter clicks;
    private final RecordKeeper files;
    private final Authoring authoring;
    private final Autosaving autosaving;
    private final Timeline timeline;
    private String status = "";
    /** The match being played, or null for a single game. */
    private MatchPlay match;

    /** Plays the computer players' moves as they come back, on the view's thread. */
    private final ComputerPlayers.Listener replies = new ComputerPlayers.Listener() {
        @Override
        public void moved(int move, Player player) {
            String who = game().playerName(state().decider());
            String name = session.play(move);
            clicks.deselect();
            status = who + " (" + player.describe() + ") played " + name;
            advance();
            host.changed();
            announceEnd();
        }

        @Override
        public void failed(String message) {
            say(message);
        }
    };

    /**
     * @param players one spec per player: {@code human} or a computer player ({@link Player#parse});
     *                players beyond the array are human
     * @param background where computer players search (a new thread per search in the viewer)
     */
    public GameController(Game game, List<String> players, long seed, UiHost host, Executor background) {
        this(game, players, seed, host, background, new RecordKeeper());
    }

    private GameController(Game game, List<String> players, long seed, UiHost host, Executor background,
            RecordKeeper files) {
        this.host = host;
        this.files = files;
        this.session = new Session(seed, host::played);
        this.players = new ComputerPlayers(game.players(), players, seed, host, background);
        this.clicks = new ClickInterpreter(session, () -> TurnText.refusal(session.state(), this.players),
                this::playMove);
        this.authoring = new Authoring(this, files, session);
        this.autosaving = new Autosaving(this, files, session);
        this.timeline = new Timeline(this, session, this.players);
        newGame(game);
    }

    /**
     * A controller for a definition file with these variants; it can then save and load records,
     * reload the file and switch variants. Throws a GamutException with the file's problems.
     */
    public static GameController open(Path file, List<String> variants, List<String> players, long seed, UiHost host,
            Executor background) {
        RecordKeeper files = new RecordKeeper();
        Game game = files.open(file, variants);
        GameController c = new GameController(game, players, seed, host, background, files);
        c.host.changed();
        return c;
    }

    /** Plays a match from now on, this game its first ({@link MatchPlay#open}). */
    void playMatch(MatchPlay m) {
        match = m;
        host.changed();
    }

    /** A new game of the same rules; in a match, once this game is over, the next game (this one counted). */
    public void nextGame() {
        if (match == null || !state().isOver() || match.over()) {
            newGame(game());
        } else if (match.bank(game(), state().result())) {
            newGame(files.open(match.current().file(), match.current().variants()));
        } else {
            say(match.describe(game(), null));
        }
    }

    // ---- reading

    public Game game() {
        return session.game();
    }

    /** The definition file, or null when the controller was built from rules alone. */
    public Path gameFile() {
        return files.gameFile();
    }

    /** The definition's text in play, applying it, saving it, reloading it; games from an edited position. */
    public Authoring authoring() {
        return authoring;
    }

    /** The variants in play, in the order applied. */
    public List<String> variants() {
        return files.variants();
    }

    /** Every variant the definition file offers, in file order, with its source ("" when it cites none). */
    public Map<String, String> variantSources() {
        return files.variantSources();
    }

    public long seed() {
        return session.seed();
    }

    /** The position; the view reads it, only the controller changes it. */
    public State state() {
        return session.state();
    }

    /** The moves played so far in notation, rolls included. */
    public List<String> moveNames() {
        return session.moveNames();
    }

    public boolean isHuman(int player) {
        return players.isHuman(player);
    }

    public String playerSpec(int player) {
        return players.spec(player);
    }

    /** The Players menu: each side of the game in play, by name, with who plays it. */
    public List<Side> sides() {
        return Side.of(game(), players);
    }

    /** The selected cell, or -1. */
    public int selectedCell() {
        return clicks.selectedCell();
    }

    /** The piece type selected in the reserve of the player to move, or -1. */
    public int selectedReserveType() {
        return clicks.selectedReserveType();
    }

    public boolean isThinking() {
        return players.isThinking();
    }

    /** Whether Stop would stop something: a search under way, or a computer about to decide. */
    public boolean canStop() {
        State s = state();
        return players.isThinking() || !s.isOver() && !players.isPaused() && !s.isChance() && !players.isHuman(s.decider());
    }

    /** What the computer player thinks, or last thought: its candidates, the line it expects, its progress. */
    public Thinking thinking() {
        return players.thinking();
    }

    /** The computer players wait (after stop) until {@link #resume}. */
    public boolean isPaused() {
        return players.isPaused();
    }

    public boolean canUndo() {
        return session.canUndo();
    }

    public boolean canRedo() {
        return session.canRedo();
    }

    /** The message of the last refusal or action, and why autosaving stopped if it did. */
    public String status() {
        String problem = autosaving.problem();
        return problem == null ? status : status + (status.isEmpty() ? "" : "; ") + "autosave stopped: " + problem;
    }

    /** The cells a click would move the selected piece (or reserve piece) to. */
    public int[] targets() {
        return clicks.targets();
    }

    /** Whether clicking the off-board area would do something now (an exit is legal). */
    public boolean canExit() {
        return clicks.canExit();
    }

    public boolean canPass() {
        return clicks.canPass();
    }

    /** Whose turn, the turn plan, who chooses, or the result. */
    public String turnText() {
        return TurnText.turn(state(), players, timeline.isBrowsing()) + (match == null ? "" : "  |  " + match.describe(game(), state().result()));
    }

    /** "dice: 5 3 (3 used)" and the like, or "" for games without dice or before the roll. */
    public String diceText() {
        return TurnText.dice(state());
    }

    public boolean dieUsed(int i) {
        return TurnText.dieUsed(state(), i);
    }

    // ---- clicks

    /** A click on a board cell: select a piece, move the selected piece there, or drop there. */
    public Click clickCell(int cell) {
        return report(clicks.clickCell(cell));
    }

    /** A click on a piece in a player's reserve: select it for a drop. */
    public Click clickReserve(int player, int type) {
        return report(clicks.clickReserve(player, type));
    }

    /** A click on the off-board area: move the selected piece (or the only piece that can) off. */
    public Click clickOff() {
        return report(clicks.clickOff());
    }

    public Click pass() {
        return report(clicks.pass());
    }

    /** Plays one of the moves a {@link Click.Kind#CHOOSE} click offered (or any legal move). */
    public Click choose(int move) {
        return report(clicks.choose(move));
    }

    /** Forgets the selection. */
    public void deselect() {
        clicks.deselect();
    }

    // ---- game control

    /**
     * Who plays a side from now on: {@code human} or a computer player ({@link Player#parse}). A computer
     * now to move starts at once (unless the computers are stopped). Returns a reason when refused.
     */
    public String setPlayer(int player, String spec) {
        String refused = players.refusal(player, spec, seed());
        if (refused != null) {
            return refused;
        }
        if (players.isThinking() && state().decider() == player) {
            players.cancel();
        }
        players.set(player, spec);
        status = game().playerName(player) + " is now played by " + spec;
        advance();
        host.changed();
        return null;
    }

    /** Starts again with these rules (another variant, or the same). */
    public void newGame(Game newGame) {
        begin(newGame, newGame.newState(), null, "new game: " + newGame.title());
    }

    /** Starts a game of these rules from {@code start}, the position {@code text} (null: the rules' start). */
    void begin(Game newGame, State start, String text, String message) {
        players.cancel();
        session.startFrom(newGame, start, text);
        players.setPaused(false);
        clicks.deselect();
        status = message;
        advance();
        host.changed();
    }

    /** Takes back moves until a human decides again (the computer's replies and the dice go too). */
    public Click undo() {
        return timeline.undo();
    }

    /** Plays the undone moves again up to the next human decision (the same dice, the same replies). */
    public Click redo() {
        return timeline.redo();
    }

    /** The move list: its rows, the one shown, stepping through them, and what a new game would discard. */
    public Timeline timeline() {
        return timeline;
    }

    /** Stops the computer player thinking now (its move is dropped) and keeps them waiting. */
    public void stop() {
        players.cancel();
        players.setPaused(true);
        say("computer players stopped; you may move for them, or resume");
    }

    /** The computer player thinking plays the best move it has found so far (a search cut short, not thrown away). */
    public void moveNow() {
        say(players.hurry() ? "the computer plays its best move so far" : "no computer player is thinking");
    }

    /** Lets the computer players move again. */
    public void resume() {
        players.setPaused(false);
        status = "";
        advance();
        host.changed();
    }

    // ---- files: records, variants, reload

    /** Switches to these variants of the rules in play and starts a new game; returns the problem, or null. */
    public String setVariants(List<String> wanted) {
        return authoring.setVariants(wanted);
    }

    /**
     * Writes the whole game as a record ({@link RecordKeeper#save}: the moves after a position stepped
     * back to, the other lines and the position shown too). Returns the problem, or null.
     */
    public String save(Path target) {
        try {
            int n = files.save(target, seed(), session);
            say("saved " + n + (n == 1 ? " move" : " moves") + " to " + target);
            return null;
        } catch (GamutException e) {
            return refuseText(e.getMessage());
        }
    }

    /**
     * Opens a record (its definition file beside it, else from the working folder) and replays its
     * moves; a move no longer legal stops the replay, the moves before it kept and the computer
     * players waiting. Returns the problem when nothing could be loaded (the game unchanged), or null.
     */
    public String load(Path recordFile) {
        RecordKeeper.Loaded loaded;
        try {
            loaded = files.load(recordFile);
        } catch (GamutException e) {
            return refuseText(e.getMessage());
        }
        adopt(loaded);
        return null;
    }

    /** Reads the definition file again ({@link Authoring#reload}); returns its problems, or null. */
    public String reload() {
        return authoring.reload();
    }

    /** Takes over a replayed position, a record's other lines and the position it showed; see {@link #showReplay}. */
    void adopt(RecordKeeper.Loaded loaded) {
        players.cancel();
        session.setSeed(loaded.seed());
        session.adopt(loaded.game(), loaded.state(), loaded.start());
        session.keepLines(loaded.others());
        clicks.deselect();
        showReplay(loaded);
        host.changed();
    }

    // ---- autosave

    /**
     * Keeps the game in progress in the autosave from now on, after every move. Returns the game
     * it holds from before, in words, or null; until {@link #answerAutosave} says what to do with
     * that game, nothing is written.
     */
    public String startAutosave(Autosave kept) {
        return autosaving.start(kept);
    }

    /** Restores, discards or sets aside the game left from before; returns the problem of a failed restore, or null. */
    public String answerAutosave(Autosave.Choice choice) {
        return autosaving.answer(choice);
    }

    void keep() {
        autosaving.keep();
    }

    // ---- internals

    /** A replay that stopped early, or a record shown before its end, keeps the computer players waiting. */
    private void showReplay(RecordKeeper.Loaded loaded) {
        String problem = loaded.problem();
        boolean paused = problem != null && players.anyComputer(game().players()) && !state().isOver();
        players.setPaused(paused);
        String showing = timeline.showKept(loaded.shown());
        status = loaded.message() + (problem != null ? "; " + problem : "") + (paused ? "; computer players wait (Resume)" : "")
                + (showing == null ? "" : "; " + showing);
        if (showing == null) {
            advance();
        }
    }

    boolean isDecisionPoint() {
        State state = state();
        return !state.isChance() && !state.isOver() && (players.isPaused() || players.isHuman(state.decider()));
    }

    /** Plays a legal move chosen at the board and returns it in notation; the view hears of an end after the click's report. */
    private String playMove(int move) {
        String name = session.play(move);
        timeline.played();
        clicks.deselect();
        advance();
        if (state().isOver()) {
            host.runOnUiThread(this::announceEnd);
        }
        return name;
    }

    /** Tells the view that the game is over, once a move has ended it. */
    void announceEnd() {
        if (state().isOver()) {
            host.gameOver(GameOverText.of(state()));
        }
    }

    /** Rolls the dice when the game waits for them, and starts a computer player when one decides (none once it is over). */
    void advance() {
        session.rollDice();
        keep();
        State state = state();
        if (state.isOver()) {
            players.thinking().over();
        } else if (!players.isPaused() && !players.isHuman(state.decider()) && !players.isThinking()) {
            players.start(state, seed(), replies);
        }
    }

    /** The click's message goes to the status line. */
    Click report(Click click) {
        say(click.message());
        return click;
    }

    /** Shows the first line of the reason in the status line and returns the whole of it. */
    String refuseText(String reason) {
        say(reason.lines().findFirst().orElse(reason));
        return reason;
    }

    /** Shows the position the session is at now (a row of the move list); the dice are rolled only at the line's end. */
    void settle(String message, boolean atEnd) {
        clicks.deselect();
        status = message;
        if (atEnd) {
            advance();
        } else {
            keep();
        }
        host.changed();
    }

    /** What the status line says, without the autosave's problem. */
    String said() {
        return status;
    }

    /** The status line says this now. */
    void say(String message) {
        status = message;
        host.changed();
    }
}
