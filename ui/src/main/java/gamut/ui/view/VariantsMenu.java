package gamut.ui.view;

import gamut.ui.controller.GameController;
import java.awt.Component;
import java.awt.GraphicsConfiguration;
import java.awt.Insets;
import java.awt.Toolkit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuItem;

/**
 * The Variants menu: a check box per variant of the file, its source as a second line and as the
 * tooltip. Variants that set the same thing (setup=..., size=...) share a submenu named after it, and
 * entries beyond what the screen can show go on in a "More variants" submenu, so that every variant
 * of a game with many (Queen's Guard has 18) can be reached.
 */
final class VariantsMenu {
    /** The title of the submenu that takes the entries a screen cannot show. */
    static final String MORE = "More variants";
    /** Room kept for the menu bar above the menu and the screen's edge below it, in pixels. */
    private static final int MARGIN = 120;

    private final JMenu menu = new JMenu("Variants");
    private final GameController controller;
    private final Component parent;
    private final Runnable changed;
    private Map<String, String> shownSources = Map.of();
    private List<String> shownVariants = List.of();

    /** {@code changed} runs after a variant was switched on or off (the window shows the new rules). */
    VariantsMenu(GameController controller, Component parent, Runnable changed) {
        this.controller = controller;
        this.parent = parent;
        this.changed = changed;
        rebuild();
    }

    JMenu menu() {
        return menu;
    }

    /** Rebuilds the menu when the file's variants, their sources or those applied differ from those it shows. */
    void refresh() {
        if (!controller.variantSources().equals(shownSources) || !controller.variants().equals(shownVariants)) {
            rebuild();
        }
    }

    void rebuild() {
        shownSources = controller.variantSources();
        shownVariants = controller.variants();
        menu.removeAll();
        if (shownSources.isEmpty()) {
            JMenuItem none = new JMenuItem("(this game has no variants)");
            none.setEnabled(false);
            menu.add(none);
            return;
        }
        List<JMenuItem> entries = entries();
        fill(menu, entries, fits(entries));
    }

    /**
     * The top entries: a check box per variant, those named KEY=VALUE that share their KEY with another
     * gathered in a submenu KEY, in the order the file gives them.
     */
    private List<JMenuItem> entries() {
        Map<String, List<String>> byKey = new LinkedHashMap<>();
        for (String name : shownSources.keySet()) {
            byKey.computeIfAbsent(key(name), k -> new ArrayList<>()).add(name);
        }
        List<JMenuItem> entries = new ArrayList<>();
        for (Map.Entry<String, List<String>> group : byKey.entrySet()) {
            if (group.getValue().size() == 1) {
                entries.add(item(group.getValue().get(0)));
                continue;
            }
            JMenu sub = new JMenu(group.getKey());
            group.getValue().forEach(name -> sub.add(item(name)));
            entries.add(sub);
        }
        return entries;
    }

    /** What a variant sets: the part before '=' (first=white sets first), or its whole name. */
    private static String key(String name) {
        int eq = name.indexOf('=');
        return eq > 0 ? name.substring(0, eq) : name;
    }

    private JCheckBoxMenuItem item(String name) {
        String source = shownSources.get(name).isEmpty() ? "no source cited" : shownSources.get(name);
        String shortSource = source.length() > 90 ? source.substring(0, 87) + "..." : source;
        JCheckBoxMenuItem item = new JCheckBoxMenuItem("<html>" + RulesHtml.escape(name)
                + "<br><span style='font-size:90%; color:#9a9a9a'>" + RulesHtml.escape(shortSource) + "</span></html>",
                shownVariants.contains(name));
        item.setActionCommand(name);
        item.setToolTipText("<html><body style='width:360px'>" + RulesHtml.escape(source) + "</body></html>");
        item.addActionListener(e -> toggle(item, name));
        return item;
    }

    /** Puts the entries into the menu, at most {@code fits}; the rest go on in a submenu, and so on. */
    static void fill(JMenu into, List<JMenuItem> entries, int fits) {
        if (entries.size() <= fits) {
            entries.forEach(into::add);
            return;
        }
        int kept = Math.max(1, fits - 1);
        entries.subList(0, kept).forEach(into::add);
        into.addSeparator();
        JMenu more = new JMenu(MORE);
        fill(more, entries.subList(kept, entries.size()), fits);
        into.add(more);
    }

    /** How many entries as tall as the tallest (a variant with its source) fit in a menu below the window's menu bar. */
    private int fits(List<JMenuItem> entries) {
        GraphicsConfiguration screen = parent == null ? null : parent.getGraphicsConfiguration();
        if (screen == null) {
            return Integer.MAX_VALUE; // no screen yet: the menu is built again once the variants change
        }
        Insets edges = Toolkit.getDefaultToolkit().getScreenInsets(screen);
        int room = screen.getBounds().height - edges.top - edges.bottom - MARGIN;
        int tallest = entries.stream().mapToInt(e -> e.getPreferredSize().height).max().orElse(1);
        return Math.max(3, room / Math.max(1, tallest));
    }

    private void toggle(JCheckBoxMenuItem item, String name) {
        List<String> wanted = new ArrayList<>(controller.variants());
        if (!DiscardQuestion.confirmed(parent, controller)) {
            item.setSelected(!item.isSelected());
            return;
        }
        if (item.isSelected()) {
            wanted.add(name);
        } else {
            wanted.remove(name);
        }
        if (controller.setVariants(wanted) != null) {
            item.setSelected(!item.isSelected());
        }
        changed.run();
    }
}
