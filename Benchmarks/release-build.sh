# Sourced by the benchmark scripts from the repository root: builds `layoutshot` in release mode and
# sets $bin to it (SCRATCH_PATH picks SwiftPM's build folder, default .build), and makes a scratch
# folder $work that is removed on exit.

scratch=(--scratch-path "${SCRATCH_PATH:-.build}")
swift build -c release "${scratch[@]}" --product layoutshot >/dev/null
bin="$(swift build -c release "${scratch[@]}" --show-bin-path)/layoutshot"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
