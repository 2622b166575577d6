package gamut.ui.view;

import gamut.ui.controller.Thinking;
import java.awt.BorderLayout;
import java.awt.Font;
import java.awt.GridLayout;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.SwingConstants;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableCellRenderer;

/**
 * The Thinking panel under the move list: what the computer player thinks of the position it
 * searches (or last searched), as the controller's {@link Thinking} words it: who and how far, the
 * expected result, the candidate moves with their visits and values, the line it expects. It only
 * shows; it repaints when the controller has something new.
 */
final class ThinkingPanel {
    private static final String[] COLUMNS = {"Move", "Visits", "Value"};

    private final Thinking thinking;
    private final JPanel panel = new JPanel(new BorderLayout(0, 4));
    private final JLabel who = new JLabel(" ");
    private final JLabel searched = new JLabel(" ");
    private final JLabel expected = new JLabel(" ");
    private final JTextArea line = new JTextArea(2, 20);
    private final Rows rows = new Rows();
    private int shown = -1;

    ThinkingPanel(Thinking thinking) {
        this.thinking = thinking;
        panel.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createTitledBorder("Thinking"),
                BorderFactory.createEmptyBorder(2, 4, 4, 4)));
        JPanel top = new JPanel(new GridLayout(3, 1));
        expected.setFont(expected.getFont().deriveFont(Font.BOLD));
        top.add(who);
        top.add(searched);
        top.add(expected);
        panel.add(top, BorderLayout.NORTH);
        JTable table = new JTable(rows);
        table.setFillsViewportHeight(true);
        table.setFocusable(false);
        table.setRowSelectionAllowed(false);
        DefaultTableCellRenderer right = new DefaultTableCellRenderer();
        right.setHorizontalAlignment(SwingConstants.RIGHT);
        table.getColumnModel().getColumn(1).setCellRenderer(right);
        table.getColumnModel().getColumn(2).setCellRenderer(right);
        panel.add(new JScrollPane(table), BorderLayout.CENTER);
        line.setEditable(false);
        line.setLineWrap(true);
        line.setWrapStyleWord(true);
        line.setOpaque(false);
        line.setFont(new Font(Font.MONOSPACED, Font.PLAIN, 12));
        panel.add(line, BorderLayout.SOUTH);
        refresh();
    }

    /** The move list above, this panel below, the divider where the person leaves it. */
    JSplitPane below(JComponent moves) {
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, true, moves, panel);
        split.setResizeWeight(0.5);
        split.setBorder(null);
        return split;
    }

    /** Shows the controller's latest figures, unless they are those shown. */
    void refresh() {
        if (thinking.updates() == shown) {
            return;
        }
        shown = thinking.updates();
        if (thinking.who().isEmpty()) {
            who.setText(thinking.ended() ? "The game is over:" : "No search yet: a computer player's");
            searched.setText(thinking.ended() ? "nothing to search." : "candidate moves show here.");
        } else {
            who.setText(thinking.who());
            searched.setText(thinking.searched());
        }
        expected.setText(thinking.expected().isEmpty() ? " " : "Expected: " + thinking.expected());
        line.setText(thinking.line().isEmpty() ? "" : "Line: " + thinking.line());
        rows.show(thinking.rows());
    }

    // For the trials and screenshots.
    JPanel component() {
        return panel;
    }

    /** The candidates as table rows. */
    private static final class Rows extends AbstractTableModel {
        private List<Thinking.Row> shown = List.of();

        void show(List<Thinking.Row> rows) {
            shown = rows;
            fireTableDataChanged();
        }

        @Override
        public int getRowCount() {
            return shown.size();
        }

        @Override
        public int getColumnCount() {
            return COLUMNS.length;
        }

        @Override
        public String getColumnName(int column) {
            return COLUMNS[column];
        }

        @Override
        public Object getValueAt(int row, int column) {
            Thinking.Row r = shown.get(row);
            return switch (column) {
                case 0 -> r.move();
                case 1 -> String.format("%,d", r.visits());
                default -> r.value();
            };
        }
    }
}
