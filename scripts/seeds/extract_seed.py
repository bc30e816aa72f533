#!/usr/bin/env python3
"""Extracts the Swift layout code printed in one of shared/seeds' articles into a Swift file.

The articles interleave Chinese prose with code, and print some methods outside their class braces. This
script finds the declarations it is asked for (top-level types and extensions by name), collects the
member declarations printed loose after them, and puts those members into the named class's body.

Code written against the Objective-C runtime is left as printed: check-seeds.sh ports it with layoutshot-port,
as an app's code is. Nothing it reads is stored in the repository: the output goes where --output says.
"""
import argparse
import re
import sys

TOP_LEVEL = re.compile(r'^(@objc\s+)?((public|internal|fileprivate|private|open|final)\s+)*(protocol|class|enum|extension|struct)\s+(\w+)')
MEMBER = re.compile(r'^\s{0,4}((@objc|override|fileprivate|private|public|internal|open|final|static|class|lazy|weak)\s+)*(func|var)\s+\w')


def code_part(line, in_block_comment):
    """The line without comments, and whether a /* */ comment is still open after it."""
    out = []
    i = 0
    while i < len(line):
        if in_block_comment:
            end = line.find('*/', i)
            if end < 0:
                return ''.join(out), True
            i = end + 2
            in_block_comment = False
        elif line.startswith('//', i):
            break
        elif line.startswith('/*', i):
            in_block_comment = True
            i += 2
        elif line[i] == '"':
            end = line.find('"', i + 1)
            out.append(' ')
            i = len(line) if end < 0 else end + 1
        else:
            out.append(line[i])
            i += 1
    return ''.join(out), in_block_comment


def block_from(lines, start):
    """The brace-balanced block starting at lines[start]; returns (block lines, index after it)."""
    depth = 0
    opened = False
    in_comment = False
    i = start
    while i < len(lines):
        code, in_comment = code_part(lines[i], in_comment)
        depth += code.count('{') - code.count('}')
        opened = opened or '{' in code
        i += 1
        if opened and depth <= 0:
            break
    return lines[start:i], i


def extract(text, names, host_class):
    lines = text.splitlines()
    top, loose = {}, []
    first = next((i for i, l in enumerate(lines) if (m := TOP_LEVEL.match(l)) and m.group(5) in names), None)
    if first is None:
        sys.exit(f'none of {names} found')
    i = first
    while i < len(lines):
        line = lines[i]
        m = TOP_LEVEL.match(line)
        if m and m.group(5) in names:
            block, i = block_from(lines, i)
            top.setdefault(m.group(5), []).append(block)
        elif m:
            _, i = block_from(lines, i)
        elif MEMBER.match(line) and '{' in code_part(line, False)[0] + ''.join(lines[i + 1:i + 3]):
            block, i = block_from(lines, i)
            loose.append(block)
        else:
            i += 1
    return top, loose


def dedent(block):
    indents = [len(l) - len(l.lstrip()) for l in block[1:] if l.strip()]
    first = block[0].lstrip()
    rest_indent = min(indents) - 4 if indents else 0
    body = [l[rest_indent:] if rest_indent > 0 and l[:rest_indent].strip() == '' else l for l in block[1:]]
    return ['    ' + first] + body


def assemble(top, loose, host_class):
    out = []
    host_blocks = top.get(host_class, [])
    members = []
    kept_extensions = []
    for block in host_blocks[1:]:
        # `extension Host { ... }` is kept as printed (layoutshot-port moves overrides out of it).
        kept_extensions.append(block)
    members += [dedent(b) for b in loose]
    for name, blocks in top.items():
        if name == host_class:
            continue
        for block in blocks:
            out += block + ['']
    class_block = host_blocks[0]
    out += class_block[:-1]
    for m in members:
        out += [''] + m
    out += [class_block[-1], '']
    for block in kept_extensions:
        out += block + ['']
    return '\n'.join(out) + '\n'


def drop_if_blocks_calling(source, method_label):
    """Removes `if` blocks that call a delegate method the article's protocol never declares."""
    lines = source.splitlines()
    out, i = [], 0
    while i < len(lines):
        if re.match(r'^\s*if\s', lines[i]) and method_label in lines[i]:
            _, i = block_from(lines, i)
            continue
        out.append(lines[i])
        i += 1
    return '\n'.join(out) + '\n'


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('article')
    parser.add_argument('--names', required=True, help='comma-separated top-level declarations to extract')
    parser.add_argument('--class', dest='host_class', required=True, help='the class loose members belong to')
    parser.add_argument('--drop-undeclared', action='append', default=[],
                        help='argument label of a delegate method the article calls but never declares')
    parser.add_argument('--output', required=True)
    args = parser.parse_args()
    with open(args.article, encoding='utf-8') as f:
        text = f.read()
    top, loose = extract(text, set(args.names.split(',')), args.host_class)
    source = assemble(top, loose, args.host_class)
    for label in args.drop_undeclared:
        source = drop_if_blocks_calling(source, label)
    header = '#if canImport(UIKit)\nimport UIKit\n#else\nimport LayoutShotUIKit\n#endif\n\n'
    with open(args.output, 'w', encoding='utf-8') as f:
        f.write(header + source)
    print(f'{args.output}: {", ".join(f"{n} ×{len(b)}" for n, b in top.items())}, {len(loose)} loose members')


if __name__ == '__main__':
    main()
