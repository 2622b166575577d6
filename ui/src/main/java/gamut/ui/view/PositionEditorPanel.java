package gamut.ui.view;

import gamut.engine.Game;
import gamut.engine.State;
import gamut.ui.controller.PositionEditor;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GridLayout;
import java.awt.RenderingHints;
import java.awt.Toolkit;
import java.awt.datatransfer.StringSelection;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.ButtonGroup;
import javax.swing.Icon;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JToggleButton;
import javax.swing.Scrollable;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingConstants;

/**
 * The position editor's controls: a palette of pieces (each owner and piece type, and "remove"),
 * the player to move, the reserve counts where the game has reserves, and the ways out: play from
 * the position, or copy it as a position text or as a test. The board forwards its clicks here
 * ({@link #cellClicked}); the model is the controller's {@link PositionEditor}.
 */
final class PositionEditorPanel extends JPanel implements Scrollable {
    private static final long serialVersionUID = 1L;
    private static final int ICON = 22;

    private final transient PositionEditor editor;
    /** Says a message in the status line (a refusal, what was copied). */
    private final transient Consumer<String> say;
    private final transient Consumer<String> playFrom;
    private final JLabel facts = new JLabel(" ");
    private final JComboBox<String> toMove;
    private final JToggleButton remove = new JToggleButton("Remove");
    /** The palette's buttons by owner and piece type, and the copy-as-test button, for the window trial. */
    private final java.util.Map<Integer, JToggleButton> palette = new java.util.HashMap<>();
    private final java.util.Map<Integer, JSpinner> spinners = new java.util.HashMap<>();
    private final JButton copyTest = new JButton("Copy as test");
    private int owner;
    private int type;

    /**
     * @param say      shows a message in the status line (a refusal, what was copied)
     * @param playFrom starts a game from a position text
     */
    PositionEditorPanel(PositionEditor editor, Consumer<String> say, Consumer<String> playFrom) {
        super(new BorderLayout());
        this.editor = editor;
        this.say = say;
        this.playFrom = playFrom;
        Game game = editor.game();
        JPanel column = new JPanel();
        column.setLayout(new BoxLayout(column, BoxLayout.Y_AXIS));
        column.setBorder(BorderFactory.createEmptyBorder(6, 6, 6, 6));
        column.add(heading("Click a cell to place (right-click removes)"));
        column.add(palette(game));
        column.add(Box.createVerticalStrut(8));
        toMove = new JComboBox<>(game.info().players().toArray(new String[0]));
        toMove.setSelectedIndex(editor.toMove());
        toMove.addActionListener(e -> report(editor.setToMove(toMove.getSelectedIndex())));
        column.add(row(new JLabel("To move: "), toMove));
        if (!editor.reserveTypes().isEmpty()) {
            column.add(Box.createVerticalStrut(8));
            column.add(heading("Reserves"));
            column.add(reserves(game));
        }
        column.add(Box.createVerticalStrut(8));
        column.add(buttons());
        column.add(Box.createVerticalStrut(6));
        column.add(facts);
        add(column, BorderLayout.NORTH);
        showFacts();
    }

    private static Component heading(String text) {
        JLabel label = new JLabel(text);
        label.setAlignmentX(LEFT_ALIGNMENT);
        label.setBorder(BorderFactory.createEmptyBorder(2, 0, 4, 0));
        return label;
    }

    private static JPanel row(Component... parts) {
        JPanel row = new JPanel(new GridLayout(1, parts.length, 4, 0));
        for (Component c : parts) {
            row.add(c);
        }
        row.setAlignmentX(LEFT_ALIGNMENT);
        row.setMaximumSize(new java.awt.Dimension(Integer.MAX_VALUE, row.getPreferredSize().height));
        return row;
    }

    /** One toggle per owner and piece type, the owners in columns, and "Remove" above them. */
    private JPanel palette(Game game) {
        List<String> owners = editor.owners();
        JPanel grid = new JPanel(new GridLayout(0, owners.size(), 3, 3));
        grid.setAlignmentX(LEFT_ALIGNMENT);
        for (String name : owners) {
            grid.add(new JLabel(name, SwingConstants.CENTER));
        }
        ButtonGroup group = new ButtonGroup();
        group.add(remove);
        for (int t = 0; t < game.pieces(); t++) {
            for (int o = 0; o < owners.size(); o++) {
                int who = o;
                int pieceType = t;
                JToggleButton b = new JToggleButton(game.pieceName(t), pieceIcon(game, o, t));
                b.setHorizontalAlignment(SwingConstants.LEFT);
                b.setToolTipText(owners.get(o) + " " + game.pieceName(t));
                b.addActionListener(e -> {
                    owner = who;
                    type = pieceType;
                });
                b.setSelected(o == 0 && t == 0);
                group.add(b);
                grid.add(b);
                palette.put(o * game.pieces() + t, b);
            }
        }
        JPanel out = new JPanel(new BorderLayout(0, 3));
        out.setAlignmentX(LEFT_ALIGNMENT);
        out.add(grid, BorderLayout.CENTER);
        out.add(remove, BorderLayout.SOUTH);
        remove.setToolTipText("Clicking a cell empties it");
        return out;
    }

