/**
 * The Gamut library: checks, compiles and plays any game definition. Consumers see only its API:
 * {@code gamut.api} (load and check a definition, game records), {@code gamut.engine} (a game and its
 * states: legal moves, make and unmake, notation, results), {@code gamut.core} (the board's geometry,
 * the move encoding, results and game information), {@code gamut.ai} (computer players),
 * {@code gamut.compare} (variant comparisons), {@code gamut.tournament} (players rated against
 * each other) and {@code gamut.records} (played games in SGF and PGN as well as Gamut's own record). The checker, the compiler, the compiled rules and the board they run on stay inside.
 */
module gamut.interpreter {
    requires transitive gamut.grammar;
    requires org.apache.commons.lang3;
    requires org.objectweb.asm;

    exports gamut.api;
    exports gamut.engine;
    exports gamut.core;
    exports gamut.ai;
    exports gamut.compare;
    exports gamut.tournament;
    exports gamut.records;
}
