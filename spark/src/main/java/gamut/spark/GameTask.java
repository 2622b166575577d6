package gamut.spark;

import java.io.Serializable;

/** One task of the job: game {@code game} of one variant (its seed follows from the number). */
record GameTask(String variant, int game) implements Serializable {
    private static final long serialVersionUID = 1L;
}
