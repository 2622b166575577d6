package gamut.ui.view;

import gamut.engine.Game;
import gamut.records.Records;
import gamut.ui.controller.Autosave;
import gamut.ui.controller.Click;
import gamut.ui.controller.GameController;
import gamut.ui.controller.MatchPlay;
import gamut.ui.controller.RulesInfo;
import gamut.ui.controller.SearchThreads;
import gamut.ui.controller.UiHost;
import gamut.ui.controller.ViewerPreferences;
import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.GridLayout;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.nio.file.Path;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JEditorPane;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.JToolBar;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.Timer;

/** The viewer's window: the board, the move list, the buttons, the turn line and the status bar. */
public final class GameWindow extends JFrame implements UiHost {
    private static final long serialVersionUID = 1L;

    private final transient GameController controller;
    private final BoardView board;
    private final MoveListPanel moveList;
    private final ThinkingPanel thinkingPanel;
    private final JLabel turn = new JLabel(" ");
    private final JLabel status = new JLabel(" ");
    private final JProgressBar thinking = new JProgressBar();
    private final JButton undo = new JButton("Undo");
    private final JButton redo = new JButton("Redo");
    private final JButton pass = new JButton("Pass");
    private final JButton stop = new JButton("Stop");
    private final JButton moveNow = new JButton("Move now");
    private final JButton resume = new JButton("Resume");
    private final VariantsMenu variants;
    private final PlayersMenu playersMenu;
    private final JTabbedPane tabs = new JTabbedPane();
    private final JEditorPane rulesPane = new JEditorPane("text/html", "");
    private final DefinitionTab definition;
    private final PositionEditing editing;
    private final transient ViewSettings settings;
    /** The board on the left, the tabs on the right: the definition's tab widens them. */
    private final JSplitPane split;
    /** Where the divider stood before a wide tab moved it, or -1. */
    private int narrowAt = -1;
    private final JFileChooser chooser = new JFileChooser(Path.of("").toAbsolutePath().toFile());
    private String shownRules = "";
    /** The game a viewer left unfinished, in words, until the user says what to do with it; or null. */
    private final String leftover;

    /**
     * Sets up FlatLaf in the theme the preferences name, and the windows to keep their settings there
     * (the trials: {@link ViewerPreferences#forTests}); once, on the event thread, before any window.
     */
    public static void installLookAndFeel(ViewerPreferences preferences) {
        ViewSettings.install(preferences);
    }

    public GameWindow(Path file, List<String> variants, List<String> players, long seed) {
        this(host -> GameController.open(file, variants, players, seed, host, SearchThreads.threads()));
    }

    /** A match to {@code target} points: the files in turn, each with its variants ('New game' goes on to the next). */
    public GameWindow(List<Path> files, List<List<String>> variants, int target, List<String> players, long seed) {
        this(host -> MatchPlay.open(files, variants, target, players, seed, host, SearchThreads.threads()));
    }

