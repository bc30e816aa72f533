"""Random alignedFlow specs whose placement a browser's flexbox can reproduce.

Only the alignments with a flexbox equivalent are drawn (start, end, dataEnd, center); `justified` is
UIKit's own spreading rule and `follow` has no CSS counterpart, so the Swift tests cover those.
"""

import random

WORDS = ["made", "in", "China", "UIView", "UITableView", "UICollectionView", "Swift", "tags", "iOS",
         "chips", "layout", "flow", "render", "a", "snapshot", "Ünïcödé", "× → ✓"]
ALIGNMENTS = ["start", "end", "dataEnd", "center"]
VERTICAL_ALIGNMENTS = ["top", "center", "bottom"]


def _maybe(rng, probability):
    return rng.random() < probability


def _items(rng, vertical, available):
    """An item list in one of several styles: whole points, quarter points, text, defaults, a generator."""
    style = rng.choice(["whole", "whole", "quarter", "text", "default", "generator"])
    count = rng.randint(0, 40)
    along, across = ("width", "height") if vertical else ("height", "width")
    if style == "generator":
        return {"count": count,
                along: {"min": 0, "max": max(1, int(available * 0.7)), "seed": rng.randint(0, 10_000)},
                across: {"min": 0, "max": 90, "seed": rng.randint(0, 10_000)}}
    items = []
    for _ in range(count):
        if style == "text":
            items.append({"text": rng.choice(WORDS)})
        elif style == "default":
            items.append({})
        else:
            step = 0.25 if style == "quarter" else 1.0
            longest = available * (1.3 if _maybe(rng, 0.05) else 0.6)
            u = round(rng.uniform(0, longest) / step) * step
            v = round(rng.uniform(0, 90) / step) * step
            items.append({along: u, across: v})
    return items


def _inset(rng):
    return {side: rng.randint(0, 20) for side in ("top", "left", "bottom", "right")}


def _section_overrides(rng):
    overrides = {}
    if _maybe(rng, 0.3):
        overrides["alignment"] = rng.choice(ALIGNMENTS)
    if _maybe(rng, 0.3):
        overrides["verticalAlignment"] = rng.choice(VERTICAL_ALIGNMENTS)
    if _maybe(rng, 0.2):
        overrides["interitemSpacing"] = rng.randint(0, 16)
    if _maybe(rng, 0.2):
        overrides["lineSpacing"] = rng.randint(0, 16)
    if _maybe(rng, 0.2):
        overrides["sectionInset"] = _inset(rng)
    if _maybe(rng, 0.15):
        overrides["itemSize"] = {"width": rng.randint(10, 120), "height": rng.randint(10, 80)}
    if _maybe(rng, 0.15):
        overrides["textItem"] = {"fontSize": rng.choice([12, 16, 32]), "padding": rng.randint(0, 24),
                                 "height": rng.randint(16, 40)}
    return overrides


def random_spec(seed):
    """The spec for `seed`: 1–3 sections, random options at layout and section level, both scroll directions."""
    rng = random.Random(seed)
    vertical = _maybe(rng, 0.6)
    line_extent = rng.randint(120, 500)
    viewport = {"width": line_extent, "height": 600} if vertical else {"width": 600, "height": line_extent}
    layout = {"kind": "alignedFlow", "scrollDirection": "vertical" if vertical else "horizontal",
              "alignment": rng.choice(ALIGNMENTS), "verticalAlignment": rng.choice(VERTICAL_ALIGNMENTS),
              "interitemSpacing": rng.randint(0, 16), "lineSpacing": rng.randint(0, 16),
              "sectionSpacing": rng.randint(0, 20), "sectionInset": _inset(rng),
              "itemSize": {"width": rng.randint(10, 120), "height": rng.randint(10, 80)}}
    extent_key = "height" if vertical else "width"
    sections = []
    for _ in range(rng.randint(1, 3)):
        section = _section_overrides(rng)
        if _maybe(rng, 0.5):
            section["header"] = {extent_key: rng.randint(0, 40)}
        if _maybe(rng, 0.3):
            section["footer"] = {extent_key: rng.randint(0, 30)}
        inset = section.get("sectionInset", layout["sectionInset"])
        across_insets = inset["left"] + inset["right"] if vertical else inset["top"] + inset["bottom"]
        section["items"] = _items(rng, vertical, max(1, line_extent - across_insets))
        sections.append(section)
    return {"name": f"flexbox-{seed}", "viewport": viewport, "layout": layout, "sections": sections}
