package org.katro.lesson;

import java.util.List;
import java.util.Optional;

/**
 * The lessons that loaded, in list order, and the files that were refused.
 *
 * @param problems one per refused file or unreadable source, with file, line and reason
 */
public record LessonLibrary(List<Lesson> lessons, List<LessonException> problems) {
    public LessonLibrary {
        lessons = List.copyOf(lessons);
        problems = List.copyOf(problems);
    }

    public Optional<Lesson> byId(String id) {
        return lessons.stream().filter(l -> l.id().equals(id)).findFirst();
    }
}
