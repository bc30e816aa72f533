"""Mutations of spec files: structural edits of the parsed JSON, byte damage, YAML forms and bombs.

Every function takes a random.Random so a case is reproduced by its seed alone.
"""

import json

HOSTILE_NAMES = [
    "", ".", "..", "../evil", "../../../../escape", "a/b", "/abs", "/tmp/abs-escape", "a\\b", "a\u0000b",
    "tab\there", "line\nbreak", "\u202eevil", "name.png", "x" * 300, "CON", " ", "-rf", "*", "😀",
]

HOSTILE_NUMBERS = [
    0, -0.0, -1, 0.5, 1, 2, 3.5, 16, 17, 255, 1000, 16384, 16385, 1e6, 1e7, 10_000_000, 10_000_001,
    2 ** 31, 2 ** 53, 2 ** 63, 1e15, 1e100, 1e300, -1e300, 1.7976931348623157e308, 5e-324, 1e-300,
]

HOSTILE_STRINGS = [
    "", "x", "flow", "waterfall", "alignedFlow", "carousel", "cards", "viewport", "content", "dark",
    "start", "end", "center", "justified", "dataEnd", "W" * 10_000, "\u0301" * 50, "😀" * 100, "\u0000",
]


def random_node_path(rng, value, path=()):
    """A uniformly chosen path to a node of the JSON tree (a tuple of keys and indices)."""
    paths = []

    def walk(node, at):
        paths.append(at)
        if isinstance(node, dict):
            for key, child in node.items():
                walk(child, at + (key,))
        elif isinstance(node, list):
            for index, child in enumerate(node[:50]):
                walk(child, at + (index,))

    walk(value, path)
    return rng.choice(paths)


def get_at(value, path):
    for step in path:
        value = value[step]
    return value


def set_at(value, path, new):
    if not path:
        return new
    get_at(value, path[:-1])[path[-1]] = new
    return value


def interesting_value(rng, old):
    """A value that is likely to sit on a boundary, of the old value's type or of another."""
    roll = rng.random()
    if isinstance(old, (int, float)) and not isinstance(old, bool) and roll < 0.6:
        choice = rng.choice(HOSTILE_NUMBERS)
        return -choice if rng.random() < 0.15 else choice
    if isinstance(old, str) and roll < 0.6:
        return rng.choice(HOSTILE_STRINGS + HOSTILE_NAMES)
    pool = [
        None, True, False, [], {}, rng.choice(HOSTILE_NUMBERS), rng.choice(HOSTILE_STRINGS),
        {"count": rng.choice([0, 1, 3, 1000, 10_000_000])}, [[[[]]]], {"x": 0, "y": 0},
        {"min": 1, "max": 2, "seed": 3}, {"top": 1e300, "left": 0, "bottom": 0, "right": 0},
    ]
    return rng.choice(pool)


def structural(rng, spec):
    """One to three tree edits: replace, delete, duplicate or add a key."""
    for _ in range(rng.randint(1, 3)):
        path = random_node_path(rng, spec)
        node = get_at(spec, path)
        action = rng.random()
        if action < 0.55 or not path:
            spec = set_at(spec, path, interesting_value(rng, node))
        elif action < 0.7:
            parent = get_at(spec, path[:-1])
            del parent[path[-1]]
        elif action < 0.85 and isinstance(node, list) and node:
            node.extend(node[: rng.randint(1, len(node))] * rng.choice([1, 2, 10]))
        elif isinstance(node, dict):
            node[rng.choice(["unknown", "count", "text", "height", "width", "grid", "columns", "offsets"])] = (
                interesting_value(rng, 0))
        if not isinstance(spec, dict):
            break
    return spec


