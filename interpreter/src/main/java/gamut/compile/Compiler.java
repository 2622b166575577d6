package gamut.compile;

import gamut.ast.Expr;
import gamut.ast.Item;
import gamut.ast.Outcome;
import gamut.ast.Stmt;
import gamut.ast.TurnPlan;
import gamut.base.Diagnostic;
import gamut.check.Builtin;
import gamut.check.Keywords.DiceOpening;
import gamut.check.Keywords.DiceUsage;
import gamut.check.Keywords.FallbackTiming;
import gamut.check.Keywords.ForbidTiming;
import gamut.check.Keywords.PlayerRole;
import gamut.check.Keywords;
import gamut.check.RuleSet;
import gamut.check.VariantResolver;
import gamut.core.Engine;
import gamut.core.Looks;
import gamut.core.Move;
import gamut.rules.DiceRules;
import gamut.rules.EndRule;
import gamut.rules.Eval;
import gamut.rules.Op;
import gamut.rules.Program;
import gamut.rules.LoopRound;
import gamut.rules.Roots;
import gamut.rules.Rules;
import gamut.rules.RulesBuilder;
import gamut.rules.Zones;
import gamut.rules.TurnRule;
import gamut.rules.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Compiles a checked rule set into run-time rules: names become integer ids, constant directions
 * become direct lookups in the step table, and every expression a small tree of {@link Eval} nodes.
 * The checker has already reported every naming and typing mistake, so here only constructs the
 * engine cannot run yet are reported. This class assembles the rules; {@link Statements},
 * {@link Expressions} and {@link Builtins} compile the code, {@link Tables} holds the board's tables.
 */
public final class Compiler {
    private final RuleSet set;
    private final Unsupported unsupported = new Unsupported();
    private final Scopes scopes = new Scopes();
    private final Tables tables;
    private final Expressions expressions;
    private final Statements statements;
    private final Sites sites;
    /** The site of each fallback, in the rule set's order. */
    private int[] fallbackSites;

    private final List<Program> programs = new ArrayList<>();
    private final List<Op> afters = new ArrayList<>();
    private boolean[][] afterApplies;
    private boolean[] priority;
    private final List<TurnRule> plans = new ArrayList<>();
    private final List<Eval> forbidEachMove = new ArrayList<>();
    private DiceRules dice;
    private final List<EndRule> ends = new ArrayList<>();
    private boolean keepsScore;
    private Verdict repetitionOutcome;
    private Verdict limitOutcome;
    /** 'limit N plies since C': C as an end rule's condition, its outcome, and N. */
    private EndRule quietLimit;
    private int quietPlies;
    private Verdict noMovesOutcome;

    private Compiler(RuleSet set) {
        this.set = set;
        this.tables = new Tables(set);
        this.expressions = new Expressions(set, scopes, tables, unsupported);
        this.sites = new Sites(set);
        this.statements = new Statements(set, scopes, expressions, tables, unsupported, sites);
    }

    public record Result(Rules rules, List<Diagnostic> diagnostics) {}

    /**
     * Where the rules come from, which the rule set does not know: {@code source}, the name the
     * definition was read under ({@link Rules#source}, null for none); {@code looks}, what becomes of
     * the rule set's looks (the loader makes image paths absolute from the definition's folder).
     */
    public record Origin(String source, UnaryOperator<Looks> looks, Engine engine) {
        /** No name, and the looks as the rule set gives them. */
        public static final Origin NONE = new Origin(null, UnaryOperator.identity());

        /** Rules run by the interpreter. */
        public Origin(String source, UnaryOperator<Looks> looks) {
            this(source, looks, null);
        }
    }

    /** Compiles the checked rules; {@code catalog} lists every variant of the file, for the game's information. */
    public static Result compile(RuleSet set, List<VariantResolver.Entry> catalog) {
        return compile(set, catalog, Origin.NONE);
    }

    /** The same, for rules that come from {@code origin}. */
    public static Result compile(RuleSet set, List<VariantResolver.Entry> catalog, Origin origin) {
        Compiler c = new Compiler(set);
        Rules rules = c.build(catalog, origin);
        return new Result(c.unsupported.none() ? rules : null, c.unsupported.diagnostics());
    }

