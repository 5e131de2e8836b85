#!/bin/sh
# AudioClip against SourceDataLine under a PulseAudio null sink (docs/decisions/0008-javax-sound-sampled.md).
# Needs: DISPLAY (Xvfb will do), mvn compile done, pulseaudio, sox, javafx-media 21.0.11 in ~/.m2. Not part of mvn verify.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
. "$here/pulse-null-sink.sh"
fx=$HOME/.m2/repository/org/openjfx
mp=$fx/javafx-base/21.0.11/javafx-base-21.0.11-linux.jar:$fx/javafx-graphics/21.0.11/javafx-graphics-21.0.11-linux.jar:$fx/javafx-media/21.0.11/javafx-media-21.0.11-linux.jar
out=${TMPDIR:-/tmp}/katro-probe
mkdir -p "$out"
for mode in replayed anew line; do
    parec -d katro.monitor --file-format=wav --channels=1 --rate=44100 "$out/$mode.wav" &
    rec=$!
    sleep 0.5
    # on an X display (DISPLAY, e.g. Xvfb): the probe's JavaFX toolkit needs one
    java --module-path "$mp" --add-modules javafx.media -cp "$root/target/classes" "$here/ClipProbe.java" $mode || true
    sleep 0.5
    kill $rec; wait $rec 2>/dev/null || true
    echo "$mode: $("$here/onsets.sh" "$out/$mode.wav" | wc -l) onsets of 8 clicks"
done
