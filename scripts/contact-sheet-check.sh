#!/usr/bin/env bash
# Opens a gallery's index.html in headless Chromium and checks that the page loads, that every PNG
# and SVG in the gallery directory is linked from it, and that every image on it decodes.
#
#   scripts/contact-sheet-check.sh GALLERY_DIR [SCREENSHOT.png]
#
# Exit codes: 0 all good, 1 a check failed, 2 usage error or no Chromium (Debian: apt-get install chromium).
# CHROMIUM=/path/to/chrome picks the browser.
set -euo pipefail

usage() { echo "usage: $0 GALLERY_DIR [SCREENSHOT.png]" >&2; exit 2; }
[ $# -ge 1 ] && [ $# -le 2 ] || usage
dir=$(cd "$1" 2>/dev/null && pwd) || { echo "$1: not a directory" >&2; exit 2; }
[ -f "$dir/index.html" ] || { echo "$dir/index.html: no such file" >&2; exit 2; }
browser=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)}
[ -n "$browser" ] || { echo "contact-sheet-check: no Chromium found; install it (apt-get install -y chromium) or set CHROMIUM" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The probe page loads the contact sheet in a frame; the frame's load event waits for every image,
# then the probe writes one line per image and link into its own DOM for --dump-dom to print.
cat > "$work/probe.html" <<HTML
<!DOCTYPE html>
<meta charset="utf-8">
<iframe id="sheet" src="file://$dir/index.html" width="1280" height="900"></iframe>
<pre id="report">PENDING</pre>
<script>
document.getElementById("sheet").addEventListener("load", function () {
  var doc = this.contentDocument, lines = ["TITLE " + doc.title];
  Array.prototype.forEach.call(doc.images, function (img) {
    var ok = img.complete && img.naturalWidth > 0;
    lines.push("IMG " + decodeURIComponent(img.getAttribute("src")) + " " + (ok ? "loaded" : "broken"));
  });
  Array.prototype.forEach.call(doc.querySelectorAll("a[href]"), function (a) {
    lines.push("LINK " + decodeURIComponent(a.getAttribute("href")));
  });
  document.getElementById("report").textContent = lines.join("\n") + "\nDONE";
});
</script>
HTML

flags=(--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --allow-file-access-from-files
  --user-data-dir="$work/profile" --virtual-time-budget=20000)
"$browser" "${flags[@]}" --dump-dom "file://$work/probe.html" > "$work/dom.html" 2> "$work/chromium.log" || {
  echo "contact-sheet-check: Chromium failed; its log:" >&2; cat "$work/chromium.log" >&2; exit 1; }
if [ $# -eq 2 ]; then
  "$browser" "${flags[@]}" --window-size=1280,1600 --screenshot="$(realpath -m "$2")" "file://$dir/index.html" \
    2>> "$work/chromium.log" > /dev/null
fi

report=$(sed -n '/<pre id="report">/,/DONE/p' "$work/dom.html")
grep -q "DONE" <<< "$report" || { echo "contact-sheet-check: the page did not finish loading in Chromium" >&2; exit 1; }
failures=0
shopt -s nullglob
for file in "$dir"/*.png "$dir"/*.svg; do
  name=$(basename "$file")
  if ! grep -qxF "LINK $name" <<< "$report"; then echo "not linked from index.html: $name" >&2; failures=$((failures + 1)); fi
  if [[ $name == *.png ]] && ! grep -qxF "IMG $name loaded" <<< "$report"; then
    echo "not shown, or not decoded by Chromium: $name" >&2; failures=$((failures + 1))
  fi
done
broken=$(grep -c " broken$" <<< "$report" || true)
[ "$broken" -eq 0 ] || { grep " broken$" <<< "$report" >&2; failures=$((failures + broken)); }
images=$(grep -c "^IMG " <<< "$report" || true)
[ "$failures" -eq 0 ] || { echo "contact-sheet-check: $failures problem(s) in $dir/index.html" >&2; exit 1; }
echo "contact-sheet-check: $dir/index.html opens in Chromium; $images images load and every PNG and SVG is linked"
