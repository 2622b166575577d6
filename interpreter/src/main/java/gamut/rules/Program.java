package gamut.rules;

/** A compiled move program: its piece type, whether it drops from the reserve, and its body. */
public record Program(int piece, java.util.List<String> groups, boolean drop, Op body, int localSlots,
                      boolean chosenByOpponent, boolean opponents) {}
