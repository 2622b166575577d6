package gamut.cli;

import gamut.core.Engine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * The option {@code --engine} of every command that plays (a mixin): the word is checked here and
 * refused with the reason, and the engine set for the process, whose games the library then
 * compiles for it ({@link Engine#PROPERTY}).
 */
public final class EngineChoice {
    @Option(names = "--engine", paramLabel = "E", converter = Words.class,
            description = "run the moves by the interpreter (the default) or by code generated for the game: interpreted or compiled")
    void engine(Engine engine) {
        System.setProperty(Engine.PROPERTY, engine.word());
    }

    static final class Words implements ITypeConverter<Engine> {
        @Override
        public Engine convert(String value) {
            try {
                return Engine.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
