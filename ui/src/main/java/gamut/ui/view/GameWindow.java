package gamut.ui.view;

import com.formdev.flatlaf.FlatDarkLaf;
import gamut.load.GameLoader;
import gamut.load.GamutException;
import gamut.rules.Rules;
import gamut.ui.controller.Click;
import gamut.ui.controller.GameController;
import gamut.ui.controller.UiHost;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.GridLayout;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JToolBar;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.UIManager;

/** The viewer's window: the board, the move list, the buttons, the turn line and the status bar. */
public final class GameWindow extends JFrame implements UiHost {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final List<String> variants = new ArrayList<>();
    private final transient GameController controller;
    private final BoardView board;
    private final DefaultListModel<String> moveModel = new DefaultListModel<>();
    private final JList<String> moveList = new JList<>(moveModel);
    private final JLabel turn = new JLabel(" ");
    private final JLabel status = new JLabel(" ");
    private final JProgressBar thinking = new JProgressBar();
    private final JButton undo = new JButton("Undo");
    private final JButton redo = new JButton("Redo");
    private final JButton pass = new JButton("Pass");
    private final JButton stop = new JButton("Stop");
    private final JButton resume = new JButton("Resume");

    /** Sets up FlatLaf; call once, on the event thread, before any window. */
    public static void installLookAndFeel() {
        FlatDarkLaf.setup();
        UIManager.put("Button.arc", 8);
    }

