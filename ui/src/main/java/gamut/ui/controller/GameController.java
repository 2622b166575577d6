package gamut.ui.controller;

import gamut.ai.Player;
import gamut.load.GameRecordFile;
import gamut.board.Move;
import gamut.board.MoveList;
import gamut.engine.Notation;
import gamut.engine.Result;
import gamut.engine.State;
import gamut.load.GameLoader;
import gamut.base.GamutException;
import gamut.rules.Rules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Executor;

/**
 * One game in the viewer, without any Swing: the state, the moves played in notation, undo and
 * redo, what the user selected, and the computer players. Call it from one thread only (the view's);
 * computer players search a copy of the state on the background executor and hand their move back
 * through {@link UiHost#runOnUiThread}. Dice are rolled here, from a seeded generator.
 *
 * <p>Clicks return a {@link Click}; a refused click carries the reason and changes nothing.
 */
public final class GameController {
    public static final String HUMAN = "human";

    private final UiHost host;
    private final Executor background;
    private long seed;
    private final String[] specs;
    /** The definition file the rules came from (null when built from rules alone), and its variants. */
    private Path gameFile;
    private List<String> variants = List.of();
    private Map<String, String> variantSources = Map.of();
    private SplittableRandom random;
    private Rules rules;
    private State state;
    private final List<String> names = new ArrayList<>();
    /** Moves undone, the next one to redo last. */
    private final List<Integer> redo = new ArrayList<>();
    private final MoveList legal = new MoveList();
    private int selectedCell = -1;
    private int selectedType = -1;
    private boolean thinking;
    /** How far the computer player's search has got, 0 to 1 (written by its thread). */
    private volatile double searchDone;
    private boolean paused;
    private volatile int generation;
    private long searchStarted;
    private String status = "";

    /**
     * @param players one spec per player: {@code human}, {@code random}, {@code mcts} or
     *                {@code mcts:N}; players beyond the array are human
     * @param background where computer players search (a new thread per search in the viewer)
     */
    public GameController(Rules rules, List<String> players, long seed, UiHost host, Executor background) {
        this.host = host;
        this.background = background;
        this.seed = seed;
        this.specs = new String[Math.max(rules.players(), players.size())];
        for (int p = 0; p < specs.length; p++) {
            specs[p] = p < players.size() ? players.get(p).trim() : HUMAN;
            if (!specs[p].equals(HUMAN)) {
                Player.parse(specs[p], seed); // fails early on a bad spec
            }
        }
        newGame(rules);
    }

    /**
     * A controller for a definition file with these variants; it can then save and load records,
     * reload the file and switch variants. Throws a GamutException with the file's problems.
     */
    public static GameController open(Path file, List<String> variants, List<String> players, long seed, UiHost host,
            Executor background) {
        String text = GameLoader.read(file);
        Rules rules = GameLoader.load(file.toString(), text, variants);
        GameController c = new GameController(rules, players, seed, host, background);
        c.gameFile = file;
        c.variants = List.copyOf(variants);
        c.variantSources = GameInfo.variantSources(file.toString(), text);
        c.host.changed();
        return c;
    }

    /** A controller whose computer players search on a fresh daemon thread each time. */
    public static Executor threads() {
        return task -> {
            Thread t = new Thread(task, "gamut-computer-player");
            t.setDaemon(true);
            t.start();
        };
    }

    // ---- reading

    public Rules rules() {
        return rules;
    }

    /** The definition file, or null when the controller was built from rules alone. */
    public Path gameFile() {
        return gameFile;
    }

    /** The variants in play, in the order applied. */
    public List<String> variants() {
        return variants;
    }

    /** Every variant the definition file offers, in file order, with its source ("" when it cites none). */
    public Map<String, String> variantSources() {
        return variantSources;
    }

    public long seed() {
        return seed;
    }

    /** The position; the view reads it, only the controller changes it. */
    public State state() {
        return state;
    }

