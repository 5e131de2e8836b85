#!/bin/bash
# Times the station's start with two sets of Java options, or two images, in interleaved rounds, as the
# frames benchmark times a start (from the launch to the first frame with nothing still to come) and
# prints both medians and how often B came sooner. For trying a JVM option without building an image:
#   src/build/startup-ab.sh ROUNDS "OPTIONS_A" "OPTIONS_B" [IMAGE_A [IMAGE_B [APP_ARGS]]]
# e.g. src/build/startup-ab.sh 12 "" "-XX:TieredStopAtLevel=1" target/katro-image target/katro-image --open=worked-example
# Needs a display (DISPLAY, else :96). Options that change what the AOT cache was made with (type
# profiles, compressed pointers) make the cache unusable and time a start without it: build an image instead.
set -eu
rounds=$1
options_a=$2
options_b=$3
image_a=${4:-target/katro-image}
image_b=${5:-$image_a}
app_args=${6:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/a" "$work/b"

# one start's milliseconds from its launch to its complete first frame
start() {
    local options=$1 image=$2 data=$3 launched at
    launched=$(date +%s%3N)
    # shellcheck disable=SC2086 # the app's arguments are words
    at=$(DISPLAY=${DISPLAY:-:96} JDK_JAVA_OPTIONS="-Dkatro.timing=true $options" "$image/bin/katro" \
        --data="$data" $app_args 2>/dev/null | sed -n 's/^katro.timing complete-ms=[0-9]* at=\([0-9]*\).*/\1/p')
    echo $((at - launched))
}

median() {
    sort -n "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# each data folder made by a first start, not timed: a station starts with its database there
start "$options_a" "$image_a" "$work/a" > /dev/null
start "$options_b" "$image_b" "$work/b" > /dev/null
for i in $(seq "$rounds"); do
    # A first in odd rounds, B first in even ones
    if [ $((i % 2)) = 1 ]; then
        start "$options_a" "$image_a" "$work/a" >> "$work/a.ms"
        start "$options_b" "$image_b" "$work/b" >> "$work/b.ms"
    else
        start "$options_b" "$image_b" "$work/b" >> "$work/b.ms"
        start "$options_a" "$image_a" "$work/a" >> "$work/a.ms"
    fi
done
sooner=$(paste "$work/a.ms" "$work/b.ms" | awk '$2 < $1 { n++ } END { print n + 0 }')
echo "A: median $(median "$work/a.ms") ms ($(tr '\n' ' ' < "$work/a.ms"))"
echo "B: median $(median "$work/b.ms") ms ($(tr '\n' ' ' < "$work/b.ms"))"
echo "B sooner in $sooner of $rounds rounds"
