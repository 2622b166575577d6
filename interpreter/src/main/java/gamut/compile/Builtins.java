package gamut.compile;

import gamut.base.Pos;
import gamut.check.Builtin;
import gamut.check.RuleSet;
import gamut.core.Geometry;
import gamut.rules.CellTest;
import gamut.rules.CodeNodes;
import gamut.rules.Eval;
import gamut.rules.Gen;
import gamut.rules.Tracks;

/**
 * What each builtin means at run time: given its compiled arguments, the {@link Eval} that reads
 * the position, the cursor or the move being generated.
 */
final class Builtins {
    private final RuleSet set;
    private final Tables tables;
    private final Unsupported unsupported;
    /** The builtins compiled so far: a position written out gives the facts that the rules read. */
    private final java.util.EnumSet<Builtin> used = java.util.EnumSet.noneOf(Builtin.class);

    Builtins(RuleSet set, Tables tables, Unsupported unsupported) {
        this.set = set;
        this.tables = tables;
        this.unsupported = unsupported;
    }

    /**
     * The builtin applied to its arguments; {@code k0} is the first argument when it names a
     * direction, piece, player or cell outright (null otherwise).
     */
    Eval of(Builtin b, Eval[] args, Integer k0, Pos pos) {
        Eval a0 = args.length > 0 ? args[0] : null;
        Eval a1 = args.length > 1 ? args[1] : null;
        Eval a2 = args.length > 2 ? args[2] : null;
        used.add(b);
        switch (b) {
            case EMPTY, FRIEND, ENEMY, NEUTRAL, IS, IN, HAS, STACK, HERE, ORIGIN, OFF_BOARD, OVERSHOOT:
                return cursor(b, a0);
            case CAPTURED: return g -> g.chains().captured(g.cursor) ? 1 : 0;
            case VISITED: return g -> g.cursor >= 0 && g.chains().visited(g.cursor) ? 1 : 0;
            case CAN_STEP, LINE_COUNT, DISTANCE, OPPOSITE, ALL_DIRECTIONS, ALL_CELLS:
                return board(b, a0, k0);
            case CONNECTED, COUNT, PIECES, NEUTRALS, RESERVE, EXITED, COUNT_IN, TOTAL_IN, PIECES_IN, FLAGGED, OCCUPIED_IN,
                    BENEATH_IN, OWNER_OF, PIECE_AT:
                return position(b, a0, a1, a2);
            case AHEAD, PLACE, BEHIND:
                return track(b, a0, a1, a2);
            case MOVER, OPPONENT, TURN_NUMBER, DROPPED, FIRST_PLAYER, MIN, MAX:
                return value(b, a0, a1);
            case IN_LINE:
                return LineZones.inLine(set, a0, a1);
            case COMPLETED:
                return LineZones.inLine(set, a0, g -> g.facts.lastCell());
            case IN_A_ROW, ROW_THROUGH, ROW_ALONG, LAST_CELL, CONNECTS, CAN_MOVE, LAST_FROM, ATTACKED, IN_CHECK:
                return goal(b, a0, a1, a2, pos);
            case FILE, RANK, CELL_AT, POINT:
                return GridNames.of(b, set.geometry(), a0, a1);
            case GROUP, GROUP_SIZE, LIBERTIES, BORDERS, TERRITORY:
                return groups(b, a0, a1);
            case PASSES: return g -> g.facts.passes();
            case DICE:
                unsupported.report(pos, "the dice as a value (use 'for die in dice')");
                return g -> 0;
            default: throw new IllegalStateException("builtin without compilation: " + b);
        }
    }

    boolean used(Builtin b) {
        return used.contains(b);
    }

    /** A tally per player, for 'highest': {@code player} says whose. */
    static Eval playerCount(Builtin b, Eval player) {
        switch (b) {
            case EXITED: return g -> g.board.exited[player.eval(g)];
            case COUNT: return g -> g.board.onBoard[player.eval(g)];
            default: throw new IllegalStateException("not a count per player: " + b);
        }
    }

    /** Builtins about the cell under the cursor and the move being generated. */
    private Eval cursor(Builtin b, Eval a0) {
        int players = set.players().size();
        switch (b) {
            case EMPTY: return new CodeNodes.CellIs(CellTest.EMPTY, players);
            case FRIEND: return new CodeNodes.CellIs(CellTest.FRIEND, players);
            // A player other than the mover: not empty, not neutral (index 'players').
            case ENEMY: return new CodeNodes.CellIs(CellTest.ENEMY, players);
            case NEUTRAL: return g -> g.cursor >= 0 && g.board.owner[g.cursor] == players ? 1 : 0;
            case IS: return g -> g.cursor >= 0 && g.board.owner[g.cursor] >= 0
                    && g.board.piece[g.cursor] == a0.eval(g) ? 1 : 0;
            case IN: {
                int[][] masks = tables.zoneMasks();
                return g -> g.cursor >= 0 ? masks[a0.eval(g) * players + g.mover][g.cursor] : 0;
            }
            case HAS: return g -> g.cursor >= 0 && g.board.owner[g.cursor] >= 0
                    && (g.board.flags[g.cursor] & (1 << a0.eval(g))) != 0 ? 1 : 0;
            case STACK: return set.capturesBeneath() ? g -> g.cursor >= 0 ? g.board.columnHeight(g.cursor) : 0
                    : g -> g.cursor >= 0 ? g.board.height[g.cursor] : 0;
            case HERE: return g -> g.cursor;
            case ORIGIN: return g -> g.origin;
            case OFF_BOARD: return g -> g.cursor == Gen.OFF ? 1 : 0;
            case OVERSHOOT: return g -> g.overshoot;
            default: throw new IllegalStateException("builtin without compilation: " + b);
        }
    }

