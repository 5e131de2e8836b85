#!/bin/sh
# mvn -Pdeb package runs this after the station image is built: the .deb a museum installs, then its check.
# Usage: deb.sh BUILD_DIR VERSION (BUILD_DIR holds katro-image; the .deb goes to BUILD_DIR/katro_VERSION-1_amd64.deb)
set -eu
build=$1
version=$2
here=$(cd "$(dirname "$0")" && pwd)
work=$build/deb
rm -rf "$work"
mkdir -p "$work"

# jpackage: the app with its own Java (the station image, class-data archive included), a menu entry and the icon;
# the image's start-up cache, when it has one, is given to the package's launcher as bin/katro gives it
# ($APPDIR is /opt/katro/lib/app, the image is in /opt/katro/lib/runtime)
cache=""
if [ -f "$build/katro-image/lib/katro.aot" ]; then
    cache='-XX:AOTCache=$APPDIR/../runtime/lib/katro.aot'
fi
# and the image's compiler directives, as bin/katro has them (station-image.sh says why)
directives='-XX:CompilerDirectivesFile=$APPDIR/../runtime/lib/station-directives.json'
jpackage --type deb --dest "$work/jpackage" --name katro --app-version "$version" \
    --runtime-image "$build/katro-image" --module katro/org.katro.app.Launcher ${cache:+--java-options "$cache"} \
    --java-options -XX:+UnlockDiagnosticVMOptions --java-options "$directives" --java-options -XX:+DisplayVMOutputToStderr \
    --icon "$here/katro.png" --linux-shortcut --linux-menu-group Education --linux-app-category education \
    --linux-package-name katro --vendor Katro \
    --description "Katro: a visualiser for the six-row mancala of Madagascar, for museums and classrooms"

# jpackage (JDK 17) cannot add files outside /opt/katro: the kiosk service and the station's
# settings file go in here, the settings as a configuration file that an upgrade keeps
deb=$(ls "$work"/jpackage/katro_*.deb)
dpkg-deb -R "$deb" "$work/tree"
install -D -m 644 "$here/katro-kiosk.service" "$work/tree/usr/lib/systemd/user/katro-kiosk.service"
install -D -m 644 "$here/katro.properties" "$work/tree/etc/katro/katro.properties"
echo /etc/katro/katro.properties >> "$work/tree/DEBIAN/conffiles"
install -D -m 644 "$here/katro-gallery.properties" "$work/tree/opt/katro/lib/katro-gallery.properties"
out="$build/$(basename "$deb")"
dpkg-deb --root-owner-group -Zxz -b "$work/tree" "$out" > /dev/null
rm -rf "$work/tree" "$work/jpackage"

# the check: the package unpacks, its launcher starts on its own Java without a display, and the
# service file is one systemd accepts
mkdir "$work/x"
dpkg-deb -x "$out" "$work/x"
# with a start-up cache, AOTMode=on makes the start fail unless the launcher's Java uses it (this launcher
# reads JAVA_TOOL_OPTIONS, not JDK_JAVA_OPTIONS)
said=$(env -u DISPLAY ${cache:+JAVA_TOOL_OPTIONS=-XX:AOTMode=on} "$work/x/opt/katro/bin/katro" --version)
if [ "$said" != "katro $version" ]; then
    echo "deb check: the launcher said '$said', not 'katro $version'" >&2
    exit 1
fi
# the menu entry and icon, which the package's postinst hands to xdg-desktop-menu
for f in usr/lib/systemd/user/katro-kiosk.service etc/katro/katro.properties opt/katro/lib/katro-katro.desktop \
        opt/katro/lib/katro.png; do
    [ -f "$work/x/$f" ] || { echo "deb check: no $f in the package" >&2; exit 1; }
done
if command -v systemd-analyze > /dev/null; then
    # verified as installed: systemd looks for the program it starts
    sed "s|/opt/katro/bin/katro|$work/x/opt/katro/bin/katro|" "$work/x/usr/lib/systemd/user/katro-kiosk.service" \
        > "$work/katro-kiosk.service"
    # it exits 0 on a line it ignores (a misspelt Restart=, say): any complaint at all fails the check
    complaint=$(systemd-analyze verify "$work/katro-kiosk.service" 2>&1)
    if [ -n "$complaint" ]; then
        echo "deb check: systemd-analyze verify: $complaint" >&2
        exit 1
    fi
fi
rm -rf "$work/x"
echo "deb: $out ($(du -k "$out" | cut -f1) KiB), launcher says '$said', service file verified"
