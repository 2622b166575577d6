package gamut.rules;

/** A compiled move program: its piece type, whether it drops from the reserve, and its body. */
public record Program(int piece, String group, boolean drop, Op body, int localSlots) {}
