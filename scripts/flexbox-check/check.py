#!/usr/bin/env python3
"""Checks the alignedFlow layout against a browser's flexbox.

Generates random alignedFlow specs (alignments start, end, dataEnd, center; every vertical alignment; both
scroll directions; headers, footers, several sections, per-section overrides, text items), gets the
engine's frames from `layoutshot layout`, lays the same boxes out with CSS flexbox in headless Chromium
and compares every cell, header and footer frame and the content size.

Chromium keeps lengths in 1/64 px, so each spec is first resolved: the engine sizes its items (text
widths, `itemSize`, generators), the sizes are rounded to 1/64 pt and written back as explicit
`width`/`height`; that resolved spec is what both the engine and Chromium lay out.

Needs Python 3.9+ and Chromium (Debian/Ubuntu: `sudo apt-get update && sudo apt-get install -y chromium`).
Run from the repository root:

    swift build -c release
    python3 scripts/flexbox-check/check.py --count 300

Exits 0 when everything agrees, 1 on a difference (failing specs are kept in --keep, default
./flexbox-failures), 2 on a usage or environment problem.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import chromium  # noqa: E402
import page_builder  # noqa: E402
import spec_generator  # noqa: E402


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=300, help="number of random specs (default 300)")
    parser.add_argument("--seed", type=int, default=1, help="first spec seed; spec k uses seed + k (default 1)")
    parser.add_argument("--batch", type=int, default=60, help="specs per Chromium page (default 60)")
    parser.add_argument("--tolerance", type=float, default=0.01,
                        help="largest allowed difference in points (default 0.01: the layout JSON prints "
                             "thousandths and Chromium rounds a centred line's half free space to 1/64 px)")
    parser.add_argument("--layoutshot", default=".build/release/layoutshot", help="the layoutshot executable")
    parser.add_argument("--chromium", help="the Chromium executable (default: found on PATH)")
    parser.add_argument("--keep", default="flexbox-failures", help="where to write the specs that disagree")
    return parser.parse_args()


def write_json(value, path):
    with open(path, "w") as f:
        json.dump(value, f, indent=1)


def engine_layout(layoutshot, spec_path):
    completed = subprocess.run([layoutshot, "layout", spec_path], capture_output=True, text=True)
    if completed.returncode != 0:
        print(f"layoutshot layout {spec_path} failed (exit {completed.returncode}): {completed.stderr}", file=sys.stderr)
        raise SystemExit(2)
    return json.loads(completed.stdout)


def resolved(spec, layout):
    """`spec` with every item replaced by its engine-computed size rounded to 1/64 pt."""
    sizes = {}
    for e in layout["elements"]:
        if e["kind"] == "cell":
            sizes.setdefault(e["section"], []).append(
                {"width": round(e["frame"][2] * 64) / 64, "height": round(e["frame"][3] * 64) / 64})
    result = json.loads(json.dumps(spec))
    for s, section in enumerate(result["sections"]):
        section["items"] = sizes.get(s, [])
    return result


def differences(spec, layout, browser, tolerance):
    """Human-readable differences between the engine's frames and the browser's boxes."""
    found = []
    content = layout["contentSize"]
    if any(abs(a - b) > tolerance for a, b in zip(content, browser["size"])):
        found.append(f"content size: engine {content}, browser {[round(v, 3) for v in browser['size']]}")
    ours = {(e["kind"], e["section"], e["item"]): e["frame"] for e in layout["elements"] if e["kind"] != "decoration"}
    theirs = {(e["kind"], e["section"], e["item"]): e["frame"] for e in browser["elements"]}
    if set(ours) != set(theirs):
        found.append(f"elements differ: engine only {sorted(set(ours) - set(theirs))}, "
                     f"browser only {sorted(set(theirs) - set(ours))}")
    for key in sorted(set(ours) & set(theirs)):
        a, b = ours[key], theirs[key]
        if any(abs(x - y) > tolerance for x, y in zip(a, b)):
            found.append(f"{key[0]} {key[1]}.{key[2]}: engine {a}, browser {[round(v, 3) for v in b]}")
    return found


def main():
    args = parse_arguments()
    if not os.access(args.layoutshot, os.X_OK):
        print(f"{args.layoutshot} is not an executable; build it first (swift build -c release) or pass --layoutshot",
              file=sys.stderr)
        return 2
    browser_path = chromium.find(args.chromium)
    failures, elements = 0, 0
    with tempfile.TemporaryDirectory(prefix="flexbox-check-") as work:
        seeds = list(range(args.seed, args.seed + args.count))
        for start in range(0, len(seeds), args.batch):
            batch = []
            for seed in seeds[start:start + args.batch]:
                spec = spec_generator.random_spec(seed)
                spec_path = os.path.join(work, f"flexbox-{seed}.json")
                write_json(spec, spec_path)
                spec = resolved(spec, engine_layout(args.layoutshot, spec_path))
                write_json(spec, spec_path)
                batch.append((seed, spec, engine_layout(args.layoutshot, spec_path)))
            page_path = os.path.join(work, f"page-{start}.html")
            with open(page_path, "w") as f:
                f.write(page_builder.page([(spec, layout) for _, spec, layout in batch]))
            results = page_builder.read_result(chromium.dump_dom(browser_path, page_path))
            for (seed, spec, layout), browser in zip(batch, results):
                elements += len(browser["elements"])
                found = differences(spec, layout, browser, args.tolerance)
                if found:
                    failures += 1
                    os.makedirs(args.keep, exist_ok=True)
                    kept = os.path.join(args.keep, f"flexbox-{seed}.json")
                    write_json(spec, kept)
                    print(f"DIFFERENT {kept}:")
                    for line in found[:8]:
                        print(f"  {line}")
            print(f"checked specs {seeds[start]}…{seeds[min(len(seeds), start + args.batch) - 1]}", flush=True)
    print(f"{args.count - failures} of {args.count} specs agree with Chromium's flexbox ({elements} boxes compared)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
