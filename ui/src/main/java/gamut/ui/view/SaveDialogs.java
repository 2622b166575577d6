package gamut.ui.view;

import java.awt.Component;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;

/**
 * The save dialogs of the viewer: a game record and a picture of the board. A file that exists is
 * replaced only when the player says so, since a save dialog pointed at a file by mistake must not
 * cost it.
 */
final class SaveDialogs {
    private SaveDialogs() {}

    /** Where to save a game record (".record" added to a name without an extension), or null. */
    static Path record(Component parent, JFileChooser chooser) {
        chooser.setDialogTitle("Save the game record");
        if (chooser.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) {
            return null;
        }
        Path target = chooser.getSelectedFile().toPath();
        if (!target.getFileName().toString().contains(".")) {
            target = target.resolveSibling(target.getFileName() + ".record");
        }
        return replaceConfirmed(parent, target) ? target : null;
    }

    /** Where to save the board as a PNG image, the name {@code suggested} proposed, or null. */
    static Path image(Component parent, JFileChooser chooser, String suggested) {
        JFileChooser images = new JFileChooser(chooser.getCurrentDirectory());
        images.setDialogTitle("Save the board as a PNG image");
        images.setSelectedFile(new File(chooser.getCurrentDirectory(), suggested));
        if (images.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) {
            return null;
        }
        Path target = images.getSelectedFile().toPath();
        return replaceConfirmed(parent, target) ? target : null;
    }

    /** Whether to write: nothing is there yet, or the player chose to replace what is. */
    private static boolean replaceConfirmed(Component parent, Path target) {
        if (!Files.exists(target)) {
            return true;
        }
        String[] options = {"Replace", "Cancel"};
        int answer = JOptionPane.showOptionDialog(parent, target.getFileName() + " already exists in "
                + target.toAbsolutePath().getParent() + ".\nReplace it?", "Replace the file?",
                JOptionPane.YES_NO_OPTION, JOptionPane.WARNING_MESSAGE, null, options, options[1]);
        return answer == 0;
    }
}
