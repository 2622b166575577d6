package gamut.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The public API shows only public types: no public or protected member of a public class in a
 * package a module exports to everyone names a type of a package no module exports to everyone
 * (the compiled rules, the board, the syntax tree). The members that still do are listed here, each
 * a debt to pay off; a new one fails the test, and so does one paid off, until taken off the list.
 */
class ExportedApiTest {
    private static final Pattern EXPORTS = Pattern.compile("^\\s*exports\\s+([\\w.]+)\\s*;");

    /**
     * Members of the exported packages that name internal types today: none since the library's
     * own parts reach a game's rules and a position's board through {@code gamut.kernel.Kernel}.
     */
    private static final Set<String> KNOWN = Set.of();

    @Test
    void exportedSignaturesNameOnlyExportedTypes() throws ClassNotFoundException {
        Set<String> exported = exportedPackages();
        Set<String> found = new TreeSet<>();
        for (String name : classesOf(exported)) {
            Class<?> c = Class.forName(name, false, ExportedApiTest.class.getClassLoader());
            leaks(c, exported, found);
        }
        assertEquals(new TreeSet<>(KNOWN), found);
    }

    private static void leaks(Class<?> c, Set<String> exported, Set<String> found) {
        if (!Modifier.isPublic(c.getModifiers())) {
            return;
        }
        for (Constructor<?> k : c.getDeclaredConstructors()) {
            if (visible(k.getModifiers()) && !k.isSynthetic()) {
                executable(c.getName(), k, null, exported, found);
            }
        }
        for (Method m : c.getDeclaredMethods()) {
            if (visible(m.getModifiers()) && !m.isSynthetic() && !m.isBridge()) {
                executable(c.getName() + "." + m.getName(), m, m.getGenericReturnType(), exported, found);
            }
        }
        for (Field f : c.getDeclaredFields()) {
            if (visible(f.getModifiers()) && internal(f.getGenericType(), exported)) {
                found.add(c.getName() + "." + f.getName() + " : " + f.getType().getName());
            }
        }
        for (Class<?> inner : c.getDeclaredClasses()) {
            leaks(inner, exported, found);
        }
    }

    private static void executable(String name, Executable e, Type returned, Set<String> exported, Set<String> found) {
        List<String> params = new ArrayList<>();
        boolean leaks = returned != null && internal(returned, exported);
        for (Type t : e.getGenericParameterTypes()) {
            params.add(t.getTypeName());
            leaks |= internal(t, exported);
        }
        if (leaks) {
            found.add(name + "(" + String.join(", ", params) + ")" + (returned == null ? "" : " -> " + returned.getTypeName()));
        }
    }

    private static boolean visible(int modifiers) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
    }

    /** Whether the type, or a type it is made of, belongs to a project package that is not exported to everyone. */
    private static boolean internal(Type t, Set<String> exported) {
        if (t instanceof Class<?> c) {
            while (c.isArray()) {
                c = c.getComponentType();
            }
            String pkg = c.getPackageName();
            return pkg.startsWith("gamut.") && !exported.contains(pkg);
        } else if (t instanceof ParameterizedType p) {
            if (internal(p.getRawType(), exported)) {
                return true;
            }
            for (Type a : p.getActualTypeArguments()) {
                if (internal(a, exported)) {
                    return true;
                }
            }
        } else if (t instanceof GenericArrayType a) {
            return internal(a.getGenericComponentType(), exported);
        } else if (t instanceof WildcardType w) {
            for (Type b : w.getUpperBounds()) {
                if (internal(b, exported)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The packages some module exports to everyone (an export to named modules only is internal to the others). */
    private static Set<String> exportedPackages() {
        Set<String> out = new TreeSet<>();
        for (String module : List.of("grammar", "interpreter", "cli", "ui")) {
            for (String line : lines(StructureTest.root().resolve(module).resolve("src/main/java/module-info.java"))) {
                Matcher m = EXPORTS.matcher(line);
                if (m.find()) {
                    out.add(m.group(1));
                }
            }
        }
        return out;
    }

    /** The top-level classes of the packages, by their source files. */
    private static List<String> classesOf(Set<String> packages) {
        List<String> out = new ArrayList<>();
        for (String module : List.of("grammar", "interpreter", "cli", "ui")) {
            Path src = StructureTest.root().resolve(module).resolve("src/main/java");
            for (String pkg : packages) {
                Path dir = src.resolve(pkg.replace('.', '/'));
                if (!Files.isDirectory(dir)) {
                    continue;
                }
                try (Stream<Path> files = Files.list(dir)) {
                    files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".java") && !f.equals("package-info.java"))
                            .sorted().forEach(f -> out.add(pkg + "." + f.substring(0, f.length() - 5)));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return out;
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
