/**
 * The Gamut command line: every {@code gamut} command but the viewer's {@code play} (check, test,
 * selfplay, compare, tournament, the engine protocols...), with their CSV files and charts. It has no
 * Swing, so that a job without a window (gamut-spark) can run its commands; the charts are drawn
 * into images with Java2D, hence {@code java.desktop}. It uses the library only through the
 * packages the library exports.
 */
module gamut.cli {
    requires transitive gamut.interpreter;
    requires transitive info.picocli;
    requires java.desktop;
    requires org.apache.commons.csv;
    requires org.apache.commons.lang3;

    exports gamut.cli;
    // picocli fills the options of the commands by reflection
    opens gamut.cli to info.picocli;
}
