-- version 1: the learners and their lessons (plain SQL that SQLite and PostgreSQL both read)
CREATE TABLE learner (
    name TEXT PRIMARY KEY,
    picture TEXT NOT NULL
);
CREATE TABLE lesson_progress (
    learner TEXT NOT NULL,
    lesson TEXT NOT NULL,
    reached INTEGER NOT NULL,
    at_step INTEGER NOT NULL,
    done INTEGER NOT NULL,
    PRIMARY KEY (learner, lesson)
);
CREATE TABLE first_answer (
    learner TEXT NOT NULL,
    lesson TEXT NOT NULL,
    step INTEGER NOT NULL,
    right_first INTEGER NOT NULL,
    PRIMARY KEY (learner, lesson, step)
);