    /** The moves played so far in notation, rolls included. */
    public List<String> moveNames() {
        return List.copyOf(names);
    }

    public boolean isHuman(int player) {
        return player >= specs.length || specs[player].equals(HUMAN);
    }

    public String playerSpec(int player) {
        return player < specs.length ? specs[player] : HUMAN;
    }

    /** The selected cell, or -1. */
    public int selectedCell() {
        return selectedCell;
    }

    /** The piece type selected in the reserve of the player to move, or -1. */
    public int selectedReserveType() {
        return selectedType;
    }

    public boolean isThinking() {
        return thinking;
    }

    /**
     * Who plays a side from now on: {@code human}, {@code random} or {@code mcts[:N[:T]]}. A computer
     * now to move starts at once (unless the computers are stopped). Returns a reason when refused.
     */
    public String setPlayer(int player, String spec) {
        if (player < 0 || player >= specs.length) {
            return "no player " + player;
        }
        if (!spec.equals(HUMAN)) {
            try {
                Player.parse(spec, seed);
            } catch (gamut.base.GamutException e) {
                return e.getMessage();
            }
        }
        if (thinking && state.decider() == player) {
            cancelSearch();
        }
        specs[player] = spec;
        status = rules.playerName(player) + " is now played by " + spec;
        advance();
        host.changed();
        return null;
    }

    /** How far the computer player's search has got, 0 to 1 (0 when not thinking). */
    public double searchProgress() {
        return thinking ? searchDone : 0;
    }

    /** Milliseconds since the computer player started thinking (0 when not thinking). */
    public long thinkingMillis() {
        return thinking ? (System.nanoTime() - searchStarted) / 1_000_000 : 0;
    }

    /** The computer players wait (after stop) until {@link #resume}. */
    public boolean isPaused() {
        return paused;
    }

    public boolean canUndo() {
        return state.depth() > 0;
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    /** The message of the last refusal or action. */
    public String status() {
        return status;
    }

    /** The cells a click would move the selected piece (or reserve piece) to. */
    public int[] targets() {
        if (turnRefusal() != null || (selectedCell < 0 && selectedType < 0)) {
            return new int[0];
        }
        generate();
        int[] out = new int[legal.size()];
        int n = 0;
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            if (matchesSelection(m) && Move.to(m) != Move.NONE) {
                out[n++] = Move.to(m);
            }
        }
        return Arrays.stream(Arrays.copyOf(out, n)).distinct().toArray();
    }

    /** Whether clicking the off-board area would do something now (an exit is legal). */
    public boolean canExit() {
        return turnRefusal() == null && !exits().isEmpty();
    }

    public boolean canPass() {
        if (turnRefusal() != null) {
            return false;
        }
        generate();
        for (int i = 0; i < legal.size(); i++) {
            if (Move.kind(legal.get(i)) == Move.PASS) {
                return true;
            }
        }
        return false;
    }

    /** Whose turn, the turn plan, who chooses, or the result. */
    public String turnText() {
        if (state.isOver()) {
            return resultText(state.result());
        }
        StringBuilder s = new StringBuilder("Turn ").append(state.turnNumber());
        if (state.planName() != null) {
            s.append(" (").append(state.planName()).append(')');
        }
        s.append(": ").append(rules.playerName(state.toMove())).append(" to move");
        if (!state.isChance() && state.decider() != state.toMove()) {
            s.append("; ").append(rules.playerName(state.decider())).append(" chooses");
        }
        if (thinking) {
            s.append(" - ").append(rules.playerName(state.decider())).append(" (")
                    .append(playerSpec(state.decider())).append(") is thinking");
        } else if (paused && !state.isChance() && !isHuman(state.decider())) {
            s.append(" - computer stopped");
        }
        return s.toString();
    }

