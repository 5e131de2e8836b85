#!/bin/sh
# Once, for real (not in mvn verify): the app on an X display (Xvfb) with a PulseAudio null sink,
# the worked example stepped through event by event with the Right key, the sink's monitor recorded,
# and the recording's onsets (found by sox, onsets.sh) matched to the events that should sound.
# usage: DISPLAY=:88 src/test/sound/check-onsets.sh [SECONDS-BETWEEN-EVENTS]   (default 0.4)
# With --reduced-motion: no seed flies, so a loaded machine draws each event in time.
# Needs: mvn compile done, Xvfb on DISPLAY, pulseaudio, sox, xdotool.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
gap=${1:-0.4}
. "$here/pulse-null-sink.sh"
out=${TMPDIR:-/tmp}/katro-onsets
rm -rf "$out"; mkdir -p "$out/data"
printf 'sound = true\nsound.voice = false\nsound.volume = 100\n' > "$out/katro.properties"
java -cp "$root/target/classes" "$here/ExpectedCues.java" > "$out/expected.txt"
events=$(wc -l < "$out/expected.txt")

cd "$root"
setsid mvn -B -ntp -o -q javafx:run \
    -Djavafx.args="--settings=$out/katro.properties --data=$out/data --open=worked-example --reduced-motion" > "$out/app.log" 2>&1 &
app=$!
trap 'kill -- -$app 2>/dev/null || true' EXIT
xdotool search --sync --name '^Katro$' > /dev/null
sleep 4
xdotool mousemove 640 400
parec -d katro.monitor --file-format=wav --channels=1 --rate=44100 "$out/rec.wav" &
rec=$!
t0=$(date +%s.%N)
sleep 0.5
k=1
while [ "$k" -le "$events" ]; do
    echo "$k $(echo "$(date +%s.%N) - $t0" | bc)" >> "$out/presses.txt"
    xdotool key Right
    sleep "$gap"
    k=$((k + 1))
done
# a busy machine's screen thread may lag behind the keys: the recording waits for it to catch up
sleep 15
kill $rec; wait $rec 2>/dev/null || true

"$here/onsets.sh" "$out/rec.wav" > "$out/onsets.txt"
# the onsets, in order, against the events that should sound, in order: as many, and how late each
# is after its key press (the screen's thread on a loaded machine may be the one late)
paste -d " " "$out/expected.txt" "$out/presses.txt" | awk -v onsets="$out/onsets.txt" '
    BEGIN { while ((getline t < onsets) > 0) o[++n] = t }
    $2 != "-" { at[++want] = $4 }
    END {
        printf "events stepped: %d, that should sound: %d (seeds, relays, captures, turn ends, game over)\n", NR, want
        printf "onsets found: %d\n", n
        m = n < want ? n : want
        for (i = 1; i <= m; i++) { d = o[i] - at[i]; sum += d; if (i == 1 || d > max) max = d; if (i == 1 || d < min) min = d; if (d >= 0 && d < 0.3) ontime++ }
        if (m > 0) printf "key press to onset, in order: mean %.0f ms, min %.0f ms, max %.0f ms; within 300 ms: %d of %d\n", 1000 * sum / m, 1000 * min, 1000 * max, ontime, want
        for (i = 2; i <= n; i++) { g = o[i] - o[i - 1]; if (g < 0.08) near++ }
        printf "onsets closer than 80 ms: %d\n", near + 0
        exit n == want ? 0 : 1
    }'
