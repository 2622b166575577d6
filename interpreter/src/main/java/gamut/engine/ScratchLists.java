package gamut.engine;

import gamut.core.MoveList;
import java.util.Arrays;

/**
 * Move lists of their own for each level of make under way, so that nested generation clobbers
 * nothing. Counted by nesting, not by the length of the line, they stay few however long a game.
 */
final class ScratchLists {
    private MoveList[] lists = new MoveList[0];

    /** The list of the given kind (0 to 2) for the nesting level. */
    MoveList get(int level, int kind) {
        int index = level * 3 + kind;
        if (index >= lists.length) {
            MoveList[] more = Arrays.copyOf(lists, index * 2 + 3);
            for (int i = lists.length; i < more.length; i++) {
                more[i] = new MoveList();
            }
            lists = more;
        }
        return lists[index];
    }
}
