package gamut.check;

import gamut.ast.Item;
import gamut.ast.Name;
import gamut.ast.Outcome;
import gamut.base.Diagnostic;
import gamut.base.Limits;
import gamut.check.Keywords.DiceOpening;
import gamut.check.Keywords.DiceUsage;
import gamut.check.Keywords.FallbackTiming;
import gamut.check.Keywords.ForbidTiming;
import gamut.check.Keywords.LimitUnit;
import gamut.check.Keywords.PlayerRole;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks how the game is played and how it ends, once its declarations are known: move and
 * 'after' programs, macros, priorities, fallbacks, turn plans, dice, 'forbid' and 'prefer' rules,
 * end rules, repetition, the limit and what happens without a move. Each check fills in its part
 * of the rule set.
 */
final class PlayChecker {
    private static final List<String> DICE_RULES = Keywords.words(DiceUsage.class);
    private static final List<String> OPENINGS = Keywords.words(DiceOpening.class);

    private final List<Item> items;
    private final List<String> players;
    private final List<String> pieces;
    private final ProgramChecker programs;
    private final Refs refs;
    private final RuleSetBuilder parts;
    /** The move groups declared so far. */
    private final Set<String> groups = new LinkedHashSet<>();
    private final List<RuleSet.MoveProgram> moves = new ArrayList<>();
    private final List<RuleSet.AfterProgram> afters = new ArrayList<>();
    private final List<String> priority = new ArrayList<>();
    private final List<Item.Turn> turns = new ArrayList<>();
    private final List<RuleSet.Fallback> fallbacks = new ArrayList<>();
    private final List<RuleSet.Forbid> forbids = new ArrayList<>();
    private final List<Item.Prefer> prefers = new ArrayList<>();
    private final List<Item.Avoid> avoids = new ArrayList<>();
    private final List<Item.End> ends = new ArrayList<>();
    /** For each statement macro, the move and after programs it was expanded into. */
    private final java.util.Map<String, Set<gamut.base.Pos>> macroUsers = new java.util.LinkedHashMap<>();

    /**
     * {@code declared}: the rule set so far, with the declarations the programs refer to; {@code budget}:
     * what expanding the programs' macros may still make.
     */
    PlayChecker(RuleSet declared, List<Item> items, List<Diagnostic> diagnostics, RuleSetBuilder parts,
                Expansion budget) {
        this.items = items;
        this.players = declared.players();
        this.pieces = declared.pieces();
        this.programs = new ProgramChecker(declared, items, diagnostics, budget);
        this.refs = new Refs(diagnostics);
        this.parts = parts;
    }

    void check() {
        for (Item item : items) {
            checkInOrder(item);
        }
        for (Item item : items) {
            checkOnceGroupsKnown(item);
        }
        checkRepetition();
        checkCompensation();
        checkLimit();
        checkNoMoves();
        checkKeep();
        checkCube();
        parts.programs(moves).afters(afters).priorityGroups(priority).turns(turns).fallbacks(fallbacks)
                .dice(dice(Checker.first(items, Item.Dice.class))).forbids(forbids).prefers(prefers).avoids(avoids).ends(ends);
    }

    /** The first pass, in the order the items are written. */
    private void checkInOrder(Item item) {
        if (item instanceof Item.Moves m) {
            checkMoves(m);
        } else if (item instanceof Item.After a) {
            afters.add(new RuleSet.AfterProgram(a.pos(), a.groups().stream().map(Name::text).toList(),
                    programs.checkProgram(a.body(), ProgramChecker.Kind.AFTER)));
            usedBy(a.pos());
        } else if (item instanceof Item.Forbid f) {
            checkForbid(f);
        } else if (item instanceof Item.Prefer p) {
            programs.checkCondition(p.condition());
            prefers.add(p);
        } else if (item instanceof Item.Avoid a) {
            programs.checkCondition(a.condition());
            avoids.add(a);
        } else if (item instanceof Item.Fallback f) {
            FallbackTiming timing = f.timing() == null ? FallbackTiming.EACH_PART
                    : Keywords.find(FallbackTiming.class, f.timing().text());
            fallbacks.add(new RuleSet.Fallback(f.pos(), f.group().text(), f.other().text(), timing));
        } else if (item instanceof Item.End e) {
            programs.checkCondition(e.condition());
            checkOutcome(e.outcome());
            ends.add(e);
        } else if (item instanceof Item.Define d) {
            programs.checkDefine(d);
        } else if (item instanceof Item.Priority p) {
            p.groups().forEach(g -> priority.add(g.text()));
        } else if (item instanceof Item.Turn t) {
            turns.add(t);
        }
    }