    private static Icon pieceIcon(Game game, int owner, int type) {
        return new Icon() {
            @Override
            public void paintIcon(Component c, Graphics g, int x, int y) {
                Graphics2D g2 = (Graphics2D) g.create();
                g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
                // No letter badge: the button's text names the piece type.
                PiecePainter.paint(g2, game, owner, type, x + ICON / 2.0, y + ICON / 2.0, ICON - 2, 0, false);
                g2.dispose();
            }

            @Override
            public int getIconWidth() {
                return ICON;
            }

            @Override
            public int getIconHeight() {
                return ICON;
            }
        };
    }

    /** A spinner per player and piece type a reserve may hold ('unlimited' ones are shown, not edited). */
    private JPanel reserves(Game game) {
        JPanel grid = new JPanel(new GridLayout(0, game.players() + 1, 4, 3));
        grid.setAlignmentX(LEFT_ALIGNMENT);
        grid.add(new JLabel(""));
        for (int p = 0; p < game.players(); p++) {
            grid.add(new JLabel(game.playerName(p)));
        }
        for (int t : editor.reserveTypes()) {
            grid.add(new JLabel(game.pieceName(t)));
            for (int p = 0; p < game.players(); p++) {
                int n = editor.reserve(p, t);
                if (n == PositionEditor.UNLIMITED) {
                    grid.add(new JLabel("unlimited"));
                    continue;
                }
                JSpinner spinner = new JSpinner(new SpinnerNumberModel(n, 0, PositionEditor.maxReserve(), 1));
                int player = p;
                spinner.addChangeListener(e -> {
                    if (!report(editor.setReserve(player, t, (Integer) spinner.getValue()))) {
                        spinner.setValue(editor.reserve(player, t));
                    }
                });
                grid.add(spinner);
                spinners.put(p * game.pieces() + t, spinner);
            }
        }
        grid.setMaximumSize(new java.awt.Dimension(Integer.MAX_VALUE, grid.getPreferredSize().height));
        return grid;
    }

    private JPanel buttons() {
        JButton play = new JButton("Play from here");
        play.addActionListener(e -> playFrom.accept(editor.positionText()));
        JButton copy = new JButton("Copy position");
        copy.setToolTipText("The position as text, as 'gamut text -p' reads it");
        copy.addActionListener(e -> copy(editor.positionText(), "copied the position: " + editor.positionText()));
        JButton test = copyTest;
        test.setToolTipText("A test block counting the legal moves here, to paste into the definition");
        test.addActionListener(e -> copy(editor.testText(), "copied a test of this position (" + editor.legalMoves()
                + " legal moves): paste it into the definition"));
        JPanel box = new JPanel(new GridLayout(0, 1, 0, 4));
        box.setAlignmentX(LEFT_ALIGNMENT);
        box.add(play);
        box.add(copy);
        box.add(test);
        box.setMaximumSize(new java.awt.Dimension(Integer.MAX_VALUE, box.getPreferredSize().height));
        return box;
    }

    private void copy(String text, String done) {
        Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(text), null);
        say.accept(done);
    }

    // Scrolled up and down only: the controls take the tab's width, long piece names cut short.
    @Override
    public java.awt.Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(java.awt.Rectangle visible, int orientation, int direction) {
        return 16;
    }

    @Override
    public int getScrollableBlockIncrement(java.awt.Rectangle visible, int orientation, int direction) {
        return visible.height;
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return false;
    }

    /** A click on a board cell while editing: place the chosen piece, or empty the cell. */
    void cellClicked(int cell, boolean removeIt) {
        report(removeIt || remove.isSelected() ? editor.remove(cell) : editor.place(cell, owner, type));
    }

    /** The position being edited, for the board to paint. */
    State state() {
        return editor.state();
    }

    JToggleButton paletteButton(int who, int pieceType) {
        return palette.get(who * editor.game().pieces() + pieceType);
    }

    JSpinner reserveSpinner(int player, int pieceType) {
        return spinners.get(player * editor.game().pieces() + pieceType);
    }

    JButton copyTestButton() {
        return copyTest;
    }

    private boolean report(boolean made) {
        say.accept(made ? "" : "refused: " + editor.problem());
        if (toMove.getSelectedIndex() != editor.toMove()) {
            toMove.setSelectedIndex(editor.toMove());
        }
        showFacts();
        return made;
    }

    private void showFacts() {
        State s = editor.state();
        facts.setText(s.isOver() ? "<html>the game is over here:<br>" + RulesHtml.escape(s.game().describe(s.result()))
                + "</html>" : s.isChance() ? "the dice are to be rolled here" : editor.legalMoves() + " legal moves here");
        repaint();
    }
}
