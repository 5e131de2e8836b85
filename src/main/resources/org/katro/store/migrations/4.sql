-- version 4: the answer itself beside a first answer (a hole S5, yes or no, a number, a row, a move S9-), for the teacher's table; '' for those written before
ALTER TABLE first_answer ADD COLUMN answer TEXT NOT NULL DEFAULT ''
