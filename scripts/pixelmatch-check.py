#!/usr/bin/env python3
"""Checks that `layoutshot diff` counts the same differing pixels as pixelmatch.

Renders pairs of specs that differ a little (an item one point taller, a moved cell, another
scroll offset, another theme, ...) with the layoutshot renderer, compares each pair with
`layoutshot diff` and with PyPI's `pixelmatch` (threshold 0.1, anti-aliasing detection on: both
tools' defaults) and fails when a count differs by more than 1% (exactly, when pixelmatch finds none).

    pip install pixelmatch pillow
    python3 scripts/pixelmatch-check.py [--layoutshot PATH] [--keep DIR]

Without --layoutshot it builds the tool with `swift build` (SCRATCH_PATH picks the build folder).
Exits 0 when every pair agrees, 1 when one does not, 2 when something is missing.
"""
import argparse
import copy
import json
import os
import re
import subprocess
import sys
import tempfile

try:
    from PIL import Image
    from pixelmatch.contrib.PIL import pixelmatch
except ImportError:
    sys.exit("pixelmatch-check: needs `pip install pixelmatch pillow`")

TOLERANCE = 0.01


def with_changes(spec, **changes):
    """A copy of `spec` with values replaced at dotted paths (`sections.0.items.2`)."""
    spec = copy.deepcopy(spec)
    for path, value in changes.items():
        target = spec
        keys = path.split(".")
        for key in keys[:-1]:
            target = target[int(key)] if isinstance(target, list) else target[key]
        last = keys[-1]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return spec


WATERFALL = {
    "viewport": {"width": 320, "height": 480}, "offset": {"x": 0, "y": 0},
    "layout": {"kind": "waterfall", "columns": 2, "lineSpacing": 10, "interitemSpacing": 10,
               "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
    "sections": [{"header": {"height": 40}, "footer": {"height": 30},
                  "items": [{"height": 120}, {"height": 80}, {"height": 60}, {"height": 100}, {"height": 90},
                            {"height": 70}]},
                 {"header": {"height": 40}, "columns": 3,
                  "items": {"count": 12, "height": {"min": 40, "max": 120, "seed": 7}}}],
}


def waterfall(**changes):
    return with_changes(WATERFALL, **changes)


FLOW = {"viewport": {"width": 375, "height": 400}, "offset": {"x": 0, "y": 0},
        "layout": {"kind": "flow", "itemSize": {"width": 100, "height": 80}, "lineSpacing": 10, "interitemSpacing": 10,
                   "sectionInset": {"top": 10, "left": 12, "bottom": 10, "right": 12},
                   "background": {"outset": 6, "cornerRadius": 12}},
        "sections": [{"header": {"height": 36}, "items": {"count": 9}},
                     {"header": {"height": 36}, "items": [{"width": 160, "height": 60}, {"width": 60, "height": 90}]}]}
CAROUSEL = {"viewport": {"width": 375, "height": 220}, "offset": {"x": 0, "y": 0},
            "layout": {"kind": "carousel", "itemSize": {"width": 100, "height": 100}},
            "sections": [{"items": {"count": 6}}]}
CARDS = {"viewport": {"width": 320, "height": 480}, "offset": {"x": 0, "y": 0},
         "layout": {"kind": "cards", "itemSize": {"width": 288, "height": 180}, "lineSpacing": -60, "pinTop": 12,
                    "sectionInset": {"top": 12, "left": 16, "bottom": 12, "right": 16}},
         "sections": [{"items": {"count": 8}}]}
TEXT = {"viewport": {"width": 375, "height": 240}, "offset": {"x": 0, "y": 0},
        "layout": {"kind": "alignedFlow", "alignment": "start", "lineSpacing": 8, "interitemSpacing": 8,
                   "sectionInset": {"top": 8, "left": 8, "bottom": 8, "right": 8}},
        "sections": [{"items": [{"text": word} for word in
                                "snapshot tests of collection layouts run on Linux in milliseconds".split()]}]}

PAIRS = [
    ("identical", waterfall(), waterfall()),
    ("one item 1 pt taller", waterfall(), waterfall(**{"sections.0.items.2": {"height": 61}})),
    ("one item 10 pt taller", waterfall(), waterfall(**{"sections.0.items.0": {"height": 130}})),
    ("interitem spacing 10 → 12", waterfall(), waterfall(**{"layout.interitemSpacing": 12})),
    ("scrolled 1 pt", waterfall(), waterfall(offset={"x": 0, "y": 1})),
    ("scrolled 37 pt", waterfall(), waterfall(offset={"x": 0, "y": 37})),
    ("scale 2, item 1 pt taller", waterfall(scale=2),
     waterfall(scale=2, **{"sections.0.items.2": {"height": 61}})),
    ("labels off", waterfall(), waterfall(render={"labels": False})),
    ("dark theme", waterfall(), waterfall(render={"theme": "dark"})),
    ("flow: one more item", FLOW, with_changes(FLOW, **{"sections.0.items": {"count": 10}})),
    ("flow: corner radius 12 → 8", FLOW, with_changes(FLOW, **{"layout.background": {"outset": 6, "cornerRadius": 8}})),
    ("carousel scrolled 3 pt", CAROUSEL, with_changes(CAROUSEL, offset={"x": 3, "y": 0})),
    ("carousel scrolled 60 pt, scale 2", with_changes(CAROUSEL, scale=2),
     with_changes(CAROUSEL, scale=2, offset={"x": 60, "y": 0})),
    ("cards scrolled 50 pt", CARDS, with_changes(CARDS, offset={"x": 0, "y": 50})),
    ("text items, one word changed", TEXT,
     with_changes(TEXT, **{"sections.0.items.3": {"text": "layouts"}})),
]


def build(scratch):
    subprocess.run(["swift", "build", "--product", "layoutshot", "--scratch-path", scratch], check=True,
                   stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "--scratch-path", scratch, "--show-bin-path"], check=True,
                              capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "layoutshot")


