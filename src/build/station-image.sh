#!/bin/sh
# mvn -Pstation package (and -Pdeb) runs this: the station's runtime image, target/katro-image, with
# bin/katro. jlink takes explicit modules only, and PDFBox, its helpers and the PostgreSQL driver
# are automatic ones (a name in their manifest, no module-info); jdeps writes a
# module descriptor for each, which is compiled into a copy of the jar before linking.
# Usage: station-image.sh BUILD_DIR CLASS_PATH_FILE APP_JAR
set -eu
build=$1
classpath=$2
app=$3
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
jlink --module-path "$work/jars" --add-modules katro,org.postgresql.jdbc --add-options=" $pdfbox_io" \
    --launcher katro=katro/org.katro.app.Launcher \
    --compress=2 --no-header-files --no-man-pages --strip-debug --output "$build/katro-image"
rm -rf "$work"
