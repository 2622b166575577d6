package gamut.check;

import gamut.ast.Item;
import gamut.check.RuleSet.AfterProgram;
import gamut.check.RuleSet.Attributes;
import gamut.check.RuleSet.Dice;
import gamut.check.RuleSet.Fallback;
import gamut.check.RuleSet.Forbid;
import gamut.check.RuleSet.ImageFile;
import gamut.check.RuleSet.MoveProgram;
import gamut.check.RuleSet.Placed;
import gamut.check.RuleSet.Scramble;
import gamut.check.RuleSet.TrackCells;
import gamut.check.RuleSet.ZoneCells;
import gamut.core.Geometry;
import java.util.List;

/**
 * Collects the parts of a rule set by name, as the checker works them out; a list not given is
 * empty, anything else null (or 0).
 */
final class RuleSetBuilder {
    private String title;
    private String description;
    private String source;
    private List<String> variants = List.of();
    private List<String> players = List.of();
    private int firstPlayer;
    private Geometry geometry;
    private List<String> pieces = List.of();
    private List<String> letters = List.of();
    private Attributes attributes = Attributes.NONE;
    private List<String> flags = List.of();
    private List<String> relativeNames = List.of();
    private int[][][] relativeDirections;
    private List<String> zoneNames = List.of();
    private List<ZoneCells> zones = List.of();
    private List<Placed> setup = List.of();
    private int[][] reserve;
    private Scramble scramble;
    private int[] hand;
    private boolean handToOwner;
    private boolean capturesBeneath;
    private int cube;
    private List<MoveProgram> programs = List.of();
    private List<AfterProgram> afters = List.of();
    private List<String> priorityGroups = List.of();
    private List<Item.Turn> turns = List.of();
    private List<Fallback> fallbacks = List.of();
    private List<TrackCells> tracks = List.of();
    private Dice dice;
    private List<Forbid> forbids = List.of();
    private List<Item.Prefer> prefers = List.of();
    private List<Item.Avoid> avoids = List.of();
    private List<Item.End> ends = List.of();
    private Item.Repetition repetition;
    private Item.Limit limit;
    private Item.Limit quietLimit;
    private Item.NoMoves noMoves;
    private Item.Pass pass;
    private Item.Repetition forbiddenRepetition;
    private double[] compensation;
    private Keywords.KeepMeasure keep;
    private List<Integer> royals = List.of();
    private java.util.Set<gamut.ast.Stmt.For> cellLoops = java.util.Set.of();
    private ResolvedNames resolved = new ResolvedNames();
    private List<gamut.core.LetterFormat> letterFormats = List.of();
    private gamut.core.MoveNotation notation;
    private gamut.core.Looks looks = gamut.core.Looks.NONE;
    private List<ImageFile> images = List.of();
    private gamut.core.ComputerLevels computer = gamut.core.ComputerLevels.DEFAULT;
    private ItemSources sources = ItemSources.NONE;

    RuleSetBuilder title(String title) {
        this.title = title;
        return this;
    }

    RuleSetBuilder description(String description) {
        this.description = description;
        return this;
    }

    RuleSetBuilder source(String source) {
        this.source = source;
        return this;
    }

    RuleSetBuilder variants(List<String> variants) {
        this.variants = variants;
        return this;
    }

    RuleSetBuilder players(List<String> players) {
        this.players = players;
        return this;
    }

    RuleSetBuilder firstPlayer(int firstPlayer) {
        this.firstPlayer = firstPlayer;
        return this;
    }

    RuleSetBuilder geometry(Geometry geometry) {
        this.geometry = geometry;
        return this;
    }

    RuleSetBuilder pieces(List<String> pieces) {
        this.pieces = pieces;
        return this;
    }

    RuleSetBuilder letters(List<String> letters) {
        this.letters = letters;
        return this;
    }

    RuleSetBuilder attributes(Attributes attributes) {
        this.attributes = attributes;
        return this;
    }

    RuleSetBuilder flags(List<String> flags) {
        this.flags = flags;
        return this;
    }

    RuleSetBuilder relativeNames(List<String> relativeNames) {
        this.relativeNames = relativeNames;
        return this;
    }

    RuleSetBuilder relativeDirections(int[][][] relativeDirections) {
        this.relativeDirections = relativeDirections;
        return this;
    }

    RuleSetBuilder zoneNames(List<String> zoneNames) {
        this.zoneNames = zoneNames;
        return this;
    }

    RuleSetBuilder zones(List<ZoneCells> zones) {
        this.zones = zones;
        return this;
    }

    RuleSetBuilder setup(List<Placed> setup) {
        this.setup = setup;
        return this;
    }

    RuleSetBuilder reserve(int[][] reserve) {
        this.reserve = reserve;
        return this;
    }

