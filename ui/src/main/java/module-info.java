/**
 * The Gamut application: the {@code gamut} command line (gamut.cli's commands and the viewer's
 * {@code play}) and the Swing viewer. It uses the library only through the packages the library exports.
 */
// RSyntaxTextArea is an automatic module.
@SuppressWarnings("requires-automatic")
module gamut.app {
    requires gamut.interpreter;
    requires gamut.cli;
    requires java.desktop;
    requires java.prefs;
    requires java.logging;
    requires info.picocli;
    requires com.formdev.flatlaf;
    requires com.formdev.flatlaf.extras;
    requires org.fife.RSyntaxTextArea;
    requires org.apache.commons.lang3;

    // picocli fills the options of the commands by reflection
    opens gamut.app to info.picocli;
}
