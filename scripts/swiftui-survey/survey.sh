#!/usr/bin/env bash
# Compiles open-source SwiftUI apps' view files against LayoutShotSwiftUI with only the import changed, and
# counts the in-scope view files that do not compile (docs/swiftui.md, "Real apps").
#
# Each app of apps.tsv is read at run time from its git mirror (`fetch github:owner/name` puts one under
# /work/.mirror, or set SURVEY_MIRRORS); nothing of the apps is kept in this repository. Its Swift files are
# written to one target of a scratch package depending on this repository by path, with `import SwiftUI` (and
# `import Combine`, whose ObservableObject and Published SwiftUI re-exports) replaced by
# `import LayoutShotSwiftUI`, the imports of the app's own modules dropped (one target holds them all) and
# `#Preview { … }` blocks removed (a macro Linux does not have). A file is out of scope, and left out, when it
# needs a platform service (listed in `out_of_scope`); a file importing SwiftUI and in scope is a view file.
#
# usage: LAYOUTSHOT_SKIP_PORT=1 scripts/swiftui-survey/survey.sh [APP...]   (run through /work/bin/ws)
# prints, per app: view files, out-of-scope files with the reason, in-scope files with errors, the rate.
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
mirrors="${SURVEY_MIRRORS:-/work/.mirror}"
work="${SURVEY_WORK:-/tmp/swiftui-apps-survey}"
mkdir -p "$work"
# SURVEY_PACKAGE: the LayoutShot checkout to compile against (another commit's worktree, for a before figure).
ln -sfn "${SURVEY_PACKAGE:-$repo}" "$work/layoutshot"

# The platform service a file needs, or nothing: a framework beyond SwiftUI, Combine, Foundation and
# Observation (MapKit, Charts, StoreKit, UIKit, AVFoundation, os, …), or an app service beyond views.
out_of_scope() { # file own-modules
    local module
    for module in $(grep -oE '^(@[A-Za-z_]+ )*import ([a-z]+ )?[A-Za-z_]+' "$1" | awk '{ print $NF }'); do
        case " SwiftUI Combine Foundation Observation Dispatch $2 " in *" $module "*) ;; *) echo "$module"; return;; esac
    done
    grep -qE 'UIViewRepresentable|UIViewControllerRepresentable' "$1" && { echo "UIKit views"; return; }
    grep -qE 'URLSession' "$1" && { echo "networking"; return; }
    grep -qE 'FileManager|UserDefaults|@AppStorage|@SceneStorage|Bundle\.main|JSONDecoder' "$1" && { echo "persistence or the app bundle"; return; }
    grep -qE '^@main|: App \{|WindowGroup' "$1" && { echo "app entry point"; return; }
}

# Drops `#Preview … { … }` blocks (braces counted) and swaps the imports. A file using `@Observable` that
# imports only Foundation gets `import Observation`: Apple's Foundation re-exports it, Linux's does not.
rewrite() { # own-modules observable
    awk -v own=" $1 " -v observable="$2" '
        skipping == 0 && /^#Preview/ { skipping = 1; depth = 0; opened = 0 }
        skipping == 1 {
            n = split($0, chars, "")
            for (i = 1; i <= n; i++) { if (chars[i] == "{") { depth++; opened = 1 } else if (chars[i] == "}") depth-- }
            if (opened && depth <= 0) skipping = 0
            next
        }
        /^import (SwiftUI|Combine)$/ { print "import LayoutShotSwiftUI"; next }
        /^import Foundation$/ && observable { print; print "import Observation"; next }
        /^import [A-Za-z]+$/ { split($0, w, " "); if (index(own, " " w[2] " ")) next }
        { print }
    '
}

names=()
declare -A view_files scope_note
while IFS=$'\t' read -r name mirror commit folders own; do
    [[ "$name" == \#* || -z "$name" ]] && continue
    if [ $# -gt 0 ] && [[ " $* " != *" $name "* ]]; then continue; fi
    git_dir="$mirrors/$mirror/repo"
    [ -d "$git_dir" ] || { echo "$name: no mirror at $git_dir (fetch github:${mirror/+//})" >&2; continue; }
    names+=("$name")
    target="$work/package/Sources/$name"
    rm -rf "$target" "$target.census"; mkdir -p "$target/Resources"
    # A resource makes SwiftPM generate `Bundle.module`, which the apps' packages name for their strings.
    echo "placeholder" > "$target/Resources/placeholder.txt"
    # shellcheck disable=SC2086
    git -C "$git_dir" ls-tree -r --name-only "$commit" -- $folders | grep '\.swift$' | grep -vE 'Tests/|Package\.swift$' |
    while read -r path; do
        flat="$target/$(echo "$path" | tr '/ ' '__')"
        git -C "$git_dir" show "$commit:$path" > "$flat.orig"
        reason=$(out_of_scope "$flat.orig" "${own//-/}")
        if grep -q '^import SwiftUI$' "$flat.orig"; then kind=view; else kind=support; fi
        if [ -n "$reason" ]; then
            echo "$kind	out	$path	$reason" >> "$target.census"
        else
            echo "$kind	in	$path	" >> "$target.census"
            observable=""; grep -q '@Observable' "$flat.orig" && observable=1
            rewrite "${own//-/}" "$observable" < "$flat.orig" > "$flat"
        fi
        rm "$flat.orig"
    done
done < "$here/apps.tsv"

mkdir -p "$work/package"
list=$(printf '"%s", ' "${names[@]}")
cat > "$work/package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SwiftUIAppsSurvey",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "$work/layoutshot")],
    targets: [${list%, }].map {
        .target(name: \$0, dependencies: [.product(name: "LayoutShotSwiftUI", package: "layoutshot")],
                resources: [.copy("Resources")], swiftSettings: [.swiftLanguageMode(.v5)])
    }
)
SWIFT

cd "$work/package"
for name in "${names[@]}"; do
    census="$work/package/Sources/$name.census"
    log="$work/$name.log"
    # One whole-module compile type-checks every file even when another has errors (a batch build skips the
    # files of a batch whose module interface failed, and would count them as compiling).
    swift build --target "$name" --disable-index-store -Xswiftc -wmo -Xswiftc -no-emit-module-separately-wmo -Xswiftc -continue-building-after-errors > "$log" 2>&1
    # Errors outside the app's files (the dependency failed to build) leave the app's files unchecked: no rate.
    if grep -E "error:" "$log" | grep -vE "Sources/$name/|^ +\||command failed with exit code" | grep -q .; then
        echo "$name: the build failed outside the app's files, no rate (log $log)"
        continue
    fi
    grep -oE "Sources/$name/[^:]+\.swift:[0-9]+:[0-9]+: error" "$log" | sed -E "s#Sources/$name/##; s#:[0-9]+:[0-9]+: error##" | sort -u > "$work/$name.failing"
    views=$(grep -c '^view' "$census"); inscope=$(grep -c '^view	in' "$census")
    failing=0
    while IFS=$'\t' read -r kind scope path _; do
        [ "$kind/$scope" = "view/in" ] || continue
        if grep -qxF "$(echo "$path" | tr '/ ' '__')" "$work/$name.failing"; then failing=$((failing + 1)); echo "  error: $path"; fi
    done < "$census"
    grep -P '^view\tout' "$census" | awk -F'\t' '{ print "  out of scope (" $4 "): " $3 }'
    echo "$name: $views view files, $inscope in scope, $((inscope - failing))/$inscope compile ($(grep -c 'error:' "$log") errors; log $log)"
done
