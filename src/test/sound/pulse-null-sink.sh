#!/bin/sh
# A private PulseAudio daemon with one null sink, "katro", for the sound checks of this folder:
# everything played goes to the sink, and its monitor ("katro.monitor") can be recorded.
# Sourced: sets PULSE_SERVER and PULSE_RUNTIME_PATH for what is started after it.
PULSE_RUNTIME_PATH=${PULSE_RUNTIME_PATH:-/tmp/katro-pulse}
export PULSE_RUNTIME_PATH
export PULSE_SERVER="unix:$PULSE_RUNTIME_PATH/native"
mkdir -p "$PULSE_RUNTIME_PATH"
if ! pactl info >/dev/null 2>&1; then
    # -n: no default script (no real devices); root is allowed its own user daemon here
    pulseaudio -n -D --exit-idle-time=-1 --log-target=file:"$PULSE_RUNTIME_PATH/log" \
        --load="module-native-protocol-unix socket=$PULSE_RUNTIME_PATH/native auth-anonymous=1" \
        --load="module-null-sink sink_name=katro rate=44100" 2>/dev/null
    for _ in 1 2 3 4 5 6 7 8 9 10; do
        pactl info >/dev/null 2>&1 && break
        sleep 0.5
    done
    pactl set-default-sink katro
fi
pactl info >/dev/null 2>&1 || { echo "pulseaudio did not start (see $PULSE_RUNTIME_PATH/log)" >&2; exit 1; }
