-- version 6: what each learner missed and is asked again (Leitner boxes 1 to 3): a lesson's question
-- ("question rules-5 4") or a practice kind ("kind capture"), its box, and when it is due, in
-- milliseconds since 1970 (BIGINT: SQLite's INTEGER and PostgreSQL's 64 bits alike). Known items go.
CREATE TABLE review (
    learner TEXT NOT NULL,
    item TEXT NOT NULL,
    box INTEGER NOT NULL,
    due BIGINT NOT NULL,
    PRIMARY KEY (learner, item)
)