    /** Builtins about the board's geometry: steps, lines, distances, directions, the whole board. */
    private Eval board(Builtin b, Eval a0, Integer k0) {
        Geometry geo = set.geometry();
        int dirs = geo.directions();
        switch (b) {
            case CAN_STEP: {
                int[] next = geo.nextTable();
                return g -> {
                    int d = a0.eval(g);
                    return g.cursor >= 0 && d >= 0 && next[g.cursor * dirs + d] >= 0 ? 1 : 0;
                };
            }
            case LINE_COUNT: {
                int[] lineOf = geo.lineTable();
                if (k0 != null) {
                    int d = k0;
                    return g -> g.cursor < 0 ? 0 : g.board.lineCount[lineOf[g.cursor * dirs + d]];
                }
                return g -> {
                    int d = a0.eval(g);
                    return g.cursor < 0 || d < 0 ? 0 : g.board.lineCount[lineOf[g.cursor * dirs + d]];
                };
            }
            case DISTANCE: {
                int[][] dist = tables.distances();
                if (k0 != null && k0 >= 0) {
                    // To a cell named outright (a ring around the centre, say): one column read by the cursor.
                    int[] to = new int[dist.length];
                    for (int c = 0; c < to.length; c++) {
                        to[c] = dist[c][k0];
                    }
                    return g -> g.cursor >= 0 ? to[g.cursor] : -1;
                }
                return g -> {
                    int to = a0.eval(g);
                    // No cell (last_cell before any move, say) is never reached.
                    return g.cursor >= 0 && to >= 0 ? dist[g.cursor][to] : -1;
                };
            }
            case OPPOSITE: {
                int[] opposite = new int[dirs];
                for (int d = 0; d < dirs; d++) {
                    opposite[d] = geo.opposite(d);
                }
                return g -> {
                    int d = a0.eval(g);
                    return d < 0 ? -1 : opposite[d];
                };
            }
            case ALL_DIRECTIONS: return g -> -1;
            case ALL_CELLS: {
                int zone = tables.allCellsZone();
                return g -> zone;
            }
            default: throw new IllegalStateException("builtin without compilation: " + b);
        }
    }

    /** Builtins that count or find pieces in the position. */
    private Eval position(Builtin b, Eval a0, Eval a1, Eval a2) {
        int players = set.players().size();
        int types = set.pieces().size();
        switch (b) {
            case CONNECTED: return g -> g.board.ask().connected(a0.eval(g)) ? 1 : 0;
            case COUNT: return g -> g.board.onBoard[a0.eval(g)];
            case PIECES: return g -> g.board.onBoardByType[a0.eval(g) * types + a1.eval(g)];
            case NEUTRALS: return g -> g.board.onBoardByType[players * types + a0.eval(g)];
            case RESERVE: return g -> g.board.reserve[a0.eval(g) * types + a1.eval(g)];
            case EXITED: return g -> g.board.exited[a0.eval(g)];
            case COUNT_IN: {
                int[][] lists = tables.zoneLists();
                return g -> {
                    int player = a0.eval(g);
                    int slot = a1.eval(g) * players + player;
                    return g.board.ask().countInCached(slot, player, lists[slot]);
                };
            }
            case TOTAL_IN: {
                int[][] lists = tables.zoneLists();
                return g -> g.board.ask().totalIn(lists[a1.eval(g) * players + a0.eval(g)]);
            }
            case PIECES_IN: {
                int[][] lists = tables.zoneLists();
                return g -> {
                    int player = a0.eval(g);
                    int slot = a2.eval(g) * players + player;
                    return g.board.ask().countInZone(slot, player, a1.eval(g), lists[slot]);
                };
            }
            case FLAGGED: return g -> g.board.ask().flagged(a0.eval(g), a1.eval(g), a2.eval(g));
            case OCCUPIED_IN: {
                int[][] lists = tables.zoneLists();
                return g -> g.board.ask().occupiedIn(a0.eval(g), lists[a1.eval(g) * players + a0.eval(g)]);
            }
            case BENEATH_IN: {
                int[][] lists = tables.zoneLists();
                return g -> g.board.ask().beneathIn(a0.eval(g), lists[a1.eval(g) * players + a0.eval(g)]);
            }
            case OWNER_OF: return g -> {
                int c = a0.eval(g);
                return c >= 0 && g.board.owner[c] != players ? g.board.owner[c] : -1;
            };
            case PIECE_AT: return g -> {
                int c = a0.eval(g);
                return c >= 0 && g.board.owner[c] >= 0 ? g.board.piece[c] : -1;
            };
            default: throw new IllegalStateException("builtin without compilation: " + b);
        }
    }

