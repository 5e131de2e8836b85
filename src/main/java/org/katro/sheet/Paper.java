package org.katro.sheet;

import java.util.Arrays;
import java.util.Optional;

/** The paper a worksheet is laid out for, in PDF points (1/72 inch). */
public enum Paper {
    A4("a4", 595.28f, 841.89f),
    LETTER("letter", 612f, 792f);

    private final String id;
    private final float width;
    private final float height;

    Paper(String id, float width, float height) {
        this.id = id;
        this.width = width;
        this.height = height;
    }

    public String id() {
        return id;
    }

    public float width() {
        return width;
    }

    public float height() {
        return height;
    }

    public static Optional<Paper> byId(String id) {
        return Arrays.stream(values()).filter(p -> p.id.equals(id)).findFirst();
    }
}
