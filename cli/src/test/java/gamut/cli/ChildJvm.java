package gamut.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The gamut command (this module's commands, the viewer's play aside) run as a user runs it, in a JVM
 * of its own (the java of this one, its classes and libraries): for what only a process shows, such
 * as a heap of a given size or a run killed.
 */
final class ChildJvm {
    private ChildJvm() {}

    /** A process of {@code gamut ARGS} in {@code dir}, with the JVM options given (a heap's size, say). */
    static ProcessBuilder gamut(Path dir, List<String> jvmOptions, String... args) {
        return java(dir, jvmOptions, GamutCommand.class.getName(), args);
    }

    /** A process of a class's main (of the project's or the tests') in {@code dir}, with the JVM options given. */
    static ProcessBuilder java(Path dir, List<String> jvmOptions, String mainClass, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Djava.awt.headless=true");
        command.add("-XX:TieredStopAtLevel=1"); // short runs: the quick compiler alone starts sooner
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(classPath());
        command.add(mainClass);
        command.addAll(List.of(args));
        return new ProcessBuilder(command).directory(dir.toFile());
    }

    /** Runs it to its end: the exit code, standard output and standard error. */
    static Cli.Result run(ProcessBuilder process) throws IOException, InterruptedException {
        Path out = File.createTempFile("gamut-out", ".txt").toPath();
        Path err = File.createTempFile("gamut-err", ".txt").toPath();
        try {
            Process p = process.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            int code = p.waitFor();
            return new Cli.Result(code, Files.readString(out), Files.readString(err));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /** This JVM's classes and libraries, from the module path and the class path, as one class path. */
    static String classPath() {
        Set<String> parts = new LinkedHashSet<>();
        for (String property : List.of("jdk.module.path", "java.class.path")) {
            String value = System.getProperty(property);
            if (value != null && !value.isEmpty()) {
                parts.addAll(List.of(value.split(File.pathSeparator)));
            }
        }
        return String.join(File.pathSeparator, parts);
    }
}
