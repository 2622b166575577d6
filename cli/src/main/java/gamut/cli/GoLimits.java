package gamut.cli;

import gamut.engine.EngineMoves.Protocol;

/**
 * What a front end's {@code go} asks of a search: a depth, a time for the move, the players' clocks
 * (time left, increment, moves to the next time control, Japanese byoyomi), or to search until told
 * to stop. The clocks are named by colour: in UCI {@code w} is the first player, in USI {@code b}.
 */
record GoLimits(int depth, long movetime, long[] left, long[] increment, int movesToGo, long byoyomi, boolean infinite) {
    /** The fewest milliseconds a move is given, so that even a player short of time searches a little. */
    static final long FEWEST_MILLIS = 5;
    /** How many moves the time left is shared among when the front end does not say. */
    static final int MOVES_LEFT = 30;

    /** The words after {@code go}; unknown words and numbers that do not read are passed over. */
    static GoLimits parse(String[] words, Protocol protocol) {
        String first = protocol == Protocol.UCI ? "w" : "b";
        String second = protocol == Protocol.UCI ? "b" : "w";
        int depth = 0;
        long movetime = 0;
        long[] left = {-1, -1};
        long[] increment = {0, 0};
        int movesToGo = 0;
        long byoyomi = 0;
        boolean infinite = false;
        for (int i = 1; i < words.length; i++) {
            String w = words[i];
            if (w.equals("infinite")) {
                infinite = true;
                continue;
            }
            long n = i + 1 < words.length ? number(words[i + 1]) : -1;
            if (n < 0) {
                continue;
            }
            switch (w) {
                case "depth" -> depth = (int) Math.min(Integer.MAX_VALUE, n);
                case "movetime" -> movetime = n;
                case "movestogo" -> movesToGo = (int) Math.min(Integer.MAX_VALUE, n);
                case "byoyomi" -> byoyomi = n;
                default -> {
                    int side = w.startsWith(first) ? 0 : w.startsWith(second) ? 1 : -1;
                    if (side >= 0 && w.endsWith("time")) {
                        left[side] = n;
                    } else if (side >= 0 && w.endsWith("inc")) {
                        increment[side] = n;
                    } else {
                        continue;
                    }
                }
            }
            i++;
        }
        return new GoLimits(depth, movetime, left, increment, movesToGo, byoyomi, infinite);
    }

    private static long number(String word) {
        try {
            return Math.max(0, Long.parseLong(word));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /**
     * The milliseconds the player {@code side} may think, 0 for no limit of time: the move's time
     * when given, else a share of its clock (the time left over the moves to go, or over
     * {@link #MOVES_LEFT}, and most of the increment and of the byoyomi), never more than half the
     * time left besides the byoyomi, and at least {@link #FEWEST_MILLIS}.
     */
    long millis(int side) {
        if (infinite) {
            return 0;
        }
        if (movetime > 0) {
            return movetime;
        }
        long clock = side < 2 ? left[side] : -1;
        if (clock < 0 && byoyomi == 0) {
            return 0;
        }
        clock = Math.max(clock, 0);
        long inc = side < 2 ? increment[side] : 0;
        long share = clock / (movesToGo > 0 ? movesToGo + 1 : MOVES_LEFT) + inc * 3 / 4 + byoyomi * 9 / 10;
        long most = clock / 2 + byoyomi * 9 / 10;
        return Math.max(FEWEST_MILLIS, Math.min(share, most));
    }

    /** Whether the front end set any limit: otherwise the player searches as its spec says. */
    boolean limited() {
        return infinite || depth > 0 || millis(0) > 0 || millis(1) > 0;
    }
}
