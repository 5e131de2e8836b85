#!/usr/bin/env python3
"""The recording of record-track.sh against its speech log.

The recording (rec.wav) is cut in 10 ms windows; a window is sound where its RMS is above -50 dBFS
(the null sink is digital silence otherwise). A burst of 150 to 215 ms is a seed's knock (a seed
rings 200 ms; the end-of-turn tone 220 ms); a shorter or longer one is speech or a tone cue. For each group of log lines handed to
the voice at one time (a caption, with its question): how long after it the first longer burst
starts (the voice; a capture's tones come first, then the voice), and whether every burst that
starts before the next group's time has ended by then (nothing said over the next caption). The
clicks of one round of the track (from its first caption to that caption again) are counted.
usage: speech-vs-log.py FOLDER   (rec.wav, rec-start.txt, first-line.txt, spoken.tsv in it)
"""
import sys
import wave

import numpy as np

folder = sys.argv[1]
with wave.open(folder + "/rec.wav") as w:
    rate = w.getframerate()
    samples = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float64) / 32768
win = int(rate * 0.01)
n = len(samples) // win
rms = np.sqrt(np.mean(samples[: n * win].reshape(n, win) ** 2, axis=1) + 1e-20)
loud = 20 * np.log10(rms) > -50

bursts = []
start = None
for i, on in enumerate(loud):
    if on and start is None:
        start = i
    if not on and start is not None:
        bursts.append((start * 0.01, i * 0.01))
        start = None
clicks = [b for b in bursts if 0.15 <= b[1] - b[0] <= 0.215]
longer = [b for b in bursts if b not in clicks]

rec_start = float(open(folder + "/rec-start.txt").read())
first_seen = float(open(folder + "/first-line.txt").read())
lines = [l.rstrip("\n").split("\t", 1) for l in open(folder + "/spoken.tsv", encoding="utf-8")]
zero = first_seen - rec_start - float(lines[0][0])
groups = []
for t, text in lines:
    at = float(t) + zero
    if groups and abs(groups[-1][0] - at) < 0.05:
        groups[-1][1].append(text)
    else:
        groups.append([at, [text]])

end = len(samples) / rate
print(f"recording {end:.1f} s: {len(longer)} bursts of voice or tones, {len(clicks)} clicks")
late = []
over = 0
for k, (at, texts) in enumerate(groups):
    nxt = groups[k + 1][0] if k + 1 < len(groups) else end
    first = next((b for b in longer if b[0] >= at - 0.1), None)
    if first is None or first[0] > nxt:
        print(f"{at:7.2f}  nothing heard before the next: {' / '.join(texts)[:70]}")
        continue
    last = max((b for b in longer if at - 0.1 <= b[0] < nxt), key=lambda b: b[1])
    late.append(first[0] - at)
    spans = last[1] > nxt + 0.05 and k + 1 < len(groups)
    over += spans
    print(f"{at:7.2f}  heard {first[0]:7.2f} (+{first[0] - at:.2f} s) to {last[1]:7.2f}"
          f"{'  RUNS %.2f s INTO THE NEXT' % (last[1] - nxt) if spans else ''}: {' / '.join(texts)[:60]}")
if late:
    print(f"heard after its text appears: median {np.median(late):.2f} s, most {max(late):.2f} s;"
          f" {sum(1 for x in late if x <= 0.5)} of {len(late)} within 0.5 s; {over} run into the next")
first_text = lines[0][1]
rounds = [g[0] for g in groups if g[1][0] == first_text]
if len(rounds) >= 2:
    heard = [c for c in clicks if rounds[0] <= c[0] < rounds[1]]
    print(f"one round of the track ({rounds[0]:.1f} to {rounds[1]:.1f} s): {len(heard)} clicks heard at "
          + " ".join(f"{c[0]:.2f}" for c in heard))
