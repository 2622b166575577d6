package gamut.rules;

import java.lang.constant.ConstantDescs;
import java.lang.invoke.MethodHandles;

/** The template of {@link Roots} for an expression: copied as hidden classes, never loaded as it is. */
final class EvalRoot implements Eval {
    private static final Eval BODY;

    static {
        try {
            BODY = MethodHandles.classData(MethodHandles.lookup(), ConstantDescs.DEFAULT_NAME, Eval.class);
        } catch (IllegalAccessException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @Override
    public int eval(Gen g) {
        return BODY.eval(g);
    }
}
