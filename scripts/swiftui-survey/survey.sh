#!/usr/bin/env bash
# Compiles open-source SwiftUI apps' view files against LayoutShotSwiftUI with only the import changed, and
# counts the in-scope view files that do not compile (docs/swiftui.md, "Real apps").
#
# Each app of apps.tsv is read at run time from its git mirror (`fetch github:owner/name` puts one under
# /work/.mirror, or set SURVEY_MIRRORS); nothing of the apps is kept in this repository. Its Swift files are
# written to one target of a scratch package depending on this repository by path, with `import SwiftUI` (and
# `import Combine`, whose ObservableObject and Published SwiftUI re-exports) replaced by
# `import LayoutShotSwiftUI`, `import CoreLocation` and `import UniformTypeIdentifiers` by their look-alikes and
# `import LayoutShotFoundation` added where a file names `ListFormatter` or `String(localized:)` (as
# layoutshot-port does), the imports of the app's own modules dropped (one target holds them all) and
# `#Preview { … }` blocks removed (a macro Linux does not have). A file is out of scope, and left out, when it
# needs a platform service (listed in `out_of_scope`), or uses a type only an out-of-scope file declares (then it
# needs that service too; `dependents`); a file importing SwiftUI and in scope is a view file.
#
# usage: LAYOUTSHOT_SKIP_PORT=1 scripts/swiftui-survey/survey.sh [APP...]   (run through /work/bin/ws)
# prints, per app: view files, out-of-scope files with the reason, in-scope files with errors, the rate.
set -uo pipefail
shopt -s nullglob

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
mirrors="${SURVEY_MIRRORS:-/work/.mirror}"
work="${SURVEY_WORK:-/tmp/swiftui-apps-survey}"
mkdir -p "$work"
# SURVEY_PACKAGE: the LayoutShot checkout to compile against (another commit's worktree, for a before figure).
ln -sfn "${SURVEY_PACKAGE:-$repo}" "$work/layoutshot"

# The platform service a file needs, or nothing: a framework beyond SwiftUI, Combine, Foundation, Observation and
# the value frameworks CoreLocation and UniformTypeIdentifiers (MapKit, Charts, StoreKit, UIKit, AVFoundation, os,
# …), or an app service beyond views.
out_of_scope() { # file own-modules
    local module
    for module in $(grep -oE '^(@[A-Za-z_]+ )*import ([a-z]+ )?[A-Za-z_]+' "$1" | awk '{ print $NF }'); do
        case " SwiftUI Combine Foundation Observation Dispatch CoreLocation UniformTypeIdentifiers $2 " in *" $module "*) ;; *) echo "$module"; return;; esac
    done
    grep -qE 'UIViewRepresentable|UIViewControllerRepresentable' "$1" && { echo "UIKit views"; return; }
    grep -qE 'URLSession' "$1" && { echo "networking"; return; }
    grep -qE 'FileManager|UserDefaults|@AppStorage|@SceneStorage|Bundle\.main|JSONDecoder' "$1" && { echo "persistence or the app bundle"; return; }
    grep -qE '^@main|: App \{|WindowGroup' "$1" && { echo "app entry point"; return; }
}

# Drops `#Preview … { … }` blocks (braces counted) and swaps the imports. A file using `@Observable` that
# imports only Foundation gets `import Observation`: Apple's Foundation re-exports it, Linux's does not.
rewrite() { # own-modules observable foundation-gaps
    awk -v own=" $1 " -v observable="$2" -v gaps="$3" '
        NR == 1 && gaps { print "import LayoutShotFoundation" }
        skipping == 0 && /^#Preview/ { skipping = 1; depth = 0; opened = 0 }
        skipping == 1 {
            n = split($0, chars, "")
            for (i = 1; i <= n; i++) { if (chars[i] == "{") { depth++; opened = 1 } else if (chars[i] == "}") depth-- }
            if (opened && depth <= 0) skipping = 0
            next
        }
        /^import (SwiftUI|Combine)$/ { print "import LayoutShotSwiftUI"; next }
        /^import (CoreLocation|UniformTypeIdentifiers)$/ { split($0, w, " "); print "import LayoutShot" w[2]; next }
        /^import Foundation$/ && observable { print; print "import Observation"; next }
        /^import [A-Za-z]+$/ { split($0, w, " "); if (index(own, " " w[2] " ")) next }
        { print }
    '
}