    /** The second pass: what refers to move groups, which may be declared further down, and the dice. */
    private void checkOnceGroupsKnown(Item item) {
        if (item instanceof Item.Priority p) {
            for (Name g : p.groups()) {
                groupRef(g);
            }
        } else if (item instanceof Item.Turn t) {
            checkTurn(t);
        } else if (item instanceof Item.Fallback f) {
            checkFallback(f);
        } else if (item instanceof Item.After a) {
            a.groups().forEach(this::groupRef);
        } else if (item instanceof Item.Dice d) {
            checkDice(d);
        }
    }

    private void checkMoves(Item.Moves m) {
        int piece = refs.piece(m.piece(), pieces);
        m.groups().forEach(g -> groups.add(g.text()));
        boolean byOpponent = false;
        if (m.chooser() != null) {
            String who = m.chooser().text();
            PlayerRole role = Keywords.find(PlayerRole.class, who);
            if (role != PlayerRole.MOVER && role != PlayerRole.OPPONENT) {
                refs.error(m.chooser().pos(), "moves are chosen by mover or opponent, not '" + who + "'"
                        + Suggest.didYouMean(who, List.of(Keywords.word(PlayerRole.MOVER), Keywords.word(PlayerRole.OPPONENT))));
            }
            byOpponent = role == PlayerRole.OPPONENT;
            lone(m.chooser().pos(), LonePlayer.moves(players, role, "chosen by"));
        }
        boolean opponents = false;
        boolean neutrals = m.whose() != null && m.whose().text().equals(Builtin.NEUTRAL.word());
        if (m.whose() != null && !neutrals) {
            PlayerRole role = Keywords.find(PlayerRole.class, m.whose().text());
            if (role != PlayerRole.MOVER && role != PlayerRole.OPPONENT) {
                List<String> whose = List.of(Keywords.word(PlayerRole.MOVER), Keywords.word(PlayerRole.OPPONENT), Builtin.NEUTRAL.word());
                refs.error(m.whose().pos(), "moves are made with the pieces of mover, opponent or neutral, not '"
                        + m.whose().text() + "'" + Suggest.didYouMean(m.whose().text(), whose));
            }
            opponents = role == PlayerRole.OPPONENT;
            lone(m.whose().pos(), LonePlayer.moves(players, role, "of"));
        }
        moves.add(new RuleSet.MoveProgram(m.pos(), piece, m.groups().stream().map(Name::text).toList(),
                m.drop(), programs.checkProgram(m.body(), m.drop() ? ProgramChecker.Kind.DROPS : ProgramChecker.Kind.MOVES),
                byOpponent, opponents, neutrals));
        usedBy(m.pos());
    }

    /** Notes the macros the program just checked expanded as used by the item at {@code pos}. */
    private void usedBy(gamut.base.Pos pos) {
        for (String macro : programs.expander.used()) {
            macroUsers.computeIfAbsent(macro, k -> new LinkedHashSet<>()).add(pos);
        }
    }

    /** For each statement macro, the move and after programs it was expanded into. */
    java.util.Map<String, Set<gamut.base.Pos>> macroUsers() {
        return macroUsers;
    }