    private Rules build(List<VariantResolver.Entry> catalog, Origin origin) {
        code = new ProgramRoots(origin.engine() == null ? Engine.INTERPRETED : origin.engine());
        programs();
        afters();
        priority();
        if (set.programs().size() > Move.MAX_PROGRAMS) {
            unsupported.report(set.programs().get(Move.MAX_PROGRAMS).pos(), "more than " + Move.MAX_PROGRAMS + " move programs");
        }
        fallbackSites = new int[set.fallbacks().size()];
        for (int f = 0; f < fallbackSites.length; f++) {
            RuleSet.Fallback fallback = set.fallbacks().get(f);
            fallbackSites[f] = sites.fallback(fallback.pos(), programsOf(List.of(fallback.other())));
        }
        for (Item.Turn t : set.turns()) {
            scopes.reset();
            plans.add(plan(t));
        }
        dice();
        ends();
        passAndRepetition();
        return rules(catalog, origin);
    }

    /** The rules from the parts compiled; the only place they are put together. */
    private Rules rules(List<VariantResolver.Entry> catalog, Origin origin) {
        Item.Repetition rep = set.repetition();
        Item.Limit limit = set.limit();
        // A position's text gives the last move and the turn's number when the rules read them; the
        // computer's hints, compiled after, read the move they try, not a part of the position.
        boolean lastMove = expressions.uses(Builtin.LAST_CELL) || expressions.uses(Builtin.LAST_FROM);
        boolean turnNumber = expressions.uses(Builtin.TURN_NUMBER);
        Eval[] avoids = avoids();
        return new RulesBuilder()
                .game(GameFacts.info(set, catalog), GameFacts.setup(set), set.geometry())
                .programs(programs, scopes.maxSlots())
                .ends(ends, keepsScore)
                .repetition(rep == null ? 0 : rep.times(), repetitionOutcome)
                .limit(limit == null ? 0 : limit.plies(), limit != null && limit.turns(), limitOutcome)
                .noMoves(noMovesOutcome)
                .afters(afters, afterApplies)
                .priority(priority)
                .plans(plans)
                .tracksAndDice(tables.tracks(), dice)
                .turnChecks(forbidEachMove.toArray(Eval[]::new), expressions.turnStart())
                .zones(new Zones(set.zoneNames(), set.players().size(), tables.zoneLists()))
                .sites(sites.build())
                .keepMostCaptures(set.keep() == Keywords.KeepMeasure.CAPTURES)
                .passAndRepetition(set.passAllowed(), set.repetitionForbidden())
                .royals(set.royals().stream().mapToInt(Integer::intValue).toArray())
                .quietLimit(quietLimit, quietPlies)
                .hand(set.hand(), set.handToOwner(), set.capturesBeneath())
                .cube(set.cube())
                .letterFormats(set.letterFormats())
                .notation(set.notation())
                .looks(origin.looks().apply(set.looks()))
                .computer(set.computer(), avoids)
                .source(origin.source())
                .codeReport(code.report())
                .reads(lastMove, turnNumber, expressions.uses(Builtin.LINE_COUNT))
                .rowGoal(GameFacts.rowGoal(set.ends()))
                .inPlace(InPlace.of(set, afterApplies))
                .exitsAndNeutrals(statements.exits(), statements.places()
                        || set.setup().stream().anyMatch(p -> p.owner() == set.players().size()))
                .build();
    }

    /**
     * Conditions and after programs behind a root class of their own ({@link Roots}), at most: each
     * is a class the JVM keeps, which a game of hundreds of thousands of end rules would pay for in
     * memory and time; the rest run as they are (they run the same, only without that help).
     */
    private static final int ROOTS = 1_000;
    private int roots;
    /** How move programs become code: generated or trees behind roots, and what became of each. */
    private ProgramRoots code;

    /** A condition read on its own (an end rule, a turn plan's test), behind a root of its own ({@link Roots}). */
    private Eval condition(Expr e) {
        Eval value = expressions.expr(e);
        return roots++ < ROOTS ? Roots.of(value) : value;
    }

