package gamut.rules;

/** A compiled end rule: when {@code condition} holds after a move, the game ends with {@code outcome}. */
public record EndRule(String name, Eval condition, Verdict outcome) {}