    private void checkForbid(Item.Forbid f) {
        ForbidTiming timing = Keywords.find(ForbidTiming.class, f.timing().text());
        if (timing == null) {
            refs.error(f.timing().pos(), "a 'forbid' rule is judged at turn_end or each_move, not '" + f.timing().text() + "'"
                    + Suggest.didYouMean(f.timing().text(), Keywords.words(ForbidTiming.class)));
        }
        programs.checkCondition(f.condition());
        forbids.add(new RuleSet.Forbid(f.pos(), timing, f.condition()));
    }

    private void checkTurn(Item.Turn t) {
        if (t.plan() == null) {
            return;
        }
        t.plan().groups().forEach(this::groupRef);
        if (t.plan().groups().size() > Limits.TURN_PARTS) {
            refs.error(t.plan().pos(), "a turn has at most " + String.format(java.util.Locale.ROOT, "%,d", Limits.TURN_PARTS)
                    + " parts, not " + String.format(java.util.Locale.ROOT, "%,d", t.plan().groups().size()));
        }
        if (t.when() != null) {
            programs.checkCondition(t.when());
        }
    }

    private void checkFallback(Item.Fallback f) {
        groupRef(f.group());
        groupRef(f.other());
        if (f.timing() != null && Keywords.find(FallbackTiming.class, f.timing().text()) == null) {
            refs.error(f.timing().pos(), "a fallback is judged at each_part or whole_turn, not '" + f.timing().text() + "'"
                    + Suggest.didYouMean(f.timing().text(), Keywords.words(FallbackTiming.class)));
        }
    }

    private void checkDice(Item.Dice d) {
        if (d.count() < 1 || d.count() > 10 || d.faces() < 2) {
            refs.error(d.pos(), "dice are 1 to 10 dice of at least 2 faces, not " + d.count() + " of " + d.faces());
        }
        for (Name rule : d.mustPlay()) {
            if (Keywords.find(DiceUsage.class, rule.text()) == null) {
                refs.error(rule.pos(), "unknown dice rule '" + rule.text() + "'" + Suggest.didYouMean(rule.text(), DICE_RULES)
                        + "; the rules are " + String.join(", ", DICE_RULES));
            }
        }
        if (d.opening() != null && Keywords.find(DiceOpening.class, d.opening().text()) == null) {
            refs.error(d.opening().pos(), "unknown opening '" + d.opening().text() + "'" + Suggest.didYouMean(d.opening().text(), OPENINGS)
                    + "; the openings are " + String.join(", ", OPENINGS));
        }
    }

    /** The dice with their words read (an unknown one left out: it is reported). */
    private static RuleSet.Dice dice(Item.Dice d) {
        if (d == null) {
            return null;
        }
        List<DiceUsage> usage = new ArrayList<>();
        for (Name rule : d.mustPlay()) {
            DiceUsage u = Keywords.find(DiceUsage.class, rule.text());
            if (u != null) {
                usage.add(u);
            }
        }
        DiceOpening opening = d.opening() == null ? null : Keywords.find(DiceOpening.class, d.opening().text());
        return new RuleSet.Dice(d.pos(), d.count(), d.faces(), d.doublesPlay(), usage, opening);
    }

