package gamut.cli;

import gamut.ai.NetworkFile;
import gamut.ai.WeightsFile;
import gamut.api.Gamut;
import gamut.base.Diagnostic;
import gamut.base.GamutException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Check game definition files: syntax, names, types and every variant.",
                "Problems go to standard error as file:line:col: error: message (or warning:), with the line and a "
                        + "caret. A file's evaluation weights and networks beside it (FILE.weights, FILE.net, see gamut train) are checked too. Exit 0 "
                        + "when every file is sound (warnings allowed), 1 when one has errors, 2 when one cannot be read."})
final class CheckCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "1..*", description = "game definition files; - reads one from standard input")
    List<Path> files;

    @Option(names = "--lint", description = {"also warn about rules likely not meant: definitions never used,",
            "variants that change nothing, conditions that never hold, a set-up that is not symmetric,",
            "a game that may never end"})
    boolean lint;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        int code = ExitCode.OK;
        Definitions.stdinAtMostOnce("check", files);
        for (Path file : files) {
            String name = Definitions.name(file);
            try {
                Gamut.Report checked = Gamut.check(name, Definitions.read(file), lint);
                if (checked.diagnostics().isEmpty()) {
                    spec.commandLine().getOut().println(name + ": ok");
                    code = Math.max(code, weights(file));
                } else if (checked.ok()) {
                    // Warnings only: shown, counted, and the file is still sound.
                    spec.commandLine().getErr().println(checked.format());
                    spec.commandLine().getErr().flush();
                    spec.commandLine().getOut().println(name + ": ok, " + Diagnostic.tally(checked.diagnostics()));
                    code = Math.max(code, weights(file));
                } else {
                    code = Math.max(code, ExitCode.NO);
                    spec.commandLine().getErr().println(checked.format());
                    spec.commandLine().getErr().println(name + ": " + Diagnostic.tally(checked.diagnostics()));
                }
            } catch (GamutException e) {
                code = Math.max(code, ExitCode.of(e));
                spec.commandLine().getErr().println(e.getMessage());
            }
        }
        spec.commandLine().getOut().flush();
        spec.commandLine().getErr().flush();
        return code;
    }

    /** The evaluation weights beside a sound definition, checked like it: ok, or the first mistake and exit 1. */
    private int weights(Path file) {
        if (Definitions.isStdin(file)) {
            return ExitCode.OK;
        }
        try {
            Path checked = WeightsFile.check(file);
            if (checked != null) {
                spec.commandLine().getOut().println(checked + ": ok");
            }
            for (Path network : NetworkFile.check(file)) {
                spec.commandLine().getOut().println(network + ": ok");
            }
            return ExitCode.OK;
        } catch (GamutException e) {
            spec.commandLine().getErr().println(e.getMessage());
            return ExitCode.NO;
        }
    }
}