    private void programs() {
        MoveReach reach = new MoveReach(set, statements, tables);
        for (RuleSet.MoveProgram p : set.programs()) {
            scopes.reset();
            Op body = statements.program(p.body(), false);
            int most = new MoveBound(statements::loopRounds).of(p.body());
            // A track that passes a cell twice makes the moves of 'advance' record the pass they end on.
            boolean recording = Recording.in(p.body(), tables.tracks().passesTwice());
            if (!recording) {
                // A plain move is told apart by its target alone: one per cell, and one per way off the board.
                most = Math.min(most, set.geometry().cells() + Move.KINDS);
            }
            int slots = scopes.maxSlots();
            RayRounds.Parts parts = recording ? null : rayParts(p);
            RayPrograms.Rounds rays = parts == null ? null : RayPrograms.of(statements, scopes, parts, set.players().size(), code);
            boolean takes = !DropLanding.onEmptyOnly(p.body());
            programs.add(new Program(p.piece(), p.groups(), p.drop(), code.root(body), slots, p.chosenByOpponent(),
                    p.opponents(), p.neutrals(), takes, most, recording ? null : rounds(p),
                    rays == null ? null : rays.ops(), rays == null ? null : rays.entries(),
                    OriginFlag.of(p.body(), set.flags()), takes && !p.drop() ? reach.of(p.body()) : null));
            sites.program(p.pos(), set.pieces().get(p.piece()));
        }
    }

    /** The program's parts when its rounds along one direction each may stand alone ({@link RayRounds}); else null. */
    private RayRounds.Parts rayParts(RuleSet.MoveProgram p) {
        if (p.drop() || !set.geometry().raysApart()) {
            return null;
        }
        return RayRounds.of(p.body(), f -> statements.loopDirections(f) != null);
    }

    /** The program's loop as rounds standing alone, when it is a drops program that allows it ({@link LoopRounds}); else null. */
    private LoopRound rounds(RuleSet.MoveProgram p) {
        Stmt.For loop = p.drop() ? LoopRounds.of(p.body()) : null;
        int[][] cells = loop == null ? null : statements.loopCells(loop);
        if (cells == null) {
            return null;
        }
        scopes.reset();
        return new LoopRound(Roots.of(statements.loopRound(loop)), cells);
    }

    /** The 'after' programs, and for each which move programs it follows. */
    private void afters() {
        afterApplies = new boolean[set.afters().size()][set.programs().size()];
        for (int a = 0; a < set.afters().size(); a++) {
            RuleSet.AfterProgram after = set.afters().get(a);
            scopes.reset();
            sites.after(after.pos());
            Op program = statements.program(after.body(), true);
            afters.add(roots++ < ROOTS ? Roots.of(program) : program);
            sites.afterDone();
            for (int p = 0; p < set.programs().size(); p++) {
                afterApplies[a][p] = after.groups().isEmpty()
                        || set.programs().get(p).groups().stream().anyMatch(after.groups()::contains);
            }
        }
    }

    private void priority() {
        priority = new boolean[set.programs().size()];
        for (int p = 0; p < priority.length; p++) {
            priority[p] = set.programs().get(p).groups().stream().anyMatch(set.priorityGroups()::contains);
        }
    }

    private TurnRule plan(Item.Turn t) {
        Eval when = t.when() == null ? g -> 1 : condition(t.when());
        List<String> groups = t.plan().groups().stream().map(n -> n.text()).toList();
        TurnRule.Kind kind = t.plan() instanceof TurnPlan.OneOf ? TurnRule.Kind.ONE_OF
                : t.plan() instanceof TurnPlan.AllOf ? TurnRule.Kind.ALL_OF
                : ((TurnPlan.EachOf) t.plan()).anyOrder() ? TurnRule.Kind.EACH_ANY_ORDER
                : TurnRule.Kind.EACH_IN_ORDER;
        if (kind == TurnRule.Kind.ONE_OF || kind == TurnRule.Kind.ALL_OF) {
            // One part made of all the groups.
            sites.turn(t.pos(), new int[][] {fallbackSitesOf(groups)});
            return new TurnRule(t.name().text(), when, kind, new int[][] {programsOf(groups)},
                    new int[][] {fallbackOf(groups)}, new boolean[] {wholeTurn(groups)},
                    new String[] {String.join(", ", groups)});
        }
        int[][] parts = new int[groups.size()][];
        int[][] fallbacks = new int[groups.size()][];
        int[][] fallbackSitesOf = new int[groups.size()][];
        boolean[] whole = new boolean[groups.size()];
        for (int i = 0; i < groups.size(); i++) {
            parts[i] = programsOf(List.of(groups.get(i)));
            fallbacks[i] = fallbackOf(List.of(groups.get(i)));
            fallbackSitesOf[i] = fallbackSitesOf(List.of(groups.get(i)));
            whole[i] = wholeTurn(List.of(groups.get(i)));
        }
        sites.turn(t.pos(), fallbackSitesOf);
        return new TurnRule(t.name().text(), when, kind, parts, fallbacks, whole, groups.toArray(String[]::new));
    }

