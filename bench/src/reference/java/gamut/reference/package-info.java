/**
 * Hand-written engines of particular games (Breakthrough, Othello, English draughts, Connect Four,
 * chess, Queen's Guard and Fevga), kept only as yardsticks for Gamut's generic engine: the JMH
 * benchmark {@link gamut.reference.References} measures their random playouts beside Gamut's own
 * ({@code gamut.bench.Playouts}), so that the README can say how far the interpreter of game
 * definitions is from code written for one game.
 *
 * <p>Each engine plays exactly the rules of its {@code games/*.gamut} file (the tests of the bench
 * module compare perft and whole random games, move by move, with Gamut; Fevga's rolls are fed to
 * both). They are written as a competent programmer would in a day: a board in a flat array
 * whose border stops every step (a 10 by 10 mailbox, 10 by 12 for chess's knights, 13 by 13 for
 * Queen's Guard's hexagon), moves as ints in an int array, copy-make for perft, nothing allocated
 * while a game is played; neither tuned (no bitboards, no incremental move lists) nor
 * deliberately slow.
 *
 * <p>The same folder holds an outside judge of one game's players: {@link gamut.reference.GnubgRating}
 * has GNU Backgammon rate every play of Gamut's backgammon game records ({@code bench/gnubg-rate}),
 * a check run by hand, since gnubg is not needed by the build or its tests.
 *
 * <p>They live in {@code bench/src/reference/java}, a source folder of their own, because main code
 * may not name a game: Gamut itself knows games only from their definitions.
 */
package gamut.reference;
