#!/bin/sh
# Writes the icons' font and its list (src/main/resources/org/katro/ui/icons): the glyphs of the
# Material Design Icons the sources name (mdi2 names, in .java, .fxml and .css files), cut from the
# font of ikonli's materialdesign2 pack, so that a start loads 11 KB instead of 1.3 MB. Run it after
# naming a new icon (IconFontTest fails until then). Needs Maven (the pack is fetched into the local
# repository) and Python's fontTools (Debian: python3-fonttools).
set -eu
cd "$(dirname "$0")/../.."
IKONLI=12.4.0
OUT=src/main/resources/org/katro/ui/icons
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mvn -B -q dependency:copy -Dartifact=org.kordamp.ikonli:ikonli-materialdesign2-pack:$IKONLI \
    -DoutputDirectory="$WORK"
mvn -B -q dependency:copy -Dartifact=org.kordamp.ikonli:ikonli-core:$IKONLI -DoutputDirectory="$WORK"
grep -rhoE 'mdi2[a-z]-[a-z0-9-]+' --include='*.java' --include='*.fxml' --include='*.css' src/main \
    | sort -u > "$WORK/names"
# each name's code point, as the pack's own handlers resolve it
cat > "$WORK/Codes.java" <<'JAVA'
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.kordamp.ikonli.IkonHandler;

class Codes {
    public static void main(String[] args) throws Exception {
        List<IkonHandler> handlers = ServiceLoader.load(IkonHandler.class).stream().map(ServiceLoader.Provider::get).toList();
        for (String name : Files.readAllLines(Path.of(args[0]))) {
            IkonHandler handler = handlers.stream().filter(h -> h.supports(name)).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no icon " + name));
            System.out.printf("%s=%x%n", name, handler.resolve(name).getCode());
        }
    }
}
JAVA
java -cp "$WORK/ikonli-materialdesign2-pack-$IKONLI.jar:$WORK/ikonli-core-$IKONLI.jar" "$WORK/Codes.java" "$WORK/names" > "$WORK/codes"
{
    echo "# Each icon the app shows: its name (as in Material Design Icons 7.4.47, ikonli's mdi2 names) = its code point"
    echo "# in katro-icons.ttf. Written by src/build/icon-font.sh; IconFontTest checks that every name the app uses is here."
    cat "$WORK/codes"
} > "$OUT/icons.list"
(cd "$WORK" && unzip -q -o "ikonli-materialdesign2-pack-$IKONLI.jar" 'META-INF/resources/materialdesign2/*/fonts/materialdesignicons-webfont.ttf')
python3 -m fontTools.subset "$WORK"/META-INF/resources/materialdesign2/*/fonts/materialdesignicons-webfont.ttf \
    --unicodes="$(cut -d= -f2 "$WORK/codes" | sed 's/^/U+/' | paste -sd, -)" \
    --no-hinting --layout-features='' --output-file="$OUT/katro-icons.ttf"
echo "icons: $(wc -l < "$WORK/codes") written to $OUT"
