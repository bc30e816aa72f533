#!/usr/bin/env python3
"""Fuzzes layoutshot with mutated copies of the project's own specs and references.

Each case mutates one input and runs `layout` and `render` (a spec), `diff` (a PNG) or
`snapshots verify` (a snapshot with one damaged file) in a fresh sandbox, each command under a
5 s wall-clock and 1 GiB address-space limit. A finding is a crash (signal), a hang, a memory
blow-up, an exit code the command must not return, or a file left behind that should not be
there (temporaries, partial outputs, anything written outside the output folder, any change to a
reference under `verify`). Case K of seed S is the same on every run: `--seed S --only K`.
A share of the specs are generated `compositional` ones (compositional_specs.py; `--kind compositional` for
only those; `--kind filmstrip` for compositional filmstrips near the element limit, filmstrip_specs.py).
`--host-cases N` also runs N random layouts driven through the UIKit host (host_fuzz.py).

    python3 scripts/fuzz/fuzz.py --seed 1 --cases 10000 --jobs 2
    python3 scripts/fuzz/fuzz.py --seed 1 --cases 0 --host-cases 5000 --jobs 2
"""

import argparse
import concurrent.futures
import hashlib
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import compositional_specs
import filmstrip_specs
import host_fuzz
import names_markup
import png_mutations
import spec_mutations

ROOT = Path(__file__).resolve().parents[2]
SPEC_CORPUS = sorted((ROOT / "Snapshots").glob("*.json")) + sorted((ROOT / "docs/specs").glob("*.json"))
SPEC_CORPUS = [path for path in SPEC_CORPUS if not path.name.endswith(".layout.json")]
SNAPSHOTS = sorted(path.stem for path in (ROOT / "Snapshots").glob("*.png"))
PNG_CORPUS = [ROOT / "Snapshots" / f"{name}.png" for name in SNAPSHOTS]


class Limits:
    def __init__(self, seconds, memory_bytes):
        self.seconds = seconds
        self.memory_bytes = memory_bytes

    def apply(self):
        resource.setrlimit(resource.RLIMIT_AS, (self.memory_bytes, self.memory_bytes))
        cpu = int(self.seconds * 4) + 1
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def run(binary, arguments, cwd, limits, log_dir):
    """Runs one command; returns (exit code or -signal or None for a hang, seconds, peak RSS in bytes, stderr)."""
    stderr_path = Path(log_dir) / f"stderr-{threading.get_ident()}"
    with open(stderr_path, "wb") as stderr:
        start = time.monotonic()
        process = subprocess.Popen([binary, *arguments], cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                   stderr=stderr, preexec_fn=limits.apply, start_new_session=True,
                                   env={**os.environ, "CI": "true", "NO_COLOR": "1", "SWIFT_BACKTRACE": "enable=no"})
        killed = threading.Event()

        def kill():
            killed.set()
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

        timer = threading.Timer(limits.seconds, kill)
        timer.start()
        _, status, usage = os.wait4(process.pid, 0)
        timer.cancel()
        hung = killed.is_set()
        process.returncode = status  # reaped by wait4 (for its resource usage), so Popen must not wait again
        elapsed = time.monotonic() - start
    message = stderr_path.read_bytes()[:4000].decode(errors="replace")
    code = None if hung else (-os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status))
    return code, elapsed, usage.ru_maxrss * 1024, message


def tree(folder):
    """Relative path → SHA-256 of every file under `folder` (symlinks included as files)."""
    result = {}
    for path in sorted(Path(folder).rglob("*")):
        if path.is_file() or path.is_symlink():
            result[str(path.relative_to(folder))] = hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else "link"
    return result