    /** The indices of the programs that belong to any of the groups. */
    private int[] programsOf(List<String> groups) {
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < set.programs().size(); p++) {
            if (set.programs().get(p).groups().stream().anyMatch(groups::contains)) {
                out.add(p);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private boolean wholeTurn(List<String> groups) {
        for (RuleSet.Fallback f : set.fallbacks()) {
            if (groups.contains(f.group()) && f.timing() == FallbackTiming.WHOLE_TURN) {
                return true;
            }
        }
        return false;
    }

    /** The sites of the fallbacks that may stand in for the groups. */
    private int[] fallbackSitesOf(List<String> groups) {
        List<Integer> out = new ArrayList<>();
        for (int f = 0; f < set.fallbacks().size(); f++) {
            if (groups.contains(set.fallbacks().get(f).group())) {
                out.add(fallbackSites[f]);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The programs that stand in for the groups when they have no move. */
    private int[] fallbackOf(List<String> groups) {
        List<String> others = new ArrayList<>();
        for (RuleSet.Fallback f : set.fallbacks()) {
            if (groups.contains(f.group())) {
                others.add(f.other());
            }
        }
        return programsOf(others);
    }

    /** The conditions of the 'computer avoids' lines. */
    private Eval[] avoids() {
        List<Eval> avoids = new ArrayList<>();
        for (Item.Avoid a : set.avoids()) {
            scopes.reset();
            avoids.add(condition(a.condition()));
        }
        return avoids.toArray(Eval[]::new);
    }

    /** The dice, with the rules judged over a whole turn's play ('forbid ... at turn_end', 'prefer'). */
    private void dice() {
        List<Eval> forbidTurnEnd = new ArrayList<>();
        for (RuleSet.Forbid f : set.forbids()) {
            scopes.reset();
            (f.timing() == ForbidTiming.EACH_MOVE ? forbidEachMove : forbidTurnEnd).add(condition(f.condition()));
            sites.forbid(f.pos(), f.timing() == ForbidTiming.EACH_MOVE);
        }
        List<Eval> preferred = new ArrayList<>();
        for (Item.Prefer p : set.prefers()) {
            scopes.reset();
            preferred.add(condition(p.condition()));
            sites.prefer(p.pos());
        }
        if (set.dice() != null) {
            RuleSet.Dice d = set.dice();
            if (d.faces() > Move.MAX_DIE || d.count() > 5) {
                unsupported.report(d.pos(), "more than 5 dice or dice of more than " + Move.MAX_DIE + " faces");
            }
            DiceRules.Usage[] usage = d.mustPlay().stream().map(Compiler::usage).toArray(DiceRules.Usage[]::new);
            dice = new DiceRules(d.count(), d.faces(), d.doublesPlay() == 0 ? d.count() : d.doublesPlay(),
                    usage, opening(d.opening()), forbidTurnEnd.toArray(Eval[]::new),
                    preferred.toArray(Eval[]::new));
        } else if (!forbidTurnEnd.isEmpty() || !preferred.isEmpty()) {
            unsupported.report((forbidTurnEnd.isEmpty() ? set.prefers().get(0).pos() : set.forbids().get(0).pos()),
                    "'forbid ... at turn_end' and 'prefer' rules without dice");
        }
    }

    private static DiceRules.Usage usage(DiceUsage usage) {
        return switch (usage) {
            case MOST_DICE -> DiceRules.Usage.MOST_DICE;
            case LARGER_DIE -> DiceRules.Usage.LARGER_DIE;
            case MAX_DISTANCE -> DiceRules.Usage.MAX_DISTANCE;
        };
    }

    private static DiceRules.Opening opening(DiceOpening opening) {
        if (opening == null) {
            return DiceRules.Opening.NONE;
        }
        return switch (opening) {
            case SINGLE_DICE -> DiceRules.Opening.SINGLE_DICE;
            case REROLL -> DiceRules.Opening.REROLL;
        };
    }

    private void ends() {
        for (Item.End e : set.ends()) {
            Verdict outcome = outcome(e.outcome());
            keepsScore |= outcome.keepsScore();
            ends.add(new EndRule(e.name().text(), condition(e.condition()), outcome));
            sites.end(e.pos());
        }
        Item.Repetition rep = set.repetition();
        Item.Limit limit = set.limit();
        Item.NoMoves noMoves = set.noMoves();
        repetitionOutcome = rep == null ? null : outcome(rep.outcome());
        limitOutcome = limit == null ? null : outcome(limit.outcome());
        Item.Limit quiet = set.quietLimit();
        if (quiet != null) {
            Verdict outcome = outcome(quiet.outcome());
            keepsScore |= outcome.keepsScore();
            quietLimit = new EndRule("limit", condition(quiet.since()), outcome);
            quietPlies = quiet.plies();
            sites.quietLimit(quiet.pos());
        }
        endSites(rep, limit, noMoves);
        noMovesOutcome = noMoves == null || noMoves.outcome() == null ? null : outcome(noMoves.outcome());
        // A puzzle is often scored only where it ends without being solved ('no_moves => solo loses by
        // count(solo)'): for a lone player that score is the result's, so it is shown as an end rule's is.
        for (Verdict v : new Verdict[] {repetitionOutcome, limitOutcome, noMovesOutcome}) {
            keepsScore |= set.players().size() == 1 && v != null && v.keepsScore();
        }
    }

    /** 'pass allowed' and 'repetition forbidden' are judged by turns of one decision each, not by a roll's plays. */
    private void passAndRepetition() {
        if (set.dice() == null) {
            return;
        }
        if (set.repetitionForbidden()) {
            unsupported.report(set.forbiddenRepetition().pos(), "'repetition forbidden' in a game with dice");
        }
        if (set.passAllowed()) {
            unsupported.report(set.pass().pos(), "'pass allowed' in a game with dice");
        }
    }

    private void endSites(Item.Repetition rep, Item.Limit limit, Item.NoMoves noMoves) {
        if (rep != null) {
            sites.repetition(rep.pos(), false);
        } else if (set.repetitionForbidden()) {
            sites.repetition(set.forbiddenRepetition().pos(), true);
        }
        if (limit != null) {
            sites.limit(limit.pos());
        }
        if (noMoves != null) {
            sites.noMoves(noMoves.pos(), noMoves.outcome() == null, "no_moves");
        } else if (set.passAllowed()) {
            sites.noMoves(set.pass().pos(), true, "pass allowed");
        }
    }

    private Verdict outcome(Outcome o) {
        if (o instanceof Outcome.Draw) {
            return new Verdict(Verdict.Kind.DRAW, 0, null, null, false);
        }
        if (o instanceof Outcome.Highest h && h.tally() instanceof Expr.Call c) {
            // The tally's player is the first local, which the verdict sets for each player in turn.
            scopes.reset();
            int saved = scopes.open();
            scopes.declare(Builtin.TALLY_PLAYER);
            Eval tally = expressions.expr(c.args().get(0));
            scopes.close(saved);
            return new Verdict(Verdict.Kind.HIGHEST, 0, null, tally, h.byMargin(), set.compensation(), Double.NaN);
        }
        if (o instanceof Outcome.Highest h) {
            Builtin b = Builtin.find(((Expr.NameRef) h.tally()).name());
            return new Verdict(Verdict.Kind.HIGHEST, 0, null, Builtins.playerCount(b, g -> g.locals[0]), h.byMargin(),
                    set.compensation(), Double.NaN);
        }
        if (o instanceof Outcome.Finishes f) {
            return new Verdict(Verdict.Kind.FINISHES, player(f.player().text()), null, null, false);
        }
        Outcome.PlayerResult r = (Outcome.PlayerResult) o;
        return new Verdict(r.wins() ? Verdict.Kind.WINS : Verdict.Kind.LOSES, player(r.player().text()),
                r.score() == null ? null : expressions.expr(r.score()), null, false, null,
                r.points() == null ? Double.NaN : r.points());
    }

    /** The player an outcome names: an index, or {@link Verdict#MOVER} or {@link Verdict#OPPONENT}. */
    private int player(String who) {
        PlayerRole role = Keywords.find(PlayerRole.class, who);
        int first = set.firstPlayer();
        int player = role == null ? set.playerIndex(who) : switch (role) {
            case MOVER -> Verdict.MOVER;
            case OPPONENT -> Verdict.OPPONENT;
            case FIRST_PLAYER -> first;
            case SECOND_PLAYER -> (first + 1) % set.players().size();
        };
        return player;
    }
}