# The types, protocols and aliases the files declare (nested ones too), one name a line.
declared() { # file...
    [ $# -gt 0 ] || return 0
    grep -ohE '^[[:space:]]*((public|internal|fileprivate|private|final|open|indirect|@[A-Za-z]+)[[:space:]]+)*(struct|class|enum|protocol|actor|typealias)[[:space:]]+[A-Za-z_][A-Za-z0-9_]*' "$@" |
        awk '{ print $NF }' | grep -vxE 'func|var|let' | sort -u
}

# The environment values the files declare (the properties of their `extension EnvironmentValues`), one a line.
environment_values() { # file...
    [ $# -gt 0 ] || return 0
    awk '/^(public )?extension EnvironmentValues/ { inside = 1; depth = 0 }
         inside { if (match($0, /var [A-Za-z_][A-Za-z0-9_]*/)) print substr($0, RSTART + 4, RLENGTH - 4)
                  n = split($0, c, ""); for (i = 1; i <= n; i++) { if (c[i] == "{") depth++; else if (c[i] == "}") { depth--; if (depth == 0) inside = 0 } } }' "$@" | sort -u
}

# Moves out of scope, until none is left, the in-scope files that use a type (or read an environment value) only
# out-of-scope files declare: they need the service the declaring file needs. The census gives each the name and
# the file it comes from.
dependents() { # target
    local target="$1" changed=1 only_out only_out_values file hit from flat
    while [ "$changed" = 1 ]; do
        changed=0
        only_out=$(comm -23 <(declared "$target".out/*.swift) <(declared "$target"/*.swift))
        only_out_values=$(comm -23 <(environment_values "$target".out/*.swift) <(environment_values "$target"/*.swift))
        [ -n "$only_out$only_out_values" ] || return 0
        for file in "$target"/*.swift; do
            hit=""
            # Comments name types too (`/// The ``ContentView`` presents this view`): they are not uses.
            [ -n "$only_out" ] && hit=$(sed 's#//.*##' "$file" | grep -owF -f <(echo "$only_out") | head -1)
            [ -z "$hit" ] && [ -n "$only_out_values" ] && hit=$(sed 's#//.*##' "$file" | grep -oF -f <(sed 's/^/\\./' <<< "$only_out_values") | head -1)
            [ -n "$hit" ] || continue
            from=$(grep -lE "((struct|class|enum|protocol|actor|typealias)[[:space:]]+|var )${hit#\\.}\b" "$target".out/*.swift | head -1)
            flat=$(basename "$file")
            mv "$file" "$target.out/$flat"
            awk -F'\t' -v OFS='\t' -v flat="$flat" -v why="uses $hit, from ${from##*/}" '
                { name = $3; gsub(/[\/ ]/, "_", name) } name ".swift" == flat || name == flat { $2 = "out"; $4 = why } { print }
            ' "$target.census" > "$target.census.new" && mv "$target.census.new" "$target.census"
            changed=1
        done
    done
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
    rm -rf "$target" "$target.census" "$target.out"; mkdir -p "$target/Resources" "$target.out"
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
            mv "$flat.orig" "$target.out/$(basename "$flat")"
            continue
        else
            echo "$kind	in	$path	" >> "$target.census"
            observable=""; grep -q '@Observable' "$flat.orig" && observable=1
            gaps=""; grep -qE 'ListFormatter|String\(localized:' "$flat.orig" && gaps=1
            rewrite "${own//-/}" "$observable" "$gaps" < "$flat.orig" > "$flat"
        fi
        rm "$flat.orig"
    done
    # SURVEY_SCOPE=file: each file in or out of scope by itself alone (the rule before dependents), for comparison.
    [ "${SURVEY_SCOPE:-}" = file ] || dependents "$target"
    # A target needs a Swift file, when all of an app's are out of scope.
    [ -n "$(echo "$target"/*.swift)" ] || echo "// No file of $name is in scope." > "$target/NoFileInScope.swift"
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
        .target(name: \$0, dependencies: ["LayoutShotSwiftUI", "LayoutShotCoreLocation", "LayoutShotUniformTypeIdentifiers", "LayoutShotFoundation"].map { .product(name: \$0, package: "layoutshot") },
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
    if grep -E "error:" "$log" | grep -vE "Sources/$name/|^ *[0-9]* *\||command failed with exit code" | grep -q .; then
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
    # A support file with errors keeps the module from building even where every view file is clean: named too.
    while IFS=$'\t' read -r kind scope path _; do
        [ "$kind/$scope" = "support/in" ] || continue
        if grep -qxF "$(echo "$path" | tr '/ ' '__')" "$work/$name.failing"; then echo "  error (not a view file): $path"; fi
    done < "$census"
    grep -P '^view\tout' "$census" | awk -F'\t' '{ print "  out of scope (" $4 "): " $3 }'
    echo "$name: $views view files, $inscope in scope, $((inscope - failing))/$inscope compile ($(grep -c 'error:' "$log") errors; log $log)"
done
