package gamut.spark;

import picocli.CommandLine.Option;

/** Where the Spark job runs: the option gamut-spark adds to compare's own. */
final class SparkOptions {
    /** Spark's own property, which spark-submit sets from its --master. */
    static final String MASTER = "spark.master";

    @Option(names = "--spark", paramLabel = "MASTER",
            description = "the Spark master: local[*] (the default: embedded, all cores), local[N], or a cluster's"
                    + " URL such as spark://HOST:7077; under spark-submit, its --master unless this is given")
    String master;
}