    public GameWindow(Path file, List<String> variants, List<String> variantNames, List<String> players, long seed) {
        super();
        this.file = file;
        this.variants.addAll(variants);
        Rules rules = GameLoader.load(file, variants);
        board = new BoardView(this::clicked);
        controller = new GameController(rules, players, seed, this, GameController.threads());
        board.setController(controller);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        setJMenuBar(menus(variantNames));
        add(toolbar(), BorderLayout.NORTH);
        add(board, BorderLayout.CENTER);
        moveList.setFont(new Font(Font.MONOSPACED, Font.PLAIN, 13));
        JScrollPane scroll = new JScrollPane(moveList);
        scroll.setPreferredSize(new Dimension(210, 400));
        scroll.setBorder(BorderFactory.createTitledBorder("Moves"));
        add(scroll, BorderLayout.EAST);
        JPanel bottom = new JPanel(new GridLayout(2, 1));
        bottom.setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 8));
        turn.setFont(turn.getFont().deriveFont(Font.BOLD));
        status.setForeground(new Color(240, 170, 110));
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
    }

    private JToolBar toolbar() {
        JToolBar bar = new JToolBar();
        bar.setFloatable(false);
        JButton newGame = new JButton("New game");
        newGame.addActionListener(e -> restart());
        undo.addActionListener(e -> clicked(controller.undo()));
        redo.addActionListener(e -> clicked(controller.redo()));
        pass.addActionListener(e -> clicked(controller.pass()));
        JButton flip = new JButton("Flip board");
        flip.addActionListener(e -> flip());
        stop.addActionListener(e -> controller.stop());
        resume.addActionListener(e -> controller.resume());
        bar.add(newGame);
        bar.addSeparator();
        bar.add(undo);
        bar.add(redo);
        bar.add(pass);
        bar.addSeparator();
        bar.add(flip);
        bar.addSeparator();
        bar.add(stop);
        bar.add(resume);
        bar.addSeparator();
        thinking.setIndeterminate(true);
        thinking.setStringPainted(true);
        thinking.setMaximumSize(new Dimension(220, 22));
        bar.add(thinking);
        return bar;
    }

    private JMenuBar menus(List<String> variantNames) {
        JMenuBar bar = new JMenuBar();
        JMenu game = new JMenu("Game");
        JMenuItem newGame = new JMenuItem("New game");
        newGame.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_N, java.awt.event.InputEvent.CTRL_DOWN_MASK));
        newGame.addActionListener(e -> restart());
        JMenuItem undoItem = new JMenuItem("Undo");
        undoItem.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_Z, java.awt.event.InputEvent.CTRL_DOWN_MASK));
        undoItem.addActionListener(e -> clicked(controller.undo()));
        JMenuItem redoItem = new JMenuItem("Redo");
        redoItem.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_Y, java.awt.event.InputEvent.CTRL_DOWN_MASK));
        redoItem.addActionListener(e -> clicked(controller.redo()));
        JMenuItem quit = new JMenuItem("Quit");
        quit.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_Q, java.awt.event.InputEvent.CTRL_DOWN_MASK));
        quit.addActionListener(e -> dispose());
        game.add(newGame);
        game.add(undoItem);
        game.add(redoItem);
        game.addSeparator();
        game.add(quit);
        bar.add(game);
        JMenu variantMenu = new JMenu("Variants");
        if (variantNames.isEmpty()) {
            JMenuItem none = new JMenuItem("(this game has no variants)");
            none.setEnabled(false);
            variantMenu.add(none);
        }
        for (String name : variantNames) {
            JCheckBoxMenuItem item = new JCheckBoxMenuItem(name, variants.contains(name));
            item.addActionListener(e -> toggleVariant(item, name));
            variantMenu.add(item);
        }
        bar.add(variantMenu);
        JMenu view = new JMenu("View");
        JMenuItem flip = new JMenuItem("Flip board");
        flip.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_F, java.awt.event.InputEvent.CTRL_DOWN_MASK));
        flip.addActionListener(e -> flip());
        view.add(flip);
        bar.add(view);
        return bar;
    }

    private void toggleVariant(JCheckBoxMenuItem item, String name) {
        List<String> wanted = new ArrayList<>(variants);
        if (item.isSelected()) {
            wanted.add(name);
        } else {
            wanted.remove(name);
        }
        try {
            Rules rules = GameLoader.load(file, wanted);
            variants.clear();
            variants.addAll(wanted);
            controller.newGame(rules);
            status.setText("new game with variants: " + (variants.isEmpty() ? "none (base game)" : String.join(", ", variants)));
        } catch (GamutException e) {
            item.setSelected(!item.isSelected());
            status.setText("cannot use variant " + name + ": " + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    private void restart() {
        controller.newGame(GameLoader.load(file, variants));
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

    private void updateWidgets() {
        if (controller == null) {
            return; // the controller's first report comes from its constructor
        }
        Rules rules = controller.rules();
        setTitle("Gamut - " + rules.title() + (variants.isEmpty() ? "" : " [" + String.join(", ", variants) + "]"));
        List<String> names = controller.moveNames();
        if (moveModel.size() != names.size() || (!names.isEmpty() && !moveModel.lastElement().endsWith(names.get(names.size() - 1)))) {
            moveModel.clear();
            for (int i = 0; i < names.size(); i++) {
                moveModel.addElement(String.format("%3d. %s", i + 1, names.get(i)));
            }
            if (!names.isEmpty()) {
                moveList.ensureIndexIsVisible(names.size() - 1);
            }
        }
        String dice = controller.diceText();
        turn.setText(controller.turnText() + (dice.isEmpty() ? "" : "    " + dice));
        status.setText(controller.status().isEmpty() ? " " : controller.status());
        undo.setEnabled(controller.canUndo());
        redo.setEnabled(controller.canRedo());
        pass.setEnabled(controller.canPass());
        boolean anyComputer = false;
        for (int p = 0; p < rules.players(); p++) {
            anyComputer |= !controller.isHuman(p);
        }
        stop.setVisible(anyComputer);
        resume.setVisible(anyComputer);
        stop.setEnabled(controller.isThinking() || !controller.isPaused());
        resume.setEnabled(controller.isPaused());
        thinking.setVisible(controller.isThinking());
        thinking.setString(String.format("thinking %.1f s", controller.thinkingMillis() / 1000.0));
        board.repaint();
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
    }
}
