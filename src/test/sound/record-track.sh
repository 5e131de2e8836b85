#!/bin/sh
# Once, for real (not in mvn verify): a kiosk on an X display (Xvfb) with a PulseAudio null sink,
# left alone until its attract loop has played the visitor track with sound and voice on; the
# sink's monitor is recorded, and the station's --speech-log says when each text was handed to the
# voice. speech-vs-log.py then finds each line's speech in the recording and counts the seeds.
# The recording asks for 10 ms of latency: an idle null sink renders 2 s ahead, and the recording
# lost about a second of its time line when the station's first sound made it render closer (speech
# was "heard" before its text was logged). The recording's clock is read from its own length.
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
parec -d katro.monitor --latency-msec=10 --file-format=wav --channels=1 --rate=44100 "$out/rec.wav" &
rec=$!
trap 'kill $rec 2>/dev/null || true' EXIT
# a second recorded, then the wall clock against the samples written so far (the 44-byte header off)
while [ "$(stat -c %s "$out/rec.wav" 2>/dev/null || echo 0)" -lt 88244 ]; do sleep 0.05; done
echo "$(date +%s.%N) $(( ($(stat -c %s "$out/rec.wav") - 44) / 2 ))" > "$out/rec-sync.txt"
(cd "$root" && mvn -B -ntp -q -o dependency:build-classpath -DincludeScope=runtime -Dmdep.outputFile="$out/cp.txt") > /dev/null
# a copy of the classes: a build meanwhile does not change them under the station
rm -rf "$out/classes"; cp -r "$root/target/classes" "$out/classes"
setsid java -Dprism.order=sw --module-path "$out/classes:$(cat "$out/cp.txt")" -m katro/org.katro.app.Launcher \
    --settings="$out/katro.properties" --data="$out/data" --speech-log="$out/spoken.tsv" > "$out/app.log" 2>&1 &
app=$!
trap 'kill -- -$app 2>/dev/null || true; kill $rec 2>/dev/null || true' EXIT
# the log's first line, seen as it is written: the log's clock against the recording's
while [ ! -s "$out/spoken.tsv" ]; do sleep 0.01; done
date +%s.%N > "$out/first-line.txt"
sleep "$seconds"
kill -- -$app 2>/dev/null || true
kill $rec; wait $rec 2>/dev/null || true
python3 "$here/speech-vs-log.py" "$out" "$lang"
