package gamut.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.ui.controller.GameController;
import java.awt.Component;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JSeparator;
import org.junit.jupiter.api.Test;

/**
 * The Variants menu of a game with many variants: those that set the same thing share a submenu, and
 * what a screen cannot show goes on in "More variants", every variant reachable.
 */
class VariantsMenuTest {
    private static GameController open(String game) {
        return GameController.open(Path.of(System.getProperty("gamut.root", ".."), "games", game + ".gamut"), List.of(),
                List.of("human", "human"), 1, Runnable::run, Runnable::run);
    }

    /** The menu's entries as text: a variant by its name, a submenu as TITLE[...], a separator as '-'. */
    private static List<String> shape(JMenu menu) {
        List<String> out = new ArrayList<>();
        for (Component c : menu.getMenuComponents()) {
            if (c instanceof JMenu sub) {
                out.add(sub.getText() + shape(sub));
            } else if (c instanceof JCheckBoxMenuItem item) {
                out.add(item.getActionCommand() + (item.isSelected() ? " (on)" : ""));
            } else if (c instanceof JSeparator) {
                out.add("-");
            } else if (c instanceof JMenuItem item) {
                out.add(item.getText());
            }
        }
        return out;
    }

    @Test
    void variantsThatSetTheSameThingShareASubmenu() {
        VariantsMenu menu = new VariantsMenu(open("queens-guard"), null, () -> { });
        assertEquals("[trap[trap=line_same_ring, trap=line_any], between=forbidden, relocate_guard=outermost,"
                + " relocate=start_cell, selftrap=literal,"
                + " relocate_queen[relocate_queen=anywhere_owner, relocate_queen=anywhere_opponent],"
                + " relocation_traps=true, loss=guards_ring1_without_own_queen, first=black, relocate_all_in_one_turn,"
                + " setup[setup=bell_placement, setup=parlett_placement, setup=rim_placement], bells_book, parletts_book,"
                + " wikipedia]", shape(menu.menu()).toString());
    }

    @Test
    void whatTheScreenCannotShowGoesOnInMoreVariants() {
        VariantsMenu qg = new VariantsMenu(open("queens-guard"), null, () -> { });
        List<JMenuItem> many = new ArrayList<>();
        for (Component c : qg.menu().getMenuComponents()) {
            many.add((JMenuItem) c);
        }
        JMenu pages = new JMenu("Variants");
        VariantsMenu.fill(pages, many, 6);
        assertEquals("[trap[trap=line_same_ring, trap=line_any], between=forbidden, relocate_guard=outermost,"
                + " relocate=start_cell, selftrap=literal, -, More variants[relocate_queen[relocate_queen=anywhere_owner,"
                + " relocate_queen=anywhere_opponent], relocation_traps=true, loss=guards_ring1_without_own_queen,"
                + " first=black, relocate_all_in_one_turn, -, More variants[setup[setup=bell_placement,"
                + " setup=parlett_placement, setup=rim_placement], bells_book, parletts_book, wikipedia]]]",
                shape(pages).toString());
    }

    @Test
    void theVariantsAppliedAreTickedAndAGameWithoutVariantsSaysSo() {
        GameController hex = open("hex");
        assertEquals(null, hex.setVariants(List.of("size=5")));
        VariantsMenu menu = new VariantsMenu(hex, null, () -> { });
        assertEquals("[size[size=3, size=4, size=5 (on), size=6, size=7, size=8, size=9, size=10], swap=on]",
                shape(menu.menu()).toString());
        assertEquals("[(this game has no variants)]", shape(new VariantsMenu(open("tic-tac-toe"), null, () -> { }).menu())
                .toString());
    }
}
