package gamut.ai;

import gamut.base.GamutException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine program under way, spoken to a line at a time: lines sent to its standard input, its
 * standard output read on a thread of its own into a queue, so that a reader can wait for a line
 * with a time limit and look now and then whether it was told to stop. The program is ended when
 * this is closed, or when the JVM exits before that.
 */
final class EngineProcess implements AutoCloseable {
    /** Put in the queue once the program's output has ended. */
    private static final String END = new String("<end>");

    private final Process process;
    private final String name;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Thread hook;
    private boolean ended;

    private EngineProcess(Process process, String name) {
        this.process = process;
        this.name = name;
        this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread pump = new Thread(this::pump, "engine " + name);
        pump.setDaemon(true);
        pump.start();
        // A program left running would outlive Gamut when a run is cut short (Ctrl-C) before close.
        this.hook = new Thread(process::destroyForcibly);
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Starts the program; its error output is dropped, since the protocol is on standard output. */
    static EngineProcess start(Path program, String name) {
        try {
            Process p = new ProcessBuilder(program.toString()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            return new EngineProcess(p, name);
        } catch (IOException e) {
            throw new GamutException(name + ": cannot start " + program + ": " + e.getMessage());
        }
    }

    private void pump() {
        try (BufferedReader out = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                lines.add(line.strip());
            }
        } catch (IOException e) {
            // The stream closed under the reader: the program has gone, as at the end of its output.
        }
        lines.add(END);
    }

    /**
     * Sends one line. A program that has gone cannot take it: that is not said here but where its
     * answer is awaited, which then finds the end of its output, so that its end is said one way.
     */
    void send(String line) {
        try {
            in.write(line + "\n");
            in.flush();
        } catch (IOException e) {
            // Said by the next read, as above.
        }
    }

    /** The next line within {@code millis}, or null when none came in time. */
    String next(long millis) {
        if (ended) {
            throw ended("");
        }
        String line;
        try {
            line = lines.poll(Math.max(0, millis), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GamutException(name + ": interrupted while waiting for the engine");
        }
        if (line == END) {
            ended = true;
            throw ended("");
        }
        return line;
    }

    /**
     * Waits at most {@code millis} for a line that is {@code word} or begins with it and a space,
     * handing the lines before it to {@code seen}; refused with {@code missing} when none comes,
     * and with the word awaited when the program stops first.
     */
    String await(String word, long millis, java.util.function.Consumer<String> seen, String missing) {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        while (true) {
            String line;
            try {
                line = next((deadline - System.nanoTime()) / 1_000_000L);
            } catch (GamutException e) {
                if (!ended) {
                    throw e;
                }
                throw ended("before it answered '" + word + "'");
            }
            if (line == null) {
                throw new GamutException(name + ": " + missing);
            }
            if (line.equals(word) || line.startsWith(word + " ")) {
                return line;
            }
            seen.accept(line);
        }
    }

    /** The program stopped: said with its exit code when it has one yet. */
    private GamutException ended(String when) {
        String code = "";
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                code = " (exit code " + process.exitValue() + ")";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return new GamutException(name + ": the engine stopped" + code + (when.isEmpty() ? "" : " " + when));
    }

    /** Asks the program to quit, and ends it if it has not within a second. */
    @Override
    public void close() {
        try {
            if (process.isAlive()) {
                in.write("quit\n");
                in.flush();
            }
            in.close();
        } catch (IOException e) {
            // Gone already: nothing to ask.
        }
        try {
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(1, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // The JVM is shutting down and runs the hook itself.
        }
    }
}
