package gamut.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * gamut-spark --spark spark://HOST:PORT on a real standalone cluster: a master and a worker started
 * from the build's own Spark jars, each a JVM of its own, the worker starting its executors as
 * Spark does. Run after the build has made gamut-spark.jar (Maven's integration-test phase), as the
 * gamut-spark script runs it, so the jar it ships to the executors is the one a user runs; the CSV
 * must be the one machine's, byte for byte.
 */
class StandaloneClusterIT {
    private static final String GAME = "games/queens-guard.gamut";
    private final List<Process> cluster = new ArrayList<>();

    @TempDir
    Path dir;

    @AfterEach
    void stopCluster() throws InterruptedException {
        for (Process p : cluster) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void aClusterPlaysTheGamesOfOneMachine() throws Exception {
        Path target = Path.of("target");
        String sparkClassPath = Files.readString(target.resolve("spark-classpath.txt")).strip();
        List<String> javaOptions = List.of(Files.readString(target.resolve("spark-java-options.txt")).strip().split("\\s+"));
        Path home = sparkHome(sparkClassPath);
        int port = freePort();
        String master = "spark://127.0.0.1:" + port;
        Path masterLog = dir.resolve("master.log");
        Path workerLog = dir.resolve("worker.log");
        cluster.add(start(home, javaOptions, sparkClassPath, masterLog, "org.apache.spark.deploy.master.Master",
                "--host", "127.0.0.1", "--port", String.valueOf(port), "--webui-port", String.valueOf(freePort())));
        awaitLine(masterLog, "I have been elected leader");
        cluster.add(start(home, javaOptions, sparkClassPath, workerLog, "org.apache.spark.deploy.worker.Worker", master,
                "--host", "127.0.0.1", "--cores", "2", "--memory", "1g", "--webui-port", String.valueOf(freePort())));
        awaitLine(workerLog, "Successfully registered with master");

        Path onCluster = dir.resolve("cluster.csv");
        Path alone = dir.resolve("alone.csv");
        String jobClassPath = target.resolve("gamut-spark.jar") + java.io.File.pathSeparator + sparkClassPath;
        assertEquals(0, compare(javaOptions, jobClassPath, onCluster, "--spark", master), "the run on the cluster");
        assertEquals(0, compare(javaOptions, jobClassPath, alone, "--spark", "local[2]"), "the run on one machine");
        assertEquals(Files.readString(alone), Files.readString(onCluster));
        assertTrue(Files.readString(workerLog).contains("Asked to launch executor"), "the worker ran the executors");
        // The closing line names where the games ran: the worker's two cores, not the driver's.
        assertTrue(Files.readString(dir.resolve("cluster.csv.out")).contains(
                " games per minute on Spark, 2 executor cores (" + master + ")\n"), Files.readString(dir.resolve("cluster.csv.out")));
    }

    @Test
    void theEmbeddedClassPathHoldsOneJackson() throws IOException {
        // Avro's older jackson-core beside Spark's databind broke Spark's event log: one version, Spark's.
        List<String> versions = new ArrayList<>();
        for (String entry : Files.readString(Path.of("target", "spark-classpath.txt")).strip().split(java.io.File.pathSeparator)) {
            String name = Path.of(entry).getFileName().toString();
            if (name.matches("jackson-(core|databind|annotations)-.*\\.jar")) {
                versions.add(name.replaceAll("jackson-[a-z]+-(.*)\\.jar", "$1"));
            }
        }
        assertEquals(3, versions.size(), versions.toString());
        assertEquals(1, versions.stream().distinct().count(), versions.toString());
    }

    /** Runs gamut-spark compare as its script does; its output goes to a file beside the CSV. */
    private int compare(List<String> javaOptions, String classPath, Path csv, String... where) throws Exception {
        List<String> command = new ArrayList<>(List.of(java()));
        command.addAll(javaOptions);
        command.addAll(List.of("-cp", classPath, "gamut.spark.Main", "compare", root().resolve(GAME).toString(),
                "--variants", "base,between=forbidden", "-n", "6", "--csv", csv.toString()));
        command.addAll(List.of(where));
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve(csv.getFileName() + ".out").toFile()).start();
        if (!p.waitFor(5, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("compare did not end: " + Files.readString(dir.resolve(csv.getFileName() + ".out")));
        }
        if (p.exitValue() != 0) {
            System.err.println(Files.readString(dir.resolve(csv.getFileName() + ".out")));
        }
        return p.exitValue();
    }

    /**
     * A Spark home for the worker, which starts each executor from its home's jars: a folder of links
     * to the build's Spark jars. The Scala version is said, as a Spark distribution's scripts say it.
     */
    private Path sparkHome(String classPath) throws IOException {
        Path jars = Files.createDirectories(dir.resolve("spark-home/jars"));
        for (String entry : classPath.split(java.io.File.pathSeparator)) {
            Path jar = Path.of(entry);
            Files.createSymbolicLink(jars.resolve(jar.getFileName()), jar.toAbsolutePath());
        }
        return jars.getParent();
    }

    private Process start(Path home, List<String> javaOptions, String classPath, Path log, String main, String... args)
            throws IOException {
        List<String> command = new ArrayList<>(List.of(java()));
        command.addAll(javaOptions);
        command.addAll(List.of("-cp", classPath, main));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("SPARK_HOME", home.toString());
        builder.environment().put("SPARK_SCALA_VERSION", scalaVersion(classPath));
        builder.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        return builder.start();
    }

    /** The Scala version of the build's Spark, from its jar's name (spark-core_2.13-...). */
    private static String scalaVersion(String classPath) {
        for (String entry : classPath.split(java.io.File.pathSeparator)) {
            String name = Path.of(entry).getFileName().toString();
            if (name.startsWith("spark-core_")) {
                return name.substring("spark-core_".length(), name.indexOf('-', "spark-core_".length()));
            }
        }
        throw new AssertionError("no spark-core jar on " + classPath);
    }

    private static void awaitLine(Path log, String text) throws Exception {
        long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (System.nanoTime() < end) {
            if (Files.exists(log) && Files.readString(log).contains(text)) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("'" + text + "' never came: " + (Files.exists(log) ? Files.readString(log) : "no log"));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static Path root() {
        return Path.of(System.getProperty("gamut.root", ".."));
    }
}
