-- version 3: the wrong tries in a row at a PIN pad (pad: teacher or staff), so that a restart does not end its wait
CREATE TABLE pin_tries (
    station TEXT NOT NULL,
    pad TEXT NOT NULL,
    wrong INTEGER NOT NULL,
    last_wrong BIGINT NOT NULL,
    PRIMARY KEY (station, pad)
);
