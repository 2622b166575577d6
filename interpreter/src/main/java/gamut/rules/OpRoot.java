package gamut.rules;

import java.lang.constant.ConstantDescs;
import java.lang.invoke.MethodHandles;

/**
 * The template of {@link Roots} for a program: never loaded as it is, only copied as hidden
 * classes, each of which finds its program in its class data.
 */
final class OpRoot implements Op {
    private static final Op BODY;

    static {
        try {
            BODY = MethodHandles.classData(MethodHandles.lookup(), ConstantDescs.DEFAULT_NAME, Op.class);
        } catch (IllegalAccessException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @Override
    public boolean exec(Gen g) {
        return BODY.exec(g);
    }
}