    private void checkRepetition() {
        Item.Repetition repetition = Checker.first(items, Item.Repetition.class);
        boolean forbidden = repetition != null && repetition.rule() != null;
        if (forbidden && !repetition.rule().text().equals(FORBIDDEN)) {
            refs.error(repetition.rule().pos(), "'repetition' is followed by a count ('repetition 3 => draw'), 'none' or '"
                    + FORBIDDEN + "', not '" + repetition.rule().text() + "'");
        }
        Item.Pass pass = Checker.first(items, Item.Pass.class);
        if (pass != null && (pass.word() == null || !pass.word().text().equals(ALLOWED))) {
            refs.error(pass.word() == null ? pass.pos() : pass.word().pos(), "'pass' is followed by '" + ALLOWED
                    + "' ('pass allowed': a player may always pass)"
                    + (pass.word() == null ? "" : ", not '" + pass.word().text() + "'"));
        }
        Item.NoMoves blocked = Checker.first(items, Item.NoMoves.class);
        if (pass != null && blocked != null && blocked.outcome() != null) {
            refs.error(blocked.pos(), "'no_moves => ...' never applies with 'pass allowed': a player who may pass always"
                    + " has a move");
        }
        parts.passAndRepetition(pass, forbidden ? repetition : null);
        if (repetition != null && repetition.times() != 0) {
            if (repetition.times() < 2) {
                refs.error(repetition.pos(), "a repetition rule counts at least 2 occurrences, not " + repetition.times());
            }
            checkOutcome(repetition.outcome());
            endsOnly(repetition.outcome(), "a repetition");
        }
        parts.repetition(repetition != null && repetition.times() == 0 ? null : repetition);
    }

    /** Points added to a player's tally in 'highest': to a player, not too many, and with a 'highest' to add to. */
    private void checkCompensation() {
        double[] points = null;
        for (Item item : items) {
            if (item instanceof Item.Compensation c) {
                int player = refs.player(c.player(), players);
                if (c.points() > Limits.COMPENSATION) {
                    refs.error(c.pos(), "a compensation is at most " + Limits.COMPENSATION + " points, not "
                            + gamut.core.Result.points(c.points()));
                }
                if (player >= 0) {
                    points = points == null ? new double[players.size()] : points;
                    points[player] = c.points();
                }
                if (ends.stream().noneMatch(e -> e.outcome() instanceof Outcome.Highest)) {
                    refs.error(c.pos(), "'compensation' adds to a player's tally in 'highest ... wins', and no end rule"
                            + " has one");
                }
            }
        }
        parts.compensation(points);
    }

    private static final String FORBIDDEN = "forbidden";
    private static final String ALLOWED = "allowed";

    private void checkLimit() {
        Item.Limit limit = null;
        for (Item item : items) {
            if (item instanceof Item.Limit l && l.since() != null) {
                // Counted from the last move after which the condition held (the fifty-move rule).
                programs.checkCondition(l.since());
                check(l);
                parts.quietLimit(l);
            } else if (item instanceof Item.Limit l && limit == null) {
                limit = l;
            }
        }
        if (limit != null) {
            check(limit);
        }
        parts.limit(limit);
    }

    private void check(Item.Limit limit) {
        if (limit.unit() != null && Keywords.find(LimitUnit.class, limit.unit().text()) == null) {
            refs.error(limit.unit().pos(), "a limit counts plies or turns, not '" + limit.unit().text() + "'"
                    + Suggest.didYouMean(limit.unit().text(), Keywords.words(LimitUnit.class)));
        } else if (limit.since() != null && limit.turns()) {
            refs.error(limit.unit().pos(), "a limit since a condition counts plies, not turns");
        }
        if (limit.plies() < 1) {
            refs.error(limit.pos(), "a move limit needs at least 1 ply");
        }
        checkOutcome(limit.outcome());
        endsOnly(limit.outcome(), "a limit");
    }

    private void checkNoMoves() {
        Item.NoMoves noMoves = Checker.first(items, Item.NoMoves.class);
        if (noMoves != null && noMoves.outcome() != null) {
            checkOutcome(noMoves.outcome());
            endsOnly(noMoves.outcome(), "'no_moves'");
        }
        parts.noMoves(noMoves);
    }