    /** "dice: 5 3 (3 used)" and the like, or "" for games without dice or before the roll. */
    public String diceText() {
        int[] values = state.diceValues();
        if (values == null || values.length == 0 || state.isOver()) {
            return "";
        }
        StringBuilder d = new StringBuilder("dice:");
        for (int i = 0; i < values.length; i++) {
            d.append(' ').append(values[i]).append(dieUsed(i) ? " (used)" : "");
        }
        return d.toString();
    }

    public boolean dieUsed(int i) {
        return (state.diceUsed() & (1 << i)) != 0;
    }

    private String resultText(Result r) {
        String s = r.isDraw() ? "Game over: draw" : "Game over: " + rules.playerName(r.winner()) + " wins";
        if (rules.keepsScore()) {
            StringBuilder sc = new StringBuilder(", scoring");
            for (int p = 0; p < rules.players(); p++) {
                sc.append(' ').append(rules.playerName(p)).append(' ').append(r.scores()[p]);
            }
            s += sc;
        }
        return s + " (" + r.end().replace('_', ' ') + ")";
    }

    // ---- clicks

    /** A click on a board cell: select a piece, move the selected piece there, or drop there. */
    public Click clickCell(int cell) {
        String no = turnRefusal();
        if (no != null) {
            return refuse(no);
        }
        generate();
        String where = rules.geometry.cellName(cell);
        if (selectedType >= 0) {
            List<Integer> drops = collect(m -> Move.kind(m) == Move.DROP && Move.to(m) == cell
                    && rules.program(Move.program(m)).piece() == selectedType);
            if (!drops.isEmpty()) {
                return play(drops);
            }
            if (movesFrom(cell).isEmpty()) {
                return refuse("a " + rules.pieceName(selectedType) + " cannot be dropped on " + where);
            }
        }
        if (selectedCell >= 0) {
            int from = selectedCell;
            if (cell == from) {
                List<Integer> removals = collect(m -> Move.from(m) == from && isRemoval(m));
                if (!removals.isEmpty()) {
                    return play(removals);
                }
                deselect();
                return done(Click.of(Click.Kind.DESELECTED, where + " deselected"));
            }
            List<Integer> moves = collect(m -> Move.kind(m) == Move.MOVE && Move.from(m) == from && Move.to(m) == cell);
            if (!moves.isEmpty()) {
                return play(moves);
            }
            if (movesFrom(cell).isEmpty()) {
                return refuse(describe(from) + " cannot go to " + where + "; it can go to: " + targetNames(from));
            }
        }
        List<Integer> from = movesFrom(cell);
        if (!from.isEmpty()) {
            if (from.stream().allMatch(GameController::isRemoval)) {
                return play(from);
            }
            selectedCell = cell;
            selectedType = -1;
            return done(Click.of(Click.Kind.SELECTED, describe(cell) + " selected: " + from.size()
                    + (from.size() == 1 ? " move" : " moves")));
        }
        List<Integer> drops = collect(m -> Move.kind(m) == Move.DROP && Move.to(m) == cell);
        if (!drops.isEmpty()) {
            return play(drops);
        }
        return refuse(whyNot(cell));
    }

    /** A click on a piece in a player's reserve: select it for a drop. */
    public Click clickReserve(int player, int type) {
        String no = turnRefusal();
        if (no != null) {
            return refuse(no);
        }
        String piece = rules.pieceName(type);
        if (state.reserve[player * rules.pieces() + type] == 0) {
            return refuse(rules.playerName(player) + " has no " + piece + " in reserve");
        }
        if (player != state.toMove()) {
            return refuse("that is " + rules.playerName(player) + "'s reserve; "
                    + rules.playerName(state.toMove()) + " is to move");
        }
        generate();
        List<Integer> drops = collect(m -> Move.kind(m) == Move.DROP && rules.program(Move.program(m)).piece() == type);
        if (drops.isEmpty()) {
            return refuse("no " + piece + " can be dropped now" + legalHint());
        }
        if (selectedType == type) {
            deselect();
            return done(Click.of(Click.Kind.DESELECTED, piece + " deselected"));
        }
        selectedType = type;
        selectedCell = -1;
        return done(Click.of(Click.Kind.SELECTED, piece + " selected: drop it on one of " + drops.size() + " cells"));
    }

