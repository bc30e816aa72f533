#!/usr/bin/env bash
# `layoutshot diff A B -o D.png` as a whole process against ImageMagick's `compare -metric AE A B D.png`
# on two 4-megapixel UI images (2000 × 2000 px) that differ in a few elements; target ≤ 0.2×.
#
#   Benchmarks/diff-vs-imagemagick.sh [RUNS]     (default 11; medians of wall time per process)
#
# Also prints the CPU time of both (apart from waiting for a core on a busy machine) and `diff --runs`'
# in-process medians (decode, compare, diff image encoded and written), which show where the time goes.
# Needs `apt-get install -y imagemagick`. SCRATCH_PATH picks SwiftPM's build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-11}"
source Benchmarks/png-common.sh
render_feeds "$work/a.png" "$work/b.png"

# Median wall time and median CPU time (user + system) in milliseconds of running "$@" RUNS times, as
# "WALL CPU"; exit status 1 means "differ" for both tools. CPU time shows the work apart from waiting
# for a core on a busy machine.
wall() {
  python3 - "$runs" "$@" <<'PY'
import resource, statistics, subprocess, sys, time
runs, command = int(sys.argv[1]), sys.argv[2:]
walls, cpus = [], []
for _ in range(runs):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    walls.append((time.perf_counter() - start) * 1000)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpus.append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)
    if status not in (0, 1):
        sys.exit(f"{command[0]} exited with {status}")
print(round(statistics.median(walls), 1), round(statistics.median(cpus), 1))
PY
}
ours=$(wall "$bin" diff "$work/a.png" "$work/b.png" -o "$work/ours.png")
magick=$(wall compare -metric AE "$work/a.png" "$work/b.png" "$work/magick.png")
inside=$("$bin" diff "$work/a.png" "$work/b.png" -o "$work/ours.png" --runs "$runs")
summary=$("$bin" diff "$work/a.png" "$work/b.png" || true)
python3 - "$ours" "$magick" "$inside" "$summary" "$work/a.png" "$work/ours.png" <<'PY'
import json, os, sys
(ours, ours_cpu), (magick, magick_cpu) = (map(float, sys.argv[1].split()), map(float, sys.argv[2].split()))
inside, summary = json.loads(sys.argv[3]), sys.argv[4]
ratio = ours / magick
print(json.dumps({"layoutshotDiffMs": ours, "imagemagickCompareMs": magick, "ratio": round(ratio, 3),
                  "verdict": "ok" if ratio <= 0.2 else "OVER",
                  "layoutshotCpuMs": ours_cpu, "imagemagickCpuMs": magick_cpu, "cpuRatio": round(ours_cpu / magick_cpu, 3),
                  "inProcess": inside, "summary": summary,
                  "inputBytes": os.path.getsize(sys.argv[5]), "diffImageBytes": os.path.getsize(sys.argv[6])}))
PY
