#!/usr/bin/env python3
"""The recording of record-track.sh against its speech log.

Each line of the log (spoken.tsv) is found in the recording (rec.wav) by its own sound: espeak-ng
says it again here, with the station's voice for LANG, and its 10 ms loudness envelope is matched
against the recording's near the line's time. So speech is told from the cues by its shape, and
where it starts and ends is known to 10 ms, whatever plays before or after it.

The log's clock is set against the recording's by two moments taken by record-track.sh: the wall
clock when the recording held a known number of samples (rec-sync.txt: "SECONDS SAMPLES"), and when
the log's first line appeared (first-line.txt).

For each group of lines handed to the voice at one time (a caption, with its question): how long
after it its speech starts, and whether its last line has ended when the next group is handed to
the voice (nothing said over the next caption). Sound inside a line's speech where the voice itself
is silent is counted as a cue over speech. The seeds (bursts of 150 to 215 ms outside speech; a
seed rings 200 ms) of each whole round of the track are counted: the seeds sown and the relay picks
(TrackSeeds.java says how many of each).
usage: speech-vs-log.py FOLDER LANG   (rec.wav, rec-sync.txt, first-line.txt, spoken.tsv in FOLDER)
"""
import io
import subprocess
import sys
import wave

import numpy as np

VOICES = {"en": "en-gb", "fr": "fr-fr", "de": "de", "ca": "ca"}
LOUD = 10 ** (-50 / 20)
WINDOW = 0.01

folder, lang = sys.argv[1], sys.argv[2]


def read(data):
    with wave.open(io.BytesIO(data)) as w:
        return w.getframerate(), np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float64) / 32768


rate, samples = read(open(folder + "/rec.wav", "rb").read())
win = int(rate * WINDOW)


def envelope(x):
    n = len(x) // win
    return np.sqrt(np.mean(x[: n * win].reshape(n, win) ** 2, axis=1))


rec = envelope(samples)
end = len(rec) * WINDOW

wall, count = (float(x) for x in open(folder + "/rec-sync.txt").read().split())
rec_start = wall - count / rate
first_seen = float(open(folder + "/first-line.txt").read())
lines = [l.rstrip("\n").split("\t", 1) for l in open(folder + "/spoken.tsv", encoding="utf-8")]
zero = first_seen - rec_start - float(lines[0][0])


def said(text):
    """Where the voice says text: its envelope, and the windows from its first sound to its last."""
    wav = subprocess.run(["espeak-ng", "-v", VOICES[lang], "--stdout", "--stdin"], input=text.encode(),
                         capture_output=True, check=True).stdout
    r, x = read(wav)
    if r != rate:
        x = np.interp(np.arange(0, len(x) * rate / r) * r / rate, np.arange(len(x)), x)
    e = envelope(x)
    loud = np.nonzero(e > LOUD)[0]
    return e, loud[0], loud[-1] + 1


def find(ref, lo, hi):
    """The window where ref matches the recording best, looked for from lo to hi; and how well."""
    best = (-1.0, lo)
    r = ref - ref.mean()
    for k in range(max(0, lo), min(len(rec) - len(ref), hi)):
        e = rec[k:k + len(ref)] - rec[k:k + len(ref)].mean()
        c = float(np.dot(e, r) / (np.linalg.norm(e) * np.linalg.norm(r) + 1e-12))
        if c > best[0]:
            best = (c, k)
    return best[1], best[0]


groups = []
for t, text in lines:
    at = float(t) + zero
    if at > end:
        break
    if groups and abs(groups[-1][0] - at) < 0.05:
        groups[-1][1].append(text)
    else:
        groups.append([at, [text]])

speech = []
# where the last line found ends: the next is looked for after it, from 2 s before its time (a clock
# set wrong shows as speech before its text, which cannot be)
done = 0
starts, overs, foreign = [], [], 0
print(f"recording {end:.1f} s; log zero at {zero:.2f} s of it")
for g, (at, texts) in enumerate(groups):
    nxt = groups[g + 1][0] if g + 1 < len(groups) else None
    frm = max(done, int((at - 2) / WINDOW))
    first = last = None
    for text in texts:
        ref, a, b = said(text)
        k, corr = find(ref, frm, max(frm, int((at + 6) / WINDOW)))
        if corr < 0.6:
            print(f"{at:7.2f}  not found (best match {corr:.2f}): {text[:60]}")
            continue
        s, e = (k + a) * WINDOW, (k + b) * WINDOW
        speech.append((s, e))
        # sound where the voice itself is silent, inside the sentence: something else over it
        inside = rec[k + a:k + b] > LOUD * 10
        quiet = ref[a:b] < LOUD
        over = int(np.sum(inside & quiet))
        foreign += over >= 5
        first = first or (s, text)
        last = (e, text)
        frm = done = k + b
        print(f"{at:7.2f}  said {s:7.2f} (+{s - at:.2f} s) to {e:7.2f}"
              + (f", next at {nxt:7.2f} ({nxt - e:+.2f} s)" if nxt else "")
              + (f", {over * 10} ms of other sound in its pauses" if over >= 5 else "")
              + f" [match {corr:.2f}]: {text[:50]}")
    if first:
        starts.append(first[0] - at)
        if nxt is not None:
            overs.append(last[0] > nxt)

within = sum(1 for x in starts if x <= 0.5)
print(f"{len(groups)} groups; speech starts {np.median(starts):.2f} s after its text appears (median), "
      f"at most {max(starts):.2f} s; {within} of {len(starts)} within 0.5 s; "
      f"{len(overs) - sum(overs)} of {len(overs)} end before the next appears; "
      f"{foreign} with other sound in their pauses")

bursts, begun = [], None
for i, on in enumerate(rec > LOUD):
    if on and begun is None:
        begun = i
    if not on and begun is not None:
        bursts.append((begun * WINDOW, i * WINDOW))
        begun = None
clicks = [b for b in bursts if 0.15 <= b[1] - b[0] <= 0.215
          and not any(s - 0.05 <= b[0] <= e + 0.05 for s, e in speech)]
first_text = lines[0][1]
rounds = [g[0] for g in groups if g[1][0] == first_text]
for r in range(len(rounds) - 1):
    heard = [c for c in clicks if rounds[r] <= c[0] < rounds[r + 1]]
    print(f"round {r + 1} of the track ({rounds[r]:.1f} to {rounds[r + 1]:.1f} s): {len(heard)} knocks heard (seeds,"
          f" and relay picks, whose cue is a knock with a tone; TrackSeeds.java counts both) at "
          + " ".join(f"{c[0]:.2f}" for c in heard))