    /** A click on the off-board area: move the selected piece (or the only piece that can) off. */
    public Click clickOff() {
        String no = turnRefusal();
        if (no != null) {
            return refuse(no);
        }
        List<Integer> exits = exits();
        if (exits.isEmpty()) {
            return refuse(selectedCell >= 0 ? describe(selectedCell) + " cannot leave the board now"
                    : "no piece can leave the board now" + legalHint());
        }
        return play(exits);
    }

    public Click pass() {
        String no = turnRefusal();
        if (no != null) {
            return refuse(no);
        }
        generate();
        List<Integer> passes = collect(m -> Move.kind(m) == Move.PASS);
        if (passes.isEmpty()) {
            return refuse("passing is not legal now" + legalHint());
        }
        return play(passes);
    }

    /** Plays one of the moves a {@link Click.Kind#CHOOSE} click offered (or any legal move). */
    public Click choose(int move) {
        String no = turnRefusal();
        if (no != null) {
            return refuse(no);
        }
        generate();
        for (int i = 0; i < legal.size(); i++) {
            if (legal.get(i) == move) {
                return play(List.of(move));
            }
        }
        return refuse("that move is no longer legal");
    }

    /** Forgets the selection. */
    public void deselect() {
        selectedCell = -1;
        selectedType = -1;
    }

    // ---- game control

    /** Starts again with these rules (another variant, or the same). */
    public void newGame(Rules newRules) {
        cancelSearch();
        rules = newRules;
        state = new State(rules);
        random = new SplittableRandom(seed);
        names.clear();
        redo.clear();
        paused = false;
        deselect();
        status = "new game: " + rules.title();
        advance();
        host.changed();
    }

    /** Takes back moves until a human decides again (the computer's replies and the dice go too). */
    public Click undo() {
        cancelSearch();
        if (state.depth() == 0) {
            return refuse("nothing to undo");
        }
        boolean anyHuman = false;
        for (int p = 0; p < rules.players(); p++) {
            anyHuman |= isHuman(p);
        }
        if (!anyHuman) {
            paused = true;
        }
        List<Integer> taken = new ArrayList<>();
        while (state.depth() > 0) {
            taken.add(state.line()[state.depth() - 1]);
            state.unmake();
            names.remove(names.size() - 1);
            if (isDecisionPoint()) {
                break;
            }
        }
        if (!isDecisionPoint()) {
            for (int i = taken.size() - 1; i >= 0; i--) {
                names.add(Notation.format(state, taken.get(i)));
                state.make(taken.get(i));
            }
            advance();
            return refuse("nothing to undo");
        }
        redo.addAll(taken);
        deselect();
        return done(Click.of(Click.Kind.MOVED, "took back " + taken.size() + (taken.size() == 1 ? " move" : " moves")));
    }

    /** Plays the undone moves again up to the next human decision (the same dice, the same replies). */
    public Click redo() {
        if (redo.isEmpty()) {
            return refuse("nothing to redo");
        }
        cancelSearch();
        int n = 0;
        do {
            int move = redo.remove(redo.size() - 1);
            names.add(Notation.format(state, move));
            state.make(move);
            n++;
        } while (!redo.isEmpty() && !isDecisionPoint());
        deselect();
        advance();
        return done(Click.of(Click.Kind.MOVED, "replayed " + n + (n == 1 ? " move" : " moves")));
    }

    /** Stops the computer player thinking now (its move is dropped) and keeps them waiting. */
    public void stop() {
        cancelSearch();
        paused = true;
        status = "computer players stopped; you may move for them, or resume";
        host.changed();
    }