class Case:
    """One mutated input in its own sandbox, with the commands to run and what each may leave behind."""

    def __init__(self, seed, index, sandbox, kind):
        self.rng = random.Random(f"{seed}:{index}")
        self.index = index
        self.sandbox = Path(sandbox)
        self.work = self.sandbox / "a" / "b" / "c" / "work"
        self.work.mkdir(parents=True)
        self.steps = []
        if kind == "names" or (kind == "mixed" and random.Random(f"{seed}:{index}:names").random() < 0.1):
            names_markup.setup(self)
            return
        roll = self.rng.random()
        if kind == "filmstrip":
            self.filmstrip_case()
        elif kind == "compositional" or 0.4 <= roll < 0.6:
            self.compositional_case()
        elif roll < 0.4:
            self.spec_case()
        elif roll < 0.8:
            self.png_case()
        else:
            self.snapshot_case()

    def spec_case(self):
        source = self.rng.choice(SPEC_CORPUS)
        name, data = spec_mutations.mutate(self.rng, source.read_text())
        (self.work / name).write_bytes(data)
        (self.work / "out").mkdir()
        self.description = f"spec mutated from {source.relative_to(ROOT)}"
        render = ["render", name, "-o", "out/"]
        if self.rng.random() < 0.3:
            render += ["--format", "svg"]
        self.steps = [(["layout", name], {0, 2}, self.nothing_written),
                      (render, {0, 2}, self.render_outputs)]

    def filmstrip_case(self):
        # Only the picture: `layout` prints every element, a million of them, which is its own cost, not the strip's.
        self.compositional_case(filmstrip_specs)
        self.steps = self.steps[1:]

    def compositional_case(self, specs=compositional_specs):
        name, data, self.description = specs.make(self.rng)
        (self.work / name).write_bytes(data)
        (self.work / "out").mkdir()
        render = ["render", name, "-o", "out/"]
        if self.rng.random() < 0.3:
            render += ["--format", "svg"]
        self.steps = [(["layout", name], {0, 2}, self.nothing_written),
                      (render, {0, 2}, self.render_outputs)]

    def png_case(self):
        source = self.rng.choice(PNG_CORPUS)
        (self.work / "expected.png").write_bytes(source.read_bytes())
        (self.work / "actual.png").write_bytes(png_mutations.mutate(self.rng, source.read_bytes()))
        self.description = f"PNG mutated from {source.relative_to(ROOT)}"
        pair = ["expected.png", "actual.png"]
        if self.rng.random() < 0.5:
            pair.reverse()
        self.steps = [(["diff", *pair, "-o", "d.png"], {0, 1, 2}, self.diff_outputs)]

    def snapshot_case(self):
        name = self.rng.choice(SNAPSHOTS)
        folder = self.work / "snaps"
        folder.mkdir()
        for suffix in [".json", ".png", ".svg", ".layout.json"]:
            shutil.copy(ROOT / "Snapshots" / f"{name}{suffix}", folder / f"{name}{suffix}")
        damaged = self.rng.choice([".json", ".png", ".png", ".svg", ".layout.json"])
        path = folder / f"{name}{damaged}"
        if damaged == ".png":
            path.write_bytes(png_mutations.mutate(self.rng, path.read_bytes()))
        elif damaged == ".json":
            _, data = spec_mutations.mutate(self.rng, path.read_text())
            path.write_bytes(data)
        else:
            path.write_bytes(spec_mutations.byte_damage(self.rng, path.read_bytes()))
        self.description = f"snapshot {name} with {damaged} damaged"
        self.steps = [(["snapshots", "verify", "snaps", "--jobs", "1", "--artifacts", "art"], {0, 1, 2},
                       self.verify_outputs)]

    def files(self):
        return tree(self.sandbox)

    def restore(self, before):
        """Removes what a killed command left, so its second run starts from the same files."""
        for path in set(self.files()) - set(before):
            (self.sandbox / path).unlink()

    def prefix(self, path):
        return "a/b/c/work/" + path

    def nothing_written(self, before, after, code):
        return sorted(set(after) - set(before))

    def render_outputs(self, before, after, code):
        new = sorted(set(after) - set(before))
        if code != 0:
            return new
        return [path for path in new if not (path.startswith(self.prefix("out/")) and path.count("/") == 5
                                             and path.endswith((".png", ".svg")) and not path.split("/")[-1].startswith("."))]

    def diff_outputs(self, before, after, code):
        new = sorted(set(after) - set(before))
        allowed = {self.prefix("d.png")} if code in (0, 1) else set()
        return [path for path in new if path not in allowed]

    def verify_outputs(self, before, after, code):
        strays = [path for path in sorted(set(before) | set(after))
                  if path.startswith(self.prefix("snaps/")) and before.get(path) != after.get(path)]
        for path in sorted(set(after) - set(before)):
            if path.startswith(self.prefix("art/")):
                base = path.split("/")[-1]
                if ".actual." in base or base.endswith(".diff.png"):
                    if not base.startswith("."):
                        continue
            if not path.startswith(self.prefix("snaps/")):
                strays.append(path)
        return strays


