package gamut.check;

/** The types of the rule language's values; every value is an int at run time. */
public enum Type {
    INT("a number"),
    BOOL("a condition"),
    DIRECTION("a direction"),
    DIRECTIONS("a set of directions"),
    CELL("a cell"),
    ZONE("a zone"),
    /** The cells of a group, worked out where a loop or a quantifier goes over them: its value is the cell asked about. */
    GROUP("a group of cells"),
    PLAYER("a player"),
    PIECE("a piece type"),
    FLAG("a flag"),
    DICE("the dice");

    private final String description;

    Type(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }
}