    /** Lets the computer players move again. */
    public void resume() {
        paused = false;
        status = "";
        advance();
        host.changed();
    }

    // ---- files: records, variants, reload

    /** Switches to these variants of the same file and starts a new game; returns the problem, or null. */
    public String setVariants(List<String> wanted) {
        if (gameFile == null) {
            return refuseText("this game was not loaded from a file");
        }
        Rules loaded;
        Map<String, String> sources;
        try {
            String text = GameLoader.read(gameFile);
            loaded = GameLoader.load(gameFile.toString(), text, wanted);
            sources = GameInfo.variantSources(gameFile.toString(), text);
        } catch (GamutException e) {
            return refuseText(e.getMessage());
        }
        variants = List.copyOf(wanted);
        variantSources = sources;
        newGame(loaded);
        status = "new game with variants: " + (variants.isEmpty() ? "none (base game)" : String.join(", ", variants));
        host.changed();
        return null;
    }

    /**
     * Writes the game so far (every move played, rolls included) as a record; the definition file
     * is named relative to the record's folder when it lies in it (or below), else absolutely. Returns the problem, or null.
     */
    public String save(Path target) {
        if (gameFile == null) {
            return refuseText("this game was not loaded from a file, so a record could not name it");
        }
        try {
            GameRecordFile.of(gamePathFor(target), variants, seed, state).save(target);
        } catch (GamutException e) {
            return refuseText(e.getMessage());
        }
        status = "saved " + names.size() + (names.size() == 1 ? " move" : " moves") + " to " + target;
        host.changed();
        return null;
    }

    private Path gamePathFor(Path record) {
        Path game = gameFile.toAbsolutePath().normalize();
        Path dir = record.toAbsolutePath().normalize().getParent();
        try {
            Path relative = dir == null ? game : dir.relativize(game);
            return relative.startsWith("..") ? game : relative; // beside or below the record, else absolute
        } catch (IllegalArgumentException e) {
            return game; // another drive or root
        }
    }

    /**
     * Opens a record: its definition file (looked for beside the record first, then from the
     * working folder) with its variants and seed, and replays its moves. A move no longer legal
     * stops the replay: the moves before it are kept, the reason goes to the status, and the
     * computer players wait. Returns the problem when nothing could be loaded (the game is then
     * unchanged), or null.
     */
    public String load(Path recordFile) {
        GameRecordFile record;
        Path game;
        String text;
        Rules loaded;
        try {
            record = GameRecordFile.read(recordFile);
            game = record.game();
            if (!game.isAbsolute()) {
                Path dir = recordFile.toAbsolutePath().getParent();
                Path beside = dir == null ? game : dir.resolve(game).normalize();
                game = Files.isRegularFile(beside) || !Files.isRegularFile(game) ? beside : game;
            }
            text = GameLoader.read(game);
            loaded = GameLoader.load(game.toString(), text, record.variants());
        } catch (GamutException e) {
            return refuseText(e.getMessage());
        }
        GameRecordFile.Replay replay = record.replay(loaded);
        gameFile = game;
        variants = List.copyOf(record.variants());
        variantSources = GameInfo.variantSources(game.toString(), text);
        seed = record.seed();
        int kept = replay.state().depth();
        String message = "loaded " + recordFile.getFileName() + ": " + kept + " of " + record.moves().size() + " moves";
        adopt(loaded, replay, message);
        return null;
    }

