"""Builds one HTML page that lays out many specs with CSS flexbox and reads every box back.

Each section becomes a wrapping flex container: `column-gap` = interitemSpacing, `row-gap` = lineSpacing,
padding = sectionInset, `justify-content` for the alignment (`dataEnd` is `row-reverse` packed at its
main start), `align-items` for the vertical alignment, `align-content: flex-start` so lines are as tall as
their tallest item. Horizontal layouts use `writing-mode: vertical-lr`, which turns the same flexbox
through 90°: lines become columns and sections stack left to right, as in the engine. Item sizes come from
the resolved spec (see `check.py`), so the comparison checks placement, not text measurement.
"""

import html
import json

JUSTIFY = {"start": "flex-start", "end": "flex-end", "center": "center", "dataEnd": "flex-start"}
ALIGN_ITEMS = {"top": "flex-start", "center": "center", "bottom": "flex-end"}
SECTION_KEYS = ("alignment", "verticalAlignment", "interitemSpacing", "lineSpacing", "sectionSpacing", "sectionInset")
DEFAULTS = {"alignment": "justified", "verticalAlignment": "center", "interitemSpacing": 0, "lineSpacing": 0,
            "sectionSpacing": 0, "sectionInset": {}}


def _px(value):
    return f"{value!r}px"


def _resolved(spec, section):
    options = {key: spec["layout"].get(key, DEFAULTS[key]) for key in SECTION_KEYS}
    options.update({key: section[key] for key in SECTION_KEYS if key in section})
    return options


def _spec_block(index, spec, top):
    vertical = spec["layout"].get("scrollDirection", "vertical") == "vertical"
    viewport = spec["viewport"]
    if vertical:
        box = f"left:0;top:{_px(top)};width:{_px(viewport['width'])};writing-mode:horizontal-tb"
    else:
        box = f"left:0;top:{_px(top)};height:{_px(viewport['height'])};writing-mode:vertical-lr"
    parts = [f'<div class="spec" data-spec="{index}" style="position:absolute;{box}">']
    extent_key = "height" if vertical else "width"
    for s, section in enumerate(spec["sections"]):
        options = _resolved(spec, section)
        if s > 0:
            parts.append(f'<div style="block-size:{_px(options["sectionSpacing"])}"></div>')
        if "header" in section:
            parts.append(f'<div class="el" data-kind="header" data-s="{s}" data-i="0" '
                         f'style="block-size:{_px(section["header"][extent_key])}"></div>')
        inset = {side: options["sectionInset"].get(side, 0) for side in ("top", "right", "bottom", "left")}
        direction = "row-reverse" if options["alignment"] == "dataEnd" else "row"
        style = (f"display:flex;flex-wrap:wrap;flex-direction:{direction};"
                 f"justify-content:{JUSTIFY[options['alignment']]};align-items:{ALIGN_ITEMS[options['verticalAlignment']]};"
                 f"align-content:flex-start;column-gap:{_px(options['interitemSpacing'])};"
                 f"row-gap:{_px(options['lineSpacing'])};box-sizing:border-box;"
                 f"padding:{_px(inset['top'])} {_px(inset['right'])} {_px(inset['bottom'])} {_px(inset['left'])}")
        parts.append(f'<div style="{style}">')
        for item, size in enumerate(section["items"]):
            parts.append(f'<div class="el" data-kind="cell" data-s="{s}" data-i="{item}" '
                         f'style="flex:none;width:{_px(size["width"])};height:{_px(size["height"])}"></div>')
        parts.append("</div>")
        if "footer" in section:
            parts.append(f'<div class="el" data-kind="footer" data-s="{s}" data-i="0" '
                         f'style="block-size:{_px(section["footer"][extent_key])}"></div>')
    parts.append("</div>")
    return "".join(parts)


READOUT = """
<script>
const result = [];
for (const spec of document.querySelectorAll('.spec')) {
  const origin = spec.getBoundingClientRect();
  const elements = [];
  for (const el of spec.querySelectorAll('.el')) {
    const r = el.getBoundingClientRect();
    elements.push({kind: el.dataset.kind, section: +el.dataset.s, item: +el.dataset.i,
                   frame: [r.left - origin.left, r.top - origin.top, r.width, r.height]});
  }
  result.push({spec: +spec.dataset.spec, size: [origin.width, origin.height], elements});
}
const out = document.createElement('pre');
out.id = 'flexbox-result';
out.textContent = JSON.stringify(result);
document.body.appendChild(out);
</script>
"""


def page(specs_and_layouts):
    """HTML for a batch of (resolved spec, layout output) pairs, each in its own absolutely placed block.

    Every item of a resolved spec is an object with an explicit `width` and `height`.
    """
    blocks, top = [], 0.0
    for index, (spec, layout) in enumerate(specs_and_layouts):
        blocks.append(_spec_block(index, spec, top))
        top += layout["contentSize"][1] + 50
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'><style>body{margin:0}</style></head><body>"
            + "".join(blocks) + READOUT + "</body></html>")


def read_result(dom):
    """The boxes the page's script wrote into the dumped DOM."""
    start = dom.index('<pre id="flexbox-result">') + len('<pre id="flexbox-result">')
    end = dom.index("</pre>", start)
    return json.loads(html.unescape(dom[start:end]))
