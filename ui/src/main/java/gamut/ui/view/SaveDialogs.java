package gamut.ui.view;

import gamut.records.RecordFormat;
import java.awt.Component;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.filechooser.FileFilter;
import javax.swing.filechooser.FileNameExtensionFilter;

/**
 * The save dialogs of the viewer: a game record (in the formats the game has) and a picture of the board. A file that exists is
 * replaced only when the player says so, since a save dialog pointed at a file by mistake must not
 * cost it.
 */
final class SaveDialogs {
    private SaveDialogs() {}

    /**
     * Where to save a game record, in one of {@code formats} (Gamut's own first): the chooser offers
     * each by its extension, and a name without an extension gets the one of the format chosen. Null
     * when cancelled.
     */
    static Path record(Component parent, JFileChooser chooser, List<RecordFormat> formats) {
        chooser.setDialogTitle("Save the game record");
        chooser.resetChoosableFileFilters();
        chooser.setAcceptAllFileFilterUsed(false);
        List<FileNameExtensionFilter> filters = new ArrayList<>();
        for (RecordFormat f : formats) {
            FileNameExtensionFilter filter = new FileNameExtensionFilter(f.title() + " (*." + f.extension() + ")",
                    f.extension());
            filters.add(filter);
            chooser.addChoosableFileFilter(filter);
        }
        chooser.setFileFilter(filters.get(0));
        int answer = chooser.showSaveDialog(parent);
        FileFilter chosen = chooser.getFileFilter();
        java.io.File selected = chooser.getSelectedFile(); // before the open filter, which may clear it
        openFilter(chooser);
        if (answer != JFileChooser.APPROVE_OPTION || selected == null) {
            return null;
        }
        Path target = selected.toPath();
        if (!target.getFileName().toString().contains(".")) {
            int i = filters.indexOf(chosen);
            target = target.resolveSibling(target.getFileName() + "." + formats.get(Math.max(0, i)).extension());
        }
        return replaceConfirmed(parent, target) ? target : null;
    }

    /** The chooser as File > Open uses it: every record format Gamut reads. */
    static void openFilter(JFileChooser chooser) {
        chooser.resetChoosableFileFilters();
        chooser.setAcceptAllFileFilterUsed(true);
        List<String> extensions = new ArrayList<>();
        for (RecordFormat f : RecordFormat.values()) {
            extensions.add(f.extension());
        }
        FileNameExtensionFilter records = new FileNameExtensionFilter("Game records (*.record, *.sgf, *.pgn, *.pdn, *.mat)",
                extensions.toArray(String[]::new));
        chooser.addChoosableFileFilter(records);
        chooser.setFileFilter(records);
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