    /**
     * Reads the definition file again. With errors, returns them (one diagnostic per problem,
     * {@code file:line:col: error: ...} with the line and a caret) and leaves the game as it was;
     * otherwise rebuilds the rules and replays the moves played so far while they are still legal.
     */
    public String reload() {
        if (gameFile == null) {
            return refuseText("this game was not loaded from a file");
        }
        Rules loaded;
        String text;
        try {
            text = GameLoader.read(gameFile);
            loaded = GameLoader.load(gameFile.toString(), text, variants);
        } catch (GamutException e) {
            String first = e.getMessage().lines().findFirst().orElse("");
            long count = e.getMessage().lines().filter(l -> l.contains(": error: ")).count();
            status = "reload failed" + (count > 1 ? " (" + count + " errors)" : "") + ", the game is unchanged: " + first;
            host.changed();
            return e.getMessage();
        }
        GameRecordFile played = GameRecordFile.of(gameFile, variants, seed, state);
        GameRecordFile.Replay replay = played.replay(loaded);
        variantSources = GameInfo.variantSources(gameFile.toString(), text);
        int kept = replay.state().depth();
        adopt(loaded, replay, "reloaded " + gameFile.getFileName() + ": kept " + kept + " of " + played.moves().size()
                + (played.moves().size() == 1 ? " move" : " moves"));
        return null;
    }

    /** Takes over a replayed position; a replay that stopped early keeps the computer players waiting. */
    private void adopt(Rules newRules, GameRecordFile.Replay replay, String message) {
        cancelSearch();
        rules = newRules;
        state = replay.state();
        names.clear();
        names.addAll(GameRecordFile.of(Path.of(""), List.of(), seed, state).moves());
        redo.clear();
        random = new SplittableRandom(seed * 31 + state.depth());
        deselect();
        boolean early = replay.problem() != null;
        boolean anyComputer = false;
        for (int p = 0; p < rules.players(); p++) {
            anyComputer |= !isHuman(p);
        }
        paused = early && anyComputer && !state.isOver();
        status = message + (early ? "; stopped at " + replay.problem() : "")
                + (paused ? "; computer players wait (Resume)" : "");
        advance();
        host.changed();
    }

    private String refuseText(String reason) {
        status = reason.lines().findFirst().orElse(reason);
        host.changed();
        return reason;
    }

    // ---- internals

    private boolean isDecisionPoint() {
        return !state.isChance() && !state.isOver() && (paused || isHuman(state.decider()));
    }

    /** Why the user may not move now, or null. */
    private String turnRefusal() {
        if (state.isOver()) {
            return "the game is over: " + resultText(state.result());
        }
        if (thinking) {
            return rules.playerName(state.decider()) + " (" + playerSpec(state.decider()) + ") is thinking; wait or stop it";
        }
        if (state.isChance()) {
            return "the dice have not been rolled";
        }
        if (!paused && !isHuman(state.decider())) {
            return "it is " + rules.playerName(state.decider()) + "'s turn (" + playerSpec(state.decider()) + ")";
        }
        return null;
    }

    private void generate() {
        state.generate(legal);
    }

    private interface MoveTest {
        boolean test(int move);
    }

