package gamut.spark;

import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** Where the Spark job runs: the option gamut-spark adds to compare's own. */
final class SparkOptions {
    /** Spark's own property, which spark-submit sets from its --master. */
    static final String MASTER = "spark.master";
    /** The masters Spark knows (its SparkContext.createTaskScheduler), so a typing mistake is said before any file is touched. */
    private static final Pattern MASTERS = Pattern.compile(
            "local(\\[(\\*|[1-9]\\d*)(,[1-9]\\d*)?])?|local-cluster\\[.+]|(spark|k8s|mesos)://.+|yarn");

    /** The command these options belong to, for its usage message; set once it is built. */
    CommandLine command;

    String master;

    @Option(names = "--spark", paramLabel = "MASTER",
            description = "the Spark master: local[*] (the default: embedded, all cores), local[N], or a cluster's"
                    + " URL such as spark://HOST:7077; under spark-submit, its --master unless this is given")
    void master(String value) {
        if (!MASTERS.matcher(value).matches()) {
            throw new ParameterException(command, "--spark: '" + value + "' is not a Spark master (local[*],"
                    + " local[N], spark://HOST:PORT, yarn, k8s://URL)");
        }
        master = value;
    }
}
