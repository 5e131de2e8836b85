#!/bin/sh
# The onsets of a recording, one time (seconds from its start) a line: where the sound rises above
# THRESHOLD (of full scale) after at least QUIET seconds below it. sox reads the WAV and writes
# every sample as text (its .dat format); awk finds the rises.
# usage: onsets.sh FILE.wav [THRESHOLD] [QUIET]
file=$1
threshold=${2:-0.05}
quiet=${3:-0.04}
sox "$file" -t dat -c 1 - | awk -v th="$threshold" -v q="$quiet" '
    /^;/ { next }
    { t = $1; v = $2 < 0 ? -$2 : $2
      if (v >= th) { if (t - last >= q || first == 0) printf "%.4f\n", t; last = t; first = 1 } }'
