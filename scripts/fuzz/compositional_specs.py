"""Random `compositional` specs: nested and custom groups, insets (negative too), orthogonal sections with
offsets, boundary and pinned supplementaries, decorations, lists, and dimensions on the edges of what is
legal (1e-9, 1e308, fractions of 0 and above 1) or past them.

Most specs are legal, so that the layout and render paths are reached; a share is then mutated with the
structural edits of spec_mutations, so the decoder's error paths see compositional shapes too.
Every function takes a random.Random so a case is reproduced by its seed alone.
"""

import json

import spec_mutations

EDGE_POINTS = [0, 1e-9, 5e-324, 0.5, 1e6, 1e12, 1e100, 1e308, 1.7976931348623157e308]
EDGE_FRACTIONS = [0, 1e-9, 0.001, 1, 1.5, 2, 10, 1e6, 1e308]
ILLEGAL_NUMBERS = [-1, -1e-9, -1e308, "1", None, True, [], {}]
ALIGNMENTS = ["none", "top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing",
              "topTrailing"]
EDGES = ["top", "leading", "bottom", "trailing"]
BEHAVIOURS = ["none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging",
              "groupPagingCentered"]
REFERENCES = ["automatic", "none", "safeArea", "layoutMargins", "readableContent"]


def illegal(rng, probability):
    """True with `probability` in a hostile spec (a quarter of them), never in a legal one."""
    return rng.hostile and rng.random() < probability


def number(rng, sane, edges):
    """A number from `sane()` most of the time, an edge value sometimes and, in a hostile spec, an illegal one."""
    if illegal(rng, 0.03):
        return rng.choice(ILLEGAL_NUMBERS)
    return rng.choice(edges) if rng.random() < 0.15 else sane()


def dimension(rng, axis):
    roll = rng.random()
    if roll < 0.4:
        key = "fractionalWidth" if axis == "width" else "fractionalHeight"
        if rng.random() < 0.2:
            key = "fractionalHeight" if axis == "width" else "fractionalWidth"
        return {key: number(rng, lambda: rng.choice([1, 0.5, 0.25, 0.2, 1 / 3, 0.9]), EDGE_FRACTIONS)}
    if roll < 0.8:
        return {"absolute": number(rng, lambda: rng.choice([1, 20, 44, 100, 150, 300]), EDGE_POINTS)}
    if not illegal(rng, 0.1):
        return {"estimated": number(rng, lambda: rng.choice([20, 44, 100]), EDGE_POINTS)}
    return rng.choice([{}, {"absolute": 1, "estimated": 2}, {"fractionalDepth": 1}])


def size(rng):
    return {"widthDimension": dimension(rng, "width"), "heightDimension": dimension(rng, "height")}


def insets(rng):
    def one():
        return number(rng, lambda: rng.choice([0, 0, 2, 5, 10, -5, -20, -100]), [-1e308, -1e9, 1e9, 1e308, 5e-324])
    return {key: one() for key in EDGES if rng.random() < 0.8}


def spacing(rng):
    return {rng.choice(["fixed", "flexible"]): number(rng, lambda: rng.choice([0, 4, 10]), EDGE_POINTS)}


def anchor(rng):
    result = {"edges": rng.sample(EDGES, rng.randint(0, 2))}
    if rng.random() < 0.3:
        key = rng.choice(["absoluteOffset", "fractionalOffset"])
        result[key] = {"x": rng.choice([0, -5, 0.5, 10, 1e308]), "y": rng.choice([0, 5, -0.5, -1e308])}
    return result


def supplementary(rng):
    result = {"layoutSize": size(rng), "elementKind": rng.choice(["badge", "dot", "label"]),
              "containerAnchor": anchor(rng)}
    if rng.random() < 0.3:
        result["itemAnchor"] = anchor(rng)
    if rng.random() < 0.2:
        result["zIndex"] = rng.choice([-10_000, -1, 0, 1, 10_000]) if not illegal(rng, 0.3) else 10_001
    return result


