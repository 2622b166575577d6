package gamut.check;

import gamut.ast.GameFile;
import gamut.ast.Item;
import gamut.ast.Name;
import gamut.base.Pos;
import gamut.core.RuleChange;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What differs between two rule sets, item by item: each side is a file with variants applied as
 * {@link VariantResolver} applies them, and items are matched by the identity by which a variant
 * replaces an item. Two items of the same identity differ when their syntax trees do, positions
 * left out: a variant that restates an item unchanged, or a file that only moves or re-indents
 * it or changes its comments, changes nothing.
 */
public final class ItemDiff {
    private ItemDiff() {}

    /** The items added, removed and changed from left to right: the left's in its order, then those only on the right. */
    public static List<RuleChange> diff(GameFile left, List<String> leftVariants, GameFile right,
                                        List<String> rightVariants) {
        Map<String, Item> before = rules(left, leftVariants);
        Map<String, Item> after = rules(right, rightVariants);
        ItemText leftText = new ItemText(left);
        ItemText rightText = right == left ? leftText : new ItemText(right);
        List<RuleChange> out = new ArrayList<>();
        before.forEach((identity, item) -> {
            Item other = after.get(identity);
            if (other == null) {
                out.add(new RuleChange(RuleChange.Kind.REMOVED, label(item), leftText.of(item), null));
            } else if (!same(item, other)) {
                out.add(new RuleChange(RuleChange.Kind.CHANGED, label(item), leftText.of(item), rightText.of(other)));
            }
        });
        after.forEach((identity, item) -> {
            if (!before.containsKey(identity)) {
                out.add(new RuleChange(RuleChange.Kind.ADDED, label(item), null, rightText.of(item)));
            }
        });
        return List.copyOf(out);
    }

    /**
     * The rules of the file with the variants applied, by identity. The description and the
     * sources say what the rules are, and the tests check them: none of them is a rule.
     */
    private static Map<String, Item> rules(GameFile file, List<String> variants) {
        VariantResolver resolver = new VariantResolver(file, new ArrayList<>());
        Map<String, Item> out = new LinkedHashMap<>();
        for (Item item : resolver.apply(resolver.expand(variants))) {
            if (!(item instanceof Item.Description)) {
                out.putIfAbsent(VariantResolver.identity(item), item);
            }
        }
        return out;
    }

    /** The identity, with a definition's parameters, as it is written: {@code define flanked(c)}. */
    static String label(Item item) {
        List<Name> params = item instanceof Item.Define d ? d.params()
                : item instanceof Item.DefineValue d ? d.params() : null;
        String identity = VariantResolver.identity(item);
        return params == null ? identity
                : identity + "(" + String.join(", ", params.stream().map(Name::text).toList()) + ")";
    }

    /**
     * Whether two parts of syntax trees are the same but for their positions. The tree is made of
     * records, lists and plain values throughout, so one walk over record components compares any
     * node, and a node added to the language later is compared without a change here.
     */
    static boolean same(Object a, Object b) {
        if (a == b) {
            return true;
        } else if (a == null || b == null || a.getClass() != b.getClass()) {
            return false;
        } else if (a instanceof Pos) {
            return true;
        } else if (a instanceof List<?> x) {
            List<?> y = (List<?>) b;
            if (x.size() != y.size()) {
                return false;
            }
            for (int i = 0; i < x.size(); i++) {
                if (!same(x.get(i), y.get(i))) {
                    return false;
                }
            }
            return true;
        } else if (a instanceof Record) {
            for (RecordComponent c : a.getClass().getRecordComponents()) {
                if (c.getType() != Pos.class && !same(component(c, a), component(c, b))) {
                    return false;
                }
            }
            return true;
        }
        return a.equals(b);
    }

    private static Object component(RecordComponent c, Object record) {
        try {
            return c.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + c + " of " + record.getClass().getName(), e);
        }
    }
}
