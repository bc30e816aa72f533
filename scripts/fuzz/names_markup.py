"""File-name fuzz cases and the markup oracle.

Names built from markup characters followed by combining marks (one grapheme with them), bidi controls,
reserved artifact names (`a`, `a.actual`, `a.diff`), report file names (`index.html`), glob and shell
characters reach spec files, spec `name`s, text items and descriptions; `snapshots record`, `verify --report`,
`render --format svg`, `gallery` and `review` then run on them. `markup_findings` is the oracle every case
gets: each SVG written must parse as XML and each HTML page must tokenize with no event-handler attribute,
no `autofocus` and no script but the page's own.
"""

import html.parser
import json
import xml.etree.ElementTree as ElementTree
from pathlib import Path

COMBINING = ["\u0301", "\u0338", "\u20d2", "\u0308"]
BIDI = ["\u202e", "\u202d", "\u2066", "\u2067", "\u2068", "\u2069", "\u200f", "\u061c"]
MARKUP = ['"', "'", "<", ">", "&"]
RESERVED = ["a", "a.actual", "a.diff", "A.DIFF", "index.html", "snapshots", "-rf", "--filter", "a*", "a?", "[ab]",
            "a\\b", "two words", "line\nbreak", "$(id)", "it's", "a.json"]


def hostile_text(rng):
    """A short text mixing markup characters with combining marks after them, bidi controls and attacks."""
    parts = []
    for _ in range(rng.randint(1, 4)):
        roll = rng.random()
        if roll < 0.5:
            parts.append(rng.choice(MARKUP) + rng.choice(COMBINING) * rng.randint(0, 2))
        elif roll < 0.7:
            parts.append(rng.choice(BIDI))
        else:
            parts.append(rng.choice([" autofocus onfocus=alert(1) ", "<img src=x onerror=alert(1)>", "x", "é", "</svg>",
                                     "]]>", "<!--", "&amp;", "\u00a0"]))
    return "".join(parts)


def file_name(rng):
    """A spec name that is a legal file name: hostile text or a reserved name, no `/` and no leading dot."""
    name = rng.choice(RESERVED) if rng.random() < 0.4 else hostile_text(rng)
    name = name.replace("/", "_").replace("\0", "")
    return name if name and not name.startswith(".") else "x" + name


def spec(height, text=None, name=None, description=None):
    item = {"text": text} if text is not None else {"height": height}
    document = {"viewport": {"width": 200, "height": 120}, "layout": {"kind": "alignedFlow"},
                "sections": [{"items": [item, {"height": height}]}]}
    if name is not None:
        document["name"] = name
    if description is not None:
        document["description"] = description
        document["variants"] = [{}, {"interitemSpacing": 12}]
    return json.dumps(document, ensure_ascii=False).encode()


def setup(case):
    """Makes `case` (a fuzz.Case) a file-name case: files in its work folder, its steps and description."""
    rng, work = case.rng, case.work
    roll = rng.random()
    if roll < 0.5:
        folder = work / "snaps"
        folder.mkdir()
        names = sorted({file_name(rng) for _ in range(rng.randint(1, 3))} | ({"a", "a.actual"} if rng.random() < 0.2 else set()))
        for index, name in enumerate(names):
            (folder / f"{name}.json").write_bytes(spec(30 + index))
        changed = rng.choice(names)
        case.description = f"snapshot names {names!r}, {changed!r} changed after recording"

        def change(before, after, code):
            (folder / f"{changed}.json").write_bytes(spec(50))
            return []

        references = {f"{name}{ext}" for name in names for ext in (".json", ".png", ".svg", ".layout.json")}

        def verify_outputs(before, after, code):
            """Under snaps/ only failure artifacts may come, change or go (never another spec's file); elsewhere only rep/."""
            strays = []
            for path in sorted(set(before) | set(after)):
                base = path.split("/")[-1]
                if path.startswith(case.prefix("snaps/")):
                    artifact = base not in references and any(
                        base.startswith(name + ".actual.") or base.startswith(name + ".diff.") for name in names)
                    if before.get(path) != after.get(path) and not artifact:
                        strays.append(path)
                elif path not in before and not path.startswith(case.prefix("rep/")):
                    strays.append(path)
            return strays

        case.steps = [(["snapshots", "record", "snaps", "--record", "all", "--jobs", "2"], {0, 2}, change),
                      (["snapshots", "verify", "snaps", "--jobs", "2", "--report", "rep"], {0, 1, 2}, verify_outputs)]
    elif roll < 0.7:
        name = file_name(rng)
        (work / f"{name}.json").write_bytes(spec(30, text=hostile_text(rng)))
        (work / "out").mkdir()
        case.description = f"text item in {name!r}.json as SVG"
        case.steps = [(["render", f"{name}.json", "--format", "svg", "-o", "out/"], {0, 2}, case.render_outputs)]
    elif roll < 0.85:
        folder = work / "specs"
        folder.mkdir()
        for index in range(rng.randint(1, 3)):
            (folder / f"{file_name(rng)}.json").write_bytes(spec(30 + index, name=f"g{index}{hostile_text(rng)}".replace("/", "_")))
        case.description = "gallery of hostile names"
        case.steps = [(["gallery", "specs", "-o", "out"], {0, 2}, lambda before, after, code: [
            path for path in sorted(set(after) - set(before)) if not path.startswith(case.prefix("out/"))])]
    else:
        (work / "v.json").write_bytes(spec(30, description=hostile_text(rng)))
        sheet = "sheet." + rng.choice(["svg", "png"])
        case.description = f"review of a description as {sheet}"
        case.steps = [(["review", "v.json", "-o", sheet], {0, 2}, lambda before, after, code: [
            path for path in sorted(set(after) - set(before)) if path != case.prefix(sheet)])]


class _Tags(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.problems = []
        self.scripts = 0

    def handle_starttag(self, tag, attrs):
        if tag == "script":
            self.scripts += 1
        for name, _ in attrs:
            if name.startswith("on") or name == "autofocus":
                self.problems.append(f"<{tag} {name}=…>")


def markup_findings(sandbox, before, after):
    """Problems in every SVG or HTML file a step wrote or changed under `sandbox`."""
    findings = []
    for path in sorted(after):
        if before.get(path) == after[path] or after[path] == "link":
            continue
        file = Path(sandbox) / path
        if path.endswith(".svg"):
            try:
                ElementTree.fromstring(file.read_bytes())
            except ElementTree.ParseError as error:
                findings.append(f"{path}: not well-formed XML: {error}")
        elif path.endswith(".html"):
            tags = _Tags()
            tags.feed(file.read_text(errors="replace"))
            tags.close()
            if tags.problems or tags.scripts > 1:
                findings.append(f"{path}: markup from a name: {', '.join(tags.problems[:3])}, {tags.scripts} scripts")
    return findings
