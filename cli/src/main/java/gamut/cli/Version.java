package gamut.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * The version --version prints, as the build wrote it into {@code version.properties} from the
 * project's version, so that it can never fall behind the pom.
 */
public final class Version implements IVersionProvider {
    /** Made by picocli, as the version provider of the gamut command. */
    public Version() {}

    /** The project's version, or "unknown" when the resource is missing (classes run outside the build). */
    public static String number() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    @Override
    public String[] getVersion() {
        return new String[] {"gamut " + number()};
    }
}
