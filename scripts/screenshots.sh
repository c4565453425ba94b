#!/bin/sh
# Regenerates the screenshots in docs/images/ from the real pages, unedited:
#   token-sheet.png           the top of Output/HTML/lumen.html (as `tokenc build` wrote it): header, navigation,
#                             the first colour groups
#   token-sheet-sections.png  the same page from its Spacing heading: spacing, radius, touch targets, buttons
#   visual-diff.png           the top of `tokenc diff --from brand=harbor --to brand=summit --format html`
#   visual-diff-sections.png  the same page from its Changed sizes heading
# Each is a 1280 px wide headless Chromium screenshot of the page itself. For the lower sections the window is made
# as tall as the page down to the end of the picture and the screenshot is cropped; a copy of the page with a
# measuring script is loaded first, only to find where the section starts.
#
# Needs chromium, netpbm (pngtopnm, pnmcut, pnmtopng: ImageMagick's default policy refuses images over 16k px tall)
# and the release binary (swift build -c release). Usage: scripts/screenshots.sh [brand]   (default lumen)
set -eu
cd "$(dirname "$0")/.."
brand=${1:-lumen}
tokenc=${TOKENC:-.build/release/tokenc}
chromium=${CHROMIUM:-chromium}
width=1280
for tool in "$chromium" pngtopnm pnmcut pnmtopng; do
    command -v "$tool" >/dev/null 2>&1 || { echo "screenshots.sh: $tool not found (apt-get install chromium netpbm)" >&2; exit 2; }
done
[ -x "$tokenc" ] || { echo "screenshots.sh: $tokenc not found (swift build -c release)" >&2; exit 2; }
sheet=Output/HTML/$brand.html
[ -f "$sheet" ] || { echo "screenshots.sh: $sheet not found (tokenc build)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
TOKENC_CACHE_DIR="$work/cache" "$tokenc" diff --from brand=harbor --to brand=summit --format html > "$work/visual-diff.html"

# chromium OUT.png HEIGHT URL — a screenshot of the top HEIGHT px at $width px wide.
shoot() {
    "$chromium" --headless --disable-gpu --no-sandbox --hide-scrollbars --force-device-scale-factor=1 \
        --force-color-profile=srgb --run-all-compositor-stages-before-draw --virtual-time-budget=5000 \
        --user-data-dir="$work/profile" --window-size="$width,$2" --screenshot="$1" "$3" >/dev/null 2>&1
    [ -s "$1" ] || { echo "screenshots.sh: chromium wrote no $1" >&2; exit 1; }
}

# top PAGE ID — the y of section ID's top in PAGE at $width px (measured in a copy with a script; the page is not
# changed).
top() {
    sed "s#</body>#<pre id=\"at\"></pre><script>document.getElementById('at').textContent = Math.round(document.getElementById('$2').getBoundingClientRect().top + scrollY)</script></body>#" \
        "$1" > "$work/measure.html"
    y=$("$chromium" --headless --disable-gpu --no-sandbox --hide-scrollbars --force-device-scale-factor=1 --user-data-dir="$work/profile" \
        --window-size="$width,1600" --virtual-time-budget=5000 --dump-dom "file://$work/measure.html" 2>/dev/null \
        | sed -n 's#.*<pre id="at">\([0-9]*\)</pre>.*#\1#p')
    [ -n "$y" ] || { echo "screenshots.sh: no #$2 in $1" >&2; exit 1; }
    echo "$y"
}

# section OUT.png PAGE ID HEIGHT — HEIGHT px of PAGE from 16 px above section ID.
section() {
    from=$(( $(top "$2" "$3") - 16 ))
    shoot "$work/tall.png" $(( from + $4 )) "file://$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
    pngtopnm "$work/tall.png" | pnmcut -top "$from" -height "$4" | pnmtopng -compression 9 > "$1"
}

shoot docs/images/token-sheet.png 1600 "file://$PWD/$sheet"
section docs/images/token-sheet-sections.png "$sheet" spacing 2400
shoot docs/images/visual-diff.png 1600 "file://$work/visual-diff.html"
section docs/images/visual-diff-sections.png "$work/visual-diff.html" sizes 2000
ls -l docs/images/token-sheet.png docs/images/token-sheet-sections.png docs/images/visual-diff.png docs/images/visual-diff-sections.png
