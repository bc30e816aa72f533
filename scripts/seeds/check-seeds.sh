#!/usr/bin/env bash
# Compiles the layout classes printed in shared/seeds 000, 001 and 003 against LayoutShotUIKit and lays
# each one out through LayoutHost, printing element counts and content sizes (or the fault found).
#
# The seeds' code is extracted at run time into a temporary package that depends on this repository by
# path; nothing from the seeds is written into the repository. Seeds 001 and 003 get only the import
# lines; seed 000, written against the Objective-C runtime, is ported by layoutshot-port as an app's code is.
#
# usage: scripts/seeds/check-seeds.sh [--swift6] [SEEDS_DIR]   (SEEDS_DIR defaults to ../shared/seeds)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
source "$here/../uikit-package.sh"
mode=5
if [[ "${1:-}" == "--swift6" ]]; then mode=6; shift; fi
seeds="$(cd "${1:-$repo/../shared/seeds}" && pwd)"
work="$(mktemp -d /tmp/layoutshot-seeds.XXXXXX)"
trap 'rm -rf "$work"' EXIT
consumer_paths "$work"

extract() { # seed-number names class [extra options...]
    local n="$1" names="$2" class="$3"; shift 3
    mkdir -p "$package/Sources/Seed$n"
    python3 "$here/extract_seed.py" "$seeds/${n}_"*.txt --names "$names" --class "$class" "$@" \
        --output "$package/Sources/Seed$n/$class.swift"
    cp "$here/runners/Seed${n}Main.swift" "$package/Sources/Seed$n/main.swift"
    cp "$here/runners/SeedReport.swift" "$package/Sources/Seed$n/"
}

extract 000 JYWaterfallFlowLayoutDelegate,UICollectionViewScrollDirection,JYWaterfallFlowLayout JYWaterfallFlowLayout \
    --drop-undeclared sizeForItemAt
(cd "$repo" && swift build --product layoutshot-port >"$work/port-build.log" 2>&1) || { cat "$work/port-build.log"; exit 1; }
mkdir -p "$work/App000"
mv "$package/Sources/Seed000/JYWaterfallFlowLayout.swift" "$work/App000/"
"$(cd "$repo" && swift build --show-bin-path)/layoutshot-port" "$work/App000" --output "$package/Sources/Seed000/Ported"
cp "$here/SeedGaps000.swift" "$package/Sources/Seed000/"
extract 001 AlignDirection,AlignDelegateFlowLayout,AlignFlowLayout,UICollectionViewLayoutAttributes AlignFlowLayout
extract 003 PinCollectionLayoutDelegate,PinCollectionLayout PinCollectionLayout
cp "$here/AppHelpers.swift" "$package/Sources/Seed003/"

if [[ $mode == 6 ]]; then settings='[.swiftLanguageMode(.v6)]'; tools=6.0; else settings='[]'; tools=5.10; fi
uikit_package "$tools" "$settings" Seed000 Seed001 Seed003

echo "== building the seeds in Swift $mode mode ($package)"
built=0
(cd "$package" && swift build -c debug --scratch-path "$build" >"$work/build.log" 2>&1) && built=1
grep -E "error|warning: |Compiling Seed|Build complete" "$work/build.log" | sort -u || true
passed=0 failed=0
for n in 000 001 003; do
    echo "== Seed$n"
    if [[ $built == 1 ]] && "$build/debug/Seed$n"; then
        passed=$((passed + 1))
    else
        echo "Seed$n did not build or run"
        failed=$((failed + 1))
    fi
done
echo "check-seeds (Swift $mode): $passed passed, $failed failed"
[[ $failed == 0 ]]
