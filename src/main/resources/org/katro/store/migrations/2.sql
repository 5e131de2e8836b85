-- version 2: what a learner leaves open (preferences, practice, the game) and the stations' anonymous visits
CREATE TABLE learner_state (
    learner TEXT NOT NULL,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (learner, name)
);
CREATE TABLE visit (
    station TEXT NOT NULL,
    id TEXT NOT NULL,
    started BIGINT NOT NULL,
    ended BIGINT NOT NULL,
    PRIMARY KEY (station, id)
);
-- kind: lesson-started, lesson-finished, answer (subject lesson#step, right_first 1 or 0), language,
-- attract-touch, error
CREATE TABLE visit_event (
    station TEXT NOT NULL,
    visit TEXT NOT NULL,
    at BIGINT NOT NULL,
    kind TEXT NOT NULL,
    subject TEXT NOT NULL,
    right_first INTEGER NOT NULL
);
CREATE INDEX visit_event_station ON visit_event (station, at);
