#!/usr/bin/env python3
"""Checks that our SVG and our PNG of every gallery spec show the same picture.

For each spec of the built-in gallery, an external renderer (resvg) draws our SVG at our PNG's size;
the two images may differ in fewer than 0.5% of their pixels. A pixel differs when any channel is
more than 48/255 apart, so anti-aliasing that differs between rasterizers on an edge does not count
as a different picture while a missing, moved or recoloured shape does.

Setup (once):  pip install resvg-cli pillow numpy
Run:           python3 scripts/svg-png-agreement.py      (exit 0 when every spec agrees)
"""
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIMIT = 0.005
CHANNEL_TOLERANCE = 48


def main() -> int:
    subprocess.run(["swift", "build", "-c", "release", "--product", "layoutshot"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip() + "/layoutshot"
    failures = 0
    with tempfile.TemporaryDirectory() as work:
        subprocess.run([binary], cwd=work, check=True, stdout=subprocess.DEVNULL)
        gallery = os.path.join(work, "layoutshot-gallery")
        for name in sorted(n[:-5] for n in os.listdir(gallery) if n.endswith(".json")):
            ours = np.asarray(Image.open(os.path.join(gallery, name + ".png")).convert("RGBA"), dtype=np.int16)
            height, width = ours.shape[:2]
            theirs_path = os.path.join(work, name + ".resvg.png")
            subprocess.run(["resvg", "--width", str(width), "--height", str(height),
                            os.path.join(gallery, name + ".svg"), theirs_path], check=True)
            theirs = np.asarray(Image.open(theirs_path).convert("RGBA"), dtype=np.int16)
            differing = int((np.abs(ours - theirs).max(axis=2) > CHANNEL_TOLERANCE).sum())
            ratio = differing / (width * height)
            verdict = "ok" if ratio < LIMIT else "DIFFERENT"
            failures += verdict != "ok"
            print(f"{name:32} {width}x{height}  {differing:7d} px differ  {ratio * 100:6.3f}%  {verdict}")
    print(f"{failures} of the gallery specs differ by 0.5% or more" if failures else "every gallery spec agrees")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