    /** A window over the controller the opener makes for it (a saved game replayed, say: {@code gamut play RECORD}). */
    public GameWindow(java.util.function.Function<UiHost, GameController> opener) {
        super();
        board = new BoardView(this::clicked);
        controller = opener.apply(this);
        leftover = controller.startAutosave(Autosave.standard());
        board.setController(controller);
        board.setNotice(status::setText);
        definition = new DefinitionTab(controller.authoring());
        playersMenu = new PlayersMenu(controller, this);
        variants = new VariantsMenu(controller, this, this::updateWidgets);
        moveList = new MoveListPanel(controller, this::updateWidgets);
        thinkingPanel = new ThinkingPanel(controller.thinking());
        editing = new PositionEditing(controller, board, tabs, this::updateWidgets);
        settings = new ViewSettings(this, controller, board, chooser, status);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        setJMenuBar(menus());
        add(toolbar(), BorderLayout.NORTH);
        moveList.bindKeys(getRootPane());
        rulesPane.setEditable(false);
        rulesPane.putClientProperty(JEditorPane.HONOR_DISPLAY_PROPERTIES, Boolean.TRUE);
        tabs.addTab("Moves", thinkingPanel.below(moveList.component()));
        tabs.addTab("Game", new JScrollPane(rulesPane));
        tabs.addTab("Definition", definition);
        tabs.setPreferredSize(new Dimension(260, 400));
        tabs.setMinimumSize(new Dimension(200, 200));
        tabs.addChangeListener(e -> fitTabs());
        split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, true, board, tabs);
        split.setResizeWeight(1.0);
        split.setBorder(null);
        add(split, BorderLayout.CENTER);
        SaveDialogs.openFilter(chooser);
        JPanel bottom = new JPanel(new GridLayout(2, 1));
        bottom.setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 8));
        turn.setFont(turn.getFont().deriveFont(Font.BOLD));
        bottom.add(turn);
        bottom.add(status);
        add(bottom, BorderLayout.SOUTH);
        new Timer(250, e -> {
            if (controller.isThinking()) {
                updateWidgets();
            }
        }).start();
        updateWidgets();
        pack();
        setLocationRelativeTo(null);
        settings.restoreBounds();
    }

    private JToolBar toolbar() {
        JToolBar bar = new JToolBar();
        bar.setFloatable(false);
        JButton newGame = new JButton("New game");
        newGame.addActionListener(e -> restart());
        undo.addActionListener(e -> clicked(controller.undo()));
        redo.addActionListener(e -> clicked(controller.redo()));
        pass.addActionListener(e -> {
            Click click = controller.pass();
            // Several passes (the doubling cube's decisions): ask which, under the button.
            if (click.kind() == Click.Kind.CHOOSE) {
                MoveMenu.show(pass, 0, pass.getHeight(), click, controller, this::clicked);
            }
            clicked(click);
        });
        JButton flip = new JButton("Flip board");
        flip.addActionListener(e -> flip());
        stop.addActionListener(e -> controller.stop());
        moveNow.addActionListener(e -> controller.moveNow());
        moveNow.setToolTipText("The computer plays the best move it has found so far");
        resume.addActionListener(e -> controller.resume());
        bar.add(newGame);
        bar.addSeparator();
        bar.add(undo);
        bar.add(redo);
        bar.add(pass);
        bar.addSeparator();
        bar.add(flip);
        bar.add(editing.button());
        bar.addSeparator();
        bar.add(moveNow);
        bar.add(stop);
        bar.add(resume);
        bar.addSeparator();
        thinking.setMinimum(0);
        thinking.setMaximum(100);
        thinking.setStringPainted(true);
        thinking.setMaximumSize(new Dimension(220, 22));
        bar.add(thinking);
        return bar;
    }

    private static KeyStroke ctrl(int key) {
        return KeyStroke.getKeyStroke(key, InputEvent.CTRL_DOWN_MASK);
    }

    private static JMenuItem item(String label, KeyStroke key, Runnable action) {
        JMenuItem item = new JMenuItem(label);
        if (key != null) {
            item.setAccelerator(key);
        }
        item.addActionListener(e -> action.run());
        return item;
    }

    private JMenuBar menus() {
        JMenuBar bar = new JMenuBar();
        JMenu game = new JMenu("Game");
        game.add(item("New game", ctrl(KeyEvent.VK_N), this::restart));
        game.add(item("Open\u2026", ctrl(KeyEvent.VK_O), this::open));
        game.add(item("Save\u2026", ctrl(KeyEvent.VK_S), this::save));
        game.add(item("Reload definition", ctrl(KeyEvent.VK_R), this::reload));
        game.add(editing.menuItem());
        game.addSeparator();
        game.add(item("Undo", ctrl(KeyEvent.VK_Z), () -> clicked(controller.undo())));
        game.add(item("Redo", ctrl(KeyEvent.VK_Y), () -> clicked(controller.redo())));
        game.addSeparator();
        game.add(item("Quit", ctrl(KeyEvent.VK_Q), this::dispose));
        bar.add(game);
        bar.add(variants.menu());
        bar.add(playersMenu.menu());
        JMenu view = new JMenu("View");
        view.add(item("Flip board", ctrl(KeyEvent.VK_F), this::flip));
        view.add(board.namesItem());
        view.add(item("Moves", ctrl(KeyEvent.VK_M), () -> tabs.setSelectedIndex(0)));
        view.add(item("Game", ctrl(KeyEvent.VK_I), () -> tabs.setSelectedIndex(1)));
        view.add(item("Definition", ctrl(KeyEvent.VK_D), () -> tabs.setSelectedComponent(definition)));
        view.addSeparator();
        view.add(item("Save board image\u2026", null, this::saveImage));
        view.addSeparator();
        view.add(settings.themeMenu());
        view.add(settings.animateItem());
        bar.add(view);
        return bar;
    }

    private void open() {
        chooser.setDialogTitle("Open a game record");
        if (chooser.showOpenDialog(this) != JFileChooser.APPROVE_OPTION || !DiscardQuestion.confirmed(this, controller)) {
            return;
        }
        String problem = controller.load(chooser.getSelectedFile().toPath());
        if (problem != null) {
            ProblemDialog.show(this, "Cannot open " + chooser.getSelectedFile().getName(), problem);
        }
        variants.rebuild();
        updateWidgets();
    }

    private void save() {
        Path target = SaveDialogs.record(this, chooser, Records.formatsOf(controller.gameFile()));
        if (target == null) {
            return;
        }
        String problem = controller.save(target);
        if (problem != null) {
            ProblemDialog.show(this, "Cannot save", problem);
        }
        updateWidgets();
    }

    private void saveImage() {
        Path target = SaveDialogs.image(this, chooser,
                BoardImage.suggestedName(controller.gameFile(), controller.state().turnNumber()));
        if (target == null) {
            return;
        }
        try {
            BoardImage.save(board, target);
            status.setText("board saved as " + target.getFileName());
        } catch (gamut.base.GamutException e) {
            ProblemDialog.show(this, "Cannot save the image", e.getMessage());
        }
    }

    private void reload() {
        String problem = controller.reload();
        if (problem != null) {
            ProblemDialog.show(this, controller.gameFile().getFileName() + " has errors; the game goes on unchanged", problem);
        }
        variants.rebuild();
        updateWidgets();
    }

    /** Widens the tabs for the definition's editor and the position's controls, and narrows them again after. */
    private void fitTabs() {
        String title = tabs.getSelectedIndex() < 0 ? "" : tabs.getTitleAt(tabs.getSelectedIndex());
        int wanted = tabs.getSelectedComponent() == definition ? 620 : title.equals(PositionEditing.TAB) ? 330 : 0;
        int total = split.getWidth() - split.getDividerSize();
        if (total <= 0) {
            return;
        }
        if (wanted > 0 && total - split.getDividerLocation() < wanted) {
            narrowAt = narrowAt >= 0 ? narrowAt : split.getDividerLocation();
            split.setDividerLocation(Math.max(300, total - wanted));
        } else if (wanted == 0 && narrowAt >= 0) {
            split.setDividerLocation(narrowAt);
            narrowAt = -1;
        }
    }

    private void restart() {
        if (DiscardQuestion.confirmed(this, controller)) {
            controller.nextGame();
        }
    }

    private void flip() {
        board.painter().setFlipped(!board.painter().isFlipped());
        board.repaint();
    }

    private void clicked(Click click) {
        updateWidgets();
    }

    @Override
    public void runOnUiThread(Runnable task) {
        SwingUtilities.invokeLater(task);
    }

    @Override
    public void changed() {
        if (SwingUtilities.isEventDispatchThread()) {
            updateWidgets();
        } else {
            SwingUtilities.invokeLater(this::updateWidgets);
        }
    }

    @Override
    public void played(int move) {
        if (controller != null) { // null while the controller is being made
            board.animation().start(controller.state(), move);
        }
    }

    /** Shown after the board has been repainted with the final move, so that the player sees both. */
    @Override
    public void gameOver(String text) {
        SwingUtilities.invokeLater(() -> afterTheEnd(GameOverDialog.ask(this, text, controller.canUndo())));
    }

    /** Does what the game-over dialog's player chose; Review goes to the start, the move list shown to step on from. */
    private void afterTheEnd(GameOverDialog.Choice choice) {
        switch (choice) {
            case NEW_GAME -> restart();
            case UNDO -> clicked(controller.undo());
            case REVIEW -> {
                tabs.setSelectedIndex(0);
                clicked(controller.timeline().toStart());
            }
            case CLOSE -> updateWidgets();
        }
    }

    private void updateWidgets() {
        if (controller == null || editing == null) {
            return; // the controller's first report comes from its constructor
        }
        Game game = controller.game();
        List<String> applied = controller.variants();
        variants.refresh(); // new rules applied or reloaded, a record opened
        playersMenu.refresh();
        definition.refresh();
        setTitle("Gamut - " + game.title() + (applied.isEmpty() ? "" : " [" + String.join(", ", applied) + "]"));
        String html = RulesHtml.page(RulesInfo.summary(controller));
        if (!html.equals(shownRules)) {
            shownRules = html;
            rulesPane.setText(html);
            rulesPane.setCaretPosition(0);
        }
        moveList.refresh();
        thinkingPanel.refresh();
        String dice = controller.diceText();
        turn.setText(editing.active() ? "Editing a position" : controller.turnText() + (dice.isEmpty() ? "" : "    " + dice));
        String said = editing.active() ? editing.message() : controller.status();
        status.setText(said.isEmpty() ? " " : said);
        undo.setEnabled(controller.canUndo() && !editing.active());
        redo.setEnabled(controller.canRedo() && !editing.active());
        pass.setEnabled(controller.canPass() && !editing.active());
        boolean anyComputer = false;
        for (int p = 0; p < game.players(); p++) {
            anyComputer |= !controller.isHuman(p);
        }
        stop.setVisible(anyComputer);
        resume.setVisible(anyComputer);
        stop.setEnabled(controller.canStop());
        moveNow.setVisible(anyComputer);
        moveNow.setEnabled(controller.isThinking());
        resume.setEnabled(controller.isPaused());
        thinking.setVisible(controller.isThinking());
        // A random player decides at once; a search reports how far it has got.
        double done = controller.thinking().progress();
        thinking.setIndeterminate(done <= 0);
        thinking.setValue((int) Math.round(100 * done));
        thinking.setString(String.format("thinking %.1f s%s", controller.thinking().millis() / 1000.0,
                done > 0 ? String.format(" (%d%%)", Math.round(100 * done)) : ""));
        board.repaint();
    }

    // For WindowTrial, which plays games through this window with real mouse events.
    GameController controller() {
        return controller;
    }

    BoardView board() {
        return board;
    }

    MoveListPanel moveList() {
        return moveList;
    }

    javax.swing.JButton passButton() {
        return pass;
    }

    // For EditorTrial, which types into the definition and edits a position with real key and mouse events.
    JTabbedPane tabs() {
        return tabs;
    }

    DefinitionTab definition() {
        return definition;
    }

    PositionEditing editing() {
        return editing;
    }

    String statusText() {
        return status.getText();
    }

    /** Opens the window and calls {@code closed} once it has been closed. */
    public void showUntilClosed(Runnable closed) {
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                closed.run();
            }
        });
        setVisible(true);
        if (leftover != null) {
            SwingUtilities.invokeLater(this::offerRestore);
        }
    }

    /** Asks what to do with the game the last viewer left unfinished: play it on, or discard it. */
    private void offerRestore() {
        String[] options = {"Restore", "Discard"};
        int answer = JOptionPane.showOptionDialog(this, "<html>Gamut was closed during a game:<br><b>" + RulesHtml.escape(leftover)
                + "</b><br><br>Restore it and play on, or discard it?</html>", "Unfinished game",
                JOptionPane.YES_NO_OPTION, JOptionPane.QUESTION_MESSAGE, null, options, options[0]);
        Autosave.Choice choice = answer == 0 ? Autosave.Choice.RESTORE
                : answer == 1 ? Autosave.Choice.DISCARD : Autosave.Choice.SET_ASIDE;
        String problem = controller.answerAutosave(choice);
        if (problem != null) {
            ProblemDialog.show(this, "Cannot restore the unfinished game; it is kept aside", problem);
        }
        variants.rebuild();
        updateWidgets();
    }
}
