package org.katro.lesson;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The classes a lesson file may name, and what each accepts: attributes are its public setters of a
 * string or a number, property elements its list getters and its setters of another vocabulary class.
 * Read from the beans themselves, by both the check ({@link LessonCheck}) and the builder
 * ({@link LessonLoader}), so the two always agree on what a lesson file may say.
 */
final class Vocabulary {
    static final Map<String, Class<?>> CLASSES = Map.of(
            Lesson.class.getName(), Lesson.class,
            Step.class.getName(), Step.class,
            Question.class.getName(), Question.class);

    private Vocabulary() {
    }

    static boolean contains(Class<?> type) {
        return CLASSES.get(type.getName()) == type;
    }

    static Optional<Class<?>> bySimpleName(String name) {
        return CLASSES.values().stream().filter(c -> c.getSimpleName().equals(name)).findFirst();
    }

    /** The type of attribute {@code name} of {@code owner} ({@code String} or {@code int}), if it has one. */
    static Optional<Class<?>> attribute(Class<?> owner, String name) {
        return setter(owner, name).map(m -> m.getParameterTypes()[0])
                .filter(t -> t == String.class || t == int.class);
    }

    /** The vocabulary class that property element {@code name} of {@code owner} holds, if it has one. */
    static Optional<Property> property(Class<?> owner, String name) {
        Optional<Class<?>> single = setter(owner, name).map(m -> m.getParameterTypes()[0])
                .filter(Vocabulary::contains);
        if (single.isPresent()) {
            return Optional.of(new Property(name, single.get(), false));
        }
        try {
            Method getter = owner.getMethod("get" + capitalized(name));
            if (List.class.isAssignableFrom(getter.getReturnType())
                    && getter.getGenericReturnType() instanceof ParameterizedType p
                    && p.getActualTypeArguments()[0] instanceof Class<?> item && contains(item)) {
                return Optional.of(new Property(name, item, true));
            }
        } catch (NoSuchMethodException e) {
            // no such list: not a property
        }
        return Optional.empty();
    }

    /** A property element: the class it holds, and whether it holds a list of them. */
    record Property(String name, Class<?> type, boolean many) {
    }

    static Optional<Method> setter(Class<?> owner, String name) {
        if (name.isEmpty()) {
            return Optional.empty();
        }
        String wanted = "set" + capitalized(name);
        for (Method m : owner.getMethods()) {
            if (m.getName().equals(wanted) && m.getParameterCount() == 1 && !Modifier.isStatic(m.getModifiers())) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    static String capitalized(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