    RuleSetBuilder scramble(Scramble scramble) {
        this.scramble = scramble;
        return this;
    }

    /** With 'captures go to hand': for each type, the type its captured pieces join the captor's reserve as. */
    RuleSetBuilder hand(int[] hand, boolean toOwner, boolean beneath) {
        this.hand = hand;
        this.handToOwner = toOwner;
        this.capturesBeneath = beneath;
        return this;
    }

    RuleSetBuilder programs(List<MoveProgram> programs) {
        this.programs = programs;
        return this;
    }

    RuleSetBuilder afters(List<AfterProgram> afters) {
        this.afters = afters;
        return this;
    }

    RuleSetBuilder priorityGroups(List<String> priorityGroups) {
        this.priorityGroups = priorityGroups;
        return this;
    }

    RuleSetBuilder turns(List<Item.Turn> turns) {
        this.turns = turns;
        return this;
    }

    RuleSetBuilder fallbacks(List<Fallback> fallbacks) {
        this.fallbacks = fallbacks;
        return this;
    }

    RuleSetBuilder tracks(List<TrackCells> tracks) {
        this.tracks = tracks;
        return this;
    }

    /** The doubling cube's highest value, 0 without a cube. */
    RuleSetBuilder cube(int max) {
        this.cube = max;
        return this;
    }

    RuleSetBuilder dice(Dice dice) {
        this.dice = dice;
        return this;
    }

    RuleSetBuilder forbids(List<Forbid> forbids) {
        this.forbids = forbids;
        return this;
    }

    RuleSetBuilder prefers(List<Item.Prefer> prefers) {
        this.prefers = prefers;
        return this;
    }

    RuleSetBuilder avoids(List<Item.Avoid> avoids) {
        this.avoids = avoids;
        return this;
    }

    RuleSetBuilder ends(List<Item.End> ends) {
        this.ends = ends;
        return this;
    }

    RuleSetBuilder repetition(Item.Repetition repetition) {
        this.repetition = repetition;
        return this;
    }

    RuleSetBuilder quietLimit(Item.Limit quietLimit) {
        this.quietLimit = quietLimit;
        return this;
    }

    RuleSetBuilder limit(Item.Limit limit) {
        this.limit = limit;
        return this;
    }

    RuleSetBuilder noMoves(Item.NoMoves noMoves) {
        this.noMoves = noMoves;
        return this;
    }

    /** 'pass allowed' and 'repetition forbidden', or null. */
    RuleSetBuilder passAndRepetition(Item.Pass pass, Item.Repetition forbiddenRepetition) {
        this.pass = pass;
        this.forbiddenRepetition = forbiddenRepetition;
        return this;
    }

    /** The points 'compensation' adds to each player's tally in 'highest', or null for none. */
    RuleSetBuilder compensation(double[] compensation) {
        this.compensation = compensation;
        return this;
    }

    RuleSetBuilder keep(Keywords.KeepMeasure keep) {
        this.keep = keep;
        return this;
    }

    RuleSetBuilder royals(List<Integer> royals) {
        this.royals = royals;
        return this;
    }

    /** Which loops go over cells (by identity: the programs' loops as expanded). */
    RuleSetBuilder cellLoops(java.util.Set<gamut.ast.Stmt.For> cellLoops) {
        this.cellLoops = cellLoops;
        return this;
    }

    /** What each name of the programs and conditions stands for (by node, as expanded). */
    RuleSetBuilder resolved(ResolvedNames resolved) {
        this.resolved = resolved;
        return this;
    }

    RuleSetBuilder letterFormats(List<gamut.core.LetterFormat> letterFormats) {
        this.letterFormats = letterFormats;
        return this;
    }

    RuleSetBuilder notation(gamut.core.MoveNotation notation) {
        this.notation = notation;
        return this;
    }

    RuleSetBuilder looks(gamut.core.Looks looks, List<ImageFile> images) {
        this.looks = looks;
        this.images = images;
        return this;
    }

    RuleSetBuilder computer(gamut.core.ComputerLevels computer) {
        this.computer = computer;
        return this;
    }

    RuleSetBuilder sources(ItemSources sources) {
        this.sources = sources;
        return this;
    }

    RuleSet build() {
        return new RuleSet(title, description, source, variants, players, firstPlayer, geometry,
                pieces, letters, attributes, flags, relativeNames, relativeDirections, zoneNames, zones, setup, reserve,
                scramble, hand, handToOwner, capturesBeneath, cube, programs, afters, priorityGroups, turns, fallbacks, tracks, dice, forbids,
                prefers, avoids, ends, repetition, limit, quietLimit, noMoves, pass,
                forbiddenRepetition, compensation, keep, royals, cellLoops, resolved, letterFormats, notation, looks, images, computer, sources,
                DeclaredNames.of(players, pieces, relativeNames, zoneNames, flags));
    }
}
