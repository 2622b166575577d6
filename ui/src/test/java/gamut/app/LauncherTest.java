package gamut.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher at the project's root, run through a link from another folder as a user who put it on
 * the PATH would: it finds the project behind the link, shows the build module by module, and runs
 * the JDK that JAVA_HOME names. Maven and Java are stand-ins that print what they were asked, so
 * that no real build runs; the times in the output are masked, being the clock's.
 */
class LauncherTest {
    private static final String JIT = "-XX:MaxInlineLevel=30 -XX:FreqInlineSize=1000 -XX:InlineSmallCode=8000";

    @TempDir
    Path dir;
    private Path project;
    private Path tools;

    /** What the launcher printed and its exit code. */
    private record Run(int code, String out, String err) {}

    @BeforeEach
    void copyOfTheProject() throws IOException {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "the launcher is a bash script");
        project = Files.createDirectories(dir.resolve("project")).toRealPath();
        Files.copy(root().resolve("gamut"), project.resolve("gamut"));
        Files.writeString(project.resolve("pom.xml"), "<project/>\n");
        for (String module : List.of("grammar", "interpreter", "cli", "ui")) {
            Path source = Files.createDirectories(project.resolve(module)).resolve("Source.java");
            Files.writeString(source, "class Source {}\n");
            Files.setLastModifiedTime(source, FileTime.fromMillis(System.currentTimeMillis() - 3_600_000));
        }
        Files.setLastModifiedTime(project.resolve("pom.xml"), FileTime.fromMillis(System.currentTimeMillis() - 3_600_000));
        tools = Files.createDirectories(dir.resolve("tools"));
        Files.createDirectories(tools.resolve("jdk/bin"));
        script(tools.resolve("jdk/bin/java"), "echo \"java $*\"");
        Files.createDirectories(dir.resolve("bin"));
        Files.createSymbolicLink(dir.resolve("bin/gamut"), Path.of("../project/gamut"));
        Files.createDirectories(dir.resolve("elsewhere"));
    }

    /** The java command line the launcher runs (the fake java echoes it): the JIT options, where games/ is, the jar. */
    private String java(String args) {
        return "java " + JIT + " -Dgamut.games=" + project.resolve("games") + " -jar " + project.resolve("ui/target/gamut.jar")
                + " " + args + "\n";
    }

    @Test
    void throughALinkItBuildsModuleByModuleThenRunsJavaHomesJava() throws Exception {
        mavenThatBuilds(0);
        Run first = gamut("--version");
        assertEquals(0, first.code(), first.err());
        assertEquals(java("--version"), first.out());
        assertEquals("""
                gamut: building Gamut for the first time; Maven downloads its plugins and libraries first, so this \
                takes a few minutes...
                gamut:   [1/5] parent (M:SS)
                gamut:   [2/5] grammar (M:SS)
                gamut:   downloading the plugins and libraries Maven lacks (M:SS)
                gamut:   [3/5] interpreter (M:SS)
                gamut:   [4/5] cli (M:SS)
                gamut:   [5/5] ui (M:SS)
                gamut: built in M:SS
                """, first.err());
        assertEquals("-B -f " + project.resolve("pom.xml") + " -DskipTests -pl ui -am package\n",
                Files.readString(tools.resolve("maven-args")));

        Run again = gamut("check", "x.gamut");
        assertEquals(new Run(0, java("check x.gamut"), ""),
                again, "built already: nothing to build");

        // The jar made a minute ago, a source changed since: on any file system's clock the source is newer.
        Files.setLastModifiedTime(project.resolve("ui/target/gamut.jar"), FileTime.fromMillis(System.currentTimeMillis() - 60_000));
        Files.writeString(project.resolve("cli/Source.java"), "class Source { }\n");
        Run changed = gamut("--version");
        assertEquals("gamut: the sources changed since the last build; building again (under a minute)...",
                changed.err().lines().findFirst().orElse(""));
    }

    @Test
    void withMavensPluginsAtHandTheFirstBuildIsSaidToBeShorter() throws Exception {
        mavenThatBuilds(0);
        Files.createDirectories(dir.resolve("home/.m2/repository/org/apache/maven/plugins/maven-compiler-plugin"));
        Run first = gamut("--version");
        assertEquals("gamut: building Gamut for the first time; this takes a minute or two...",
                first.err().lines().findFirst().orElse(""));
    }

    @Test
    void aFailedBuildSaysWhereItsLogIsAndExitsTwo() throws Exception {
        mavenThatBuilds(1);
        Run failed = gamut("--version");
        assertEquals(2, failed.code());
        assertEquals("", failed.out());
        String[] lines = failed.err().split("\n");
        assertEquals("[ERROR] COMPILATION ERROR : Source.java:[1,1] class, interface, enum, or record expected",
                lines[lines.length - 2]);
        assertEquals(true, lines[lines.length - 1].startsWith("gamut: the build failed after M:SS (full log: "),
                lines[lines.length - 1]);
    }

    @Test
    void aJavaHomeWithoutJavaIsSaidInOneLine() throws Exception {
        mavenThatBuilds(0);
        Run run = gamut(Map.of("JAVA_HOME", dir.resolve("nowhere").toString()), "--version");
        assertEquals(new Run(2, "", "gamut: JAVA_HOME is " + dir.resolve("nowhere")
                + ", which has no bin/java; point it at a JDK 17 or unset it\n"), run);
    }

    /** A stand-in for mvn that prints what Maven prints as it reaches each module, then makes the jar (or fails). */
    private void mavenThatBuilds(int exitCode) throws IOException {
        script(tools.resolve("mvn"), String.join("\n",
                "echo \"$*\" > '" + tools.resolve("maven-args") + "'",
                "root=$(dirname \"$3\")",
                "echo '[INFO] Scanning for projects...'",
                "i=1",
                "for m in parent grammar interpreter cli ui; do",
                "  echo \"[INFO] ------------------------< gamut:gamut-$m >------------------------\"",
                "  echo \"[INFO] Building Gamut $m 0.1.0-SNAPSHOT                              [$i/5]\"",
                "  if [ $m = grammar ]; then",
                "    echo '[INFO] Downloading from central: https://repo.maven.apache.org/maven2/a.pom'",
                "    echo '[INFO] Downloading from central: https://repo.maven.apache.org/maven2/b.pom'",
                "  fi",
                exitCode == 0 ? "  i=$((i+1))"
                        : "  echo '[ERROR] COMPILATION ERROR : Source.java:[1,1] class, interface, enum, or record expected'; exit 1",
                "done",
                "mkdir -p \"$root/ui/target\" && echo jar > \"$root/ui/target/gamut.jar\""));
    }

    private Run gamut(String... args) throws Exception {
        return gamut(Map.of("JAVA_HOME", tools.resolve("jdk").toString()), args);
    }

    private Run gamut(Map<String, String> env, String... args) throws Exception {
        // The link by its path: a process is started from this JVM's PATH, not the one it is given.
        List<String> command = new java.util.ArrayList<>(List.of(dir.resolve("bin/gamut").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.resolve("elsewhere").toFile());
        builder.environment().put("PATH", dir.resolve("bin") + ":" + tools + ":/usr/bin:/bin");
        builder.environment().remove("GAMUT_JAVA_OPTS");
        builder.environment().put("HOME", dir.resolve("home").toString()); // Maven's repository: empty unless a test fills it
        builder.environment().putAll(env);
        builder.redirectOutput(dir.resolve("out").toFile()).redirectError(dir.resolve("err").toFile());
        int code = builder.start().waitFor();
        String err = Files.readString(dir.resolve("err"), StandardCharsets.UTF_8).replaceAll("\\d+:\\d\\d", "M:SS");
        return new Run(code, Files.readString(dir.resolve("out"), StandardCharsets.UTF_8), err);
    }

    private static void script(Path file, String body) throws IOException {
        Files.writeString(file, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** The project root: the surefire property, or the folder above this module. */
    private static Path root() {
        String property = System.getProperty("gamut.root");
        return property != null ? Path.of(property) : Path.of("..");
    }
}