    private void checkKeep() {
        Item.Keep keep = Checker.first(items, Item.Keep.class);
        Keywords.KeepMeasure measure = null;
        if (keep != null) {
            measure = Keywords.find(Keywords.KeepMeasure.class, keep.measure().text());
            if (measure == null) {
                refs.error(keep.measure().pos(), "'keep most' measures moves by "
                        + String.join(", ", Keywords.words(Keywords.KeepMeasure.class)) + ", not '" + keep.measure().text() + "'");
            }
        }
        parts.keep(measure).cellLoops(programs.cellLoops()).resolved(programs.resolved());
        Item.Royal royal = Checker.first(items, Item.Royal.class);
        if (royal != null) {
            java.util.LinkedHashSet<Integer> types = new java.util.LinkedHashSet<>();
            for (Name n : royal.pieces()) {
                int piece = refs.piece(n, pieces);
                if (piece >= 0 && !types.add(piece)) {
                    refs.error(n.pos(), "'" + n.text() + "' is named twice as royal");
                }
            }
            parts.royals(List.copyOf(types));
        }
    }

    /**
     * The doubling cube: offered before a roll, by one player to the other, and it doubles what a
     * win is worth, so it needs dice, two players and end rules that score ('wins by').
     */
    private void checkCube() {
        Item.Cube cube = Checker.first(items, Item.Cube.class);
        if (cube == null) {
            parts.cube(0);
            return;
        }
        int max = cube.max() == null ? DEFAULT_CUBE : cube.max();
        if (Checker.first(items, Item.Dice.class) == null) {
            refs.error(cube.pos(), "'doubling cube' needs dice: the cube is offered before a roll");
        } else if (players.size() != 2) {
            refs.error(cube.pos(), "'doubling cube' is for two players, not " + players.size());
        } else if (ends.stream().noneMatch(e -> e.outcome() instanceof Outcome.PlayerResult r && (r.score() != null || r.points() != null)
                || e.outcome() instanceof Outcome.Highest h && h.byMargin())) {
            refs.error(cube.pos(), "'doubling cube' doubles what a win is worth: give the end rules their points"
                    + " ('mover wins by 2')");
        } else if (max < 2 || max > Limits.CUBE_VALUE || Integer.bitCount(max) != 1) {
            refs.error(cube.pos(), String.format(java.util.Locale.ROOT,
                    "the cube's highest value is a power of two from 2 to %,d, not %d", Limits.CUBE_VALUE, max));
        }
        parts.cube(max);
    }

    /** The highest value of the cube when the file names none: the highest face of the usual cube. */
    private static final int DEFAULT_CUBE = 64;

    private void checkOutcome(Outcome outcome) {
        if (outcome instanceof Outcome.PlayerResult r) {
            if (Keywords.find(PlayerRole.class, r.player().text()) == null) {
                refs.player(r.player(), players);
            }
            lone(r.player().pos(), LonePlayer.outcome(players, r.player().text(), r.wins()));
            if (r.score() != null) {
                programs.checkInt(r.score());
            }
        } else if (outcome instanceof Outcome.Highest h) {
            programs.checkTally(h.tally());
        } else if (outcome instanceof Outcome.Finishes f) {
            if (Keywords.find(PlayerRole.class, f.player().text()) == null) {
                refs.player(f.player(), players);
            }
            if (players.size() == 1) {
                refs.error(f.pos(), "a game of one player has no places to finish in: write 'mover wins'");
            }
        }
    }

    /** A player finishes by an end rule; the game's other ends decide among the players left. */
    private void endsOnly(Outcome outcome, String what) {
        if (outcome instanceof Outcome.Finishes f) {
            refs.error(f.pos(), "a player finishes by an end rule ('end arrived: CONDITION => mover finishes'), not by "
                    + what + ", which ends the game: write 'draw' or who wins");
        }
    }

    /** Reports why a game of one player cannot name another player there, if it cannot. */
    private void lone(gamut.base.Pos pos, String refusal) {
        if (refusal != null) {
            refs.error(pos, refusal);
        }
    }

    private void groupRef(Name name) {
        if (!groups.contains(name.text())) {
            refs.error(name.pos(), "no moves are declared 'as " + name.text() + "'" + refs.suggest(name.text(), groups));
        }
    }
}
