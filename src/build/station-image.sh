#!/bin/sh
# mvn -Pstation package (and -Pdeb) runs this: the station's runtime image, target/katro-image, with
# bin/katro. jlink takes explicit modules only, and pdfbox, its helpers, commons-logging and the
# PostgreSQL driver are automatic ones (a name in their manifest, no module-info); jdeps writes a
# module descriptor for each, which is compiled into a copy of the jar before linking.
# Usage: station-image.sh BUILD_DIR CLASS_PATH_FILE APP_JAR
set -eu
build=$1
classpath=$2
app=$3
work=$build/station-modules
rm -rf "$work" "$build/katro-image"
mkdir -p "$work/jars" "$work/info" "$work/classes"
tr ':' '\n' < "$classpath" | while read -r jar; do
    case "$jar" in
        # JavaFX's jars without a platform are empty placeholders: the -linux ones hold the modules
        */org/openjfx/*-linux.jar) cp "$jar" "$work/jars/" ;;
        */org/openjfx/*) ;;
        ?*) cp "$jar" "$work/jars/" ;;
    esac
done
cp "$app" "$work/jars/"
automatic=""
for jar in "$work"/jars/*.jar; do
    if jar --describe-module --file "$jar" | grep -q "automatic module"; then
        automatic="$automatic $jar"
    fi
done
if [ -n "$automatic" ]; then
    # shellcheck disable=SC2086 # one argument per jar
    jdeps --generate-module-info "$work/info" --module-path "$work/jars" --multi-release 17 --ignore-missing-deps $automatic \
        > "$work/jdeps.log" 2>&1 || { cat "$work/jdeps.log" >&2; exit 1; }
    # written for Java 17 (some of these jars hold classes per Java version): info/MODULE/versions/17/module-info.java
    for info in "$work"/info/*/versions/17/module-info.java; do
        module=$(basename "$(dirname "$(dirname "$(dirname "$info")")")")
        jar=$(for j in $automatic; do
            if jar --describe-module --file "$j" | grep -q "^$module@\?[^ ]* automatic"; then echo "$j"; fi
        done)
        javac -nowarn --module-path "$work/jars" --patch-module "$module=$jar" -d "$work/classes/$module" "$info"
        jar --update --file "$jar" -C "$work/classes/$module" module-info.class
    done
fi
# the PostgreSQL driver is named on its own: nothing requires it, a station's settings may ask for it.
# PDFBox frees a file's memory map through JDK internals, and logs a SEVERE line at each worksheet when a
# module may not reach them (on the class path it may)
jlink --module-path "$work/jars" --add-modules katro,org.postgresql.jdbc \
    --add-options=" --add-opens=java.base/java.nio=org.apache.pdfbox.io --add-exports=java.base/jdk.internal.ref=org.apache.pdfbox.io" \
    --launcher katro=katro/org.katro.app.Launcher \
    --compress=2 --no-header-files --no-man-pages --strip-debug --output "$build/katro-image"
rm -rf "$work"
