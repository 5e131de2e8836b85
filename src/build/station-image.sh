#!/bin/sh
# mvn -Pstation package (and -Pdeb) runs this: the station's runtime image, target/katro-image, with
# bin/katro. jlink takes explicit modules only, and PDFBox, its helpers and the PostgreSQL driver
# are automatic ones (a name in their manifest, no module-info); jdeps writes a
# module descriptor for each, which is compiled into a copy of the jar before linking.
# Usage: station-image.sh BUILD_DIR CLASS_PATH_FILE APP_JAR [JDK]
# JDK is the folder of the Java to link, or auto (the default): the newest JDK of Java 25 or later in
# /usr/lib/jvm whose jlink links from its own run-time image, else the one on PATH. From Java 25 on, the
# image gets an ahead-of-time cache of a training start (src/build/Training.java), which brings the
# first frame sooner than the class-data archive alone.
set -eu
build=$1
classpath=$2
app=$3
jdk=${4:-auto}
# a JDK folder's Java version (its major number), 0 where it has no release file
major() {
    if [ -f "$1/release" ]; then
        sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release"
    else
        echo 0
    fi
}
if [ "$jdk" = auto ]; then
    jdk=""
    for candidate in /usr/lib/jvm/*; do
        if [ -x "$candidate/bin/jlink" ] && [ "$(major "$candidate")" -ge 25 ] \
                && { [ -z "$jdk" ] || [ "$(major "$candidate")" -gt "$(major "$jdk")" ]; }; then
            jdk=$candidate
        fi
    done
fi
if [ -n "$jdk" ]; then
    PATH="$jdk/bin:$PATH"
    export PATH
fi
# the JDK whose jlink is used, through the links of /usr/bin
linker=$(dirname "$(dirname "$(readlink -f "$(command -v jlink)")")")
echo "station image: linked from $linker"
work=$build/station-modules
rm -rf "$work" "$build/katro-image"
mkdir -p "$work/jars" "$work/info" "$work/classes"
# the file has no final newline: the echo gives its last entry one, or read would drop that jar
{ tr ':' '\n' < "$classpath"; echo; } | while read -r jar; do
    case "$jar" in
        # JavaFX's jars without a platform are empty placeholders: the -linux ones hold the modules
        */org/openjfx/*-linux.jar) cp "$jar" "$work/jars/" ;;
        */org/openjfx/*) ;;
        ?*) cp "$jar" "$work/jars/" ;;
    esac
done
cp "$app" "$work/jars/"
# each automatic module as MODULE=JAR
automatic=""
for jar in "$work"/jars/*.jar; do
    # an automatic module is described as "NAME@VERSION automatic"
    described=$(jar --describe-module --file "$jar" | grep " automatic$" || true)
    if [ -n "$described" ]; then
        module=${described%% *}
        automatic="$automatic ${module%%@*}=$jar"
    fi
done
if [ -n "$automatic" ]; then
    # shellcheck disable=SC2086 # one argument per jar
    jdeps --generate-module-info "$work/info" --module-path "$work/jars" --multi-release 17 --ignore-missing-deps \
        $(for pair in $automatic; do echo "${pair#*=}"; done) > "$work/jdeps.log" 2>&1 \
        || { cat "$work/jdeps.log" >&2; exit 1; }
    for pair in $automatic; do
        module=${pair%%=*}
        jar=${pair#*=}
        # ICU reads its data (the plural rules) as resources of its own packages, which only an open
        # module lets it find; as an automatic module (mvn javafx:run) it is open already
        if [ "$module" = com.ibm.icu ]; then
            sed -i 's/^module /open module /' "$work/info/$module/versions/17/module-info.java"
        fi
        # written for Java 17, as some of these jars hold classes per Java version
        javac -nowarn --module-path "$work/jars" --patch-module "$module=$jar" -d "$work/classes/$module" \
            "$work/info/$module/versions/17/module-info.java"
        jar --update --file "$jar" -C "$work/classes/$module" module-info.class
    done
fi
# the PostgreSQL driver is named on its own: nothing requires it, a station's settings may ask for it.
# PDFBox frees a file's memory map through JDK internals, and logs a SEVERE line at each worksheet when a
# module may not reach them (on the class path it may)
# (the leading space keeps jlink from reading the options as its own)
pdfbox_io="--add-opens=java.base/java.nio=org.apache.pdfbox.io"
pdfbox_io="$pdfbox_io --add-exports=java.base/jdk.internal.ref=org.apache.pdfbox.io"
# C2, the optimising compiler, takes a method only after ten times the usual calls and loops: at start it
# otherwise spends several hundred ms of processor time on code that runs only then (the stylesheets'
# matching, the first layout), on the second core beside the screen's thread, and the first frame waits.
# Code that stays hot (the engine, the solver, the frames' drawing) still reaches C2 within milliseconds.
# C1 alone (-XX:TieredStopAtLevel=1) starts sooner still but costs the hard level a turn of depth and
# the frames some smoothness all day (docs/reports/, "Start-up with the memory"), so it is not used.
jit="-XX:Tier4InvocationThreshold=50000 -XX:Tier4MinInvocationThreshold=20000"
jit="$jit -XX:Tier4CompileThreshold=60000 -XX:Tier4BackEdgeThreshold=400000"
# Reflection through JNI rather than method handles: the FXML of each screen is read by reflection, and
# the method-handle way spins classes of its own at start (half of the classes the cache cannot hold)
jit="$jit -Djdk.reflect.useNativeAccessorOnly=true"
# from Java 24 on, JavaFX's and SQLite's native libraries and JavaFX's off-heap arrays need leave to be
# used, or each start prints warnings
linked=$(major "$linker")
access=""
if [ "$linked" -ge 24 ]; then
    access="--enable-native-access=javafx.graphics,org.xerial.sqlitejdbc --sun-misc-unsafe-memory-access=allow"
fi
# ZIP compression of the classes, by the name each jlink knows it by
compress=2
if [ "$linked" -ge 21 ]; then
    compress=zip-6
fi
jlink --module-path "$work/jars" --add-modules katro,org.postgresql.jdbc --add-options=" $pdfbox_io $jit $access" \
    --launcher katro=katro/org.katro.app.Launcher \
    --compress=$compress --no-header-files --no-man-pages --strip-debug --output "$build/katro-image"
# SQLite's library for this machine, beside the JDK's: the launcher points the driver at it, which then
# neither copies it into the temporary folder nor checks the copy at every start
case "$(uname -m)" in
    x86_64 | amd64) arch=x86_64 ;;
    aarch64 | arm64) arch=aarch64 ;;
    *) arch=$(uname -m) ;;
esac
mkdir "$work/sqlite"
(cd "$work/sqlite" && jar --extract --file "$work"/jars/sqlite-jdbc-*.jar "org/sqlite/native/Linux/$arch/libsqlitejdbc.so")
cp "$work/sqlite/org/sqlite/native/Linux/$arch/libsqlitejdbc.so" "$build/katro-image/lib/"
# JavaFX's own libraries there too: JavaFX loads them from the image's lib folder when they are there;
# else, at every start, it reads each out of its module and checks it, by a checksum of both, against a copy it
# keeps in ~/.openjfx/cache (in the temporary folder, with a warning for each, where the home folder is
# read-only), and loads that copy: about 20 ms of every JavaFX window's start on the image
mkdir "$work/javafx"
for jar in "$work"/jars/javafx-*-linux.jar; do
    libraries=$(jar --list --file "$jar" | grep '^lib[^/]*\.so$' || true)
    if [ -n "$libraries" ]; then
        # shellcheck disable=SC2086 # one argument per library
        (cd "$work/javafx" && jar --extract --file "$jar" $libraries)
    fi
done
cp "$work"/javafx/*.so "$build/katro-image/lib/"
[ -f "$build/katro-image/lib/libglass.so" ]
# bin/katro keeps C2 from the code that builds and styles a screen: JavaFX's scene graph, CSS and
# controls, the XML parser, and the app's screens, lessons, texts and store (station-directives.json;
# HotSpot's compiler directives are a diagnostic option). It runs mostly at start and when a screen is
# built, where C2's work on the second core delays the first frame (docs/reports/, "Start-up with the
# memory"); C1 still compiles it. JavaFX's drawing, the engine, the solver, the computer and the JDK's
# own code reach C2 as before. The VM's line "1 compiler directives added" goes to standard error, so
# --version still prints one line.
cp "$(dirname "$0")/station-directives.json" "$build/katro-image/lib/"
sed -i 's|\$DIR/java |$DIR/java -XX:+UnlockDiagnosticVMOptions "-XX:CompilerDirectivesFile=$DIR/../lib/station-directives.json" -XX:+DisplayVMOutputToStderr |' \
    "$build/katro-image/bin/katro"
grep -q CompilerDirectivesFile "$build/katro-image/bin/katro"
rm -rf "$work"