def targeted(rng, spec):
    """Edits aimed at the known attack classes: names, huge values, element budgets, long text."""
    if not isinstance(spec, dict):
        return spec
    kind = rng.randrange(7)
    if kind == 0:
        spec["name"] = rng.choice(HOSTILE_NAMES)
    elif kind == 1:
        sections = spec.get("sections")
        if isinstance(sections, list) and sections:
            section = rng.choice(sections)
            if isinstance(section, dict):
                field = rng.choice(["header", "footer"])
                section[field] = {"height": rng.choice([1e300, 1e12, 16384, -5])}
    elif kind == 2:
        spec["sections"] = [{"items": {"count": 10_000_000, "height": 10}} for _ in range(rng.randint(1, 4))]
    elif kind == 3:
        spec["sections"] = [{"items": [{"text": "W" * rng.choice([1000, 100_000, 3_000_000])}]}]
    elif kind == 4:
        spec.setdefault("render", {})
        if isinstance(spec["render"], dict):
            spec["render"]["grid"] = rng.choice([2, 8, 1000])
        layout = spec.get("layout")
        if isinstance(layout, dict):
            layout["sectionInset"] = {"top": 1.6e8, "left": 1.6e8, "bottom": 0, "right": 0}
    elif kind == 5:
        spec["scale"] = rng.choice([16, 1e-300, 0.001, 16.0000001])
        spec["viewport"] = {"width": rng.choice([1, 1024, 16384]), "height": rng.choice([1, 8000, 16384])}
    else:
        spec["offsets"] = [{"x": 0, "y": rng.choice([0, 1e300, -1e300, 500])} for _ in range(rng.choice([1, 64, 65]))]
    return spec


def byte_damage(rng, data):
    """Flips, truncates, inserts or duplicates bytes of the spec text."""
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        if not data:
            break
        action = rng.randrange(4)
        at = rng.randrange(len(data))
        if action == 0:
            data[at] ^= 1 << rng.randrange(8)
        elif action == 1:
            del data[at:]
        elif action == 2:
            data[at:at] = bytes([rng.choice([0, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0xFF, 0xC3, 0x0A])])
        else:
            end = min(len(data), at + rng.randint(1, 64))
            data[at:at] = data[at:end] * rng.randint(1, 8)
    return bytes(data)


def yaml_text(rng, spec):
    """The spec as YAML (flow style is JSON-compatible), sometimes with anchors, aliases and complex keys."""
    text = "\n".join(f"{json.dumps(key)}: {json.dumps(value)}" for key, value in spec.items()) + "\n"
    roll = rng.random()
    if roll < 0.25:
        levels = rng.randint(2, 9)
        bomb = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
        for level in range(1, levels):
            bomb.append(f"a{level}: &a{level} [" + ",".join([f"*a{level - 1}"] * 10) + "]")
        target = rng.choice(["description", "sections", "unknownKey", "variants"])
        text = "\n".join(bomb) + "\n" + text + f"{target}2: *a{levels - 1}\n"
    elif roll < 0.4:
        text += rng.choice(["? [a, b]\n: 1\n", "? {a: 1}\n: 2\n", "[x, y]: 3\n", "? &k [p, q]\n: 1\nz: *k\n"])
    elif roll < 0.5:
        text = "base: &base {\"kind\": \"flow\"}\n" + text.replace('"layout": ', '"layout": *base\n"layoutOld": ', 1)
    return text.encode()


def mutate(rng, original_text):
    """Returns (file name, bytes) of a mutated spec made from `original_text`."""
    spec = json.loads(original_text)
    roll = rng.random()
    if roll < 0.35:
        spec = structural(rng, spec)
    elif roll < 0.65:
        spec = targeted(rng, spec)
    if roll >= 0.85 and isinstance(spec, dict):
        data, name = yaml_text(rng, spec), "spec.yaml"
    else:
        data, name = json.dumps(spec, ensure_ascii=rng.random() < 0.5).encode(), "spec.json"
    if 0.65 <= roll < 0.85:
        data = byte_damage(rng, data)
    if rng.random() < 0.1:
        data = b"\xef\xbb\xbf" + data
    return name, data