def run_case(options, index, log_dir):
    """Runs case `index`; returns (index, description, [findings]) where a finding is (kind, command, detail)."""
    with tempfile.TemporaryDirectory(prefix=f"fuzz-{index}-", dir=options.temp) as sandbox:
        case = Case(options.seed, index, sandbox, options.kind)
        findings = []
        for arguments, allowed, check in case.steps:
            before = case.files()
            code, elapsed, peak, message = run(options.binary, arguments, case.work, options.limits, log_dir)
            if code is None:
                case.restore(before)
                code, elapsed, peak, message = run(options.binary, arguments, case.work, options.limits, log_dir)
            after = case.files()
            command = " ".join(arguments)
            lines = [line for line in message.splitlines() if line.strip()]
            fatal = [line for line in lines if "Fatal error" in line or "rror:" in line]
            last_line = (fatal or lines or [""])[0][:240]
            if code is None:
                findings.append(("hang", command, f"killed after {options.limits.seconds} s twice"))
            elif code < 0:
                kind = "memory" if peak > options.limits.memory_bytes * 0.8 or "alloc" in message else "crash"
                findings.append((kind, command, f"signal {signal.Signals(-code).name}, peak {peak >> 20} MiB: {last_line}"))
            elif code not in allowed:
                findings.append(("exit", command, f"exit {code} (allowed {sorted(allowed)}): {last_line}"))
            strays = check(before, after, code) if code is not None else []
            if strays:
                findings.append(("stray", command, f"exit {code}, left {', '.join(strays[:5])}"))
            findings += [("markup", command, detail) for detail in names_markup.markup_findings(case.sandbox, before, after)]
            if findings:
                break
        if findings and options.findings:
            keep = Path(options.findings) / f"case-{index:06d}"
            shutil.rmtree(keep, ignore_errors=True)
            shutil.copytree(sandbox, keep, symlinks=True)
            (keep / "stderr.txt").write_text(message)
            (keep / "command.txt").write_text(f"cd a/b/c/work && layoutshot {command}\n")
        return index, case.description, findings


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=str(ROOT / ".build/release/layoutshot"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--start", type=int, default=0, help="index of the first case")
    parser.add_argument("--only", type=int, action="append", help="run only this case (repeatable)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timeout", type=float, default=5)
    parser.add_argument("--memory-mib", type=int, default=1024)
    parser.add_argument("--findings", default=str(ROOT / ".build/fuzz-findings"), help="folder for the sandboxes of failing cases")
    parser.add_argument("--temp", default=None, help="where sandboxes are made (default: the system temp folder)")
    parser.add_argument("--kind", choices=["mixed", "compositional", "names", "filmstrip"], default="mixed",
                        help="mixed: specs, compositional specs, PNGs, snapshots and file names; compositional: generated "
                             "compositional specs only; names: file-name cases only (names_markup.py); filmstrip: "
                             "compositional filmstrips near the element limit (filmstrip_specs.py)")
    parser.add_argument("--host-binary", default=str(ROOT / ".build/release/layoutshot-host-fuzz"))
    parser.add_argument("--host-cases", type=int, default=0, help="random layouts driven through the UIKit host")
    parser.add_argument("--host-start", type=int, default=0, help="index of the first host case")
    parser.add_argument("--host-chunk", type=int, default=250, help="host cases per process")
    parser.add_argument("--host-timeout", type=float, default=120, help="seconds allowed for one chunk")
    options = parser.parse_args()
    if options.cases and not Path(options.binary).exists():
        sys.exit(f"fuzz: no binary at {options.binary}; build it with `swift build -c release --product layoutshot`")
    if options.host_cases and not Path(options.host_binary).exists():
        sys.exit(f"fuzz: no binary at {options.host_binary}; build it with "
                 "`swift build -c release --product layoutshot-host-fuzz`")
    options.binary, options.host_binary = str(Path(options.binary).resolve()), str(Path(options.host_binary).resolve())
    options.limits = Limits(options.timeout, options.memory_mib << 20)
    options.host_limits = Limits(options.host_timeout, options.memory_mib << 20)
    indices = options.only or range(options.start, options.start + options.cases)
    passed = failed = 0
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="fuzz-logs-") as log_dir, \
            concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        for index, description, findings in pool.map(lambda k: run_case(options, k, log_dir), indices):
            if findings:
                failed += 1
                for kind, command, detail in findings:
                    print(f"FAIL case {index} [{kind}] ({description}) `layoutshot {command}`: {detail}\n"
                          f"    reproduce: python3 scripts/fuzz/fuzz.py --seed {options.seed} --only {index}", flush=True)
            else:
                passed += 1
            if (passed + failed) % 500 == 0:
                print(f"fuzz: {passed + failed} cases, {failed} failed, {time.monotonic() - started:.0f} s",
                      file=sys.stderr, flush=True)
    if options.host_cases:
        host_passed, host_failed = host_fuzz.run(options)
        print(f"{host_passed} host cases passed, {host_failed} failed")
        passed, failed = passed + host_passed, failed + host_failed
    print(f"{passed} passed, {failed} failed in {time.monotonic() - started:.0f} s")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
