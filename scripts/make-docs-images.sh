#!/usr/bin/env bash
# Regenerates every documentation image in docs/images/ with layoutshot (a release build): the
# design-review images from the specs in docs/specs/, and the built-in gallery's pictures (the
# README's layout images, aligned-*.png among them) from `layoutshot` run with no arguments, and the
# batch-update filmstrip (uikit-transition.png) and the self-sizing picture (uikit-self-sizing.png) from
# layoutshot-uikit-images, and the SwiftUI gallery from layoutshot-swiftui.
#
#   scripts/make-docs-images.sh            SCRATCH_PATH picks SwiftPM's build folder (default .build)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=(--scratch-path "${SCRATCH_PATH:-.build}")
swift build -c release "${scratch[@]}" --product layoutshot >/dev/null
layoutshot="$(swift build -c release "${scratch[@]}" --show-bin-path)/layoutshot"
specs=docs/specs
images=docs/images
mkdir -p "$images"

# Variant sheets: one picture per variant, captioned with the overridden keys.
"$layoutshot" review "$specs/waterfall-columns.json" -o "$images/variants-columns.png" --force
"$layoutshot" review "$specs/tags-alignment.json" -o "$images/variants-alignment.png" --force
# Two spec files side by side, each titled and captioned with what differs from the other.
"$layoutshot" review "$specs/compare-phone.json" "$specs/compare-tablet.json" -o "$images/compare-specs.png" --force
# Presentation keys in the specs themselves: render.annotate, render.deviceFrame, render.grid + theme.
"$layoutshot" render "$specs/annotated-flow.json" -o "$images/annotated-flow.png" --force
"$layoutshot" render "$specs/device-frame.json" -o "$images/device-frame.png" --force
"$layoutshot" render "$specs/grid-dark.json" -o "$images/grid-dark.png" --force
# The same feed annotated inside a device frame, from the command line.
"$layoutshot" review "$specs/device-frame.json" -o "$images/device-frame-annotated.png" --annotate --force

# The built-in gallery, rendered exactly as `swift run layoutshot` renders it.
gallery="$(mktemp -d)"
trap 'rm -rf "$gallery"' EXIT
(cd "$gallery" && "$layoutshot" >/dev/null)
cp "$gallery"/layoutshot-gallery/*.png "$images/"

# The SwiftUI gallery of docs/swiftui.md (swiftui-*.png), laid out by ViewHost and drawn by the same pipeline.
swift build -c release "${scratch[@]}" --product layoutshot-swiftui >/dev/null
"$(swift build -c release "${scratch[@]}" --show-bin-path)/layoutshot-swiftui" gallery "$images"

# The UIKit host's pictures of docs/uikit-host.md: the batch-update filmstrip (uikit-transition.png) and the
# self-sizing feed (uikit-self-sizing.png, estimates, then what the host measured), and a diffable apply
# drawn as a batch update (uikit-diffable-apply.png).
swift build -c release "${scratch[@]}" --product layoutshot-uikit-images >/dev/null
"$(swift build -c release "${scratch[@]}" --show-bin-path)/layoutshot-uikit-images" "$images"
