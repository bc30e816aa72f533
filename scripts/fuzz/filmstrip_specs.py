"""Random `compositional` filmstrips near the element limit: orthogonal scrollers of up to 1,100,000 small
cells, or up to 2,000 of them sharing that budget, pictured across up to 64 orthogonal offsets or scroll
offsets, with cells that cover the whole viewport, offsets past either end, and counts just past the limit.

A filmstrip must cost what its frames show: each case must end in exit 0 with complete output or exit 2
(refused up front, naming the file), within the fuzzer's time and memory limits. Every function takes a
random.Random so a case is reproduced by its seed alone.
"""

import json

ELEMENT_LIMIT = 1_100_000
MAXIMUM_FRAMES = 64
FULL = {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}


def cell_size(rng):
    """A small cell, now and then a sliver or one that covers the viewport through negative insets."""
    side = rng.choice([5, 5, 5, 1, 0.5, 1e-9, 20, 100])
    return {"widthDimension": {"absolute": side}, "heightDimension": {"absolute": side}}


def item(rng):
    value = {"layoutSize": FULL}
    if rng.random() < 0.15:
        reach = rng.choice([1000, 2_000_000, 1e300])
        value["contentInsets"] = {"top": -reach, "leading": -reach, "bottom": -reach, "trailing": -reach}
    return {"item": value}


def section(rng):
    value = {"orthogonalScrollingBehavior": rng.choice(
        ["continuous", "continuous", "paging", "groupPaging", "groupPagingCentered", "continuousGroupLeadingBoundary"]),
        "group": {"layoutSize": cell_size(rng), rng.choice(["horizontal", "vertical"]): [item(rng)]}}
    if rng.random() < 0.2:
        value["interGroupSpacing"] = rng.choice([0, 1, 1e6])
    return value


def offsets(rng, frames):
    picks = [0, 1, 5, 1000, 123_456.5, 5_499_995, 1e9, 1e308, -1e6]
    return [rng.choice(picks) if rng.random() < 0.3 else rng.uniform(0, 5_500_000) for _ in range(frames)]


def spec(rng):
    """One filmstrip spec: one big scroller or many smaller ones, across orthogonal offsets or scroll offsets."""
    frames = rng.choice([2, 16, 32, 64, 64, rng.randint(2, MAXIMUM_FRAMES)])
    many = rng.random() < 0.4
    section_count = rng.choice([100, 1000, 2000]) if many else 1
    total = rng.choice([ELEMENT_LIMIT, ELEMENT_LIMIT, ELEMENT_LIMIT - 1, ELEMENT_LIMIT + 1, rng.randint(200_000, ELEMENT_LIMIT)])
    per_section = max(1, total // section_count)
    value = {
        "name": "filmstrip",
        "viewport": rng.choice([{"width": 200, "height": 100}, {"width": 375, "height": 667}, {"width": 1, "height": 1}]),
        "layout": {"kind": "compositional", "section": section(rng)},
        "sections": [{"items": {"count": per_section}} for _ in range(section_count)],
    }
    if rng.random() < 0.2:
        value["scale"] = rng.choice([1, 2, 3])
    if rng.random() < 0.25:
        # A filmstrip across scroll offsets, each orthogonal scroller at one offset of its own.
        value["offsets"] = [{"x": 0, "y": y} for y in offsets(rng, frames)]
        value["orthogonalOffsets"] = [{"section": s, "offset": offsets(rng, 1)[0]} for s in range(min(section_count, 50))]
    else:
        named = section_count if rng.random() < 0.5 else rng.randint(1, section_count)
        value["orthogonalOffsets"] = [{"section": s, "offsets": offsets(rng, frames)} for s in range(named)]
    if rng.random() < 0.3:
        value["render"] = {"labels": rng.random() < 0.5}
    return value


def make(rng):
    """Returns (file name, bytes, description): a filmstrip spec near the element limit."""
    value = spec(rng)
    frames = max(len(value.get("offsets", [])), max(len(o.get("offsets", [])) for o in value["orthogonalOffsets"]))
    description = f"filmstrip of {frames} frames, {len(value['sections'])} sections near the element limit"
    return "filmstrip.json", json.dumps(value).encode(), description