    /** Builtins about the players' tracks (the first track declared). */
    private Eval track(Builtin b, Eval a0, Eval a1, Eval a2) {
        Tracks t = tables.tracks();
        switch (b) {
            case AHEAD: return g -> {
                int player = a0.eval(g);
                int at = t.count() == 0 ? -1 : t.place(0, player, a1.eval(g));
                int n = a2.eval(g);
                if (at < 0) {
                    return -1;
                }
                int[] cells = t.cells(0, player);
                if (t.loops(0, player)) {
                    return cells[Math.floorMod(at + n, cells.length)];
                }
                return at + n >= 0 && at + n < cells.length ? cells[at + n] : -1;
            };
            case PLACE: return g -> t.count() == 0 ? -1 : t.place(0, a0.eval(g), a1.eval(g));
            case BEHIND: return g -> g.board.ask().behind(t.cells(g.track, g.mover), t.place(g.track, g.mover, g.origin), g.mover);
            default: throw new IllegalStateException("builtin without compilation: " + b);
        }
    }

    /** Builtins about goals: lines of pieces, connections, the last move, whether a player can move. */
    private Eval goal(Builtin b, Eval a0, Eval a1, Eval a2, Pos pos) {
        int players = set.players().size();
        switch (b) {
            case IN_A_ROW: return g -> g.board.ask().inARow(a0.eval(g), a1.eval(g)) ? 1 : 0;
            case ROW_THROUGH: return g -> g.board.ask().rowThrough(a0.eval(g), gamut.board.BoardQueries.EVERY_DIRECTION);
            case ROW_ALONG: return g -> g.board.ask().rowThrough(a0.eval(g), a1.eval(g));
            case LAST_CELL: return g -> g.facts.lastCell();
            case LAST_FROM: return g -> g.facts.lastFrom();
            case ATTACKED:
            case IN_CHECK:
                if (set.dice() != null) {
                    unsupported.report(pos, "'" + b.word() + "' in a game with dice");
                }
                return b == Builtin.ATTACKED ? g -> g.facts.attacked(a0.eval(g), g.mover) ? 1 : 0
                        : g -> g.facts.inCheck(a0.eval(g)) ? 1 : 0;
            case CONNECTS: {
                int[][] lists = tables.zoneLists();
                int[][] masks = tables.zoneMasks();
                return g -> {
                    int p = a0.eval(g);
                    return g.board.ask().connects(p, lists[a1.eval(g) * players + p], masks[a2.eval(g) * players + p]) ? 1 : 0;
                };
            }
            case CAN_MOVE:
                if (set.dice() != null) {
                    // Whether a player could move depends on a roll not made yet.
                    unsupported.report(pos, "'can_move' in a game with dice");
                }
                // The turn that would begin is the next one.
                return g -> g.facts.canMove(a0.eval(g), g.turnNumber + 1) ? 1 : 0;
            default: throw new IllegalStateException("builtin without compilation: " + b);
        }
    }

    /** Builtins about groups of cells, their liberties and the regions of empty cells. */
    private static Eval groups(Builtin b, Eval a0, Eval a1) {
        switch (b) {
            // The group's cells are worked out by the loop or quantifier that goes over them, from the cell.
            case GROUP: return a0;
            case GROUP_SIZE: return g -> g.board.ask().groups().size(a0.eval(g));
            case LIBERTIES: return g -> g.board.ask().groups().liberties(a0.eval(g));
            case BORDERS: return g -> g.board.ask().groups().borders(a0.eval(g), a1.eval(g)) ? 1 : 0;
            case TERRITORY: return g -> g.board.ask().groups().territory(a0.eval(g));
            default: throw new IllegalStateException("builtin without compilation: " + b);
        }
    }

    /** {@code liberties(cell)} counted up to {@code most} only, for a comparison with a number below it. */
    Eval liberties(Eval cell, int most) {
        used.add(Builtin.LIBERTIES);
        return g -> g.board.ask().groups().liberties(cell.eval(g), most);
    }

    /** Builtins about whose turn it is, and plain arithmetic. */
    private Eval value(Builtin b, Eval a0, Eval a1) {
        switch (b) {
            case MOVER: return g -> g.mover;
            case OPPONENT: return g -> g.opponent;
            case TURN_NUMBER: return g -> g.turnNumber;
            case DROPPED: return g -> g.lastDrop ? 1 : 0;
            case FIRST_PLAYER: {
                int first = set.firstPlayer();
                return g -> first;
            }
            case MIN: return g -> Math.min(a0.eval(g), a1.eval(g));
            case MAX: return g -> Math.max(a0.eval(g), a1.eval(g));
            default: throw new IllegalStateException("builtin without compilation: " + b);
        }
    }
}
