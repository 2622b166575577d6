package gamut.spark;

import gamut.cli.ComparisonRunner;
import gamut.cli.GamutCommand;
import java.io.PrintWriter;
import java.util.function.Consumer;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The gamut-spark command: {@code gamut compare} with its games played as the tasks of a Spark job,
 * embedded in local mode unless {@code --spark} or spark-submit names a cluster.
 */
@Command(name = "gamut-spark", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        scope = CommandLine.ScopeType.INHERIT, description = "Gamut's commands that run on Apache Spark, for when one machine is not enough.")
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Gamut's version and the Spark it runs on (a cluster's own, under spark-submit). */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"gamut-spark " + gamut.cli.Version.number() + " on Apache Spark "
                    + org.apache.spark.package$.MODULE$.SPARK_VERSION()};
        }
    }

    public static void main(String[] args) {
        quietUnlessConfigured();
        int code;
        try {
            code = commandLine().execute(args);
        } catch (Error e) { // as gamut does: one line, not a stack trace
            code = GamutCommand.internalError(new PrintWriter(System.err, true), e);
        }
        System.exit(code);
    }

    /**
     * Spark's log at WARN, as this jar's log4j2.properties has it when it is first on the class path.
     * Under spark-submit Spark's own jars come first, and Spark falls back to its defaults (INFO: some
     * ninety lines a run, every stage and task); a log configuration the user names is kept.
     */
    private static void quietUnlessConfigured() {
        if (System.getProperty("log4j2.configurationFile") == null && System.getProperty("log4j.configurationFile") == null) {
            org.apache.logging.log4j.core.config.Configurator.setRootLevel(org.apache.logging.log4j.Level.WARN);
        }
    }

    /**
     * The command line: gamut's compare command (its options, its files, its table), its games played
     * on Spark, and the option that says where. Its problems are reported as gamut's are.
     */
    public static CommandLine commandLine() {
        return commandLine(runner -> { });
    }

    /** The command line, its runner set up by {@code adjust} first (a test makes partitions fail). */
    static CommandLine commandLine(Consumer<SparkRunner> adjust) {
        CommandLine cli = GamutCommand.commandLine(new Main());
        SparkOptions options = new SparkOptions();
        SparkRunner runner = new SparkRunner(options);
        adjust.accept(runner);
        CommandLine compare = GamutCommand.commandLine(ComparisonRunner.compareCommand(runner));
        compare.addMixin("spark", options);
        options.command = compare;
        compare.getCommandSpec().usageMessage().description("Compare rule variants by self-play, the games played as"
                + " the tasks of an Apache Spark job (embedded in local mode unless --spark or spark-submit names a"
                + " cluster).", "The same options, CSV, chart and table as gamut compare; --threads is left to Spark"
                + " (local[N] plays N games at once) and --coverage is counted only by gamut compare.");
        // Spark plays as many games at once as it has cores, and counts no rule coverage.
        compare.getCommandSpec().remove(compare.getCommandSpec().findOption("--threads"));
        compare.getCommandSpec().remove(compare.getCommandSpec().findOption("--coverage"));
        cli.addSubcommand("compare", compare);
        return cli;
    }
}
