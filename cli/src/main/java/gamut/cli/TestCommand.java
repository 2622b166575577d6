package gamut.cli;

import gamut.api.FileTests;
import gamut.base.GamutException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "test", mixinStandardHelpOptions = true,
        description = {"Run the tests written in game definition files.",
                "Each test (test \"name\" { ... }) runs under every variant set it names. Each failure goes to "
                        + "standard error as file:line:col: test \"name\" [under variants]: expected ..., got ..., and "
                        + "for move sets the moves missing and the moves extra. Exit 0 when every test holds, 1 when one "
                        + "fails or a file does not check, 2 when a file cannot be read."})
final class TestCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "1..*", description = "game definition files; - reads one from standard input")
    List<Path> files;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int bad = 0;
        int code = ExitCode.OK;
        int tests = 0;
        int runs = 0;
        Definitions.stdinAtMostOnce("test", files);
        for (Path file : files) {
            String name = Definitions.name(file);
            try {
                FileTests.Report report = FileTests.run(name, Definitions.read(file));
                tests += report.tests();
                runs += report.runs();
                if (report.problems() != null) {
                    bad++;
                    code = Math.max(code, ExitCode.NO);
                    err.println(report.problems());
                    err.println(name + ": does not check; no test run");
                    continue;
                }
                report.failures().forEach(f -> err.println(f.format()));
                err.flush();
                bad += report.passed() ? 0 : 1;
                code = Math.max(code, report.passed() ? ExitCode.OK : ExitCode.NO);
                out.println(name + ": " + (report.passed() ? "ok" : report.failures().size() + " failed") + ", "
                        + plural(report.tests(), "test") + ", " + plural(report.runs(), "run"));
            } catch (GamutException e) {
                bad++;
                code = Math.max(code, ExitCode.of(e));
                err.println(e.getMessage());
            }
            err.flush();
            out.flush();
        }
        if (files.size() > 1) {
            out.println(plural(files.size(), "file") + ", " + plural(tests, "test") + ", " + plural(runs, "run") + ": "
                    + (bad == 0 ? "all hold" : plural(bad, "file") + " with failures"));
        }
        out.flush();
        return code;
    }

    private static String plural(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