def render(tool, spec, path):
    with open(path + ".json", "w") as f:
        json.dump(spec, f)
    subprocess.run([tool, "render", path + ".json", "-o", path, "--force"], check=True, stdout=subprocess.DEVNULL)


def ours(tool, a, b):
    run = subprocess.run([tool, "diff", a, b, "--max-diff-ratio", "1"], capture_output=True, text=True)
    match = re.search(r"(\d+) of (\d+) pixels differ", run.stdout)
    if run.returncode != 0 or not match:
        sys.exit(f"pixelmatch-check: layoutshot diff failed on {a} {b}: {run.stdout}{run.stderr}")
    return int(match.group(1))


def theirs(a, b):
    one, two = Image.open(a).convert("RGBA"), Image.open(b).convert("RGBA")
    return pixelmatch(one, two, threshold=0.1, includeAA=False)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layoutshot", help="a built layoutshot executable (default: build one)")
    parser.add_argument("--keep", help="render the pairs into this folder and keep them")
    args = parser.parse_args()
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    tool = args.layoutshot or build(os.environ.get("SCRATCH_PATH", ".build"))
    work = args.keep or tempfile.mkdtemp(prefix="pixelmatch-check-")
    os.makedirs(work, exist_ok=True)
    failures = 0
    print(f"{'pair':<36} {'pixels':>8} {'layoutshot':>10} {'pixelmatch':>10}  agreement")
    for index, (name, spec_a, spec_b) in enumerate(PAIRS):
        a, b = os.path.join(work, f"{index:02}-a.png"), os.path.join(work, f"{index:02}-b.png")
        render(tool, spec_a, a)
        render(tool, spec_b, b)
        mine, reference = ours(tool, a, b), theirs(a, b)
        pixels = Image.open(a).size[0] * Image.open(a).size[1]
        ok = abs(mine - reference) <= TOLERANCE * reference
        failures += not ok
        off = abs(mine - reference) / reference * 100 if reference else 0
        print(f"{name:<36} {pixels:>8} {mine:>10} {reference:>10}  {'ok' if ok else 'OFF'} ({off:.2f}%)")
    print(f"pixelmatch-check: {len(PAIRS) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
