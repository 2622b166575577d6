package gamut.rules;

/**
 * A drops program that is one loop over cells, each round dropping on its own cell if at all: one
 * round standing alone ({@code body}, run with the cursor on its cell) and the cells the loop
 * visits for each player. A random playout draws a round as it draws a piece.
 */
public record LoopRound(Op body, int[][] cells) {}
