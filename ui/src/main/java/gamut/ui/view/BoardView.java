package gamut.ui.view;

import gamut.ui.controller.Click;
import gamut.ui.controller.GameController;
import gamut.ui.controller.LastMove;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Graphics;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;

/**
 * The board component: paints through {@link BoardPainter} and turns clicks into controller calls;
 * while a position is edited, it paints that position and hands the clicks to the editor's panel.
 */
public final class BoardView extends JComponent {
    private static final long serialVersionUID = 1L;

    private final transient BoardPainter painter = new BoardPainter();
    private final transient Animation animation = new Animation(this::repaint);
    private transient GameController controller;
    private final transient Consumer<Click> onClick;
    /** The position editor's controls while a position is edited, else null. */
    private transient PositionEditorPanel editing;
    private transient Consumer<String> notice;

    public BoardView(Consumer<Click> onClick) {
        this.onClick = onClick;
        setPreferredSize(new Dimension(760, 620));
        setOpaque(true);
        addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                if (editing != null) {
                    edit(e);
                } else {
                    click(e.getX(), e.getY());
                }
            }
        });
    }

    public void setController(GameController controller) {
        this.controller = controller;
        repaint();
    }

    public BoardPainter painter() {
        return painter;
    }

    /** Moves shown sliding, when switched on. */
    Animation animation() {
        return animation;
    }

    /** Where to say what could not be drawn (an SVG file that is not one), once per file. */
    void setNotice(Consumer<String> notice) {
        this.notice = notice;
    }

    /** View -> Cell names: the board's coordinates or cell names, on or off. */
    JCheckBoxMenuItem namesItem() {
        JCheckBoxMenuItem item = new JCheckBoxMenuItem("Cell names", painter.names());
        item.addActionListener(e -> {
            painter.setNames(item.isSelected());
            repaint();
        });
        return item;
    }

    /** Edits a position with these controls from now on, or (null) shows the game again. */
    void setEditing(PositionEditorPanel panel) {
        editing = panel;
        animation.stop();
        repaint();
    }

    private void edit(MouseEvent e) {
        int cell = painter.cellAt(e.getX(), e.getY());
        if (cell >= 0) {
            editing.cellClicked(cell, e.getButton() != MouseEvent.BUTTON1);
            repaint();
        }
    }

    private void click(int x, int y) {
        if (controller == null) {
            return;
        }
        BoardPainter.Hit hit = painter.hitAt(x, y);
        Click result;
        if (hit == null) {
            controller.deselect();
            repaint();
            return;
        }
        switch (hit.kind()) {
            case CELL -> result = controller.clickCell(hit.cell());
            case RESERVE -> result = controller.clickReserve(hit.player(), hit.type());
            case OFF -> result = controller.clickOff();
            default -> throw new IllegalStateException();
        }
        if (result.kind() == Click.Kind.CHOOSE) {
            MoveMenu.show(this, x, y, result, controller, onClick);
        }
        onClick.accept(result);
        repaint();
    }

    @Override
    protected void paintComponent(Graphics g) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g2.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            Slide slide = editing == null && controller != null ? animation.frame(controller.state()) : null;
            if (editing != null) {
                painter.paint(g2, getWidth(), getHeight(), editing.state(), Marks.NONE);
            } else if (slide != null) {
                painter.paint(g2, getWidth(), getHeight(), slide.after(), slide.marks(), slide);
            } else if (controller != null) {
                int player = controller.selectedReserveType() >= 0 ? controller.state().toMove() : -1;
                Marks marks = new Marks(controller.selectedCell(), controller.targets(),
                        player, controller.selectedReserveType(), controller.canExit(), LastMove.turn(controller.state()));
                painter.paint(g2, getWidth(), getHeight(), controller.state(), marks);
            }
        } finally {
            g2.dispose();
        }
        List<String> problems = SvgPieces.takeProblems();
        if (!problems.isEmpty() && notice != null) {
            SwingUtilities.invokeLater(() -> notice.accept(String.join("; ", problems)));
        }
    }
}