def boundary(rng):
    result = {"layoutSize": size(rng), "elementKind": rng.choice(["section-header", "section-footer", "banner"]),
              "alignment": rng.choice(ALIGNMENTS)}
    if rng.random() < 0.4:
        result["pinToVisibleBounds"] = rng.random() < 0.7
    if rng.random() < 0.2:
        result["extendsBoundary"] = rng.random() < 0.5
    if rng.random() < 0.2:
        result["absoluteOffset"] = {"x": rng.choice([0, -10, 10, 1e308]), "y": rng.choice([0, -10, 10, -1e308])}
    if rng.random() < 0.1:
        result["zIndex"] = rng.choice([0, 2, 500])
    return result


def decorated(rng, node):
    if rng.random() < 0.3:
        node["contentInsets"] = insets(rng)
    if rng.random() < 0.15:
        node["edgeSpacing"] = {edge: spacing(rng) for edge in EDGES if rng.random() < 0.5}
    if rng.random() < 0.15:
        node["supplementaryItems"] = [supplementary(rng) for _ in range(rng.randint(1, 2))]
    return node


def item(rng):
    return decorated(rng, {"layoutSize": size(rng)})


def subitem(rng, depth):
    if depth < 4 and rng.random() < 0.3:
        return {"group": group(rng, depth + 1)}
    return {"item": item(rng)}


def group(rng, depth=0):
    result = {"layoutSize": size(rng)}
    roll = rng.random()
    axis = rng.choice(["horizontal", "vertical"])
    if roll < 0.5:
        result[axis] = [subitem(rng, depth) for _ in range(rng.randint(1, 4))]
    elif roll < 0.85:
        count = rng.choice([1, 2, 3, 5, 10, 50]) if not illegal(rng, 0.1) else rng.choice([0, 1_100_001, 2.5])
        result[axis] = {"repeatingSubitem": subitem(rng, depth), "count": count}
    else:
        def frame():
            return [rng.choice([0, 10, -50, 1e308]), rng.choice([0, 20, -1e308]),
                    rng.choice([0, 1e-9, 50, 200, 1e308]), rng.choice([0, 40, 1e308])]
        result["custom"] = [{"frame": frame(), "zIndex": rng.choice([0, 1, -3])} for _ in range(rng.randint(1, 6))]
    if rng.random() < 0.3:
        result["interItemSpacing"] = spacing(rng)
    return decorated(rng, result)


