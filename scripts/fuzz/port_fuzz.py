#!/usr/bin/env python3
"""A seeded slice of inputs for layoutshot-port that must never crash it or run over 10 s: generated deep nesting
(member chains, generic types, nested literals, circular hierarchies, at depths around the tool's limits) and Swift
files of a corpus cut at every 100th byte. The corpus is read at run time: swift-syntax's own parser tests from the
package's checkout (`.build/checkouts/swift-syntax/Tests/SwiftParserTest`, as `swift build` leaves it), the
repository's Tests/PortFixture/App and, where a folder of git mirrors is given (`--mirrors`, each `NAME/repo` a bare
clone, as the porting survey's libraries and apps are kept), every Swift file under 200 KB at each mirror's HEAD.
Exit codes 0 (ported) and 2 (refused) pass; a signal or a timeout fails.

    python3 scripts/fuzz/port_fuzz.py [--binary .build/debug/layoutshot-port] [--seed 1] [--cases 400] [--jobs 2]
                                      [--mirrors /work/.mirror]

Prints each failure with its input's origin, then `port-fuzz: N passed, N failed`.
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TIMEOUT = 10


def generated(rng):
    depth = rng.choice([1, 10, 15, 16, 17, 50, 99, 100, 101, 499, 500, 501, 2000])
    shapes = [
        lambda d: "let v = a" + ".b" * d,
        lambda d: "struct A<T> {}\nlet v: " + "A<" * d + "Int" + ">" * d + "? = nil",
        lambda d: "let v = " + "[" * min(d, 40) + "1" + "]" * min(d, 40),
        lambda d: "let v = " + "(" * d + "1" + ")" * d,
        lambda d: "let f = " + "{ " * min(d, 300) + "1" + " }" * min(d, 300),
        lambda d: "\n".join(f"class C{i}: C{(i + 1) % max(2, d % 50)} {{}}" for i in range(max(2, d % 50))),
        lambda d: "if d.responds(to: #selector(P.h(at:))) { " * min(d, 60) + "x()" + " }" * min(d, 60),
    ]
    return f"generated depth {depth}", "import UIKit\n" + rng.choice(shapes)(depth) + "\n"


MIRROR_FILE_LIMIT = 200_000


def corpus(mirrors):
    """(origin, read) pairs: files of the checkout's folders, then the Swift blobs of each mirror's HEAD, read when picked."""
    folders = [os.path.join(ROOT, ".build/checkouts/swift-syntax/Tests/SwiftParserTest"), os.path.join(ROOT, "Tests/PortFixture/App")]
    files = []
    for folder in folders:
        for base, _, names in os.walk(folder):
            for name in sorted(names):
                if name.endswith(".swift"):
                    path = os.path.join(base, name)
                    files.append((os.path.relpath(path, ROOT), lambda path=path: open(path, "rb").read()))
    for name in sorted(os.listdir(mirrors)) if mirrors and os.path.isdir(mirrors) else []:
        repository = os.path.join(mirrors, name, "repo")
        listing = subprocess.run(["git", "-C", repository, "ls-tree", "-r", "-l", "HEAD"], capture_output=True, text=True)
        for line in listing.stdout.splitlines() if listing.returncode == 0 else []:
            meta, _, path = line.partition("\t")
            _, kind, blob, size = meta.split()
            if kind == "blob" and path.endswith(".swift") and size.isdigit() and int(size) <= MIRROR_FILE_LIMIT:
                read = lambda repository=repository, blob=blob: subprocess.run(
                    ["git", "-C", repository, "cat-file", "blob", blob], capture_output=True).stdout
                files.append((f"{name}:{path}", read))
    return files


def truncated(rng, files):
    origin, read = rng.choice(files)
    data = read()
    cut = rng.randrange(0, max(1, len(data) // 100) + 1) * 100
    return f"{origin} cut at byte {cut}", data[:cut].decode("utf-8", "replace")


def run(binary, origin, text):
    work = tempfile.mkdtemp(prefix="port-fuzz-")
    try:
        os.makedirs(os.path.join(work, "App"))
        with open(os.path.join(work, "App", "A.swift"), "w", encoding="utf-8") as handle:
            handle.write(text)
        try:
            status = subprocess.run([binary, "App", "--output", "Ported"], cwd=work, capture_output=True, timeout=TIMEOUT).returncode
        except subprocess.TimeoutExpired:
            return f"{origin}: ran over {TIMEOUT} s"
        return None if status in (0, 2) else f"{origin}: exit status {status}"
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/layoutshot-port"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=400)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--mirrors", help="a folder of bare git mirrors (NAME/repo) whose Swift files join the corpus")
    options = parser.parse_args()
    options.binary = os.path.abspath(options.binary)
    if not os.path.exists(options.binary):
        sys.exit(f"port-fuzz: no binary at {options.binary}; build it with swift build --product layoutshot-port")
    rng = random.Random(options.seed)
    files = corpus(options.mirrors)
    print(f"port-fuzz: {len(files)} corpus files")
    inputs = [generated(rng) if not files or rng.random() < 0.3 else truncated(rng, files) for _ in range(options.cases)]
    with ThreadPoolExecutor(options.jobs) as pool:
        failures = [f for f in pool.map(lambda item: run(options.binary, *item), inputs) if f]
    for failure in failures:
        print(f"FAIL {failure}")
    print(f"port-fuzz: {len(inputs) - len(failures)} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