    private List<Integer> collect(MoveTest test) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < legal.size(); i++) {
            if (test.test(legal.get(i))) {
                out.add(legal.get(i));
            }
        }
        return out;
    }

    private static boolean isRemoval(int m) {
        return Move.kind(m) == Move.REMOVE || Move.kind(m) == Move.REMOVE_TO_RESERVE;
    }

    private List<Integer> movesFrom(int cell) {
        return collect(m -> Move.kind(m) != Move.DROP && Move.kind(m) != Move.PASS && Move.kind(m) != Move.ROLL
                && Move.from(m) == cell);
    }

    private List<Integer> exits() {
        generate();
        int from = selectedCell;
        return collect(m -> Move.kind(m) == Move.EXIT && (from < 0 || Move.from(m) == from));
    }

    private boolean matchesSelection(int m) {
        if (selectedType >= 0) {
            return Move.kind(m) == Move.DROP && rules.program(Move.program(m)).piece() == selectedType;
        }
        return Move.kind(m) == Move.MOVE && Move.from(m) == selectedCell;
    }

    private String targetNames(int from) {
        List<String> out = new ArrayList<>();
        for (int m : movesFrom(from)) {
            String name = Move.kind(m) == Move.EXIT ? "off" : isRemoval(m) ? "removal"
                    : rules.geometry.cellName(Move.to(m));
            if (!out.contains(name)) {
                out.add(name);
            }
        }
        return String.join(" ", out);
    }

    private String describe(int cell) {
        String where = rules.geometry.cellName(cell);
        if (state.owner[cell] < 0) {
            return where;
        }
        return "the " + rules.playerName(state.owner[cell]) + " " + rules.pieceName(state.piece[cell]) + " on " + where;
    }

    private String whyNot(int cell) {
        String where = rules.geometry.cellName(cell);
        if (legal.size() == 1 && Move.kind(legal.get(0)) == Move.PASS) {
            return rules.playerName(state.decider()) + " has no move and must pass";
        }
        if (state.owner[cell] < 0) {
            return where + " is empty and nothing can be dropped there" + legalHint();
        }
        return describe(cell) + " has no legal move" + legalHint();
    }

    /** A short list of what can be done, for refusal messages. */
    private String legalHint() {
        generate();
        if (legal.size() == 0) {
            return "";
        }
        List<String> some = new ArrayList<>();
        for (int i = 0; i < Math.min(legal.size(), 8); i++) {
            some.add(Notation.format(state, legal.get(i)));
        }
        return "; legal: " + String.join(" ", some) + (legal.size() > 8 ? " ..." : "");
    }

    private Click play(List<Integer> moves) {
        if (moves.size() > 1) {
            List<String> labels = new ArrayList<>();
            for (int m : moves) {
                labels.add(Notation.format(state, m));
            }
            return done(new Click(Click.Kind.CHOOSE, "choose one of " + moves.size() + " moves", List.copyOf(moves),
                    List.copyOf(labels)));
        }
        int move = moves.get(0);
        String name = Notation.format(state, move);
        redo.clear();
        names.add(name);
        state.make(move);
        deselect();
        advance();
        return done(Click.of(Click.Kind.MOVED, "played " + name));
    }

    private Click refuse(String reason) {
        status = reason;
        host.changed();
        return Click.refused(reason);
    }

    private Click done(Click click) {
        status = click.message();
        host.changed();
        return click;
    }

    /** Rolls the dice when the game waits for them, and starts a computer player when one decides. */
    private void advance() {
        while (state.isChance()) {
            int roll;
            if (!redo.isEmpty() && Move.kind(redo.get(redo.size() - 1)) == Move.ROLL) {
                roll = redo.remove(redo.size() - 1);
            } else {
                roll = state.randomOutcome(random);
            }
            names.add(Notation.format(state, roll));
            state.make(roll);
        }
        if (!state.isOver() && !paused && !isHuman(state.decider()) && !thinking) {
            startSearch();
        }
    }

    private void startSearch() {
        int decider = state.decider();
        Player player = Player.parse(specs[decider], seed + 7919L * decider + state.ply());
        State copy = state.copy();
        int mine = ++generation;
        thinking = true;
        searchDone = 0;
        searchStarted = System.nanoTime();
        background.execute(() -> {
            int move;
            try {
                move = player.choose(copy, done -> searchDone = done, () -> mine != generation);
            } catch (RuntimeException e) {
                host.runOnUiThread(() -> {
                    if (mine == generation) {
                        thinking = false;
                        paused = true;
                        status = "the computer player failed: " + e.getMessage();
                        host.changed();
                    }
                });
                return;
            }
            host.runOnUiThread(() -> {
                if (mine != generation) {
                    return; // stopped, undone or a new game meanwhile
                }
                thinking = false;
                String name = Notation.format(state, move);
                String who = rules.playerName(state.decider());
                redo.clear();
                names.add(name);
                state.make(move);
                deselect();
                status = who + " (" + player.describe() + ") played " + name;
                advance();
                host.changed();
            });
        });
    }

    private void cancelSearch() {
        if (thinking) {
            generation++;
            thinking = false;
        }
    }
}