def section(rng):
    result = {"group": group(rng)}
    if rng.random() < 0.5:
        result["contentInsets"] = insets(rng)
    if rng.random() < 0.2:
        result["contentInsetsReference"] = rng.choice(REFERENCES)
    if rng.random() < 0.1:
        result["supplementaryContentInsetsReference"] = rng.choice(REFERENCES)
    if rng.random() < 0.4:
        result["interGroupSpacing"] = number(rng, lambda: rng.choice([0, 5, 10, 30]), EDGE_POINTS)
    if rng.random() < 0.4:
        result["orthogonalScrollingBehavior"] = rng.choice(BEHAVIOURS)
    if rng.random() < 0.5:
        result["boundarySupplementaryItems"] = [boundary(rng) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.3:
        decoration = {"background": "section-background"}
        if rng.random() < 0.5:
            decoration["contentInsets"] = insets(rng)
        if rng.random() < 0.3:
            decoration["cornerRadius"] = rng.choice([0, 8, 1e308])
        if rng.random() < 0.2:
            decoration["zIndex"] = rng.choice([-1, 0, 3])
        result["decorationItems"] = [decoration]
    if rng.random() < 0.1:
        result["supplementariesFollowContentInsets"] = rng.random() < 0.5
    return result


def layout(rng, section_count):
    result = {"kind": "compositional"}
    if rng.random() < 0.3:
        result["scrollDirection"] = rng.choice(["vertical", "horizontal"])
    if rng.random() < 0.3:
        result["interSectionSpacing"] = number(rng, lambda: rng.choice([0, 10, 20]), EDGE_POINTS)
    if rng.random() < 0.15:
        result["contentInsetsReference"] = rng.choice(REFERENCES)
    if rng.random() < 0.2:
        result["boundarySupplementaryItems"] = [boundary(rng)]
    roll = rng.random()
    if roll < 0.1:
        result.pop("scrollDirection", None)
        result["list"] = list_configuration(rng)
    elif roll < 0.5:
        result["sections"] = [{"list": list_configuration(rng)} if rng.random() < 0.1 else section(rng)
                              for _ in range(section_count)]
    else:
        result["section"] = section(rng)
    return result


def list_configuration(rng):
    """A list configuration: every appearance and mode, separators, padding, colour and metrics at their edges."""
    result = {"appearance": rng.choice(["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]),
              "headerMode": rng.choice(["none", "supplementary", "firstItemInSection"]),
              "footerMode": rng.choice(["none", "supplementary"])}
    if rng.random() < 0.3:
        result["metrics"] = {"rowHeight": rng.choice([1e-9, 44, 1e308] + ([0] if rng.hostile else []))}
        if rng.random() < 0.5:
            result["metrics"]["separatorThickness"] = rng.choice([1e-9, 0.5, 1e308])
            result["metrics"]["cellLayoutMargin"] = rng.choice([0, 16, 1e308])
    if rng.random() < 0.3:
        result["headerTopPadding"] = rng.choice([0, 12, 1e308] + ([-1] if rng.hostile else []))
    if rng.random() < 0.3:
        result["showsSeparators"] = rng.random() < 0.5
    if rng.random() < 0.3:
        visibility = ["automatic", "visible", "hidden"]
        result["separatorConfiguration"] = {
            "topSeparatorVisibility": rng.choice(visibility), "bottomSeparatorVisibility": rng.choice(visibility),
            "bottomSeparatorInsets": {"leading": rng.choice([-50, 0, 60, 1e308]), "trailing": rng.choice([0, 500])}}
    if rng.random() < 0.2:
        result["itemSeparators"] = [{"section": rng.randint(0, 4), "item": item, "topSeparatorVisibility": "visible"}
                                    for item in range(rng.randint(1, 3))]
    if rng.random() < 0.2:
        result["backgroundColor"] = rng.choice(["#F2F2F7", "#00000000", "#12345678"] + (["blue"] if rng.hostile else []))
    return result


def spec(rng):
    """A compositional spec as a dict: legal unless the case drew a hostile one."""
    rng.hostile = rng.random() < 0.25
    section_count = rng.randint(1, 4)
    counts = [rng.choice([0, 1, 2, 3, 7, 12, 40, 100]) for _ in range(section_count)]
    result = {"name": "compositional-fuzz",
              "viewport": {"width": rng.choice([1, 320, 375, 1024]), "height": rng.choice([1, 667, 900])},
              "layout": layout(rng, section_count),
              "sections": [{"items": {"count": count}} for count in counts]}
    if rng.random() < 0.3:
        result["safeArea"] = {"top": rng.choice([0, 47]), "left": 0, "bottom": rng.choice([0, 34]),
                              "right": rng.choice([0, 10])}
    if rng.random() < 0.15:
        result["layoutMargins"] = {"top": 0, "left": rng.choice([0, 16] + ([-16] if rng.hostile else [])), "bottom": 0, "right": 16}
    sections = result["layout"].get("sections") or [result["layout"].get("section")] * section_count
    scrolling = [index for index, entry in enumerate(sections)
                 if entry and entry.get("orthogonalScrollingBehavior", "none") != "none"]
    if scrolling and rng.random() < 0.6:
        result["orthogonalOffsets"] = [{"section": index, "offset": rng.choice([0, 13.5, 200, -40, 1e6, 1e308])}
                                       for index in scrolling[:rng.randint(1, len(scrolling))]]
    if rng.random() < 0.3:
        result["offset"] = {"x": rng.choice([0, 50]), "y": rng.choice([0, 100, 5000, -30])}
    if rng.random() < 0.2:
        result["render"] = {"labels": rng.random() < 0.5}
    return result


def make(rng):
    """Returns (file name, bytes, description): a fresh compositional spec, a fifth of them mutated."""
    value = spec(rng)
    description = "hostile compositional spec" if rng.hostile else "compositional spec"
    if rng.random() < 0.2:
        value = spec_mutations.structural(rng, value)
        description = "mutated compositional spec"
    return "spec.json", json.dumps(value).encode(), description
