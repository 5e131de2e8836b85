-- version 7: the class's own answers, given on a projector by a show of hands and recorded by the teacher,
-- apart from every learner's: one per lesson's question, the last recorded (a class asked again another day).
CREATE TABLE class_answer (
    lesson TEXT NOT NULL,
    step INTEGER NOT NULL,
    right_first INTEGER NOT NULL,
    answer TEXT NOT NULL,
    PRIMARY KEY (lesson, step)
)
