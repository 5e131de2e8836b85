#!/bin/sh
# Once, for real (not in mvn verify): a kiosk on an X display (Xvfb) with a PulseAudio null sink,
# left alone until its attract loop has played the visitor track with sound and voice on; the
# sink's monitor is recorded, and the station's --speech-log says when each text was handed to the
# voice. speech-vs-log.py then matches the recording's speech to the log's lines and counts the clicks.
# usage: DISPLAY=:88 src/test/sound/record-track.sh [LANG] [SECONDS]   (default en, 110)
# Needs: mvn compile done, Xvfb on DISPLAY, pulseaudio, sox, espeak-ng, python3 with numpy.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
lang=${1:-en}
seconds=${2:-110}
. "$here/pulse-null-sink.sh"
out=${TMPDIR:-/tmp}/katro-track-$lang
rm -rf "$out"; mkdir -p "$out/data"
printf 'kiosk = true\nlanguage = %s\nattract.seconds = 5\nsound = true\nsound.voice = true\nsound.volume = 100\nlog.file = %s\n' \
    "$lang" "$out/katro.log" > "$out/katro.properties"
(cd "$root" && mvn -B -ntp -q -o dependency:build-classpath -DincludeScope=runtime -Dmdep.outputFile="$out/cp.txt") > /dev/null
# a copy of the classes: a build meanwhile does not change them under the station
rm -rf "$out/classes"; cp -r "$root/target/classes" "$out/classes"
setsid java -Dprism.order=sw --module-path "$out/classes:$(cat "$out/cp.txt")" -m katro/org.katro.app.Launcher \
    --settings="$out/katro.properties" --data="$out/data" --speech-log="$out/spoken.tsv" > "$out/app.log" 2>&1 &
app=$!
parec -d katro.monitor --file-format=wav --channels=1 --rate=44100 "$out/rec.wav" &
rec=$!
date +%s.%N > "$out/rec-start.txt"
trap 'kill -- -$app 2>/dev/null || true; kill $rec 2>/dev/null || true' EXIT
# the log's first line, seen as it is written: the log's clock against the recording's
while [ ! -s "$out/spoken.tsv" ]; do sleep 0.01; done
date +%s.%N > "$out/first-line.txt"
sleep "$seconds"
kill -- -$app 2>/dev/null || true
kill $rec; wait $rec 2>/dev/null || true
python3 "$here/speech-vs-log.py" "$out"
